import type { AmendmentDocumentId } from './plan-amendment.ts';

export type AmendmentDocumentType = {
  id: AmendmentDocumentId;
  /**
   * The kind of document, as a list's "Típus" column names it; a planned document's own title may be longer: it names
   * the person (`Szavazólap – Kiss Anna`) or the variant (`Taggyűlési jegyzőkönyv`).
   */
  title: string;
  /** Made only as a Word file: no PDF exists of it (the redline). */
  isDocxOnly: boolean;
};

/** The amendment's document kinds: the one source of their titles for the plan and for the lists of the web. */
export const amendmentDocumentTypes: readonly AmendmentDocumentType[] = [
  { id: 'tervezet-megkuldes', title: 'Határozattervezet megküldése', isDocxOnly: false },
  { id: 'szavazolap', title: 'Szavazólap', isDocxOnly: false },
  { id: 'hatarozat', title: 'Határozat / jegyzőkönyv', isDocxOnly: false },
  { id: 'modositas', title: 'Létesítő okirat módosítása', isDocxOnly: false },
  { id: 'egyseges-szerkezet', title: 'Egységes szerkezetbe foglalt létesítő okirat', isDocxOnly: false },
  { id: 'egyseges-szerkezet-valtozaskovetes', title: 'Egységes szerkezet – változáskövetéssel', isDocxOnly: true },
  { id: 'uzletresz-atruhazas', title: 'Üzletrész-átruházási szerződés', isDocxOnly: false },
  { id: 'vagyoni-hozzajarulas', title: 'Kötelezettségvállaló nyilatkozat', isDocxOnly: false },
  { id: 'elfogado-nyilatkozat', title: 'Ügyvezetői elfogadó nyilatkozat', isDocxOnly: false },
  { id: 'alairasminta', title: 'Aláírásminta', isDocxOnly: false },
  { id: 'szekhely', title: 'Címhasználati nyilatkozat', isDocxOnly: false },
  { id: 'tagjegyzek', title: 'Tagjegyzék', isDocxOnly: false },
  { id: 'meghatalmazas', title: 'Meghatalmazás jogi képviseletre', isDocxOnly: false },
  { id: 'benyujtasi-osszesito', title: 'Benyújtási összesítő', isDocxOnly: false },
];

/** The title of an amendment document kind. */
export function amendmentDocumentTitle(id: AmendmentDocumentId): string {
  const type = amendmentDocumentTypes.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`unknown amendment document ${id}`);
  return type.title;
}
