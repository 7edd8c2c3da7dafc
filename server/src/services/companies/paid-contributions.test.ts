import { describe, expect, it } from 'vitest';
import { carryPaidContributions, withStatedPayments } from './paid-contributions.ts';

const member = (id: number, nev: string, penzbetet: number, torzsbetetBefizetve?: boolean) => ({
  szemely: { id },
  nev,
  penzbetet,
  nemPenzbeliBetet: 0,
  ...(torzsbetetBefizetve === undefined ? {} : { torzsbetetBefizetve }),
});
const flags = (company: { tagok: { nev: string; torzsbetetBefizetve?: boolean }[] }) =>
  company.tagok.map((row) => row.torzsbetetBefizetve);

describe('the registered members’ paid törzsbetét carried into an amendment’s new state', () => {
  const registered = { tagok: [member(1, 'Kiss Anna', 1_000_000, true), member(2, 'Nagy Béla', 2_000_000)] };

  it('keeps a stated payment for a member whose törzsbetét did not grow, and drops it for one whose did', () => {
    const changed = {
      nev: 'Alfa Kft.',
      tagok: [member(2, 'Nagy Béla', 2_000_000), member(1, 'Kiss Anna', 1_500_000), member(9, 'Új Ubul', 500_000)],
    };
    const stated = { tagok: withStatedPayments(registered, [true, true]).tagok };
    expect(flags(carryPaidContributions(changed, stated, true))).toEqual([true, undefined, undefined]);
    expect(carryPaidContributions(changed, stated, true).nev).toBe('Alfa Kft.');
  });

  it('follows the amendment’s statement over the new state’s own flag; without a statement the own flag stays', () => {
    const changed = { tagok: [member(1, 'Kiss Anna', 1_000_000), member(2, 'Nagy Béla', 2_000_000, true)] };
    expect(flags(carryPaidContributions(changed, withStatedPayments(registered, [true, false]), true))).toEqual([
      true,
      undefined,
    ]);
    expect(flags(carryPaidContributions(changed, registered, false))).toEqual([true, true]);
  });

  it('keeps a joining member’s flag as the new state gives it, matching members by name without a saved person', () => {
    const changed = { tagok: [{ nev: 'Kiss Anna', penzbetet: 1_000_000 }, { ...member(7, 'Vevő Vera', 1, true) }] };
    expect(flags(carryPaidContributions(changed, registered, true))).toEqual([true, true]);
  });

  it('marks a buyer paid when the shares it bought from paying sellers cover its törzsbetét (Ptk. 3:169. § (1))', () => {
    const changed = {
      tagok: [member(1, 'Kiss Anna', 1_500_000), member(9, 'Vevő Vera', 1_500_000), member(8, 'Adós Ádám', 500_000)],
    };
    const stated = withStatedPayments(registered, [true, true]);
    // Kiss Anna bought 500 000 from Nagy Béla, Vevő Vera the other 1 500 000; Adós Ádám bought nothing from a payer
    expect(flags(carryPaidContributions(changed, stated, true, [500_000, 1_500_000, 0]))).toEqual([
      true,
      true,
      undefined,
    ]);
    // the same buys from a seller who had not paid: what was bought stays unpaid
    expect(
      flags(carryPaidContributions(changed, withStatedPayments(registered, [true, false]), true, [0, 0, 0])),
    ).toEqual([undefined, undefined, undefined]);
    // a joining member's own unchecked box does not hide a paid share it bought
    const unchecked = { tagok: [{ ...member(9, 'Vevő Vera', 1_500_000), torzsbetetBefizetve: false }] };
    expect(flags(carryPaidContributions(unchecked, stated, true, [1_500_000]))).toEqual([true]);
    expect(flags(carryPaidContributions(unchecked, stated, true, [1_000_000]))).toEqual([false]);
  });
});
