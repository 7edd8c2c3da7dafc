import { z } from 'zod';
import { isSameName } from '../hu/name-key.ts';
import {
  entityId,
  optionalDate,
  optionalTaxId,
  optionalText,
  requiredText,
  strictObject,
  TEXT_LIMITS,
  tooMany,
} from './primitives.ts';

/** A language given as "német nyelven" or "Német nyelv" is kept as the documents print it before "nyelven": "német". */
function languageName(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const name = value
    .trim()
    .replace(/\s+nyelv(?:en|re|ű)?$/iu, '')
    .trim();
  return name === '' ? undefined : name.charAt(0).toLocaleLowerCase('hu') + name.slice(1);
}

/**
 * A signatory who does not understand Hungarian (decision 031; Pp. 325. § (2)): `nemErtiMagyarul` true, the language
 * in which the lawyer explained the documents (`magyarazatNyelve`, an adjective: "német"), and the interpreter through
 * whom he did, if any (`tolmacsNeve`, `tolmacsAzonosito`); no interpreter: the lawyer explained it himself. `false`
 * records that the lawyer confirmed the person understands Hungarian; not given: nobody said.
 */
export function explainedLanguageShape() {
  return {
    nemErtiMagyarul: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.boolean().optional(),
    ),
    magyarazatNyelve: z.preprocess(languageName, optionalText({ max: TEXT_LIMITS.name })),
    tolmacsNeve: optionalText({ max: TEXT_LIMITS.name }),
    tolmacsAzonosito: optionalText(),
  };
}

/** The fields of `explainedLanguageShape`, for code that copies a person's data. */
export const EXPLAINED_LANGUAGE_FIELDS = [
  'nemErtiMagyarul',
  'magyarazatNyelve',
  'tolmacsNeve',
  'tolmacsAzonosito',
] as const;

/**
 * Personal data the court of registration needs (legal brief, section 9). None of it is in the
 * original specification, so every field is optional: a document prints a dotted blank line
 * for what is missing and the checks list it.
 */
export const personalDataShape = {
  szuletesiNev: optionalText({ max: TEXT_LIMITS.name }),
  anyjaNeve: optionalText({ max: TEXT_LIMITS.name }),
  szuletesiHely: optionalText({ max: TEXT_LIMITS.name }),
  szuletesiIdo: optionalDate(),
  allampolgarsag: optionalText({ max: TEXT_LIMITS.name }),
  adoazonositoJel: optionalTaxId(),
  ...explainedLanguageShape(),
};

/** A saved person (személy). */
export const personSchema = strictObject({
  id: entityId.optional(),
  /** The server's time of the last save; the server ignores what a client sends. */
  modifiedAt: optionalText({ max: TEXT_LIMITS.code }),
  nev: requiredText('A név megadása kötelező.', { max: TEXT_LIMITS.name }),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  ...personalDataShape,
});

export type Person = z.infer<typeof personSchema>;

/** In what capacity a minor's legal representative acts: a parent (Ptk. 4:161. §), a guardian (Ptk. 4:224. §), or a
 * guardian appointed for one matter, where a parent may not act (Ptk. 4:163. §). */
export const REPRESENTATIVE_CAPACITIES = ['SZULO', 'GYAM', 'ESETI_GYAM'] as const;
export type RepresentativeCapacity = (typeof REPRESENTATIVE_CAPACITIES)[number];

/** At most two: both parents exercising parental custody jointly (Ptk. 4:164. § (1)). */
export const MAX_LEGAL_REPRESENTATIVES = 2;

/**
 * A minor's legal representative (törvényes képviselő): who signs for the minor, or consents (Ptk. 2:12.–2:14. §). A
 * representative who does not understand Hungarian (a foreign parent) signs the documents too, so he carries the
 * language fields of a person (decision 031, Pp. 325. § (2)).
 */
export const legalRepresentativeSchema = strictObject({
  nev: requiredText('A törvényes képviselő nevének megadása kötelező.', { max: TEXT_LIMITS.name }),
  minoseg: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(REPRESENTATIVE_CAPACITIES, {
      error:
        'A törvényes képviselő minőségének megadása kötelező: SZULO (szülő), GYAM (gyám) vagy ESETI_GYAM (eseti gyám).',
    }),
  ),
  szuletesiIdo: optionalDate(),
  anyjaNeve: optionalText({ max: TEXT_LIMITS.name }),
  lakohely: optionalText(),
  ...explainedLanguageShape(),
});

export type LegalRepresentative = z.infer<typeof legalRepresentativeSchema>;

/**
 * The legal representatives of a natural-person member or buyer who is a minor: none for an adult. An empty list is
 * no list, so that data saved before the field existed and data without representatives read alike.
 */
export const legalRepresentativesShape = {
  torvenyesKepviselok: z.preprocess(
    (value) => (value === null || (Array.isArray(value) && value.length === 0) ? undefined : value),
    z.array(legalRepresentativeSchema).max(MAX_LEGAL_REPRESENTATIVES, tooMany(MAX_LEGAL_REPRESENTATIVES)).optional(),
  ),
};

/**
 * The most joint co-representatives a legal entity may be given beside its first representative (`kepviselo`): three
 * signers in all. More would push the largest request past the server's body limit (`maxRequestBytes`), since every
 * member and every owner of up to 101 properties may carry them.
 */
export const MAX_JOINT_REPRESENTATIVES = 2;

/**
 * A legal entity's representatives who sign for it jointly with its first representative, `kepviselo` (decision 041):
 * each a name with capacity, "Kiss Tamás ügyvezető". Its own articles decide whether its directors represent it
 * jointly (Ptk. 3:29. § (2) makes sole representation the rule; Ctv. 8. § (1)–(3)). Blank items are dropped; an empty
 * list is no list, so that data saved before the field existed and data without co-representatives read alike.
 */
export const jointRepresentativesShape = {
  egyuttesKepviselok: z.preprocess(
    (value) => {
      if (value === null) return undefined;
      if (!Array.isArray(value)) return value;
      const items = value.filter((item) => !(typeof item === 'string' && item.trim() === '') && item !== null);
      return items.length === 0 ? undefined : items;
    },
    z
      .array(requiredText('Az együttes képviselő nevének megadása kötelező.', { max: TEXT_LIMITS.name }))
      .max(MAX_JOINT_REPRESENTATIVES, tooMany(MAX_JOINT_REPRESENTATIVES))
      .optional(),
  ),
};

type JointlyRepresented = {
  jogiSzemely?: boolean | undefined;
  kepviselo?: string | undefined;
  egyuttesKepviselok?: string[] | undefined;
};

/**
 * Refuses joint co-representatives where they mean nothing (decision 041): on a natural person, who acts himself (a
 * minor through his legal representatives, `torvenyesKepviselok`); on a legal entity without its first representative
 * (`kepviselo`), with whom they sign; and a co-representative named twice or as the first one, who would sign twice.
 */
export function refuseStrayJointRepresentatives(entity: JointlyRepresented, ctx: z.RefinementCtx): void {
  const joint = entity.egyuttesKepviselok ?? [];
  if (joint.length === 0) return;
  const path = ['egyuttesKepviselok'];
  if (!entity.jogiSzemely) {
    ctx.addIssue({
      code: 'custom',
      path,
      message:
        'Együttes képviselő csak jogi személynél adható meg: a természetes személy maga jár el, kiskorú nevében törvényes képviselője (törvényes képviselők mező).',
    });
    return;
  }
  if (entity.kepviselo === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['kepviselo'],
      message:
        'Az együttes képviselők mellett a jogi személy képviselőjét is meg kell adni (képviselő mező): az együttes képviselők vele együtt írnak alá.',
    });
    return;
  }
  const named = [entity.kepviselo, ...joint];
  joint.forEach((name, index) => {
    if (named.slice(0, index + 1).some((earlier) => isSameName(earlier, name)))
      ctx.addIssue({
        code: 'custom',
        path: [...path, index],
        message: `${name} már szerepel a jogi személy képviselői között; ugyanaz a személy csak egyszer írhat alá.`,
      });
  });
}
