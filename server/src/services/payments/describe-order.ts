import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { tiers, type orders } from '../../db/schema/commerce.ts';

export type Order = typeof orders.$inferSelect;

/** The bought item as the receipt and the invoice name it. */
export function describeOrder(db: AppDeps['db'], order: Order): { name: string; quantity: number; unitPrice: number } {
  if (order.documentIds) {
    const quantity = order.documentIds.split(';').length;
    return { name: 'Extra dokumentum', quantity, unitPrice: order.total / quantity };
  }
  const tierName = db
    .select({ name: tiers.name })
    .from(tiers)
    .where(eq(tiers.id, order.tierId ?? ''))
    .get()?.name;
  const plan = tierName && /csomag$/i.test(tierName) ? tierName : `${tierName ?? 'Ismeretlen'} csomag`;
  return { name: `${plan}, ${order.monthly ? 'havi' : 'éves'} előfizetés`, quantity: 1, unitPrice: order.total };
}
