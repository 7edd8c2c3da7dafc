import { Button, Group, Text, Title } from '@mantine/core';
import type { CompanyForm } from './company-form-context.ts';
import { PersonDataButton, type PersonEntry } from './person-data-button.tsx';

/**
 * The head of a member's or a director's card: the name and address, 'Személyes adatok' and 'Eltávolítás'. A legal
 * entity has no personal data (birth name, mother's name): `isLegalEntity` leaves that button out.
 */
export function EntryCardHeader({
  form,
  path,
  entry,
  onRemove,
  isLegalEntity = false,
}: {
  form: CompanyForm;
  path: `tagok.${number}` | `ugyvezetok.${number}`;
  entry: PersonEntry;
  onRemove: () => void;
  isLegalEntity?: boolean;
}) {
  return (
    <Group justify="space-between" mb="sm">
      <div>
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {entry.nev.trim() || (isLegalEntity ? 'Új jogi személy tag' : '')}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {isLegalEntity ? ['Jogi személy', entry.lakohely.trim()].filter(Boolean).join(' – ') : entry.lakohely}
        </Text>
      </div>
      <Group gap="xs">
        {!isLegalEntity && <PersonDataButton form={form} path={path} entry={entry} />}
        {/* Named by the entry, its visible word first (WCAG 2.5.3), as 'Személyes adatok: …' is: a screen reader's
            list of buttons had one bare 'Eltávolítás' per member and director. */}
        <Button
          size="xs"
          color="red"
          variant="subtle"
          onClick={onRemove}
          aria-label={`Eltávolítás: ${entry.nev.trim() || (isLegalEntity ? 'új jogi személy' : path.startsWith('tagok') ? 'új tag' : 'új ügyvezető')}`}
        >
          Eltávolítás
        </Button>
      </Group>
    </Group>
  );
}
