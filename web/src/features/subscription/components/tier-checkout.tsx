import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useLatestBilling } from '../../../api/billing.ts';
import { startTierPayment } from '../../../api/payment.ts';
import type { Tier } from '../../../api/tiers.ts';
import { BillingCheckout } from '../../../components/billing-checkout.tsx';
import { useFocusOnEntry } from '../../../components/use-focus-on-entry.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { tierName } from '../../../lib/tier-name.ts';

type TierCheckoutProps = {
  tier: Tier;
  /** Monthly unless the pricing page chose yearly. */
  initialPeriod?: 'monthly' | 'yearly';
  onBack: () => void;
  onRedirect?: (url: string) => void;
};

/**
 * The subscription checkout: monthly or yearly, billing details, start payment. It takes the place of the comparison
 * whose „Kiválasztom” had the focus: its heading takes the focus, which had fallen to the page's body (decision 112).
 */
export function TierCheckout({ tier, initialPeriod = 'monthly', onBack, onRedirect }: TierCheckoutProps) {
  const [period, setPeriod] = useState(initialPeriod);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnEntry(heading, [tier.id]);
  const latest = useLatestBilling();
  const monthly = period === 'monthly';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title ref={heading} order={1} tabIndex={-1}>
          Előfizetés: {tierName(tier.id)}
        </Title>
        <Button variant="default" onClick={onBack}>
          Vissza
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <Stack>
          <SegmentedControl
            w="fit-content"
            value={period}
            onChange={(value) => setPeriod(value === 'yearly' ? 'yearly' : 'monthly')}
            data={[
              { value: 'monthly', label: 'Havi előfizetés' },
              { value: 'yearly', label: 'Éves előfizetés' },
            ]}
          />
          <Text fw={700} data-testid="tier-price">
            Fizetendő: {formatForint(monthly ? tier.monthlyPrice : tier.yearlyPrice)}
            {monthly ? ' / hó' : ' / év'}
          </Text>
          <Text size="sm" c="dimmed">
            Az előfizetés nem újul meg automatikusan; lejárata előtt e-mailben értesítjük.
          </Text>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <BillingCheckout
          prefill={latest.data}
          onRedirect={onRedirect}
          start={(billing) => startTierPayment({ ...billing, tierId: tier.id, monthly })}
        />
      </Card>
    </Stack>
  );
}
