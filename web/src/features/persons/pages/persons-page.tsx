import { Alert, Button, Card, Group, Stack, Table, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { usePersons, type SavedPerson } from '../../../api/persons.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { PersonEditorModal } from '../components/person-editor-modal.tsx';
import { TableRegion } from '../../../components/table-region.tsx';

/** The persons table's least width (px): within a 375 px phone's content (343 px), so it never scrolls sideways. */
export const PERSONS_TABLE_MIN_WIDTH = 300;

/** The list has entries, but the filter hides them all. */
export const NO_MATCHING_PERSON = 'Nincs a szűrésnek megfelelő személy.';

type Editing = { person: SavedPerson | null } | null;

export function PersonsPage() {
  const persons = usePersons();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A deleted person's name is gone from the list: the focus goes to Új személy hozzáadása then.
  useFocusReturn(editing !== null, () => addButton.current);

  function openEditor(person: SavedPerson | null) {
    setEditing({ person });
  }
  const needle = filter.trim().toLocaleLowerCase('hu');
  const shown = (persons.data ?? []).filter(
    (person) =>
      needle === '' ||
      person.nev.toLocaleLowerCase('hu').includes(needle) ||
      person.lakohely.toLocaleLowerCase('hu').includes(needle),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Elmentett Személyek</Title>
        <Button ref={addButton} onClick={() => openEditor(null)}>
          Új személy hozzáadása
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <TextInput
          placeholder="Szűrés név vagy lakcím alapján"
          aria-label="Szűrés név vagy lakcím alapján"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          mb="md"
          maw={420}
        />
        {persons.isPending && <PageLoader />}
        {persons.isError && (
          <Alert color="red" role="alert">
            A személyek betöltése nem sikerült. {persons.error.message}
          </Alert>
        )}
        {persons.data && shown.length === 0 && (
          <Alert color="gray" variant="light">
            {persons.data.length === 0 ? 'Még nincs létrehozott személy.' : NO_MATCHING_PERSON}
          </Alert>
        )}
        {shown.length > 0 && (
          // A named region, as the companies' table: Mantine's scroll area was a Tab stop without a name, reached
          // after the filter (found by the keyboard walk at 375 px).
          <TableRegion minWidth={PERSONS_TABLE_MIN_WIDTH} label="A személyek táblázata">
            <Table highlightOnHover striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Név</Table.Th>
                  <Table.Th>Lakcím</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((person) => (
                  <Table.Tr key={person.id} style={{ cursor: 'pointer' }} onClick={() => openEditor(person)}>
                    <Table.Td>
                      <UnstyledButton
                        fz="sm"
                        onClick={(event) => {
                          event.stopPropagation();
                          openEditor(person);
                        }}
                      >
                        {person.nev}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{person.lakohely}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
      </Card>
      {editing && <PersonEditorModal person={editing.person} onClose={() => setEditing(null)} guardsNavigation />}
    </Stack>
  );
}
