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
};
