import { and, eq, inArray } from 'drizzle-orm';
import { persons } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import {
  REGISTERED_FILLED_FIELDS,
  REGISTERED_LANGUAGE_FIELDS,
  withPersonData,
  type LinkedPersonData,
} from '../persons/refresh-person-in-companies.ts';
import { toPersonAnswer } from '../persons/to-person-answer.ts';

/** The `szemely.id` of an entry linked to a saved person; undefined for any other value. */
function linkedId(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const ref = (value as Record<string, unknown>)['szemely'];
  if (typeof ref !== 'object' || ref === null) return undefined;
  const id = Number((ref as { id?: unknown }).id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Every entry linked to a person, wherever it stands in `data` (members, directors, owners, representatives …). */
function linkedEntries(data: unknown, found: { id: number; entry: Record<string, unknown> }[] = []) {
  if (Array.isArray(data)) for (const item of data) linkedEntries(item, found);
  else if (typeof data === 'object' && data !== null) {
    const id = linkedId(data);
    if (id !== undefined) found.push({ id, entry: data as Record<string, unknown> });
    for (const value of Object.values(data)) linkedEntries(value, found);
  }
  return found;
}

/**
 * The registered state (`korabbi`) as the amendment's documents print it: each entry linked to a saved person that
 * lacks an identification datum (REGISTERED_FILLED_FIELDS) takes it from the person, then, for what the person lacks
 * too, from the target state's (`uj`) entry linked to the same person. Whether the person understands Hungarian
 * (REGISTERED_LANGUAGE_FIELDS, decision 031) is taken the same way, as one: by an entry that says nothing of it, from
 * the person if he answered it (an answer `false` too), else from the target state's entry. A value the registered
 * state holds is never replaced: the registered facts stay as the court registered them (a changed address or name is
 * an amendment).
 *
 * The registered state cannot be edited (it is what the court registered), yet a birth name or a mother's name it
 * lacks is no registered fact, only a datum not recorded with it; the lawyer completes it on the person (Személyek, or
 * the editor's 'Személyes adatok'), which otherwise reaches only the current state. The fill is made when the request
 * is built, and the registered version row is left as it was: it stays the record of what was marked registered, and a
 * later correction of the person reaches the next amendment as well. It also keeps a datum completed on the person
 * from reading as a change of the members' data (`TAGOK_ADATAI`, which the engine finds where a registered member's
 * datum differs from the changed state's): a blank of the record is no registered datum that changed.
 *
 * Only the owner's persons are read (another user's person of the same id is never used). The target state's entry is
 * the second source: it is the lawyer's own statement of the same person in this very request (the engine, too, takes
 * the entries linked to one `szemely.id` for one person), and it holds data typed into a company that the saved person
 * may lack; it only fills blanks, so it cannot contradict the registry.
 */
export function withRegisteredPersonData<T>(db: Db, ownerId: number, registered: T, target: unknown): T {
  const ids = [...new Set(linkedEntries(registered).map((item) => item.id))];
  if (ids.length === 0) return registered;
  const saved = db
    .select()
    .from(persons)
    .where(and(eq(persons.ownerId, ownerId), inArray(persons.id, ids)))
    .all()
    .map(toPersonAnswer);
  let state = registered;
  for (const person of saved) state = withPersonData(state, person, 'fillMissing');
  for (const { id, entry } of linkedEntries(target)) {
    if (!ids.includes(id)) continue;
    const data: LinkedPersonData = { id };
    for (const field of [...REGISTERED_FILLED_FIELDS, ...REGISTERED_LANGUAGE_FIELDS]) data[field] = entry[field];
    state = withPersonData(state, data, 'fillMissing');
  }
  return state;
}
