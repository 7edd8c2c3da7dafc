import type { DocumentRequestInput, DocumentTypeId } from '@cegdok/engine';
import { apiRequest } from '../lib/api-client.ts';

function documentPath(type: DocumentTypeId, action: 'html' | 'generate', directorIndex?: number): string {
  const index = directorIndex === undefined ? '' : `/${directorIndex}`;
  return `/api/contract-engine/ceg-doc/${encodeURIComponent(type)}/${action}${index}`;
}

/** The rendered preview page of one document (per-director types take the director index). */
export function fetchDocumentHtml(type: DocumentTypeId, request: DocumentRequestInput, directorIndex?: number) {
  return apiRequest<string>(documentPath(type, 'html', directorIndex), { method: 'POST', body: request }, 'text');
}

/** `payed: false` once the plan's quota is used up: the document is stored but must be bought before download. */
export type GeneratedFile = { id: number | string; fileId: string; payed: boolean };

/** Generates and stores one document; download it with `downloadDocument(id)` when paid. */
export function generateDocument(
  type: DocumentTypeId,
  request: DocumentRequestInput,
  directorIndex?: number,
): Promise<GeneratedFile> {
  return apiRequest(documentPath(type, 'generate', directorIndex), { method: 'POST', body: request });
}
