import { paths } from '../config/paths.ts';

/** A subscription chosen on the pricing page, carried through registration or login to its checkout. */
export type ChosenPlan = { tierId: string; period: 'monthly' | 'yearly' };

const TIER_PARAM = 'csomag';
const PERIOD_PARAM = 'fizetes';
const PERIOD_WORDS = { monthly: 'havi', yearly: 'eves' } as const;

/** The plan named by `?csomag=medium&fizetes=eves` (monthly when the period is missing), or null. */
export function readChosenPlan(search: URLSearchParams): ChosenPlan | null {
  const tierId = search.get(TIER_PARAM)?.trim();
  if (!tierId) return null;
  return { tierId, period: search.get(PERIOD_PARAM) === PERIOD_WORDS.yearly ? 'yearly' : 'monthly' };
}

/** `?csomag=medium&fizetes=eves` for a plan, '' for none. */
export function chosenPlanQuery(plan: ChosenPlan | null): string {
  if (!plan) return '';
  return `?${new URLSearchParams({ [TIER_PARAM]: plan.tierId, [PERIOD_PARAM]: PERIOD_WORDS[plan.period] })}`;
}

/** Where registration or login leads: the checkout of the chosen plan, or the dashboard. */
export function afterSignInPath(plan: ChosenPlan | null): string {
  return plan ? `${paths.tool.changeSubscription}${chosenPlanQuery(plan)}` : paths.tool.dashboard;
}

const REMEMBERED_KEY = 'chosenPlan';

/** Keeps the plan for the page of the e-mailed confirmation link (same browser); none clears it. */
export function rememberChosenPlan(plan: ChosenPlan | null): void {
  if (plan) localStorage.setItem(REMEMBERED_KEY, chosenPlanQuery(plan));
  else localStorage.removeItem(REMEMBERED_KEY);
}

/** The plan kept at registration, once: reading it forgets it. */
export function takeRememberedPlan(): ChosenPlan | null {
  const query = localStorage.getItem(REMEMBERED_KEY);
  localStorage.removeItem(REMEMBERED_KEY);
  return query ? readChosenPlan(new URLSearchParams(query)) : null;
}
