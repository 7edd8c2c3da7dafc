import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { companySchema } from './company.ts';
import { parseLenient, parseRequest, parseWith, type InputIssue } from './parse-request.ts';
import { personSchema } from './person.ts';
import { FORBIDDEN_CHARACTER_MESSAGE, LIST_LIMITS, TEXT_LIMITS } from './primitives.ts';

/** A valid request as plain JSON, as a client would send it. */
function validInput(): { tarsasag: Record<string, unknown> } & Record<string, unknown> {
  return JSON.parse(JSON.stringify(buildTestRequest())) as { tarsasag: Record<string, unknown> };
}

function issuesOf(input: unknown): InputIssue[] {
  const parsed = parseRequest(input);
  return parsed.ok ? [] : parsed.issues;
}

function withMemberField(field: string, value: unknown) {
  const input = validInput();
  const members = input.tarsasag['tagok'] as Record<string, unknown>[];
  members[1] = { ...members[1], [field]: value };
  return input;
}

describe('unknown keys', () => {
  it('are refused at their own path with the closest known key suggested', () => {
    const input = withMemberField('penzbetett', 5);
    input.tarsasag['idotartamvege'] = '2030-01-01';
    expect(issuesOf(input)).toEqual([
      { path: 'tarsasag.tagok.1.penzbetett', message: 'Ismeretlen mező: penzbetett — erre gondolt: penzbetet?' },
      { path: 'tarsasag.idotartamvege', message: 'Ismeretlen mező: idotartamvege — erre gondolt: idotartamVege?' },
    ]);
  });

  it('are refused in every nested object, also without a close known key', () => {
    const input = validInput();
    input['valamiMas'] = 'x';
    const seat = input.tarsasag['szekhelyIngatlan'] as { tulajdonosok: Record<string, unknown>[] };
    seat.tulajdonosok[0]!['tulajdoniHanyadd'] = '1/2';
    input.tarsasag['taggyulesSzabalyzasok'] = { pont11_8_zz: true };
    expect(issuesOf(input).map((issue) => issue.path)).toEqual([
      'tarsasag.taggyulesSzabalyzasok.pont11_8_zz',
      'tarsasag.szekhelyIngatlan.tulajdonosok.0.tulajdoniHanyadd',
      'valamiMas',
    ]);
    expect(issuesOf(input)[2]!.message).toBe('Ismeretlen mező: valamiMas — törölje, vagy javítsa a nevét.');
  });

  it('still accept the legacy `ingyenes` flag of the seat property and the free-text company manager', () => {
    const input = validInput();
    (input.tarsasag['szekhelyIngatlan'] as Record<string, unknown>)['ingyenes'] = true;
    input.tarsasag['cegvezeto'] = 'Vezető Vera';
    expect(issuesOf(input)).toEqual([]);
  });

  it('are dropped, not refused, when stored data is read leniently; other rules still hold', () => {
    const stored = { ...validInput().tarsasag, regiMezo: 1, szekhelyIngatlan: { helyrajziSzam: '1', torolt: true } };
    const read = parseLenient(companySchema, stored);
    expect(read.ok && read.value.szekhelyIngatlan).toEqual({ helyrajziSzam: '1', tulajdonosok: [] });
    expect(read.ok && 'regiMezo' in read.value).toBe(false);
    expect(read.ok && read.dropped.sort()).toEqual(['regiMezo', 'szekhelyIngatlan.torolt']);
    expect(parseWith(companySchema, stored).ok).toBe(false);
    const broken = parseLenient(companySchema, { ...stored, nev: '' });
    expect(broken.ok ? [] : broken.issues).toEqual([{ path: 'nev', message: 'A társaság neve kötelező.' }]);
  });
});

describe('text and list limits', () => {
  it('refuse a name, an address and a clause over their limits with a Hungarian message', () => {
    const input = validInput();
    input.tarsasag['nev'] = 'A'.repeat(TEXT_LIMITS.name + 1);
    input.tarsasag['szekhely'] = 'B'.repeat(TEXT_LIMITS.text + 1);
    input.tarsasag['potbefizetesFeltetelei'] = 'C'.repeat(TEXT_LIMITS.clause + 1);
    input.tarsasag['egyebTevekenysegek'] = ['D'.repeat(TEXT_LIMITS.text + 1)];
    expect(issuesOf(input)).toEqual([
      { path: 'tarsasag.nev', message: 'Legfeljebb 200 karakter adható meg.' },
      { path: 'tarsasag.szekhely', message: 'Legfeljebb 300 karakter adható meg.' },
      { path: 'tarsasag.egyebTevekenysegek.0', message: 'Legfeljebb 300 karakter adható meg.' },
      { path: 'tarsasag.potbefizetesFeltetelei', message: 'Legfeljebb 10000 karakter adható meg.' },
    ]);
  });

  it('refuse a control character or half a surrogate pair in a name, an address, a list item and a clause', () => {
    // the .docx writer would drop a NUL without a word, and a lone surrogate is no character at all
    const input = validInput();
    input.tarsasag['nev'] = 'Alfa\u0000 Kft.';
    input.tarsasag['szekhely'] = '1052 Budapest, V\u00e1ci utca 2.\ud800';
    input.tarsasag['egyebTevekenysegek'] = ['62.01 Sz\u00e1m\u00edt\u00f3g\u00e9pes programoz\u00e1s\u000b'];
    input.tarsasag['potbefizetesFeltetelei'] = 'Felt\u00e9telek\udc00';
    expect(issuesOf(input)).toEqual(
      ['nev', 'szekhely', 'egyebTevekenysegek.0', 'potbefizetesFeltetelei'].map((field) => ({
        path: `tarsasag.${field}`,
        message: FORBIDDEN_CHARACTER_MESSAGE,
      })),
    );
  });

  it('accept tabs, line breaks, accents, typographic quotes, no-break spaces and emoji', () => {
    const input = validInput();
    input.tarsasag['mellekszolgaltatasok'] = '\u201eA\u201d\tB\r\nC\u00a0\u0151\u0171 \ud83d\ude00';
    expect(issuesOf(input)).toEqual([]);
  });

  it('accept texts exactly at their limits', () => {
    const input = validInput();
    input.tarsasag['nev'] = 'A'.repeat(TEXT_LIMITS.name);
    input.tarsasag['mellekszolgaltatasok'] = 'C'.repeat(TEXT_LIMITS.clause);
    expect(issuesOf(input)).toEqual([]);
  });

  it('refuse lists over their maximum counts', () => {
    const input = validInput();
    input.tarsasag['tagok'] = Array.from({ length: LIST_LIMITS.members + 1 }, (_, index) => testMember(`Tag ${index}`));
    input.tarsasag['egyebTevekenysegek'] = Array.from({ length: LIST_LIMITS.activities + 1 }, (_, i) => `${i}`);
    input.tarsasag['telephelyek'] = Array.from({ length: LIST_LIMITS.premises + 1 }, (_, i) => `${i}. telephely`);
    expect(issuesOf(input)).toEqual([
      { path: 'tarsasag.telephelyek', message: 'Legfeljebb 50 tétel adható meg.' },
      { path: 'tarsasag.egyebTevekenysegek', message: 'Legfeljebb 150 tétel adható meg.' },
      { path: 'tarsasag.tagok', message: 'Legfeljebb 50 tétel adható meg.' },
    ]);
  });

  it('bound a person saved on its own too', () => {
    const parsed = parseWith(personSchema, { nev: 'N'.repeat(201), lakohely: 'Budapest', bogus: 1 });
    expect(parsed.ok ? [] : parsed.issues.map((issue) => issue.path)).toEqual(['nev', 'bogus']);
  });
});

describe('strict amounts, percentages and dates', () => {
  it.each(['0x10', '1e6', '12.5', '-5', '1 0', '3,000,000', 'Infinity'])('refuses the amount %j', (amount) => {
    expect(issuesOf(withMemberField('penzbetet', amount))).toEqual([
      {
        path: 'tarsasag.tagok.1.penzbetet',
        message: 'Az összeg egész forint: számjegyekkel (pl. 3000000 vagy „3 000 000”).',
      },
    ]);
  });

  it.each([
    [1_500_000, 1_500_000],
    ['1500000', 1_500_000],
    ['1 500 000', 1_500_000],
    ['1\u00a0500\u00a0000 Ft', 1_500_000],
    ['1.500.000', 1_500_000],
  ])('reads the amount %j as %d', (amount, forints) => {
    const parsed = parseRequest(withMemberField('penzbetet', amount));
    expect(parsed.ok && parsed.value.tarsasag.tagok[1]!.penzbetet).toBe(forints);
  });

  it('refuses a fractional amount written as a number', () => {
    expect(issuesOf(withMemberField('penzbetet', 12.5))).toEqual([
      { path: 'tarsasag.tagok.1.penzbetet', message: 'Az összeg csak egész forint lehet.' },
    ]);
  });

  it('refuses percentages and meeting numbers that are not plain decimals', () => {
    const input = withMemberField('osztalekArany', '0x10');
    input.tarsasag['taggyulesSzabalyzasok'] = { eventeHanyszorTagGyules: '0x2', hatarozatKepessegSzazalek: '1e1' };
    expect(issuesOf(input).map((issue) => issue.path)).toEqual([
      'tarsasag.taggyulesSzabalyzasok.eventeHanyszorTagGyules',
      'tarsasag.taggyulesSzabalyzasok.hatarozatKepessegSzazalek',
      'tarsasag.tagok.1.osztalekArany',
    ]);
    const parsed = parseRequest(withMemberField('osztalekArany', '12,5%'));
    expect(parsed.ok && parsed.value.tarsasag.tagok[1]!.osztalekArany).toBe(12.5);
  });

  it('takes a percentage with at most four decimals, which the documents print exactly, and refuses more (decision 037)', () => {
    const parsed = parseRequest(withMemberField('uzletreszElteres', '66,6667%'));
    expect(parsed.ok && parsed.value.tarsasag.tagok[1]!.uzletreszElteres).toBe(66.6667);
    const input = withMemberField('uzletreszElteres', '66,66667');
    (input.tarsasag['tagok'] as Record<string, unknown>[])[0]!['osztalekArany'] = 33.33333;
    input.tarsasag['taggyulesSzabalyzasok'] = { hatarozatKepessegSzazalek: '66,66667' };
    expect(issuesOf(input)).toEqual([
      {
        path: 'tarsasag.taggyulesSzabalyzasok.hatarozatKepessegSzazalek',
        message: 'A határozatképesség küszöbe legfeljebb négy tizedesjeggyel adható meg.',
      },
      { path: 'tarsasag.tagok.0.osztalekArany', message: 'A százalék legfeljebb négy tizedesjeggyel adható meg.' },
      { path: 'tarsasag.tagok.1.uzletreszElteres', message: 'A százalék legfeljebb négy tizedesjeggyel adható meg.' },
    ]);
  });

  it('says of a negative percentage typed as text that it may not be negative, not that it is no number', () => {
    const input = withMemberField('osztalekArany', '-1');
    input.tarsasag['taggyulesSzabalyzasok'] = { hatarozatKepessegSzazalek: '-0,5' };
    expect(issuesOf(input)).toEqual([
      {
        path: 'tarsasag.taggyulesSzabalyzasok.hatarozatKepessegSzazalek',
        message: 'A határozatképesség nem lehet negatív.',
      },
      { path: 'tarsasag.tagok.1.osztalekArany', message: 'A százalék nem lehet negatív.' },
    ]);
  });

  it.each(['2026-02-28Tjunk', '2026-02-28T00:00:00.000Z', '2026-2-28', '2026-02-30', '28.02.2026'])(
    'refuses the date %j',
    (date) => {
      expect(issuesOf({ ...validInput(), keltezesIdeje: date })).toEqual([
        { path: 'keltezesIdeje', message: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN formátum szükséges).' },
      ]);
    },
  );

  // a year the checks' date arithmetic could not handle ended in a RangeError, a 500 (daily-use walk 5)
  it.each(['0202-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])('refuses the date %j by its year', (date) => {
    expect(issuesOf({ ...validInput(), keltezesIdeje: date })).toEqual([
      { path: 'keltezesIdeje', message: 'Érvénytelen dátum: az évszám 1900 és 2199 között lehet.' },
    ]);
    const born = withMemberField('szuletesiIdo', date);
    expect(issuesOf(born)).toEqual([
      { path: 'tarsasag.tagok.1.szuletesiIdo', message: 'Érvénytelen dátum: az évszám 1900 és 2199 között lehet.' },
    ]);
  });

  it('accepts a YYYY-MM-DD date', () => {
    const parsed = parseRequest({ ...validInput(), keltezesIdeje: '2026-02-28' });
    expect(parsed.ok && parsed.value.keltezesIdeje).toBe('2026-02-28');
  });
});

describe('real estate contributed in kind (nemPenzbeliIngatlanok, decision 081)', () => {
  it('needs the settlement and the helyrajzi szám of each property, takes the share as optional', () => {
    expect(issuesOf(withMemberField('nemPenzbeliIngatlanok', [{ telepules: 'Pápa', helyrajziSzam: '12/3' }]))).toEqual(
      [],
    );
    expect(issuesOf(withMemberField('nemPenzbeliIngatlanok', [{ tulajdoniHanyad: '1/2' }]))).toEqual([
      {
        path: 'tarsasag.tagok.1.nemPenzbeliIngatlanok.0.telepules',
        message: 'Az ingatlan fekvése szerinti település megadása kötelező.',
      },
      {
        path: 'tarsasag.tagok.1.nemPenzbeliIngatlanok.0.helyrajziSzam',
        message: 'Az ingatlan helyrajzi számának megadása kötelező.',
      },
    ]);
  });

  it('is absent unless given, and takes at most LIST_LIMITS.inKindProperties properties', () => {
    const parsed = parseRequest(validInput());
    expect(parsed.ok && 'nemPenzbeliIngatlanok' in parsed.value.tarsasag.tagok[0]!).toBe(false);
    // an empty list, as the web form sends none, is no list: saved data keep one shape
    const empty = parseRequest(withMemberField('nemPenzbeliIngatlanok', []));
    expect(empty.ok && empty.value.tarsasag.tagok[1]!.nemPenzbeliIngatlanok).toBeUndefined();
    const many = Array.from({ length: LIST_LIMITS.inKindProperties + 1 }, (_, index) => ({
      telepules: 'Pápa',
      helyrajziSzam: String(index + 1),
    }));
    expect(issuesOf(withMemberField('nemPenzbeliIngatlanok', many)).map((issue) => issue.path)).toEqual([
      'tarsasag.tagok.1.nemPenzbeliIngatlanok',
    ]);
  });
});
