import { Alert } from '@mantine/core';
import type { ChosenPlan } from '../../../lib/chosen-plan.ts';
import { tierName } from '../../../lib/tier-name.ts';

/** Tells a visitor who chose a plan on the pricing page where registration or login leads. */
export function ChosenPlanNotice({ plan }: { plan: ChosenPlan | null }) {
  if (!plan) return null;
  const period = plan.period === 'yearly' ? 'éves' : 'havi';
  return (
    <Alert color="blue" variant="light" data-testid="chosen-plan">
      A választott csomag: {tierName(plan.tierId)}, {period} előfizetés. Ezt követően a fizetés oldalára vezetjük.
    </Alert>
  );
}
