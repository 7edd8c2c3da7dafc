import type { GeneratedDocument } from '../../../api/documents.ts';
import { documentTypeTitle } from '../../../lib/document-type-title.ts';
import { todayIso } from '../../../lib/today-iso.ts';

export const DATE_RANGES = [
  { value: 'anytime', label: 'Bármikor' },
  { value: 'last3days', label: 'Utolsó három nap' },
  { value: 'today', label: 'Ma' },
] as const;
export type DateRange = (typeof DATE_RANGES)[number]['value'];

export type DocumentFilter = {
  companyName: string | null;
  dateRange: DateRange;
  showDeleted: boolean;
  search: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left before the file is purged: createdAt + retentionDays − now, rounded up (spec section 9). */
export function remainingDays(document: GeneratedDocument, now: Date): number {
  const expires = new Date(document.createdAt).getTime() + document.retentionDays * DAY_MS;
  return Math.max(0, Math.ceil((expires - now.getTime()) / DAY_MS));
}

/** The documents page's filters (spec section 2). */
export function filterDocuments(
  documents: GeneratedDocument[],
  filter: DocumentFilter,
  now: Date,
): GeneratedDocument[] {
  const needle = filter.search.trim().toLocaleLowerCase('hu');
  const today = todayIso(now);
  return documents.filter((document) => {
    if (!filter.showDeleted && document.deleted) return false;
    if (filter.companyName && document.companyName !== filter.companyName) return false;
    const created = new Date(document.createdAt);
    if (filter.dateRange === 'today' && todayIso(created) !== today) return false;
    if (filter.dateRange === 'last3days' && now.getTime() - created.getTime() > 3 * DAY_MS) return false;
    if (needle === '') return true;
    return [document.companyName, document.templateId, documentTypeTitle(document), document.fileName].some((text) =>
      text.toLocaleLowerCase('hu').includes(needle),
    );
  });
}
