import { valueAtPath } from '../../../lib/linked-field-error.ts';
import { personDataPathOf } from './person-data-button.tsx';

/** The message each member's, director's, the company manager's or a property owner's block shows, by its path. */
export type EntryErrors = Readonly<Record<string, string>>;

/** Said after a saved person's own datum's message: his card or block shows none of his birth data or tax id. */
export const PERSON_DATA_FIX = 'A személyes adatokat a „Személyes adatok” gombbal javíthatja.';

/** Said after the message of a person typed in, not picked from the saved persons: his data are saved on a person. */
export const TYPED_PERSON_DATA_FIX =
  'Vegye fel a személyt a személyek közé (Személyek menüpont) a helyes adataival, majd itt távolítsa el, és válassza ki a személyek közül.';

/**
 * The entry whose block shows an error of a person's own data, which no field of the block shows (edited on the
 * person, with 'Személyes adatok'): a member's, a director's, the company manager's, a property owner's; else null.
 */
export function ownDataEntryOf(path: string): string | null {
  return personDataPathOf(path) === null ? null : path.slice(0, path.lastIndexOf('.'));
}

/**
 * The block of a person's own datum (`tagok.0.adoazonositoJel`, `cegvezeto.anyjaNeve`,
 * `szekhelyIngatlan.tulajdonosok.0.adoazonositoJel`), where the form holds that member, director, manager or owner;
 * else null. A server's refusal of it is shown there (entryErrorsOf), as the form's own rule's is.
 */
export function ownDataBlockOf(path: string, values: unknown): string | null {
  const entry = ownDataEntryOf(path);
  return entry !== null && typeof valueAtPath(values, entry) === 'object' ? entry : null;
}

/** How a person's own datum is fixed: on the saved person (his entry's button), or by saving him. */
function fixOf(entry: string, values: unknown): string {
  return valueAtPath(values, `${entry}.szemely.id`) === undefined ? TYPED_PERSON_DATA_FIX : PERSON_DATA_FIX;
}

/**
 * The messages of the entries' blocks: a followed link's about an entry as a whole (`tagok.1`, decision 078) or about
 * a person's own datum (`szekhelyIngatlan.tulajdonosok.0.adoazonositoJel`, on his block, with how it is fixed), and the
 * form's errors on a person's own data (`tagok.1.adoazonositoJel`, `cegvezeto.adoazonositoJel`,
 * `ingatlanok.0.tulajdonosok.1.adoazonositoJel`: a tax id saved before the check of decision 080, or an owner's the
 * server refused), which no field of the block shows, each with how it is fixed: without them the editor's note named
 * the tab, and the tab showed nothing to fix (decisions 096, 099).
 */
export function entryErrorsOf(
  formErrors: Readonly<Record<string, unknown>>,
  linked: { path: string; message: string } | null,
  values: unknown,
): EntryErrors {
  const messages = new Map<string, string[]>();
  const add = (entry: string, message: string) => messages.set(entry, [...(messages.get(entry) ?? []), message]);
  if (linked) {
    const entry = ownDataEntryOf(linked.path);
    if (entry === null) add(linked.path, linked.message);
    else add(entry, `${linked.message} ${fixOf(entry, values)}`);
  }
  for (const [path, message] of Object.entries(formErrors)) {
    const entry = ownDataEntryOf(path);
    if (entry === null || typeof message !== 'string' || message === '') continue;
    add(entry, `${message} ${fixOf(entry, values)}`);
  }
  return Object.fromEntries([...messages].map(([entry, list]) => [entry, [...new Set(list)].join(' ')]));
}
