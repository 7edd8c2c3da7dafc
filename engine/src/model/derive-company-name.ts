/** The forms of the company's name the documents print (legal brief 1.1). */
export type CompanyName = {
  /** The vezérszó and any further Hungarian words, without the company form: `Alfa`. */
  base: string;
  /**
   * The vezérszó the short name is built from (Ctv. 3. § (3)): `tarsasag.vezerszo` when given, else the whole `base`
   * (the lawyer is warned when that has more than one word, `checkShortName`).
   */
  vezerszo: string;
  /** Whether `vezerszo` was given rather than taken for the whole base. */
  isVezerszoGiven: boolean;
  /** `Alfa Korlátolt Felelősségű Társaság` */
  full: string;
  /** `Alfa Kft.`: the vezérszó and the form (Ctv. 3. § (3)). */
  short: string;
  /** `Alfa Korlátolt Felelősségű Társaság (bejegyzés alatt)`: documents 2–6, before registration (Ctv. 5. § a)). */
  fullPending: string;
  /** `Alfa Kft. b. a.` */
  shortPending: string;
  /** The foreign-language name, when one is given: `Alfa Limited Liability Company` / `Alfa Ltd.` */
  foreign: { full: string; short: string } | null;
};

const FULL_FORM = 'Korlátolt Felelősségű Társaság';
const SHORT_FORM = 'Kft.';

/** Suffixes a user may have typed into `nev` although the template adds the company form itself. */
const HUNGARIAN_SUFFIXES = [
  /\s*\(\s*bejegyzés\s+alatt\s*\)$/iu,
  /\s+b\.\s*a\.$/iu,
  /\s*,?\s+korlátolt\s+felelősségű\s+társaság$/iu,
  /\s*,?\s+kft\.?$/iu,
];

type ForeignForm = { full: string; short: string; patterns: RegExp[] };

/** Company forms in the languages a foreign name is usually given in; English is the default. */
const FOREIGN_FORMS: readonly ForeignForm[] = [
  {
    full: 'Limited Liability Company',
    short: 'Ltd.',
    patterns: [
      /\s*,?\s+limited\s+liability\s+(?:company|co\.?)$/iu,
      /\s*,?\s+(?:co\.,?\s+)?(?:ltd\.?|limited)$/iu,
      /\s*,?\s+l\.?l\.?c\.?$/iu,
    ],
  },
  {
    full: 'Gesellschaft mit beschränkter Haftung',
    short: 'GmbH',
    patterns: [/\s*,?\s+gesellschaft\s+mit\s+beschränkter\s+haftung$/iu, /\s*,?\s+gmbh\.?$/iu],
  },
  {
    full: 'Société à responsabilité limitée',
    short: 'SARL',
    patterns: [/\s*,?\s+société\s+à\s+responsabilité\s+limitée$/iu, /\s*,?\s+s\.?a\.?r\.?l\.?$/iu],
  },
];

/** Strips every trailing pattern, repeatedly ("Alfa Kft. Kft." → "Alfa"); keeps the text if nothing would remain. */
function stripSuffixes(text: string, patterns: readonly RegExp[]): { base: string; matched: boolean } {
  let base = text.trim().replace(/\s+/g, ' ');
  let matched = false;
  for (let changed = true; changed;) {
    changed = false;
    for (const pattern of patterns) {
      const stripped = base.replace(pattern, '').trim();
      if (stripped !== base && stripped !== '') {
        base = stripped;
        matched = true;
        changed = true;
      }
    }
  }
  return { base, matched };
}

/**
 * The foreign name's forms. A Hungarian company form typed into it ("Alfa Kft.", "Alfa Kft. GmbH") goes too, as it
 * does from the Hungarian name: the articles would otherwise print "Alfa Kft. Limited Liability Company" (decision 092).
 * Its short form is built like the Hungarian one: from the vezérszó given, when the foreign name opens with it.
 */
function deriveForeignName(foreignName: string, vezerszo: string | null): { full: string; short: string } {
  const shortOf = (base: string, form: string) =>
    `${vezerszo !== null && opensWith(base, vezerszo) ? vezerszo : base} ${form}`;
  for (const form of FOREIGN_FORMS) {
    const { base, matched } = stripSuffixes(foreignName, [...form.patterns, ...HUNGARIAN_SUFFIXES]);
    if (matched) return { full: `${base} ${form.full}`, short: shortOf(base, form.short) };
  }
  const english = FOREIGN_FORMS[0]!;
  const base = foreignName.trim().replace(/\s+/g, ' ');
  return { full: `${base} ${english.full}`, short: shortOf(base, english.short) };
}

/** Whether `name` opens with the words of `vezerszo` (whole words, spaces collapsed). */
export function opensWith(name: string, vezerszo: string): boolean {
  return name === vezerszo || name.startsWith(`${vezerszo} `);
}

/** The vezérszó as typed, spaces collapsed and a company form typed into it removed; null when none is given. */
export function normalVezerszo(vezerszo: string | null | undefined): string | null {
  if (!vezerszo || vezerszo.trim() === '') return null;
  return stripSuffixes(vezerszo, HUNGARIAN_SUFFIXES).base;
}

/**
 * The name forms from `tarsasag.nev`, `idegenNev` and `vezerszo`. A company form the user typed into the name ("Alfa
 * Kft.", "Alfa Korlátolt Felelősségű Társaság", any case) is removed first, so it never appears twice. The short name
 * is the vezérszó and the form (Ctv. 3. § (3)); a vezérszó the name does not open with is refused by the checks
 * (`checkShortName`) and not used here.
 */
export function deriveCompanyName(
  name: string,
  foreignName?: string | null,
  vezerszoTyped?: string | null,
): CompanyName {
  const { base } = stripSuffixes(name, HUNGARIAN_SUFFIXES);
  const typed = normalVezerszo(vezerszoTyped);
  const given = typed !== null && opensWith(base, typed) ? typed : null;
  const vezerszo = given ?? base;
  const full = `${base} ${FULL_FORM}`;
  const short = `${vezerszo} ${SHORT_FORM}`;
  return {
    base,
    vezerszo,
    isVezerszoGiven: given !== null,
    full,
    short,
    fullPending: `${full} (bejegyzés alatt)`,
    shortPending: `${short} b. a.`,
    foreign: foreignName && foreignName.trim() !== '' ? deriveForeignName(foreignName, given) : null,
  };
}
