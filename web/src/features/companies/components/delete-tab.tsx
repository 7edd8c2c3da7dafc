import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';

type DeleteTabProps = { companyName: string; onDelete: () => void; isDeleting: boolean };

export function DeleteTab({ companyName, onDelete, isDeleting }: DeleteTabProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  // Once deleted, the editor is left with the dialog open: the focus goes to the list's main region.
  useFocusReturn(isConfirming);
  return (
    <Stack>
      <Alert color="red" title="Figyelem">
        A törléssel a társaság minden adata véglegesen törlődik, és nem állítható vissza.
      </Alert>
      <Button color="red" w="fit-content" onClick={() => setIsConfirming(true)}>
        Törlés
      </Button>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Társaság törlése">
        <Text mb="lg">Biztosan törli a(z) {companyName} társaságot? A művelet nem vonható vissza.</Text>
        <Group justify="flex-end">
          {/* The safe choice has the focus first, not the close button, and as the dialog is shown (autoFocus), not in
              Mantine's focus-trap timer after it: a key pressed at once stays in the dialog. data-autofocus keeps the
              timer on the same button. */}
          <Button variant="default" onClick={() => setIsConfirming(false)} autoFocus data-autofocus>
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
