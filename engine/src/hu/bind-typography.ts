import { nameKey } from './name-key.ts';

/** U+00A0 NO-BREAK SPACE and U+2011 NON-BREAKING HYPHEN: a line never breaks at them, justification never widens them. */
export const NBSP = '\u00a0';
export const NB_HYPHEN = '\u2011';

/**
 * A personal name that never breaks across lines: `dr. Kovács-Szabó Anna` keeps its title, its double family name
 * and its given names together.
 */
export function bindName(name: string): string {
  return bindHyphens(name.replace(/ +/g, NBSP));
}

/**
 * A name as a document prints it (the templates' `name` filter): a natural person's bound ({@link bindName}), a legal
 * entity's as it is, for it may be long and must wrap. `person` is an entry (`nev` with `jogiSzemely` or
 * `isLegalEntity`) or a name; a name given alone is a legal entity's when `legalEntityNames` holds it, with or without
 * the article running text gives it (a member's name in a list of votes, the chair who is a legal-entity member, "az
 * Alfa Kft."). Anything else (a blank) is passed through.
 */
export function printedName(person: unknown, legalEntityNames: ReadonlySet<string> = new Set()): unknown {
  if (typeof person === 'object' && person !== null && 'nev' in person) {
    const entry = person as { nev: unknown; jogiSzemely?: unknown; isLegalEntity?: unknown };
    if (entry.jogiSzemely === true || entry.isLegalEntity === true) return entry.nev;
    return printedName(entry.nev, legalEntityNames);
  }
  if (typeof person !== 'string' || isLegalEntityName(person, legalEntityNames)) return person;
  return bindName(person);
}

/** Whether `name` is one of `legalEntityNames`, also as running text names it, after its article ("az Alfa Kft."). */
function isLegalEntityName(name: string, legalEntityNames: ReadonlySet<string>): boolean {
  if (legalEntityNames.size === 0) return false;
  const key = nameKey(name);
  return legalEntityNames.has(key) || legalEntityNames.has(key.replace(/^az? /u, ''));
}

/** The set `printedName` reads: the legal entities' names as names are compared. */
export function legalEntityNameSet(names: Iterable<string>): ReadonlySet<string> {
  return new Set([...names].map(nameKey));
}

/**
 * Text that names a person among other words, "Kovács-Szabó Anna vezérigazgató-helyettes": a double family name never
 * breaks at its hyphen (a capital follows it), but the spaces and a compound word's hyphen stay ordinary, so that a
 * long name with its position still wraps.
 */
export function bindHyphens(text: string): string {
  return text.includes('-') ? text.replace(/(?<=\p{L})-(?=\p{Lu})/gu, NB_HYPHEN) : text;
}

/**
 * Each rule with the texts one of which every match contains: `includes` tells in a glance that most rules do not
 * apply. A rule matches the one space it binds, with what must stand around it in lookarounds, so that the
 * replacement is a constant (putting captured parts back made parseBlocks 4–7 % slower on the largest set).
 */
const RULES: readonly { pattern: RegExp; replacement: string; needles: readonly string[] }[] = [
  // "b. a." (bejegyzés alatt)
  { pattern: /\bb\. a\./g, replacement: `b.${NBSP}a.`, needles: ['b. a.'] },
  // "3:164. § (1)", "9. §-a", "43.–44. §": the number stays with the section sign, the sign with its paragraph
  { pattern: /\.(?<=\d\.) §/g, replacement: `.${NBSP}§`, needles: ['. §'] },
  { pattern: /§ (?=\(\d+[a-z]?\))/g, replacement: `§${NBSP}`, needles: ['§ ('] },
  // "(2) d)": a paragraph with its point
  { pattern: /\) (?=[a-z]\))(?<=\(\d+[a-z]?\) )/g, replacement: `)${NBSP}`, needles: [') '] },
  // "Ptk. 3:164.", "Ctv. 7.", "Üttv. 43.", "Pp. 325."
  {
    pattern: /\. (?=\d)(?<=(?<!\p{L})(?:Ptk|Ctv|Üttv|Szt|Pp)\. )/gu,
    replacement: `.${NBSP}`,
    needles: ['Ptk. ', 'Ctv. ', 'Üttv. ', 'Szt. ', 'Pp. '],
  },
  // "dr. Kiss": the title stays with the name (the one rule that still consumes what stands before its space, so that
  // "Dr. Dr. Ödön" binds the first title only)
  { pattern: /(^|[^\p{L}])([dD]r\.) (?=\p{Lu})/gu, replacement: `$1$2${NBSP}`, needles: ['dr. ', 'Dr. '] },
  // "P. H."
  { pattern: /\bP\. H\./g, replacement: `P.${NBSP}H.`, needles: ['P. H.'] },
];

/** The texts a rule is tried on: those with "§", or with one of these (each has ". " in it). */
const TRIGGER_BESIDES_SECTION_SIGN = /b\. a\.|P\. H\.|(?:Ptk|Ctv|Üttv|Szt|Pp|[dD]r)\. /;

function includesAny(text: string, needles: readonly string[]): boolean {
  for (const needle of needles) if (text.includes(needle)) return true;
  return false;
}

function hasTrigger(text: string): boolean {
  // Most text has none: two `includes` rule it out in a fraction of the pattern's time (the live preview parses on
  // every keystroke).
  return text.includes('§') || (text.includes('. ') && TRIGGER_BESIDES_SECTION_SIGN.test(text));
}

/**
 * Binds the parts of legal text that must not break across lines (legal brief 1.5; issue 9): "b. a.", section
 * references ("3:164. § (1)", "Ctv. 9. §"), "dr." with the name and "P. H.". Dates, amounts and names are bound where
 * they are formatted.
 */
export function bindLegalText(text: string): string {
  if (!hasTrigger(text)) return text;
  let bound = text;
  for (const { pattern, replacement, needles } of RULES)
    if (includesAny(bound, needles)) bound = bound.replace(pattern, replacement);
  return bound;
}
