import type { CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import { initialPaidContributions, memberNames, needsPaidContributions } from './amendment-paid-contributions.ts';
import type { AmendmentFormValues } from './amendment-form-values.ts';

const member = (id: number, nev: string, torzsbetetBefizetve?: boolean) => ({
  szemely: { id },
  nev,
  lakohely: 'Budapest',
  penzbetet: 1_500_000,
  ...(torzsbetetBefizetve === undefined ? {} : { torzsbetetBefizetve }),
});
const company = (...tagok: ReturnType<typeof member>[]) => ({ nev: 'Alfa Kft.', tagok }) as unknown as CompanyInput;

describe('the registered members’ paid törzsbetétek', () => {
  it('start as the registered state marks them, or as the saved company marked the same person since', () => {
    const base = company(member(1, 'Kiss Anna', true), member(2, 'Nagy Béla'), member(3, 'Szabó Cecília'));
    const saved = company(member(3, 'Szabó Cecília', true), member(2, 'Nagy Béla', false));
    expect(initialPaidContributions(base, saved)).toEqual([true, false, true]);
    expect(initialPaidContributions(base, undefined)).toEqual([true, false, false]);
    expect(memberNames(base)).toEqual(['Kiss Anna', 'Nagy Béla', 'Szabó Cecília']);
  });

  it('are asked for a capital increase or a transfer to an outsider only', () => {
    const values = { tokeemeles: null, uzletreszAtruhazasok: [] } as unknown as AmendmentFormValues;
    expect(needsPaidContributions(values)).toBe(false);
    expect(needsPaidContributions({ ...values, uzletreszAtruhazasok: [{ vevoMarTag: true }] } as never)).toBe(false);
    expect(needsPaidContributions({ ...values, uzletreszAtruhazasok: [{ vevoMarTag: false }] } as never)).toBe(true);
    expect(needsPaidContributions({ ...values, tokeemeles: { osszeg: '1 000 000' } } as never)).toBe(true);
  });
});
