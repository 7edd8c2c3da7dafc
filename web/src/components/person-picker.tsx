import { Alert, Select } from '@mantine/core';
import { useState } from 'react';

export const NO_PERSONS = 'Nincs még személy felvéve. Kérjük, először vegyen fel személyt a Személyek menüpont alatt!';

export type PickablePerson = { id: number | string; nev: string; lakohely: string };

export type PersonPickerProps = {
  label: string;
  persons: PickablePerson[];
  /** Persons already added: shown but not selectable (spec section 5). */
  disabledIds: (number | string)[];
  onPick: (person: PickablePerson) => void;
  /** The form path of the list it adds to: a removed item's focus comes here (`removeAndFocus`). */
  dataPath?: string;
};

/** Chooses a saved person for a member or director; a person cannot be added twice. */
export function PersonPicker({ label, persons, disabledIds, onPick, dataPath }: PersonPickerProps) {
  const [value, setValue] = useState<string | null>(null);
  if (persons.length === 0)
    return (
      <Alert color="yellow" variant="light">
        {NO_PERSONS}
      </Alert>
    );
  const disabled = new Set(disabledIds.map(String));
  return (
    <Select
      label={label}
      placeholder="Válasszon személyt"
      searchable
      nothingFoundMessage="Nincs találat"
      data-path={dataPath}
      value={value}
      data={persons.map((person) => ({
        value: String(person.id),
        label: `${person.nev} – ${person.lakohely}`,
        disabled: disabled.has(String(person.id)),
      }))}
      onChange={(id) => {
        const person = persons.find((candidate) => String(candidate.id) === id);
        setValue(null);
        if (person) onPick(person);
      }}
    />
  );
}
