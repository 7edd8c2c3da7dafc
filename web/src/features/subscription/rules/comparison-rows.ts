import type { Tier } from '../../../api/tiers.ts';
import { formatForint } from '../../../lib/format-forint.ts';

export function enterpriseUsersFootnote(extraUserPrice: number): string {
  return `A Vállalati csomag felhasználószáma bővíthető, felhasználónként havi ${formatForint(extraUserPrice)} díjért.`;
}

export const NOT_AVAILABLE = 'Nem elérhető';

/** The tiers offered for change, in this order (spec section 2). */
export const OFFERED_TIERS = ['basic', 'medium', 'enterprise'] as const;

export type ComparedPlan = Pick<
  Tier,
  'id' | 'monthlyPrice' | 'yearlyPrice' | 'userCap' | 'monthlyDocCap' | 'extraDocPrice' | 'docRetentionInDays'
>;
export type ComparisonRow = { label: string; value: (plan: ComparedPlan) => string };

const YES = 'Igen';

/** Every row of the comparison table (spec section 2); prices in Ft, a 0 extra document price is not available. */
export const COMPARISON_ROWS: ComparisonRow[] = [
  { label: 'Havi díj', value: (plan) => formatForint(plan.monthlyPrice) },
  { label: 'Éves díj', value: (plan) => formatForint(plan.yearlyPrice) },
  { label: 'Felhasználók száma', value: (plan) => `${plan.userCap}${plan.id === 'enterprise' ? '*' : ''}` },
  { label: 'Dokumentumok száma havonta', value: (plan) => String(plan.monthlyDocCap) },
  {
    label: 'Extra dokumentum ára',
    value: (plan) => (plan.extraDocPrice > 0 ? `${formatForint(plan.extraDocPrice)}/db` : NOT_AVAILABLE),
  },
  { label: 'Dokumentumok tárolása', value: (plan) => `${plan.docRetentionInDays} nap` },
  { label: 'Dokumentumtípusok', value: (plan) => (plan.id === 'free' ? 'Korlátozott' : 'Összes') },
  { label: 'PDF és Word formátum', value: () => YES },
  { label: 'Előnézet generálás előtt', value: () => YES },
  { label: 'Adatok mentése újrafelhasználásra', value: () => YES },
];
