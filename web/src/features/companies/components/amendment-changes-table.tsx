import { List, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AmendmentChangeValue, AmendmentSummary } from '../../../api/amendments.ts';
import { TableRegion } from '../../../components/table-region.tsx';

// A value breaks only where a word does not fit its column: `anywhere` let the table shrink its columns below an
// amount, which then broke inside the number at phone width (`3 500 00` / `0 Ft`).
const VALUE_STYLE = { overflowWrap: 'break-word' } as const;

/**
 * A change's value: a list (the other activities, the places, the holdings) one item a line, as a list, since an item
 * may hold any separator itself ("10.71 – Kenyér; friss pékáru gyártása"; decision 082); none as a dash.
 */
function ChangeValue({ value }: { value: AmendmentChangeValue }) {
  if (value === null || value.length === 0) return '—';
  if (typeof value === 'string') return value;
  return (
    <List size="sm" listStyleType="none">
      {value.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

/**
 * The change summary's table: what each change was and becomes. On a phone each change's name is a row of its own
 * above its two values, so an amount (bound with no-break spaces) keeps its line in a column half the screen wide.
 */
export function AmendmentChangesTable({ changes }: { changes: AmendmentSummary['changes'] }) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const values = (change: AmendmentSummary['changes'][number]) => (
    <>
      <Table.Td style={VALUE_STYLE}>
        <ChangeValue value={change.before} />
      </Table.Td>
      <Table.Td style={VALUE_STYLE}>
        <ChangeValue value={change.after} />
      </Table.Td>
    </>
  );
  return (
    // Its scroll container is a Tab stop: a named region, as the versions' table, not a bare block of text.
    <TableRegion minWidth={280} label="A változások táblázata">
      <Table striped={!isPhone} aria-label="Változások">
        <Table.Thead>
          <Table.Tr>
            {!isPhone && <Table.Th>Adat</Table.Th>}
            <Table.Th>Korábban</Table.Th>
            <Table.Th>Ezután</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {isPhone ? (
          changes.map((change, index) => (
            <Table.Tbody key={`${change.type}-${index}`}>
              <Table.Tr>
                <Table.Th colSpan={2} scope="rowgroup">
                  {change.label}
                </Table.Th>
              </Table.Tr>
              <Table.Tr>{values(change)}</Table.Tr>
            </Table.Tbody>
          ))
        ) : (
          <Table.Tbody>
            {changes.map((change, index) => (
              <Table.Tr key={`${change.type}-${index}`}>
                <Table.Td fw={600}>{change.label}</Table.Td>
                {values(change)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        )}
      </Table>
    </TableRegion>
  );
}
