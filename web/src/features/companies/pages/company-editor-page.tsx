import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useCompanies } from '../../../api/companies.ts';
import { usePersons } from '../../../api/persons.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageProblem } from '../../../components/page-problem.tsx';
import { paths } from '../../../config/paths.ts';
import { CompanyEditor } from '../components/company-editor.tsx';
import { formatRegistrationNumber } from '../rules/registration-form-values.ts';

export const NEW_COMPANY_ID = 'uj';
export const COMPANY_NOT_FOUND = 'A társaság nem található';
export const COMPANY_NOT_FOUND_NEXT =
  'Lehet, hogy időközben törölték, vagy a megnyitott cím hibás. Válassza ki a társaságot a Társaságok oldal listájából.';

export function CompanyEditorPage() {
  const { companyId = NEW_COMPANY_ID } = useParams();
  const companies = useCompanies();
  const persons = usePersons();
  const isNew = companyId === NEW_COMPANY_ID;
  if ((!isNew && companies.isPending) || persons.isPending) return <PageLoader />;
  const company = isNew ? null : (companies.data?.find((candidate) => String(candidate.id) === companyId) ?? null);
  const back = { to: paths.tool.companies, label: 'Vissza a társaságokhoz' };
  if (!isNew && companies.isError)
    return (
      <PageProblem title="A társaságok betöltése nem sikerült" back={back} onRetry={() => void companies.refetch()}>
        {companies.error.message} Próbálja meg újra, vagy térjen vissza később.
      </PageProblem>
    );
  if (!isNew && !company)
    return (
      <PageProblem title={COMPANY_NOT_FOUND} back={back}>
        {COMPANY_NOT_FOUND_NEXT}
      </PageProblem>
    );
  const editor = <CompanyEditor key={companyId} company={company} persons={persons.data ?? []} />;
  if (!company?.bejegyzes) return editor;
  // A registered company is changed by an amendment; saving here only keeps a new version.
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{formatRegistrationNumber(company.bejegyzes.cegjegyzekszam)}</Text>
        <Button component={Link} to={paths.tool.amendment(company.id)} variant="light">
          Módosítás
        </Button>
      </Group>
      {editor}
    </Stack>
  );
}
