/**
 * The inflected forms of the founding document's name and of the supreme body, per mode (legal brief 1.4, 2.9):
 * vowel harmony makes suffixes differ ("szerződésben" / "okiratban"), so every form is stored, never glued.
 */
export type FoundingDocumentTerms = {
  /** `TÁRSASÁGI SZERZŐDÉS` / `ALAPÍTÓ OKIRAT` */
  title: string;
  /** `társasági szerződés` / `alapító okirat` */
  name: string;
  /** `társasági szerződést` / `alapító okiratot` */
  accusative: string;
  /** `társasági szerződésben` / `alapító okiratban` */
  inessive: string;
  /** `társasági szerződésnek` / `alapító okiratnak` */
  dative: string;
  /** `társasági szerződés(é)` as the company's: `társasági szerződése` / `alapító okirata` */
  possessive: string;
  /** `társasági szerződésében` / `alapító okiratában` */
  possessiveInessive: string;
  /** `taggyűlés` / `alapító`: the supreme body, a singular subject either way. */
  supremeBody: string;
  /** `taggyűlési határozat` / `alapítói határozat` */
  resolution: string;
  /**
   * The member in the singular, every form stored: `tag` (a member of several), `alapító` (the sole member who founded
   * the company), `egyedüli tag` (a sole member who joined later: never called its founder, Ptk. 3:99/A. § (7) and
   * 3:109. § (4) use both terms).
   */
  member: MemberTerms;
};

/** The inflected forms of the word for a member (vowel harmony: `alapítónak` / `egyedüli tagnak`). */
export type MemberTerms = {
  /** `alapító` / `egyedüli tag` */
  nominative: string;
  /** `alapítót` / `egyedüli tagot` */
  accusative: string;
  /** `alapítónak` / `egyedüli tagnak` */
  dative: string;
  /** `alapítóhoz` / `egyedüli taghoz` */
  allative: string;
  /** `alapítóról` / `egyedüli tagról` */
  delative: string;
  /** the company's: `alapítója` / `egyedüli tagja` */
  possessive: string;
};

const MEMBER: MemberTerms = {
  nominative: 'tag',
  accusative: 'tagot',
  dative: 'tagnak',
  allative: 'taghoz',
  delative: 'tagról',
  possessive: 'tagja',
};

const FOUNDER: MemberTerms = {
  nominative: 'alapító',
  accusative: 'alapítót',
  dative: 'alapítónak',
  allative: 'alapítóhoz',
  delative: 'alapítóról',
  possessive: 'alapítója',
};

const SOLE_MEMBER: MemberTerms = {
  nominative: 'egyedüli tag',
  accusative: 'egyedüli tagot',
  dative: 'egyedüli tagnak',
  allative: 'egyedüli taghoz',
  delative: 'egyedüli tagról',
  possessive: 'egyedüli tagja',
};

export const MULTI_MEMBER_TERMS: FoundingDocumentTerms = {
  title: 'TÁRSASÁGI SZERZŐDÉS',
  name: 'társasági szerződés',
  accusative: 'társasági szerződést',
  inessive: 'társasági szerződésben',
  dative: 'társasági szerződésnek',
  possessive: 'társasági szerződése',
  possessiveInessive: 'társasági szerződésében',
  supremeBody: 'taggyűlés',
  resolution: 'taggyűlési határozat',
  member: MEMBER,
};

export const SINGLE_MEMBER_TERMS: FoundingDocumentTerms = {
  title: 'ALAPÍTÓ OKIRAT',
  name: 'alapító okirat',
  accusative: 'alapító okiratot',
  inessive: 'alapító okiratban',
  dative: 'alapító okiratnak',
  possessive: 'alapító okirata',
  possessiveInessive: 'alapító okiratában',
  supremeBody: 'alapító',
  resolution: 'alapítói határozat',
  member: FOUNDER,
};

/**
 * A single-member company whose sole member joined after the founding (by a transfer or a capital increase): the
 * document is still the alapító okirat (Ptk. 3:94. §), but its member is "az egyedüli tag", never "az alapító".
 */
export const SOLE_MEMBER_TERMS: FoundingDocumentTerms = {
  ...SINGLE_MEMBER_TERMS,
  supremeBody: 'egyedüli tag',
  resolution: 'egyedüli tagi határozat',
  member: SOLE_MEMBER,
};

/** The terms of a company's founding document: by the number of members and whether the sole member founded it. */
export function foundingDocumentTerms(company: {
  tagok: readonly { alapito?: boolean | undefined }[];
}): FoundingDocumentTerms {
  if (company.tagok.length !== 1) return MULTI_MEMBER_TERMS;
  return company.tagok[0]!.alapito === false ? SOLE_MEMBER_TERMS : SINGLE_MEMBER_TERMS;
}
