import { addressCompletenessError } from '@cegdok/engine';
import { ActionIcon, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { addUniqueText } from '../rules/member-rules.ts';

type LocationListProps = {
  title: string;
  addLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  /**
   * The company field (`telephelyek`): each entry's remove button carries its path (`telephelyek.1`), so a finding's
   * link on one entry (an address entered twice, a premises at the seat) focuses the button that removes it.
   */
  path: string;
};

/**
 * Premises or branch offices: a list and an add popup (trimmed, no empty text, duplicates ignored); an
 * incomplete address is not added, the popup names what it lacks.
 */
export function LocationList({ title, addLabel, items, onChange, path }: LocationListProps) {
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
        <Button size="xs" variant="light" onClick={() => setIsOpen(true)}>
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
            // by place: an address entered twice (saved through the API, or loaded) is two entries
            <List.Item key={`${index}:${item}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{item}</Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`${item} törlése`}
                  data-path={`${path}.${index}`}
                  // this entry only: removing an address entered twice by its text removed both
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={addLabel}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // The popup is portalled out of the company form in the DOM, but React bubbles the submit
            // along the component tree: without this the whole company would be saved.
            event.stopPropagation();
            add();
          }}
        >
          <Stack>
            <TextInput
              label="Cím"
              value={text}
              error={error}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
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
              <Button type="submit" disabled={text.trim() === ''}>
                Hozzáadás
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
