import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { isSessionExpiredState } from '../lib/session-expired.ts';
import { useFocusReturn } from '../lib/use-focus-return.ts';

export const DISCARD_QUESTION = 'Biztos, hogy el szeretné dobni a módosításokat?';

type DiscardChangesModalProps = {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** Asked over another dialog: its place in their Modal.Stack (one Escape closes the top one only). */
  stackId?: string;
};

/**
 * 'Módosítások elvetése': Mégse keeps editing, 'Igen, elvetem' throws the changes away. Leaving takes the dialog and
 * perhaps its opener with the form: the focus goes back to the opener if it stays (a menu item), else to the page.
 */
export function DiscardChangesModal({ opened, onKeep, onDiscard, stackId }: DiscardChangesModalProps) {
  useFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={onKeep} title="Módosítások elvetése" stackId={stackId}>
      <Text mb="lg">{DISCARD_QUESTION}</Text>
      <Group justify="flex-end">
        {/* The safe choice has the focus first, not the close button: Enter keeps the entries. Focused as the dialog is
            shown (autoFocus), not in Mantine's focus-trap timer after it, so a key pressed at once stays in the dialog;
            the key that opened it has already done its work (Enter clicks on its press, Space on its release). */}
        <Button variant="default" onClick={onKeep} autoFocus data-autofocus>
          Mégse
        </Button>
        <Button color="red" onClick={onDiscard}>
          Igen, elvetem
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Asks before a form with unsaved changes is left for another page: by a menu item, a link or the browser's Back
 * button (the modal above), or by a reload or closing the tab (the browser's own question).
 * `hasUnsavedChanges` is read at the moment of leaving.
 */
export function UnsavedChangesGuard({
  hasUnsavedChanges,
  onDiscard,
}: {
  hasUnsavedChanges: () => boolean;
  /** Told when the lawyer answers „Igen, elvetem”, before the page is left (a kept draft is forgotten then). */
  onDiscard?: () => void;
}) {
  // An ended session's way to the login page is not asked about: the lawyer chose nothing, and a page that keeps its
  // draft (the amendment, decision 067) gives it back after the login.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !isSessionExpiredState(nextLocation.state) &&
      hasUnsavedChanges(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);
  return (
    <DiscardChangesModal
      opened={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        onDiscard?.();
        blocker.proceed?.();
      }}
    />
  );
}
