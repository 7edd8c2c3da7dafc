import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../api/subscription.ts';
import { canSettle, isPurchasable, purchaseMode, purchaseTotal } from './purchase-rules.ts';

function subscription(name: string, remainingDocs: number): Subscription {
  return {
    name,
    remainingDocs,
    monthlyDocCap: 60,
    userCap: 3,
    userCount: 1,
    docRetentionInDays: 180,
    extraDocPrice: 690,
    monthly: true,
  };
}

const document = {
  id: 1,
  fileName: 'tagjegyzek.docx',
  templateId: 'tagjegyzek',
  companyName: 'Alfa Kft.',
  createdAt: '2026-11-20T10:00:00Z',
  deleted: false,
  payed: false,
  retentionDays: 90,
};

describe('purchase rules', () => {
  it('offers nothing on the free plan, settling while documents are left and buying once they are used up', () => {
    expect(purchaseMode(subscription('free', 3))).toBe('none');
    expect(purchaseMode(undefined)).toBe('none');
    expect(purchaseMode(subscription('medium', 60))).toBe('settle');
    expect(purchaseMode(subscription('medium', 0))).toBe('buy');
  });

  it('settles only when the quota covers every selected document', () => {
    expect(canSettle(subscription('medium', 2), 2)).toBe(true);
    expect(canSettle(subscription('medium', 1), 2)).toBe(false);
    expect(canSettle(subscription('medium', 5), 0)).toBe(false);
  });

  it('prices the selection and selects only unpaid, kept documents', () => {
    expect(purchaseTotal(3, 690)).toBe(2070);
    expect(isPurchasable(document)).toBe(true);
    expect(isPurchasable({ ...document, payed: true })).toBe(false);
    expect(isPurchasable({ ...document, deleted: true })).toBe(false);
    expect(isPurchasable({ ...document, isExpired: true })).toBe(false);
  });
});
