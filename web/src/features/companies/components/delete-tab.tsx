import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';

type DeleteTabProps = {
  companyName: string;
  onDelete: () => void;
  isDeleting: boolean;
  /** Why the deletion failed: told in the question, which covers the editor's own alert. */
  error?: string | null;
};

export function DeleteTab({ companyName, onDelete, isDeleting, error }: DeleteTabProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  // Once deleted, the editor is left with the dialog open: the focus goes to the list's main region.
  useFocusReturn(isConfirming);
  // The pressed Törlés was disabled while it loaded: after a failure the focus goes to Mégse, by the message.
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isDeleting && error) keepButton.current?.focus();
  }, [isDeleting, error]);
  return (
    <Stack>
      <Alert color="red" title="Figyelem">
        A törléssel a társaság minden adata véglegesen törlődik, és nem állítható vissza.
      </Alert>
      <Button color="red" w="fit-content" onClick={() => setIsConfirming(true)}>
        Törlés
      </Button>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Társaság törlése">
        {error && (
          <Alert color="red" role="alert" mb="md">
            A törlés nem sikerült: {error}
          </Alert>
        )}
        <Text mb="lg">Biztosan törli a(z) {companyName} társaságot? A művelet nem vonható vissza.</Text>
        <Group justify="flex-end">
          {/* The safe choice has the focus first, not the close button, and as the dialog is shown (autoFocus), not in
              Mantine's focus-trap timer after it: a key pressed at once stays in the dialog. data-autofocus keeps the
              timer on the same button. */}
          <Button ref={keepButton} variant="default" onClick={() => setIsConfirming(false)} autoFocus data-autofocus>
            Mégse
          </Button>
          <Button color="red" loading={isDeleting} onClick={onDelete}>
            Törlés
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
