import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { sampleCompany, samplePersons } from '../../test/sample-data.ts';

type Person = { id: number; nev: string; lakohely: string; modifiedAt: string } & Record<string, unknown>;

describe('persons', () => {
  const t = createTestApp();

  it('creates, lists by name, updates and deletes persons with their optional personal data', async () => {
    const { token } = await registerTestUser(t);
    const created = await t.request('/api/szemely', {
      token,
      body: {
        nev: ' Kiss Anna ',
        lakohely: '1051 Budapest, Október 6. utca 3.',
        anyjaNeve: 'Nagy Mária',
        szuletesiIdo: '1985-04-12',
        adoazonositoJel: '',
      },
    });
    expect(created.status).toBe(201);
    const anna = (await created.json()) as Person;
    expect(anna).toEqual({
      id: expect.any(Number),
      nev: 'Kiss Anna',
      lakohely: '1051 Budapest, Október 6. utca 3.',
      anyjaNeve: 'Nagy Mária',
      szuletesiIdo: '1985-04-12',
      modifiedAt: '2026-11-20T10:00:00.000Z',
    });
    await t.request('/api/szemely', {
      token,
      body: { nev: 'Ábel Ádám', lakohely: '3300 Eger, Széchenyi István utca 5.' },
    });

    const list = (await (await t.request('/api/szemely', { token })).json()) as Person[];
    expect(list.map((person) => person.nev)).toEqual(['Ábel Ádám', 'Kiss Anna']);

    const updated = await t.request('/api/szemely', {
      method: 'PUT',
      token,
      body: { ...anna, id: String(anna.id), lakohely: '6720 Szeged, Kárász utca 2.', anyjaNeve: null },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({
      id: anna.id,
      nev: 'Kiss Anna',
      lakohely: '6720 Szeged, Kárász utca 2.',
      szuletesiIdo: '1985-04-12',
      modifiedAt: expect.any(String),
    });

    expect((await t.request(`/api/szemely/${anna.id}`, { method: 'DELETE', token })).status).toBe(200);
    const after = (await (await t.request('/api/szemely', { token })).json()) as Person[];
    expect(after.map((person) => person.nev)).toEqual(['Ábel Ádám']);
  });

  it('validates with the spec messages', async () => {
    const { token } = await registerTestUser(t);
    const response = await t.request('/api/szemely', { token, body: { nev: '  ', szuletesiIdo: '2025-02-30' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toMatchObject({
      nev: 'A név megadása kötelező.',
      lakohely: 'A lakcím megadása kötelező.',
      szuletesiIdo: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN formátum szükséges).',
    });
    const missingId = await t.request('/api/szemely', {
      method: 'PUT',
      token,
      body: { nev: 'Kiss Anna', lakohely: '3300 Eger, Széchenyi István utca 5.' },
    });
    expect(missingId.status).toBe(400);
    expect(((await missingId.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'id',
    );
  });

  it('refuses a mistyped tax id with a 400 at the field (decision 080), on create and on update', async () => {
    const { token } = await registerTestUser(t);
    const person = { nev: 'Kiss Péter', lakohely: '3300 Eger, Széchenyi István utca 5.', szuletesiIdo: '1967-02-13' };
    const wrongCheckDigit = await t.request('/api/szemely', {
      token,
      body: { ...person, adoazonositoJel: '8365670004' },
    });
    expect(wrongCheckDigit.status).toBe(400);
    const body = (await wrongCheckDigit.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ adoazonositoJel: expect.stringContaining('ellenőrző számjegye nem egyezik') });

    const created = await t.request('/api/szemely', { token, body: { ...person, adoazonositoJel: '8365670003' } });
    expect(created.status).toBe(201);
    const saved = (await created.json()) as Person;
    const nineDigits = await t.request('/api/szemely', {
      method: 'PUT',
      token,
      body: { ...saved, adoazonositoJel: '836567000' },
    });
    expect(nineDigits.status).toBe(400);
    expect(((await nineDigits.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      adoazonositoJel: expect.stringContaining('tíz számjegyből áll'),
    });
  });

  it('keeps whether the person understands Hungarian, and refuses a language without the statement (400)', async () => {
    const { token } = await registerTestUser(t);
    const interpreted = {
      nev: 'Johann Gruber',
      lakohely: '4024 Debrecen, Csapó utca 9.',
      nemErtiMagyarul: true,
      magyarazatNyelve: 'Német nyelven',
      tolmacsNeve: 'Kiss Éva',
      tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
    };
    const created = await t.request('/api/szemely', { token, body: interpreted });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ ...interpreted, magyarazatNyelve: 'német' });
    const understands = await t.request('/api/szemely', {
      token,
      body: { nev: 'Eva Huber', lakohely: '4024 Debrecen, Csapó utca 9.', nemErtiMagyarul: false },
    });
    expect(await understands.json()).toMatchObject({ nemErtiMagyarul: false });

    const refused = await t.request('/api/szemely', {
      token,
      body: { nev: 'Hans Huber', lakohely: '4024 Debrecen, Csapó utca 9.', magyarazatNyelve: 'német' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      magyarazatNyelve: expect.stringContaining('csak akkor adható meg, ha a személy nem érti a magyar nyelvet'),
    });
  });

  it('saves a person only with a complete residence, naming the missing part (400)', async () => {
    const { token } = await registerTestUser(t);
    const refused = await t.request('/api/szemely', { token, body: { nev: 'Kiss Anna', lakohely: '6700 Szeged, .' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      lakohely:
        'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
    });
    const created = await t.request('/api/szemely', {
      token,
      body: { nev: 'Kiss Anna', lakohely: '6720 Szeged, Kárász utca 2.' },
    });
    expect(created.status).toBe(201);
    const anna = (await created.json()) as { id: number };
    const update = await t.request('/api/szemely', {
      method: 'PUT',
      token,
      body: { id: anna.id, nev: 'Kiss Anna', lakohely: 'Szeged, Kárász utca 2.' },
    });
    expect(update.status).toBe(400);
    expect(((await update.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      lakohely: 'A cím hiányos. Hiányzik: az irányítószám.',
    });
    const [stored] = (await (await t.request('/api/szemely', { token })).json()) as Array<{ lakohely: string }>;
    expect(stored?.lakohely).toBe('6720 Szeged, Kárász utca 2.');
  });

  it('renames and moves the person in every company that names it, in one save, and leaves the others alone', async () => {
    const { token } = await registerTestUser(t);
    const anna = (await (await t.request('/api/szemely', { token, body: samplePersons.anna })).json()) as Person;
    const bela = (await (await t.request('/api/szemely', { token, body: samplePersons.bela })).json()) as Person;
    const company = await t.request('/api/tarsasag', { token, body: sampleCompany({ anna: anna.id, bela: bela.id }) });
    const { id, modifiedAt } = (await company.json()) as { id: number; modifiedAt: string };
    const other = await t.request('/api/tarsasag', {
      token,
      body: { ...sampleCompany({ anna: bela.id, bela: bela.id }), nev: 'Másik Korlátolt Felelősségű Társaság' },
    });
    const untouched = (await other.json()) as { id: number; modifiedAt: string };
    t.setNow(new Date('2026-11-20T10:01:00Z'));

    const moved = '6720 Szeged, Kárász utca 2.';
    const updated = await t.request('/api/szemely', {
      method: 'PUT',
      token,
      body: { ...anna, nev: 'Dr. Kiss Anna', lakohely: moved, szuletesiHely: 'Eger' },
    });
    expect(updated.status).toBe(200);
    type Entry = { szemely?: { id: number }; nev: string; lakohely: string; szuletesiHely?: string };
    type Listed = { id: number; modifiedAt: string; tagok: Entry[]; ugyvezetok: Entry[] };
    const listed = (await (await t.request('/api/tarsasag', { token })).json()) as Listed[];
    const saved = listed.find((item) => item.id === id)!;
    expect(saved.modifiedAt).not.toBe(modifiedAt);
    for (const entry of [saved.tagok[0]!, saved.ugyvezetok[0]!])
      expect(entry).toMatchObject({ nev: 'Dr. Kiss Anna', lakohely: moved, szuletesiHely: 'Eger' });
    expect(saved.tagok[1]!.nev).toBe('Nagy Béla');
    expect(listed.find((item) => item.id === untouched.id)).toMatchObject({ modifiedAt: untouched.modifiedAt });

    const refused = await t.request('/api/szemely', { method: 'PUT', token, body: { ...anna, id: 999_999 } });
    expect(refused.status).toBe(404);
    const again = (await (await t.request('/api/tarsasag', { token })).json()) as Listed[];
    expect(again.find((item) => item.id === id)!.tagok[0]!.nev).toBe('Dr. Kiss Anna');
    t.setNow(new Date('2026-11-20T10:00:00Z'));
  });

  it('refuses to delete a person a saved company uses, naming the companies (409)', async () => {
    const { token } = await registerTestUser(t);
    const anna = (await (await t.request('/api/szemely', { token, body: samplePersons.anna })).json()) as Person;
    const bela = (await (await t.request('/api/szemely', { token, body: samplePersons.bela })).json()) as Person;
    const company = await t.request('/api/tarsasag', { token, body: sampleCompany({ anna: anna.id, bela: bela.id }) });
    expect(company.status).toBe(201);
    const refused = await t.request(`/api/szemely/${bela.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PERSON_IN_USE');
    expect(body.error.message).toBe(
      'Nagy Béla nem törölhető, mert ez az elmentett társaság használja: Példa Tanácsadó Korlátolt Felelősségű Társaság. Előbb távolítsa el onnan.',
    );
    expect((await (await t.request('/api/szemely', { token })).json()) as Person[]).toHaveLength(2);

    const { id } = (await company.json()) as { id: number };
    expect((await t.request(`/api/tarsasag/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await t.request(`/api/szemely/${bela.id}`, { method: 'DELETE', token })).status).toBe(200);
  });
});
