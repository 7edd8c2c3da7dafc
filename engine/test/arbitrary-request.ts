import fc from 'fast-check';
import { birthDateOfTaxId, taxIdFor } from '../src/hu/tax-id.ts';
import { deriveCompanyName } from '../src/model/derive-company-name.ts';
import type { DocumentRequestInput } from '../src/schema/request.ts';

// Random requests that `parseRequest` accepts, in every shape a client may send: absent, `null` and `""` for
// "not given", amounts and percentages as numbers or typed strings, signing groups as a list or the web app's
// "A;B" string, dates as ISO days (a timestamp is refused). Names carry every accented letter and hostile characters. None
// of the building blocks contains an artefact the scan looks for, so whatever the scan finds, the engine made.

const FAMILY_NAMES = [
  'Kovács', 'Szabó', 'Tóth', 'Nagy', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp',
  'Lakatos', 'Szűcs', 'Hegedűs', 'Fülöp', 'Ördög', 'Őri', 'Újvári', 'Üveges', 'Écsi', 'Ábrahám', 'Óvári', 'Ürögdi',
  'Íjgyártó', 'Gál', 'Bíró',
] as const; // prettier-ignore
const GIVEN_NAMES = [
  'László', 'István', 'Zoltán', 'Gábor', 'Péter', 'Tamás', 'Lőrinc', 'Örs', 'Ödön', 'Ákos', 'Mária', 'Éva',
  'Katalin', 'Ágnes', 'Zsófia', 'Írisz', 'Ünige', 'Enikő', 'Tünde', 'Ildikó', 'Ottó', 'Úrsula',
] as const; // prettier-ignore
/** Characters a template must escape or keep as they are. */
const HOSTILE = [
  '<script>alert("x")</script>',
  '&',
  '&amp;',
  '&lt;b&gt;',
  '<b>vastag</b>',
  '"Öcsi"',
  "O'Brien",
  '„Bandi”',
  '\\',
  '$1',
  '`kód`',
  '<!-- megjegyzés -->',
  '<',
  '>',
] as const;
const BRANDS = [
  'Alfa',
  'Tiszafa',
  'Délibáb',
  'Öböl',
  'Űrhajó',
  'Árnyék',
  'Kökény',
  'Pixel',
  'Vértes',
  'Ökoház',
] as const;
const TRADES = ['Szoftverfejlesztő', 'Kereskedelmi és Szolgáltató', 'Építőipari', 'Vendéglátó', 'Tanácsadó'] as const;
const LEGAL_FORMS = ['Kft.', 'Zrt.', 'Bt.', 'Korlátolt Felelősségű Társaság', 'GmbH', 'Ltd.'] as const;
export const PLACES = [
  ['1051', 'Budapest', 'Október 6. utca'],
  ['1137', 'Budapest', 'Pozsonyi út'],
  ['1214', 'Budapest', 'Űrhajós utca'],
  ['1171', 'Budapest', 'Írás utca'],
  ['4025', 'Debrecen', 'Piac utca'],
  ['6720', 'Szeged', 'Kárász utca'],
  ['7621', 'Pécs', 'Király utca'],
  ['9021', 'Győr', 'Árpád út'],
  ['2096', 'Üröm', 'Petőfi Sándor utca'],
  ['2162', 'Őrbottyán', 'Kvassay Jenő út'],
] as const;
const ACTIVITIES = [
  '62.10 – Számítógépes programozás',
  '62.20 – Információtechnológiai szaktanácsadás és számítástechnikai eszközök, rendszerek üzemeltetése',
  '69.20 – Számviteli, könyvvizsgálói, adószakértői tevékenység',
  '41.00 – Lakó- és nem lakóépület építése',
  '56.11 – Éttermi vendéglátás',
  '47.91 – Vegyes termékkörű kiskereskedelem közvetítése',
  '68.20 – Saját tulajdonú, bérelt ingatlan bérbeadása, üzemeltetése',
  '74.30 – Fordítás, tolmácsolás',
] as const;
const FREE_TEXTS = [
  'egy darab Ford Transit típusú tehergépkocsi (forgalmi rendszám: AE LK-417, alvázszám: WF0EXXTTGENR51734)',
  'a tag tulajdonában álló, 5287 lajstromszámú használati mintaoltalomból eredő vagyoni jogok',
  'A taggyűlés veszteség fedezésére évente legfeljebb egyszer, tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő.',
  'Heti 10 óra könyvelési közreműködés, díjazás nélkül.',
  'Kozma Anita, 7624 Pécs, Hungária utca 29.',
  'ár: 100%, „idézet”, (zárójel); kettőspont: igen',
] as const;

/** `"…"` never sent, `null` or `""`: the three ways a client says "not given". */
const NOT_GIVEN = fc.constantFrom(undefined, null, '');

function maybe<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined | null | ''> {
  return fc.oneof(arbitrary, NOT_GIVEN);
}

export function withHostile(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, fc.option(fc.constantFrom(...HOSTILE), { nil: undefined }))
    .map(([base, hostile]) => (hostile === undefined ? base : `${base} ${hostile}`));
}

export const personName = withHostile(
  fc
    .tuple(
      fc.boolean(),
      fc.constantFrom(...FAMILY_NAMES),
      fc.option(fc.constantFrom(...FAMILY_NAMES), { nil: undefined }),
      fc.array(fc.constantFrom(...GIVEN_NAMES), { minLength: 1, maxLength: 3 }),
    )
    .map(([isDoctor, family, secondFamily, given]) =>
      [isDoctor ? 'dr.' : '', secondFamily ? `${family}-${secondFamily}` : family, ...given].filter(Boolean).join(' '),
    ),
);

const address = withHostile(
  fc
    .tuple(fc.constantFrom(...PLACES), fc.integer({ min: 1, max: 240 }), fc.boolean(), fc.integer({ min: 1, max: 12 }))
    .map(
      ([[postcode, settlement, street], number, hasFlat, floor]) =>
        `${postcode} ${settlement}, ${street} ${number}.${hasFlat ? ` ${floor}. em. ${(number % 9) + 1}.` : ''}`,
    ),
);

/** A residence abroad: its holder needs a service-of-process agent. */
const foreignAddress = fc.constantFrom(
  '1010 Wien, Stephansplatz 4., Ausztria',
  'Leopoldstraße 50., 80802 München, Németország',
  'Str. Republicii 12, Cluj-Napoca',
);

const residence = fc.oneof({ weight: 5, arbitrary: address }, { weight: 1, arbitrary: foreignAddress });

export const companyName = withHostile(
  fc
    .tuple(fc.constantFrom(...BRANDS), fc.subarray([...TRADES], { maxLength: 2 }))
    .map(([brand, trades]) => [brand, ...trades].join(' ')),
).chain((name) => fc.constantFrom(name, `${name} Kft.`));

export const freeText = withHostile(fc.constantFrom(...FREE_TEXTS));

export function isoDate(from: string, to: string): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
}

const recentDate = isoDate('2025-01-01', '2033-12-31');

/** Whole forints as a number or as typed ("3 000 000", "3000000 Ft"), up to the schema's limit. */
const amount = fc
  .oneof(
    fc.integer({ min: 1, max: 120 }).map((hundredThousands) => hundredThousands * 100_000),
    fc.bigInt({ min: 1n, max: 999_999_999_999n }).map(Number),
  )
  .chain((value) =>
    fc.constantFrom<unknown>(value, String(value), `${value.toLocaleString('en-US').replaceAll(',', ' ')} Ft`),
  );

/** A percentage with up to two decimals, as a number or as typed with a decimal comma. */
const percent = fc
  .integer({ min: 0, max: 10_000 })
  .map((hundredths) => hundredths / 100)
  .chain((value) => fc.constantFrom<unknown>(value, String(value).replace('.', ',')));

const personalData = {
  szuletesiNev: maybe(personName),
  anyjaNeve: maybe(personName),
  szuletesiHely: maybe(fc.constantFrom(...PLACES.map(([, settlement]) => settlement))),
  szuletesiIdo: maybe(isoDate('1930-01-01', '2008-12-31')),
  allampolgarsag: maybe(fc.constantFrom('magyar', 'osztrák', 'román', 'német')),
  adoazonositoJel: maybe(fc.stringMatching(/^8\d{9}$/)),
};

/**
 * A generated tax id made valid (decision 080): its 2nd–6th digits from the birth date when one is given, else kept,
 * its 7th–9th kept, and the check digit computed; a check digit of 10 is never issued, so the next sequence is taken.
 */
export function withValidTaxId<T extends { szuletesiIdo?: unknown; adoazonositoJel?: unknown }>(person: T): T {
  const taxId = person.adoazonositoJel;
  if (typeof taxId !== 'string' || !/^8\d{9}$/.test(taxId)) return person;
  const birthDate =
    typeof person.szuletesiIdo === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(person.szuletesiIdo)
      ? person.szuletesiIdo
      : birthDateOfTaxId(taxId);
  return { ...person, adoazonositoJel: taxIdFor(birthDate, Number(taxId.slice(6, 9))) };
}

/** A name as the schema compares a legal entity's representatives: case and spacing aside. */
const sameName = (name: string) => name.trim().toLocaleLowerCase('hu').replace(/\s+/g, ' ');

const legalEntity = {
  jogiSzemely: fc.constant(true),
  nev: fc
    .tuple(companyName, fc.constantFrom(...LEGAL_FORMS))
    .map(([name, form]) => (name.endsWith('Kft.') ? name : `${name} ${form}`)),
  cegjegyzekszam: maybe(fc.stringMatching(/^\d{2}-\d{2}-\d{6}$/)),
  kepviselo: maybe(personName.map((name) => `${name} ügyvezető`)),
  joint: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<string[] | null | undefined>(undefined, null, []) },
    {
      weight: 1,
      arbitrary: fc.uniqueArray(
        personName.map((name) => `${name} ügyvezető`),
        { maxLength: 2, selector: (name) => sameName(name) },
      ),
    },
  ),
};

/**
 * A legal entity, sometimes represented jointly (decision 041): co-representatives only beside a representative, and
 * none the same as him; an empty list or null stands for none, as saved data have it.
 */
const legalEntityRecord = fc.record(legalEntity).map(({ joint, ...entity }) => {
  const first = typeof entity.kepviselo === 'string' ? entity.kepviselo.trim() : '';
  const others = (joint ?? []).filter((name) => sameName(name) !== sameName(first));
  if (others.length === 0) return joint === undefined ? entity : { ...entity, egyuttesKepviselok: joint && [] };
  return first ? { ...entity, egyuttesKepviselok: others } : entity;
});

const naturalPerson = {
  ...personalData,
  jogiSzemely: fc.constantFrom(false, undefined, null),
  nev: personName,
};

const contribution = fc.constantFrom('cash', 'inKind', 'both').chain((kind) =>
  fc.record({
    penzbetet: kind === 'inKind' ? fc.constantFrom<unknown>(0, undefined, null, '') : amount,
    nemPenzbeliBetet: kind === 'cash' ? fc.constantFrom<unknown>(0, undefined, null, '') : amount,
    penzbetetHatarido: maybe(recentDate),
    penzbetetMod: maybe(fc.constantFrom('házipénztár', 'pénzforgalmi számla')),
    nemPenzbeliBetetHatarido: maybe(recentDate),
    nemPenzbeliBetetMod: maybe(freeText),
    // real estate contributed in kind (decision 081): the consent clause names settlement, helyrajzi szám and share
    nemPenzbeliIngatlanok: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(undefined, null) },
      {
        weight: 1,
        arbitrary: fc.array(
          fc.record({
            telepules: withHostile(fc.constantFrom('Veszprém', 'Budapest XI. kerület', 'Érd', 'Ócsa')),
            helyrajziSzam: fc.constantFrom('3456/7', '12/A/3', '0123/4'),
            tulajdoniHanyad: maybe(fc.constantFrom('1/1', '1/2', '3/8')),
          }),
          { maxLength: 2 },
        ),
      },
    ),
  }),
);

const member = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.record(naturalPerson).map(withValidTaxId) },
      { weight: 1, arbitrary: legalEntityRecord },
    ),
    contribution,
    fc.record({
      szemely: fc.option(fc.record({ id: fc.oneof(fc.nat(), fc.constant('s-1')) }), { nil: undefined }),
      lakohely: residence,
      uzletreszElteres: maybe(percent),
      osztalekArany: maybe(percent),
      tagsagKezdete: maybe(recentDate),
      kezbesitesiMegbizott: maybe(freeText),
      torzsbetetBefizetve: fc.constantFrom(true, false, undefined, null),
      alapito: fc.constantFrom(true, false, undefined, null),
    }),
  )
  .map(([person, money, rest]) => ({ ...person, ...money, ...rest }));

const signingGroups = fc
  .subarray(['A', 'B', 'C'])
  .chain((groups) => fc.constantFrom<unknown>(groups, groups.join(';'), groups.join('; ').toLowerCase(), null, ''));

const director = fc
  .record({
    ...personalData,
    szemely: fc.option(fc.record({ id: fc.nat() }), { nil: undefined }),
    nev: personName,
    lakohely: residence,
    kezbesitesiMegbizott: maybe(freeText),
    megbizasKezdoIdopontja: maybe(recentDate),
    megbizasVegIdopontja: maybe(recentDate),
    cegjegyzesiJogTipus: fc.constantFrom('ONALLO', 'EGYUTTES', undefined, null, ''),
    cegjegyzesEgyuttesenCsoport: signingGroups,
  })
  .map(withValidTaxId);

const flag = fc.constantFrom(true, false, undefined, null);

const meetingRules = fc.oneof(
  fc.constantFrom(undefined, null),
  fc.record({
    ...Object.fromEntries('abcdefghijklmnopqrs'.split('').map((letter) => [`pont11_8_${letter}`, flag])),
    eventeHanyszorTagGyules: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom('3', null, undefined)),
    meghivasiHatarido: maybe(fc.oneof(fc.integer({ min: 3, max: 15 }), fc.integer({ min: 16, max: 365 }))),
    elektronikusKozles: flag,
    hatarozatKepessegSzazalek: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom('75', null, undefined)),
  }),
);

const shareRules = fc.oneof(
  fc.constantFrom(undefined, null),
  fc.record({
    belsoAtruhazas: flag,
    elovasarlasiJog: flag,
    atruhazashozBeleegyezes: flag,
    ingyenesAtruhazasEngedelyezett: flag,
    felosztashozBeleegyezes: flag,
    ugyvezetoFizethetOsztalekEloleg: flag,
  }),
);

const propertyOwner = fc
  .tuple(
    fc.oneof(fc.record(naturalPerson).map(withValidTaxId), legalEntityRecord),
    fc.record({ lakohely: address, tulajdoniHanyad: maybe(fc.constantFrom('1/1', '1/2', '1/3', '2/3')) }),
  )
  .map(([person, rest]) => ({ ...person, ...rest }));

const seatProperty = fc.oneof(
  fc.constantFrom(undefined, null),
  fc.record({
    helyrajziSzam: maybe(fc.constantFrom('25947/0/A/33', '4127/3', '1842')),
    tulajdonosok: fc.oneof(fc.array(propertyOwner, { maxLength: 3 }), fc.constantFrom(undefined, null)),
    jogcim: maybe(fc.constantFrom('HASZONKOLCSON', 'BERLET', 'TULAJDON', 'SZEKHELYSZOLGALTATAS')),
  }),
);

/** The company manager: the old free text, or structured like a director. */
const companyManager = fc.oneof(
  freeText,
  fc
    .record({
      ...personalData,
      nev: personName,
      lakohely: maybe(address),
      kezdoIdopont: maybe(recentDate),
      cegjegyzesiJogTipus: fc.constantFrom('ONALLO', 'EGYUTTES', undefined),
      cegjegyzesEgyuttesenCsoport: signingGroups,
      kezbesitesiMegbizott: maybe(freeText),
    })
    .map(withValidTaxId),
);

const placeList = fc.oneof(fc.array(address, { maxLength: 3 }), fc.constantFrom(undefined, null));

const companyFields = fc.record({
  id: fc.option(fc.nat(), { nil: undefined }),
  nev: companyName,
  idegenNev: maybe(companyName.map((name) => `${name} Limited Liability Company`)),
  szekhely: address,
  modifiedAt: maybe(recentDate),
  telephelyek: placeList,
  fioktelepek: placeList,
  cegvezeto: maybe(companyManager),
  fotevekenyseg: maybe(fc.constantFrom(...ACTIVITIES)),
  egyebTevekenysegek: fc.oneof(fc.subarray([...ACTIVITIES]), fc.constantFrom(undefined, null)),
  idotartamVege: maybe(recentDate),
  merlegForduloNap: maybe(recentDate),
  kozpontiUgyintezesHelye: maybe(address),
  potbefizetesFeltetelei: maybe(freeText),
  mellekszolgaltatasok: maybe(freeText),
  taggyulesSzabalyzasok: meetingRules,
  uzletreszNyeresegSzabalyzasok: shareRules,
  // now and then more members than SIGNATURES_SURE_TO_FIT, whose signature table takes a caption
  tagok: fc.oneof(
    { arbitrary: fc.array(member, { minLength: 1, maxLength: 6 }), weight: 3 },
    { arbitrary: fc.array(member, { minLength: 7, maxLength: 9 }), weight: 1 },
  ),
  ugyvezetok: fc.array(director, { minLength: 1, maxLength: 4 }),
  szekhelyIngatlan: seatProperty,
  ingatlanok: fc.oneof(
    fc.constantFrom(undefined, null, []),
    fc.array(
      fc.record({
        cim: address,
        helyrajziSzam: maybe(fc.constantFrom('4127/3', '1842')),
        tulajdonosok: fc.array(propertyOwner, { maxLength: 2 }),
        jogcim: maybe(fc.constantFrom('HASZONKOLCSON', 'BERLET', 'TULAJDON', 'SZEKHELYSZOLGALTATAS')),
      }),
      { maxLength: 2 },
    ),
  ),
  mentesKesobbre: flag,
});

/** The company with its vezérszó now and then: the first one or two words of its name (Ctv. 3. § (3)), or none. */
const company = fc.tuple(companyFields, maybe(fc.integer({ min: 1, max: 2 }))).map(([fields, words]) => ({
  ...fields,
  vezerszo: typeof words === 'number' ? deriveCompanyName(fields.nev).base.split(' ').slice(0, words).join(' ') : words,
}));

const registrationNumber = fc
  .stringMatching(/^\d{2}-09-\d{6}$/)
  .chain((number) => fc.constantFrom(number, `Cg. ${number}`));
const taxNumber = fc.stringMatching(/^\d{8}-[1-5]-\d{2}$/);

/**
 * A registered company, as the saved company carries it (`tarsasag.bejegyzes`, from the server) or as the request
 * names the change (`bejegyzes`): any subset of the change's facts, a resolution named or not, a name or seat change
 * pending, a court change with its court known or not.
 */
const registration = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      saved: fc.record({ cegjegyzekszam: registrationNumber, adoszam: fc.option(taxNumber, { nil: undefined }) }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      saved: fc.option(fc.record({ cegjegyzekszam: registrationNumber }), { nil: undefined }),
      change: fc.record(
        {
          cegjegyzekszam: registrationNumber,
          adoszam: maybe(taxNumber),
          valtozasNapja: maybe(recentDate),
          hatarozat: maybe(
            fc.constantFrom(
              'taggyűlésének 1/2026. (XI. 22.) számú határozatával',
              'egyedüli tagjának 2/2027. (III. 4.) számú határozatával',
            ),
          ),
          bejegyzettNev: maybe(companyName),
          bejegyzettVezerszo: maybe(fc.constantFrom(...BRANDS)),
          bejegyzettSzekhely: maybe(address),
          cegbirosagValtozas: fc.option(
            fc.record({
              cegbirosag: maybe(fc.constantFrom('Fővárosi Törvényszék Cégbírósága', 'Szegedi Törvényszék Cégbírósága')),
              elotag: maybe(fc.constantFrom('01', '06', '13')),
            }),
            { nil: undefined },
          ),
          bejegyzettCimek: fc.option(
            fc.record({
              szekhely: address,
              kozpontiUgyintezesHelye: maybe(address),
              telephelyek: fc.array(address, { maxLength: 2 }),
              fioktelepek: fc.array(address, { maxLength: 1 }),
            }),
            { nil: undefined },
          ),
        },
        { requiredKeys: ['cegjegyzekszam'] },
      ),
    }),
  },
);

/** A random request `parseRequest` accepts: 1–6 members (one in four: 7–9), 1–4 directors, every optional field present or absent. */
export function arbitraryRequest(): fc.Arbitrary<DocumentRequestInput> {
  const request = fc.record({
    ugyvediIroda: fc.record({
      nev: withHostile(fc.constantFrom('Kovács és Társai Ügyvédi Iroda', 'Őri Ügyvédi Iroda', 'Fekete & Fehér Iroda')),
      szekhely: address,
      ugyvedNeve: personName,
      kasz: maybe(fc.stringMatching(/^\d{11}$/)),
    }),
    keltezesHelye: withHostile(fc.constantFrom(...PLACES.map(([, settlement]) => settlement))),
    keltezesIdeje: recentDate,
    tarsasag: company,
  });
  // one request in three describes a registered company (a change): the same runs, no more of them
  return fc
    .tuple(request, fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: registration }))
    .map(([input, registered]) => {
      if (!registered) return input;
      const { saved, change } = registered as { saved?: object; change?: object };
      return {
        ...input,
        tarsasag: saved ? { ...input.tarsasag, bejegyzes: saved } : input.tarsasag,
        ...(change ? { bejegyzes: change } : {}),
      } as DocumentRequestInput;
    });
}
