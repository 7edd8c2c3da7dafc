import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { sampleCompany, samplePersons, sampleRequest } from '../../test/sample-data.ts';
import { maxRequestBytes } from '@cegdok/engine/json-schema';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { companies } from '../db/schema/records.ts';
import { dropUnknownCompanyKeys } from '../services/companies/drop-unknown-company-keys.ts';

type ErrorAnswer = { error: { code: string; fields: Record<string, string> } };

describe('strict input', () => {
  const t = createTestApp();

  async function savedCompany(token: string) {
    const anna = (await (await t.request('/api/szemely', { token, body: samplePersons.anna })).json()) as {
      id: number;
    };
    const bela = (await (await t.request('/api/szemely', { token, body: samplePersons.bela })).json()) as {
      id: number;
    };
    const response = await t.request('/api/tarsasag', { token, body: sampleCompany({ anna: anna.id, bela: bela.id }) });
    expect(response.status).toBe(201);
    return (await response.json()) as Record<string, unknown> & { id: number; tagok: Record<string, unknown>[] };
  }

  it('answers 422 naming the path of an unknown key and the key meant, for companies, persons and requests', async () => {
    const { token } = await registerTestUser(t);
    const company = await savedCompany(token);
    company.tagok[1] = { ...company.tagok[1], penzbetett: 1 };
    const update = await t.request('/api/tarsasag', { method: 'PUT', token, body: company });
    expect(update.status).toBe(422);
    expect((await update.json()) as ErrorAnswer).toMatchObject({
      error: {
        code: 'UNKNOWN_FIELDS',
        fields: { 'tagok.1.penzbetett': 'Ismeretlen mező: penzbetett — erre gondolt: penzbetet?' },
      },
    });

    const person = await t.request('/api/szemely', { token, body: { ...samplePersons.anna, anyjaNev: 'X' } });
    expect(person.status).toBe(422);
    expect(((await person.json()) as ErrorAnswer).error.fields).toEqual({
      anyjaNev: 'Ismeretlen mező: anyjaNev — erre gondolt: anyjaNeve?',
    });

    const request = { ...sampleRequest(await savedCompany(token)), keltezesIdeje: '2026-11-22', keltezesHelyee: 'x' };
    const preview = await t.request('/api/contract-engine/ceg-doc/tarsasagi/html', { token, body: request });
    expect(preview.status).toBe(422);
    expect(((await preview.json()) as ErrorAnswer).error.fields).toHaveProperty('keltezesHelyee');
  });

  it('answers 400 (not 500) for an over-long text, a non-forint amount and a timestamp date', async () => {
    const { token } = await registerTestUser(t);
    const company = await savedCompany(token);
    company['nev'] = 'x'.repeat(20_000);
    company.tagok[0] = { ...company.tagok[0], penzbetet: '0x10', penzbetetHatarido: '2026-02-28Tjunk' };
    const response = await t.request('/api/tarsasag', { method: 'PUT', token, body: company });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error.fields).toEqual({
      nev: 'Legfeljebb 200 karakter adható meg.',
      'tagok.0.penzbetet': 'Az összeg egész forint: számjegyekkel (pl. 3000000 vagy „3 000 000”).',
      'tagok.0.penzbetetHatarido': 'Érvénytelen dátum (ÉÉÉÉ-HH-NN formátum szükséges).',
    });
  });

  it('keeps companies saved before strictness readable and savable: unknown stored keys are dropped at start', async () => {
    const { token } = await registerTestUser(t);
    const company = await savedCompany(token);
    const { id: _id, modifiedAt: _modifiedAt, ...data } = company;
    const legacy = { ...data, regiMezo: 'x', szekhelyIngatlan: { ingyenes: true, helyrajziSzam: '123/4', kiesett: 1 } };
    t.db.update(companies).set({ data: legacy }).where(eq(companies.id, company.id)).run();

    expect(dropUnknownCompanyKeys(t.db)).toBe(1);
    expect(dropUnknownCompanyKeys(t.db)).toBe(0);
    const list = (await (await t.request('/api/tarsasag', { token })).json()) as Record<string, unknown>[];
    const listed = list.find((entry) => entry['id'] === company.id);
    expect(listed).not.toHaveProperty('regiMezo');
    expect(listed!['szekhelyIngatlan']).toEqual({ helyrajziSzam: '123/4', tulajdonosok: [] });
    const resaved = await t.request('/api/tarsasag', { method: 'PUT', token, body: listed });
    expect(resaved.status).toBe(200);
  });

  it('takes the largest request the schema allows and refuses a larger body with 413', async () => {
    const { token } = await registerTestUser(t);
    expect(BODY_LIMIT_BYTES).toBeGreaterThanOrEqual(maxRequestBytes());
    expect(BODY_LIMIT_BYTES - maxRequestBytes()).toBeLessThan(1024 * 1024);
    const tooLarge = `{"nev":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`;
    const response = await t.request('/api/tarsasag', { token, body: tooLarge });
    expect(response.status).toBe(413);
  });
});
