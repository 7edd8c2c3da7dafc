import { z } from 'zod';
import { personalDataShape } from './person.ts';
import {
  entityId,
  entityRef,
  flag,
  forintAmount,
  optionalDate,
  optionalPercent,
  optionalText,
  requiredText,
  textList,
} from './primitives.ts';

export const CONTRIBUTION_MODES = ['házipénztár', 'pénzforgalmi számla'] as const;
export const SIGNING_RIGHTS = ['ONALLO', 'EGYUTTES'] as const;
export const SIGNING_GROUPS = ['A', 'B', 'C'] as const;
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
    .transform((groups) => [...new Set(groups)].sort()),
);

const contributionMode = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.enum(CONTRIBUTION_MODES, { error: 'A befizetés módja házipénztár vagy pénzforgalmi számla lehet.' }).optional(),
);

/** A member (tag) of the company: a natural person, or a legal entity when `jogiSzemely` is set. */
export const memberSchema = z.object({
  szemely: entityRef,
  nev: requiredText('A név megadása kötelező.'),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  penzbetet: forintAmount(),
  nemPenzbeliBetet: forintAmount(),
  penzbetetHatarido: optionalDate(),
  penzbetetMod: contributionMode,
  nemPenzbeliBetetHatarido: optionalDate(),
  nemPenzbeliBetetMod: optionalText(),
  uzletreszElteres: optionalPercent(),
  osztalekArany: optionalPercent(),
  ...personalDataShape,
  /** A legal-entity member: `nev` is its name, `lakohely` its seat. */
  jogiSzemely: flag(false),
  cegjegyzekszam: optionalText(),
  kepviselo: optionalText(),
});

/** A managing director (ügyvezető). */
export const directorSchema = z.object({
  szemely: entityRef,
  nev: requiredText('A név megadása kötelező.'),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  megbizasKezdoIdopontja: optionalDate(),
  megbizasVegIdopontja: optionalDate(),
  cegjegyzesiJogTipus: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? 'ONALLO' : value),
    z.enum(SIGNING_RIGHTS, { error: 'A cégjegyzési jog ONALLO vagy EGYUTTES lehet.' }),
  ),
  cegjegyzesEgyuttesenCsoport: signingGroups,
  ...personalDataShape,
});

const meetingFlags = Object.fromEntries(MEETING_MATTERS.map((letter) => [`pont11_8_${letter}`, flag(true)])) as {
  [K in MeetingMatter as `pont11_8_${K}`]: ReturnType<typeof flag>;
};

export const meetingRulesSchema = z.preprocess(
  (value) => (value === null || value === undefined ? {} : value),
  z.object({
    ...meetingFlags,
    eventeHanyszorTagGyules: z.preprocess(
      (value) => (value === null || value === undefined || value === '' ? 1 : Number(value)),
      z
        .number({ error: 'Az évenkénti taggyűlések száma szám.' })
        .int({ message: 'Az évenkénti taggyűlések száma egész szám.' })
        .min(1, { message: 'Évente legalább egy taggyűlést kell tartani.' })
        .max(12, { message: 'Évente legfeljebb 12 kötelező taggyűlés adható meg.' }),
    ),
    hatarozatKepessegSzazalek: z.preprocess(
      (value) => (value === null || value === undefined || value === '' ? 50 : Number(value)),
      z
        .number({ error: 'A határozatképesség százalék.' })
        .min(0, { message: 'A határozatképesség nem lehet negatív.' })
        .max(100, { message: 'A határozatképesség legfeljebb 100% lehet.' }),
    ),
  }),
);

export const shareRulesSchema = z.preprocess(
  (value) => (value === null || value === undefined ? {} : value),
  z.object({
    belsoAtruhazas: flag(true),
    elovasarlasiJog: flag(true),
    atruhazashozBeleegyezes: flag(true),
    ingyenesAtruhazasEngedelyezett: flag(true),
    felosztashozBeleegyezes: flag(true),
    ugyvezetoFizethetOsztalekEloleg: flag(true),
  }),
);

/** An owner of the property used as the registered office (legal brief, section 4). */
export const propertyOwnerSchema = z.object({
  nev: requiredText('A név megadása kötelező.'),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  ...personalDataShape,
  jogiSzemely: flag(false),
  cegjegyzekszam: optionalText(),
  kepviselo: optionalText(),
  tulajdoniHanyad: optionalText(),
});

/** The registered office's property: land-register data and its owners. */
export const seatPropertySchema = z.preprocess(
  (value) => (value === null || value === undefined ? {} : value),
  z.object({
    helyrajziSzam: optionalText(),
    tulajdonosok: z.preprocess((value) => value ?? [], z.array(propertyOwnerSchema)),
    ingyenes: flag(true),
  }),
);

/** A company (társaság) as it is saved; lists may still be empty while the lawyer works on it. */
export const companySchema = z.object({
  id: entityId.optional(),
  nev: requiredText('A társaság neve kötelező.'),
  idegenNev: optionalText(),
  szekhely: requiredText('A székhely megadása kötelező.'),
  modifiedAt: optionalText(),
  telephelyek: textList(),
  fioktelepek: textList(),
  cegvezeto: optionalText(),
  fotevekenyseg: optionalText(),
  egyebTevekenysegek: textList(),
  idotartamVege: optionalDate(),
  merlegForduloNap: optionalDate(),
  kozpontiUgyintezesHelye: optionalText(),
  potbefizetesFeltetelei: optionalText(),
  mellekszolgaltatasok: optionalText(),
  taggyulesSzabalyzasok: meetingRulesSchema,
  uzletreszNyeresegSzabalyzasok: shareRulesSchema,
  tagok: z.preprocess((value) => value ?? [], z.array(memberSchema)),
  ugyvezetok: z.preprocess((value) => value ?? [], z.array(directorSchema)),
  szekhelyIngatlan: seatPropertySchema,
  mentesKesobbre: flag(false),
});

export type Member = z.infer<typeof memberSchema>;
export type Director = z.infer<typeof directorSchema>;
export type MeetingRules = z.infer<typeof meetingRulesSchema>;
export type ShareRules = z.infer<typeof shareRulesSchema>;
export type PropertyOwner = z.infer<typeof propertyOwnerSchema>;
export type SeatProperty = z.infer<typeof seatPropertySchema>;
export type Company = z.infer<typeof companySchema>;
/** What a client may send: defaults not yet applied, strings where numbers are due. */
export type CompanyInput = z.input<typeof companySchema>;
