import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Subscription } from '../../../api/subscription.ts';
import { paths } from '../../../config/paths.ts';

export const FREE_PLAN_AMENDMENT =
  'Az Ingyenes csomagban a létesítő okirat módosítása és az egységes szerkezet nem készíthető el. A létrehozáshoz válasszon előfizetést.';

export const quotaText = (remaining: number, planned: number) =>
  remaining >= planned
    ? `A csomagjában még ${remaining} dokumentum hozható létre; a módosítás ${planned} dokumentumot használ fel.`
    : `A csomagjában még ${remaining} dokumentum hozható létre; a módosítás ${planned} dokumentumából ${planned - remaining} a létrehozás után a Dokumentumok oldalon vásárolható meg.`;

export const isFreePlan = (subscription: Subscription | undefined) => subscription?.name === 'free';

/** Before generating: how much of the plan's quota the amendment uses, or that the free plan cannot make it. */
export function AmendmentQuotaNotice({ subscription, planned }: { subscription: Subscription; planned: number }) {
  if (isFreePlan(subscription))
    return (
      <Alert color="orange" variant="light" title="Felhasználható dokumentumok" role="note">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{FREE_PLAN_AMENDMENT}</Text>
          <Button component={Link} to={paths.tool.changeSubscription} size="xs">
            Előfizetés választása
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="blue" variant="light" title="Felhasználható dokumentumok" role="note" data-testid="quota-notice">
      {quotaText(subscription.remainingDocs, planned)}
    </Alert>
  );
}
