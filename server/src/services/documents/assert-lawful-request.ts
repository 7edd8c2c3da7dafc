import { checkDocumentRequest, type DocumentRequest } from '@cegdok/engine';
import { AppError } from '../../errors/app-error.ts';

type LegalFinding = { code: string; path?: string | undefined; message: string; statute?: string | undefined };

/** The 422 that refuses a request with legal errors: every error with its field path, Hungarian message and statute. */
export function legalErrorsError(errors: readonly LegalFinding[]): AppError {
  return new AppError('LEGAL_ERRORS', {
    legalErrors: errors.map((error) => ({
      code: error.code,
      ...(error.path === undefined ? {} : { path: error.path }),
      message: error.message,
      statute: error.statute ?? '',
    })),
  });
}

/**
 * The gate before generation (issue 9): a request with a legal error is refused with 422 and the list of errors
 * (field path, Hungarian message, statute) before anything is rendered, stored or counted. `today` is ISO.
 */
export function assertLawfulRequest(request: DocumentRequest, today: string): void {
  const { errors } = checkDocumentRequest(request, { today });
  if (errors.length > 0) throw legalErrorsError(errors);
}
