import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  List,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { enterpriseExtraUserPrice, useTiers, type Tier } from '../../../api/tiers.ts';
import { paths } from '../../../config/paths.ts';
import { chosenPlanQuery, type ChosenPlan } from '../../../lib/chosen-plan.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { tierName } from '../../../lib/tier-name.ts';
import { PageSection } from '../components/page-section.tsx';

const SHOWN_TIERS = ['free', 'basic', 'medium', 'enterprise'];

/** A paid tier's button registers for it and leads on to its checkout with the chosen period. */
function TierCard({ tier, period }: { tier: Tier; period: ChosenPlan['period'] }) {
  const isFree = tier.monthlyPrice === 0;
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`tier-${tier.id}`}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3">
          {tierName(tier.id)}
        </Title>
        {tier.id === 'medium' && (
          <Badge variant="light" w="fit-content">
            Éves fizetésnél 2 hónap ingyen
          </Badge>
        )}
        <Text fz={28} fw={800}>
          {isFree ? '0 Ft' : `${formatForint(tier.monthlyPrice)} / hó`}
        </Text>
        {!isFree && (
          <Text size="sm" c="dimmed">
            vagy {formatForint(tier.yearlyPrice)} / év
          </Text>
        )}
        <List size="sm" spacing={6} style={{ flex: 1 }}>
          <List.Item>
            {isFree ? `${tier.monthlyDocCap} próbadokumentum összesen` : `${tier.monthlyDocCap} dokumentum havonta`}
          </List.Item>
          <List.Item>
            {tier.extraDocPrice > 0
              ? `Extra dokumentum: ${formatForint(tier.extraDocPrice)}/db`
              : 'Extra dokumentum nem vásárolható'}
          </List.Item>
          <List.Item>{tier.userCap === 1 ? '1 felhasználó' : `Legfeljebb ${tier.userCap} felhasználó`}</List.Item>
          <List.Item>Dokumentumok tárolása {tier.docRetentionInDays} napig</List.Item>
          <List.Item>{isFree ? 'Aláírásminta és tagjegyzék' : 'Mind a hat dokumentumtípus'}</List.Item>
          <List.Item>Word- és PDF-formátum, előnézet létrehozás előtt</List.Item>
        </List>
        {/* The label wraps in a narrow card instead of being cut off. */}
        <Button
          component={Link}
          to={`${paths.register}${isFree ? '' : chosenPlanQuery({ tierId: tier.id, period })}`}
          variant={tier.id === 'medium' ? 'filled' : 'default'}
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        >
          {isFree ? 'Ingyenes regisztráció' : 'Regisztrálok és előfizetek'}
        </Button>
      </Stack>
    </Card>
  );
}

export function PricingPage() {
  const tiers = useTiers();
  const [period, setPeriod] = useState<ChosenPlan['period']>('monthly');
  const shown = (tiers.data ?? [])
    .filter((tier) => SHOWN_TIERS.includes(tier.id))
    .sort((a, b) => SHOWN_TIERS.indexOf(a.id) - SHOWN_TIERS.indexOf(b.id));
  return (
    <PageSection
      title="Csomagok"
      lead="Válassza az irodája méretéhez illő csomagot. Az előfizetés nem újul meg automatikusan: lejárat előtt e-mailben szólunk."
    >
      {tiers.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {SHOWN_TIERS.map((id) => (
            <Skeleton key={id} h={380} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {tiers.isError && <Alert color="red">A csomagok most nem tölthetők be. Kérjük, próbálja meg később.</Alert>}
      {tiers.data && (
        <Stack gap="lg">
          <SegmentedControl
            w="fit-content"
            aria-label="Fizetés gyakorisága"
            value={period}
            onChange={(value) => setPeriod(value === 'yearly' ? 'yearly' : 'monthly')}
            data={[
              { value: 'monthly', label: 'Havi fizetés' },
              { value: 'yearly', label: 'Éves fizetés' },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {shown.map((tier) => (
              <TierCard key={tier.id} tier={tier} period={period} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Text size="sm" c="dimmed" mt="xl">
        Az árak bruttó forintárak. A Vállalati csomag felhasználószáma havi{' '}
        {formatForint(enterpriseExtraUserPrice(tiers.data))} / fő díjért bővíthető. Egyedi ajánlatért{' '}
        <Anchor component={Link} to={paths.contact} inherit>
          írjon nekünk
        </Anchor>
        .
      </Text>
    </PageSection>
  );
}
