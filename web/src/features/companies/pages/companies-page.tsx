import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
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
import classes from './companies-table.module.css';
import { TableRegion } from '../../../components/table-region.tsx';

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
  useFocusReturn(registering !== null, () =>
    document.querySelector<HTMLElement>(`[data-registration-of="${registeredId.current}"] a`),
  );
  useFocusReturn(showingVersions !== null);
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
      <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
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
          // On a phone the less needed columns are hidden (the address goes under the name); wider, the region
          // scrolls sideways, by the keyboard too, as the versions table does.
          <TableRegion minWidth={0} label="A társaságok táblázata">
            <Table highlightOnHover striped className={classes.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Név</Table.Th>
                  <Table.Th visibleFrom="sm">Cím</Table.Th>
                  <Table.Th visibleFrom="sm">Ügyvezetők</Table.Th>
                  <Table.Th visibleFrom="sm">Tagok</Table.Th>
                  <Table.Th visibleFrom="sm">Utolsó módosítás</Table.Th>
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
                    <Table.Td className={classes.name}>
                      <Anchor component={Link} to={paths.tool.company(company.id)} fz="sm" underline="hover">
                        {company.nev}
                      </Anchor>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {company.szekhely}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{company.szekhely}</Table.Td>
                    <Table.Td visibleFrom="sm">{company.ugyvezetok.length}</Table.Td>
                    <Table.Td visibleFrom="sm">{company.tagok.length}</Table.Td>
                    <Table.Td visibleFrom="sm">{company.modifiedAt ? formatDateTime(company.modifiedAt) : ''}</Table.Td>
                    <Table.Td onClick={(event) => event.stopPropagation()}>
                      <RegistrationCell
                        company={company}
                        onRegister={() => {
                          registeredId.current = company.id;
                          setRegistering(company);
                        }}
                        onShowVersions={() => setShowingVersions(company)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
      </Card>
      {registering && <RegistrationModal company={registering} opened onClose={() => setRegistering(null)} />}
      {showingVersions && <VersionsModal company={showingVersions} opened onClose={() => setShowingVersions(null)} />}
    </Stack>
  );
}
