import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { actsThroughRepresentatives, checkAge, representativesOn } from './check-age.ts';
import { checkRequest } from './check-request.ts';

/** The test request is dated 2026-11-22. */
const codes = (company: Record<string, unknown>) => checkAge(deriveModel(buildTestRequest(company))).map((w) => w.code);

describe('checkAge', () => {
  it('accepts a director who is of age on the day the mandate starts', () => {
    expect(codes({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2008-11-22' })] })).toEqual([]);
    // turns eighteen on the start of a later mandate
    expect(
      codes({
        ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2008-12-01', megbizasKezdoIdopontja: '2026-12-01' })],
      }),
    ).toEqual([]);
  });

  it('refuses a director under sixteen, naming Ptk. 3:22. § (1)', () => {
    const findings = checkAge(
      deriveModel(buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2011-01-01' })] })),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'OFFICER_UNDER_AGE',
      severity: 'error',
      statute: 'Ptk. 3:22. § (1)',
      path: 'tarsasag.ugyvezetok.0.szuletesiIdo',
    });
    expect(findings[0]!.message).toContain('Kiss Anna (ügyvezető)');
  });

  it('warns of a director of sixteen or seventeen: of age only by marriage (Ptk. 2:10. § (1))', () => {
    const findings = checkAge(
      deriveModel(buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2009-11-23' })] })),
    );
    expect(findings.map((w) => [w.code, w.severity])).toEqual([['OFFICER_MINOR_UNLESS_MARRIED', 'warning']]);
    expect(findings[0]!.message).toContain('Ptk. 2:10. § (1)');
  });

  it('applies the same limit to the company manager, from the start of employment', () => {
    expect(
      codes({
        cegvezeto: { nev: 'Fiatal Ádám', lakohely: 'Budapest', szuletesiIdo: '2012-05-05', kezdoIdopont: '2027-01-04' },
      }),
    ).toEqual(['OFFICER_UNDER_AGE']);
  });

  it('speaks of the company manager’s employment, not a mandate, and of no acceptance declaration he does not make', () => {
    const manager = (szuletesiIdo: string) =>
      checkAge(
        deriveModel(
          buildTestRequest({
            cegvezeto: { nev: 'Fiatal Ádám', lakohely: 'Budapest', szuletesiIdo, kezdoIdopont: '2027-01-04' },
          }),
        ),
      )[0]!;
    const underSixteen = manager('2012-05-05');
    expect(underSixteen.statute).toBe('Ptk. 3:22. § (1), 3:113. § (2)');
    expect(underSixteen.message).toContain('Fiatal Ádám (cégvezető) 2027. január 4. napján, a munkaviszony kezdetekor');
    const seventeen = manager('2009-06-01');
    expect(seventeen.code).toBe('OFFICER_MINOR_UNLESS_MARRIED');
    expect(seventeen.message).toContain('a munkaviszony kezdetekor');
    expect(seventeen.message).not.toContain('megbízatás');
    expect(seventeen.message).not.toContain('elfogadó nyilatkozat');
    // a director still declares it in his acceptance
    expect(
      checkAge(
        deriveModel(buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2009-11-23' })] })),
      )[0]!.message,
    ).toContain('a megbízatás kezdetekor még nem töltötte be a tizennyolcadik életévét');
  });

  const parent = (nev: string, minoseg = 'SZULO') => ({ nev, minoseg, lakohely: 'Budapest', anyjaNeve: 'Nagy Éva' });
  const minorFindings = (
    member: Record<string, unknown>,
    others: Record<string, unknown>[] = [testMember('Kiss Anna')],
  ) => checkAge(deriveModel(buildTestRequest({ tagok: [...others, testMember('Kis Bence', member)] })));

  it('refuses a member under fourteen without a legal representative, naming Ptk. 2:14. § (1)', () => {
    const findings = minorFindings({ szuletesiIdo: '2015-02-02' });
    expect(findings.map((w) => [w.code, w.severity, w.statute, w.path])).toEqual([
      ['MINOR_UNDER_14_WITHOUT_REPRESENTATIVE', 'error', 'Ptk. 2:14. § (1)', 'tarsasag.tagok.1.torvenyesKepviselok'],
    ]);
    expect(findings[0]!.message).toContain('Kis Bence (tag)');
    expect(findings[0]!.message).toContain('nevében törvényes képviselője jár el');
  });

  it('refuses a member of fourteen or fifteen without a representative (Ptk. 2:12. § (1)), warns at sixteen or seventeen', () => {
    // fourteen on 2026-11-22, the document date
    expect(minorFindings({ szuletesiIdo: '2012-11-22' }).map((w) => [w.code, w.statute])).toEqual([
      ['MINOR_WITHOUT_REPRESENTATIVE', 'Ptk. 2:12. § (1)'],
    ]);
    // sixteen: of age if married (Ptk. 2:10. § (1))
    const sixteen = minorFindings({ szuletesiIdo: '2010-11-22' });
    expect(sixteen.map((w) => [w.code, w.severity])).toEqual([
      ['MINOR_WITHOUT_REPRESENTATIVE_UNLESS_MARRIED', 'warning'],
    ]);
    expect(sixteen[0]!.message).toContain('Ptk. 2:10. § (1)');
    // eighteen on the document date: of age, nothing to say
    expect(minorFindings({ szuletesiIdo: '2008-11-22' })).toEqual([]);
  });

  it('refuses a legal representative of an adult member, naming Ptk. 2:8. § (2)', () => {
    const findings = minorFindings({ szuletesiIdo: '2008-11-22', torvenyesKepviselok: [parent('Kis Péter')] });
    expect(findings.map((w) => [w.code, w.severity, w.statute])).toEqual([
      ['MINOR_REPRESENTATIVE_OF_ADULT', 'error', 'Ptk. 2:8. § (2)'],
    ]);
  });

  it('notes for a represented minor who signs and what the guardianship authority may have to approve', () => {
    const young = minorFindings({ szuletesiIdo: '2015-02-02', torvenyesKepviselok: [parent('Kis Péter')] });
    expect(young.map((w) => [w.code, w.severity])).toEqual([['MINOR_REPRESENTED', 'warning']]);
    expect(young[0]!.message).toContain('nevében törvényes képviselője, Kis Péter (szülő), jár el és ír alá');
    expect(young[0]!.message).toContain('Ptk. 2:15. § (1) e)');
    // one parent only: joint custody is the rule
    expect(young[0]!.message).toContain('Ptk. 4:164. § (1)');
    const both = minorFindings({
      szuletesiIdo: '2011-02-02',
      torvenyesKepviselok: [parent('Kis Péter'), parent('Kis Júlia')],
    });
    expect(both[0]!.message).toContain(
      'maga ír alá, jognyilatkozatához törvényes képviselői, Kis Péter (szülő) és Kis Júlia (szülő), az aláírásukkal járulnak hozzá (Ptk. 2:12. § (1)).',
    );
    const guardian = minorFindings({ szuletesiIdo: '2011-02-02', torvenyesKepviselok: [parent('Kis Anna', 'GYAM')] });
    expect(guardian[0]!.message).toContain(
      'jognyilatkozatához törvényes képviselője, Kis Anna (gyám), az aláírásával járul hozzá (Ptk. 2:12. § (1)).',
    );
    expect(both[0]!.message).not.toContain('Ptk. 4:164. § (1)');
  });

  it('notes the approval an in-kind real estate needs, and a representative who is a party too', () => {
    const findings = minorFindings(
      {
        szuletesiIdo: '2015-02-02',
        nemPenzbeliBetet: 1_000_000,
        nemPenzbeliBetetMod: 'a Budapest 12345 hrsz. alatti ingatlan',
        torvenyesKepviselok: [parent('Kis Péter'), parent('Kis Júlia')],
      },
      [testMember('Kis Péter')],
    );
    expect(findings[0]!.message).toContain('Ptk. 2:15. § (1) c)');
    expect(findings[0]!.message).toContain('Kis Péter maga is fél ugyanebben az okiratban');
    expect(findings[0]!.message).toContain('Ptk. 4:163. §');
    const bothParties = minorFindings(
      { szuletesiIdo: '2015-02-02', torvenyesKepviselok: [parent('Kis Péter'), parent('Kis Júlia')] },
      [testMember('Kis Péter'), testMember('Kis Júlia')],
    );
    expect(bothParties[0]!.message).toContain('Kis Péter és Kis Júlia maguk is felek');
    // a guardian appointed for the matter is the answer to the conflict, not a conflict
    const appointed = minorFindings({
      szuletesiIdo: '2015-02-02',
      torvenyesKepviselok: [parent('Kiss Anna', 'ESETI_GYAM')],
    });
    expect(appointed[0]!.message).not.toContain('Ptk. 4:163. §');
  });

  it('notes siblings founding together through the same parent: he represents two parties (Ptk. 4:163. § (1))', () => {
    const siblings = checkAge(
      deriveModel(
        buildTestRequest({
          tagok: [
            testMember('Kis Bence', { szuletesiIdo: '2015-02-02', torvenyesKepviselok: [parent('Kis Péter')] }),
            testMember('Kis Dóra', {
              szuletesiIdo: '2011-02-02',
              torvenyesKepviselok: [parent('Kis Péter'), parent('Kis Júlia')],
            }),
            testMember('Nagy Ottó'),
          ],
        }),
      ),
    );
    expect(siblings.map((w) => w.code)).toEqual(['MINOR_REPRESENTED', 'MINOR_REPRESENTED']);
    expect(siblings[0]!.message).toContain('Kis Péter ugyanebben az okiratban Kis Dóra törvényes képviselője is.');
    expect(siblings[0]!.message).toContain('Ptk. 4:163. § (1)–(2)');
    expect(siblings[1]!.message).toContain('Kis Péter ugyanebben az okiratban Kis Bence törvényes képviselője is.');
    // the other parent represents only Kis Dóra
    expect(siblings[1]!.message).not.toContain('Kis Júlia ugyanebben');
    // an adult sibling acts alone: his former representative is no one's in this deed
    const adult = checkAge(
      deriveModel(
        buildTestRequest({
          tagok: [
            testMember('Kis Bence', { szuletesiIdo: '2015-02-02', torvenyesKepviselok: [parent('Kis Péter')] }),
            testMember('Kis Dóra', { szuletesiIdo: '2000-02-02' }),
          ],
        }),
      ),
    );
    expect(adult[0]!.message).not.toContain('Ptk. 4:163.');
    // a guardian appointed for the matter for each of them is the answer to the conflict
    const appointed = checkAge(
      deriveModel(
        buildTestRequest({
          tagok: [
            testMember('Kis Bence', {
              szuletesiIdo: '2015-02-02',
              torvenyesKepviselok: [parent('Gyám Géza', 'ESETI_GYAM')],
            }),
            testMember('Kis Dóra', {
              szuletesiIdo: '2011-02-02',
              torvenyesKepviselok: [parent('Gyám Géza', 'ESETI_GYAM')],
            }),
          ],
        }),
      ),
    );
    expect(appointed.map((w) => w.message).join(' ')).not.toContain('Ptk. 4:163.');
  });

  it('warns of a representative given without a birth date, and of one given to a legal entity', () => {
    expect(
      minorFindings({ szuletesiIdo: null, torvenyesKepviselok: [parent('Kis Péter')] }).map((w) => w.code),
    ).toEqual(['MINOR_BIRTH_DATE_MISSING']);
    expect(
      minorFindings({ jogiSzemely: true, szuletesiIdo: null, torvenyesKepviselok: [parent('Kis Péter')] }).map(
        (w) => w.code,
      ),
    ).toEqual(['MINOR_REPRESENTATIVE_OF_LEGAL_ENTITY']);
  });

  it('ignores a missing birth date and a legal-entity member', () => {
    expect(codes({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: null })] })).toEqual([]);
    // a legal entity has no age: a date typed into its birth-date field is no foundation date to judge
    expect(
      codes({
        tagok: [testMember('Kiss Anna'), testMember('Omega Kft.', { jogiSzemely: true, szuletesiIdo: '2020-01-01' })],
      }),
    ).toEqual([]);
  });

  it('is part of the gate every door calls', () => {
    const request = buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2011-01-01' })] });
    expect(checkRequest(request, { today: '2026-11-01' }).map((w) => w.code)).toContain('OFFICER_UNDER_AGE');
  });
});

describe('representativesOn: who acts for a person on a day (Ptk. 2:8. § (2), 2:10. § (1))', () => {
  const parents = [
    { nev: 'Fehér Gábor', minoseg: 'SZULO' },
    { nev: 'Fehér Gáborné', minoseg: 'SZULO' },
  ] as const;
  const person = (szuletesiIdo?: string, jogiSzemely = false) => ({
    szuletesiIdo,
    jogiSzemely,
    torvenyesKepviselok: parents,
  });

  it('lists them for a minor and for one of no known birth date, none for one of age or a legal entity', () => {
    expect(representativesOn(person('2008-11-22'), '2026-11-21')).toEqual(parents);
    expect(representativesOn(person('2008-11-22'), '2026-11-22')).toEqual([]);
    expect(representativesOn(person(), '2026-11-22')).toEqual(parents);
    expect(representativesOn(person('2008-11-22', true), '2026-11-21')).toEqual([]);
    // no day: all of them, as the documents that only name them have it
    expect(representativesOn(person('2008-11-22'))).toEqual(parents);
  });

  it('one of age on the day does not act through them', () => {
    expect(actsThroughRepresentatives(person('2008-11-22'), '2026-11-24')).toBe(false);
    expect(actsThroughRepresentatives(person('2014-11-22'), '2026-11-24')).toBe(true);
    expect(actsThroughRepresentatives(person(), '2026-11-24')).toBe(true);
  });
});

describe('a minor who owns a used property', () => {
  const seatOwnedBy = (owner: Record<string, unknown>, tagok?: unknown[]) =>
    checkAge(
      deriveModel(
        buildTestRequest({
          ...(tagok ? { tagok } : {}),
          szekhelyIngatlan: {
            helyrajziSzam: '123/4',
            jogcim: 'HASZONKOLCSON',
            tulajdonosok: [{ lakohely: '1051 Budapest, Példa utca 1.', tulajdoniHanyad: '1/1', ...owner }],
          },
        }),
      ),
    );

  it('refuses a minor owner who is no member without legal representatives, as a member (Ptk. 2:14. § (1), 2:12. § (1))', () => {
    const [under14] = seatOwnedBy({ nev: 'Kovács Lili', szuletesiIdo: '2016-03-03' });
    expect(under14).toMatchObject({
      code: 'MINOR_UNDER_14_WITHOUT_REPRESENTATIVE',
      severity: 'error',
      path: 'tarsasag.szekhelyIngatlan.tulajdonosok.0.torvenyesKepviselok',
    });
    expect(under14!.message).toContain('Kovács Lili (tulajdonos) a nyilatkozat keltekor (2026. november 22.)');
    expect(under14!.message).toContain('nevében törvényes képviselője jár el');
    const [limited] = seatOwnedBy({ nev: 'Kovács Lili', szuletesiIdo: '2011-03-03' });
    expect(limited).toMatchObject({ code: 'MINOR_WITHOUT_REPRESENTATIVE', severity: 'error' });
    const [sixteen] = seatOwnedBy({ nev: 'Kovács Lili', szuletesiIdo: '2010-03-03' });
    expect(sixteen).toMatchObject({ code: 'MINOR_WITHOUT_REPRESENTATIVE_UNLESS_MARRIED', severity: 'warning' });
    expect(seatOwnedBy({ nev: 'Kovács Lili', szuletesiIdo: '2008-11-22' })).toEqual([]);
  });

  it('takes the representatives of an owner who is no member, and refuses them for an adult (Ptk. 2:8. § (2))', () => {
    const parent = { nev: 'Kovács Éva', minoseg: 'SZULO' };
    const [represented] = seatOwnedBy({
      nev: 'Kovács Lili',
      szuletesiIdo: '2016-03-03',
      torvenyesKepviselok: [parent],
    }).filter((warning) => warning.code !== 'MINOR_OWNER_FREE_USE');
    expect(represented).toMatchObject({ code: 'MINOR_REPRESENTED', severity: 'warning' });
    expect(represented!.message).toContain('nevében törvényes képviselője, Kovács Éva (szülő), jár el és ír alá');
    const [adult] = seatOwnedBy({ nev: 'Kovács Lili', szuletesiIdo: '2000-03-03', torvenyesKepviselok: [parent] });
    expect(adult).toMatchObject({
      code: 'MINOR_REPRESENTATIVE_OF_ADULT',
      severity: 'error',
      path: 'tarsasag.szekhelyIngatlan.tulajdonosok.0.torvenyesKepviselok',
    });
  });

  it('names the owner of a telephely by the property it is entered in', () => {
    const request = buildTestRequest({
      telephelyek: ['4025 Debrecen, Piac utca 2.'],
      ingatlanok: [
        {
          cim: '4025 Debrecen, Piac utca 2.',
          jogcim: 'BERLET',
          tulajdonosok: [{ nev: 'Kovács Lili', szuletesiIdo: '2016-03-03', lakohely: '1051 Budapest, Példa utca 1.' }],
        },
      ],
    });
    expect(checkAge(deriveModel(request)).map((warning) => warning.path)).toContain(
      'tarsasag.ingatlanok.0.tulajdonosok.0.torvenyesKepviselok',
    );
  });

  it('asks whether a minor may lend it free of charge (Ptk. 2:16. §), a member represented by his parents too', () => {
    const parents = [{ nev: 'Kis Péter', minoseg: 'SZULO' }];
    const tagok = [
      testMember('Nagy Anna'),
      testMember('Kis Bence', { szuletesiIdo: '2015-04-10', torvenyesKepviselok: parents, szemely: { id: 9 } }),
    ];
    const freeUse = seatOwnedBy({ nev: 'Kis Bence', szemely: { id: 9 } }, tagok).filter(
      (warning) => warning.code === 'MINOR_OWNER_FREE_USE',
    );
    expect(freeUse).toHaveLength(1);
    expect(freeUse[0]).toMatchObject({ severity: 'warning', path: 'tarsasag.szekhelyIngatlan.tulajdonosok.0' });
    expect(freeUse[0]!.message).toContain('Kis Bence (tulajdonos) a nyilatkozat keltekor (2026. november 22.) kiskorú');
    expect(freeUse[0]!.message).toContain('haszonkölcsön jogcímén, ingyenesen használja');
    expect(freeUse[0]!.message).toContain('(Ptk. 2:16. §)');
    const codes = (owner: Record<string, unknown>) => seatOwnedBy(owner).map((warning) => warning.code);
    expect(codes({ nev: 'Kovács Lili', szuletesiIdo: '2010-03-03' })).toContain('MINOR_OWNER_FREE_USE');
    expect(codes({ nev: 'Kovács Lili', szuletesiIdo: '2008-11-22' })).not.toContain('MINOR_OWNER_FREE_USE');
  });

  it('does not ask it of a minor who lets the property for rent', () => {
    const rented = checkAge(
      deriveModel(
        buildTestRequest({
          szekhelyIngatlan: {
            helyrajziSzam: '123/4',
            jogcim: 'BERLET',
            tulajdonosok: [
              { nev: 'Kovács Lili', szuletesiIdo: '2016-03-03', lakohely: '1051 Budapest, Példa utca 1.' },
            ],
          },
        }),
      ),
    ).map((warning) => warning.code);
    expect(rented).toContain('MINOR_UNDER_14_WITHOUT_REPRESENTATIVE');
    expect(rented).not.toContain('MINOR_OWNER_FREE_USE');
  });

  it('is silent for a minor member who owns it: his representatives sign the declaration too', () => {
    const parents = [{ nev: 'Kis Péter', minoseg: 'SZULO' }];
    const tagok = [
      testMember('Nagy Anna'),
      testMember('Kis Bence', { szuletesiIdo: '2015-04-10', torvenyesKepviselok: parents, szemely: { id: 9 } }),
    ];
    const codes = seatOwnedBy({ nev: 'Kis Bence', szemely: { id: 9 } }, tagok).map((w) => w.code);
    expect(codes).toEqual(['MINOR_OWNER_FREE_USE', 'MINOR_REPRESENTED']);
  });
});
