import { Anchor, Card, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Subscription } from '../../../api/subscription.ts';
import { paths } from '../../../config/paths.ts';
import { tierName } from '../../../lib/tier-name.ts';

/** The active subscription, the documents left and a link to change the plan. */
export function SubscriptionCard({ subscription }: { subscription: Subscription | undefined }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        Aktív előfizetés
      </Text>
      {subscription ? (
        <>
          <Text fz={22} fw={800} mt={4}>
            {tierName(subscription.name)}
          </Text>
          <Text size="sm" c="dimmed">
            Felhasználható dokumentum: {subscription.remainingDocs}
          </Text>
        </>
      ) : (
        <Skeleton h={48} mt={4} />
      )}
      <Anchor component={Link} to={paths.tool.changeSubscription} size="sm" mt="xs">
        Előfizetés módosítása
      </Anchor>
    </Card>
  );
}
