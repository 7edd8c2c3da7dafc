import { DOCUMENT_TYPE_IDS, isDocumentTypeId, type DocumentTypeId } from '@cegdok/engine';
import { UsageError } from '../usage-error.ts';
import { splitList } from './split-list.ts';

/** `--types`: `all` or a comma-separated list of document type ids, in the registry's order, without repeats. */
export function parseTypes(value: string): DocumentTypeId[] {
  const items = splitList(value);
  if (items.length === 1 && items[0] === 'all') return [...DOCUMENT_TYPE_IDS];
  if (items.length === 0) throw new UsageError('Adjon meg legalább egy dokumentumtípust (vagy: all).');
  const unknown = items.filter((item) => !isDocumentTypeId(item));
  if (unknown.length > 0)
    throw new UsageError(
      `Ismeretlen dokumentumtípus: ${unknown.join(', ')}. Választható: ${DOCUMENT_TYPE_IDS.join(', ')} vagy all.`,
    );
  return DOCUMENT_TYPE_IDS.filter((id) => items.includes(id));
}
