import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePaymentStatus } from '../../../api/payment.ts';
import { paths } from '../../../config/paths.ts';
import { paymentOutcome, shownStatus } from '../rules/payment-outcome.ts';
import { readPaymentReturn } from '../rules/read-payment-return.ts';

export const TEXTS = {
  finished: 'Sikeres fizetés!',
  finishedDetail: 'A szolgáltatást aktiváltuk, a számlát e-mailben küldjük.',
  pending: 'Sikeres kártya ellenőrzés!',
  pendingDetail:
    'A szolgáltatás a bank visszaigazolása után aktiválódik, a számlát e-mailben küldjük. Az oldal 5 másodpercenként automatikusan frissül.',
  failed: 'Hiba történt a fizetés során!',
  failedDetail:
    'Kérjük, ellenőrizze a megadott kártyaadatokat, és próbálja újra. Ha minden adat helyes, a fizetés elutasításának okáról érdeklődjön a kártyát kibocsátó bankjánál.',
  cancelled: 'A tranzakció megszakítva!',
  cancelReason: 'Ön megszakította a fizetést',
  timeoutReason: 'Időtúllépés',
  cancelledDetail: 'A fizetés nem jött létre, a kártyáját nem terheltük meg.',
  retry:
    'A vásárlást bármikor újrakezdheti: csomagot az Előfizetés módosítása oldalon, extra dokumentumot a Dokumentumok oldalon választhat.',
  retryPlan: 'Előfizetés módosítása',
  retryDocuments: 'Dokumentumok',
  none: 'Nincs elérhető státusz',
  noneDetail: 'Kérjük, próbálja újra később.',
} as const;

function RetryLinks() {
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm">{TEXTS.retry}</Text>
      <Group gap="md">
        <Anchor component={Link} to={paths.tool.changeSubscription} size="sm">
          {TEXTS.retryPlan}
        </Anchor>
        <Anchor component={Link} to={paths.tool.documents} size="sm">
          {TEXTS.retryDocuments}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /tool/fizetes-visszaigazolas: the outcome of a card payment (spec section 2). */
export function PaymentResultPage() {
  const [searchParams] = useSearchParams();
  const returned = readPaymentReturn(searchParams.get('r'));
  // Every outcome is asked about: the order's final state is the server's, not the back redirect's event.
  const transactionId = returned?.transactionId;
  const status = usePaymentStatus(transactionId || undefined);
  const outcome = paymentOutcome(returned, status.data);
  const queryClient = useQueryClient();

  // No return parameter, or a card check without the transaction ID to check it by.
  const isMissing = outcome === 'none';
  useEffect(() => {
    if (isMissing) console.error('Hiányzó vagy hibás fizetési visszatérési paraméter (r)');
  }, [isMissing]);
  // Every failed check is logged; the polling goes on (usePaymentStatus).
  useEffect(() => {
    if (status.error) console.error('A fizetés állapotának lekérdezése sikertelen', status.error);
  }, [status.error]);
  useEffect(() => {
    if (outcome !== 'finished') return;
    void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    void queryClient.invalidateQueries({ queryKey: ['docs'] });
  }, [outcome, queryClient]);

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Fizetés eredménye</Title>
      <Card withBorder padding="lg">
        {outcome === 'finished' && (
          <Alert color="green" title={TEXTS.finished} role="status">
            {TEXTS.finishedDetail}
          </Alert>
        )}
        {outcome === 'pending' && (
          <Alert color="blue" title={TEXTS.pending} role="status">
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-label="Ellenőrzés folyamatban" />
              <Text size="sm">{TEXTS.pendingDetail}</Text>
            </Group>
          </Alert>
        )}
        {(outcome === 'cancelled' || outcome === 'timeout') && returned && (
          <Alert color="gray" title={TEXTS.cancelled} role="status">
            <Text size="sm">{outcome === 'timeout' ? TEXTS.timeoutReason : TEXTS.cancelReason}</Text>
            <Text size="sm">{TEXTS.cancelledDetail}</Text>
            <Text size="sm">Státusz: {shownStatus(returned.status, status.data)}</Text>
            <RetryLinks />
          </Alert>
        )}
        {outcome === 'failed' && returned && (
          <Alert color="red" title={TEXTS.failed} role="alert">
            <Text size="sm">{TEXTS.failedDetail}</Text>
            <Text size="sm">Státusz: {shownStatus(returned.status, status.data)}</Text>
            <RetryLinks />
          </Alert>
        )}
        {outcome === 'none' && (
          <Alert color="gray" title={TEXTS.none} role="status">
            {TEXTS.noneDetail}
          </Alert>
        )}
        {returned && (
          <Stack gap={4} mt="md" aria-label="A fizetés adatai">
            <Text size="sm">
              SimplePay tranzakcióazonosító: <strong>{returned.transactionId || '–'}</strong>
            </Text>
            <Text size="sm">
              Belső azonosító (rendelésszám): <strong>{returned.orderId || '–'}</strong>
            </Text>
          </Stack>
        )}
      </Card>
      <Anchor component={Link} to={paths.tool.dashboard}>
        Vissza a főoldalra
      </Anchor>
    </Stack>
  );
}
