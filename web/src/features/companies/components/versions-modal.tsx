import { Alert, Badge, Group, Modal, Table, Text } from '@mantine/core';
import { useVersions, type VersionType } from '../../../api/amendments.ts';
import type { ListedCompany } from '../../../api/companies.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { TableRegion } from '../../../components/table-region.tsx';

export const VERSION_TYPE_LABELS: Record<VersionType, string> = {
  BEJEGYZETT: 'Bejegyzett állapot',
  MENTES: 'Mentés',
  MODOSITAS: 'Módosítás',
};

/**
 * The close button, the dialog's only control while the versions load, has the focus as the dialog is shown
 * (autoFocus), not in Mantine's focus-trap timer after it: a key pressed at once stays in the dialog. data-autofocus
 * keeps the timer on it; the label repeats the theme's, which these props replace.
 */
const CLOSE_BUTTON_FIRST = { 'aria-label': 'Bezárás', autoFocus: true, 'data-autofocus': true };

type Props = { company: ListedCompany; opened: boolean; onClose: () => void };

/** "Verziók": every kept state of a registered company, newest first, the amendment base marked. */
export function VersionsModal({ company, opened, onClose }: Props) {
  const versions = useVersions(company.id, opened);
  // On a phone a version is one cell (its type with the base mark, the time, the author): with five columns the time
  // was cut at a 375 px dialog's edge, and which version is the amendment's base was out of sight to the right.
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Verziók – ${company.nev}`}
      size="xl"
      closeButtonProps={CLOSE_BUTTON_FIRST}
    >
      {versions.isPending && <PageLoader />}
      {versions.isError && (
        <Alert color="red" role="alert">
          A verziók betöltése nem sikerült: {versions.error.message}
        </Alert>
      )}
      {versions.data && (
        // Wider than a phone: a region the keyboard can scroll sideways to the author and the base mark.
        <TableRegion minWidth={isPhone ? 0 : 560} label="A verziók táblázata">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sorszám</Table.Th>
                {isPhone ? (
                  <Table.Th>Változat</Table.Th>
                ) : (
                  <>
                    <Table.Th>Típus</Table.Th>
                    <Table.Th>Időpont</Table.Th>
                    <Table.Th>Rögzítette</Table.Th>
                    <Table.Th>Módosítás alapja</Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.data.map((version) =>
                isPhone ? (
                  <Table.Tr key={version.id}>
                    <Table.Td>{version.sorszam}.</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {VERSION_TYPE_LABELS[version.tipus] ?? version.tipus}
                        {version.alap && (
                          <Badge color="green" variant="light">
                            Módosítás alapja
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {formatDateTime(version.letrehozva)} · {version.letrehozo.nev ?? '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={version.id}>
                    <Table.Td>{version.sorszam}.</Table.Td>
                    <Table.Td>{VERSION_TYPE_LABELS[version.tipus] ?? version.tipus}</Table.Td>
                    <Table.Td>{formatDateTime(version.letrehozva)}</Table.Td>
                    <Table.Td>{version.letrehozo.nev ?? '—'}</Table.Td>
                    <Table.Td>
                      {version.alap && (
                        <Badge color="green" variant="light">
                          Alap
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
    </Modal>
  );
}
