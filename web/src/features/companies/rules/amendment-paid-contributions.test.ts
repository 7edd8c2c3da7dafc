import type { CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import {
  initialPaidContributions,
  memberNames,
  needsPaidContributions,
  withPaidContributions,
} from './amendment-paid-contributions.ts';
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

  it('go into the new state for each registered member still in it, so the saved company keeps them', () => {
    const base = company(member(1, 'Kiss Anna', true), member(2, 'Nagy Béla'));
    // Nagy Béla sold his whole share to an outsider; Kiss Anna's payment was unmarked for this amendment.
    const changed = company(member(1, 'Kiss Anna', true), member(9, 'Vevő Viktor'));
    const tagok = (paid: boolean[]) => withPaidContributions(changed, base, paid).tagok as Record<string, unknown>[];
    expect(tagok([false, true]).map((row) => row['torzsbetetBefizetve'])).toEqual([undefined, undefined]);
    expect(tagok([true, true]).map((row) => row['torzsbetetBefizetve'])).toEqual([true, undefined]);
  });

  it('are not kept for a member whose törzsbetét grows: what the amendment adds is not known to be paid', () => {
    const base = company(member(1, 'Kiss Anna', true), member(2, 'Nagy Béla', true));
    const changed = company(
      { ...member(1, 'Kiss Anna', true), penzbetet: '2 500 000' as never },
      member(2, 'Nagy Béla', true),
    );
    const tagok = withPaidContributions(changed, base, [true, true]).tagok as Record<string, unknown>[];
    expect(tagok.map((row) => [row['nev'], row['torzsbetetBefizetve']])).toEqual([
      ['Kiss Anna', undefined],
      ['Nagy Béla', true],
    ]);
  });

  it('are asked for a capital increase or a transfer to an outsider only', () => {
    const values = { tokeemeles: null, uzletreszAtruhazasok: [] } as unknown as AmendmentFormValues;
    expect(needsPaidContributions(values)).toBe(false);
    expect(needsPaidContributions({ ...values, uzletreszAtruhazasok: [{ vevoMarTag: true }] } as never)).toBe(false);
    expect(needsPaidContributions({ ...values, uzletreszAtruhazasok: [{ vevoMarTag: false }] } as never)).toBe(true);
    expect(needsPaidContributions({ ...values, tokeemeles: { osszeg: '1 000 000' } } as never)).toBe(true);
  });
});
