export const DOCUMENT_TYPE_IDS = [
  'tarsasagi',
  'alairasminta',
  'szekhely',
  'jogi-kepviselo-meghatalmazas',
  'elfogado-nyilatkozat',
  'tagjegyzek',
] as const;

export type DocumentTypeId = (typeof DOCUMENT_TYPE_IDS)[number];

export type DocumentType = {
  id: DocumentTypeId;
  /** The card title in the wizard and the list. */
  title: string;
  /** Produced once per managing director, addressed by the director's 0-based index. */
  isPerDirector: boolean;
  /**
   * Also produced for the company manager (cégvezető), addressed by the index after the last director: the
   * signature specimen (Ctv. 9. §).
   */
  isAlsoForCompanyManager: boolean;
  /** The free plan may not generate it (spec section 3, business rules). */
  isRestrictedOnFree: boolean;
  /** The template file under `templates/`. */
  template: string;
};

export const documentTypes: readonly DocumentType[] = [
  {
    id: 'tarsasagi',
    title: 'Társasági szerződés / Alapító okirat',
    isPerDirector: false,
    isAlsoForCompanyManager: false,
    isRestrictedOnFree: true,
    template: 'tarsasagi.njk',
  },
  {
    id: 'alairasminta',
    title: 'Aláírásminta',
    isPerDirector: true,
    isAlsoForCompanyManager: true,
    isRestrictedOnFree: false,
    template: 'alairasminta.njk',
  },
  {
    id: 'szekhely',
    title: 'Székhelyhasználati hozzájáruló nyilatkozat',
    isPerDirector: false,
    isAlsoForCompanyManager: false,
    isRestrictedOnFree: true,
    template: 'szekhely.njk',
  },
  {
    id: 'jogi-kepviselo-meghatalmazas',
    title: 'Jogi képviselői meghatalmazás',
    isPerDirector: false,
    isAlsoForCompanyManager: false,
    isRestrictedOnFree: true,
    template: 'jogi-kepviselo-meghatalmazas.njk',
  },
  {
    id: 'elfogado-nyilatkozat',
    title: 'Ügyvezetői elfogadó nyilatkozat',
    isPerDirector: true,
    isAlsoForCompanyManager: false,
    isRestrictedOnFree: true,
    template: 'elfogado-nyilatkozat.njk',
  },
  {
    id: 'tagjegyzek',
    title: 'Tagjegyzék',
    isPerDirector: false,
    isAlsoForCompanyManager: false,
    isRestrictedOnFree: false,
    template: 'tagjegyzek.njk',
  },
];

export function isDocumentTypeId(value: string): value is DocumentTypeId {
  return (DOCUMENT_TYPE_IDS as readonly string[]).includes(value);
}

export function getDocumentType(id: DocumentTypeId): DocumentType {
  const type = documentTypes.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`unknown document type ${id}`);
  return type;
}
