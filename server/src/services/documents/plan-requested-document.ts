import {
  DocumentPlanError,
  isDocumentTypeId,
  planDocument,
  type DocumentRequest,
  type PlannedDocument,
} from '@cegdok/engine';
import { AppError } from '../../errors/app-error.ts';

/** The planned document of a call's `{type}` and optional director `{index}`; 404 / 400 when they do not fit. */
export function planRequestedDocument(
  request: DocumentRequest,
  type: string,
  index: string | undefined,
): PlannedDocument {
  if (!isDocumentTypeId(type))
    throw new AppError('UNKNOWN_DOCUMENT_TYPE', { message: `Ismeretlen dokumentumtípus: ${type.slice(0, 60)}.` });
  let directorIndex: number | undefined;
  if (index !== undefined) {
    if (!/^\d{1,3}$/.test(index))
      throw new AppError('INVALID_DIRECTOR_INDEX', { message: 'Az ügyvezető sorszáma nem negatív egész szám.' });
    directorIndex = Number(index);
  }
  try {
    return planDocument(request, type, directorIndex);
  } catch (error) {
    if (error instanceof DocumentPlanError)
      throw new AppError('INVALID_DIRECTOR_INDEX', { message: error.message, cause: error });
    throw error;
  }
}
