import type { DocumentRequest } from '../schema/request.ts';

/** The facts the templates need, derived once per request. */
export type CompanyModel = Record<string, unknown>;

/** Derives the template facts from a validated request. */
export function deriveModel(_request: DocumentRequest): CompanyModel {
  return {};
}
