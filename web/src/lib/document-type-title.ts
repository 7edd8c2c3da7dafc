import { amendmentDocumentTypes, documentTypes } from '@cegdok/engine';

type Kind = { id: string; title: string; isDocxOnly?: boolean };

/** A stored id is the kind's id, or (for a per-person file) the kind's id with the file's number: `szavazolap-2`. */
const isOfKind = (templateId: string, kind: Kind) =>
  templateId === kind.id ||
  (templateId.startsWith(`${kind.id}-`) && /^\d+$/.test(templateId.slice(kind.id.length + 1)));

const formationKindOf = (templateId: string): Kind | undefined =>
  documentTypes.find((kind) => isOfKind(templateId, kind));
const amendmentKindOf = (templateId: string): Kind | undefined =>
  amendmentDocumentTypes.find((kind) => isOfKind(templateId, kind));

type StoredDocument = { templateId: string; fileName?: string };

/**
 * The stored document's kind: a formation kind, or an amendment kind (the engine's tables). A few ids are shared
 * (`alairasminta`, `szekhely` …): a formation document's name starts with its kind's title, an amendment's may not
 * (`Nyilatkozat a székhely használatának jogcíméről`).
 */
function kindOf(document: StoredDocument): Kind | undefined {
  const formation = formationKindOf(document.templateId);
  const amendment = amendmentKindOf(document.templateId);
  if (!formation || !amendment) return formation ?? amendment;
  const isFormationNamed = document.fileName === undefined || document.fileName.startsWith(formation.title);
  return isFormationNamed ? formation : amendment;
}

/**
 * The Hungarian title of a stored document's kind (`Szavazólap`, `Aláírásminta` …), for the lists' "Típus" column;
 * the person the file is for is in its name (`Szavazólap – Kiss Anna`). An unknown id is shown as it is.
 */
export function documentTypeTitle(document: StoredDocument): string {
  return kindOf(document)?.title ?? document.templateId;
}

/** The redline is made as a Word file only: there is no PDF to download. */
export function isDocxOnlyDocument(document: StoredDocument): boolean {
  return kindOf(document)?.isDocxOnly === true;
}

/** A planned document's title in a list: the docx-only redline says so once, "(csak Word)". */
export function plannedDocumentTitle(document: { title: string; isDocxOnly?: boolean }): string {
  return document.isDocxOnly ? `${document.title} (csak Word)` : document.title;
}
