import { describe, expect, it } from 'vitest';
import { readAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { parseWith } from '../schema/parse-request.ts';
import {
  amendmentDataSchema,
  enteredRegistrationSchema,
  parseAmendmentRequest,
  registeredSchema,
  registrationSchema,
} from './amendment-schema.ts';

describe('parseAmendmentRequest', () => {
  it('accepts a case as the fixtures give it', () => {
    expect(parseAmendmentRequest(readAmendmentCase('ugyvezeto-csere')).ok).toBe(true);
  });

  it.each(['korabbi', 'uj'])('refuses a %s state without members with a Hungarian message on its path', (state) => {
    const request = readAmendmentCase('ugyvezeto-csere');
    const result = parseAmendmentRequest({ ...request, [state]: { ...(request[state] as object), tagok: [] } });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual({ path: `${state}.tagok`, message: 'Legalább egy tag megadása kötelező.' });
  });

  it('refuses more members than any list takes', () => {
    const request = readAmendmentCase('ugyvezeto-csere');
    const uj = request['uj'] as { tagok: unknown[] };
    const result = parseAmendmentRequest({ ...request, uj: { ...uj, tagok: Array(51).fill(uj.tagok[0]) } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.message)).toContain('Legfeljebb 50 tétel adható meg.');
  });

  it('takes the first resolution number as a whole number, 1 when not given, and refuses anything else in Hungarian', () => {
    const request = readAmendmentCase('ugyvezeto-csere');
    const numberOf = (hatarozatSorszam: unknown) => {
      const result = parseAmendmentRequest({ ...request, hatarozatSorszam });
      return result.ok ? result.value.hatarozatSorszam : result.issues;
    };
    expect([numberOf(3), numberOf('3'), numberOf(' 12 '), numberOf(''), numberOf(null)]).toEqual([3, 3, 12, 1, 1]);
    const message = 'A határozat sorszáma pozitív egész szám (például 3).';
    for (const wrong of ['2.5', 2.5, '1e2', '0x3', 'harmadik'])
      expect(numberOf(wrong)).toEqual([{ path: 'hatarozatSorszam', message }]);
    expect(numberOf(0)).toEqual([{ path: 'hatarozatSorszam', message: 'A sorszám legalább 1.' }]);
  });

  it("takes a capital-increase contribution's paid flag (befizetve) as given, absent or null as not given", () => {
    const request = readAmendmentCase('tokeemeles-meglevo-tag');
    const increase = request['tokeemeles'] as { hozzajarulasok: Record<string, unknown>[] };
    const withFlag = (befizetve: unknown) => ({
      ...request,
      tokeemeles: {
        ...increase,
        hozzajarulasok: increase.hozzajarulasok.map((row, index) => (index === 0 ? { ...row, befizetve } : row)),
      },
    });
    const flags = (value: unknown) => {
      const result = parseAmendmentRequest(withFlag(value));
      return result.ok ? result.value.tokeemeles!.hozzajarulasok.map((row) => row.befizetve) : result.issues;
    };
    expect(flags(true)).toEqual([true, undefined]);
    expect(flags(false)).toEqual([false, undefined]);
    expect(flags(null)).toEqual([undefined, undefined]);
    expect(parseAmendmentRequest(withFlag('igen')).ok).toBe(false);
  });
});

describe('the day a resignation was communicated (lemondasKozlese; Ptk. 3:25. § (3), decision 045)', () => {
  const ending = (end: Record<string, unknown>) => {
    const request = readAmendmentCase('ugyvezeto-csere');
    const change = request['ugyvezetoValtozas'] as { megszunok: Record<string, unknown>[] };
    return parseAmendmentRequest({
      ...request,
      ugyvezetoValtozas: { ...change, megszunok: change.megszunok.map((row) => ({ ...row, ...end })) },
    });
  };
  const issues = (end: Record<string, unknown>) => {
    const result = ending(end);
    return result.ok ? [] : result.issues;
  };

  it('is taken on a resignation, on or before the day the mandate ends', () => {
    const result = ending({ ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: '2026-11-05' });
    expect(result.ok && result.value.ugyvezetoValtozas!.megszunok[0]!.lemondasKozlese).toBe('2026-11-05');
    expect(ending({ ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: '2026-12-01' }).ok).toBe(true);
    expect(ending({ ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: null }).ok).toBe(true);
  });

  it('is refused on a recall or an expiry, naming the field and the statute', () => {
    for (const ok of ['VISSZAHIVAS', 'LEJARAT'])
      expect(issues({ ok, lemondasKozlese: '2026-11-05' })).toEqual([
        {
          path: 'ugyvezetoValtozas.megszunok.0.lemondasKozlese',
          message:
            'A lemondás közlésének napja csak lemondásnál adható meg (Ptk. 3:25. § (3)); visszahívásnál vagy a megbízatás lejártánál törölje.',
        },
      ]);
  });

  it('is refused after the day the mandate ends: a resignation takes effect at the earliest when communicated', () => {
    const [issue] = issues({ ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: '2026-12-02' });
    expect(issue?.path).toBe('ugyvezetoValtozas.megszunok.0.lemondasKozlese');
    expect(issue?.message).toContain('nem lehet későbbi a megbízatás megszűnésének napjánál');
    expect(issue?.message).toContain('(Ptk. 3:25. § (3), 6:5. §)');
  });
});

describe('a legal-entity buyer’s joint co-representatives (decision 041)', () => {
  const withBuyer = (vevo: Record<string, unknown>) => {
    const request = readAmendmentCase('atruhazas-kivulallora');
    const transfers = request['uzletreszAtruhazasok'] as Record<string, unknown>[];
    return parseAmendmentRequest({
      ...request,
      uzletreszAtruhazasok: transfers.map((transfer, index) =>
        index === 0 ? { ...transfer, vevo: { ...(transfer['vevo'] as object), ...vevo } } : transfer,
      ),
    });
  };

  it('are taken for a legal entity with a representative', () => {
    const result = withBuyer({
      jogiSzemely: true,
      cegjegyzekszam: '01-09-123456',
      kepviselo: 'Mészáros Nóra ügyvezető',
      egyuttesKepviselok: ['Kiss Tamás ügyvezető'],
    });
    expect(result.ok && result.value.uzletreszAtruhazasok[0]!.vevo.egyuttesKepviselok).toEqual([
      'Kiss Tamás ügyvezető',
    ]);
  });

  it('are refused for a natural-person buyer, in Hungarian', () => {
    const result = withBuyer({ jogiSzemely: false, egyuttesKepviselok: ['Kiss Tamás ügyvezető'] });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual({
        path: 'uzletreszAtruhazasok.0.vevo.egyuttesKepviselok',
        message:
          'Együttes képviselő csak jogi személynél adható meg: a természetes személy maga jár el, kiskorú nevében törvényes képviselője (törvényes képviselők mező).',
      });
  });
});

describe('unknown keys of an amendment', () => {
  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The case with a transfer and a capital increase, a misspelt key put in by `misspell`. */
  const issuesOf = (misspell: (request: Json) => void) => {
    const request = structuredClone(readAmendmentCase('atruhazas-tokeemeles-cegjegyzes')) as Json;
    misspell(request);
    const result = parseAmendmentRequest(request);
    return result.ok ? [] : result.issues;
  };

  it('the case itself is accepted', () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it.each([
    [
      'at the top',
      (request: Json) => (request['hatalynapja'] = '2026-12-01'),
      'hatalynapja',
      'Ismeretlen mező: hatalynapja — erre gondolt: hatalyNapja?',
    ],
    [
      'in the decision (dontes)',
      (request: Json) => (request['dontes']['egyhanu'] = true),
      'dontes.egyhanu',
      'Ismeretlen mező: egyhanu — erre gondolt: egyhangu?',
    ],
    [
      "in a transfer's buyer",
      (request: Json) => (request['uzletreszAtruhazasok'][0]['vevo']['anyjaNev'] = 'Szabó Mária'),
      'uzletreszAtruhazasok.0.vevo.anyjaNev',
      'Ismeretlen mező: anyjaNev — erre gondolt: anyjaNeve?',
    ],
    [
      "in a capital increase's contribution",
      (request: Json) => (request['tokeemeles']['hozzajarulasok'][0]['befizetett'] = true),
      'tokeemeles.hozzajarulasok.0.befizetett',
      'Ismeretlen mező: befizetett — erre gondolt: befizetve?',
    ],
    [
      "in a vote's member reference",
      (request: Json) => (request['dontes']['jelenlevok'][0]['tag']['nevv'] = 'Kiss Anna'),
      'dontes.jelenlevok.0.tag.nevv',
      'Ismeretlen mező: nevv — erre gondolt: nev?',
    ],
    [
      'in the registered identifiers (bejegyzes)',
      (request: Json) => (request['bejegyzes']['adoSzam'] = '12345678-2-41'),
      'bejegyzes.adoSzam',
      'Ismeretlen mező: adoSzam — erre gondolt: adoszam?',
    ],
    [
      'with no known key near it',
      (request: Json) => (request['tokeemeles']['megjegyzes'] = 'x'),
      'tokeemeles.megjegyzes',
      'Ismeretlen mező: megjegyzes — törölje, vagy javítsa a nevét.',
    ],
  ])('is refused %s, with a Hungarian message on its path', (_where, misspell, path, message) => {
    expect(issuesOf(misspell)).toEqual([{ path, message }]);
  });

  it('refuses the registered base in the amendment data alone (amendment.json, the API’s modositas)', () => {
    const { bejegyzes, korabbi, uj, okirat: _tree, ...data } = readAmendmentCase('ugyvezeto-csere');
    expect(parseWith(amendmentDataSchema, data).ok).toBe(true);
    const result = parseWith(amendmentDataSchema, { ...data, korabbi, uj, bejegyzes });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual(['korabbi', 'uj', 'bejegyzes']);
  });

  it("refuses an unknown key of the registered version, but not inside the articles' tree (the engine's own output)", () => {
    const { bejegyzes, korabbi } = readAmendmentCase('ugyvezeto-csere');
    const tree = { title: 'Társasági szerződés', blocks: [{ type: 'paragraph', text: 'x', later: { any: 1 } }] };
    const registered = { bejegyzes, tarsasag: korabbi, okirat: tree };
    expect(parseWith(registeredSchema, registered).ok).toBe(true);
    const result = parseWith(registeredSchema, { ...registered, okiratt: tree });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'okiratt', message: 'Ismeretlen mező: okiratt — erre gondolt: okirat?' },
    ]);
  });
});

describe('the registered identifiers as a lawyer enters them (read-through 9)', () => {
  const entered = {
    cegjegyzekszam: '09-09-031234',
    bejegyzesDatuma: '2020-02-10',
    adoszam: '27654321-2-09',
    letesitoOkiratKelte: '2020-01-15',
  };
  const issues = (registration: object, today = '2026-11-27') => {
    const result = parseWith(enteredRegistrationSchema(today), registration);
    return result.ok ? [] : result.issues;
  };

  it('refuses a registration day after today on its path, and takes today itself', () => {
    expect(issues({ ...entered, bejegyzesDatuma: '2026-11-28' })).toEqual([
      {
        path: 'bejegyzesDatuma',
        message: expect.stringMatching(
          /^A bejegyzés napja nem lehet későbbi a mai napnál: .*a bejegyző végzés kézhezvétele után rögzítse\.$/,
        ),
      },
    ]);
    expect(issues({ ...entered, bejegyzesDatuma: '2026-11-27' })).toEqual([]);
    expect(issues({ ...entered, bejegyzesDatuma: '2026-11-28' }, '2026-11-28')).toEqual([]);
    expect(issues({ ...entered, utolsoModositasKelte: '2026-11-28' })).toEqual([
      {
        path: 'utolsoModositasKelte',
        message: expect.stringMatching(/^Az utolsó módosítás kelte nem lehet későbbi a mai napnál: /),
      },
    ]);
    expect(issues({ ...entered, utolsoModositasKelte: '2026-11-27' })).toEqual([]);
  });

  it('reads a stored registration with a later day than today: the rule is the entry’s, not the reading’s', () => {
    expect(parseWith(registrationSchema, { ...entered, bejegyzesDatuma: '2099-01-01' }).ok).toBe(true);
  });

  it.each(['00', '21', '99'])('refuses the court code %s, which no company court has', (code) => {
    const found = issues({ ...entered, cegjegyzekszam: `Cg. ${code}-09-031234` });
    expect(found).toEqual([
      { path: 'cegjegyzekszam', message: expect.stringContaining(`a ${code} kódú cégbíróság nincs`) },
    ]);
    expect(found[0]!.message).toContain(
      '01 (Fővárosi Törvényszék Cégbírósága) és 20 (Zalaegerszegi Törvényszék Cégbírósága)',
    );
    // a stored one stays readable; the amendment's check refuses it
    expect(parseWith(registrationSchema, { ...entered, cegjegyzekszam: `${code}-09-031234` }).ok).toBe(true);
  });

  it.each(['01', '09', '12', '13', '20'])('takes the court code %s', (code) => {
    expect(issues({ ...entered, cegjegyzekszam: `${code}-09-031234` })).toEqual([]);
  });
});
