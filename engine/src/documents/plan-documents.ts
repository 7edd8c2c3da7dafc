import type { DocumentRequest } from '../schema/request.ts';
import { getDocumentType, type DocumentType, type DocumentTypeId } from './document-types.ts';

/** One file to produce: a type, and for per-director types the director it is for. */
export type PlannedDocument = {
  type: DocumentType;
  /**
   * 0-based index into `tarsasag.ugyvezetok` for per-director types; for the signature specimen, the index after
   * the last director addresses the company manager.
   */
  directorIndex?: number;
  /** The title shown to the lawyer, e.g. "Aláírásminta – Kiss Anna". */
  title: string;
  /** The file name without extension: `{type}` or `{type}-{n}`, n counting directors from 1. */
  fileStem: string;
  /**
   * The articles only: word the sole member's powers as for a member who is (true) or is not (false) also the only
   * director, whoever the directors are; unset, as `model.isSoleMemberTheDirector` says. An amendment keeps the
   * registered wording when only a change of director would reword them (Ptk. 3:102. § (1); decision 023).
   */
  soleMemberAsDirector?: boolean;
};

export class DocumentPlanError extends Error {
  override name = 'DocumentPlanError';
}

function titleOf(type: DocumentType, request: DocumentRequest): string {
  if (type.id === 'tarsasagi') return request.tarsasag.tagok.length === 1 ? 'Alapító okirat' : 'Társasági szerződés';
  return type.title;
}

/** The document for one type (and one director, for per-director types); throws for a bad index. */
export function planDocument(
  request: DocumentRequest,
  typeId: DocumentTypeId,
  directorIndex?: number,
): PlannedDocument {
  const type = getDocumentType(typeId);
  const title = titleOf(type, request);
  if (!type.isPerDirector) {
    if (directorIndex !== undefined && directorIndex !== 0)
      throw new DocumentPlanError(`A(z) ${type.title} nem ügyvezetőnként készül.`);
    return { type, title, fileStem: type.id };
  }
  const index = directorIndex ?? 0;
  const directors = request.tarsasag.ugyvezetok;
  const manager = request.tarsasag.cegvezeto;
  const signatory =
    directors[index]?.nev ??
    (type.isAlsoForCompanyManager && manager && index === directors.length ? `${manager.nev} (cégvezető)` : null);
  if (!Number.isInteger(index) || signatory === null)
    throw new DocumentPlanError(`Nincs ${index + 1}. ügyvezető: a társaságnak ${directors.length} ügyvezetője van.`);
  return { type, directorIndex: index, title: `${title} – ${signatory}`, fileStem: `${type.id}-${index + 1}` };
}

/**
 * Expands the chosen types into files, per-director types once per managing director, and the signature specimen
 * once more for the company manager.
 */
export function planDocuments(request: DocumentRequest, typeIds: readonly DocumentTypeId[]): PlannedDocument[] {
  return typeIds.flatMap((typeId) => {
    const type = getDocumentType(typeId);
    if (!type.isPerDirector) return [planDocument(request, typeId)];
    const count =
      request.tarsasag.ugyvezetok.length + (type.isAlsoForCompanyManager && request.tarsasag.cegvezeto ? 1 : 0);
    return Array.from({ length: count }, (_, index) => planDocument(request, typeId, index));
  });
}
