import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkDocumentNotes } from './check-document-notes.ts';

const codes = (company: Record<string, unknown>) =>
  checkDocumentNotes(deriveModel(buildTestRequest(company))).map((warning) => warning.code);

describe('checkDocumentNotes', () => {
  it('notes a missing title of use and a registered-office provider, as warnings', () => {
    expect(codes({})).not.toContain('USE_TITLE_MISSING');
    expect(codes({ szekhelyIngatlan: { helyrajziSzam: '1/1' } })).toContain('USE_TITLE_MISSING');
    const provider = checkDocumentNotes(
      deriveModel(buildTestRequest({ szekhelyIngatlan: { jogcim: 'SZEKHELYSZOLGALTATAS' } })),
    );
    expect(provider).toEqual([
      expect.objectContaining({
        code: 'REGISTERED_OFFICE_PROVIDER',
        severity: 'warning',
        message: expect.stringContaining('7/2017.'),
      }),
    ]);
  });

  it("asks the registered-office provider's contract for the change registration of a registered company", () => {
    const messageOf = (request: Record<string, unknown>) =>
      checkDocumentNotes(deriveModel(buildTestRequest(request))).find(
        (warning) => warning.code === 'REGISTERED_OFFICE_PROVIDER',
      )?.message;
    const provided = { szekhelyIngatlan: { jogcim: 'SZEKHELYSZOLGALTATAS' } };
    expect(messageOf(provided)).toContain('csatolja a cégbejegyzési kérelemhez');
    const registered = messageOf({ ...provided, bejegyzes: { cegjegyzekszam: '09-09-031234' } });
    expect(registered).toContain('csatolja a változásbejegyzési kérelemhez');
    expect(registered).not.toContain('cégbejegyzési');
  });

  it('tells the lawyer that the land register shows the company as owner only after registration', () => {
    const own = { szekhelyIngatlan: { jogcim: 'TULAJDON', tulajdonosok: [] } };
    expect(codes(own)).toContain('OWN_PROPERTY_BEFORE_REGISTRATION');
    const registered = { ...own, bejegyzes: { cegjegyzekszam: '09-09-031234', bejegyzesDatuma: '2020-02-10' } };
    expect(codes(registered)).not.toContain('OWN_PROPERTY_BEFORE_REGISTRATION');
  });

  it('notes the land-register steps for real estate contributed in kind (Ctv. 1. § (1a)–(1c)), and only for that', () => {
    const inKind = (nemPenzbeliBetetMod: string, overrides: Record<string, unknown> = {}) =>
      codes({
        tagok: [
          testMember('A', { penzbetet: 0, nemPenzbeliBetet: 1_500_000, nemPenzbeliBetetMod, ...overrides }),
          testMember('B', { penzbetet: 1_500_000 }),
        ],
      });
    expect(inKind('a veszprémi 3456/7 helyrajzi számú ingatlan 1/1 arányú tulajdonjoga')).toContain(
      'IN_KIND_REAL_ESTATE',
    );
    expect(inKind('a 123/4 hrsz.-ú telek tulajdonjoga')).toContain('IN_KIND_REAL_ESTATE');
    expect(inKind('egy Toyota Hilux típusú gépjármű, az ingatlanforgalmi szakértő becslése szerint')).not.toContain(
      'IN_KIND_REAL_ESTATE',
    );
    expect(inKind('a 123/4 hrsz.-ú telek tulajdonjoga', { torzsbetetBefizetve: true })).not.toContain(
      'IN_KIND_REAL_ESTATE',
    );
  });

  it('asks for the property’s data when the description names real estate, and knows it when entered (decision 081)', () => {
    const message = (nemPenzbeliBetetMod: string, overrides: Record<string, unknown> = {}) =>
      checkDocumentNotes(
        deriveModel(
          buildTestRequest({
            tagok: [
              testMember('A', { penzbetet: 0, nemPenzbeliBetet: 1_500_000, nemPenzbeliBetetMod, ...overrides }),
              testMember('B', { penzbetet: 1_500_000 }),
            ],
          }),
        ),
      ).find((warning) => warning.code === 'IN_KIND_REAL_ESTATE')?.message;
    expect(message('a 123/4 hrsz.-ú telek tulajdonjoga')).toContain('Kérjük, adja meg az ingatlan fekvését');
    const entered = message('a pápai telek', {
      nemPenzbeliIngatlanok: [{ telepules: 'Pápa', helyrajziSzam: '123/4', tulajdoniHanyad: '1/2' }],
    });
    expect(entered).toContain('A nem pénzbeli hozzájárulása ingatlan.');
    expect(entered).toContain('Kérjük, ellenőrizze a tulajdoni lapot.');
  });

  it('asks for a service-of-process agent for a member living abroad', () => {
    const abroad = testMember('Hans Müller', { lakohely: '1010 Wien, Stephansplatz 4., Ausztria' });
    expect(codes({ tagok: [abroad, testMember('B')] })).toContain('SERVICE_AGENT_MISSING');
    expect(
      codes({ tagok: [{ ...abroad, kezbesitesiMegbizott: 'Kiss Ádám, 1051 Budapest, Fő utca 1.' }, testMember('B')] }),
    ).not.toContain('SERVICE_AGENT_MISSING');
    const company = testMember('Wiener Holding GmbH', { lakohely: '1010 Wien, Ring 1., Ausztria', jogiSzemely: true });
    const note = checkDocumentNotes(deriveModel(buildTestRequest({ tagok: [company, testMember('B')] }))).find(
      (warning) => warning.code === 'SERVICE_AGENT_MISSING',
    );
    // a legal entity's name opens the sentence with its article, capitalised
    expect(note?.message).toMatch(/^A Wiener Holding GmbH \(tag\) székhelye külföldön van/);
  });

  it('notes a property lent or let by the company’s own member or director (Ptk. 3:188. § (2), 3:209. § (1))', () => {
    const owner = { nev: 'Tag Tamás', lakohely: '1051 Budapest, Példa utca 1.', tulajdoniHanyad: '1/1' };
    const lent = (jogcim: string, tagok: unknown[]) =>
      checkDocumentNotes(
        deriveModel(buildTestRequest({ tagok, szekhelyIngatlan: { jogcim, tulajdonosok: [owner] } })),
      ).filter((warning) => warning.code === 'USE_CONTRACT_WITH_OWN_MEMBER');
    const twoMembers = [testMember('Tag Tamás'), testMember('Másik Mária')];
    expect(lent('BERLET', twoMembers)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        path: 'tarsasag.szekhelyIngatlan',
        message: expect.stringMatching(/Tag Tamás \(a Társaság tagja\)\. A bérlet jogcímén.*3:188\. § \(2\)/),
      }),
    ]);
    expect(lent('HASZONKOLCSON', [testMember('Tag Tamás')])[0]!.message).toContain('Ptk. 3:209. § (1)');
    expect(lent('HASZONKOLCSON', [testMember('Kívül Kató'), testMember('Másik Mária')])).toEqual([]);
    // both members own it: both named, joined with „és”, the owners in the plural (decision 092)
    const both = checkDocumentNotes(
      deriveModel(
        buildTestRequest({
          tagok: twoMembers,
          szekhelyIngatlan: {
            jogcim: 'HASZONKOLCSON',
            tulajdonosok: [
              { ...owner, tulajdoniHanyad: '1/2' },
              { ...owner, nev: 'Másik Mária', tulajdoniHanyad: '1/2' },
            ],
          },
        }),
      ),
    ).filter((warning) => warning.code === 'USE_CONTRACT_WITH_OWN_MEMBER');
    expect(both[0]?.message).toContain(
      'az ingatlan tulajdonosai Tag Tamás (a Társaság tagja) és Másik Mária (a Társaság tagja). A haszonkölcsön',
    );
  });

  it("names a legal-entity owner with its article in the own-member note: 'az ingatlan tulajdonosa az Omega Kft.'", () => {
    const omega = { nev: 'Omega Kft.', lakohely: '1051 Budapest, Példa utca 1.', jogiSzemely: true };
    const tagok = [testMember('Omega Kft.', { ...omega, cegjegyzekszam: '01-09-123456', kepviselo: 'Igazgató Ida' })];
    const [note] = checkDocumentNotes(
      deriveModel(
        buildTestRequest({
          tagok: [...tagok, testMember('Másik Mária')],
          szekhelyIngatlan: {
            jogcim: 'BERLET',
            tulajdonosok: [
              { ...omega, cegjegyzekszam: '01-09-123456', kepviselo: 'Igazgató Ida', tulajdoniHanyad: '1/1' },
            ],
          },
        }),
      ),
    ).filter((warning) => warning.code === 'USE_CONTRACT_WITH_OWN_MEMBER');
    expect(note?.message).toContain('az ingatlan tulajdonosa az Omega Kft. (a Társaság tagja).');
  });

  it('questions a registered-office provider named for a branch, premises or central administration (Ctv. 7. § (2), (4))', () => {
    const branch = (jogcim: string) =>
      codes({
        fioktelepek: ['6000 Kecskemét, Kossuth tér 3.'],
        ingatlanok: [{ cim: '6000 Kecskemét, Kossuth tér 3.', jogcim }],
      });
    expect(branch('SZEKHELYSZOLGALTATAS')).toContain('REGISTERED_OFFICE_PROVIDER_NOT_FOR_SEAT');
    expect(branch('SZEKHELYSZOLGALTATAS')).not.toContain('REGISTERED_OFFICE_PROVIDER');
    expect(branch('BERLET')).not.toContain('REGISTERED_OFFICE_PROVIDER_NOT_FOR_SEAT');
    expect(codes({ szekhelyIngatlan: { jogcim: 'SZEKHELYSZOLGALTATAS' } })).not.toContain(
      'REGISTERED_OFFICE_PROVIDER_NOT_FOR_SEAT',
    );
  });
});

describe('signatories of another citizenship', () => {
  const notes = (company: Record<string, unknown>) =>
    checkDocumentNotes(deriveModel(buildTestRequest(company))).filter(
      (warning) => warning.code === 'FOREIGN_NATIONAL_SIGNATORY',
    );

  it('names each once with every role and asks for the Pp. 325. § (2) explanation clause', () => {
    const smith = { nev: 'John Smith', lakohely: '10 Downing Street, London', allampolgarsag: 'brit' };
    const found = notes({
      tagok: [testMember('A', { ...smith }), testMember('B')],
      ugyvezetok: [{ ...smith, cegjegyzesiJogTipus: 'ONALLO' }],
      szekhelyIngatlan: {
        jogcim: 'BERLET',
        tulajdonosok: [{ nev: 'Hans Gruber', lakohely: 'Graben 1., 1010 Wien', allampolgarsag: 'osztrák' }],
      },
    });
    expect(found).toHaveLength(1);
    expect(found[0]!.severity).toBe('warning');
    expect(found[0]!.message).toContain(
      'nyelvet: John Smith (tag, ügyvezető; állampolgárság: brit); Hans Gruber (tulajdonos; állampolgárság: osztrák).',
    );
    expect(found[0]!.message).toContain('(Pp. 325. § (2))');
    expect(found[0]!.message).toMatch(
      /^Nem magyar állampolgárságú aláírók, akiknél nincs megadva, hogy értik-e a magyar/,
    );
  });

  it('speaks of one signatory in the singular', () => {
    const found = notes({ tagok: [testMember('A', { allampolgarsag: 'osztrák' }), testMember('B')] });
    expect(found[0]!.message).toMatch(
      /^Nem magyar állampolgárságú aláíró, akinél nincs megadva, hogy érti-e a magyar nyelvet: A \(tag; állampolgárság: osztrák\)\./,
    );
  });

  it('says nothing of Hungarian citizens, of a blank citizenship or of a legal entity', () => {
    expect(notes({})).toEqual([]);
    expect(notes({ tagok: [testMember('A', { allampolgarsag: 'magyar, német' }), testMember('B')] })).toEqual([]);
    expect(notes({ tagok: [testMember('A', { allampolgarsag: 'Hungarian' }), testMember('B')] })).toEqual([]);
  });

  it('says nothing of a foreign national whose understanding of Hungarian the lawyer recorded, either way', () => {
    const austrian = { allampolgarsag: 'osztrák' };
    expect(notes({ tagok: [testMember('A', { ...austrian }), testMember('B')] })).toHaveLength(1);
    const explained = { ...austrian, nemErtiMagyarul: true, magyarazatNyelve: 'német' };
    expect(notes({ tagok: [testMember('A', explained), testMember('B')] })).toEqual([]);
    expect(notes({ tagok: [testMember('A', { ...austrian, nemErtiMagyarul: false }), testMember('B')] })).toEqual([]);
  });
});

describe('a service-of-process agent of a person with a Hungarian address', () => {
  it('is noted: the documents name the agent but do not say the person lives abroad', () => {
    const agent = 'dr. Tóth Tamás ügyvéd, 1054 Budapest, Alkotmány utca 4.';
    const found = checkDocumentNotes(
      deriveModel(
        buildTestRequest({ tagok: [testMember('Kiss Anna', { kezbesitesiMegbizott: agent }), testMember('B')] }),
      ),
    ).filter((warning) => warning.code === 'SERVICE_AGENT_WITH_HUNGARIAN_ADDRESS');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(
      'Kiss Anna (tag) lakcíme magyarországi, mégis kézbesítési megbízott van megadva',
    );
    expect(codes({ tagok: [testMember('A'), testMember('B')] })).not.toContain('SERVICE_AGENT_WITH_HUNGARIAN_ADDRESS');
  });
});
