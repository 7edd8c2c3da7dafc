import {
  doc,
  flattenDocs,
  legalEntityFields,
  legalRepresentatives,
  personalData,
  REQUEST_DOCS,
  type DocNode,
  type FieldDoc,
} from '../schema/field-docs.ts';
import { RESOLUTION_LABELS } from './change-rules.ts';

/**
 * The Hungarian description, an example and the English code name of every field of the two amendment files `cegdok
 * amend` reads beside the changed company: the amendment data (`amendment.json`, `amendmentDataSchema`) and the
 * registered version (`registered.json`, `registeredSchema`). The JSON Schemas and `docs/glossary-amendment.md` are
 * generated from here, and a test fails when a field of these schemas has no entry. The examples come from
 * `fixtures/amendments`.
 */

/** Points at a member of the registered state (`memberRefSchema`). */
function memberRef(en: string, description: string, example: unknown = { id: 201 }): DocNode {
  return {
    ...doc(en, description, example),
    fields: {
      id: doc(
        'personId',
        'A tag elmentett személyének azonosítója, ahogy a bejegyzett állapot tagjánál a szemely.id mező tartalmazza.',
        201,
      ),
      nev: doc(
        'name',
        'A tag neve, ahogy a bejegyzett állapotban szerepel; azonosító hiányában e szerint keresi meg a program a tagot.',
        'Nagy Lajos',
      ),
    },
  };
}

const memberRefList = (en: string, description: string, example: unknown[]): DocNode => ({
  ...doc(en, description, example),
  items: memberRef('memberRef', 'Egy tag, azonosítóval (id) vagy névvel (nev) megjelölve.'),
});

const RESOLUTION_SUBJECTS = Object.keys(RESOLUTION_LABELS).join(', ');

const decisionDocs: DocNode = {
  ...doc(
    'decision',
    'A változásról hozott döntés: a taggyűlés határozatai, az ülés tartása nélküli határozathozatal, az egyedüli tag döntése vagy a tagok szerződése, a jegyzőkönyv és a szavazás adataival.',
  ),
  fields: {
    mod: doc(
      'mode',
      'A döntés módja: TAGGYULES (taggyűlés), ULES_NELKULI (ülés tartása nélküli, írásbeli határozathozatal, Ptk. 3:20. §), EGYEDULI_TAG (az egyedüli tag írásbeli döntése) vagy TAGOK_SZERZODESE (a tagok a létesítő okiratot valamennyiük által aláírt szerződéssel módosítják, határozat nélkül).',
      'TAGGYULES',
    ),
    datum: doc(
      'date',
      'A döntés napja (ÉÉÉÉ-HH-NN): a taggyűlés napja, az egyedüli tag döntésének vagy a tagok szerződésének kelte. Ülés tartása nélküli határozathozatalnál a szavazásra nyitva álló határidő utolsó napja, vagy az a korábbi nap, amelyen az utolsó szavazat beérkezett (Ptk. 3:20. § (4)); a program ettől számítja a változásbejegyzési kérelem 30 napos benyújtási határidejét (Ctv. 50. § (5)).',
      '2026-11-20',
    ),
    kezdes: doc('startTime', 'A taggyűlés kezdetének időpontja, ahogy a jegyzőkönyv írja (óó:pp).', '10:00'),
    befejezes: doc(
      'endTime',
      'A taggyűlés befejezésének időpontja (óó:pp); nem lehet korábbi a kezdés időpontjánál.',
      '10:40',
    ),
    helye: doc('place', 'A taggyűlés helye (cím).', '4027 Debrecen, Böszörményi út 20.'),
    osszehivas: {
      ...doc('convening', 'A taggyűlés összehívása.', { mod: 'MEGHIVO', meghivoKelte: '2026-11-02' }),
      fields: {
        mod: doc(
          'mode',
          'Az összehívás módja: MEGHIVO (az ügyvezető a napirendet tartalmazó meghívóval hívta össze, Ptk. 3:190. § (1)) vagy TELJES_JELENLET (az összehívás szabályainak megtartása nélkül: a taggyűlés csak akkor tartható meg, ha valamennyi tag jelen van és a megtartásához egyhangúlag hozzájárul, Ptk. 3:17. § (5)).',
          'MEGHIVO',
        ),
        meghivoKelte: doc(
          'invitationDate',
          'A meghívó elküldésének napja (ÉÉÉÉ-HH-NN); a meghívó elküldése és a taggyűlés napja között legalább tizenöt napnak, vagy a társasági szerződésben meghatározott rövidebb időnek kell eltelnie (Ptk. 3:190. § (1)).',
          '2026-11-02',
        ),
        osszehivo: doc(
          'convener',
          'A taggyűlést meghívóval összehívó ügyvezető neve, akit a jegyzőkönyv megnevez. Bármelyik ügyvezető összehívhatja a taggyűlést (Ptk. 3:196. § (2)); név nélkül a jegyzőkönyv egyetlen ügyvezetőnél „az ügyvezető” összehívását rögzíti, több ügyvezetőnél az összehívót nem nevezi meg.',
          'Nagy Lajos',
        ),
      },
    },
    levezetoElnok: doc('chair', 'A taggyűlés levezető elnöke.', 'Nagy Lajos'),
    jegyzokonyvvezeto: doc('minuteTaker', 'A jegyzőkönyvvezető.', 'Fehér Krisztina'),
    hitelesito: memberRef(
      'minutesAuthenticator',
      'A taggyűlésen jelen lévő, hitelesítőnek megválasztott tag, aki a jegyzőkönyvet aláírja (Ptk. 3:193. § (2)).',
      { id: 202 },
    ),
    jelenlevok: {
      ...doc(
        'attendees',
        'A taggyűlésen jelen lévő tagok; a jelenléti ív és a szavazati arányok ebből készülnek. A fel nem sorolt tag nem volt jelen.',
      ),
      items: {
        ...doc('attendee', 'Egy jelen lévő tag, személyesen vagy meghatalmazott útján.'),
        fields: {
          tag: memberRef('member', 'A jelen lévő tag.'),
          kepviselo: doc(
            'proxy',
            'A tagot meghatalmazás alapján képviselő személy neve; üresen a tag személyesen (jogi személy tag a képviselője útján) van jelen.',
            'dr. Kiss Péter',
          ),
          meghatalmazasKelte: doc(
            'proxyDate',
            'A közokiratba vagy teljes bizonyító erejű magánokiratba foglalt meghatalmazás kelte (ÉÉÉÉ-HH-NN); a meghatalmazás a jegyzőkönyv melléklete (Ptk. 3:110. § (1)).',
            '2026-11-15',
          ),
        },
      },
    },
    egyebJelenlevok: {
      ...doc(
        'otherAttendees',
        'A taggyűlésen jelen lévő más személyek (ügyvezető, ügyvéd), akik nem tagként vesznek részt.',
      ),
      items: {
        ...doc('otherAttendee', 'Egy nem tag jelenlévő.'),
        fields: {
          nev: doc('name', 'A jelenlévő neve.', 'dr. Szabó Gergely'),
          minoseg: doc('capacity', 'A jelenlévő minősége, ahogy a jelenléti ív írja.', 'ügyvéd'),
          nemErtiMagyarul: personalData['nemErtiMagyarul']!,
          magyarazatNyelve: personalData['magyarazatNyelve']!,
          tolmacsNeve: personalData['tolmacsNeve']!,
          tolmacsAzonosito: personalData['tolmacsAzonosito']!,
        },
      },
    },
    egyhangu: doc(
      'unanimous',
      'Igaz, ha minden jelen lévő tag minden határozatra igennel szavazott: ekkor határozatonkénti szavazást nem kell megadni, a határozat által érintett, ezért nem szavazó tagokat a program állapítja meg. Alapértelmezés: hamis.',
      false,
    ),
    szavazasok: {
      ...doc(
        'votes',
        'Határozatonként a szavazás: ki szavazott igennel, nemmel, ki tartózkodott és ki nem szavazhatott. A program ebből számolja a szavazati arányokat és ellenőrzi a szükséges többséget.',
      ),
      items: {
        ...doc('vote', 'Egy határozat szavazása.'),
        fields: {
          targy: doc(
            'subject',
            `A határozat tárgya: ${RESOLUTION_SUBJECTS}. A változástípusok mellett ATRUHAZAS: hozzájárulás az üzletrész átruházásához, FELOSZTAS: hozzájárulás az üzletrész felosztásához, MODOSITAS: a létesítő okirat módosításának elfogadása.`,
            'CEGNEV',
          ),
          igen: memberRefList('yes', 'Az igennel szavazó tagok.', [{ id: 201 }]),
          nem: memberRefList('no', 'A nemmel szavazó tagok.', [{ id: 202 }]),
          tartozkodas: memberRefList('abstain', 'A szavazástól tartózkodó tagok.', [{ id: 202 }]),
          nemSzavazhatott: memberRefList(
            'barred',
            'Azok a tagok, akik a határozat meghozatalakor nem szavazhattak, mert a határozat őket érinti (pl. az üzletrészét átruházó tag az átruházáshoz való hozzájárulásnál, Ptk. 3:19. § (2)).',
            [{ id: 202 }],
          ),
        },
      },
    },
    tervezetMegkuldese: doc(
      'draftSentDate',
      'Ülés tartása nélküli határozathozatalnál az a nap, amelyen az ügyvezető a határozat tervezetét a tagoknak megküldte (ÉÉÉÉ-HH-NN; Ptk. 3:20. § (1)).',
      '2026-11-10',
    ),
    szavazasiHatarido: doc(
      'votingDeadline',
      'Ülés tartása nélküli határozathozatalnál a szavazatok megküldésének utolsó napja, amely a tervezet kézhezvételétől számított legalább nyolc nap (ÉÉÉÉ-HH-NN; Ptk. 3:20. § (1)). A döntés napja ez a nap, vagy az a korábbi nap, amelyen minden szavazat beérkezett (Ptk. 3:20. § (4)); üresen a döntés napját tekinti a program a szavazási határidő utolsó napjának.',
      '2026-11-20',
    ),
    szavazatBeerkezesek: {
      ...doc(
        'voteArrivals',
        'Ülés tartása nélküli határozathozatalnál tagonként az a nap, amelyen az aláírt szavazólap az ügyvezetőhöz beérkezett, ahogy az ügyvezető a szavazólapon rögzíti (nem kötelező). A szavazat nem érkezhet a tervezet megküldése előtt, és a szavazási határidő után beérkezett szavazat nem számít; a határozathozatal eredményéről szóló ügyvezetői közlés feltünteti e napokat.',
        [
          { tag: { id: 201 }, beerkezes: '2026-11-13' },
          { tag: { id: 202 }, beerkezes: '2026-11-20' },
        ],
      ),
      items: {
        ...doc('voteArrival', 'Egy tag szavazatának beérkezése.'),
        fields: {
          tag: memberRef('member', 'A szavazó tag.'),
          beerkezes: doc('arrivalDate', 'A szavazat beérkezésének napja (ÉÉÉÉ-HH-NN).', '2026-11-13'),
        },
      },
    },
  },
};

const buyerDocs: DocNode = {
  ...doc(
    'buyer',
    'Az üzletrész megszerzője: természetes személy, vagy jogi személy, ha a jogiSzemely igaz; a tagjegyzékhez szükséges személyes adatokkal.',
  ),
  fields: {
    nev: doc('name', 'A vevő (megajándékozott) neve; jogi személynél a cégneve.', 'Kovács Péter'),
    lakohely: doc('residence', 'A vevő lakóhelye; jogi személynél a székhelye.', '4031 Debrecen, Kassai út 5.'),
    ...personalData,
    ...legalEntityFields,
    torvenyesKepviselok: {
      ...legalRepresentatives,
      description:
        'Kiskorú (18 év alatti) természetes személy vevő törvényes képviselői (legfeljebb kettő: a szülői felügyeletet közösen gyakorló szülők). 14 év alatt a kiskorú nevében a törvényes képviselő jár el és ír alá (Ptk. 2:14. § (1)); 14 és 18 év között a kiskorú ír alá, a törvényes képviselő az aláírásával hozzájárul (Ptk. 2:12. § (1)).',
    },
  },
};

const transferDocs: DocNode = {
  ...doc(
    'shareTransfers',
    'Az üzletrész-átruházások: mindegyikből üzletrész-átruházási szerződés készül, és a tagjegyzék, valamint a létesítő okirat a módosított állapot szerint változik.',
  ),
  items: {
    ...doc('shareTransfer', 'Egy üzletrész (vagy üzletrészrész) átruházása.'),
    fields: {
      eladoTag: memberRef('seller', 'Az üzletrészét átruházó tag.', { id: 202 }),
      vevo: buyerDocs,
      vevoMarTag: doc(
        'buyerIsMember',
        'Igaz, ha a vevő a Társaság tagja (tagok közötti átruházás); hamis: kívülálló szerzi meg az üzletrészt; adásvételnél ekkor a tagokat elővásárlási jog illeti meg (Ptk. 3:167. § (2)). Alapértelmezés: hamis.',
        false,
      ),
      nevertek: doc(
        'nominalValue',
        'Az átruházott üzletrész névértéke: a neki megfelelő törzsbetét egész forintban.',
        1_200_000,
      ),
      jogcim: doc(
        'legalTitle',
        'Az átruházás jogcíme: ADASVETEL (adásvétel) vagy AJANDEKOZAS (ajándékozás).',
        'ADASVETEL',
      ),
      vetelar: doc('price', 'A vételár egész forintban; ajándékozásnál 0.', 2_500_000),
      fizetesiHatarido: doc('paymentDeadline', 'A vételár megfizetésének határideje (ÉÉÉÉ-HH-NN).', '2026-12-15'),
      eladoSzamlaszam: doc(
        'sellerAccount',
        'Az eladó fizetési számlájának száma, amelyre a vevő a vételárat átutalja; üresen a szerződés az eladó által írásban megjelölt fizetési számlát írja.',
        '11738008-20000000-11111111',
      ),
      tulajdonatszallas: doc(
        'transferOfOwnership',
        'Az üzletrész megszerzésének időpontja: ALAIRAS (a vevő a szerződés aláírásával szerzi meg) vagy VETELAR_MEGFIZETESE (a vételár teljes megfizetésével). Alapértelmezés: VETELAR_MEGFIZETESE.',
        'ALAIRAS',
      ),
      szerzodesKelte: doc('contractDate', 'Az üzletrész-átruházási szerződés kelte (ÉÉÉÉ-HH-NN).', '2026-11-21'),
      bejelentesKelte: doc(
        'notificationDate',
        'Az a nap, amelyen a szerző a szerzést a Társaságnak bejelentette (ÉÉÉÉ-HH-NN); a bejelentésnek a szerződés keltétől számított nyolc napon belül kell megtörténnie (Ptk. 3:168. § (2)).',
        '2026-11-24',
      ),
      ajanlatKozlese: doc(
        'offerCommunicated',
        'Az a nap, amelyen a vételi ajánlatot a többi taggal közölték (ÉÉÉÉ-HH-NN): ettől számít a tagok tizenöt napja az elővásárlási jogról való nyilatkozatra; aki ezalatt nem nyilatkozik, arról a szerződés ezt rögzíti (Ptk. 3:167. § (5)).',
        '2026-11-05',
      ),
      elovasarlasiNyilatkozatok: {
        ...doc(
          'preemptionStatements',
          'A tagok nyilatkozatai arról, hogy elővásárlási jogukkal nem élnek (Ptk. 3:167. § (2)); a nyilatkozatok a szerződés mellékletei.',
          [{ tag: { id: 201 }, datum: '2026-11-10' }],
        ),
        items: {
          ...doc('preemptionStatement', 'Egy tag nyilatkozata.'),
          fields: {
            tag: memberRef('member', 'A nyilatkozó tag.'),
            datum: doc('date', 'A nyilatkozat kelte (ÉÉÉÉ-HH-NN).', '2026-11-10'),
          },
        },
      },
      hazastarsiHozzajarulas: {
        ...doc(
          'spousalConsent',
          'Az eladó házastársának hozzájárulása az átruházáshoz (Ptk. 4:45. §): a házastárs a szerződést hozzájárulóként aláírja. Csak természetes személy eladónál adható meg; jogi személy eladónak házastársa nincs.',
          { nev: 'Fehér Gábor' },
        ),
        fields: { nev: doc('name', 'A hozzájáruló házastárs neve.', 'Fehér Gábor') },
      },
    },
  },
};

const capitalIncreaseDocs: DocNode = {
  ...doc(
    'capitalIncrease',
    'A törzstőke felemelése új vagyoni hozzájárulás teljesítésével (Ptk. 3:198. §): az emelés összege, a hozzájárulást vállalók és az elsőbbségi jogról szóló nyilatkozatok.',
  ),
  fields: {
    osszeg: doc('amount', 'A törzstőke-emelés összege egész forintban.', 1_000_000),
    hozzajarulasok: {
      ...doc(
        'contributions',
        'A vállalt vagyoni hozzájárulások: tagonként, illetve új tagonként egy; az összegük a törzstőke-emelés összege.',
      ),
      items: {
        ...doc('contribution', 'Egy vállalt vagyoni hozzájárulás.'),
        fields: {
          tag: memberRef('member', 'A hozzájárulást vállaló meglévő tag (új tagnál üresen).'),
          ujTag: doc(
            'newMember',
            'A hozzájárulással belépő új tag neve, pontosan úgy, ahogy a módosított állapot tagjai között szerepel (Ptk. 3:200. § (2)).',
            'Tóth Gábor',
          ),
          penzbeli: doc('cash', 'A vállalt pénzbeli hozzájárulás egész forintban.', 1_000_000),
          nemPenzbeli: doc('inKind', 'A vállalt nem pénzbeli hozzájárulás (apport) értéke egész forintban.', 0),
          hatarido: doc(
            'deadline',
            'A hozzájárulás teljesítésének határideje (ÉÉÉÉ-HH-NN), ahogy a határozat megállapítja (Ptk. 3:198. § (2) e)).',
            '2027-01-31',
          ),
          mod: doc(
            'paymentMode',
            'A befizetés módja: „pénzforgalmi számla” vagy „házipénztár”.',
            'pénzforgalmi számla',
          ),
          csatlakozoNyilatkozat: doc(
            'accessionDeclaration',
            'Igaz, ha az új tag közokiratba vagy teljes bizonyító erejű magánokiratba foglalt csatlakozó nyilatkozatot tesz (Ptk. 3:200. § (2)); új tagnál enélkül a program a dokumentumokat nem készíti el. Alapértelmezés: hamis.',
            true,
          ),
          befizetve: doc(
            'paid',
            'Igaz, ha a hozzájárulást az okiratok keltéig (keltezesIdeje) teljes egészében befizették a Társaság pénzforgalmi számlájára vagy házipénztárába. Ekkor a módosító okirat, az egységes szerkezetbe foglalt létesítő okirat és a tagjegyzék szolgáltatottként tünteti fel, a határozat és a kötelezettségvállalás a teljesítés határozatban megállapított idejét tartalmazza (Ptk. 3:198. § (2) e)), a benyújtási összesítő pedig a befizetés igazolását sorolja fel. Üresen vagy hamis értéknél a hozzájárulás a határidőig fizetendő.',
            true,
          ),
        },
      },
    },
    kijeloltSzemelyek: {
      ...doc(
        'designatedPersons',
        'A határozatban kijelölt személyek, akik a tagok helyett vagyoni hozzájárulást teljesíthetnek, ha az elsőbbségi joggal rendelkezők a teljes emelést nem vállalják (Ptk. 3:198. § (2) d)). A hozzájárulást vállaló új tagot nem kell itt felsorolni; a további kijelöltek részvételi arányát a határozatban ki kell egészíteni.',
        ['Tóth Gábor'],
      ),
      items: doc('designatedPerson', 'Egy kijelölt személy neve.', 'Tóth Gábor'),
    },
    elsobbsegiJogNyilatkozatok: memberRefList(
      'preemptionStatements',
      'A tagok, akik a taggyűlésen a törzstőke-emelésre vonatkozó elsőbbségi jogukról nyilatkoztak (Ptk. 3:199. §); ha nem minden tag nyilatkozott, a létesítő okirat módosításáról csak a tőkeemelést követően, a határidők leteltével lehet dönteni (Ptk. 3:200. § (1)).',
      [{ id: 201 }, { id: 202 }],
    ),
  },
};

const directorChangeDocs: DocNode = {
  ...doc(
    'directorChange',
    'Az ügyvezetők változása: a megszűnő megbízatások és az új ügyvezetők elfogadó nyilatkozatai; maguk az új ügyvezetők a módosított állapotban szerepelnek.',
  ),
  fields: {
    megszunok: {
      ...doc('endingDirectors', 'A megszűnő ügyvezetői megbízatások.', [
        { nev: 'Nagy Lajos', ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: '2026-11-03' },
      ]),
      items: {
        ...doc('endingDirector', 'Egy megszűnő megbízatás.'),
        fields: {
          nev: doc('name', 'Az ügyvezető neve, ahogy a bejegyzett állapotban szerepel.', 'Nagy Lajos'),
          ok: doc(
            'reason',
            'A megszűnés oka: VISSZAHIVAS (visszahívás), LEMONDAS (lemondás) vagy LEJARAT (a határozott idő lejárta).',
            'LEMONDAS',
          ),
          datum: doc('date', 'A megbízatás megszűnésének napja (ÉÉÉÉ-HH-NN).', '2026-12-01'),
          lemondasKozlese: doc(
            'resignationCommunicated',
            'Csak lemondásnál (LEMONDAS): a lemondás közlésének napja (ÉÉÉÉ-HH-NN): amikor a Társasághoz címzett lemondó nyilatkozat a másik ügyvezetőhöz vagy a döntéshozó szervhez (a taggyűléshez, az egyedüli taghoz) megérkezett (Ptk. 3:25. § (3), 6:5. §). Nem lehet későbbi a megszűnés napjánál, sem a döntés napjánál (a tagok a már közölt lemondást veszik tudomásul); ha a lemondás a Társaság működőképessége miatt később válik hatályossá, legkésőbb a közléstől számított hatvanadik napon (Ptk. 3:25. § (4)), így ennél későbbi megszűnés nem adható meg. Megadva a határozat így szól: „… napján közölt nyilatkozatával megbízatásáról lemondott”; üresen a közlés napját nem említi, és a hatvan napot a program csak a döntés napjától tudja vizsgálni.',
            '2026-11-03',
          ),
        },
      },
    },
    elfogadasok: {
      ...doc('acceptances', 'Az új ügyvezetők elfogadó nyilatkozatainak kelte, név szerint.', [
        { nev: 'Balogh Tamás', datum: '2026-11-24' },
      ]),
      items: {
        ...doc('acceptance', 'Egy új ügyvezető elfogadó nyilatkozata.'),
        fields: {
          nev: doc(
            'name',
            'Az új ügyvezető neve, ahogy a módosított állapot ügyvezetői között szerepel.',
            'Balogh Tamás',
          ),
          datum: doc('date', 'Az elfogadó nyilatkozat kelte (ÉÉÉÉ-HH-NN).', '2026-11-24'),
        },
      },
    },
  },
};

const authorityAddressChangeDocs: DocNode = {
  ...doc(
    'authorityAddressChange',
    'Kitöltve: a székhely, a telephelyek és a fióktelepek címének változását állami vagy önkormányzati döntés okozta (utcanév-változás, házszám-módosítás, helységnév-változás, más vármegyéhez csatolás), nem költözés. Az ilyen változás illeték és közzétételi költségtérítés nélkül, a bekövetkezését követő 180 napon belül jelentendő be (Ctv. 53. § (1)); a bejegyzett ingatlan használati jogát nem kell újból igazolni. Más változással együtt azok illetéke és 30 napos határideje marad. Hely létesítésével vagy megszüntetésével nem jelölhető.',
  ),
  fields: {
    dontes: doc(
      'decision',
      'A címváltozást elrendelő állami vagy önkormányzati döntés megjelölése (kibocsátó, szám, kelt).',
      'Hajdúszoboszló Város Önkormányzatának 12/2026. (VI. 30.) önkormányzati rendelete',
    ),
    datum: doc(
      'effectiveDate',
      'Az új cím hatályba lépésének napja (ÉÉÉÉ-HH-NN); a 180 napos bejelentési határidő ettől számít (Ctv. 53. § (1)).',
      '2026-09-01',
    ),
  },
};

const businessYearDocs: DocNode = {
  ...doc('businessYearChange', 'A mérlegfordulónap (üzleti év) megváltoztatásának adatai.'),
  fields: {
    ok: doc(
      'reason',
      'A naptári évtől eltérő üzleti év indoka; ilyen üzleti évnél kötelező (Szt. 11. § (2)).',
      'a sütőipari szezonhoz igazodó beszámolási időszak',
    ),
    utolsoValtozasDatuma: doc(
      'lastChangeDate',
      'A mérlegfordulónap legutóbbi megváltoztatásának napja (ÉÉÉÉ-HH-NN); üresen: nem változott, a három évet a bejegyzés napjától számítja a program. Három lezárt üzleti éven belül a mérlegfordulónap csak konszolidációs okból változtatható meg (Szt. 11. § (3)).',
      '2022-06-15',
    ),
    konszolidaciosOk: doc(
      'consolidationReason',
      'Igaz, ha a változtatás oka konszolidációba vonás vagy anyavállalat-váltás, amely három éven belül is lehetővé teszi (Szt. 11. § (3)). Alapértelmezés: hamis.',
      false,
    ),
  },
};

/** The documentation tree of `amendmentDataSchema` (`amendment.json`). */
const AMENDMENT_DOCS: Record<string, DocNode> = {
  ugyvediIroda: REQUEST_DOCS['ugyvediIroda']!,
  keltezesHelye: doc('datingPlace', 'Az okiratok keltezésének helye (település).', 'Debrecen'),
  keltezesIdeje: doc(
    'datingDate',
    'Az okiratok keltezésének napja (ÉÉÉÉ-HH-NN): a módosító okirat, az egységes szerkezetbe foglalt létesítő okirat és a tagjegyzék kelte; nem lehet korábbi a döntés napjánál.',
    '2026-11-24',
  ),
  hatalyNapja: doc(
    'effectiveDate',
    'A változás hatálynapja (ÉÉÉÉ-HH-NN), ha a döntés a meghozatalánál későbbi napot jelöl meg; üresen a döntés napja. A határozatok és a módosító okirat e naptól rendelik hatályba a változást. A döntésnél korábbi nap nem adható meg (Ctv. 50. § (5)–(6)).',
    '2026-12-01',
  ),
  hatarozatSorszam: doc(
    'firstResolutionNumber',
    'A döntés első határozatának évenkénti sorszáma; a további határozatok sorszáma ettől folyamatosan következik, a döntés napjával („3/2026. (XI. 20.) számú határozat”). Üresen: 1.',
    3,
  ),
  dontes: decisionDocs,
  uzletreszAtruhazasok: transferDocs,
  tokeemeles: capitalIncreaseDocs,
  ugyvezetoValtozas: directorChangeDocs,
  uzletiEvValtozas: businessYearDocs,
  allamiCimvaltozas: authorityAddressChangeDocs,
};

/** The documentation tree of `registeredSchema` (`registered.json`): the company as registered. */
const REGISTERED_DOCS: Record<string, DocNode> = {
  bejegyzes: {
    ...doc('registration', 'A bejegyzett társaság azonosító adatai, a hatályos cégkivonat szerint.'),
    fields: {
      cegjegyzekszam: doc(
        'registrationNumber',
        'A cégjegyzékszám (01-09-123456; a „Cg.” előtag elhagyható). Első két számjegye a céget nyilvántartó cégbíróság kódja (01–20).',
        '09-09-031234',
      ),
      bejegyzesDatuma: doc(
        'registrationDate',
        'A társaság cégjegyzékbe való bejegyzésének napja (ÉÉÉÉ-HH-NN); rögzítéskor nem lehet későbbi a mai napnál.',
        '2020-02-10',
      ),
      adoszam: doc('taxNumber', 'Az adószám (12345678-2-41).', '27654321-2-09'),
      letesitoOkiratKelte: doc(
        'foundingDocumentDate',
        'A létesítő okirat (társasági szerződés, alapító okirat) eredeti kelte (ÉÉÉÉ-HH-NN).',
        '2020-01-15',
      ),
      letesitoOkiratHelye: doc(
        'foundingDocumentPlace',
        'A létesítő okirat keltezésének helye, ahogy az okirat keltezése írja; üresen az okiratok e helyet nem tüntetik fel.',
        'Debrecen',
      ),
      utolsoModositasKelte: doc(
        'lastAmendmentDate',
        'A létesítő okirat legutóbbi módosításának kelte (ÉÉÉÉ-HH-NN); üresen a létesítő okiratot még nem módosították. Rögzítéskor nem lehet későbbi a mai napnál.',
        '2023-05-10',
      ),
      sablonVerzio: doc(
        'templateVersion',
        'A bejegyzett létesítő okiratot előállító Cégdok-sablon változata (a program tölti ki). Okirat-fa nélkül a program a bejegyzett szöveget a mai sablonnal állítja elő újra, amely csak egyező változatnál azonos a bejegyzett szöveggel; eltérésnél vagy üresen figyelmeztet.',
        'tarsasagi@0a1b2c3d4e5f60',
      ),
    },
  },
  tarsasag: {
    ...REQUEST_DOCS['tarsasag']!,
    description:
      'A bejegyzett társaság a bejegyzett állapot szerint, a dokumentumkérés tarsasag mezőjével azonos szerkezetben (docs/glossary.md); a tagoknál a törzsbetét befizetése és a tagság kezdete is megadható. A módosított állapot (changed.json) ugyanilyen szerkezetű.',
  },
  okirat: doc(
    'registeredArticles',
    'A bejegyzett létesítő okirat szövege a program dokumentumfájaként (a program tölti ki, a bejegyzett változattal együtt tárolja). Megadása esetén a változáskövetés és az egységes szerkezet ebből a szövegből indul; hiányában a program a bejegyzett szöveget a sablonból állítja elő újra.',
    {
      title: 'TÁRSASÁGI SZERZŐDÉS',
      blocks: [{ kind: 'title', content: [{ kind: 'text', text: 'TÁRSASÁGI SZERZŐDÉS' }] }],
    },
  ),
};

/** Every documented field of `amendment.json` by its path (`dontes.szavazasok[].igen[].id`). */
export const AMENDMENT_FIELD_DOCS: ReadonlyMap<string, FieldDoc> = flattenDocs(AMENDMENT_DOCS);

/** Every documented field of `registered.json` by its path (`bejegyzes.cegjegyzekszam`, `tarsasag.tagok[].nev`). */
export const REGISTERED_FIELD_DOCS: ReadonlyMap<string, FieldDoc> = flattenDocs(REGISTERED_DOCS);
