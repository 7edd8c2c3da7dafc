import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amendmentCaseDir } from '../../../fixtures/amendments/index.ts';
import { registerTestUser } from '../../test/create-test-app.ts';
import { listenTestApp } from '../../test/listen-test-app.ts';
import { users } from '../db/schema/accounts.ts';
import { subscriptions } from '../db/schema/commerce.ts';
import { documents } from '../db/schema/documents.ts';
import { companies, companyVersions, persons } from '../db/schema/records.ts';
import { dropUnknownCompanyKeys } from '../services/companies/drop-unknown-company-keys.ts';

type Json = Record<string, unknown>;
type Member = Json & { szemely?: { id: number }; nev: string };

const t = await listenTestApp();

const readCase = (name: string, file: string) =>
  JSON.parse(readFileSync(join(amendmentCaseDir(name), file), 'utf8')) as Json;

/** The fixtures' person ids (201, 202, …) replaced by the ids of the persons saved for this user. */
function remap<T>(value: T, ids: Map<number, number>): T {
  return JSON.parse(
    JSON.stringify(value).replace(/"id":(\d+)/g, (match, id: string) =>
      ids.has(Number(id)) ? `"id":${ids.get(Number(id))}` : match,
    ),
  ) as T;
}

const PERSONAL_KEYS = [
  'nev',
  'lakohely',
  'szuletesiNev',
  'anyjaNeve',
  'szuletesiHely',
  'szuletesiIdo',
  'allampolgarsag',
  'adoazonositoJel',
];

/**
 * A user (on the Alap plan with 20 documents) who saved the registered state of an amendment case; `edit` changes the
 * case's registered company before its members are saved as persons.
 */
async function setUp(caseName: string, edit?: (company: Json & { tagok: Member[] }) => void) {
  const account = await registerTestUser(t);
  const user = t.db.select().from(users).where(eq(users.email, account.email.toLowerCase())).get()!;
  t.db.update(subscriptions).set({ tierId: 'basic', remainingDocs: 20 }).where(eq(subscriptions.userId, user.id)).run();
  const registered = readCase(caseName, 'registered.json');
  const company = registered['tarsasag'] as Json & { tagok: Member[] };
  edit?.(company);
  const ids = new Map<number, number>();
  for (const member of company['tagok'] as Member[]) {
    const person = Object.fromEntries(PERSONAL_KEYS.filter((key) => key in member).map((key) => [key, member[key]]));
    const saved = await t.call('/api/szemely', { token: account.token, body: person });
    expect(saved.status).toBe(201);
    ids.set(member.szemely!.id, ((await saved.json()) as { id: number }).id);
  }
  const created = await t.call('/api/tarsasag', { token: account.token, body: remap(company, ids) });
  expect(created.status, await created.clone().text()).toBe(201);
  return {
    ...account,
    userId: user.id,
    companyId: ((await created.json()) as { id: number }).id,
    bejegyzes: registered['bejegyzes'] as Json,
    uj: remap(readCase(caseName, 'changed.json'), ids),
    modositas: remap(readCase(caseName, 'amendment.json'), ids),
  };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

async function markRegistered(setup: Setup) {
  const response = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
    method: 'PUT',
    token: setup.token,
    body: setup.bejegyzes,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Json;
}

/**
 * The amendment's change registered on 2026-12-10 and recorded five days later: a last amendment's date after today is
 * refused, so the clock is moved past it for the recording and back to the suite's day after.
 */
async function markChangeRegistered(setup: Setup) {
  t.setNow(new Date('2026-12-15T10:00:00Z'));
  try {
    return await markRegistered({ ...setup, bejegyzes: { ...setup.bejegyzes, utolsoModositasKelte: '2026-12-10' } });
  } finally {
    t.setNow(new Date('2026-11-20T10:00:00Z'));
  }
}

/** The new-director case with the seat moved to Budapest as well (another court of registration). */
function seatAndDirector(setup: Setup) {
  const modositas = structuredClone(setup.modositas) as { dontes: { szavazasok: Json[] } };
  const [member1, member2] = (setup.uj['tagok'] as Member[]).map((member) => ({ id: member.szemely!.id }));
  modositas.dontes.szavazasok.push({ targy: 'SZEKHELY', igen: [member1, member2] });
  return {
    uj: {
      ...setup.uj,
      szekhely: '1138 Budapest, Váci út 99.',
      szekhelyIngatlan: { jogcim: 'SZEKHELYSZOLGALTATAS', tulajdonosok: [] },
    },
    modositas,
  };
}

async function remainingDocs(token: string): Promise<number> {
  return ((await (await t.call('/api/subscription', { token })).json()) as { remainingDocs: number }).remainingDocs;
}

type Version = {
  id: number;
  sorszam: number;
  tipus: string;
  alap: boolean;
  letrehozo: { nev: string };
  modositasKelte: string | null;
};

async function versions(setup: Setup): Promise<Version[]> {
  const response = await t.call(`/api/tarsasag/${setup.companyId}/versions`, { token: setup.token });
  expect(response.status).toBe(200);
  return (await response.json()) as Version[];
}

type Summary = {
  changes: {
    type: string;
    label: string;
    before: string | string[] | null;
    after: string | string[] | null;
    person?: string;
  }[];
  resolutions: { subject: string; majority: string; majorityLabel: string; basis: string; passed: boolean | null }[];
  findings: { severity: string; code: string }[];
  documents: { id: string; index?: number; isDocxOnly?: boolean }[];
  fee: { illetek: number | null };
  filingDeadline: string;
  filingDeadlineNote: string | null;
  court: string | null;
};

describe('registration', () => {
  it('marks the saved state registered: the company answers bejegyzes and its base version keeps the articles', async () => {
    const setup = await setUp('uj-ugyvezeto');
    const listed = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    expect(listed[0]!['bejegyzes']).toBeNull();
    expect(await versions(setup)).toEqual([]);

    const answer = await markRegistered({
      ...setup,
      bejegyzes: { ...setup.bejegyzes, cegjegyzekszam: 'Cg. 09-09-031234' },
    });
    expect(answer['bejegyzes']).toEqual({ ...setup.bejegyzes, cegjegyzekszam: '09-09-031234' });
    const relisted = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    expect(relisted[0]!['bejegyzes']).toEqual(answer['bejegyzes']);

    const [base, ...older] = await versions(setup);
    expect(older).toEqual([]);
    expect(base).toMatchObject({ sorszam: 1, tipus: 'BEJEGYZETT', alap: true, cegjegyzekszam: '09-09-031234' });
    expect(base!.letrehozo.nev).toBe(setup.name);
    const detail = (await (
      await t.call(`/api/tarsasag/${setup.companyId}/versions/${base!.id}`, { token: setup.token })
    ).json()) as Json & { tarsasag: Json };
    expect(detail['tarsasag']['szekhely']).toBe('4027 Debrecen, Böszörményi út 20.');
    expect(detail['bejegyzes']).toEqual(answer['bejegyzes']);

    const stored = t.db.select().from(companyVersions).where(eq(companyVersions.id, base!.id)).get()!;
    const articles = stored.articles as { title: string; blocks: { kind: string }[] };
    expect(articles.title).toContain('Társasági szerződés');
    expect(articles.blocks.filter((block) => block.kind === 'section').length).toBeGreaterThan(10);
  });

  it('dates the registered articles where the founding document was signed, when the registration says so', async () => {
    const setup = await setUp('uj-ugyvezeto');
    const answer = await markRegistered({ ...setup, bejegyzes: { ...setup.bejegyzes, letesitoOkiratHelye: 'Szeged' } });
    expect((answer['bejegyzes'] as Json)['letesitoOkiratHelye']).toBe('Szeged');
    const [base] = await versions(setup);
    const stored = t.db.select().from(companyVersions).where(eq(companyVersions.id, base!.id)).get()!;
    const text = JSON.stringify(stored.articles).replace(/\u00a0/g, ' ');
    expect(text).toContain('Kelt: Szeged, 2020. január 15.');
    expect(text).not.toContain('Kelt: Debrecen');
  });

  it('refuses a malformed Cg. number in Hungarian (400), wrong types and an incomplete company (400), another user’s company (404)', async () => {
    const setup = await setUp('uj-ugyvezeto');
    const bad = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: { ...setup.bejegyzes, cegjegyzekszam: '01-10-12345' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Json } }).error.fields['cegjegyzekszam']).toBe(
      'A cégjegyzékszám formátuma: 01-09-123456.',
    );

    // swapped dates: registered before the founding document was signed
    const swapped = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: { ...setup.bejegyzes, bejegyzesDatuma: '2019-12-01', letesitoOkiratKelte: '2020-01-15' },
    });
    expect(swapped.status).toBe(400);
    expect(((await swapped.json()) as { error: { fields: Json } }).error.fields['bejegyzesDatuma']).toMatch(
      /^A bejegyzés napja nem lehet korábbi a létesítő okirat keltezésénél/,
    );

    // a registration day after today in Budapest (the test clock: 2026-11-20), and a court code no court has
    const future = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: { ...setup.bejegyzes, bejegyzesDatuma: '2026-11-21' },
    });
    expect(future.status).toBe(400);
    expect(((await future.json()) as { error: { fields: Json } }).error.fields['bejegyzesDatuma']).toMatch(
      /^A bejegyzés napja nem lehet későbbi a mai napnál: /,
    );
    const unknownCourt = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: { ...setup.bejegyzes, cegjegyzekszam: '21-09-031234' },
    });
    expect(unknownCourt.status).toBe(400);
    expect(((await unknownCourt.json()) as { error: { fields: Json } }).error.fields['cegjegyzekszam']).toContain(
      'a 21 kódú cégbíróság nincs',
    );

    const wrongTypes = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: { cegjegyzekszam: 123, bejegyzesDatuma: true, adoszam: [], letesitoOkiratKelte: {} },
    });
    expect(wrongTypes.status).toBe(400);
    const misspelt = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: { ...setup.bejegyzes, adoszamm: '12345678-2-41' },
    });
    expect(misspelt.status).toBe(422);
    expect(((await misspelt.json()) as { error: { code: string } }).error.code).toBe('UNKNOWN_FIELDS');
    // the template version is the server's own (the one that rendered the kept articles): a client's is refused
    const templateVersion = await t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: { ...setup.bejegyzes, sablonVerzio: '1' },
    });
    expect(templateVersion.status).toBe(422);
    expect(((await templateVersion.json()) as { error: { fields: Json } }).error.fields).toEqual({
      sablonVerzio: 'Ismeretlen mező: sablonVerzio — törölje, vagy javítsa a nevét.',
    });

    const empty = await t.call('/api/tarsasag', {
      token: setup.token,
      body: { nev: 'Üres Kft.', szekhely: '1111 Budapest, Fő utca 1.' },
    });
    const incomplete = await t.call(`/api/tarsasag/${((await empty.json()) as { id: number }).id}/bejegyzes`, {
      method: 'PUT',
      token: setup.token,
      body: setup.bejegyzes,
    });
    expect(incomplete.status).toBe(400);
    const refusal = ((await incomplete.json()) as { error: { message: string; fields: Json } }).error;
    expect(refusal.message).toContain('A társaság adatai hiányosak');
    expect(Object.keys(refusal.fields)).toContain('tarsasag.tagok');

    const other = await registerTestUser(t);
    for (const [method, path] of [
      ['PUT', `/api/tarsasag/${setup.companyId}/bejegyzes`],
      ['GET', `/api/tarsasag/${setup.companyId}/versions`],
    ] as const) {
      const foreign = await t.call(path, {
        method,
        token: other.token,
        ...(method === 'PUT' ? { body: setup.bejegyzes } : {}),
      });
      expect(foreign.status, path).toBe(404);
      expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe('Nincs ilyen társaság.');
    }
    expect(await versions(setup)).toEqual([]);
  });

  it('keeps every later save of a registered company as a MENTES version, newest first, until the account goes', async () => {
    const setup = await setUp('uj-ugyvezeto');
    const company = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    const save = async (szekhely: string) => {
      const response = await t.call('/api/tarsasag', {
        method: 'PUT',
        token: setup.token,
        body: { ...company[0], szekhely },
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await save('4027 Debrecen, Böszörményi út 22.');
    expect(await versions(setup)).toEqual([]);
    await markRegistered(setup);
    await save('4027 Debrecen, Böszörményi út 24.');
    await save('4027 Debrecen, Böszörményi út 26.');
    const list = await versions(setup);
    expect(list.map((version) => [version.sorszam, version.tipus, version.alap])).toEqual([
      [3, 'MENTES', false],
      [2, 'MENTES', false],
      [1, 'BEJEGYZETT', true],
    ]);
    const newest = (await (
      await t.call(`/api/tarsasag/${setup.companyId}/versions/${list[0]!.id}`, { token: setup.token })
    ).json()) as { tarsasag: Json };
    expect(newest.tarsasag['szekhely']).toBe('4027 Debrecen, Böszörményi út 26.');

    // the versions go with the account
    expect((await t.call('/api/remove-user', { method: 'DELETE', token: setup.token })).status).toBe(200);
    expect(t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).all()).toEqual([]);
  });
});

/** The saved company with no törzsbetét marked paid, as a lawyer saves it before the payments are confirmed. */
async function saveUnpaid(setup: Setup) {
  const [company] = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
  const tagok = (company!['tagok'] as Member[]).map(({ torzsbetetBefizetve: _paid, ...member }) => member);
  const response = await t.call('/api/tarsasag', { method: 'PUT', token: setup.token, body: { ...company, tagok } });
  expect(response.status, await response.clone().text()).toBe(200);
}

const paidFlags = (company: Json) => (company['tagok'] as Member[]).map((member) => member['torzsbetetBefizetve']);

async function baseState(setup: Setup): Promise<Json> {
  const base = (await versions(setup)).find((version) => version.alap)!;
  const response = await t.call(`/api/tarsasag/${setup.companyId}/versions/${base.id}`, { token: setup.token });
  return ((await response.json()) as { tarsasag: Json }).tarsasag;
}

describe('the members’ paid törzsbetét', () => {
  it('is recorded with the registration: the saved company and its base version keep it, the next amendment reads it', async () => {
    const setup = await setUp('atruhazas-kivulallora');
    await saveUnpaid(setup);
    const answer = await markRegistered({
      ...setup,
      bejegyzes: { ...setup.bejegyzes, befizetettTorzsbetetek: [true, true] },
    });
    expect(answer['bejegyzes']).toEqual(setup.bejegyzes);
    expect(paidFlags(answer)).toEqual([true, true]);
    const [listed] = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    expect(paidFlags(listed!)).toEqual([true, true]);
    expect(paidFlags(await baseState(setup))).toEqual([true, true]);
    const plan = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
      token: setup.token,
      body: { uj: setup.uj, modositas: setup.modositas },
    });
    expect(((await plan.json()) as Summary).findings.filter((finding) => finding.severity === 'error')).toEqual([]);

    // registered without the statement, the seller counts as unpaid
    const unstated = await setUp('atruhazas-kivulallora');
    await saveUnpaid(unstated);
    await markRegistered(unstated);
    expect(paidFlags(await baseState(unstated))).toEqual([undefined, undefined]);
    const refused = await t.call(`/api/tarsasag/${unstated.companyId}/modositas/terv`, {
      token: unstated.token,
      body: { uj: unstated.uj, modositas: unstated.modositas },
    });
    expect(((await refused.json()) as Summary).findings.map((finding) => finding.code)).toContain('elado-nem-fizetett');
  });

  it('passes with a fully paid share bought by an outsider: the buyer is saved, and registered, as having paid (Ptk. 3:169. § (1))', async () => {
    const setup = await setUp('atruhazas-kivulallora');
    await markRegistered(setup);
    const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas`, {
      token: setup.token,
      body: { uj: setup.uj, modositas: setup.modositas },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [saved] = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    expect((saved!['tagok'] as Member[]).map((member) => member.nev)).toEqual(['Nagy Lajos', 'Kovács Péter']);
    expect(paidFlags(saved!)).toEqual([true, true]);
    await markRegistered({ ...setup, bejegyzes: { ...setup.bejegyzes, befizetettTorzsbetetek: [true, true] } });
    expect(paidFlags(await baseState(setup))).toEqual([true, true]);

    // bought from a seller the amendment states as not having paid: the buyer owes it, and is saved so
    const unpaid = await setUp('atruhazas-kivulallora');
    await markRegistered(unpaid);
    const refused = await t.call(`/api/tarsasag/${unpaid.companyId}/modositas`, {
      token: unpaid.token,
      body: { uj: unpaid.uj, modositas: unpaid.modositas, befizetettTorzsbetetek: [true, false] },
    });
    // an outsider cannot buy it at all (Ptk. 3:167. § (1)): nothing is saved
    expect(refused.status).toBe(422);
    const [kept] = (await (await t.call('/api/tarsasag', { token: unpaid.token })).json()) as Json[];
    expect((kept!['tagok'] as Member[]).map((member) => member.nev)).toEqual(['Nagy Lajos', 'Fehér Krisztina']);
  });

  it('refuses a payment list of the wrong length or type with a Hungarian 400 and writes nothing', async () => {
    const setup = await setUp('uj-ugyvezeto');
    const register = (befizetettTorzsbetetek: unknown) =>
      t.call(`/api/tarsasag/${setup.companyId}/bejegyzes`, {
        method: 'PUT',
        token: setup.token,
        body: { ...setup.bejegyzes, befizetettTorzsbetetek },
      });
    const tooLong = await register([true, true, false]);
    expect(tooLong.status).toBe(400);
    const error = ((await tooLong.json()) as { error: { code: string; message: string; fields: Json } }).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields['befizetettTorzsbetetek']).toBe(
      'A befizetett törzsbetétek listája 3 értéket tartalmaz, de a társaságnak 2 tagja van: tagonként egy igen/nem érték adható meg.',
    );
    const wrongItem = await register([true, 'igen']);
    expect(wrongItem.status).toBe(400);
    expect(((await wrongItem.json()) as { error: { fields: Json } }).error.fields['befizetettTorzsbetetek.1']).toBe(
      'A törzsbetét befizetése igen/nem érték lehet.',
    );
    const notAList = await register('igen');
    expect(notAList.status).toBe(400);
    expect(((await notAList.json()) as { error: { fields: Json } }).error.fields['befizetettTorzsbetetek']).toBe(
      'A befizetett törzsbetétek tagonként egy-egy igen/nem értékből álló lista.',
    );
    const [company] = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    expect(company!['bejegyzes']).toBeNull();
    expect(paidFlags(company!)).toEqual([true, true]);
    expect(await versions(setup)).toEqual([]);

    await markRegistered(setup);
    const plan = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
      token: setup.token,
      body: { ...seatAndDirector(setup), befizetettTorzsbetetek: [true] },
    });
    expect(plan.status).toBe(400);
    expect(((await plan.json()) as { error: { message: string } }).error.message).toBe(
      'A befizetett törzsbetétek listája 1 értéket tartalmaz, de a bejegyzett állapotban a társaságnak 2 tagja van: tagonként egy igen/nem érték adható meg.',
    );
  });

  it('stated in an amendment, is carried into the saved company and, once the amendment is registered, into the base', async () => {
    const setup = await setUp('tokeemeles-uj-taggal');
    await saveUnpaid(setup);
    await markRegistered(setup);
    // an API client states the payments in the body only; the new state carries no flag
    const tagok = (setup.uj['tagok'] as Member[]).map(({ torzsbetetBefizetve: _paid, ...member }) => member);
    const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas`, {
      token: setup.token,
      body: { uj: { ...setup.uj, tagok }, modositas: setup.modositas, befizetettTorzsbetetek: [true, true] },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [saved] = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    // the joining member's contribution is not known to be paid
    expect(paidFlags(saved!)).toEqual([true, true, undefined]);
    // each member's standing is kept for the next amendment: the member joining by the increase founded nothing
    expect((saved!['tagok'] as Member[]).map((member) => member['alapito'])).toEqual([true, true, false]);

    await markChangeRegistered(setup);
    const base = await baseState(setup);
    expect((base['tagok'] as Member[]).map((member) => member.nev)).toEqual([
      'Nagy Lajos',
      'Fehér Krisztina',
      'Tóth Gábor',
    ]);
    expect(paidFlags(base)).toEqual([true, true, undefined]);
    const rows = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).all();
    // the base keeps the consolidated articles of the amendment: the payments are not in the articles' text
    expect(rows.map((row) => row.tipus)).toEqual(['BEJEGYZETT', 'MODOSITAS', 'BEJEGYZETT']);
    expect(rows[2]!.articles).toEqual(rows[1]!.articles);
  });
});

describe('amendment', () => {
  it('answers the change summary of a seat change and a new director with the majorities and their outcome', async () => {
    const setup = await setUp('uj-ugyvezeto');
    await markRegistered(setup);
    const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
      token: setup.token,
      body: seatAndDirector(setup),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const summary = (await response.json()) as Summary;
    expect(summary.changes).toContainEqual({
      type: 'SZEKHELY',
      label: 'Székhely',
      before: '4027 Debrecen, Böszörményi út 20.',
      after: '1138 Budapest, Váci út 99.',
    });
    expect(summary.changes).toContainEqual(
      expect.objectContaining({ type: 'UGYVEZETO_UJ', person: 'Fehér Krisztina' }),
    );
    const bySubject = Object.fromEntries(summary.resolutions.map((resolution) => [resolution.subject, resolution]));
    expect(bySubject['SZEKHELY']).toMatchObject({ majority: 'EGYSZERU', passed: true, basis: 'Ptk. 3:102. § (2)' });
    expect(bySubject['SZEKHELY']!.majorityLabel).toBe('egyszerű szótöbbség (a jelen lévő szavazatok több mint fele)');
    expect(bySubject['MODOSITAS']!.majorityLabel).toBe(
      'legalább háromnegyedes szótöbbség (a jelen lévő szavazatok legalább háromnegyede)',
    );
    // 60% yes, 40% no: the simple majority is reached
    expect(bySubject['UGYVEZETO_UJ']).toMatchObject({ majority: 'EGYSZERU', passed: true });
    expect(bySubject['MODOSITAS']).toMatchObject({ passed: true });
    expect(summary.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(summary.findings.map((finding) => finding.code)).toContain('cegbirosag-valtozas');
    expect(summary.documents.map((document) => document.id)).toEqual(
      expect.arrayContaining(['hatarozat', 'modositas', 'egyseges-szerkezet', 'szekhely', 'elfogado-nyilatkozat']),
    );
    expect(summary.documents).toContainEqual(
      expect.objectContaining({ id: 'egyseges-szerkezet-valtozaskovetes', isDocxOnly: true }),
    );
    expect(summary.filingDeadline).toBe('2026-12-21');
    // the 30th day, 2026-12-20, is a Sunday (decision 029)
    expect(summary.filingDeadlineNote).toContain('30. nap (2026. december 20.) vasárnap');
    expect(summary.court).toBe('Debreceni Törvényszék Cégbírósága');
    expect(summary.fee.illetek).toBe(15_000);
  });

  it('takes an address change marked as caused by a municipal decision (Ctv. 53. § (1); decision 114)', async () => {
    const setup = await setUp('uj-ugyvezeto');
    await markRegistered(setup);
    const body = seatAndDirector(setup);
    const allamiCimvaltozas = { dontes: 'Budapest XIII. kerületi rendelet 12/2026.', datum: '2026-09-01' };
    const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
      token: setup.token,
      body: { ...body, modositas: { ...body.modositas, allamiCimvaltozas } },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const summary = (await response.json()) as Summary;
    // the premises did not change: no use declaration; the new director keeps the fee (Itv. 45. § (3b))
    expect(summary.documents.map((document) => document.id)).not.toContain('szekhely');
    expect(summary.fee.illetek).toBe(15_000);
  });

  it('reads a registered base saved before a company field was removed: unknown keys are dropped from versions at start', async () => {
    const setup = await setUp('atruhazas-kivulallora');
    await markRegistered(setup);
    const base = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).get()!;
    const state = base.state as Json & { tagok: Json[] };
    const legacy = { ...state, regiMezo: 'x', tagok: [{ ...state.tagok[0]!, kiesett: 1 }, ...state.tagok.slice(1)] };
    t.db.update(companyVersions).set({ state: legacy }).where(eq(companyVersions.id, base.id)).run();
    const plan = () =>
      t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
        token: setup.token,
        body: { uj: setup.uj, modositas: setup.modositas },
      });
    const refused = await plan();
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('korabbi.regiMezo');

    expect(dropUnknownCompanyKeys(t.db)).toBe(1);
    expect(dropUnknownCompanyKeys(t.db)).toBe(0);
    const cleaned = t.db.select().from(companyVersions).where(eq(companyVersions.id, base.id)).get()!;
    expect(cleaned.state).toEqual(state);
    const response = await plan();
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('a tax id saved before the check (decision 080) in the registered state: the refusal says to correct it on the person, and the corrected person is taken', async () => {
    const setup = await setUp('atruhazas-kivulallora');
    await markRegistered(setup);
    // written straight to SQLite, as a company and its person saved before the check: the registered version, the
    // current data and the saved person all hold a tax id with a wrong check digit
    const typo = '8412152388';
    // in his member and director entries; the seat's owner of the same name (no saved person) keeps the right one
    const withTypo = <T extends Json | unknown>(value: T): T => {
      const state = structuredClone(value) as { tagok: Json[]; ugyvezetok: Json[] };
      for (const entry of [state.tagok[0]!, state.ugyvezetok[0]!]) entry['adoazonositoJel'] = typo;
      return state as T;
    };
    const base = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).get()!;
    t.db
      .update(companyVersions)
      .set({ state: withTypo(base.state) })
      .where(eq(companyVersions.id, base.id))
      .run();
    const company = t.db.select().from(companies).where(eq(companies.id, setup.companyId)).get()!;
    t.db
      .update(companies)
      .set({ data: withTypo(company.data) })
      .where(eq(companies.id, setup.companyId))
      .run();
    const lajos = t.db.select().from(persons).where(eq(persons.nev, 'Nagy Lajos')).all().at(-1)!;
    t.db.update(persons).set({ adoazonositoJel: typo }).where(eq(persons.id, lajos.id)).run();
    const plan = (uj: Json) =>
      t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
        token: setup.token,
        body: { uj, modositas: setup.modositas },
      });

    // the current state's own field is refused first, at step 1's field, with the schema's message
    const inCurrent = await plan(withTypo(setup.uj));
    expect(inCurrent.status).toBe(400);
    const current = (await inCurrent.json()) as { error: { fields: Record<string, string> } };
    expect(current.error.fields['uj.tagok.0.adoazonositoJel']).toMatch(/^Az adóazonosító jel hibás/);

    // the current state names him without the tax id: the registered state's typo is refused, saying where to fix it
    const withoutTaxId = structuredClone(setup.uj) as { tagok: Json[]; ugyvezetok: Json[] };
    for (const entry of [withoutTaxId.tagok[0]!, withoutTaxId.ugyvezetok[0]!]) delete entry['adoazonositoJel'];
    const refused = await plan(withoutTaxId as Json);
    expect(refused.status, await refused.clone().text()).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields['korabbi.tagok.0.adoazonositoJel']).toMatch(
      /^A bejegyzett állapotban az 1\. tag \(Nagy Lajos\) adata hibás: Az adóazonosító jel hibás: .* Nyissa meg a személy adatlapját \(a Személyek menüpontban, vagy a módosítás 1\. lépésében a személy „Személyes adatok” gombjával\), és ott javítsa az adóazonosító jelet/,
    );
    expect(error.fields['korabbi.ugyvezetok.0.adoazonositoJel']).toContain('az 1. ügyvezető (Nagy Lajos) adata hibás');

    // the lawyer corrects the person (Személyes adatok): the current state takes it, the registered one too
    const corrected = await t.call('/api/szemely', {
      method: 'PUT',
      token: setup.token,
      body: {
        ...Object.fromEntries(Object.entries(lajos).filter(([, value]) => value !== null)),
        adoazonositoJel: '8412152387',
        createdAt: undefined,
        modifiedAt: undefined,
        ownerId: undefined,
      },
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    for (const uj of [setup.uj, withoutTaxId as Json]) {
      const planned = await plan(uj);
      expect(planned.status, await planned.clone().text()).toBe(200);
    }
    // the version row stays as it was saved: the correction is taken when the request is built
    const kept = t.db.select().from(companyVersions).where(eq(companyVersions.id, base.id)).get()!;
    expect(JSON.stringify(kept.state)).toContain(typo);
  });

  it('plans a transfer to an outsider on a saved state whose members’ törzsbetét is marked paid, without errors', async () => {
    const setup = await setUp('atruhazas-kivulallora');
    await markRegistered(setup);
    const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
      token: setup.token,
      body: { uj: setup.uj, modositas: setup.modositas },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const summary = (await response.json()) as Summary;
    expect(summary.changes.map((change) => change.type)).toContain('UZLETRESZ_ATRUHAZAS');
    expect(summary.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(summary.documents.map((document) => document.id)).toContain('uzletresz-atruhazas');
  });

  it('takes the registered members’ törzsbetét payment from the body: an unpaid seller blocks the transfer to an outsider', async () => {
    const setup = await setUp('atruhazas-kivulallora');
    await markRegistered(setup);
    const plan = async (befizetettTorzsbetetek: unknown) => {
      const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
        token: setup.token,
        body: { uj: setup.uj, modositas: setup.modositas, befizetettTorzsbetetek },
      });
      return { status: response.status, body: (await response.json()) as Summary & { message?: string } };
    };
    const unpaid = await plan([true, false]);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.findings).toContainEqual(
      expect.objectContaining({ code: 'elado-nem-fizetett', path: 'korabbi.tagok.1.torzsbetetBefizetve' }),
    );
    const paid = await plan([true, true]);
    expect(paid.body.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const wrongType = await plan(['igen']);
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(wrongType.body)).toContain('A törzsbetét befizetése igen/nem érték lehet.');
  });

  it('completes a registered member’s missing personal data from the person the lawyer completed among the persons', async () => {
    // the registered state lacks the seller's birth name and mother's name; so does her saved person
    const setup = await setUp('atruhazas-kivulallora', (company) => {
      delete company.tagok[1]!['szuletesiNev'];
      delete company.tagok[1]!['anyjaNeve'];
    });
    await markRegistered(setup);
    const body = { uj: setup.uj, modositas: setup.modositas };
    const plan = async () => {
      const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, { token: setup.token, body });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { findings: { code: string; path?: string }[] }).findings;
    };
    const sellerWarning = { code: 'PERSONAL_DATA_MISSING', path: 'korabbi.tagok.1' };
    expect(await plan()).toContainEqual(expect.objectContaining(sellerWarning));
    const base = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).get()!;

    const seller = (readCase('atruhazas-kivulallora', 'registered.json')['tarsasag'] as { tagok: Member[] }).tagok[1]!;
    const completed = await t.call('/api/szemely', {
      method: 'PUT',
      token: setup.token,
      body: {
        ...Object.fromEntries(PERSONAL_KEYS.filter((key) => key in seller).map((key) => [key, seller[key]])),
        id: (base.state as { tagok: Member[] }).tagok[1]!.szemely!.id,
        szuletesiNev: 'Szabó Krisztina',
      },
    });
    expect(completed.status, await completed.clone().text()).toBe(200);

    expect(await plan()).not.toContainEqual(expect.objectContaining(sellerWarning));
    const contract = await t.call(`/api/tarsasag/${setup.companyId}/modositas/html/uzletresz-atruhazas/0`, {
      token: setup.token,
      body,
    });
    expect(contract.status, await contract.clone().text()).toBe(200);
    const html = await contract.text();
    expect(html).toContain('Szabó Krisztina');
    expect(html).toContain('Sándor Ilona');
    // a read-time fill: the registered version keeps what was marked registered
    const stored = t.db.select().from(companyVersions).where(eq(companyVersions.id, base.id)).get()!;
    expect(stored.state).toEqual(base.state);
    expect((stored.state as { tagok: Member[] }).tagok[1]!['anyjaNeve']).toBeUndefined();
  });

  it('explains the transfer contract to a registered seller whose saved person does not understand Hungarian', async () => {
    const setup = await setUp('atruhazas-kivulallora');
    await markRegistered(setup);
    const base = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).get()!;
    const registeredSeller = (base.state as { tagok: Member[] }).tagok[1]!;
    expect(registeredSeller['nemErtiMagyarul']).toBeUndefined();
    const contract = async () => {
      const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/html/uzletresz-atruhazas/0`, {
        token: setup.token,
        body: { uj: setup.uj, modositas: setup.modositas },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.text()).replace(/\u00a0|&nbsp;/g, ' ');
    };
    expect(await contract()).not.toContain('a magyar nyelvet nem érti');
    const saved = await t.call('/api/szemely', {
      method: 'PUT',
      token: setup.token,
      body: {
        ...Object.fromEntries(
          PERSONAL_KEYS.filter((key) => key in registeredSeller).map((key) => [key, registeredSeller[key]]),
        ),
        id: registeredSeller.szemely!.id,
        nemErtiMagyarul: true,
        magyarazatNyelve: 'német',
        tolmacsNeve: 'Kovács Péter',
        tolmacsAzonosito: 'AB123456',
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // the body's changed state, as sent, says nothing of it: the registered seller takes it from her person
    const html = await contract();
    expect(html).toContain('a magyar nyelvet nem érti');
    expect(html).toContain('Kovács Péter');
    expect(html).toContain('német nyelven');
  });

  it('keeps a registered value that differs from the person’s, and fills only what the registered state lacks', async () => {
    const setup = await setUp('atruhazas-kivulallora', (company) => {
      delete company.tagok[1]!['szuletesiNev'];
    });
    await markRegistered(setup);
    const base = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).get()!;
    const registeredSeller = (base.state as { tagok: Member[] }).tagok[1]!;
    const completed = await t.call('/api/szemely', {
      method: 'PUT',
      token: setup.token,
      body: {
        ...Object.fromEntries(
          PERSONAL_KEYS.filter((key) => key in registeredSeller).map((key) => [key, registeredSeller[key]]),
        ),
        id: registeredSeller.szemely!.id,
        szuletesiNev: 'Szabó Krisztina',
        anyjaNeve: 'Kovács Erzsébet',
        lakohely: '1051 Budapest, Október 6. utca 3.',
      },
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const contract = await t.call(`/api/tarsasag/${setup.companyId}/modositas/html/uzletresz-atruhazas/0`, {
      token: setup.token,
      body: { uj: setup.uj, modositas: setup.modositas },
    });
    expect(contract.status, await contract.clone().text()).toBe(200);
    const html = (await contract.text()).replace(/\u00a0|&nbsp;/g, ' ');
    expect(html).toContain('Szabó Krisztina');
    expect(html).toContain('Sándor Ilona');
    expect(html).toContain('4024 Debrecen, Csapó utca 9.');
    expect(html).not.toContain('Kovács Erzsébet');
    expect(html).not.toContain('Október 6. utca');
  });

  it('completes a registered member’s missing data from his entry in the changed state when his person lacks them too', async () => {
    // the other member's pre-emption statement prints him from the registered state, which lacks his mother's name
    const setup = await setUp('atruhazas-kivulallora', (company) => {
      delete company.tagok[0]!['anyjaNeve'];
    });
    await markRegistered(setup);
    const uj = structuredClone(setup.uj) as Json & { tagok: Member[] };
    expect(uj.tagok[0]!['anyjaNeve']).toBe('Balogh Margit');
    const plan = async (changed: Json) => {
      const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
        token: setup.token,
        body: { uj: changed, modositas: setup.modositas },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as Omit<Summary, 'findings'> & { findings: { code: string; path?: string }[] };
    };
    const memberWarning = { code: 'PERSONAL_DATA_MISSING', path: 'korabbi.tagok.0' };
    const completed = await plan(uj);
    expect(completed.findings).not.toContainEqual(expect.objectContaining(memberWarning));
    // a datum the registered record lacked is no change of the members' data (no TAGOK_ADATAI resolution)
    expect(completed.changes.map((change) => change.type)).not.toContain('TAGOK_ADATAI');
    // without it in the changed state either, the registered state's blank stays and is warned of
    delete uj.tagok[0]!['anyjaNeve'];
    expect((await plan(uj)).findings.filter((finding) => finding.path?.endsWith('tagok.0'))).toContainEqual(
      expect.objectContaining({ code: 'PERSONAL_DATA_MISSING' }),
    );
  });

  it('never takes another user’s person of the same id into the registered state', async () => {
    const strip = (member: Member) => {
      delete member['szuletesiNev'];
      delete member['anyjaNeve'];
    };
    const setup = await setUp('atruhazas-kivulallora', (company) => company.tagok.forEach(strip));
    await markRegistered(setup);
    const base = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).get()!;
    const state = base.state as Json & { tagok: Member[] };
    // another user's complete person; the registered seller linked to its id (a row written before the owner check)
    const other = await registerTestUser(t);
    const foreign = await t.call('/api/szemely', {
      token: other.token,
      body: {
        nev: 'Fehér Krisztina',
        lakohely: '4024 Debrecen, Csapó utca 9.',
        anyjaNeve: 'Idegen Ilona',
        szuletesiNev: 'Idegen Krisztina',
      },
    });
    expect(foreign.status).toBe(201);
    const foreignId = ((await foreign.json()) as { id: number }).id;
    const tagok = [state.tagok[0]!, { ...state.tagok[1]!, szemely: { id: foreignId } }];
    t.db
      .update(companyVersions)
      .set({ state: { ...state, tagok } })
      .where(eq(companyVersions.id, base.id))
      .run();
    const modositas = JSON.parse(
      JSON.stringify(setup.modositas).replaceAll(`"id":${state.tagok[1]!.szemely!.id}`, `"id":${foreignId}`),
    ) as Json;
    // the lawyer completes the other member among his own persons: that one is filled, the seller is not
    const own = state.tagok[0]!;
    const completed = await t.call('/api/szemely', {
      method: 'PUT',
      token: setup.token,
      body: {
        ...Object.fromEntries(PERSONAL_KEYS.filter((key) => key in own).map((key) => [key, own[key]])),
        id: own.szemely!.id,
        szuletesiNev: 'Nagy Lajos',
        anyjaNeve: 'Balogh Margit',
      },
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const body = { uj: setup.uj, modositas };
    const plan = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, { token: setup.token, body });
    expect(plan.status, await plan.clone().text()).toBe(200);
    const findings = ((await plan.json()) as { findings: { code: string; path?: string }[] }).findings;
    expect(findings).toContainEqual(
      expect.objectContaining({ code: 'PERSONAL_DATA_MISSING', path: 'korabbi.tagok.1' }),
    );
    expect(findings).not.toContainEqual(expect.objectContaining({ path: 'korabbi.tagok.0' }));
    const contract = await t.call(`/api/tarsasag/${setup.companyId}/modositas/html/uzletresz-atruhazas/0`, {
      token: setup.token,
      body,
    });
    expect(contract.status, await contract.clone().text()).toBe(200);
    const html = await contract.text();
    expect(html).toContain('Balogh Margit');
    expect(html).not.toContain('Idegen');
  });

  it('takes a capital-increase contribution marked paid (befizetve): the register states it as provided, no longer as owed', async () => {
    const setup = await setUp('tokeemeles-meglevo-tag');
    await markRegistered(setup);
    const modositas = structuredClone(setup.modositas) as { tokeemeles: { hozzajarulasok: Json[] } };
    const preview = async (befizetve: boolean) => {
      modositas.tokeemeles.hozzajarulasok[1]!['befizetve'] = befizetve;
      const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/html/tagjegyzek`, {
        token: setup.token,
        body: { uj: setup.uj, modositas },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.text()).replace(/\u00a0|&nbsp;/g, ' ');
    };
    const paid = await preview(true);
    expect(paid).toMatch(
      /Fehér Krisztina törzsbetétje a törzstőke felemelésével [^;]+; a törzsbetét a Társaság részére teljes egészében szolgáltatásra került\./,
    );
    expect(paid).not.toContain('Fehér Krisztina 2026. december 18. napjáig');
    expect(await preview(false)).toContain('Fehér Krisztina 2026. december 18. napjáig');
  });

  it('previews a planned document as HTML; a document outside the plan is a 404, legal errors a 422', async () => {
    const setup = await setUp('uj-ugyvezeto');
    await markRegistered(setup);
    const body = seatAndDirector(setup);
    const base = `/api/tarsasag/${setup.companyId}/modositas/html`;
    const redline = await t.call(`${base}/egyseges-szerkezet-valtozaskovetes`, { token: setup.token, body });
    expect(redline.status, await redline.clone().text()).toBe(200);
    expect(redline.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(redline.headers.get('content-security-policy')).toContain('sandbox');
    // fetch asks for gzip and unpacks it, as a browser does
    expect(redline.headers.get('content-encoding')).toBe('gzip');
    // the redline preview: deletions in <del>, insertions in <ins>; without the deletions it reads the new text
    const redlineHtml = await redline.text();
    expect(redlineHtml).toMatch(/<del>[^<]+<\/del>/);
    expect(redlineHtml.replace(/<del>[^<]*<\/del>/g, '').replace(/<\/?ins>/g, '')).toContain(
      '1138 Budapest, Váci út 99.',
    );
    const acceptance = await t.call(`${base}/elfogado-nyilatkozat/1`, { token: setup.token, body });
    expect(acceptance.status).toBe(200);
    expect(await acceptance.text()).toContain('Fehér Krisztina');

    for (const path of ['vagyoni-hozzajarulas/0', 'elfogado-nyilatkozat/0', 'nincs-ilyen']) {
      const missing = await t.call(`${base}/${path}`, { token: setup.token, body });
      expect(missing.status, path).toBe(404);
    }

    const invalid = await setUp('utolso-ugyvezeto');
    await markRegistered(invalid);
    const refused = await t.call(`/api/tarsasag/${invalid.companyId}/modositas/html/hatarozat`, {
      token: invalid.token,
      body: { uj: invalid.uj, modositas: invalid.modositas },
    });
    expect(refused.status).toBe(422);
    const error = ((await refused.json()) as { error: { code: string; legalErrors: { code: string }[] } }).error;
    expect(error.code).toBe('LEGAL_ERRORS');
    expect(error.legalErrors.map((item) => item.code)).toContain('utolso-ugyvezeto');
  });

  it('lists and previews a written resolution’s draft and each member’s voting form (Ptk. 3:20. § (1))', async () => {
    const setup = await setUp('irasbeli-hatarozathozatal');
    await markRegistered(setup);
    const body = { uj: setup.uj, modositas: setup.modositas };
    const planned = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, { token: setup.token, body });
    expect(planned.status, await planned.clone().text()).toBe(200);
    const summary = (await planned.json()) as Summary;
    // nobody is present at a written resolution: its majority is of the votes sent (Ptk. 3:20. § (2), decision 038)
    expect(summary.resolutions.map((resolution) => resolution.majorityLabel)).toEqual([
      'egyszerű szótöbbség (a megküldött szavazatok több mint fele)',
      'legalább háromnegyedes szótöbbség (a megküldött szavazatok legalább háromnegyede)',
    ]);
    expect(summary.documents.slice(0, 4).map(({ id, index }) => ({ id, index }))).toEqual([
      { id: 'tervezet-megkuldes', index: undefined },
      { id: 'szavazolap', index: 0 },
      { id: 'szavazolap', index: 1 },
      { id: 'hatarozat', index: undefined },
    ]);
    const base = `/api/tarsasag/${setup.companyId}/modositas/html`;
    const draft = await t.call(`${base}/tervezet-megkuldes`, { token: setup.token, body });
    expect(draft.status).toBe(200);
    expect(await draft.text()).toContain('ÜLÉS TARTÁSA NÉLKÜLI HATÁROZATHOZATAL KEZDEMÉNYEZÉSE');
    const form = await t.call(`${base}/szavazolap/1`, { token: setup.token, body });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Fehér Krisztina');
    expect((await t.call(`${base}/szavazolap/2`, { token: setup.token, body })).status).toBe(404);
  });

  it('generates every planned document, one quota unit each; the redline is a Word file with tracked changes and no PDF', async () => {
    const setup = await setUp('uj-ugyvezeto');
    await markRegistered(setup);
    const body = seatAndDirector(setup);
    const planned = (await (
      await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, { token: setup.token, body })
    ).json()) as Summary;
    const quota = await remainingDocs(setup.token);

    const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas`, { token: setup.token, body });
    expect(response.status, await response.clone().text()).toBe(201);
    const generated = ((await response.json()) as { documents: { id: number; templateId: string; payed: boolean }[] })
      .documents;
    expect(generated.map((document) => document.templateId)).toEqual(planned.documents.map((document) => document.id));
    expect(generated.every((document) => document.payed)).toBe(true);
    expect(t.db.select().from(documents).where(eq(documents.ownerId, setup.userId)).all()).toHaveLength(
      planned.documents.length,
    );
    expect(await remainingDocs(setup.token)).toBe(quota - planned.documents.length);

    const redline = generated.find((document) => document.templateId === 'egyseges-szerkezet-valtozaskovetes')!;
    const download = await t.call(`/api/docs/${redline.id}`, { token: setup.token });
    expect(download.status).toBe(200);
    expect(decodeURIComponent(download.headers.get('content-disposition') ?? '')).toContain(
      'Egységes szerkezet – változáskövetéssel - Hajdú Pékmester - 2026-11-20.docx',
    );
    const folder = mkdtempSync(join(tmpdir(), 'cegdok-redline-'));
    try {
      const file = join(folder, 'redline.docx');
      writeFileSync(file, Buffer.from(await download.arrayBuffer()));
      const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
      expect(xml).toMatch(/<w:ins\b[^>]*w:author=/);
      expect(xml).toMatch(/<w:del\b/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const noPdf = await t.call(`/api/docs/${redline.id}?format=pdf`, { token: setup.token });
    expect(noPdf.status).toBe(404);
    expect(((await noPdf.json()) as { error: { message: string } }).error.message).toBe(
      'Ehhez a dokumentumhoz nem készül PDF.',
    );
    const minutes = generated.find((document) => document.templateId === 'hatarozat')!;
    const pdf = await t.call(`/api/docs/${minutes.id}?format=pdf`, { token: setup.token });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // the changed state is now the saved one; the registered base stays until the change is registered
    const [company] = (await (await t.call('/api/tarsasag', { token: setup.token })).json()) as Json[];
    expect(company!['szekhely']).toBe('1138 Budapest, Váci út 99.');
    const afterAmendment = await versions(setup);
    // the amendment version answers the date of its deed (the articles changed), for the change registration
    expect(afterAmendment.map((version) => [version.tipus, version.alap, version.modositasKelte])).toEqual([
      ['MODOSITAS', false, '2026-11-24'],
      ['BEJEGYZETT', true, null],
    ]);
    await markChangeRegistered(setup);
    const moved = await versions(setup);
    expect(moved.map((version) => [version.tipus, version.alap, version.modositasKelte])).toEqual([
      ['BEJEGYZETT', true, null],
      ['MODOSITAS', false, '2026-11-24'],
      ['BEJEGYZETT', false, null],
    ]);
    const rows = t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).all();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // the new base keeps the consolidated articles of the amendment that produced its state
    expect(byId.get(moved[0]!.id)!.articles).toEqual(byId.get(moved[1]!.id)!.articles);
    expect(JSON.stringify(byId.get(moved[0]!.id)!.articles)).toContain('1138 Budapest, Váci út 99.');
  });

  it('refuses the same call again (409) while its amendment is the newest version: nothing stored twice, no quota used', async () => {
    const setup = await setUp('uj-ugyvezeto');
    await markRegistered(setup);
    const body = seatAndDirector(setup);
    const generate = (sent: Json) =>
      t.call(`/api/tarsasag/${setup.companyId}/modositas`, { token: setup.token, body: sent });
    const ownDocuments = () => t.db.select().from(documents).where(eq(documents.ownerId, setup.userId)).all();
    const versions = () =>
      t.db.select().from(companyVersions).where(eq(companyVersions.companyId, setup.companyId)).all();

    const before = await remainingDocs(setup.token);
    // the same call twice at once (a double click): both render, the storing transactions let one through
    const [one, other] = await Promise.all([generate(body), generate(body)]);
    expect([one.status, other.status].sort()).toEqual([201, 409]);
    const stored = ownDocuments().length;
    const remaining = await remainingDocs(setup.token);
    expect(before - remaining).toBe(stored);
    // and again afterwards, whatever the order of its keys
    const reordered = Object.fromEntries(Object.entries(body).reverse()) as Json;
    for (const refused of [await generate(reordered), one.status === 409 ? one : other]) {
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
        code: 'AMENDMENT_ALREADY_GENERATED',
        message:
          'Ennek a módosításnak a dokumentumai ezekkel az adatokkal már elkészültek; a kvótából nem vontunk le újra. A dokumentumokat a Dokumentumok oldalon töltheti le.',
      });
    }
    expect(ownDocuments()).toHaveLength(stored);
    expect(await remainingDocs(setup.token)).toBe(remaining);
    expect(versions().map((row) => row.tipus)).toEqual(['BEJEGYZETT', 'MODOSITAS']);

    // a changed amendment on the same base is another call: generated
    const changed = { ...body, uj: { ...(body['uj'] as Json), szekhely: '1139 Budapest, Váci út 101.' } };
    const generated = await generate(changed);
    expect(generated.status, await generated.clone().text()).toBe(201);
    expect(versions().map((row) => row.tipus)).toEqual(['BEJEGYZETT', 'MODOSITAS', 'MODOSITAS']);
  });

  it('refuses the free plan (403) and stores the documents past the quota unpaid, as the formation documents', async () => {
    const setup = await setUp('uj-ugyvezeto');
    await markRegistered(setup);
    const body = seatAndDirector(setup);
    const setPlan = (tierId: string, remaining: number) =>
      t.db
        .update(subscriptions)
        .set({ tierId, remainingDocs: remaining })
        .where(eq(subscriptions.userId, setup.userId))
        .run();
    const generate = () => t.call(`/api/tarsasag/${setup.companyId}/modositas`, { token: setup.token, body });

    setPlan('free', 3);
    const refused = await generate();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('PLAN_RESTRICTED');
    expect(t.db.select().from(documents).where(eq(documents.ownerId, setup.userId)).all()).toEqual([]);
    expect(await remainingDocs(setup.token)).toBe(3);

    setPlan('basic', 2);
    const response = await generate();
    expect(response.status).toBe(201);
    const generated = ((await response.json()) as { documents: { id: number; payed: boolean }[] }).documents;
    expect(generated.length).toBeGreaterThan(2);
    expect(generated.map((document) => document.payed)).toEqual(generated.map((_document, index) => index < 2));
    expect(await remainingDocs(setup.token)).toBe(0);
    expect((await t.call(`/api/docs/${generated[2]!.id}`, { token: setup.token })).status).toBe(402);
    expect((await t.call(`/api/docs/${generated[0]!.id}`, { token: setup.token })).status).toBe(200);
  });

  it('refuses an amendment with a legal error (the last director removed) with 422: nothing stored, no quota used', async () => {
    const setup = await setUp('utolso-ugyvezeto');
    await markRegistered(setup);
    const quota = await remainingDocs(setup.token);
    const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas`, {
      token: setup.token,
      body: { uj: setup.uj, modositas: setup.modositas },
    });
    expect(response.status).toBe(422);
    const error = ((await response.json()) as { error: { code: string; legalErrors: { statute: string }[] } }).error;
    expect(error.code).toBe('LEGAL_ERRORS');
    expect(error.legalErrors.length).toBeGreaterThan(0);
    expect(t.db.select().from(documents).where(eq(documents.ownerId, setup.userId)).all()).toEqual([]);
    expect(await remainingDocs(setup.token)).toBe(quota);
    expect((await versions(setup)).map((version) => version.tipus)).toEqual(['BEJEGYZETT']);
  });

  it('refuses a misspelt key of the amendment data with 422 naming its path in Hungarian: nothing stored, no quota used', async () => {
    const setup = await setUp('uj-ugyvezeto');
    await markRegistered(setup);
    const quota = await remainingDocs(setup.token);
    const { uj, modositas } = seatAndDirector(setup);
    const misspelt = structuredClone(modositas) as Json & { dontes: Json & { szavazasok: Json[] } };
    misspelt['hatalynapja'] = '2026-12-01';
    misspelt.dontes['egyhanu'] = true;
    misspelt.dontes.szavazasok[0]!['nemm'] = [];
    for (const path of ['modositas/terv', 'modositas/html/hatarozat', 'modositas']) {
      const response = await t.call(`/api/tarsasag/${setup.companyId}/${path}`, {
        token: setup.token,
        body: { uj, modositas: misspelt },
      });
      expect(response.status, path).toBe(422);
      expect(((await response.json()) as { error: { code: string; fields: Json } }).error).toMatchObject({
        code: 'UNKNOWN_FIELDS',
        fields: {
          'modositas.hatalynapja': 'Ismeretlen mező: hatalynapja — erre gondolt: hatalyNapja?',
          'modositas.dontes.egyhanu': 'Ismeretlen mező: egyhanu — erre gondolt: egyhangu?',
          'modositas.dontes.szavazasok.0.nemm': 'Ismeretlen mező: nemm — erre gondolt: nem?',
        },
      });
    }
    expect(t.db.select().from(documents).where(eq(documents.ownerId, setup.userId)).all()).toEqual([]);
    expect(await remainingDocs(setup.token)).toBe(quota);
    expect((await versions(setup)).map((version) => version.tipus)).toEqual(['BEJEGYZETT']);
  });

  it('answers 409 for a company not marked registered, and 400 (never 500) for a body of the wrong types', async () => {
    const setup = await setUp('uj-ugyvezeto');
    const body = { uj: setup.uj, modositas: setup.modositas };
    for (const path of ['modositas/terv', 'modositas/html/hatarozat', 'modositas']) {
      const response = await t.call(`/api/tarsasag/${setup.companyId}/${path}`, { token: setup.token, body });
      expect(response.status, path).toBe(409);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'A társaság nincs bejegyzettként megjelölve: előbb rögzítse a cégjegyzékszámot és a bejegyzés adatait.',
      );
    }
    await markRegistered(setup);
    for (const wrong of [
      { uj: 5, modositas: 'x' },
      { uj: { ...setup.uj, tagok: 'nincs' }, modositas: { ...setup.modositas, dontes: { mod: 'SEMMI', datum: 7 } } },
      { uj: setup.uj, modositas: { ...setup.modositas, keltezesIdeje: [], hatarozatSorszam: 'egy' } },
      [],
    ]) {
      const response = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
        token: setup.token,
        body: wrong,
      });
      expect(response.status, JSON.stringify(wrong).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const incompleteSeat = await t.call(`/api/tarsasag/${setup.companyId}/modositas/terv`, {
      token: setup.token,
      body: { uj: { ...setup.uj, szekhely: '6700 Szeged, .' }, modositas: setup.modositas },
    });
    expect(incompleteSeat.status).toBe(400);
    expect(JSON.stringify(await incompleteSeat.json())).toContain('uj.szekhely');
  });
});
