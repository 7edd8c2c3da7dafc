import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  chosenPlanQuery,
  readChosenPlan,
  rememberChosenPlan,
  takeRememberedPlan,
} from './chosen-plan.ts';

describe('chosen plan', () => {
  it('round-trips through the query string, monthly unless yearly is named', () => {
    const query = chosenPlanQuery({ tierId: 'medium', period: 'yearly' });
    expect(query).toBe('?csomag=medium&fizetes=eves');
    expect(readChosenPlan(new URLSearchParams(query))).toEqual({ tierId: 'medium', period: 'yearly' });
    expect(readChosenPlan(new URLSearchParams('csomag=basic'))).toEqual({ tierId: 'basic', period: 'monthly' });
    expect(readChosenPlan(new URLSearchParams(''))).toBeNull();
    expect(chosenPlanQuery(null)).toBe('');
  });

  it('leads to the checkout of the plan after signing in, else to the dashboard', () => {
    expect(afterSignInPath({ tierId: 'basic', period: 'monthly' })).toBe(
      '/tool/elofizetes-modositas?csomag=basic&fizetes=havi',
    );
    expect(afterSignInPath(null)).toBe('/tool/dashboard');
  });

  it('keeps the plan for the e-mailed confirmation link once, and forgets it when registering without one', () => {
    rememberChosenPlan({ tierId: 'medium', period: 'yearly' });
    expect(takeRememberedPlan()).toEqual({ tierId: 'medium', period: 'yearly' });
    expect(takeRememberedPlan()).toBeNull();
    rememberChosenPlan({ tierId: 'basic', period: 'monthly' });
    rememberChosenPlan(null);
    expect(takeRememberedPlan()).toBeNull();
  });
});
