import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { designatedContributors } from './designated-contributors.ts';

describe('the persons designated to contribute to a capital increase (Ptk. 3:198. § (2) d))', () => {
  it('names the joining new member with the share of the increase the member takes up', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(designatedContributors(request.tokeemeles)).toEqual([
      { name: 'Tóth Gábor', amount: 1_000_000, sharePercent: 100, isSharePercentRounded: false },
    ]);
  });

  it('adds the other designated persons once, without a share the request does not give', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const increase = { ...request.tokeemeles!, kijeloltSzemelyek: ['Tóth Gábor', ' Varga Dóra '] };
    expect(designatedContributors(increase).map((person) => [person.name, person.sharePercent])).toEqual([
      ['Tóth Gábor', 100],
      ['Varga Dóra', null],
    ]);
  });

  it('says when the share of the increase is a rounded figure: a third is, a half is not', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const contribution = request.tokeemeles!.hozzajarulasok.find((item) => item.ujTag)!;
    const share = (osszeg: number) =>
      designatedContributors({ ...request.tokeemeles!, osszeg }).find((person) => person.amount !== null)!;
    expect(share(contribution.penzbeli * 3)).toMatchObject({ isSharePercentRounded: true });
    expect(share(contribution.penzbeli * 2)).toMatchObject({ sharePercent: 50, isSharePercentRounded: false });
  });

  it('is empty without a capital increase', () => {
    expect(designatedContributors(undefined)).toEqual([]);
  });
});
