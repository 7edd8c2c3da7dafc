import { companySchema, parseRequest, parseWith, planDocuments } from '@cegdok/engine';
import { getBrowserEngine } from '../../../lib/browser-engine.ts';
import { describe, expect, it } from 'vitest';
import type { SavedCompany } from '../../../api/companies.ts';
import { emptyCompanyForm, managerFromPerson, toCompanyForm, toCompanyInput } from './company-form-values.ts';
import { emptyLegalRepresentative } from './legal-representative-values.ts';
import { directorFromPerson, memberFromPerson, newLegalEntityMember } from './member-rules.ts';
import {
  LEGAL_ENTITY_NAME_REQUIRED,
  LEGAL_ENTITY_SEAT_REQUIRED,
  validateCompanyForm,
} from './validate-company-form.ts';
import { warningsForTab } from './warnings-for-tab.ts';
import { findConsistencyWarnings } from './find-company-warnings.ts';
import { newLegalEntityOwner, type OwnerFormValues, type PropertyFormValues } from './property-form-values.ts';

describe('company form values', () => {
  it('sends signing groups as a semicolon-joined string and reads them back as a list', () => {
    const values = emptyCompanyForm();
    values.nev = 'Alfa Kft.';
    values.szekhely = '1011 Budapest, Fő utca 1.';
    values.tagok = [
      {
        ...memberFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: 'Budapest' }),
        penzbetet: '3 000 000',
        hasOsztalekArany: true,
        osztalekArany: '60,5',
      },
    ];
    values.ugyvezetok = [
      {
        ...directorFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: 'Budapest' }),
        cegjegyzesiJogTipus: 'EGYUTTES',
        cegjegyzesEgyuttesenCsoport: ['A', 'B'],
      },
      directorFromPerson({ id: 2, nev: 'Nagy Béla', lakohely: 'Budapest' }),
    ];
    const input = toCompanyInput(values);
    expect(input.ugyvezetok).toMatchObject([
      { cegjegyzesEgyuttesenCsoport: 'A;B' },
      { cegjegyzesEgyuttesenCsoport: '' },
    ]);

    const parsed = parseWith(companySchema, input);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.value.tagok[0]).toMatchObject({ penzbetet: 3_000_000, osztalekArany: 60.5 });
    const back = toCompanyForm({ ...parsed.value, id: 5 } as SavedCompany);
    expect(back.ugyvezetok[0]?.cegjegyzesEgyuttesenCsoport).toEqual(['A', 'B']);
    expect(back.tagok[0]).toMatchObject({ penzbetet: '3 000 000', hasOsztalekArany: true, osztalekArany: '60,5' });
  });

  it('sends a company manager picked from the persons, or typed in, as the manager’s schema takes him', () => {
    const values = emptyCompanyForm();
    values.nev = 'Alfa Kft.';
    values.szekhely = '1011 Budapest, Fő utca 1.';
    for (const manager of [
      managerFromPerson({ id: 2, nev: 'Nagy Béla', lakohely: 'Budapest' }),
      { ...managerFromPerson(null), nev: 'Szabó Éva', lakohely: 'Szeged' },
    ]) {
      values.cegvezeto = manager;
      // an owner's fields (a share, a legal entity's number) would be unknown keys to the manager's schema
      expect(validateCompanyForm(values)).toEqual({});
      const parsed = parseWith(companySchema, toCompanyInput(values));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      expect(parsed.value.cegvezeto).toMatchObject({ nev: manager.nev, cegjegyzesiJogTipus: 'ONALLO' });
    }
  });

  it('shows a mistyped tax id at the member’s field, and takes a correct one (decision 080)', () => {
    const values = emptyCompanyForm();
    values.nev = 'Alfa Kft.';
    values.szekhely = '1011 Budapest, Fő utca 1.';
    const person = { id: 1, nev: 'Kiss Anna', lakohely: 'Budapest', szuletesiIdo: '1967-02-13' };
    values.tagok = [memberFromPerson({ ...person, adoazonositoJel: '8365670004' })];
    expect(validateCompanyForm(values)).toEqual({
      'tagok.0.adoazonositoJel': expect.stringContaining('ellenőrző számjegye nem egyezik'),
    });
    values.tagok = [memberFromPerson({ ...person, adoazonositoJel: '8365670003' })];
    expect(validateCompanyForm(values)).toEqual({});
  });

  it('keeps a member’s paid törzsbetét through the form and sends nothing for an unpaid one', () => {
    const values = emptyCompanyForm();
    values.nev = 'Alfa Kft.';
    values.szekhely = '1011 Budapest, Fő utca 1.';
    values.tagok = [
      { ...memberFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: 'Budapest' }), torzsbetetBefizetve: true },
      memberFromPerson({ id: 2, nev: 'Nagy Béla', lakohely: 'Budapest' }),
    ];
    const input = toCompanyInput(values);
    const parsed = parseWith(companySchema, input);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.value.tagok.map((member) => member.torzsbetetBefizetve)).toEqual([true, undefined]);
    const back = toCompanyForm({ ...parsed.value, id: 5 } as SavedCompany);
    expect(back.tagok.map((member) => member.torzsbetetBefizetve)).toEqual([true, false]);
  });

  it('keeps the founder standing an amendment saved with a member, which the form does not edit', () => {
    const values = emptyCompanyForm();
    values.nev = 'Alfa Kft.';
    values.szekhely = '1011 Budapest, Fő utca 1.';
    values.tagok = [
      { ...memberFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: 'Budapest' }), alapito: false },
      memberFromPerson({ id: 2, nev: 'Nagy Béla', lakohely: 'Budapest' }),
    ];
    const parsed = parseWith(companySchema, toCompanyInput(values));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.value.tagok.map((member) => member.alapito)).toEqual([false, undefined]);
    const back = toCompanyForm({ ...parsed.value, id: 5 } as SavedCompany);
    expect(back.tagok.map((member) => member.alapito)).toEqual([false, null]);
  });

  describe('a legal-entity member added in the form', () => {
    const withHolding = (member: Partial<ReturnType<typeof newLegalEntityMember>>) => {
      const values = emptyCompanyForm();
      values.nev = 'Alfa Kft.';
      values.szekhely = '1011 Budapest, Fő utca 1.';
      values.tagok = [
        memberFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }),
        {
          ...newLegalEntityMember(),
          nev: 'Béta Holding Zrt.',
          lakohely: '1052 Budapest, Váci utca 2.',
          penzbetet: '2 000 000',
          ...member,
        },
      ];
      return values;
    };

    it('is sent as a legal entity with its registration number and representatives, and read back as typed', () => {
      const values = withHolding({
        cegjegyzekszam: '01-10-123456',
        kepviselo: 'Kiss Tamás vezérigazgató',
        egyuttesKepviselok: ['Nagy Éva igazgatósági tag'],
      });
      const input = toCompanyInput(values);
      const tagok = input.tagok as Record<string, unknown>[];
      expect(tagok[1]).toMatchObject({
        szemely: undefined,
        jogiSzemely: true,
        nev: 'Béta Holding Zrt.',
        lakohely: '1052 Budapest, Váci utca 2.',
        cegjegyzekszam: '01-10-123456',
        kepviselo: 'Kiss Tamás vezérigazgató',
        egyuttesKepviselok: ['Nagy Éva igazgatósági tag'],
      });
      expect(tagok[0]).toMatchObject({ jogiSzemely: false, cegjegyzekszam: undefined, kepviselo: undefined });
      const parsed = parseWith(companySchema, input);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      const back = toCompanyForm({ ...parsed.value, id: 5 } as SavedCompany);
      expect(back.tagok[1]).toMatchObject({
        jogiSzemely: true,
        cegjegyzekszam: '01-10-123456',
        kepviselo: 'Kiss Tamás vezérigazgató',
        egyuttesKepviselok: ['Nagy Éva igazgatósági tag'],
        penzbetet: '2 000 000',
      });
      expect(back.tagok[1]?.kept).toEqual({});
      expect(validateCompanyForm(values)).toEqual({});
    });

    it('never sends a natural person’s data for it, nor an empty list of co-representatives', () => {
      const input = toCompanyInput(
        withHolding({
          anyjaNeve: 'Nagy Éva',
          szuletesiIdo: '2010-01-01',
          nemErtiMagyarul: true,
          torvenyesKepviselok: [{ ...emptyLegalRepresentative(), nev: 'Kiss Péter', minoseg: 'SZULO' }],
        }),
      );
      const member = (input.tagok as Record<string, unknown>[])[1]!;
      for (const key of ['anyjaNeve', 'szuletesiIdo', 'torvenyesKepviselok', 'egyuttesKepviselok'])
        expect(member[key], key).toBeUndefined();
      // Whether its representative understands Hungarian is the entity's (decisions 031, 041).
      expect(member.nemErtiMagyarul).toBe(true);
    });

    it('is refused co-representatives without its representative, in the engine’s words at the representative', () => {
      const errors = validateCompanyForm(withHolding({ egyuttesKepviselok: ['Nagy Éva igazgatósági tag'] }));
      expect(errors['tagok.1.kepviselo']).toBe(
        'Az együttes képviselők mellett a jogi személy képviselőjét is meg kell adni (képviselő mező): az együttes képviselők vele együtt írnak alá.',
      );
    });

    it('names its empty name and seat as its cégnév and székhely', () => {
      const errors = validateCompanyForm(withHolding({ nev: ' ', lakohely: '' }));
      expect(errors['tagok.1.nev']).toBe(LEGAL_ENTITY_NAME_REQUIRED);
      expect(errors['tagok.1.lakohely']).toBe(LEGAL_ENTITY_SEAT_REQUIRED);
    });
  });

  describe('a legal-entity owner of the seat or of a premises', () => {
    const withOwner = (owner: Partial<OwnerFormValues>, jogcim: PropertyFormValues['jogcim'] = 'BERLET') => {
      const values = emptyCompanyForm();
      values.nev = 'Alfa Kft.';
      values.szekhely = '1011 Budapest, Fő utca 1.';
      values.telephelyek = ['6720 Szeged, Kárász utca 2.'];
      const entity = { ...newLegalEntityOwner(), ...owner };
      values.szekhelyIngatlan = { helyrajziSzam: '', jogcim, tulajdonosok: [entity] };
      values.ingatlanok = [{ cim: '6720 Szeged, Kárász utca 2.', helyrajziSzam: '', jogcim, tulajdonosok: [entity] }];
      return values;
    };

    it('names its empty name and seat as its cégnév and székhely, on every property', () => {
      const errors = validateCompanyForm(withOwner({ nev: ' ', lakohely: '' }));
      expect(errors['szekhelyIngatlan.tulajdonosok.0.nev']).toBe(LEGAL_ENTITY_NAME_REQUIRED);
      expect(errors['szekhelyIngatlan.tulajdonosok.0.lakohely']).toBe(LEGAL_ENTITY_SEAT_REQUIRED);
      expect(errors['ingatlanok.0.tulajdonosok.0.nev']).toBe(LEGAL_ENTITY_NAME_REQUIRED);
      expect(errors['ingatlanok.0.tulajdonosok.0.lakohely']).toBe(LEGAL_ENTITY_SEAT_REQUIRED);
      // A property the company owns sends no owner: nothing to fill in.
      expect(validateCompanyForm(withOwner({ nev: '' }, 'TULAJDON'))).toEqual({});
    });

    it('is refused co-representatives without its representative, in the engine’s words at the representative', () => {
      const errors = validateCompanyForm(
        withOwner({
          nev: 'Gamma Kft.',
          lakohely: '1011 Budapest, Fő utca 1.',
          egyuttesKepviselok: ['Varga Ilona ügyvezető'],
        }),
      );
      expect(errors['szekhelyIngatlan.tulajdonosok.0.kepviselo']).toBe(
        'Az együttes képviselők mellett a jogi személy képviselőjét is meg kell adni (képviselő mező): az együttes képviselők vele együtt írnak alá.',
      );
    });

    it('is named in the use declaration with its seat, registration number and joint representatives, who sign', () => {
      const values = withOwner({
        nev: 'Gamma Ingatlan Kft.',
        lakohely: '1052 Budapest, Váci utca 9.',
        cegjegyzekszam: '01-09-654321',
        kepviselo: 'Tóth Béla ügyvezető',
        egyuttesKepviselok: ['Varga Ilona ügyvezető'],
        tulajdoniHanyad: '1/1',
      });
      values.tagok = [
        { ...memberFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: 'Budapest' }), penzbetet: '3 000 000' },
      ];
      values.ugyvezetok = [directorFromPerson({ id: 1, nev: 'Kiss Anna', lakohely: 'Budapest' })];
      const request = parseRequest({
        ugyvediIroda: {
          nev: 'Szabó Ügyvédi Iroda',
          szekhely: '4025 Debrecen, Piac utca 31.',
          ugyvedNeve: 'dr. Szabó Gergely',
        },
        keltezesHelye: 'Budapest',
        keltezesIdeje: '2026-11-27',
        tarsasag: toCompanyInput(values),
      });
      if (!request.ok) throw new Error(JSON.stringify(request.issues));
      const [declaration] = planDocuments(request.value, ['szekhely']);
      const text = getBrowserEngine()
        .renderHtml(request.value, declaration!)
        .replace(/&nbsp;|\u00a0/g, ' ')
        .replace(/<[^>]*>/g, '');
      expect(text).toContain(
        'Gamma Ingatlan Kft. (székhely: 1052 Budapest, Váci utca 9.; cégjegyzékszám: Cg. 01-09-654321; képviseli: Tóth Béla ügyvezető és Varga Ilona ügyvezető együttesen; tulajdoni hányad: 1/1)',
      );
      expect(text).toContain('képviseletében együttesen: Tóth Béla ügyvezető');
      expect(text).toContain('képviseletében együttesen: Varga Ilona ügyvezető');
      expect(text).not.toContain('anyja születési neve');
    });

    it('without its registration number and representative is a warning of the Ingatlanok tab', () => {
      const values = withOwner({ nev: 'Gamma Kft.', lakohely: '1011 Budapest, Fő utca 1.' });
      const messages = warningsForTab(findConsistencyWarnings(values, '2026-11-27'), 'ingatlanok').map(
        (warning) => warning.message,
      );
      expect(messages).toContainEqual(
        expect.stringMatching(/Gamma Kft\. \(a székhely tulajdonosa\) hiányzó adatai: .*cégjegyzékszám.*képviselő/),
      );
    });
  });

  describe('a company saved through the API or the CLI, opened in the editor and saved', () => {
    const abroad = '1010 Wien, Stephansplatz 4., Ausztria';
    const saved = (): SavedCompany => {
      const parsed = parseWith(companySchema, {
        nev: 'Alfa Kft.',
        szekhely: '1011 Budapest, Fő utca 1.',
        tagok: [
          {
            jogiSzemely: true,
            nev: 'Béta Holding Zrt.',
            lakohely: '1052 Budapest, Váci utca 2.',
            cegjegyzekszam: '01-10-123456',
            kepviselo: 'Kiss Tamás vezérigazgató',
            egyuttesKepviselok: ['Nagy Éva igazgatósági tag'],
            penzbetet: 2_000_000,
            torzsbetetBefizetve: false,
          },
          {
            nev: 'Gruber Anna',
            lakohely: abroad,
            kezbesitesiMegbizott: 'dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.',
            penzbetet: 1_000_000,
            torzsbetetBefizetve: true,
          },
        ],
        ugyvezetok: [
          {
            nev: 'Gruber Anna',
            lakohely: abroad,
            kezbesitesiMegbizott: 'dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.',
          },
        ],
        szekhelyIngatlan: {
          jogcim: 'HASZONKOLCSON',
          tulajdonosok: [
            {
              jogiSzemely: true,
              nev: 'Gamma Ingatlan Kft.',
              lakohely: '1011 Budapest, Fő utca 1.',
              cegjegyzekszam: '01-09-654321',
              kepviselo: 'Tóth Béla ügyvezető',
              egyuttesKepviselok: ['Varga Ilona ügyvezető'],
            },
          ],
        },
      });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      return { ...parsed.value, id: 5 };
    };
    const resaved = (values: ReturnType<typeof toCompanyForm>) => {
      const parsed = parseWith(companySchema, toCompanyInput(values));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      return parsed.value;
    };

    it('keeps a legal-entity member and owner with their joint co-representatives, the seat changed', () => {
      const values = toCompanyForm(saved());
      values.szekhely = '1052 Budapest, Váci utca 9.';
      const company = resaved(values);
      expect(company.szekhely).toBe('1052 Budapest, Váci utca 9.');
      expect(company.tagok[0]).toMatchObject({
        jogiSzemely: true,
        nev: 'Béta Holding Zrt.',
        cegjegyzekszam: '01-10-123456',
        kepviselo: 'Kiss Tamás vezérigazgató',
        egyuttesKepviselok: ['Nagy Éva igazgatósági tag'],
      });
      expect(company.tagok[0]).toEqual(saved().tagok[0]);
      expect(company.szekhelyIngatlan.tulajdonosok[0]).toEqual(saved().szekhelyIngatlan.tulajdonosok[0]);
    });

    it('takes the form’s value of a field it edits over the saved one', () => {
      const values = toCompanyForm(saved());
      values.tagok[0]!.nev = 'Béta Holding Nyrt.';
      values.tagok[0]!.penzbetet = '2 500 000';
      values.szekhelyIngatlan.tulajdonosok[0]!.nev = 'Gamma Ingatlanhasznosító Kft.';
      values.tagok[1]!.torzsbetetBefizetve = false;
      values.tagok[0]!.torzsbetetBefizetve = true;
      const company = resaved(values);
      expect(company.tagok[0]).toMatchObject({ nev: 'Béta Holding Nyrt.', penzbetet: 2_500_000, jogiSzemely: true });
      expect(company.szekhelyIngatlan.tulajdonosok[0]).toMatchObject({
        nev: 'Gamma Ingatlanhasznosító Kft.',
        kepviselo: 'Tóth Béla ügyvezető',
      });
      expect(company.tagok.map((member) => member.torzsbetetBefizetve)).toEqual([true, undefined]);
    });

    it('sends back a saved unpaid törzsbetét as unpaid, not as unknown', () => {
      expect(resaved(toCompanyForm(saved())).tagok.map((member) => member.torzsbetetBefizetve)).toEqual([false, true]);
    });

    it('keeps the service agent of a member and a director living abroad, and clears it when the form does', () => {
      const values = toCompanyForm(saved());
      expect(values.tagok[1]?.kezbesitesiMegbizott).toBe('dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.');
      const kept = resaved(values);
      expect(kept.tagok[1]?.kezbesitesiMegbizott).toBe('dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.');
      expect(kept.ugyvezetok[0]?.kezbesitesiMegbizott).toBe(
        'dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.',
      );
      values.ugyvezetok[0]!.kezbesitesiMegbizott = ' ';
      expect(resaved(values).ugyvezetok[0]?.kezbesitesiMegbizott).toBeUndefined();
    });

    it('keeps the service agent of a company manager living abroad, and clears it when the form does', () => {
      const agent = 'dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.';
      const parsed = parseWith(companySchema, {
        ...saved(),
        cegvezeto: { nev: 'Gruber Anna', lakohely: abroad, kezbesitesiMegbizott: agent },
      });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      const values = toCompanyForm({ ...parsed.value, id: 5 });
      expect(values.cegvezeto?.kezbesitesiMegbizott).toBe(agent);
      expect(resaved(values).cegvezeto?.kezbesitesiMegbizott).toBe(agent);
      values.cegvezeto!.kezbesitesiMegbizott = ' ';
      expect(resaved(values).cegvezeto?.kezbesitesiMegbizott).toBeUndefined();
    });

    it('sends no empty link to a saved person for an entry typed in', () => {
      const input = toCompanyInput(toCompanyForm(saved())) as { tagok: object[]; ugyvezetok: object[] };
      expect(input.tagok[0]).toHaveProperty('szemely', undefined);
      expect(input.ugyvezetok[0]).toHaveProperty('szemely', undefined);
    });
  });

  it('drops the value of a switched-off optional property', () => {
    const values = {
      ...emptyCompanyForm(),
      nev: 'Alfa Kft.',
      szekhely: 'Budapest',
      mellekszolgaltatasok: 'régi szöveg',
    };
    expect(toCompanyInput(values).mellekszolgaltatasok).toBeUndefined();
    values.optional.mellekszolgaltatasok = true;
    expect(toCompanyInput(values).mellekszolgaltatasok).toBe('régi szöveg');
  });
});

describe('company form validation', () => {
  it('uses the engine schema messages for name and seat', () => {
    const errors = validateCompanyForm(emptyCompanyForm());
    expect(errors.nev).toBe('A társaság neve kötelező.');
    expect(errors.szekhely).toBe('A székhely megadása kötelező.');
  });

  it('requires the value of a switched-on optional property', () => {
    const values = { ...emptyCompanyForm(), nev: 'Alfa Kft.', szekhely: '1051 Budapest, Példa utca 1.' };
    values.optional = { ...values.optional, potbefizetesFeltetelei: true, merlegForduloNap: true };
    const errors = validateCompanyForm(values);
    expect(errors.potbefizetesFeltetelei).toBe('A szöveg megadása kötelező.');
    expect(errors.merlegForduloNap).toBe('A dátum megadása kötelező.');
    expect(validateCompanyForm({ ...values, potbefizetesFeltetelei: 'x', merlegForduloNap: '2026-06-30' })).toEqual({});
  });

  it('needs at least one meeting a year', () => {
    const values = { ...emptyCompanyForm(), nev: 'Alfa Kft.', szekhely: '1051 Budapest, Példa utca 1.' };
    values.taggyulesSzabalyzasok = { ...values.taggyulesSzabalyzasok, eventeHanyszorTagGyules: 0 };
    expect(validateCompanyForm(values)['taggyulesSzabalyzasok.eventeHanyszorTagGyules']).toBe(
      'Évente legalább egy taggyűlést kell tartani.',
    );
  });
});

describe('warnings by tab', () => {
  const warnings = [
    { code: 'A', severity: 'error' as const, message: 'tőke', path: 'tarsasag.tagok' },
    {
      code: 'B',
      severity: 'warning' as const,
      message: 'csoport',
      path: 'tarsasag.ugyvezetok.0.cegjegyzesEgyuttesenCsoport',
    },
    { code: 'C', severity: 'warning' as const, message: 'általános' },
  ];
  it('puts each warning on the tab of its field, general ones on every tab', () => {
    expect(warningsForTab(warnings, 'tagok').map((warning) => warning.code)).toEqual(['A', 'C']);
    expect(warningsForTab(warnings, 'ugyvezetok').map((warning) => warning.code)).toEqual(['B', 'C']);
    expect(warningsForTab(warnings, 'alap').map((warning) => warning.code)).toEqual(['C']);
  });
});

/** A saved company with nothing but these members' meeting rules. */
const savedWithMeetingRules = (rules: object) =>
  ({
    id: 1,
    nev: 'Alfa Kft.',
    szekhely: '1011 Budapest, Fő utca 1.',
    tagok: [],
    ugyvezetok: [],
    taggyulesSzabalyzasok: rules,
  }) as unknown as SavedCompany;

describe('electronic notice (Ptk. 3:91. § (2); decision 083)', () => {
  it('loads and sends it while on, and sends nothing while off (the schema’s false)', () => {
    expect(
      toCompanyForm(savedWithMeetingRules({ elektronikusKozles: true })).taggyulesSzabalyzasok.elektronikusKozles,
    ).toBe(true);
    expect(
      toCompanyInput(toCompanyForm(savedWithMeetingRules({ elektronikusKozles: true }))).taggyulesSzabalyzasok,
    ).toMatchObject({
      elektronikusKozles: true,
    });
    expect(toCompanyForm(savedWithMeetingRules({})).taggyulesSzabalyzasok.elektronikusKozles).toBe(false);
    expect(toCompanyInput(toCompanyForm(savedWithMeetingRules({}))).taggyulesSzabalyzasok).not.toHaveProperty(
      'elektronikusKozles',
    );
    expect(toCompanyInput(emptyCompanyForm()).taggyulesSzabalyzasok).not.toHaveProperty('elektronikusKozles');
  });
});

describe('the notice period (Ptk. 3:190. § (1); decision 082)', () => {
  it('keeps a period set, sends none while the field is empty, and the engine refuses one under three days', () => {
    expect(
      toCompanyInput(toCompanyForm(savedWithMeetingRules({ meghivasiHatarido: 45 }))).taggyulesSzabalyzasok,
    ).toMatchObject({
      meghivasiHatarido: 45,
    });
    expect(toCompanyInput(toCompanyForm(savedWithMeetingRules({}))).taggyulesSzabalyzasok).not.toHaveProperty(
      'meghivasiHatarido',
    );
    expect(toCompanyInput(emptyCompanyForm()).taggyulesSzabalyzasok).not.toHaveProperty('meghivasiHatarido');
    const form = emptyCompanyForm();
    const short = { ...form, taggyulesSzabalyzasok: { ...form.taggyulesSzabalyzasok, meghivasiHatarido: 2 } };
    const parsed = parseWith(companySchema, toCompanyInput(short));
    expect(parsed.ok ? [] : parsed.issues).toContainEqual(
      expect.objectContaining({
        path: 'taggyulesSzabalyzasok.meghivasiHatarido',
        message: expect.stringContaining('(Ptk. 3:190. § (1))'),
      }),
    );
  });
});
