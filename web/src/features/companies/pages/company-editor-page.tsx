import { Alert, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useCompanies } from '../../../api/companies.ts';
import { usePersons } from '../../../api/persons.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { CompanyEditor } from '../components/company-editor.tsx';

export const NEW_COMPANY_ID = 'uj';

export function CompanyEditorPage() {
  const { companyId = NEW_COMPANY_ID } = useParams();
  const companies = useCompanies();
  const persons = usePersons();
  const isNew = companyId === NEW_COMPANY_ID;
  if ((!isNew && companies.isPending) || persons.isPending) return <PageLoader />;
  const company = isNew ? null : (companies.data?.find((candidate) => String(candidate.id) === companyId) ?? null);
  if (!isNew && !company)
    return (
      <Stack>
        <Alert color="red">A társaság nem található.</Alert>
        <Button component={Link} to={paths.tool.companies} w="fit-content">
          Vissza a társaságokhoz
        </Button>
      </Stack>
    );
  return <CompanyEditor key={companyId} company={company} persons={persons.data ?? []} />;
}
