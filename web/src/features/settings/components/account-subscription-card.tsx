import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFeatureFlags } from '../../../api/feature-flags.ts';
import type { Subscription } from '../../../api/subscription.ts';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { tierName } from '../../../lib/tier-name.ts';
import { subscriptionExpiry } from '../rules/subscription-expiry.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The subscription card of the settings page. */
export function AccountSubscriptionCard({ subscription }: { subscription: Subscription }) {
  const expiry = subscriptionExpiry(subscription, useFeatureFlags().data?.betaEndDate);
  return (
    <Card withBorder padding="lg" aria-label="Előfizetés">
      <Title order={2} size="h4" mb="md">
        Előfizetés
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} mb="md">
        <Figure label="Csomag" value={tierName(subscription.name)} />
        <Figure label="Számlázási ciklus" value={subscription.monthly ? 'Havi' : 'Éves'} />
        <Figure label="Lejárat" value={expiry ? formatDate(expiry) : '–'} />
        <Figure
          label="Felhasználható dokumentum"
          value={`${subscription.remainingDocs} / ${subscription.monthlyDocCap}`}
        />
        <Figure label="Felhasználók" value={`${subscription.userCount} / ${subscription.userCap}`} />
        <Figure
          label="Extra dokumentum ára"
          value={subscription.extraDocPrice > 0 ? `${formatForint(subscription.extraDocPrice)}/db` : 'Nem elérhető'}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mb="xs">
        Az előfizetés nem újul meg automatikusan; lejárata előtt e-mailben értesítjük.
      </Text>
      <Anchor component={Link} to={paths.tool.changeSubscription} size="sm">
        Előfizetés módosítása
      </Anchor>
    </Card>
  );
}
