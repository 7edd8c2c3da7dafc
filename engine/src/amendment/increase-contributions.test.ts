import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { increaseContributionOf, increaseContributions } from './increase-contributions.ts';

describe('increaseContributions (Ptk. 3:198. § (2) b), e))', () => {
  it('gives a member raising its törzsbetét the registered one before, the increment and the total after', () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    expect(increaseContributions(request)).toEqual([
      {
        name: 'Nagy Lajos',
        szemely: { id: 201 },
        isMember: true,
        before: 1_800_000,
        amount: 600_000,
        after: 2_400_000,
        deadline: '2027-01-31',
        mode: 'pénzforgalmi számla',
      },
      {
        name: 'Fehér Krisztina',
        szemely: { id: 202 },
        isMember: true,
        before: 1_200_000,
        amount: 400_000,
        after: 1_600_000,
        deadline: '2026-12-18',
        mode: 'házipénztár',
      },
    ]);
  });

  it('finds the member by name when the request names it instead of giving its id', () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    const increase = request.tokeemeles!;
    const byName = {
      ...request,
      tokeemeles: {
        ...increase,
        hozzajarulasok: increase.hozzajarulasok.map((item, index) => ({
          ...item,
          tag: { nev: index === 0 ? 'Nagy Lajos' : 'Fehér Krisztina' },
        })),
      },
    };
    expect(increaseContributions(byName).map((item) => [item.name, item.before])).toEqual([
      ['Nagy Lajos', 1_800_000],
      ['Fehér Krisztina', 1_200_000],
    ]);
  });

  it('gives a new member nothing before and its whole contribution after', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(increaseContributions(request)).toEqual([
      expect.objectContaining({ name: 'Tóth Gábor', isMember: false, before: 0, amount: 1_000_000, after: 1_000_000 }),
    ]);
  });

  it('matches a target-state member to its own contribution only', () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    const [nagy, feher] = request.uj.tagok;
    expect(increaseContributionOf(request, nagy!)?.amount).toBe(600_000);
    expect(increaseContributionOf(request, feher!)?.amount).toBe(400_000);
    const other = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(increaseContributionOf(other, other.uj.tagok[0]!)).toBeUndefined();
    expect(increaseContributionOf(other, other.uj.tagok[2]!)?.name).toBe('Tóth Gábor');
  });
});
