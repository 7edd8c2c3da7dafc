import { MEETING_MATTERS } from './company.ts';
import { MEETING_MATTER_NAMES } from './meeting-matter-names.ts';

/**
 * The Hungarian description, an example and the English code name of every field of a document request. The JSON
 * Schema (`buildRequestJsonSchema`) and the glossary (`docs/glossary.md`) are generated from here, and a test fails
 * when a schema field has no entry: a field added to the zod schemas needs its line here too.
 */
export type FieldDoc = {
  /** What the field means, for the lawyer (Hungarian). */
  description: string;
  /** A realistic value. */
  example?: unknown;
  /** The English name the code uses for it. */
  en: string;
};

/** An object's fields, a list's item (`[]`), or a plain field. */
export type DocNode = FieldDoc & { fields?: Record<string, DocNode>; items?: DocNode };

export const doc = (en: string, description: string, example?: unknown): FieldDoc => ({ en, description, example });

const savedPersonRef: DocNode = {
  ...doc(
    'person',
    'Hivatkozás az elmentett személyre (a webes felület tölti ki); a dokumentumok a többi mezőből készülnek.',
    { id: 201 },
  ),
  fields: { id: doc('id', 'Az elmentett személy azonosítója.', 201) },
};

const serviceAgent = doc(
  'serviceAgent',
  'A Magyarországon lakóhellyel nem rendelkező személy kézbesítési megbízottjának neve és címe.',
  'Dr. Kovács Péter ügyvéd, 1055 Budapest, Falk Miksa utca 10.',
);

export const personalData: Record<string, DocNode> = {
  szuletesiNev: doc(
    'birthName',
    'Születési név (ha eltér a jelenlegi névtől, akkor is kötelező a cégbíróságnak).',
    'Kovács Anna',
  ),
  anyjaNeve: doc('mothersName', 'Anyja születési neve.', 'Szabó Mária'),
  szuletesiHely: doc('birthPlace', 'Születési hely.', 'Debrecen'),
  szuletesiIdo: doc('birthDate', 'Születési idő (ÉÉÉÉ-HH-NN).', '1979-11-05'),
  allampolgarsag: doc('citizenship', 'Állampolgárság.', 'magyar'),
  adoazonositoJel: doc(
    'taxId',
    'Adóazonosító jel: 10 számjegy, az első 8-as, a 2–6. a születés napja (1867. január 1. óta eltelt napok), az utolsó ellenőrző számjegy (1996. évi XX. törvény 1. számú melléklet). Hibás ellenőrző számjeggyel elutasítjuk; ha a születési időtől eltérő napot jelöl, figyelmeztetünk.',
    '8412152387',
  ),
  nemErtiMagyarul: doc(
    'doesNotUnderstandHungarian',
    'Igaz, ha a személy nem érti a magyar nyelvet: az általa aláírt okiratok záradéka rögzíti, hogy tartalmukat az ügyvéd a megadott nyelven megmagyarázta (Pp. 325. § (2)); hamis, ha az ügyvéd megerősítette, hogy érti; üresen: nincs adat (nem magyar állampolgárnál figyelmeztetés).',
    true,
  ),
  magyarazatNyelve: doc(
    'explanationLanguage',
    'A nyelv, amelyen az ügyvéd az okiratok tartalmát megmagyarázta, melléknévként, a „nyelven” szó nélkül (a dokumentum „német nyelven” alakban írja). Csak a nemErtiMagyarul mezővel együtt adható meg.',
    'német',
  ),
  tolmacsNeve: doc(
    'interpreterName',
    'A tolmács neve, ha az ügyvéd tolmács közreműködésével magyarázta meg az okiratokat; üresen: az ügyvéd maga magyarázta meg. A tolmács is aláírja az okiratokat.',
    'Kiss Éva',
  ),
  tolmacsAzonosito: doc(
    'interpreterId',
    'A tolmács azonosító adatai, ahogy a záradékban állnak (pl. lakcím, személyazonosító okmány száma).',
    'lakcím: 4025 Debrecen, Kossuth utca 3.; személyazonosító igazolvány száma: 123456AB',
  ),
};

const signingRight = doc(
  'signingRight',
  'Cégjegyzési jog: ONALLO (önálló) vagy EGYUTTES (együttes, egy másik cégjegyzővel).',
  'ONALLO',
);
const signingGroups: DocNode = {
  ...doc(
    'signingGroups',
    'Együttes cégjegyzésnél a csoport(ok), amelyek tagjaival együtt jegyez: A, B, C (lista vagy "A;B").',
    ['A'],
  ),
  items: doc('signingGroup', 'Egy cégjegyzési csoport: A, B vagy C.', 'A'),
};

export const legalEntityFields: Record<string, DocNode> = {
  jogiSzemely: doc('isLegalEntity', 'Igaz, ha jogi személy (cég): ekkor a név a cégnév, a lakóhely a székhely.', false),
  cegjegyzekszam: doc(
    'registrationNumber',
    'Jogi személy cégjegyzékszáma (01-09-123456; az okiratokban „cégjegyzékszám: Cg. 01-09-123456”). Külföldi vagy a cégjegyzékbe be nem jegyzett jogi személynél a saját nyilvántartása szerinti szám, ahogyan a nyilvántartás feltünteti (FN 123456a); az okiratok ezt „nyilvántartási szám” megjelöléssel írják (Ctv. 24. § (1) h)).',
    '01-09-123456',
  ),
  kepviselo: doc(
    'representative',
    'Jogi személy képviselőjének neve és minősége; együttes képviseletnél az első képviselőé.',
    'dr. Kiss Péter ügyvezető',
  ),
  egyuttesKepviselok: {
    ...doc(
      'jointRepresentatives',
      'Jogi személy további képviselői, akik a „kepviselo” mezőben megadott képviselővel együttesen járnak el (legfeljebb kettő, névvel és minőséggel). Mindegyikük külön aláírási sort kap, az azonosító adatok valamennyiüket megnevezik („képviseli: … és … együttesen”). Csak jogi személynél és a képviselő megadása mellett adható meg; üresen a képviselő egyedül jár el.',
      ['Kiss Tamás ügyvezető'],
    ),
    items: doc('jointRepresentative', 'Egy együttes képviselő neve és minősége.', 'Kiss Tamás ügyvezető'),
  },
};

export const legalRepresentatives: DocNode = {
  ...doc(
    'legalRepresentatives',
    'Kiskorú (18 év alatti) természetes személy tag törvényes képviselői (legfeljebb kettő: a szülői felügyeletet közösen gyakorló szülők). 14 év alatt a kiskorú nevében a törvényes képviselő jár el és ír alá (Ptk. 2:14. § (1)); 14 és 18 év között a kiskorú ír alá, a törvényes képviselő az aláírásával hozzájárul (Ptk. 2:12. § (1)). Nagykorú tagnál nem adható meg.',
    [
      {
        nev: 'Nagy Lajos',
        minoseg: 'SZULO',
        szuletesiIdo: '1979-11-05',
        anyjaNeve: 'Balogh Margit',
        lakohely: '4026 Debrecen, Bethlen utca 14.',
      },
    ],
  ),
  items: {
    ...doc('legalRepresentative', 'Egy törvényes képviselő.'),
    fields: {
      nev: doc('name', 'A törvényes képviselő neve.', 'Nagy Lajos'),
      minoseg: doc(
        'capacity',
        'A törvényes képviselő minősége: SZULO (szülő), GYAM (gyám) vagy ESETI_GYAM (eseti gyám, ha a szülő érdekellentét miatt nem járhat el, Ptk. 4:163. §).',
        'SZULO',
      ),
      szuletesiIdo: doc('birthDate', 'A törvényes képviselő születési ideje (ÉÉÉÉ-HH-NN).', '1979-11-05'),
      anyjaNeve: doc('mothersName', 'A törvényes képviselő anyjának születési neve.', 'Balogh Margit'),
      lakohely: doc('residence', 'A törvényes képviselő lakóhelye.', '4026 Debrecen, Bethlen utca 14.'),
      nemErtiMagyarul: doc(
        'doesNotUnderstandHungarian',
        'Igaz, ha a törvényes képviselő nem érti a magyar nyelvet: az általa a kiskorú nevében vagy hozzájárulásként aláírt okiratok záradéka rögzíti, hogy tartalmukat az ügyvéd a megadott nyelven megmagyarázta (Pp. 325. § (2)); hamis, ha az ügyvéd megerősítette, hogy érti; üresen: nincs adat.',
        true,
      ),
      magyarazatNyelve: doc(
        'explanationLanguage',
        'A nyelv, amelyen az ügyvéd az okiratok tartalmát a törvényes képviselőnek megmagyarázta, melléknévként, a „nyelven” szó nélkül (a dokumentum „német nyelven” alakban írja). Csak a nemErtiMagyarul mezővel együtt adható meg.',
        'német',
      ),
      tolmacsNeve: doc(
        'interpreterName',
        'A tolmács neve, ha az ügyvéd tolmács közreműködésével magyarázta meg az okiratokat a törvényes képviselőnek; üresen: az ügyvéd maga magyarázta meg. A tolmács is aláírja az okiratokat.',
        'Kiss Éva',
      ),
      tolmacsAzonosito: doc(
        'interpreterId',
        'A tolmács azonosító adatai, ahogy a záradékban állnak (pl. lakcím, személyazonosító okmány száma).',
        'lakcím: 4025 Debrecen, Kossuth utca 3.; személyazonosító igazolvány száma: 123456AB',
      ),
    },
  },
};

const propertyOwner: DocNode = {
  ...doc('propertyOwner', 'Az ingatlan egy tulajdonosa.'),
  fields: {
    szemely: savedPersonRef,
    nev: doc('name', 'A tulajdonos neve (jogi személynél a cégnév).', 'Tóth Gábor'),
    lakohely: doc(
      'residence',
      'A tulajdonos lakóhelye (jogi személynél a székhelye).',
      '1051 Budapest, Október 6. utca 3.',
    ),
    ...personalData,
    ...legalEntityFields,
    tulajdoniHanyad: doc('ownershipShare', 'Tulajdoni hányad.', '1/2'),
    torvenyesKepviselok: {
      ...legalRepresentatives,
      description:
        'Kiskorú (18 év alatti) természetes személy tulajdonos törvényes képviselői (legfeljebb kettő: a szülői felügyeletet közösen gyakorló szülők), ha a tulajdonos nem tag (a tag törvényes képviselőit a tagnál kell megadni). A használati nyilatkozatot 14 év alatt a kiskorú nevében a törvényes képviselő írja alá (Ptk. 2:14. § (1)); 14 és 18 év között a kiskorú írja alá, a törvényes képviselő az aláírásával hozzájárul (Ptk. 2:12. § (1)). Nagykorú tulajdonosnál nem adható meg.',
    },
  },
};

const propertyFields: Record<string, DocNode> = {
  helyrajziSzam: doc('parcelNumber', 'Helyrajzi szám.', '24123/0/A/5'),
  tulajdonosok: { ...doc('owners', 'Az ingatlan tulajdonosai.'), items: propertyOwner },
  jogcim: doc(
    'useTitle',
    'A használat jogcíme: HASZONKOLCSON (ingyenes használat), BERLET (bérlet), TULAJDON (a társaság tulajdona) vagy ' +
      'SZEKHELYSZOLGALTATAS (székhelyszolgáltató). Üresen a nyilatkozatban kitöltendő hely marad.',
    'HASZONKOLCSON',
  ),
};

const meetingMatterFields = Object.fromEntries(
  MEETING_MATTERS.map((letter) => [
    `pont11_8_${letter}`,
    doc(
      `meetingMatter_${letter}`,
      // No clause number or letter: the articles print the list at 11.11 (at 11.3 for a sole founder) and letter
      // only the items printed, so the field's letter (the legal brief's, 2.8) is often not the printed one.
      `A taggyűlés (egyszemélyes társaságban az alapító) kizárólagos hatáskörébe tartozó ügyek közül: ${MEETING_MATTER_NAMES[letter]}. Alapértelmezés: igaz; a törvény szerint kötelező pontok hamis értéknél is szerepelnek.`,
      true,
    ),
  ]),
);

const shareRule = (en: string, description: string) => doc(en, `${description} Alapértelmezés: igaz.`, true);

/** The documentation tree of `documentRequestSchema`. */
export const REQUEST_DOCS: Record<string, DocNode> = {
  $schema: doc(
    'jsonSchema',
    'A közzétett JSON Schema címe, hogy a szerkesztő ellenőrizze és kiegészítse a kérést; a dokumentumokat nem befolyásolja.',
    'https://cegdok.hu/schema/cegdok-request.schema.json',
  ),
  ugyvediIroda: {
    ...doc('lawFirm', 'Az okiratot ellenjegyző ügyvédi iroda.'),
    fields: {
      nev: doc('name', 'Az ügyvédi iroda neve.', 'Szabó Ügyvédi Iroda'),
      szekhely: doc('seat', 'Az ügyvédi iroda székhelye.', '4025 Debrecen, Piac utca 31.'),
      ugyvedNeve: doc('lawyerName', 'Az ellenjegyző ügyvéd neve.', 'dr. Szabó Gergely'),
      kasz: doc('chamberId', 'Az ügyvéd kamarai azonosító száma (KASZ).', '36063350912'),
    },
  },
  keltezesHelye: doc('datingPlace', 'A keltezés helye (település).', 'Debrecen'),
  keltezesIdeje: doc('datingDate', 'A keltezés napja (ÉÉÉÉ-HH-NN).', '2026-12-03'),
  bejegyzes: {
    ...doc(
      'registration',
      'A már bejegyzett társaság adatai (módosításhoz): a dokumentumok a cégjegyzékszámot írják, nem a „bejegyzés alatt” formát.',
    ),
    fields: {
      cegjegyzekszam: doc('registrationNumber', 'A cégjegyzékszám.', '09-09-031234'),
      adoszam: doc('taxNumber', 'Az adószám.', '12345678-2-09'),
      valtozasNapja: doc('changeDate', 'A változás hatálynapja (ÉÉÉÉ-HH-NN).', '2027-03-01'),
      hatarozat: doc(
        'resolution',
        'A változásról döntő határozat megjelölése, ahogy a dokumentumok hivatkoznak rá.',
        'a taggyűlés 2027. február 15. napján kelt 3/2027. (II. 15.) számú határozatával',
      ),
      bejegyzettNev: doc(
        'registeredName',
        'A bejegyzett cégnév (a „Kft.” nélkül), ha a dokumentum kelte a névváltozás hatálya elé esik: addig a Társaság ezen a néven jár el.',
        'Hajdú Pékmester',
      ),
      bejegyzettVezerszo: doc(
        'registeredDistinctiveWord',
        'A bejegyzett vezérszó, ha a dokumentum kelte a névváltozás hatálya elé esik: a bejegyzett rövidített cégnév a vezérszó és a „Kft.”.',
        'Hajdú',
      ),
      bejegyzettSzekhely: doc(
        'registeredSeat',
        'A bejegyzett székhely, ha a dokumentum kelte a székhelyváltozás hatálya elé esik.',
        '4027 Debrecen, Böszörményi út 20.',
      ),
      cegbirosagValtozas: {
        ...doc(
          'courtChange',
          'Ha a székhely más cégbíróság illetékességi területére kerül (vagy ez nem állapítható meg): a bejegyzéssel a cégjegyzékszám megváltozik (Ctv. 54. § (1), (3)).',
        ),
        fields: {
          cegbirosag: doc('court', 'Az új székhely szerinti cégbíróság, ha ismert.', 'Fővárosi Törvényszék'),
          elotag: doc('prefix', 'Az új cégjegyzékszám előtagja, ha ismert.', '01'),
        },
      },
      bejegyzettCimek: {
        ...doc(
          'registeredAddresses',
          'A cégjegyzékbe már bejegyzett címek (módosításhoz): a címhasználati nyilatkozat csak az új címekre, illetve az új használati célokra szól.',
        ),
        fields: {
          szekhely: doc('seat', 'A bejegyzett székhely.', '4027 Debrecen, Böszörményi út 20.'),
          kozpontiUgyintezesHelye: doc(
            'centralAdministration',
            'A bejegyzett központi ügyintézési hely, ha eltér a székhelytől.',
            '4025 Debrecen, Piac utca 1.',
          ),
          telephelyek: {
            ...doc('premises', 'A bejegyzett telephelyek címei.', ['4030 Debrecen, Diószegi út 12.']),
            items: doc('premisesAddress', 'Egy bejegyzett telephely címe.', '4030 Debrecen, Diószegi út 12.'),
          },
          fioktelepek: {
            ...doc('branches', 'A bejegyzett fióktelepek címei.', ['6720 Szeged, Kárász utca 5.']),
            items: doc('branchAddress', 'Egy bejegyzett fióktelep címe.', '6720 Szeged, Kárász utca 5.'),
          },
        },
      },
    },
  },
  tarsasag: {
    ...doc('company', 'Az alapítandó korlátolt felelősségű társaság.'),
    fields: {
      id: doc('id', 'Az elmentett társaság azonosítója (a webes felület tölti ki).', 12),
      nev: doc(
        'name',
        'A cégnév a „Korlátolt Felelősségű Társaság” vagy „Kft.” nélkül is megadható. Élén a vezérszó áll, latin betűkkel; utána csak magyar szavak következhetnek, az „állami” vagy „nemzeti” kifejezés csak törvényi feltétellel (Ctv. 3. § (1)–(2), 4. § (3)).',
        'Hajdú Pékmester Kft.',
      ),
      idegenNev: doc('foreignName', 'Idegen nyelvű cégnév.', 'Hajdu Baker Ltd.'),
      vezerszo: doc(
        'distinctiveWord',
        'A vezérszó: a cégnév első szava vagy szavai, ahogy a cégnévben állnak. A rövidített cégnév a vezérszóból és a „Kft.” megjelölésből áll (Ctv. 3. § (3)); ha nincs megadva, a program a teljes cégnevet tekinti vezérszónak, és több szóból álló névnél figyelmeztet.',
        'Hajdú',
      ),
      szekhely: doc('seat', 'A székhely teljes címe irányítószámmal.', '4027 Debrecen, Böszörményi út 20.'),
      modifiedAt: doc(
        'modifiedAt',
        'Az utolsó mentés ideje; a kiszolgáló tölti ki, a kérésben figyelmen kívül marad.',
        '2026-11-20T10:00:00.000Z',
      ),
      bejegyzes: doc(
        'registration',
        'Az elmentett társaság bejegyzési adatai (cégjegyzékszám, adószám, dátumok; null: bejegyzés alatt); a kiszolgáló tölti ki. Ha van cégjegyzékszám, a dokumentumok a bejegyzett névformát írják.',
        null,
      ),
      telephelyek: {
        ...doc('premises', 'A telephelyek címei.', ['4030 Debrecen, Diószegi út 12.']),
        items: doc('premisesAddress', 'Egy telephely címe.', '4030 Debrecen, Diószegi út 12.'),
      },
      fioktelepek: {
        ...doc('branches', 'A fióktelepek címei.', ['6720 Szeged, Kárász utca 5.']),
        items: doc('branchAddress', 'Egy fióktelep címe.', '6720 Szeged, Kárász utca 5.'),
      },
      cegvezeto: {
        ...doc(
          'companyManager',
          'Cégvezető (Ptk. 3:113. §). Régi adatban szövegként is állhat: azt a cégvezető neveként olvassuk.',
        ),
        fields: {
          szemely: savedPersonRef,
          nev: doc('name', 'A cégvezető neve.', 'Fekete Júlia'),
          lakohely: doc('residence', 'A cégvezető lakóhelye.', '4026 Debrecen, Bethlen utca 14.'),
          kezdoIdopont: doc('startDate', 'A cégvezetői munkaviszony kezdete (ÉÉÉÉ-HH-NN).', '2027-01-01'),
          cegjegyzesiJogTipus: signingRight,
          cegjegyzesEgyuttesenCsoport: signingGroups,
          ...personalData,
          kezbesitesiMegbizott: serviceAgent,
          szabadSzoveg: doc(
            'isFreeText',
            'Igaz, ha az adat a régi szabad szöveges mezőből jött (ellenőrizendő).',
            false,
          ),
        },
      },
      fotevekenyseg: doc(
        'mainActivity',
        'A főtevékenység TEÁOR’25 kóddal és megnevezéssel.',
        '10.71 – Kenyér; friss pékáru gyártása',
      ),
      egyebTevekenysegek: {
        ...doc('otherActivities', 'A további tevékenységi körök TEÁOR’25 kóddal és megnevezéssel.', [
          '47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem',
        ]),
        items: doc('activity', 'Egy tevékenységi kör.', '47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem'),
      },
      idotartamVege: doc(
        'durationEnd',
        'Határozott időtartamú társaságnál az időtartam utolsó napja (ÉÉÉÉ-HH-NN).',
        '2036-12-31',
      ),
      merlegForduloNap: doc('balanceSheetDay', 'Mérlegfordulónap, ha nem december 31. (ÉÉÉÉ-HH-NN).', '2027-06-30'),
      kozpontiUgyintezesHelye: doc(
        'centralAdministration',
        'A központi ügyintézés helye, ha eltér a székhelytől.',
        '1062 Budapest, Váci út 1.',
      ),
      potbefizetesFeltetelei: doc(
        'additionalContributions',
        'A pótbefizetés feltételei (szabad szöveg, legfeljebb 10 000 karakter).',
        'A taggyűlés a veszteségek fedezésére üzleti évenként legfeljebb egy alkalommal, tagonként legfeljebb 500 000 Ft összegű pótbefizetést írhat elő.',
      ),
      mellekszolgaltatasok: doc(
        'ancillaryServices',
        'A tagok mellékszolgáltatásai (szabad szöveg, legfeljebb 10 000 karakter).',
        'Ügyvezetési tanácsadás havi 10 órában.',
      ),
      taggyulesSzabalyzasok: {
        ...doc('meetingRules', 'A taggyűlés szabályai.'),
        fields: {
          ...meetingMatterFields,
          eventeHanyszorTagGyules: doc('meetingsPerYear', 'Évente legalább hány taggyűlést kell tartani (1–12).', 1),
          hatarozatKepessegSzazalek: doc(
            'quorumPercent',
            'A határozatképességhez szükséges szavazati arány százalékban, legfeljebb négy tizedesjeggyel (alapértelmezés: 50): a taggyűlés akkor határozatképes, ha a jelen lévő tagok a szavazatok több mint ennyi százalékát képviselik; 100 esetén valamennyi tagnak jelen kell lennie.',
            50,
          ),
          meghivasiHatarido: doc(
            'noticeDays',
            'A meghívó elküldése és a taggyűlés napja közötti napok száma: üresen 15; a társasági szerződés ennél rövidebbet, de legalább 3 napot, vagy hosszabbat (legfeljebb 365 napot) is előírhat (Ptk. 3:190. § (1)).',
            8,
          ),
          elektronikusKozles: doc(
            'electronicNotices',
            'A jognyilatkozatok és határozatok (a meghívó, a határozattervezet, a szavazat) elektronikus levélben is, a címzettnek a Társasághoz írásban bejelentett elektronikus levélcímére (Ptk. 3:91. § (2)).',
            true,
          ),
        },
      },
      uzletreszNyeresegSzabalyzasok: {
        ...doc('shareRules', 'Az üzletrészre és a nyereségre vonatkozó szabályok.'),
        fields: {
          belsoAtruhazas: shareRule(
            'freeInternalTransfer',
            'A tagok egymás között szabadon átruházhatják üzletrészüket.',
          ),
          elovasarlasiJog: shareRule('preemptionRight', 'A tagokat elővásárlási jog illeti meg.'),
          atruhazashozBeleegyezes: shareRule(
            'transferConsent',
            'Kívülállóra átruházáshoz a taggyűlés hozzájárulása kell.',
          ),
          ingyenesAtruhazasEngedelyezett: shareRule('freeTransferAllowed', 'Az üzletrész ingyenesen is átruházható.'),
          felosztashozBeleegyezes: shareRule(
            'divisionConsent',
            'Az üzletrész felosztásához a taggyűlés hozzájárulása kell.',
          ),
          ugyvezetoFizethetOsztalekEloleg: shareRule(
            'interimDividend',
            'Az ügyvezető javaslatára osztalékelőleg fizethető.',
          ),
        },
      },
      tagok: {
        ...doc(
          'members',
          'A tagok (alapítók), legalább egy. Nem lehet tag, aki eltiltás hatálya alatt áll (Ptk. 3:90. § (3)): erről a program adatot nem kér és nem ellenőriz, a tagot azonosító ügyvéd vizsgálja.',
        ),
        items: {
          ...doc('member', 'Egy tag: természetes személy, vagy jogi személy, ha a jogiSzemely igaz.'),
          fields: {
            szemely: savedPersonRef,
            nev: doc('name', 'A tag neve (jogi személynél a cégnév).', 'Nagy Lajos'),
            lakohely: doc(
              'residence',
              'A tag lakóhelye (jogi személynél a székhelye).',
              '4026 Debrecen, Bethlen utca 14.',
            ),
            penzbetet: doc(
              'cash',
              'Pénzbeli betét egész forintban (szám vagy számjegyek, pl. "1 800 000").',
              1_800_000,
            ),
            nemPenzbeliBetet: doc('inKind', 'Nem pénzbeli betét (apport) értéke egész forintban.', 0),
            penzbetetHatarido: doc(
              'cashDeadline',
              'A pénzbeli betét befizetésének határideje (ÉÉÉÉ-HH-NN).',
              '2027-02-26',
            ),
            penzbetetMod: doc(
              'cashMode',
              'A befizetés módja: „házipénztár” vagy „pénzforgalmi számla”.',
              'pénzforgalmi számla',
            ),
            nemPenzbeliBetetHatarido: doc(
              'inKindDeadline',
              'Az apport szolgáltatásának határideje (ÉÉÉÉ-HH-NN).',
              '2027-01-15',
            ),
            nemPenzbeliBetetMod: doc(
              'inKindDescription',
              'Az apport leírása (szabad szöveg, legfeljebb 10 000 karakter).',
              'egy darab Ford Transit típusú tehergépkocsi (forgalmi rendszám: AE LK-417)',
            ),
            nemPenzbeliIngatlanok: {
              ...doc(
                'inKindProperties',
                'A nem pénzbeli hozzájárulásként szolgáltatott ingatlanok. Megadásukkal a létesítő okirat tartalmazza a tag feltétlen és visszavonhatatlan hozzájárulását a Társaság tulajdonjogának nem pénzbeli hozzájárulás jogcímén történő ingatlan-nyilvántartási bejegyzéséhez (bejegyzési engedély), valamint nyilatkozatát arról, hogy az ingatlannal való rendelkezés jogcíme a tulajdoni lapon legalább széljegyként szerepel (Ctv. 1. § (1b)–(1c)). Az ingatlant a nemPenzbeliBetetMod leírásában is meg kell nevezni.',
              ),
              items: {
                ...doc('inKindProperty', 'Egy nem pénzbeli hozzájárulásként szolgáltatott ingatlan.'),
                fields: {
                  telepules: doc('settlement', 'Az ingatlan fekvése szerinti település.', 'Veszprém'),
                  helyrajziSzam: doc('parcelNumber', 'Az ingatlan helyrajzi száma.', '3456/7'),
                  tulajdoniHanyad: doc(
                    'contributedShare',
                    'A nem pénzbeli hozzájárulásként szolgáltatott tulajdoni hányad (pl. 1/1 vagy 1/2). Üresen a létesítő okiratban kipontozott hely áll a helyén.',
                    '1/1',
                  ),
                },
              },
            },
            uzletreszElteres: doc(
              'shareDeviation',
              'A betéttől eltérő üzletrész-arány (szavazati jog) százalékban, legfeljebb négy tizedesjeggyel; a dokumentumok a megadott módon, kerekítés nélkül tartalmazzák.',
              60,
            ),
            osztalekArany: doc(
              'dividendRatio',
              'A betéttől eltérő osztalékarány százalékban, legfeljebb négy tizedesjeggyel; a dokumentumok a megadott módon, kerekítés nélkül tartalmazzák.',
              40,
            ),
            ...personalData,
            tagsagKezdete: doc(
              'membershipStart',
              'A tagság kezdete a tagjegyzékben (ÉÉÉÉ-HH-NN); üresen a létesítő okirat kelte.',
              '2026-12-03',
            ),
            alapito: doc(
              'founder',
              'Bejegyzett társaságnál: hamis, ha a tag nem alapító (a létesítő okirat aláírása után lett tag); egyszemélyes társaságban ekkor „egyedüli tag”, nem „alapító”. Üresen alapító; módosításnál a program a bejegyzett állapotból állapítja meg. Alapításkor hamis nem adható meg: minden tag aláírja a létesítő okiratot (Ptk. 3:95. § (1)).',
              false,
            ),
            torzsbetetBefizetve: doc(
              'contributionPaid',
              'Bejegyzett társaságnál: a tag törzsbetétjét teljes egészében befizette (üzletrész kívülállóra átruházásához és törzstőke-emeléshez kell).',
              true,
            ),
            kezbesitesiMegbizott: serviceAgent,
            ...legalEntityFields,
            torvenyesKepviselok: legalRepresentatives,
          },
        },
      },
      ugyvezetok: {
        ...doc('directors', 'Az ügyvezetők, legalább egy.'),
        items: {
          ...doc('director', 'Egy ügyvezető.'),
          fields: {
            szemely: savedPersonRef,
            nev: doc('name', 'Az ügyvezető neve.', 'Fehér Krisztina'),
            lakohely: doc('residence', 'Az ügyvezető lakóhelye.', '4024 Debrecen, Csapó utca 9.'),
            kezbesitesiMegbizott: serviceAgent,
            megbizasKezdoIdopontja: doc('mandateStart', 'A megbízás kezdete (ÉÉÉÉ-HH-NN).', '2026-12-03'),
            megbizasVegIdopontja: doc(
              'mandateEnd',
              'A megbízás vége; üresen határozatlan idő (ÉÉÉÉ-HH-NN).',
              '2031-12-02',
            ),
            cegjegyzesiJogTipus: signingRight,
            cegjegyzesEgyuttesenCsoport: signingGroups,
            ...personalData,
          },
        },
      },
      szekhelyIngatlan: {
        ...doc('seatProperty', 'A székhely ingatlanának adatai a székhelyhasználati nyilatkozathoz (Ctv. 7. § (4)).'),
        fields: propertyFields,
      },
      ingatlanok: {
        ...doc(
          'properties',
          'A telephelyek, fióktelepek és a központi ügyintézés helyének ingatlanadatai, címenként egy. Módosításnál a székhely áthelyezésekor telephelyként, fióktelepként vagy központi ügyintézési helyként megtartott korábbi székhely ingatlanadatait (helyrajzi szám, tulajdonosok, a használat jogcíme), ha e címre itt nincs megadva ingatlan, a program a bejegyzett székhely ingatlanának adataiból veszi át.',
        ),
        items: {
          ...doc('property', 'Egy cím ingatlanadatai.'),
          fields: {
            cim: doc(
              'address',
              'A cím pontosan úgy, ahogy a telephelyek/fioktelepek között szerepel.',
              '4030 Debrecen, Diószegi út 12.',
            ),
            ...propertyFields,
          },
        },
      },
      mentesKesobbre: doc('savedForLater', 'A webes felület jelzője: a társaság félkész, később folytatandó.', false),
    },
  },
};

function flatten(nodes: Record<string, DocNode>, prefix: string, into: Map<string, FieldDoc>): void {
  for (const [key, node] of Object.entries(nodes)) {
    const path = prefix ? `${prefix}.${key}` : key;
    into.set(path, { description: node.description, example: node.example, en: node.en });
    if (node.fields) flatten(node.fields, path, into);
    if (node.items) {
      into.set(`${path}[]`, { description: node.items.description, example: node.items.example, en: node.items.en });
      if (node.items.fields) flatten(node.items.fields, `${path}[]`, into);
    }
  }
}

/** Every documented field of a documentation tree by its path: `tarsasag.tagok[].nev` (`[]`: any item of a list). */
export function flattenDocs(nodes: Record<string, DocNode>): ReadonlyMap<string, FieldDoc> {
  const docs = new Map<string, FieldDoc>();
  flatten(nodes, '', docs);
  return docs;
}

/**
 * Every documented field by its path in a request: `tarsasag.tagok[].nev` (`[]` stands for any item of a list).
 */
export const FIELD_DOCS: ReadonlyMap<string, FieldDoc> = flattenDocs(REQUEST_DOCS);
