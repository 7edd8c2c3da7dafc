import { Alert, Button, Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { SavedCompany } from '../../../api/companies.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';

export const NO_COMPANY_SELECTED = 'Nincs kiválasztott társaság.';
export const NO_COMPANIES = 'Még nincs elmentett társasága. Hozzon létre egyet a Társaságok menüpont alatt!';

type Props = { companies: SavedCompany[]; selected: SavedCompany | null; onSelect: (company: SavedCompany) => void };

export function CompanyStep({ companies, selected, onSelect }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  // Mantine reads the control to return to only once the dialog is shown, when the field already has the focus.
  useFocusReturn(isOpen);
  const needle = search.trim().toLocaleLowerCase('hu');
  const shown = companies.filter((company) => company.nev.toLocaleLowerCase('hu').includes(needle));
  return (
    <Stack>
      {selected ? (
        <Stack gap={2}>
          <Text fw={700}>{selected.nev}</Text>
          <Text c="dimmed">{selected.szekhely}</Text>
        </Stack>
      ) : (
        <Text c="dimmed">{NO_COMPANY_SELECTED}</Text>
      )}
      {companies.length === 0 ? (
        <Alert color="yellow" variant="light">
          {NO_COMPANIES}
        </Alert>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setIsOpen(true)}>
          {selected ? 'Társaság módosítása' : 'Társaság kiválasztása'}
        </Button>
      )}
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Társaság kiválasztása">
        <Stack>
          <TextInput
            placeholder="Keresés cégnév alapján"
            aria-label="Keresés cégnév alapján"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            // Focused as the dialog is shown, not in Mantine's focus-trap timer after it: letters typed at once
            // would go to the opener and be lost. data-autofocus keeps the timer on the same field.
            autoFocus
            data-autofocus
          />
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4}>
              {shown.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nincs találat
                </Text>
              )}
              {shown.map((company) => (
                <UnstyledButton
                  key={company.id}
                  p="xs"
                  style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
                  onClick={() => {
                    onSelect(company);
                    setIsOpen(false);
                  }}
                >
                  <Text fw={600} size="sm">
                    {company.nev}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {company.szekhely}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)}>
              Mégse
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
