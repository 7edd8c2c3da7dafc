import { Alert, Card } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A member's or a director's card: a named group (`label`, „Tag: Kiss Anna”). With `error` (entryErrorsOf: a followed
 * link's message about the entry as a whole, a member entered twice; or his own data's, edited on the person), the
 * card is marked (a red border and the message at its top) and the group is described by the message, so a screen
 * reader tells it with the group's name when the focus enters the card.
 */
export function EntryCard({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  children: ReactNode;
}) {
  const messageId = useId();
  return (
    <Card
      withBorder
      padding="md"
      role="group"
      aria-label={label}
      aria-describedby={error ? messageId : undefined}
      data-entry-error={error ? true : undefined}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      {error && (
        <Alert id={messageId} color="red" variant="light" mb="sm">
          {error}
        </Alert>
      )}
      {children}
    </Card>
  );
}
