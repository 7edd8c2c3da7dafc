import { describe, expect, it } from 'vitest';
import type { GeneratedDocument } from '../../../api/documents.ts';
import { filterDocuments, remainingDays, type DocumentFilter } from './filter-documents.ts';

const now = new Date('2026-11-22T12:00:00Z');
function doc(id: number, patch: Partial<GeneratedDocument>): GeneratedDocument {
  return {
    id,
    fileName: `doc-${id}.docx`,
    templateId: 'tagjegyzek',
    companyName: 'Alfa Kft.',
    createdAt: '2026-11-22T08:00:00Z',
    deleted: false,
    payed: true,
    retentionDays: 30,
    ...patch,
  };
}
const all: DocumentFilter = { companyName: null, dateRange: 'anytime', showDeleted: false, search: '' };

describe('documents page rules', () => {
  it('rounds the remaining days up', () => {
    expect(remainingDays(doc(1, { createdAt: '2026-11-22T08:00:00Z', retentionDays: 30 }), now)).toBe(30);
    expect(remainingDays(doc(1, { createdAt: '2026-10-01T00:00:00Z', retentionDays: 30 }), now)).toBe(0);
    expect(remainingDays(doc(1, { createdAt: '2026-11-20T13:00:00Z', retentionDays: 3 }), now)).toBe(2);
  });

  it('hides deleted documents unless asked', () => {
    const documents = [doc(1, {}), doc(2, { deleted: true })];
    expect(filterDocuments(documents, all, now).map((d) => d.id)).toEqual([1]);
    expect(filterDocuments(documents, { ...all, showDeleted: true }, now).map((d) => d.id)).toEqual([1, 2]);
  });

  it('filters by date range, company and search text', () => {
    const documents = [
      doc(1, { createdAt: '2026-11-22T08:00:00Z' }),
      doc(2, { createdAt: '2026-11-20T08:00:00Z', companyName: 'Béta Bt.', templateId: 'alairasminta-1' }),
      doc(3, { createdAt: '2026-11-01T08:00:00Z' }),
    ];
    expect(filterDocuments(documents, { ...all, dateRange: 'today' }, now).map((d) => d.id)).toEqual([1]);
    expect(filterDocuments(documents, { ...all, dateRange: 'last3days' }, now).map((d) => d.id)).toEqual([1, 2]);
    expect(filterDocuments(documents, { ...all, companyName: 'Béta Bt.' }, now).map((d) => d.id)).toEqual([2]);
    expect(filterDocuments(documents, { ...all, search: 'aláírás' }, now).map((d) => d.id)).toEqual([2]);
    expect(filterDocuments(documents, { ...all, search: 'alfa' }, now).map((d) => d.id)).toEqual([1, 3]);
  });
});
