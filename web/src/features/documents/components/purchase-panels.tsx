import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Subscription } from '../../../api/subscription.ts';
import { paths } from '../../../config/paths.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { canSettle, purchaseTotal } from '../rules/purchase-rules.ts';

export const FREE_PLAN_NO_EXTRA =
  'Az Ingyenes csomagban nem vásárolható extra dokumentum. A próbaidőszak dokumentumain túl új dokumentumokhoz fizessen elő valamelyik csomagunkra.';
export const UNPAID_CAN_BE_SETTLED =
  'A kifizetetlen dokumentumokat az új csomagja keretéből érvényesítheti: jelölje ki őket, majd számolja el a csomag terhére.';
export const NOT_ENOUGH_QUOTA = 'A csomag keretében nincs elég dokumentum az összes kijelölt dokumentumhoz.';

export function quotaExhaustedText(extraDocPrice: number): string {
  return `Elfogytak a csomagjában foglalt dokumentumok. További dokumentumokat a csomagja szerinti áron (${formatForint(extraDocPrice)}/db) vásárolhat, vagy válthat új csomagra.`;
}

function ChangePlanLink() {
  return (
    <Anchor component={Link} to={paths.tool.changeSubscription} size="sm">
      Előfizetés módosítása
    </Anchor>
  );
}

export function FreePlanNotice() {
  return (
    <Alert color="blue" variant="light">
      <Stack gap={4}>
        <Text size="sm">{FREE_PLAN_NO_EXTRA}</Text>
        <ChangePlanLink />
      </Stack>
    </Alert>
  );
}

export function QuotaExhaustedNotice({ extraDocPrice }: { extraDocPrice: number }) {
  return (
    <Alert color="yellow" variant="light">
      <Stack gap={4}>
        <Text size="sm">{quotaExhaustedText(extraDocPrice)}</Text>
        <ChangePlanLink />
      </Stack>
    </Alert>
  );
}

/** 'Extra dokumentumok vásárlása': price per document, total, selected count and Megvásárolom. */
export function BuyPanel({
  selectedCount,
  extraDocPrice,
  onBuy,
}: {
  selectedCount: number;
  extraDocPrice: number;
  onBuy: () => void;
}) {
  return (
    <Card withBorder padding="lg" aria-label="Extra dokumentumok vásárlása">
      <Title order={2} size="h4" mb="sm">
        Extra dokumentumok vásárlása
      </Title>
      <Group gap="xl" mb="md">
        <Text size="sm">
          Ár dokumentumonként: <strong>{formatForint(extraDocPrice)}/db</strong>
        </Text>
        <Text size="sm">
          Kiválasztva: <strong>{selectedCount} db</strong>
        </Text>
        <Text size="sm">
          Fizetendő összesen: <strong>{formatForint(purchaseTotal(selectedCount, extraDocPrice))}</strong>
        </Text>
      </Group>
      <Button disabled={selectedCount === 0} onClick={onBuy}>
        Megvásárolom
      </Button>
    </Card>
  );
}

/** 'Extra dokumentumok elszámolása': settles the selected unpaid documents against the (new) plan's quota. */
export function SettlePanel({
  selectedCount,
  subscription,
  isSettling,
  onSettle,
}: {
  selectedCount: number;
  subscription: Subscription;
  isSettling: boolean;
  onSettle: () => void;
}) {
  const isCovered = canSettle(subscription, selectedCount);
  return (
    <Card withBorder padding="lg" aria-label="Extra dokumentumok elszámolása">
      <Title order={2} size="h4" mb="sm">
        Extra dokumentumok elszámolása
      </Title>
      <Text size="sm" mb="sm">
        {UNPAID_CAN_BE_SETTLED}
      </Text>
      <Group gap="xl" mb="md">
        <Text size="sm">
          Kiválasztva: <strong>{selectedCount} db</strong>
        </Text>
        <Text size="sm">
          A csomag kerete: <strong>{subscription.remainingDocs} dokumentum</strong> (havonta{' '}
          {subscription.monthlyDocCap})
        </Text>
      </Group>
      {selectedCount > 0 && !isCovered && (
        <Alert color="yellow" variant="light" mb="md">
          {NOT_ENOUGH_QUOTA}
        </Alert>
      )}
      <Button disabled={!isCovered} loading={isSettling} onClick={onSettle}>
        Elszámolás a csomag keretéből
      </Button>
    </Card>
  );
}
