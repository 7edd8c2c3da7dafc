import { describe, expect, it } from 'vitest';
import { isPaidPlan } from './plan-rules.ts';

describe('plan rules', () => {
  it('takes only a known non-free plan as paid', () => {
    expect(isPaidPlan({ name: 'basic' })).toBe(true);
    expect(isPaidPlan({ name: 'beta' })).toBe(true);
    expect(isPaidPlan({ name: 'free' })).toBe(false);
    expect(isPaidPlan(undefined)).toBe(false);
  });
});
