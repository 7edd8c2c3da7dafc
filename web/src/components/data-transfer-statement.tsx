import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useFeatureFlags } from '../api/feature-flags.ts';
import { useFocusReturn } from '../lib/use-focus-return.ts';
import { SIMPLEPAY_PRIVACY_URL, TRANSMITTED_DATA } from '../config/merchant.ts';

export const DATA_TRANSFER_TITLE = 'Adattovábbítási nyilatkozat';

type DataTransferStatementProps = {
  opened: boolean;
  onClose: () => void;
  /** Given when the statement is shown before the payment: the buyer accepts it to start paying. */
  onAccept?: () => void;
  isAccepting?: boolean;
  /** False when the payment was refused for a billing detail: the focus goes to its field, not back to the opener. */
  returnsFocus?: boolean;
};

/**
 * SimplePay's prescribed data-transfer statement: the merchant (name and address from the server's
 * configuration) as controller, OTP Mobil Kft. as data processor.
 */
export function DataTransferStatement({
  opened,
  onClose,
  onAccept,
  isAccepting = false,
  returnsFocus = true,
}: DataTransferStatementProps) {
  const merchant = useFeatureFlags().data?.merchant ?? { name: 'Cégdok', address: null };
  const address = merchant.address ? ` (${merchant.address})` : '';
  // Mantine reads the control to return to only once the dialog is shown, when Bezárás already has the focus.
  useFocusReturn(opened, undefined, returnsFocus);
  return (
    <Modal opened={opened} onClose={onClose} title={DATA_TRANSFER_TITLE} size="lg" returnFocus={returnsFocus}>
      <Stack>
        <Text size="sm">
          Tudomásul veszem, hogy a(z) {merchant.name}
          {address} adatkezelő által a Cégdok szolgáltatás felhasználói adatbázisában tárolt alábbi személyes adataim
          átadásra kerülnek az OTP Mobil Kft., mint adatfeldolgozó részére. Az adatkezelő által továbbított adatok köre
          az alábbi: {TRANSMITTED_DATA}.
        </Text>
        <Text size="sm">
          Az adatfeldolgozó által végzett adatfeldolgozási tevékenység jellege és célja a SimplePay Adatkezelési
          tájékoztatóban, az alábbi linken tekinthető meg:{' '}
          <Anchor href={SIMPLEPAY_PRIVACY_URL} target="_blank" rel="noopener noreferrer">
            {SIMPLEPAY_PRIVACY_URL}
          </Anchor>
        </Text>
        <Group justify="flex-end">
          {/* Bezárás has the focus first, as the dialog is shown (autoFocus), not in Mantine's focus-trap timer after
              it: a key pressed at once stays in the dialog, and an Enter pressed by habit accepts nothing. */}
          <Button variant="default" onClick={onClose} autoFocus data-autofocus>
            Bezárás
          </Button>
          {onAccept && (
            <Button onClick={onAccept} loading={isAccepting}>
              Elfogadom, tovább a fizetéshez
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
