import { addressCompletenessError } from '@cegdok/engine';
import { ActionIcon, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { removeAndFocus } from '../../../lib/remove-and-focus.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { addUniqueText } from '../rules/member-rules.ts';

type LocationListProps = {
  /** The list's path in the company form (`telephelyek`): a finding's link (`?mezo=telephelyek.1`) focuses its item. */
  path: string;
  title: string;
  addLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
};

/**
 * Premises or branch offices: a list and an add popup (trimmed, no empty text, duplicates ignored); an
 * incomplete address is not added, the popup names what it lacks. A saved list may still hold an address twice (the
 * formation check refuses it, Ctv. 7. § (2)): each entry is its own, drawn and removed by its place, and a finding's
 * link focuses the entry's removal (`data-path`), the list's add button for the list as a whole.
 */
export function LocationList({ path, title, addLabel, items, onChange }: LocationListProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Mantine reads the control to return to only once the dialog is shown, when the field already has the focus.
  useFocusReturn(isOpen);
  function add() {
    const incomplete = addressCompletenessError(text);
    if (incomplete) return setError(incomplete);
    onChange(addUniqueText(items, text));
    setText('');
    setIsOpen(false);
  }
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={500} size="sm">
          {title}
        </Text>
        <Button size="xs" variant="light" data-path={path} onClick={() => setIsOpen(true)}>
          {addLabel}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nincs megadva.
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={title}>
          {items.map((item, index) => (
            // an address may be listed twice: its place is its identity
            <List.Item key={index}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{item}</Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`${item} törlése`}
                  data-path={`${path}.${index}`}
                  // Only this entry: the same address listed twice lost both entries. The focus goes to the add button.
                  onClick={() => removeAndFocus(() => onChange(items.filter((_, at) => at !== index)), path)}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={addLabel}>
        {/* No form of its own: the popup is portalled out of the company form in the DOM, but it is the company
            form's descendant in React (a form in a form, and a submit React bubbled up to save the company). Enter in
            the field adds, as a form's submit would. */}
        <Stack>
          <TextInput
            label="Cím"
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              // Not the company form's implicit submit, where the popup is drawn inside it (the tests' env).
              event.preventDefault();
              if (text.trim() !== '') add();
            }}
            // Focused as the dialog is shown, not in Mantine's focus-trap timer after it: characters typed at once
            // would go to the opener and be lost. data-autofocus keeps the timer on the same field.
            autoFocus
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)}>
              Mégse
            </Button>
            <Button onClick={add} disabled={text.trim() === ''}>
              Hozzáadás
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
