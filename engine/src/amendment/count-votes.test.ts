import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { deriveMembers } from '../model/derive-members.ts';
import { countVotes, findMember } from './count-votes.ts';

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
    // (66,667% and 33,333% print so, decision 037); so is the share of the votes present when it has no more decimals
    // than an entered figure may (66,667 of 100)
    const deviating = registered.map((member, index) => ({
      ...member,
      uzletreszElteres: index === 0 ? 66.667 : 33.333,
    }));
    expect(tallyOf(deriveMembers(deviating).members, [0], [1]).isRounded).toEqual({
      present: false,
      yes: false,
      no: false,
      abstain: false,
      yesShare: false,
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

describe('countVotes in a written resolution (Ptk. 3:19. § (3), 3:20. § (2); decision 038)', () => {
  // 40% / 33,33% / 26,67%: 1 200 000, 1 000 000 and 800 000 votes
  const three = deriveMembers([
    { ...registered[0]!, penzbetet: 1_200_000 },
    { ...registered[1]!, penzbetet: 1_000_000 },
    { ...registered[1]!, nev: 'Kovács Béla', szemely: { id: 909 }, penzbetet: 800_000 },
  ]).members;
  const [first, second, third] = three as [(typeof three)[0], (typeof three)[0], (typeof three)[0]];
  const count = (
    isWritten: boolean,
    votes: { yes: typeof three; no?: typeof three; barred?: typeof three; present?: typeof three },
  ) =>
    countVotes({
      members: three,
      present: votes.present ?? three,
      quorumPercent: 50,
      yes: votes.yes,
      no: votes.no ?? [],
      abstain: [],
      barred: votes.barred ?? [],
      isWritten,
    });

  it('takes the majority on the votes sent: a member who sends none is neither yes nor no', () => {
    // the second votes yes, the third no, the first sends nothing: 1 800 000 votes sent of 3 000 000
    const tally = count(true, { yes: [second], no: [third] });
    expect(tally.votes).toEqual({
      all: 3_000_000,
      present: 1_800_000,
      yes: 1_000_000,
      no: 800_000,
      abstain: 0,
      notVoted: 1_200_000,
    });
    expect(tally.isWritten).toBe(true);
    expect(tally.yesShare).toBeCloseTo(55.5556, 3);
    expect(tally.isRounded.yesShare).toBe(true);
    expect([tally.isQuorate, tally.hasSimpleMajority]).toEqual([true, true]);
    expect(tally.notVotedNames).toEqual([first.nev]);
  });

  it('reaches three-quarters with every vote sent a yes, though the votes sent are two-thirds of those entitled', () => {
    const tally = count(true, { yes: [first, third] });
    expect(tally.yesShare).toBe(100);
    expect([tally.isQuorate, tally.hasThreeQuarters]).toEqual([true, true]);
    expect(tally.notVotedNames).toEqual([second.nev]);
  });

  it('fails the quorum of 3:20. § (2) when the votes sent are not more than half of those entitled', () => {
    // 1 000 000 of 3 000 000 sent, all yes: the yes share of the votes sent is no help
    const tally = count(true, { yes: [second] });
    expect(tally.yesShare).toBe(100);
    expect(tally.isQuorate).toBe(false);
  });

  it('leaves a barred member out of the votes sent and those entitled, even if a vote was given for him', () => {
    // the first is barred (Ptk. 3:19. § (2)) and "voted" yes; the second votes yes, the third sends nothing
    const tally = count(true, { yes: [first, second], barred: [first] });
    expect(tally.votes).toEqual({
      all: 1_800_000,
      present: 1_000_000,
      yes: 1_000_000,
      no: 0,
      abstain: 0,
      notVoted: 800_000,
    });
    expect(tally.yesNames).toEqual([second.nev]);
    expect(tally.notVotedNames).toEqual([third.nev]);
    expect([tally.isQuorate, tally.yesShare]).toEqual([true, 100]);
  });

  it('leaves a meeting as it was: a member present who casts no vote counts against the majority', () => {
    const tally = count(false, { yes: [first, third] });
    expect(tally.votes?.present).toBe(3_000_000);
    expect(tally.isWritten).toBe(false);
    expect(tally.yesShare).toBeCloseTo(66.6667, 3);
    expect([tally.isQuorate, tally.hasSimpleMajority, tally.hasThreeQuarters]).toEqual([true, true, false]);
    expect(tally.notVotedNames).toEqual([second.nev]);
    // only the members present count at a meeting
    const absent = count(false, { yes: [first, third], present: [first, third] });
    expect([absent.votes?.present, absent.yesShare, absent.hasThreeQuarters]).toEqual([2_000_000, 100, true]);
  });
});

describe('findMember', () => {
  const members = [{ nev: 'Kiss  Anna' }, { nev: 'Nagy Péter', szemely: { id: 7 } }];

  it('finds a member named with other spaces or capitals, as every other comparison of names does', () => {
    expect(findMember(members, { nev: 'kiss anna' })).toBe(members[0]);
    expect(findMember(members, { nev: 'Kiss\u00a0Anna ' })).toBe(members[0]);
  });

  it('finds by id first and finds no member for another name', () => {
    expect(findMember(members, { id: '7', nev: 'Kiss Anna' })).toBe(members[1]);
    expect(findMember(members, { nev: 'Kiss Annamária' })).toBeUndefined();
  });
});
