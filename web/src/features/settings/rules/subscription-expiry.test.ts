import { describe, expect, it } from 'vitest';
import { subscriptionExpiry } from './subscription-expiry.ts';

describe('subscription expiry', () => {
  it('prefers the end date the server gives', () => {
    expect(
      subscriptionExpiry({
        name: 'beta',
        monthly: false,
        startDate: '2025-09-01T00:00:00Z',
        endDate: '2026-01-01T00:00:00Z',
      }),
    ).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('ends a beta plan with the configured end of the beta', () => {
    const beta = { name: 'beta', monthly: false, startDate: '2025-09-01T00:00:00Z' };
    expect(subscriptionExpiry(beta, '2026-01-01')?.toISOString().slice(0, 10)).toBe('2026-01-01');
    expect(subscriptionExpiry(beta)?.getUTCFullYear()).toBe(2026);
  });

  it('adds a month to a monthly or free plan and a year to a yearly one', () => {
    const startDate = '2026-03-10T10:00:00Z';
    expect(subscriptionExpiry({ name: 'medium', monthly: true, startDate })?.getUTCMonth()).toBe(3);
    expect(subscriptionExpiry({ name: 'free', monthly: false, startDate })?.getUTCMonth()).toBe(3);
    expect(subscriptionExpiry({ name: 'medium', monthly: false, startDate })?.getUTCFullYear()).toBe(2027);
    expect(subscriptionExpiry({ name: 'medium', monthly: false })).toBeNull();
  });
});
