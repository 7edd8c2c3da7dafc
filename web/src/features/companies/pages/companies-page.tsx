import { Alert, Anchor, Button, Card, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCompanies, type ListedCompany } from '../../../api/companies.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { RegistrationCell } from '../components/registration-cell.tsx';
import { RegistrationModal } from '../components/registration-modal.tsx';
import { VersionsModal } from '../components/versions-modal.tsx';

/** The list has entries, but the filter hides them all. */
export const NO_MATCHING_COMPANY = 'Nincs a szűrésnek megfelelő társaság.';

export function CompaniesPage() {
  const companies = useCompanies();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [registering, setRegistering] = useState<ListedCompany | null>(null);
  const [showingVersions, setShowingVersions] = useState<ListedCompany | null>(null);
  // The company of the last registration dialog: once registered, its Módosítás takes the place of the opener.
  const registeredId = useRef<ListedCompany['id'] | null>(null);
  const rememberRegistrationOpener = useFocusReturn(registering !== null, () =>
    document.querySelector<HTMLElement>(`[data-registration-of="${registeredId.current}"] a`),
  );
  const rememberVersionsOpener = useFocusReturn(showingVersions !== null);
  const needle = filter.trim().toLocaleLowerCase('hu');
  const shown = (companies.data ?? []).filter(
    (company) =>
      needle === '' ||
      company.nev.toLocaleLowerCase('hu').includes(needle) ||
      company.szekhely.toLocaleLowerCase('hu').includes(needle),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Elmentett Társaságok</Title>
        <Button component={Link} to={paths.tool.newCompany}>
          Új társaság hozzáadása
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <TextInput
          placeholder="Szűrés név vagy székhely alapján"
          aria-label="Szűrés név vagy székhely alapján"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          mb="md"
          maw={420}
        />
        {companies.isPending && <PageLoader />}
        {companies.isError && (
          <Alert color="red" role="alert">
            A társaságok betöltése nem sikerült. {companies.error.message}
          </Alert>
        )}
        {companies.data && shown.length === 0 && (
          <Alert color="gray" variant="light">
            {companies.data.length === 0 ? 'Még nincs létrehozott társaság.' : NO_MATCHING_COMPANY}
          </Alert>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={960}>
            <Table highlightOnHover striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Név</Table.Th>
                  <Table.Th>Cím</Table.Th>
                  <Table.Th>Ügyvezetők</Table.Th>
                  <Table.Th>Tagok</Table.Th>
                  <Table.Th>Utolsó módosítás</Table.Th>
                  <Table.Th>Cégjegyzék</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((company) => (
                  <Table.Tr
                    key={company.id}
                    style={{ cursor: 'pointer' }}
                    onClick={() => navigate(paths.tool.company(company.id))}
                  >
                    <Table.Td>
                      <Anchor component={Link} to={paths.tool.company(company.id)} fz="sm" underline="hover">
                        {company.nev}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{company.szekhely}</Table.Td>
                    <Table.Td>{company.ugyvezetok.length}</Table.Td>
                    <Table.Td>{company.tagok.length}</Table.Td>
                    <Table.Td>{company.modifiedAt ? formatDateTime(company.modifiedAt) : ''}</Table.Td>
                    <Table.Td onClick={(event) => event.stopPropagation()}>
                      <RegistrationCell
                        company={company}
                        onRegister={() => {
                          rememberRegistrationOpener();
                          registeredId.current = company.id;
                          setRegistering(company);
                        }}
                        onShowVersions={() => {
                          rememberVersionsOpener();
                          setShowingVersions(company);
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {registering && <RegistrationModal company={registering} opened onClose={() => setRegistering(null)} />}
      {showingVersions && <VersionsModal company={showingVersions} opened onClose={() => setShowingVersions(null)} />}
    </Stack>
  );
}
