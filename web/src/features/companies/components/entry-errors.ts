import { personDataPathOf } from './person-data-button.tsx';

/** The message each member's or director's card shows, by its path (`tagok.1`). */
export type EntryErrors = Readonly<Record<string, string>>;

/** Said after a person's own datum's message: the card shows none of his birth data or tax id. */
export const PERSON_DATA_FIX = 'A személyes adatokat a „Személyes adatok” gombbal javíthatja.';

/**
 * The messages of the members' and the directors' cards: a followed link's about an entry as a whole (`tagok.1`,
 * decision 078), and the form's errors on a person's own data (`tagok.1.adoazonositoJel`: a tax id saved before the
 * check of decision 080), which no field of the card shows (they are edited on the person, with 'Személyes adatok'):
 * without them the editor's note named the Tagok tab, and the tab showed nothing to fix.
 */
export function entryErrorsOf(
  formErrors: Readonly<Record<string, unknown>>,
  linked: { path: string; message: string } | null,
): EntryErrors {
  const messages = new Map<string, string[]>();
  const add = (entry: string, message: string) => messages.set(entry, [...(messages.get(entry) ?? []), message]);
  if (linked) add(linked.path, linked.message);
  for (const [path, message] of Object.entries(formErrors)) {
    const button = personDataPathOf(path);
    if (button === null || typeof message !== 'string' || message === '') continue;
    add(path.slice(0, path.lastIndexOf('.')), `${message} ${PERSON_DATA_FIX}`);
  }
  return Object.fromEntries([...messages].map(([entry, list]) => [entry, [...new Set(list)].join(' ')]));
}
