import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector, testMember } from './build-test-request.ts';
import { deriveModel } from './derive-model.ts';

describe('deriveModel', () => {
  it('derives a two-member company', () => {
    const model = deriveModel(buildTestRequest());
    expect(model.isSingleMember).toBe(false);
    expect(model.terms.name).toBe('társasági szerződés');
    expect(model.name.short).toBe('Alfa\u00a0Kft.');
    expect(model.name.shortPending).toBe('Alfa\u00a0Kft.\u00a0b.\u00a0a.');
    expect(model.capital).toEqual({
      total: 3_000_000,
      cash: 3_000_000,
      inKind: 0,
      hasCash: true,
      hasInKind: false,
      hasSeveralInKind: false,
      isInKindDueBeforeFiling: false,
      hasRealEstateToProvide: false,
      hasSeveralRealEstateToProvide: false,
      isFullyPaid: false,
      isCashFullyPaid: false,
    });
    expect(model.members.map((member) => member.contributionPercent)).toEqual([50, 50]);
    expect(model.documentDate).toBe('2026-11-22');
  });

  it('knows when every (cash) contribution of a registered company is provided in full', () => {
    const request = buildTestRequest();
    const paid = (flags: (boolean | undefined)[]) =>
      deriveModel({
        ...request,
        tarsasag: {
          ...request.tarsasag,
          tagok: request.tarsasag.tagok.map((member, index) => ({ ...member, torzsbetetBefizetve: flags[index] })),
        },
      }).capital;
    expect(paid([true, true])).toMatchObject({ isFullyPaid: true, isCashFullyPaid: true });
    expect(paid([true, undefined])).toMatchObject({ isFullyPaid: false, isCashFullyPaid: false });
  });

  it('prints a saved registered company in the registered name form, from the registration the server answers', () => {
    const registered = buildTestRequest({
      bejegyzes: { cegjegyzekszam: '09-09-031234', adoszam: '27654321-2-09', bejegyzesDatuma: '2020-02-10' },
    });
    const model = deriveModel(registered);
    expect(model.registrationNumber).toBe('Cg. 09-09-031234');
    expect(model.name.shortPending).toBe('Alfa\u00a0Kft.');
    expect(deriveModel(buildTestRequest({ bejegyzes: null })).registrationNumber).toBe('bejegyzés alatt');
  });

  it('uses the alapító okirat terms for one member', () => {
    const model = deriveModel(buildTestRequest({ tagok: [testMember('Kiss Anna', { penzbetet: 3_000_000 })] }));
    expect(model.isSingleMember).toBe(true);
    expect(model.terms.title).toBe('ALAPÍTÓ OKIRAT');
    expect(model.terms.inessive).toBe('alapító okiratban');
    expect(model.terms.supremeBody).toBe('alapító');
  });

  it('requires in-kind contributions before filing from half of the capital', () => {
    const half = deriveModel(
      buildTestRequest({
        tagok: [
          testMember('A', { penzbetet: 1_500_000 }),
          testMember('B', { penzbetet: 0, nemPenzbeliBetet: 1_500_000 }),
        ],
      }),
    );
    expect(half.capital.isInKindDueBeforeFiling).toBe(true);
    const less = deriveModel(
      buildTestRequest({
        tagok: [
          testMember('A', { penzbetet: 2_000_000 }),
          testMember('B', { penzbetet: 0, nemPenzbeliBetet: 1_000_000 }),
        ],
      }),
    );
    expect(less.capital.isInKindDueBeforeFiling).toBe(false);
    expect(less.capital.hasSeveralInKind).toBe(false);
    const two = deriveModel(
      buildTestRequest({
        tagok: [
          testMember('A', { penzbetet: 1_000_000, nemPenzbeliBetet: 500_000 }),
          testMember('B', { penzbetet: 1_000_000, nemPenzbeliBetet: 500_000 }),
        ],
      }),
    );
    expect(two.capital.hasSeveralInKind).toBe(true);
  });

  it('always requires in-kind contributions before filing in a single-member company', () => {
    const model = deriveModel(
      buildTestRequest({ tagok: [testMember('A', { penzbetet: 2_900_000, nemPenzbeliBetet: 100_000 })] }),
    );
    expect(model.capital.isInKindDueBeforeFiling).toBe(true);
  });

  it('takes deviating votes and dividends for everyone once one member has them', () => {
    const model = deriveModel(
      buildTestRequest({
        tagok: [testMember('A', { uzletreszElteres: 60, osztalekArany: 70 }), testMember('B')],
      }),
    );
    expect(model.hasVoteDeviation).toBe(true);
    expect(model.hasDividendDeviation).toBe(true);
    expect(model.members.map((member) => [member.votePercent, member.dividendPercent])).toEqual([
      [60, 70],
      [50, 50],
    ]);
  });

  it('takes no deviation from a sole member, whose share and profit are the whole (Ptk. 3:164. § (1))', () => {
    const model = deriveModel(
      buildTestRequest({ tagok: [testMember('A', { penzbetet: 3_000_000, uzletreszElteres: 60, osztalekArany: 70 })] }),
    );
    expect(model.hasVoteDeviation).toBe(false);
    expect(model.hasDividendDeviation).toBe(false);
    expect(model.members.map((member) => [member.sharePercent, member.votePercent, member.dividendPercent])).toEqual([
      [100, 100, 100],
    ]);
  });

  it('treats a central administration equal to the seat as none', () => {
    const same = deriveModel(buildTestRequest({ kozpontiUgyintezesHelye: '1051 budapest Példa utca 1' }));
    expect(same.centralAdministration).toBeNull();
    const other = deriveModel(buildTestRequest({ kozpontiUgyintezesHelye: '6720 Szeged, Fő tér 1.' }));
    expect(other.centralAdministration).toBe('6720 Szeged, Fő tér 1.');
  });

  it('drops duplicate activities and the repeated main activity', () => {
    const model = deriveModel(
      buildTestRequest({
        fotevekenyseg: '62.10 – Számítógépes programozás',
        egyebTevekenysegek: [
          '62.10 - Számítógépes programozás',
          '62.20 – Információtechnológiai szaktanácsadás',
          '62.20 - Információtechnológiai szaktanácsadás',
        ],
      }),
    );
    expect(model.otherActivities.map((activity) => activity.text)).toEqual([
      '62.20 – Információtechnológiai szaktanácsadás',
    ]);
  });

  it('has no main activity when none is given', () => {
    expect(deriveModel(buildTestRequest({ fotevekenyseg: '' })).mainActivity).toBeNull();
  });

  it('ends free texts with a full stop and reads an old free-text company manager as its name', () => {
    const model = deriveModel(buildTestRequest({ cegvezeto: 'Vezető Vera', mellekszolgaltatasok: 'könyvelés.' }));
    expect(model.companyManager).toMatchObject({ nev: 'Vezető Vera', isFreeText: true, isSoleSigner: true });
    expect(model.ancillaryServices).toBe('könyvelés.');
    expect(model.additionalContributions).toBeNull();
  });

  it('recognises a joint pair and group wording', () => {
    const pair = deriveModel(
      buildTestRequest({
        ugyvezetok: [
          testDirector('A', { cegjegyzesiJogTipus: 'EGYUTTES' }),
          testDirector('B', { cegjegyzesiJogTipus: 'EGYUTTES' }),
        ],
      }),
    );
    expect(pair.isJointPair).toBe(true);
    expect(pair.isAllSoleSigning).toBe(false);
    expect(pair.isGroupWording).toBe(false);
    expect(pair.companySignerNames).toEqual(['A', 'B']);
    const three = deriveModel(
      buildTestRequest({ ugyvezetok: [testDirector('A'), testDirector('B'), testDirector('C')] }),
    );
    expect(three.isJointPair).toBe(false);
    expect(three.isAllSoleSigning).toBe(true);
    expect(three.isGroupWording).toBe(true);
    expect(three.companySignerNames).toEqual(['A']);
  });

  it('knows when the sole member is also the only director', () => {
    const soleMember = [testMember('Kiss Anna', { penzbetet: 3_000_000 })];
    const directs = (tagok: unknown[], ugyvezetok: unknown[]) =>
      deriveModel(buildTestRequest({ tagok, ugyvezetok })).isSoleMemberTheDirector;
    expect(directs(soleMember, [testDirector('Kiss Anna')])).toBe(true);
    expect(directs(soleMember, [testDirector('Nagy Béla')])).toBe(false);
    expect(directs(soleMember, [testDirector('Kiss Anna'), testDirector('Nagy Béla')])).toBe(false);
    expect(directs([testMember('Kiss Anna'), testMember('Nagy Béla')], [testDirector('Kiss Anna')])).toBe(false);
  });
});

describe('deriveModel meeting matters', () => {
  const matters = (company: Record<string, unknown>) => deriveModel(buildTestRequest(company)).meeting.matters;

  it('prints statutory items even when their flags are off', () => {
    const flagsOff = Object.fromEntries([...'abcdefghijklmnopqrs'].map((letter) => [`pont11_8_${letter}`, false]));
    const result = matters({ taggyulesSzabalyzasok: flagsOff });
    for (const letter of 'adehijklmnoq') expect(result[letter as 'a']).toBe(true);
    expect(result.r).toBe(false);
    expect(result.s).toBe(false);
  });

  it('prints g) only with three or more members', () => {
    expect(matters({}).g).toBe(false);
    expect(matters({ tagok: [testMember('A'), testMember('B'), testMember('C')] }).g).toBe(true);
  });

  it('prints c) with pótbefizetés terms or for a single member, f) only with several members', () => {
    expect(matters({}).c).toBe(false);
    expect(matters({ potbefizetesFeltetelei: 'évente egyszer 100 000 Ft' }).c).toBe(true);
    const single = matters({ tagok: [testMember('A', { penzbetet: 3_000_000 })] });
    expect(single.c).toBe(true);
    expect(single.f).toBe(false);
    expect(single.hasPreemption).toBe(false);
  });

  it('follows the share rules for b) and both parts of p)', () => {
    const off = matters({
      uzletreszNyeresegSzabalyzasok: {
        ugyvezetoFizethetOsztalekEloleg: false,
        elovasarlasiJog: false,
        atruhazashozBeleegyezes: false,
      },
    });
    expect(off).toMatchObject({ b: false, p: false, hasTransferConsent: false, hasPreemption: false });
    const consentOnly = matters({ uzletreszNyeresegSzabalyzasok: { elovasarlasiJog: false } });
    expect(consentOnly).toMatchObject({ p: true, hasTransferConsent: true, hasPreemption: false });
  });
});
