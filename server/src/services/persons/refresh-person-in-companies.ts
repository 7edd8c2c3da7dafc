import { eq } from 'drizzle-orm';
import { EXPLAINED_LANGUAGE_FIELDS, taxIdProblem, type Company } from '@cegdok/engine';
import { companies } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { updateCompany } from '../companies/save-company.ts';
import { IDENTIFICATION_FIELDS, OPTIONAL_FIELDS, type PersonAnswer } from './to-person-answer.ts';

/** What a company's entry copies from its linked person (`szemely.id`): name, residence, the personal data. */
const COPIED_FIELDS = ['nev', 'lakohely', ...OPTIONAL_FIELDS] as const;

/**
 * What a registered entry lacking it takes from its person (`fillMissing`): the identification data the documents print
 * as a dotted blank where missing (the engine's PERSONAL_FIELDS), each on its own. Not the name, nor the residence: the
 * registry's name and address are what the court registered, a changed one is an amendment of the members' data.
 */
export const REGISTERED_FILLED_FIELDS = IDENTIFICATION_FIELDS;

/**
 * Whether the person understands Hungarian (decision 031), which a registered entry takes as one (`fillMissing`), as a
 * company's entry does on `refresh`: only an entry that says nothing of it takes it, and all of it, from a source that
 * answered the question (`nemErtiMagyarul` true or false: a `false` is an answer too). The registry does not record
 * it, yet the registered members sign the amendment's documents (the decision, a transfer contract), whose explanation
 * clause and interpreter's box it decides.
 */
export const REGISTERED_LANGUAGE_FIELDS = EXPLAINED_LANGUAGE_FIELDS;

/** A person's data as withPersonData reads them: a saved person, or an entry of a company linked to one. */
export type LinkedPersonData = { id: number } & Partial<Record<(typeof COPIED_FIELDS)[number], unknown>>;

/**
 * `refresh`: the entry takes every field the person has (the current state follows the saved person); `fillMissing`:
 * a natural person's entry takes only the REGISTERED_FILLED_FIELDS it lacks (or a tax id the statute refuses), and the REGISTERED_LANGUAGE_FIELDS where
 * it says nothing of them, and keeps every value it holds.
 */
export type PersonDataMode = 'refresh' | 'fillMissing';

const isLacking = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A tax id the statute's rule refuses (decision 080: ten digits from 8, the check digit) is no number ever issued: a
 * registered entry saved before the check with such a typo takes its person's well-formed one, as a blank would.
 */
const isRefusedTaxId = (field: string, value: unknown) =>
  field === 'adoazonositoJel' && typeof value === 'string' && value !== '' && taxIdProblem(value) !== null;

/** Whether a registered entry's `field` is taken from its person: it lacks the value, or holds a refused tax id. */
const isToFill = (field: string, value: unknown) => isLacking(value) || isRefusedTaxId(field, value);

function isLinkedTo(entry: Record<string, unknown>, personId: number): boolean {
  const ref = entry['szemely'];
  return typeof ref === 'object' && ref !== null && Number((ref as { id?: unknown }).id) === personId;
}

/**
 * `data` with every entry linked to `person` (a member, a director, the company manager, a property owner, a legal
 * representative) carrying the person's saved data; the very same `data` when no entry differs. A field the person does
 * not have is left as the entry holds it, so nothing typed into a company is lost. `mode` (PersonDataMode): `refresh`
 * for the current state, `fillMissing` for the registered one (amendmentRequest).
 */
export function withPersonData<T>(data: T, person: LinkedPersonData, mode: PersonDataMode = 'refresh'): T {
  if (Array.isArray(data)) {
    let next: unknown[] | undefined;
    data.forEach((item: unknown, index) => {
      const refreshed = withPersonData(item, person, mode);
      if (refreshed !== item) (next ??= [...data])[index] = refreshed;
    });
    return (next ?? data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  const entry = data as Record<string, unknown>;
  let next: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(entry)) {
    const refreshed = withPersonData(value, person, mode);
    if (refreshed !== value) (next ??= { ...entry })[key] = refreshed;
  }
  if (mode === 'fillMissing') {
    // a legal entity's record has no birth data: a person's would be out of place in it
    if (isLinkedTo(entry, person.id) && entry['jogiSzemely'] !== true) {
      for (const field of REGISTERED_FILLED_FIELDS) {
        const value = person[field];
        if (isToFill(field, entry[field]) && !isToFill(field, value)) (next ??= { ...entry })[field] = value;
      }
      // the language data go as one (REGISTERED_LANGUAGE_FIELDS): what the entry says of them is kept whole
      if (REGISTERED_LANGUAGE_FIELDS.every((field) => isLacking(entry[field])) && !isLacking(person.nemErtiMagyarul))
        for (const field of REGISTERED_LANGUAGE_FIELDS)
          if (!isLacking(person[field])) (next ??= { ...entry })[field] = person[field];
    }
    return (next ?? data) as T;
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
