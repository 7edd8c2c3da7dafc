import { withArticle } from '@cegdok/engine';
import type { z } from 'zod';

/** A registered entry's datum: `korabbi.tagok.1.adoazonositoJel` → the entry `tagok.1` and its field. */
const REGISTERED_ENTRY_FIELD = /^korabbi\.(.+)\.(\w+)$/;

const ROLES: [RegExp, string][] = [
  [/^tagok\.(\d+)$/, 'tag'],
  [/^ugyvezetok\.(\d+)$/, 'ügyvezető'],
];

type Entry = { nev?: unknown; szemely?: { id?: unknown } };

function entryAt(registered: unknown, path: string): Entry | undefined {
  let value = registered;
  for (const key of path.split('.'))
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'object' && value !== null ? (value as Entry) : undefined;
}

/** "az 1. tag (Kiss Anna)", "a cégvezető (Nagy Péter)", "Nagy Lajos" (an owner): the entry in the lawyer's words. */
function described(entry: Entry | undefined, path: string): string {
  const name = typeof entry?.nev === 'string' && entry.nev !== '' ? entry.nev : undefined;
  let role = path === 'cegvezeto' ? 'a cégvezető' : undefined;
  for (const [pattern, noun] of ROLES) {
    const index = pattern.exec(path)?.[1];
    if (index !== undefined) role = `${withArticle(`${Number(index) + 1}.`)} ${noun}`;
  }
  if (role) return name ? `${role} (${name})` : role;
  return name ?? 'egy személy';
}

/** Where a refused registered datum is corrected: on the saved person (a tax id it takes from him), else the company. */
const ON_THE_PERSON =
  'A bejegyzett állapot a módosítás lépéseiben nem szerkeszthető. Nyissa meg a személy adatlapját (a Személyek menüpontban, vagy a módosítás 1. lépésében a személy „Személyes adatok” gombjával), és ott javítsa az adóazonosító jelet: a módosítás a bejegyzett állapot hibás adóazonosító jele helyett a személy adatlapján megadottat veszi át.';
const ON_THE_COMPANY =
  'A bejegyzett állapot a módosítás lépéseiben nem szerkeszthető. Nyissa meg a társaság adatlapját, javítsa és mentse az adatot, majd a Társaságok oldalon a „Változásbejegyzés rögzítése” gombbal rögzítse a javított adatokat bejegyzett állapotként; a módosítást ezt követően újra kell kezdeni, mert az a bejegyzett állapotra épül.';

/**
 * The refusals of the registered state (`korabbi`, a base saved before a rule was added: a tax id refused since
 * decision 080), which the amendment wizard cannot edit: each message says whose datum it is and where it is
 * corrected. A tax id of an entry linked to a saved person is corrected on the person (withRegisteredPersonData takes
 * the person's well-formed one), any other datum on the company's page, recorded again as registered.
 */
export function withRegisteredStateAdvice(
  issues: readonly z.core.$ZodIssue[],
  registered: unknown,
): z.core.$ZodIssue[] {
  return issues.map((issue) => {
    const path = issue.path.join('.');
    if (!path.startsWith('korabbi.')) return issue;
    const [, entryPath = '', field] = REGISTERED_ENTRY_FIELD.exec(path) ?? [];
    const entry = entryAt(registered, entryPath);
    const where = entry
      ? `A bejegyzett állapotban ${described(entry, entryPath)} adata hibás`
      : 'A bejegyzett állapot egy adata hibás';
    const isOnPerson = field === 'adoazonositoJel' && entry?.szemely?.id !== undefined;
    return { ...issue, message: `${where}: ${issue.message} ${isOnPerson ? ON_THE_PERSON : ON_THE_COMPANY}` };
  });
}
