import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { deriveMembers } from '../model/derive-members.ts';
import { countVotes } from './count-votes.ts';

// Nagy Lajos 1 800 000 Ft, Fehér Krisztina 1 200 000 Ft
const registered = loadAmendmentCase('cegnev').korabbi.tagok;

function tallyOf(members: ReturnType<typeof deriveMembers>['members'], yes: number[], abstain: number[] = []) {
  const pick = (indexes: number[]) => indexes.map((index) => members[index]!);
  return countVotes({
    members,
    present: members,
    quorumPercent: 50,
    yes: pick(yes),
    no: [],
    abstain: pick(abstain),
    barred: [],
  });
}

describe('countVotes (Ptk. 3:110. § (2), 3:193. § (1))', () => {
  it('counts one vote per forint of törzsbetét, and the majority on the votes present', () => {
    const tally = tallyOf(deriveMembers(registered).members, [0], [1]);
    expect(tally.votes).toEqual({
      all: 3_000_000,
      present: 3_000_000,
      yes: 1_800_000,
      no: 0,
      abstain: 1_200_000,
      notVoted: 0,
    });
    expect(tally.yesShare).toBe(60);
    expect(tally.abstainNames).toEqual(['Fehér Krisztina']);
    expect([tally.hasSimpleMajority, tally.hasThreeQuarters]).toEqual([true, false]);
  });

  it('names a member present who cast no vote, as the minutes must record those not voting', () => {
    const tally = tallyOf(deriveMembers(registered).members, [0]);
    expect(tally.votes?.notVoted).toBe(1_200_000);
    expect(tally.notVotedNames).toEqual(['Fehér Krisztina']);
  });

  it('gives no number of votes when the articles tie the votes to deviating business shares', () => {
    const deviating = registered.map((member, index) => ({ ...member, uzletreszElteres: index === 0 ? 70 : 30 }));
    const tally = tallyOf(deriveMembers(deviating).members, [0]);
    expect(tally.votes).toBeNull();
    expect(tally.yesShare).toBe(70);
    expect(tally.hasSimpleMajority).toBe(true);
  });

  it('says which percentages print rounded, decided on the exact votes: a third is, a half is not', () => {
    const thirds = registered.map((member, index) => ({ ...member, penzbetet: index === 0 ? 2_000_000 : 1_000_000 }));
    expect(tallyOf(deriveMembers(thirds).members, [0], [1]).isRounded.yesShare).toBe(true);
    const halves = registered.map((member) => ({ ...member, penzbetet: 1_500_000 }));
    expect(tallyOf(deriveMembers(halves).members, [0], [1]).isRounded.yesShare).toBe(false);
    // as percentages of deviating shares: the tally sums the shares the articles set, which are exact as entered
    // (66,667% and 33,333% print so, decision 037); the share of the votes present is a quotient, rounded
    const deviating = registered.map((member, index) => ({
      ...member,
      uzletreszElteres: index === 0 ? 66.667 : 33.333,
    }));
    expect(tallyOf(deriveMembers(deviating).members, [0], [1]).isRounded).toEqual({
      present: false,
      yes: false,
      no: false,
      abstain: false,
      yesShare: true,
    });
  });

  it('decides three-quarters and more than half on the exact figures, never on the rounded ones printed', () => {
    // 2 249 999 of 3 000 000 votes: 74,99997%, printed "kerekítve 75,00%", is not three-quarters
    const justUnder = registered.map((member, index) => ({ ...member, penzbetet: index === 0 ? 2_249_999 : 750_001 }));
    const counted = tallyOf(deriveMembers(justUnder).members, [0], [1]);
    expect([counted.hasThreeQuarters, counted.isRounded.yesShare]).toEqual([false, true]);
    // as percentages of deviating shares alike: 74,996% and 50,004%
    const deviating = (share: number) =>
      deriveMembers(
        registered.map((member, index) => ({ ...member, uzletreszElteres: index === 0 ? share : 100 - share })),
      ).members;
    expect(tallyOf(deviating(74.996), [0], [1]).hasThreeQuarters).toBe(false);
    expect(tallyOf(deviating(50.004), [0], [1]).hasSimpleMajority).toBe(true);
    expect(tallyOf(deviating(49.996), [0], [1]).hasSimpleMajority).toBe(false);
  });
});
