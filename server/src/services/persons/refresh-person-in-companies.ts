import { eq } from 'drizzle-orm';
import { EXPLAINED_LANGUAGE_FIELDS, type Company } from '@cegdok/engine';
import { companies } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { updateCompany } from '../companies/save-company.ts';
import { OPTIONAL_FIELDS, type PersonAnswer } from './to-person-answer.ts';

/** What a company's entry copies from its linked person (`szemely.id`): name, residence, the personal data. */
const COPIED_FIELDS = ['nev', 'lakohely', ...OPTIONAL_FIELDS] as const;

function isLinkedTo(entry: Record<string, unknown>, personId: number): boolean {
  const ref = entry['szemely'];
  return typeof ref === 'object' && ref !== null && Number((ref as { id?: unknown }).id) === personId;
}

/**
 * `data` with every entry linked to `person` (a member, a director, the company manager, a property owner) carrying
 * the person's saved data; the very same `data` when no entry differs. A field the person does not have is left as the
 * entry holds it, so nothing typed into a company is lost.
 */
export function withPersonData<T>(data: T, person: PersonAnswer): T {
  if (Array.isArray(data)) {
    let next: unknown[] | undefined;
    data.forEach((item: unknown, index) => {
      const refreshed = withPersonData(item, person);
      if (refreshed !== item) (next ??= [...data])[index] = refreshed;
    });
    return (next ?? data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  const entry = data as Record<string, unknown>;
  let next: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(entry)) {
    const refreshed = withPersonData(value, person);
    if (refreshed !== value) (next ??= { ...entry })[key] = refreshed;
  }
  if (isLinkedTo(entry, person.id)) {
    for (const field of COPIED_FIELDS) {
      const value = person[field];
      if (value !== undefined && entry[field] !== value) (next ??= { ...entry })[field] = value;
    }
    // the language data go as one (decision 031): a language left in the company beside a person who now understands
    // Hungarian would contradict it
    for (const field of EXPLAINED_LANGUAGE_FIELDS)
      if (person[field] === undefined && entry[field] !== undefined) {
        next ??= { ...entry };
        delete next[field];
      }
  }
  return (next ?? data) as T;
}

/**
 * After a person is saved: each of the owner's companies that names the person gets the person's data, saved as any
 * company save is (a registered company keeps it as its next `MENTES` version, so the next amendment shows the change).
 */
export function refreshPersonInCompanies(db: Db, ownerId: number, person: PersonAnswer, now: Date): void {
  const rows = db
    .select({ id: companies.id, data: companies.data })
    .from(companies)
    .where(eq(companies.ownerId, ownerId))
    .all();
  for (const row of rows) {
    const data = withPersonData(row.data, person);
    if (data !== row.data) updateCompany(db, ownerId, row.id, data as Company, now);
  }
}
