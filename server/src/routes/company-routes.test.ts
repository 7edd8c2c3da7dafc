import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser, type TestApp } from '../../test/create-test-app.ts';
import { sampleCompany, samplePersons } from '../../test/sample-data.ts';

type Company = Record<string, unknown> & { id: number; modifiedAt: string };

async function createPersons(t: TestApp, token: string) {
  const anna = (await (await t.request('/api/szemely', { token, body: samplePersons.anna })).json()) as { id: number };
  const bela = (await (await t.request('/api/szemely', { token, body: samplePersons.bela })).json()) as { id: number };
  return { anna: anna.id, bela: bela.id };
}

describe('companies', () => {
  const t = createTestApp();

  it('round-trips every field: create answers the saved company, list and update return the same', async () => {
    const { token } = await registerTestUser(t);
    const ids = await createPersons(t, token);
    const response = await t.request('/api/tarsasag', {
      token,
      body: { ...sampleCompany(ids), id: 999, modifiedAt: 'ignored' },
    });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as Company;

    expect(saved.id).not.toBe(999);
    expect(saved.modifiedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(saved).toMatchObject({
      nev: 'Példa Tanácsadó Korlátolt Felelősségű Társaság',
      idegenNev: 'Pelda Consulting Ltd.',
      szekhely: '1062 Budapest, Váci út 1.',
      telephelyek: ['6720 Szeged, Kárász utca 5.'],
      fioktelepek: [],
      // a free-text manager saved before the structured form is read as the manager's name
      cegvezeto: { nev: 'Kiss Anna', szabadSzoveg: true, cegjegyzesiJogTipus: 'ONALLO' },
      fotevekenyseg: '62.10 - Számítógépes programozás',
      idotartamVege: '2036-12-31',
      merlegForduloNap: '2027-12-31',
      kozpontiUgyintezesHelye: '1062 Budapest, Váci út 1.',
      potbefizetesFeltetelei: 'A taggyűlés egyhangú határozatával, legfeljebb évente egyszer.',
      mellekszolgaltatasok: 'Ügyvezetési tanácsadás.',
      mentesKesobbre: false,
    });
    expect(saved.taggyulesSzabalyzasok).toMatchObject({
      pont11_8_a: true,
      pont11_8_c: false,
      pont11_8_s: true,
      eventeHanyszorTagGyules: 2,
      hatarozatKepessegSzazalek: 60,
    });
    expect(saved.uzletreszNyeresegSzabalyzasok).toEqual({
      belsoAtruhazas: true,
      elovasarlasiJog: false,
      atruhazashozBeleegyezes: true,
      ingyenesAtruhazasEngedelyezett: true,
      felosztashozBeleegyezes: true,
      ugyvezetoFizethetOsztalekEloleg: true,
    });
    expect(saved.tagok).toMatchObject([
      {
        szemely: { id: ids.anna },
        nev: 'Kiss Anna',
        penzbetet: 2_000_000,
        penzbetetHatarido: '2026-12-31',
        penzbetetMod: 'pénzforgalmi számla',
        anyjaNeve: 'Nagy Mária',
      },
      {
        szemely: { id: ids.bela },
        penzbetet: 1_000_000,
        nemPenzbeliBetet: 500_000,
        nemPenzbeliBetetMod: 'Egy Dell laptop átadásával',
        uzletreszElteres: 40,
        osztalekArany: 40.5,
      },
    ]);
    // The semicolon string of the web app is read back as a list.
    expect(saved.ugyvezetok).toMatchObject([
      {
        szemely: { id: ids.anna },
        cegjegyzesiJogTipus: 'EGYUTTES',
        cegjegyzesEgyuttesenCsoport: ['A', 'B'],
        megbizasKezdoIdopontja: '2026-12-01',
      },
      { szemely: { id: ids.bela }, cegjegyzesEgyuttesenCsoport: ['A', 'B'], megbizasVegIdopontja: '2031-11-30' },
    ]);

    const list = (await (await t.request('/api/tarsasag', { token })).json()) as Company[];
    expect(list).toEqual([saved]);

    // Saving what was read back changes nothing but modifiedAt.
    t.setNow(new Date('2026-11-21T08:30:00Z'));
    const updated = await t.request('/api/tarsasag', { method: 'PUT', token, body: saved });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ ...saved, modifiedAt: '2026-11-21T08:30:00.000Z' });
    t.setNow(new Date('2026-11-20T10:00:00Z'));
  });

  it("keeps a minor member's legal representatives with their language data (decisions 030, 031)", async () => {
    const { token } = await registerTestUser(t);
    const ids = await createPersons(t, token);
    const company = sampleCompany(ids) as Record<string, unknown> & { tagok: Record<string, unknown>[] };
    const representatives = [
      {
        nev: 'Anna Berger',
        minoseg: 'SZULO',
        szuletesiIdo: '1984-03-02',
        nemErtiMagyarul: true,
        magyarazatNyelve: 'Német nyelven',
        tolmacsNeve: 'Kiss Éva',
        tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
      },
      { nev: 'Berger Tamás', minoseg: 'SZULO', nemErtiMagyarul: false },
    ];
    const body = {
      ...company,
      tagok: company.tagok.map((member, index) =>
        index === 1 ? { ...member, szuletesiIdo: '2016-02-01', torvenyesKepviselok: representatives } : member,
      ),
    };
    const response = await t.request('/api/tarsasag', { token, body });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as Company & { tagok: { torvenyesKepviselok?: unknown }[] };
    expect(saved.tagok[1]!.torvenyesKepviselok).toEqual([
      { ...representatives[0], magyarazatNyelve: 'német' },
      representatives[1],
    ]);
    const list = (await (await t.request('/api/tarsasag', { token })).json()) as Company[];
    expect(list.find((item) => item.id === saved.id)).toEqual(saved);
  });

  it('updates a company and lists the latest modified first', async () => {
    const { token } = await registerTestUser(t);
    const first = (await (
      await t.request('/api/tarsasag', { token, body: { nev: 'Első Kft.', szekhely: '3300 Eger, Dobó István tér 1.' } })
    ).json()) as Company;
    t.setNow(new Date('2026-11-20T11:00:00Z'));
    await t.request('/api/tarsasag', { token, body: { nev: 'Második Kft.', szekhely: '7621 Pécs, Király utca 5.' } });
    t.setNow(new Date('2026-11-20T12:00:00Z'));
    const renamed = await t.request('/api/tarsasag', {
      method: 'PUT',
      token,
      body: { ...first, nev: 'Első Átnevezett Kft.' },
    });
    expect(((await renamed.json()) as Company).nev).toBe('Első Átnevezett Kft.');
    const list = (await (await t.request('/api/tarsasag', { token })).json()) as Company[];
    expect(list.map((company) => company.nev)).toEqual(['Első Átnevezett Kft.', 'Második Kft.']);
    t.setNow(new Date('2026-11-20T10:00:00Z'));
  });

  it('validates companies and refuses persons that are not the user’s own', async () => {
    const { token } = await registerTestUser(t);
    const other = await registerTestUser(t);
    const foreign = await createPersons(t, other.token);
    const invalid = await t.request('/api/tarsasag', {
      token,
      body: { nev: '', szekhely: null, tagok: [{ nev: 'X' }] },
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      nev: 'A társaság neve kötelező.',
      szekhely: 'A székhely megadása kötelező.',
      'tagok.0.lakohely': 'A lakcím megadása kötelező.',
    });
    const stolen = await t.request('/api/tarsasag', { token, body: sampleCompany(foreign) });
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      'tagok.0.szemely.id': 'A személy nem található az elmentett személyek között.',
    });
    expect((await (await t.request('/api/tarsasag', { token })).json()) as Company[]).toEqual([]);
  });

  it('saves only complete addresses: seat, premises, branches and residences, naming the missing part (400)', async () => {
    const { token } = await registerTestUser(t);
    const ids = await createPersons(t, token);
    const company = sampleCompany(ids);
    const incomplete = {
      ...company,
      szekhely: '6700 Szeged, .',
      telephelyek: ['6720 Szeged, Kárász utca 5.', 'Szeged, Kárász utca 5.'],
      fioktelepek: ['9021 Győr, Baross Gábor út'],
      tagok: [{ ...company.tagok[0]!, lakohely: '1051 Budapest' }, company.tagok[1]!],
      ugyvezetok: [{ ...company.ugyvezetok[0]!, lakohely: '4024 Debrecen, Piac 10.' }],
    };
    const refused = await t.request('/api/tarsasag', { token, body: incomplete });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      szekhely:
        'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
      'telephelyek.1': 'A cím hiányos. Hiányzik: az irányítószám.',
      'fioktelepek.0': 'A cím hiányos. Hiányzik: a házszám (vagy a helyrajzi szám).',
      'tagok.0.lakohely':
        'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
      'ugyvezetok.0.lakohely': 'A cím hiányos. Hiányzik: a közterület jellege.',
    });
    expect((await (await t.request('/api/tarsasag', { token })).json()) as Company[]).toEqual([]);

    // A helyrajzi szám stands for the public place and number; a residence abroad names its country last.
    const complete = {
      ...company,
      szekhely: '2119 Pécel, hrsz. 123/4',
      tagok: [{ ...company.tagok[0]!, lakohely: '1010 Wien, Stephansplatz 4., Ausztria' }, company.tagok[1]!],
    };
    const created = await t.request('/api/tarsasag', { token, body: complete });
    expect(created.status).toBe(201);
    const saved = (await created.json()) as Company;
    const update = await t.request('/api/tarsasag', {
      method: 'PUT',
      token,
      body: { ...saved, szekhely: '3300 Eger' },
    });
    expect(update.status).toBe(400);
    expect(((await update.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      szekhely:
        'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
    });
  });

  it('answers 400 for malformed JSON, and 415 (not “missing fields”) for a body that is not sent as JSON', async () => {
    const { token } = await registerTestUser(t);
    const malformed = await t.request('/api/tarsasag', { token, body: '{"nev": ' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_REQUEST');
    // Bytes, not a string: a string body would get a text/plain type from fetch by itself.
    const json = new TextEncoder().encode(
      JSON.stringify({ nev: 'Példa Kft.', szekhely: '3300 Eger, Dobó István tér 1.' }),
    );
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
    ] as Record<string, string>[]) {
      const response = await t.app.request('/api/tarsasag', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...headers },
        body: json,
      });
      expect(response.status, JSON.stringify(headers)).toBe(415);
      expect(await response.json()).toEqual({
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'A kérés törzsének JSON-nak kell lennie.' },
      });
    }
    const login = await t.app.request('/api/login', {
      method: 'POST',
      body: new TextEncoder().encode('{"email":"senki@example.hu","password":"rossz-jelszo"}'),
    });
    expect(login.status).toBe(415);
    // A charset parameter or an +json type is still JSON.
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const response = await t.request('/api/login', {
        body: { email: 'senki@example.hu', password: 'rossz-jelszo' },
        headers: { 'content-type': type },
      });
      expect(response.status, type).toBe(401);
    }
  });
});

describe('TEÁOR search', () => {
  const t = createTestApp();
  type Entry = { kod: string; kodKsh: string; megnevezes: string };
  const search = async (token: string, query: string) => {
    const response = await t.request(`/api/tarsasag/teaor/${encodeURIComponent(query)}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as Entry[];
  };

  it('matches code prefixes with or without the dot', async () => {
    const { token } = await registerTestUser(t);
    const byCode = await search(token, '6210');
    expect(byCode).toEqual([
      { kod: '6210', kodKsh: '62.10', megnevezes: 'Számítógépes programozás', verzio: 'TEAOR25' },
    ]);
    expect((await search(token, '62.1')).map((entry) => entry.kod)).toEqual(
      (await search(token, '621')).map((entry) => entry.kod),
    );
    expect((await search(token, '62')).every((entry) => entry.kod.startsWith('62'))).toBe(true);
  });

  it("offers the TEÁOR'25 successors of a TEÁOR'08 code, with or without the dot", async () => {
    const { token } = await registerTestUser(t);
    const successor = {
      kod: '6210',
      kodKsh: '62.10',
      megnevezes: 'Számítógépes programozás',
      verzio: 'TEAOR25',
      teaor08: '62.01',
    };
    expect(await search(token, '62.01')).toEqual([successor]);
    expect(await search(token, '6201')).toEqual([successor]);
    // A code that is the same in both lists is not offered twice.
    expect((await search(token, '01.11')).map((entry) => entry.kod)).toEqual(['0111']);
  });

  it('matches words accent- and case-insensitively, best first, at most 50', async () => {
    const { token } = await registerTestUser(t);
    expect((await search(token, 'SZAMITOGEPES programozas'))[0]?.kod).toBe('6210');
    expect((await search(token, 'programozás'))[0]?.kod).toBe('6210');
    const many = await search(token, 'ke');
    expect(many.length).toBe(50);
  });

  it('needs at least 2 characters', async () => {
    const { token } = await registerTestUser(t);
    const response = await t.request('/api/tarsasag/teaor/a', { token });
    expect(response.status).toBe(400);
  });
});
