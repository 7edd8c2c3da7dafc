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
});
