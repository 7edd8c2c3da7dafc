import { z } from 'zod';
import { hasPercentDecimals } from '../hu/format-percent.ts';
import {
  jointRepresentativesShape,
  legalRepresentativesShape,
  personalDataShape,
  refuseStrayJointRepresentatives,
} from './person.ts';
import {
  entityId,
  entityRef,
  flag,
  forintAmount,
  LIST_LIMITS,
  numberFromText,
  objectList,
  optionalDate,
  optionalPercent,
  optionalText,
  requiredText,
  strictObject,
  TEXT_LIMITS,
  textList,
  tooMany,
} from './primitives.ts';

export const CONTRIBUTION_MODES = ['házipénztár', 'pénzforgalmi számla'] as const;
export const SIGNING_RIGHTS = ['ONALLO', 'EGYUTTES'] as const;
export const SIGNING_GROUPS = ['A', 'B', 'C'] as const;
/** The shortest notice period the articles may set (Ptk. 3:190. § (1)); the statutory one is fifteen days. */
export const MIN_NOTICE_DAYS = 3;
/** No statute caps the period; a year is the input guard (decision 075). */
export const MAX_NOTICE_DAYS = 365;
/** Beyond this the period collides with the Ptk.'s thirty-day decisions (`NOTICE_PERIOD_LONG`, decision 075). */
export const LONG_NOTICE_DAYS = 30;
export const MEETING_MATTERS = [
  'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's',
] as const; // prettier-ignore

export type SigningRight = (typeof SIGNING_RIGHTS)[number];
export type SigningGroup = (typeof SIGNING_GROUPS)[number];
export type MeetingMatter = (typeof MEETING_MATTERS)[number];

/** `cegjegyzesEgyuttesenCsoport` arrives as a list or as the web app's "A;B" string. */
const signingGroups = z.preprocess(
  (value) => {
    if (value === null || value === undefined || value === '') return [];
    if (typeof value === 'string')
      return value
        .split(';')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean);
    if (Array.isArray(value)) return value.map((part) => (typeof part === 'string' ? part.trim().toUpperCase() : part));
    return value;
  },
  z
    .array(z.enum(SIGNING_GROUPS, { error: 'A cégjegyzési csoport csak A, B vagy C lehet.' }))
    .max(SIGNING_GROUPS.length * 2, tooMany(SIGNING_GROUPS.length * 2))
    .transform((groups) => [...new Set(groups)].sort()),
);

const contributionMode = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.enum(CONTRIBUTION_MODES, { error: 'A befizetés módja házipénztár vagy pénzforgalmi számla lehet.' }).optional(),
);

/**
 * A property (ingatlan) a member contributes in kind: its settlement, helyrajzi szám and the share contributed. The
 * articles then carry the contributor's consent to the company's ownership being entered in the land register
 * (bejegyzési engedély) and his declaration that the title sheet shows his right of disposal (Ctv. 1. § (1b)–(1c);
 * decision 081).
 */
export const inKindPropertySchema = strictObject({
  telepules: requiredText('Az ingatlan fekvése szerinti település megadása kötelező.', { max: TEXT_LIMITS.name }),
  helyrajziSzam: requiredText('Az ingatlan helyrajzi számának megadása kötelező.', { max: TEXT_LIMITS.code }),
  tulajdoniHanyad: optionalText({ max: TEXT_LIMITS.code }),
});

/**
 * The fields of a member, without the rules across them: `registeredMemberSchema` extends it (zod refuses to extend
 * a schema with refinements), then adds the rules again. Parse members with `memberSchema`.
 */
export const memberFieldsSchema = strictObject({
  szemely: entityRef,
  nev: requiredText('A név megadása kötelező.', { max: TEXT_LIMITS.name }),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  penzbetet: forintAmount(),
  nemPenzbeliBetet: forintAmount(),
  penzbetetHatarido: optionalDate(),
  penzbetetMod: contributionMode,
  nemPenzbeliBetetHatarido: optionalDate(),
  nemPenzbeliBetetMod: optionalText({ max: TEXT_LIMITS.clause }),
  /** The real estate among the in-kind contribution; not given: none, or the lawyer did not enter it (decision 081). */
  nemPenzbeliIngatlanok: z.preprocess(
    (value) => (value === null || (Array.isArray(value) && value.length === 0) ? undefined : value),
    z.array(inKindPropertySchema).max(LIST_LIMITS.inKindProperties, tooMany(LIST_LIMITS.inKindProperties)).optional(),
  ),
  uzletreszElteres: optionalPercent(),
  osztalekArany: optionalPercent(),
  ...personalDataShape,
  /** The start of membership for the member register; not given: the date of the articles. */
  tagsagKezdete: optionalDate(),
  /**
   * A registered company's member who is not a founder (joined after the founding deed) is `false`: the articles of a
   * single-member company then call it "az egyedüli tag", not "az alapító". Not given: a founder.
   */
  alapito: z.preprocess((value) => (value === null ? undefined : value), z.boolean().optional()),
  /** A registered company's member has paid the törzsbetét in full (transfers to outsiders, capital increases). */
  torzsbetetBefizetve: z.preprocess((value) => (value === null ? undefined : value), z.boolean().optional()),
  /** Name and address of the service-of-process agent of a member without Hungarian residence (Ctv. 25. § (1) l)). */
  kezbesitesiMegbizott: optionalText(),
  /** A legal-entity member: `nev` is its name, `lakohely` its seat. */
  jogiSzemely: flag(false),
  cegjegyzekszam: optionalText({ max: TEXT_LIMITS.code }),
  kepviselo: optionalText({ max: TEXT_LIMITS.name }),
  /** A legal entity's representatives who sign for it jointly with `kepviselo` (decision 041). */
  ...jointRepresentativesShape,
  /** A minor natural person's legal representatives: they sign in the minor's name or consent (Ptk. 2:12.–2:14. §). */
  ...legalRepresentativesShape,
});

/** A member (tag) of the company: a natural person, or a legal entity when `jogiSzemely` is set. */
export const memberSchema = memberFieldsSchema.superRefine(refuseStrayJointRepresentatives);

/** A managing director (ügyvezető). */
export const directorSchema = strictObject({
  szemely: entityRef,
  nev: requiredText('A név megadása kötelező.', { max: TEXT_LIMITS.name }),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  megbizasKezdoIdopontja: optionalDate(),
  megbizasVegIdopontja: optionalDate(),
  cegjegyzesiJogTipus: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? 'ONALLO' : value),
    z.enum(SIGNING_RIGHTS, { error: 'A cégjegyzési jog ONALLO vagy EGYUTTES lehet.' }),
  ),
  cegjegyzesEgyuttesenCsoport: signingGroups,
  ...personalDataShape,
  /** Name and address of the service-of-process agent of a director without Hungarian residence. */
  kezbesitesiMegbizott: optionalText(),
});

const meetingFlags = Object.fromEntries(MEETING_MATTERS.map((letter) => [`pont11_8_${letter}`, flag(true)])) as {
  [K in MeetingMatter as `pont11_8_${K}`]: ReturnType<typeof flag>;
};

export const meetingRulesSchema = z.preprocess(
  (value) => (value === null || value === undefined ? {} : value),
  strictObject({
    ...meetingFlags,
    eventeHanyszorTagGyules: z.preprocess(
      (value) => (value === null || value === undefined || value === '' ? 1 : numberFromText(value)),
      z
        .number({ error: 'Az évenkénti taggyűlések száma szám.' })
        .int({ message: 'Az évenkénti taggyűlések száma egész szám.' })
        .min(1, { message: 'Évente legalább egy taggyűlést kell tartani.' })
        .max(12, { message: 'Évente legfeljebb 12 kötelező taggyűlés adható meg.' }),
    ),
    hatarozatKepessegSzazalek: z.preprocess(
      (value) => (value === null || value === undefined || value === '' ? 50 : numberFromText(value)),
      z
        .number({ error: 'A határozatképesség százalék.' })
        .min(0, { message: 'A határozatképesség nem lehet negatív.' })
        .max(100, { message: 'A határozatképesség legfeljebb 100% lehet.' })
        .refine(hasPercentDecimals, {
          message: 'A határozatképesség küszöbe legfeljebb négy tizedesjeggyel adható meg.',
        }),
    ),
    /**
     * Days between sending the invitations and the meeting; not given: 15. Ptk. 3:190. § (1) sets at least fifteen
     * days and voids a period of the articles shorter than three; a longer one is lawful (decision 075), so the only
     * upper bound is an input guard of a year (a longer period is flagged, `NOTICE_PERIOD_LONG`).
     */
    meghivasiHatarido: z.preprocess(
      (value) => (value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value),
      z
        .number({ error: 'A meghívási határidő napokban megadott szám.' })
        .int({ message: 'A meghívási határidő egész számú nap.' })
        .min(MIN_NOTICE_DAYS, {
          message:
            'A társasági szerződés három napnál rövidebb meghívási időt érvényesen nem határozhat meg (Ptk. 3:190. § (1)).',
        })
        .max(MAX_NOTICE_DAYS, { message: `A meghívási határidő legfeljebb ${MAX_NOTICE_DAYS} nap lehet.` })
        .optional(),
    ),
    /** Legal notices, invitations and votes by e-mail to the addresses in the member register (Ptk. 3:91. § (2)). */
    elektronikusKozles: flag(false),
  }),
);

export const shareRulesSchema = z.preprocess(
  (value) => (value === null || value === undefined ? {} : value),
  strictObject({
    belsoAtruhazas: flag(true),
    elovasarlasiJog: flag(true),
    atruhazashozBeleegyezes: flag(true),
    ingyenesAtruhazasEngedelyezett: flag(true),
    felosztashozBeleegyezes: flag(true),
    ugyvezetoFizethetOsztalekEloleg: flag(true),
  }),
);

/** An owner of a property the company uses (legal brief, section 4). `szemely` links a saved person. */
export const propertyOwnerSchema = strictObject({
  szemely: entityRef,
  nev: requiredText('A név megadása kötelező.', { max: TEXT_LIMITS.name }),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  ...personalDataShape,
  jogiSzemely: flag(false),
  cegjegyzekszam: optionalText({ max: TEXT_LIMITS.code }),
  kepviselo: optionalText({ max: TEXT_LIMITS.name }),
  ...jointRepresentativesShape,
  tulajdoniHanyad: optionalText({ max: TEXT_LIMITS.code }),
  /**
   * A minor owner's legal representatives, when the owner is no member (a member's come from the member): they sign
   * the use declaration in the minor's name or consent to his signature (Ptk. 2:12.–2:14. §).
   */
  ...legalRepresentativesShape,
}).superRefine(refuseStrayJointRepresentatives);

/**
 * The company's legal title to use an address (Ctv. 7. § (4)). Not given: the declaration leaves a blank for the
 * lawyer; it never invents whether the use is free of charge.
 * - `HASZONKOLCSON`: free use granted by the owner (ingyenes használat);
 * - `BERLET`: a lease, for consideration under a separate agreement;
 * - `TULAJDON`: the company owns the property, so no owner's consent is needed;
 * - `SZEKHELYSZOLGALTATAS`: a registered-office provider (7/2017. (VI. 1.) IM rendelet).
 */
export const USE_TITLES = ['HASZONKOLCSON', 'BERLET', 'TULAJDON', 'SZEKHELYSZOLGALTATAS'] as const;
export type UseTitle = (typeof USE_TITLES)[number];

const propertyShape = {
  helyrajziSzam: optionalText({ max: TEXT_LIMITS.code }),
  tulajdonosok: objectList(propertyOwnerSchema, LIST_LIMITS.owners),
  jogcim: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .enum(USE_TITLES, {
        error: 'A használat jogcíme HASZONKOLCSON, BERLET, TULAJDON vagy SZEKHELYSZOLGALTATAS lehet.',
      })
      .optional(),
  ),
};

/** `ingyenes` was a default-true flag the user never set; the title of use (`jogcim`) replaces it. */
function withoutLegacyFreeOfCharge(value: unknown): unknown {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const { ingyenes: _ingyenes, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** The registered office's property: land-register data, its owners and the title of use. */
export const seatPropertySchema = z.preprocess(withoutLegacyFreeOfCharge, strictObject(propertyShape));

/**
 * The property behind another address whose use must be proven (Ctv. 7. § (4)): a telephely, a fióktelep or a
 * separate place of central administration. `cim` is that address exactly as in `telephelyek`, `fioktelepek` or
 * `kozpontiUgyintezesHelye`; an address without an entry gets a declaration with blanks.
 */
export const addressPropertySchema = strictObject({
  cim: requiredText('Az ingatlan címének megadása kötelező.'),
  ...propertyShape,
});

/**
 * The company manager (cégvezető, Ptk. 3:113. §), structured like a director. Companies saved before it was
 * structured hold a free text: it is read as the manager's name, and the checks ask the lawyer to complete it.
 */
export const companyManagerSchema = strictObject({
  szemely: entityRef,
  nev: requiredText('A cégvezető nevének megadása kötelező.', { max: TEXT_LIMITS.name }),
  lakohely: optionalText(),
  /** The start of the manager's employment. */
  kezdoIdopont: optionalDate(),
  cegjegyzesiJogTipus: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? 'ONALLO' : value),
    z.enum(SIGNING_RIGHTS, { error: 'A cégjegyzési jog ONALLO vagy EGYUTTES lehet.' }),
  ),
  cegjegyzesEgyuttesenCsoport: signingGroups,
  ...personalDataShape,
  /**
   * Name and address of the service-of-process agent of a manager without Hungarian residence: the register holds his
   * data as those of a person entitled to represent the company (Ctv. 24. § (1) h), 25. § (1) l)).
   */
  kezbesitesiMegbizott: optionalText(),
  /** Set when the data came from the old free-text field. */
  szabadSzoveg: flag(false),
});

/** The labels of the old free text's "név (megnevezés: adat; …)" form, as the identity clauses print them. */
const FREE_TEXT_LABELS: Record<string, string> = {
  'születési név': 'szuletesiNev',
  'anyja születési neve': 'anyjaNeve',
  'anyja neve': 'anyjaNeve',
  'születési hely': 'szuletesiHely',
  állampolgárság: 'allampolgarsag',
  'adóazonosító jel': 'adoazonositoJel',
  lakóhely: 'lakohely',
  lakcím: 'lakohely',
};

/**
 * The old free-text manager: "Kozma Anita (anyja születési neve: Szép Erika; lakóhely: 7624 Pécs, …)" is read as the
 * name and the labelled data, so the signature line carries the name alone and the identity clause no blank for a
 * datum given. A text with any other part in the brackets stays whole as the name, for the lawyer to complete.
 */
function readFreeTextManager(text: string): Record<string, unknown> {
  const whole = { nev: text.trim(), szabadSzoveg: true };
  const match = /^([^(]+?)\s*\((.+)\)$/s.exec(text.trim());
  if (!match) return whole;
  const fields: Record<string, string> = {};
  for (const part of match[2]!.split(';')) {
    const labelled = /^([^:]+):\s*(.+)$/s.exec(part.trim());
    const field = labelled && FREE_TEXT_LABELS[labelled[1]!.trim().toLocaleLowerCase('hu')];
    if (!labelled || !field) return whole;
    fields[field] = labelled[2]!.trim();
  }
  return { nev: match[1]!.trim(), ...fields, szabadSzoveg: true };
}

const companyManager = z.preprocess((value) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : readFreeTextManager(value);
  return value;
}, companyManagerSchema.optional());

/** A company (társaság) as it is saved; lists may still be empty while the lawyer works on it. */
export const companySchema = strictObject({
  id: entityId.optional(),
  nev: requiredText('A társaság neve kötelező.', { max: TEXT_LIMITS.name }),
  idegenNev: optionalText({ max: TEXT_LIMITS.name }),
  /** The vezérszó, the first word(s) of `nev`: the short name is it and „Kft.” (Ctv. 3. § (3)); absent: the whole name. */
  vezerszo: optionalText({ max: TEXT_LIMITS.name }),
  szekhely: requiredText('A székhely megadása kötelező.'),
  modifiedAt: optionalText({ max: TEXT_LIMITS.code }),
  /** The registration the server answers with a saved company (null: not registered yet); its Cg. number switches the documents to the registered name form. */
  bejegyzes: z.unknown().optional(),
  telephelyek: textList({ maxItems: LIST_LIMITS.premises }),
  fioktelepek: textList({ maxItems: LIST_LIMITS.branches }),
  cegvezeto: companyManager,
  fotevekenyseg: optionalText(),
  egyebTevekenysegek: textList({ maxItems: LIST_LIMITS.activities }),
  idotartamVege: optionalDate(),
  merlegForduloNap: optionalDate(),
  kozpontiUgyintezesHelye: optionalText(),
  potbefizetesFeltetelei: optionalText({ max: TEXT_LIMITS.clause }),
  mellekszolgaltatasok: optionalText({ max: TEXT_LIMITS.clause }),
  taggyulesSzabalyzasok: meetingRulesSchema,
  uzletreszNyeresegSzabalyzasok: shareRulesSchema,
  tagok: objectList(memberSchema, LIST_LIMITS.members),
  ugyvezetok: objectList(directorSchema, LIST_LIMITS.directors),
  szekhelyIngatlan: seatPropertySchema,
  ingatlanok: objectList(addressPropertySchema, LIST_LIMITS.properties),
  mentesKesobbre: flag(false),
});

export type Member = z.infer<typeof memberSchema>;
export type Director = z.infer<typeof directorSchema>;
export type MeetingRules = z.infer<typeof meetingRulesSchema>;
export type ShareRules = z.infer<typeof shareRulesSchema>;
export type PropertyOwner = z.infer<typeof propertyOwnerSchema>;
export type SeatProperty = z.infer<typeof seatPropertySchema>;
export type AddressProperty = z.infer<typeof addressPropertySchema>;
export type CompanyManager = z.infer<typeof companyManagerSchema>;
export type Company = z.infer<typeof companySchema>;
/** What a client may send: defaults not yet applied, strings where numbers are due. */
export type CompanyInput = z.input<typeof companySchema>;
