import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

const HOLDING = 'Fehér Holding Kft.';
const REPRESENTATIVE = 'Fehér Krisztina ügyvezető';

/** The two-member meeting case with member 202 a legal entity in both states; its representative or none (null). */
function withLegalEntityMember(representative: string | null = REPRESENTATIVE): AmendmentRequest {
  const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
  const entity = <T extends { nev: string; szemely?: { id?: string | number } | undefined }>(member: T): T =>
    member.szemely?.id === 202 || member.nev === 'Fehér Krisztina'
      ? {
          ...member,
          nev: HOLDING,
          jogiSzemely: true,
          cegjegyzekszam: '09-09-022222',
          ...(representative === null ? { kepviselo: undefined } : { kepviselo: representative }),
        }
      : member;
  return {
    ...request,
    korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(entity) },
    uj: { ...request.uj, tagok: request.uj.tagok.map(entity) },
    dontes: { ...request.dontes, jegyzokonyvvezeto: 'dr. Szabó Gergely' },
  };
}

/** The minutes without their annex, the attendance sheet, which explains its own signers (decision 091). */
const minutesText = (request: AmendmentRequest) => documentText(request, 'hatarozat').split('JELENLÉTI ÍV')[0]!;

const findingsOf = (request: AmendmentRequest) => checkAmendment(planAmendment(request), '');
const finding = (request: AmendmentRequest, code: string) => findingsOf(request).find((each) => each.code === code);

describe('the meeting officers: natural persons, a legal-entity authenticator signs through its representative', () => {
  it('refuses a legal-entity member as chair, naming the rule, the statute and its representative', () => {
    const request = withLegalEntityMember();
    expect(finding(request, 'levezeto-elnok-jogi-szemely')).toBeUndefined();
    const chaired = { ...request, dontes: { ...request.dontes, levezetoElnok: ` ${HOLDING.toUpperCase()} ` } };
    expect(finding(chaired, 'levezeto-elnok-jogi-szemely')).toEqual({
      code: 'levezeto-elnok-jogi-szemely',
      severity: 'error',
      message:
        'A taggyűlést természetes személy vezeti le: a Fehér Holding Kft. jogi személy, ezért levezető elnök nem lehet; levezető elnökként a képviseletében eljáró természetes személy (Fehér Krisztina ügyvezető) vagy más természetes személy nevét adja meg (Ptk. 3:29. § (1)).',
      path: 'dontes.levezetoElnok',
    });
    const byRepresentative = { ...request, dontes: { ...request.dontes, levezetoElnok: 'Fehér Krisztina' } };
    expect(finding(byRepresentative, 'levezeto-elnok-jogi-szemely')).toBeUndefined();
  });

  it('refuses a legal-entity member as keeper of the minutes, without a representative to name', () => {
    const request = withLegalEntityMember(null);
    const minuted = { ...request, dontes: { ...request.dontes, jegyzokonyvvezeto: HOLDING } };
    const found = finding(minuted, 'jegyzokonyvvezeto-jogi-szemely');
    expect(found?.severity).toBe('error');
    expect(found?.path).toBe('dontes.jegyzokonyvvezeto');
    expect(found?.message).toBe(
      'A jegyzőkönyvet természetes személy vezeti: a Fehér Holding Kft. jogi személy, ezért jegyzőkönyvvezető nem lehet; jegyzőkönyvvezetőként a képviseletében eljáró vagy más természetes személy nevét adja meg (Ptk. 3:29. § (1)).',
    );
  });

  it('a legal-entity member joining only in the target state is refused as chair too', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const newcomer = { ...request.uj.tagok[0]!, szemely: { id: 999 }, nev: 'Új Tag Zrt.', jogiSzemely: true };
    const chaired = {
      ...request,
      uj: { ...request.uj, tagok: [...request.uj.tagok, newcomer] },
      dontes: { ...request.dontes, levezetoElnok: 'Új Tag Zrt.' },
    };
    expect(finding(chaired, 'levezeto-elnok-jogi-szemely')?.severity).toBe('error');
  });

  it('prints the representative of a legal-entity authenticator in the election and on the signature line', () => {
    const request = withLegalEntityMember();
    expect(finding(request, 'hitelesito-kepviselo')).toBeUndefined();
    const minutes = documentText(request, 'hatarozat');
    expect(minutes).toContain(`jegyzőkönyv-hitelesítő tag: ${HOLDING} (képviseletében: ${REPRESENTATIVE}).`);
    expect(minutes).toMatch(
      new RegExp(`${HOLDING}\\s+képviseletében: ${REPRESENTATIVE}\\s+jegyzőkönyv-hitelesítő tag`),
    );
  });

  it('the person attending for the legal entity signs before its registered representative', () => {
    const request = withLegalEntityMember();
    const attended = {
      ...request,
      dontes: {
        ...request.dontes,
        jelenlevok: request.dontes.jelenlevok.map((attendee) =>
          attendee.tag.id === 202 ? { ...attendee, kepviselo: 'Kovács Bence meghatalmazott' } : attendee,
        ),
      },
    };
    expect(planAmendment(attended).authenticator).toEqual({
      nev: HOLDING,
      isLegalEntity: true,
      representative: 'Kovács Bence meghatalmazott',
      jointRepresentatives: [],
      explained: null,
    });
  });

  it('a legal entity represented jointly authenticates through each representative, a proxy alone (decision 041)', () => {
    const base = withLegalEntityMember();
    const jointly = (member: AmendmentRequest['korabbi']['tagok'][number]) =>
      member.nev === HOLDING ? { ...member, egyuttesKepviselok: ['Kiss Tamás ügyvezető'] } : member;
    const request = {
      ...base,
      korabbi: { ...base.korabbi, tagok: base.korabbi.tagok.map(jointly) },
      uj: { ...base.uj, tagok: base.uj.tagok.map(jointly) },
    };
    const minutes = documentText(request, 'hatarozat');
    expect(minutes).toContain(
      `jegyzőkönyv-hitelesítő tag: ${HOLDING} (képviseletében együttesen: ${REPRESENTATIVE} és Kiss Tamás ügyvezető).`,
    );
    for (const name of [REPRESENTATIVE, 'Kiss Tamás ügyvezető'])
      expect(minutes).toContain(`${HOLDING}\nképviseletében együttesen: ${name}\njegyzőkönyv-hitelesítő tag`);
    const byProxy = {
      ...request,
      dontes: {
        ...request.dontes,
        jelenlevok: request.dontes.jelenlevok.map((attendee) =>
          attendee.tag.id === 202 ? { ...attendee, kepviselo: 'Kovács Bence meghatalmazott' } : attendee,
        ),
      },
    };
    expect(planAmendment(byProxy).authenticator).toEqual({
      nev: HOLDING,
      isLegalEntity: true,
      representative: 'Kovács Bence meghatalmazott',
      jointRepresentatives: [],
      explained: null,
    });
  });

  it('a member attending by proxy signs the minutes as authenticator through the proxy (Ptk. 3:110. § (1))', () => {
    const request = loadAmendmentCase('cegnev');
    const byProxy = {
      ...request,
      dontes: {
        ...request.dontes,
        hitelesito: { id: 202 },
        jelenlevok: request.dontes.jelenlevok.map((attendee) =>
          attendee.tag.id === 202 ? { ...attendee, kepviselo: 'dr. Kovács Anna' } : attendee,
        ),
      },
    };
    const minutes = documentText(byProxy, 'hatarozat');
    expect(minutes).toContain('jegyzőkönyv-hitelesítő tag: Fehér Krisztina (képviseletében: dr. Kovács Anna).');
    expect(minutes).toMatch(/Fehér Krisztina\s+képviseletében: dr\. Kovács Anna\s+jegyzőkönyv-hitelesítő tag/);
    // in person: no representative line
    expect(documentText(request, 'hatarozat')).toMatch(/Fehér Krisztina\s+jegyzőkönyv-hitelesítő tag/);
  });

  it('warns when nobody is named to sign for a legal-entity authenticator, and leaves a blank', () => {
    const request = withLegalEntityMember(null);
    const found = finding(request, 'hitelesito-kepviselo');
    expect(found?.severity).toBe('warning');
    expect(found?.path).toBe('dontes.hitelesito');
    expect(found?.message).toContain('A jegyzőkönyv-hitelesítő tag (a Fehér Holding Kft.) jogi személy:');
    expect(findingsOf(request).filter((each) => each.severity === 'error')).toEqual([]);
    expect(documentText(request, 'hatarozat')).toMatch(
      /jegyzőkönyv-hitelesítő tag: Fehér Holding Kft\. \(képviseletében: …+\)\./,
    );
  });

  it('a natural person authenticates in their own name', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    expect(planAmendment(request).authenticator).toEqual({
      nev: 'Fehér Krisztina',
      isLegalEntity: false,
      representative: null,
      jointRepresentatives: [],
      szuletesiIdo: '1990-07-21',
      explained: { nev: 'Fehér Krisztina' },
    });
    expect(documentText(request, 'hatarozat')).toContain('jegyzőkönyv-hitelesítő tag: Fehér Krisztina.');
  });
});

describe('an authenticating member who does not understand Hungarian signs the minutes explained (decision 031, 064)', () => {
  const german = {
    nemErtiMagyarul: true,
    magyarazatNyelve: 'német',
    tolmacsNeve: 'Kiss Éva',
    tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
  };
  /** `cegnev` (a meeting of two, Fehér Krisztina authenticating) with member `id` marked as not understanding Hungarian. */
  const foreignMember = (id: number, request = loadAmendmentCase('cegnev')): AmendmentRequest => {
    const mark = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
      member.szemely?.id === id ? { ...member, ...german } : member;
    return {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(mark) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(mark) },
      dontes: { ...request.dontes, jegyzokonyvvezeto: 'dr. Szabó Gergely' },
    };
  };
  const clause = (name: string) =>
    `${name} a magyar nyelvet nem érti; a jelen okirat tartalmát részére dr. Szabó Gergely ügyvéd – Kiss Éva tolmács (lakcím: 4025 Debrecen, Kossuth utca 3.) közreműködésével – német nyelven megmagyarázta.`;

  it('explains the minutes to her before the date line and has the interpreter sign them', () => {
    const minutes = documentText(foreignMember(202), 'hatarozat');
    expect(minutes).toContain(clause('Fehér Krisztina'));
    expect(minutes.indexOf(clause('Fehér Krisztina'))).toBeLessThan(
      minutes.indexOf('Kelt: Debrecen, 2026. november 20.'),
    );
    expect(minutes).toContain('A jelen okirat tartalmát Fehér Krisztina részére német nyelven tolmácsoltam:');
    expect(documentText(loadAmendmentCase('cegnev'), 'hatarozat')).not.toMatch(/nem érti|tolmácsoltam/);
  });

  it('not when her proxy signs for her', () => {
    const request = foreignMember(202);
    const byProxy = {
      ...request,
      dontes: {
        ...request.dontes,
        jelenlevok: request.dontes.jelenlevok.map((attendee) =>
          attendee.tag.id === 202 ? { ...attendee, kepviselo: 'dr. Kovács Anna' } : attendee,
        ),
      },
    };
    expect(documentText(byProxy, 'hatarozat')).not.toMatch(/nem érti|tolmácsoltam/);
  });

  it('once for a director who also authenticates', () => {
    const request = foreignMember(201);
    const director = { ...request.korabbi.ugyvezetok[0]!, ...german };
    const both: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, ugyvezetok: [director] },
      uj: { ...request.uj, ugyvezetok: [director] },
      dontes: { ...request.dontes, hitelesito: { id: 201 } },
    };
    const minutes = minutesText(both);
    expect(minutes.split(clause('Nagy Lajos'))).toHaveLength(2);
    expect(minutes.split('A jelen okirat tartalmát Nagy Lajos részére német nyelven tolmácsoltam:')).toHaveLength(2);
  });

  it('a legal entity through its registered representative, who is explained', () => {
    const base = withLegalEntityMember();
    const request = foreignMember(202, base);
    const minutes = documentText(request, 'hatarozat');
    expect(minutes).toContain(
      'Fehér Krisztina ügyvezető (a Fehér Holding Kft. képviseletében) a magyar nyelvet nem érti;',
    );
  });
});

describe('a chair or keeper of the minutes who does not understand Hungarian (decision 077)', () => {
  /** cegnev with Nagy Lajos authenticating and Fehér Krisztina (202), of Vienna, not understanding Hungarian. */
  function withAustrianMember(officers: Partial<AmendmentRequest['dontes']>, proxy = false): AmendmentRequest {
    const request = loadAmendmentCase('cegnev');
    const austrian = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
      member.szemely?.id === 202
        ? {
            ...member,
            nemErtiMagyarul: true,
            magyarazatNyelve: 'német',
            tolmacsNeve: 'Weber Anna',
            tolmacsAzonosito: 'OFFI 12345',
          }
        : member;
    return {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(austrian) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(austrian) },
      dontes: {
        ...request.dontes,
        hitelesito: { id: 201 },
        jelenlevok: request.dontes.jelenlevok.map((attendee) =>
          proxy && attendee.tag.id === 202 ? { ...attendee, kepviselo: 'dr. Kiss Péter' } : attendee,
        ),
        ...officers,
      },
    };
  }
  const CLAUSE =
    'Fehér Krisztina a magyar nyelvet nem érti; a jelen okirat tartalmát részére dr. Szabó Gergely ügyvéd – Weber Anna tolmács (OFFI 12345) közreműködésével – német nyelven megmagyarázta.';
  const BOX = 'A jelen okirat tartalmát Fehér Krisztina részére német nyelven tolmácsoltam';

  it('explains the minutes to the keeper and warns that he records them in Hungarian', () => {
    const request = withAustrianMember({ jegyzokonyvvezeto: 'Fehér Krisztina' });
    expect(planAmendment(request).officers.keeper).toMatchObject({ nev: 'Fehér Krisztina', magyarazatNyelve: 'német' });
    const minutes = documentText(request, 'hatarozat');
    expect(minutes).toContain(CLAUSE);
    expect(minutes).toContain(BOX);
    const warned = finding(request, 'jegyzokonyvvezeto-nem-ert-magyarul');
    expect(warned?.severity).toBe('warning');
    expect(warned?.path).toBe('dontes.jegyzokonyvvezeto');
    expect(warned?.message).toContain('A jegyzőkönyvvezető (Fehér Krisztina) a megadott adatai szerint nem érti');
    expect(warned?.message).toContain('Ptk. 3:193. § (2)');
  });

  it('explains the minutes to the chair, once when he also keeps them, and to no one who understands Hungarian', () => {
    const chaired = withAustrianMember({ levezetoElnok: 'Fehér Krisztina', jegyzokonyvvezeto: 'dr. Szabó Gergely' });
    expect(planAmendment(chaired).officers).toMatchObject({ chair: { nev: 'Fehér Krisztina' }, keeper: null });
    expect(documentText(chaired, 'hatarozat')).toContain(CLAUSE);
    expect(finding(chaired, 'jegyzokonyvvezeto-nem-ert-magyarul')).toBeUndefined();
    const both = withAustrianMember({ levezetoElnok: 'Fehér Krisztina', jegyzokonyvvezeto: 'Fehér Krisztina' });
    expect(minutesText(both).split(CLAUSE)).toHaveLength(2);
    // a member present through a proxy holds no office at the meeting in person: no record of his is read
    const byProxy = withAustrianMember({ jegyzokonyvvezeto: 'Fehér Krisztina' }, true);
    expect(planAmendment(byProxy).officers.keeper).toBeNull();
    // a director elected at the meeting, no member, chairs it: his record in the changed state is read
    const replaced = loadAmendmentCase('ugyvezeto-csere');
    const foreignDirector = {
      ...replaced,
      uj: {
        ...replaced.uj,
        ugyvezetok: replaced.uj.ugyvezetok.map((director) =>
          director.nev === 'Balogh Tamás'
            ? { ...director, nemErtiMagyarul: true, magyarazatNyelve: 'angol', tolmacsNeve: 'Smith Anna' }
            : director,
        ),
      },
      dontes: { ...replaced.dontes, levezetoElnok: 'Balogh Tamás' },
    };
    expect(planAmendment(foreignDirector).officers.chair).toMatchObject({ nev: 'Balogh Tamás' });
    expect(documentText(foreignDirector, 'hatarozat')).toContain(
      'A jelen okirat tartalmát Balogh Tamás részére angol nyelven tolmácsoltam',
    );
    // the registered case: Nagy Lajos chairs, Fehér Krisztina (understanding Hungarian) keeps the minutes
    const registered = loadAmendmentCase('cegnev');
    expect(planAmendment(registered).officers).toEqual({ chair: null, keeper: null });
    expect(documentText(registered, 'hatarozat')).not.toContain('a magyar nyelvet nem érti');
  });
});

describe('the attendance sheet explains itself to a member who does not understand Hungarian (decision 091)', () => {
  const austrian = {
    nemErtiMagyarul: true,
    magyarazatNyelve: 'német',
    tolmacsNeve: 'Weber Anna',
    tolmacsAzonosito: 'OFFI 12345',
  };
  /** cegnev: Nagy Lajos authenticates, the lawyer keeps the minutes; `id` (present) does not understand Hungarian. */
  function withForeignAttendee(id: number, proxy = false, request = loadAmendmentCase('cegnev')): AmendmentRequest {
    const mark = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
      member.szemely?.id === id ? { ...member, ...austrian } : member;
    return {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(mark) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(mark) },
      dontes: {
        ...request.dontes,
        hitelesito: { id: 201 },
        jegyzokonyvvezeto: 'dr. Szabó Gergely',
        jelenlevok: request.dontes.jelenlevok.map((attendee) =>
          proxy && attendee.tag.id === id ? { ...attendee, kepviselo: 'dr. Kiss Péter' } : attendee,
        ),
      },
    };
  }
  const sheetOf = (request: AmendmentRequest) => {
    const [minutes, sheet] = documentText(request, 'hatarozat').split('JELENLÉTI ÍV');
    return { minutes: minutes!, sheet: sheet! };
  };
  const CLAUSE =
    'Fehér Krisztina a magyar nyelvet nem érti; a jelen okirat tartalmát részére dr. Szabó Gergely ügyvéd – Weber Anna tolmács (OFFI 12345) közreműködésével – német nyelven megmagyarázta. Fehér Krisztina kijelenti, hogy az okirat tartalmát megértette, és az akaratával mindenben megegyezik.';
  const BOX = /A jelen okirat tartalmát Fehér Krisztina részére német nyelven tolmácsoltam:\n\.+\nWeber Anna\ntolmács/u;

  it('gives the member who signs it in person the clause and the interpreter box the minutes use', () => {
    const request = withForeignAttendee(202);
    expect(planAmendment(request).attendanceSigners.map((member) => member.nev)).toEqual([
      'Nagy Lajos',
      'Fehér Krisztina',
    ]);
    const { minutes, sheet } = sheetOf(request);
    // she signs only the sheet: the minutes explain nothing to her
    expect(minutes).not.toMatch(/nem érti|tolmácsoltam/);
    expect(sheet).toContain(CLAUSE);
    expect(sheet).toMatch(BOX);
    expect(sheet.indexOf(CLAUSE)).toBeGreaterThan(sheet.indexOf('Aláírás'));
    expect(sheetOf(loadAmendmentCase('cegnev')).sheet).not.toMatch(/nem érti|tolmácsoltam/);
  });

  it('not when a proxy signs it for her', () => {
    const request = withForeignAttendee(202, true);
    expect(planAmendment(request).attendanceSigners.map((member) => member.nev)).toEqual(['Nagy Lajos']);
    expect(sheetOf(request).sheet).not.toMatch(/nem érti|tolmácsoltam/);
  });

  it("to a minor's foreign parent who signs in her column, not to the child under fourteen", () => {
    const base = loadAmendmentCase('taggyules-kiskoru-hitelesito');
    const parentForeign = <T extends { torvenyesKepviselok?: { nev: string }[] | undefined }>(member: T): T =>
      member.torvenyesKepviselok
        ? {
            ...member,
            ...austrian,
            torvenyesKepviselok: member.torvenyesKepviselok.map((parent) =>
              parent.nev === 'Fehér Gáborné' ? { ...parent, ...austrian } : parent,
            ),
          }
        : member;
    const request: AmendmentRequest = {
      ...base,
      korabbi: { ...base.korabbi, tagok: base.korabbi.tagok.map(parentForeign) },
      uj: { ...base.uj, tagok: base.uj.tagok.map(parentForeign) },
    };
    const { sheet } = sheetOf(request);
    expect(sheet).toContain(
      'Fehér Gáborné (Fehér Dóra kiskorú törvényes képviselője) a magyar nyelvet nem érti; a jelen okirat tartalmát részére dr. Szabó Gergely ügyvéd – Weber Anna tolmács (OFFI 12345) közreműködésével – német nyelven megmagyarázta.',
    );
    expect(sheet).not.toContain('Fehér Dóra a magyar nyelvet nem érti');
  });
});
