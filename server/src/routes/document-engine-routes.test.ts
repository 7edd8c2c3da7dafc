import { DOCUMENT_TYPE_IDS } from '@cegdok/engine';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/create-test-app.ts';
import { sampleCompany, samplePersons, sampleRequest } from '../../test/sample-data.ts';
import { users } from '../db/schema/accounts.ts';
import { subscriptions, tiers } from '../db/schema/commerce.ts';
import { activatePlan } from '../services/subscriptions/activate-plan.ts';

const PER_DIRECTOR = ['alairasminta', 'elfogado-nyilatkozat'];

async function setUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await registerTestUser(t);
  const anna = (await (await t.request('/api/szemely', { token: account.token, body: samplePersons.anna })).json()) as {
    id: number;
  };
  const bela = (await (await t.request('/api/szemely', { token: account.token, body: samplePersons.bela })).json()) as {
    id: number;
  };
  const company = await t.request('/api/tarsasag', {
    token: account.token,
    body: { ...sampleCompany({ anna: anna.id, bela: bela.id }), ...overrides },
  });
  const saved = (await company.json()) as Record<string, unknown>;
  return { ...account, request: sampleRequest(saved) };
}

function setTier(t: TestApp, email: string, tierId: string, remainingDocs: number) {
  const user = t.db.select().from(users).where(eq(users.email, email)).get();
  t.db.update(subscriptions).set({ tierId, remainingDocs }).where(eq(subscriptions.userId, user!.id)).run();
}

describe('previews', () => {
  const t = createTestApp();

  it('renders every type (per-director types for each director) as a standalone HTML page', async () => {
    const { token, request } = await setUp(t);
    for (const type of DOCUMENT_TYPE_IDS) {
      for (const index of PER_DIRECTOR.includes(type) ? ['/0', '/1'] : ['']) {
        const response = await t.request(`/api/contract-engine/ceg-doc/${type}/html${index}`, { token, body: request });
        expect(response.status, `${type}${index}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('content-security-policy')).toContain('sandbox');
        const html = await response.text();
        expect(html).toMatch(/<html/i);
      }
    }
  });

  it('sends the same page gzipped to a client that takes gzip, rendered or from the cache', async () => {
    const { token, request } = await setUp(t);
    const path = '/api/contract-engine/ceg-doc/tarsasagi/html';
    const plain = await t.request(path, { token, body: request });
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    for (const attempt of ['cached', 'cached again']) {
      const gzipped = await t.request(path, { token, body: request, headers: { 'accept-encoding': 'gzip, br' } });
      expect(gzipped.headers.get('content-encoding'), attempt).toBe('gzip');
      const bytes = new Uint8Array(await gzipped.arrayBuffer());
      expect(bytes.length, attempt).toBeLessThan(html.length / 2);
      expect(gunzipSync(bytes).toString('utf8'), attempt).toBe(html);
    }
    const fresh = { ...request, keltezesHelye: 'Szeged' };
    const rendered = await t.request(path, { token, body: fresh, headers: { 'accept-encoding': 'gzip' } });
    expect(rendered.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await rendered.arrayBuffer())).toString('utf8')).toContain('Kelt: Szeged');
  });

  it('escapes hostile text in every preview', async () => {
    const hostile = '<script>alert(1)</script>';
    const { token, request } = await setUp(t, {
      nev: `Gonosz ${hostile} Kft.`,
      szekhely: `1052 Budapest, Váci utca 2. ${hostile}`,
    });
    request.ugyvediIroda = { ...request.ugyvediIroda, nev: `Iroda ${hostile}` };
    (request.tarsasag as { tagok: { nev: string }[] }).tagok[0]!.nev = `Anna ${hostile}`;
    (request.tarsasag as { ugyvezetok: { nev: string }[] }).ugyvezetok[0]!.nev = `Anna ${hostile}`;
    for (const type of DOCUMENT_TYPE_IDS) {
      const response = await t.request(`/api/contract-engine/ceg-doc/${type}/html`, { token, body: request });
      expect(response.status, type).toBe(200);
      const html = await response.text();
      expect(html, type).not.toContain('<script');
      expect(html, type).toContain('&lt;script&gt;');
    }
  });

  it('answers the planned document and the consistency warnings as JSON', async () => {
    const { token, request } = await setUp(t);
    const response = await t.request('/api/contract-engine/ceg-doc/alairasminta/1', { token, body: request });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { document: Record<string, unknown>; warnings: unknown[] };
    expect(body.document).toEqual({
      typeId: 'alairasminta',
      title: 'Aláírásminta – Nagy Béla',
      fileStem: 'alairasminta-2',
      directorIndex: 1,
      isRestrictedOnFree: false,
    });
    expect(Array.isArray(body.warnings)).toBe(true);
    const whole = await t.request('/api/contract-engine/ceg-doc/tarsasagi', { token, body: request });
    expect(((await whole.json()) as { document: { title: string } }).document.title).toBe('Társasági szerződés');
  });

  it('answers the formation filing deadline, moved off Christmas, with its note; none for a registered company', async () => {
    const { token, request } = await setUp(t);
    // dated 2026-11-25: the 30th day is Christmas Day, then December 26 (Saturday) and a Sunday
    const response = await t.request('/api/contract-engine/ceg-doc/tarsasagi', { token, body: request });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { filingDeadline?: string; filingDeadlineNote?: string };
    expect(body.filingDeadline).toBe('2026-12-28');
    const note = body.filingDeadlineNote?.replace(/\s/g, ' ');
    expect(note).toMatch(
      /^A cégbejegyzési kérelmet legkésőbb 2026\. december 28\. napjáig kell benyújtani \(Ptk\. 3:100\. § \(1\)/,
    );
    expect(note).toContain('a program az okiratok keltét (2026. november 25.) tekinti');
    expect(note).toContain('Az ellenjegyzéstől számított 30. nap (2026. december 25.) munkaszüneti nap (karácsony)');

    const registered = { ...request, bejegyzes: { cegjegyzekszam: '01-09-123456' } };
    const change = await t.request('/api/contract-engine/ceg-doc/tagjegyzek', { token, body: registered });
    expect(change.status).toBe(200);
    const changeBody = (await change.json()) as Record<string, unknown>;
    expect(changeBody).toHaveProperty('document');
    expect(changeBody).not.toHaveProperty('filingDeadline');
    expect(changeBody).not.toHaveProperty('filingDeadlineNote');
  });

  it('warns on the Budapest day after the formation deadline, and still generates the documents', async () => {
    const before = t.deps.now();
    try {
      // dated 2026-11-25: the last day is Monday, 28 December 2026 (moved off Christmas); 22:30 UTC is 23:30 in Budapest
      t.setNow(new Date('2026-12-28T22:30:00Z'));
      const { token, request } = await setUp(t);
      const warningsNow = async () => {
        const response = await t.request('/api/contract-engine/ceg-doc/tarsasagi', { token, body: request });
        expect(response.status).toBe(200);
        return ((await response.json()) as { warnings: { code: string; message: string; severity: string }[] })
          .warnings;
      };
      const lastDay = (await warningsNow()).map((warning) => warning.code);
      expect(lastDay).toContain('FORMATION_FILING_DEADLINE_TODAY');
      expect(lastDay).not.toContain('FORMATION_FILING_DEADLINE_PASSED');
      // an hour later it is 29 December in Budapest
      t.setNow(new Date('2026-12-28T23:30:00Z'));
      const late = (await warningsNow()).find((warning) => warning.code === 'FORMATION_FILING_DEADLINE_PASSED');
      expect(late?.severity).toBe('warning');
      expect(late?.message.replace(/\s/g, ' ')).toContain(
        'legkésőbb 2026. december 28. napjáig kellett volna benyújtani (Ptk. 3:100. § (1), Ctv. 34. § (1))',
      );
      // a warning blocks nothing: the free plan's member register is generated and stored
      const generated = await t.request('/api/contract-engine/ceg-doc/tagjegyzek/generate', { token, body: request });
      expect(generated.status).toBe(201);
    } finally {
      t.setNow(before);
    }
  });

  it('answers 4xx for an unknown type, a bad director index and an invalid request', async () => {
    const { token, request } = await setUp(t);
    const cases: [string, number, string][] = [
      ['/api/contract-engine/ceg-doc/nincs-ilyen/html', 404, 'UNKNOWN_DOCUMENT_TYPE'],
      ['/api/contract-engine/ceg-doc/nincs-ilyen', 404, 'UNKNOWN_DOCUMENT_TYPE'],
      // index 2 is the company manager's signature specimen (after the two directors); 3 is out of range
      ['/api/contract-engine/ceg-doc/alairasminta/html/3', 400, 'INVALID_DIRECTOR_INDEX'],
      ['/api/contract-engine/ceg-doc/elfogado-nyilatkozat/html/2', 400, 'INVALID_DIRECTOR_INDEX'],
      ['/api/contract-engine/ceg-doc/alairasminta/5', 400, 'INVALID_DIRECTOR_INDEX'],
      ['/api/contract-engine/ceg-doc/alairasminta/html/x', 400, 'INVALID_DIRECTOR_INDEX'],
      ['/api/contract-engine/ceg-doc/tagjegyzek/html/1', 400, 'INVALID_DIRECTOR_INDEX'],
      ['/api/contract-engine/ceg-doc/elfogado-nyilatkozat/generate/9', 400, 'INVALID_DIRECTOR_INDEX'],
    ];
    for (const [path, status, code] of cases) {
      const response = await t.request(path, { token, body: request });
      expect(response.status, path).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe(code);
    }
    const invalid = await t.request('/api/contract-engine/ceg-doc/tagjegyzek/html', {
      token,
      body: { ...request, keltezesHelye: '', tarsasag: { ...(request.tarsasag as object), tagok: [] } },
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      keltezesHelye: 'A hely megadása kötelező.',
      'tarsasag.tagok': 'Legalább egy tag megadása kötelező.',
    });
  });

  it('checks the type and director index of every preview, also once the request is in the preview cache', async () => {
    const { token, request } = await setUp(t);
    const cached = '/api/contract-engine/ceg-doc/alairasminta/html/1';
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await t.request(cached, { token, body: request })).status).toBe(200);
    const cases: [string, Record<string, string>][] = [
      [`/api/contract-engine/ceg-doc/${'x'.repeat(61)}/html`, { type: 'Ismeretlen dokumentumtípus.' }],
      [`/api/contract-engine/ceg-doc/alairasminta/html/${'1'.repeat(11)}`, { index: 'Érvénytelen ügyvezető-sorszám.' }],
    ];
    for (const [path, fields] of cases) {
      const response = await t.request(path, { token, body: request });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields, path).toEqual(
        fields,
      );
    }
  });
});

describe('generation, quota and documents', () => {
  const t = createTestApp();
  type Doc = {
    id: number;
    fileId: string;
    fileName: string;
    templateId: string;
    companyName: string;
    createdAt: string;
    deleted: boolean;
    payed: boolean;
    retentionDays: number;
  };

  it('refuses the restricted types on the free plan (403) and allows them on a paid plan', async () => {
    const { token, email, request } = await setUp(t);
    for (const type of ['tarsasagi', 'szekhely', 'jogi-kepviselo-meghatalmazas', 'elfogado-nyilatkozat']) {
      const refused = await t.request(`/api/contract-engine/ceg-doc/${type}/generate`, { token, body: request });
      expect(refused.status, type).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('PLAN_RESTRICTED');
    }
    expect((await (await t.request('/api/docs', { token })).json()) as Doc[]).toEqual([]);
    setTier(t, email, 'basic', 20);
    const allowed = await t.request('/api/contract-engine/ceg-doc/tarsasagi/generate', { token, body: request });
    expect(allowed.status).toBe(201);
    const subscription = (await (await t.request('/api/subscription', { token })).json()) as { remainingDocs: number };
    expect(subscription.remainingDocs).toBe(19);
  });

  it('uses the quota, stores documents beyond it unpaid, downloads paid ones as {fileId}.docx and PDF', async () => {
    const { token, request } = await setUp(t);
    const generated: { id: number; fileId: string; payed: boolean }[] = [];
    for (const path of [
      'tagjegyzek/generate',
      'alairasminta/generate/0',
      'alairasminta/generate/1',
      'tagjegyzek/generate',
    ]) {
      const response = await t.request(`/api/contract-engine/ceg-doc/${path}`, { token, body: request });
      expect(response.status, path).toBe(201);
      generated.push((await response.json()) as { id: number; fileId: string; payed: boolean });
    }
    expect(generated.map((doc) => doc.payed)).toEqual([true, true, true, false]);
    const subscription = (await (await t.request('/api/subscription', { token })).json()) as Record<string, unknown>;
    expect(subscription).toMatchObject({
      name: 'free',
      tierName: 'Ingyenes',
      remainingDocs: 0,
      monthlyDocCap: 3,
      docRetentionInDays: 30,
      extraDocPrice: 0,
    });

    const list = (await (await t.request('/api/docs', { token })).json()) as Doc[];
    expect(list).toHaveLength(4);
    expect(list.find((doc) => doc.id === generated[1]!.id)).toMatchObject({
      fileId: generated[1]!.fileId,
      fileName: 'Aláírásminta – Kiss Anna',
      templateId: 'alairasminta',
      companyName: 'Példa Tanácsadó Korlátolt Felelősségű Társaság',
      createdAt: '2026-11-20T10:00:00.000Z',
      deleted: false,
      payed: true,
      retentionDays: 30,
    });

    const download = await t.request(`/api/docs/${generated[0]!.id}`, { token });
    expect(download.status).toBe(200);
    // Named for people: document type, company, date; an ASCII fallback and the UTF-8 name.
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(
      /^attachment; filename=".+ - Pelda Tanacsado Korlatolt Felelossegu Tarsasag - 2026-11-20\.docx"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(
      / - Példa Tanácsadó Korlátolt Felelősségű Társaság - 2026-11-20\.docx$/,
    );
    expect(disposition).not.toContain(generated[0]!.fileId);
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);

    const pdf = await t.request(`/api/docs/${generated[0]!.id}?format=pdf`, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/ - 2026-11-20\.pdf"; filename\*=UTF-8''.+\.pdf$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const unpaid = await t.request(`/api/docs/${generated[3]!.id}`, { token });
    expect(unpaid.status).toBe(402);
    expect(((await unpaid.json()) as { error: { code: string } }).error.code).toBe('DOCUMENT_NOT_PAID');
    expect((await t.request(`/api/docs/${generated[0]!.id}?format=odt`, { token })).status).toBe(400);
  });

  it('soft-deletes documents and answers 410 after the retention period', async () => {
    const { token, email, password, request } = await setUp(t);
    const { id } = (await (
      await t.request('/api/contract-engine/ceg-doc/tagjegyzek/generate', { token, body: request })
    ).json()) as { id: number };
    const deleted = await t.request(`/api/docs/${id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ id, deleted: true });
    expect(((await (await t.request('/api/docs', { token })).json()) as Doc[])[0]).toMatchObject({ id, deleted: true });
    const stats = (await (await t.request('/api/stats', { token })).json()) as { lastGeneratedDocuments: Doc[] };
    expect(stats.lastGeneratedDocuments).toEqual([]);

    t.setNow(new Date('2026-12-20T10:00:00Z'));
    // A month later the session has expired too: log in again.
    const login = (await (await t.request('/api/login', { body: { email, password } })).json()) as { token: string };
    const expired = await t.request(`/api/docs/${id}`, { token: login.token });
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('DOCUMENT_EXPIRED');
    t.setNow(new Date('2026-11-20T10:00:00Z'));
    // The file was purged when it expired: it stays gone.
    expect((await t.request(`/api/docs/${id}`, { token: login.token })).status).toBe(410);
  });

  it('takes a law-firm member’s documents from the firm’s shared quota, not the member’s own', async () => {
    const admin = await registerTestUser(t, { name: 'Dr. Iroda Ilona' });
    const member = await setUp(t);
    const memberId = t.db.select().from(users).where(eq(users.email, member.email)).get()!.id;
    const firm = (await (
      await t.request('/api/lawfirm', {
        token: admin.token,
        body: { nev: 'Közös Iroda', szekhely: '7621 Pécs, Király utca 5.' },
      })
    ).json()) as { id: number };
    activatePlan(
      t.db,
      { lawFirmId: firm.id },
      t.db.select().from(tiers).where(eq(tiers.id, 'medium')).get()!,
      true,
      t.deps.now(),
    );
    await t.request('/api/lawfirm/admin/invite-request', {
      method: 'PUT',
      token: admin.token,
      body: { email: member.email },
    });
    const [invitation] = (await (await t.request('/api/lawfirm/change-requests', { token: member.token })).json()) as {
      requestId: number;
    }[];
    expect(
      (await t.request(`/api/lawfirm/accept-invite/${invitation!.requestId}`, { method: 'POST', token: member.token }))
        .status,
    ).toBe(200);
    const ownBefore = t.db.select().from(subscriptions).where(eq(subscriptions.userId, memberId)).all();

    // A restricted type too: the firm's plan decides, not the member's own free trial.
    for (const type of ['tagjegyzek', 'tarsasagi']) {
      const generated = await t.request(`/api/contract-engine/ceg-doc/${type}/generate`, {
        token: member.token,
        body: member.request,
      });
      expect(generated.status, type).toBe(201);
      expect(((await generated.json()) as { payed: boolean }).payed).toBe(true);
    }
    for (const token of [admin.token, member.token])
      expect(await (await t.request('/api/subscription', { token })).json()).toMatchObject({
        name: 'medium',
        remainingDocs: 58,
        userCount: 2,
      });
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.userId, memberId)).all()).toEqual(ownBefore);
    // The documents are the member's own.
    expect(
      ((await (await t.request('/api/docs', { token: member.token })).json()) as Doc[]).map((doc) => doc.templateId),
    ).toEqual(['tarsasagi', 'tagjegyzek']);
    expect(await (await t.request('/api/docs', { token: admin.token })).json()).toEqual([]);
  });

  it('counts companies, persons and the documents not deleted in /api/stats', async () => {
    const { token, request } = await setUp(t);
    const generate = async () =>
      (await (
        await t.request('/api/contract-engine/ceg-doc/tagjegyzek/generate', { token, body: request })
      ).json()) as {
        id: number;
      };
    const kept = await generate();
    const deleted = await generate();
    const statsNow = async () =>
      (await (await t.request('/api/stats', { token })).json()) as Record<string, unknown> & {
        lastGeneratedDocuments: Doc[];
      };
    expect(await statsNow()).toMatchObject({ totalCompanies: 1, totalBosses: 2, totalDocumentsGenerated: 2 });
    expect((await t.request(`/api/docs/${deleted.id}`, { method: 'DELETE', token })).status).toBe(200);
    const stats = await statsNow();
    expect(stats).toMatchObject({ totalCompanies: 1, totalBosses: 2, totalDocumentsGenerated: 1 });
    expect(stats.lastGeneratedDocuments.map((doc) => doc.id)).toEqual([kept.id]);
  });
});
