/** A realistic two-member company for the API tests (the persons are created first). */
export function sampleCompany(personIds: { anna: number; bela: number }) {
  return {
    nev: 'Példa Tanácsadó Korlátolt Felelősségű Társaság',
    idegenNev: 'Pelda Consulting Ltd.',
    szekhely: '1062 Budapest, Váci út 1.',
    telephelyek: ['6720 Szeged, Kárász utca 5.'],
    fioktelepek: [],
    cegvezeto: 'Kiss Anna',
    fotevekenyseg: '62.10 - Számítógépes programozás',
    egyebTevekenysegek: [
      '62.20 - Információtechnológiai szaktanácsadás és számítástechnikai eszközök, rendszerek üzemeltetése',
    ],
    idotartamVege: '2036-12-31',
    merlegForduloNap: '2027-12-31',
    kozpontiUgyintezesHelye: '1062 Budapest, Váci út 1.',
    potbefizetesFeltetelei: 'A taggyűlés egyhangú határozatával, legfeljebb évente egyszer.',
    mellekszolgaltatasok: 'Ügyvezetési tanácsadás.',
    taggyulesSzabalyzasok: { pont11_8_c: false, eventeHanyszorTagGyules: 2, hatarozatKepessegSzazalek: 60 },
    uzletreszNyeresegSzabalyzasok: { elovasarlasiJog: false },
    tagok: [
      {
        szemely: { id: personIds.anna },
        nev: 'Kiss Anna',
        lakohely: '1051 Budapest, Október 6. utca 3.',
        penzbetet: 2_000_000,
        nemPenzbeliBetet: 0,
        penzbetetHatarido: '2026-12-31',
        penzbetetMod: 'pénzforgalmi számla',
        anyjaNeve: 'Nagy Mária',
        uzletreszElteres: 60,
        osztalekArany: '59,5',
      },
      {
        szemely: { id: personIds.bela },
        nev: 'Nagy Béla',
        lakohely: '4024 Debrecen, Piac utca 10.',
        penzbetet: '1 000 000',
        nemPenzbeliBetet: 500_000,
        penzbetetHatarido: '2027-01-31',
        penzbetetMod: 'házipénztár',
        nemPenzbeliBetetHatarido: '2027-01-31',
        nemPenzbeliBetetMod: 'Egy Dell laptop átadásával',
        uzletreszElteres: 40,
        osztalekArany: '40,5',
      },
    ],
    ugyvezetok: [
      {
        szemely: { id: personIds.anna },
        nev: 'Kiss Anna',
        lakohely: '1051 Budapest, Október 6. utca 3.',
        megbizasKezdoIdopontja: '2026-12-01',
        cegjegyzesiJogTipus: 'EGYUTTES',
        cegjegyzesEgyuttesenCsoport: 'A;B',
      },
      {
        szemely: { id: personIds.bela },
        nev: 'Nagy Béla',
        lakohely: '4024 Debrecen, Piac utca 10.',
        megbizasKezdoIdopontja: '2026-12-01',
        megbizasVegIdopontja: '2031-11-30',
        cegjegyzesiJogTipus: 'EGYUTTES',
        cegjegyzesEgyuttesenCsoport: 'A;B',
      },
    ],
    mentesKesobbre: false,
  };
}

export const samplePersons = {
  anna: {
    nev: 'Kiss Anna',
    lakohely: '1051 Budapest, Október 6. utca 3.',
    anyjaNeve: 'Nagy Mária',
    szuletesiIdo: '1985-04-12',
  },
  bela: { nev: 'Nagy Béla', lakohely: '4024 Debrecen, Piac utca 10.' },
};

export const sampleLawFirm = {
  nev: 'Dr. Ügyvéd Iroda',
  szekhely: '1055 Budapest, Kossuth Lajos tér 1.',
  ugyvedNeve: 'Dr. Ügyvéd Ödön',
  kasz: '36061234',
};

/** A contract-engine request around a company. */
export function sampleRequest(tarsasag: unknown) {
  return { ugyvediIroda: sampleLawFirm, keltezesHelye: 'Budapest', keltezesIdeje: '2026-11-25', tarsasag };
}

/** The registration data of a company entered into the register. */
export const sampleRegistration = {
  cegjegyzekszam: '01-09-123456',
  bejegyzesDatuma: '2020-02-10',
  adoszam: '12345678-2-41',
  letesitoOkiratKelte: '2020-01-15',
};
/** The amendment's frame (firm, place, date, decision) around a changed company. */
export const sampleAmendment = {
  ugyvediIroda: sampleLawFirm,
  keltezesHelye: 'Budapest',
  keltezesIdeje: '2026-11-20',
  dontes: { mod: 'TAGGYULES', datum: '2026-11-20' },
};
