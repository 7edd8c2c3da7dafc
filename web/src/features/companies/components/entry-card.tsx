import { Alert, Card } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** The error a followed link made for a whole entry (`tagok.1`, decision 078), shown on that entry's card. */
export type LinkedEntryError = { path: string; message: string };

/**
 * A member's or a director's card: a named group (`label`, „Tag: Kiss Anna”). With `linkedError` (a followed link's
 * message about the entry as a whole, not a field of it: a member entered twice, a director who may not sign alone),
 * the card is marked (a red border and the message at its top) and the group is described by the message, so a screen
 * reader tells it with the group's name when the link's focus enters the card.
 */
export function EntryCard({
  label,
  linkedError,
  children,
}: {
  label: string;
  linkedError?: string | null | undefined;
  children: ReactNode;
}) {
  const messageId = useId();
  return (
    <Card
      withBorder
      padding="md"
      role="group"
      aria-label={label}
      aria-describedby={linkedError ? messageId : undefined}
      data-linked-error={linkedError ? true : undefined}
      style={linkedError ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      {linkedError && (
        <Alert id={messageId} color="red" variant="light" mb="sm">
          {linkedError}
        </Alert>
      )}
      {children}
    </Card>
  );
}
