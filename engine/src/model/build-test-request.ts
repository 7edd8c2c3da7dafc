import { parseRequest } from '../schema/parse-request.ts';
import type { DocumentRequest } from '../schema/request.ts';

/** Raw fields as a client sends them; `parseRequest` checks them. */
type Fields = Record<string, unknown>;

/** A member with complete personal data and a 1 500 000 Ft cash contribution, for tests. */
export function testMember(nev: string, overrides: Fields = {}): Fields {
  return {
    nev,
    lakohely: '1051 Budapest, Példa utca 1.',
    penzbetet: 1_500_000,
    nemPenzbeliBetet: 0,
    penzbetetHatarido: '2027-03-31',
    penzbetetMod: 'pénzforgalmi számla',
    szuletesiNev: nev,
    anyjaNeve: 'Minta Mária',
    szuletesiHely: 'Budapest',
    szuletesiIdo: '1980-05-05',
    allampolgarsag: 'magyar',
    adoazonositoJel: '8413976782',
    ...overrides,
  };
}

/** A sole-signing director with complete personal data, for tests. */
export function testDirector(nev: string, overrides: Fields = {}): Fields {
  return {
    nev,
    lakohely: '1052 Budapest, Minta tér 2.',
    megbizasKezdoIdopontja: '2026-11-22',
    cegjegyzesiJogTipus: 'ONALLO',
    szuletesiNev: nev,
    anyjaNeve: 'Teszt Teréz',
    szuletesiHely: 'Győr',
    szuletesiIdo: '1975-01-15',
    allampolgarsag: 'magyar',
    adoazonositoJel: '8394607896',
    ...overrides,
  };
}

/**
 * A valid request for tests: two members with 1 500 000 Ft cash each, one sole-signing director, complete personal
 * and seat data, dated 2026-11-22 in Budapest. `company` replaces company fields; `request` replaces top-level ones.
 */
export function buildTestRequest(company: Fields = {}, request: Fields = {}): DocumentRequest {
  const input = {
    ugyvediIroda: {
      nev: 'Példa Ügyvédi Iroda',
      szekhely: '1054 Budapest, Szabadság tér 7.',
      ugyvedNeve: 'dr. Ügyvéd Ödön',
      kasz: '36061234567',
    },
    keltezesHelye: 'Budapest',
    keltezesIdeje: '2026-11-22',
    ...request,
    tarsasag: {
      nev: 'Alfa',
      szekhely: '1051 Budapest, Példa utca 1.',
      fotevekenyseg: '62.10 – Számítógépes programozás',
      egyebTevekenysegek: ['62.20 – Információtechnológiai szaktanácsadás'],
      tagok: [testMember('Kiss Anna'), testMember('Nagy Béla')],
      ugyvezetok: [testDirector('Kiss Anna')],
      szekhelyIngatlan: {
        helyrajziSzam: '24123/0/A/5',
        jogcim: 'HASZONKOLCSON',
        tulajdonosok: [
          {
            nev: 'Tulaj Tamás',
            lakohely: '1051 Budapest, Példa utca 1.',
            szuletesiNev: 'Tulaj Tamás',
            anyjaNeve: 'Anya Anna',
            szuletesiHely: 'Szeged',
            szuletesiIdo: '1960-02-02',
            allampolgarsag: 'magyar',
            adoazonositoJel: '8339998900',
            tulajdoniHanyad: '1/1',
          },
        ],
      },
      ...company,
    },
  };
  const parsed = parseRequest(input);
  if (!parsed.ok) throw new Error(`invalid test request: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
}
