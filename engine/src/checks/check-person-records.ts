import { formatDate } from '../hu/format-date.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import type { Warning } from './warning.ts';

/** The personal data that identify a person, with their names in the articles' wording. */
export const IDENTITY_FIELDS = [
  ['szuletesiNev', 'születési név'],
  ['anyjaNeve', 'anyja születési neve'],
  ['szuletesiHely', 'születési hely'],
  ['szuletesiIdo', 'születési idő'],
  ['adoazonositoJel', 'adóazonosító jel'],
] as const;

/** Everything the documents print about one person: the name, the identity fields and the address. */
export const RECORD_FIELDS = [['nev', 'név'], ...IDENTITY_FIELDS, ['lakohely', 'lakóhely']] as const;

type Field = readonly [string, string];
type Described = { readonly [key: string]: unknown };

const normal = (value: unknown) => String(value).trim().replace(/\s+/g, ' ');
/** A value as the documents print it: a date in words, anything else as given. */
const shown = (field: string, value: unknown) =>
  field === 'szuletesiIdo' && /^\d{4}-\d{2}-\d{2}$/.test(normal(value)) ? formatDate(normal(value)) : normal(value);
const given = (value: unknown) => value !== undefined && value !== null && normal(value) !== '';

/**
 * The fields both records give, with different values (a field one of them leaves blank is no difference; spaces are no
 * difference either, nor an address written otherwise: case, punctuation, the usual abbreviations, `isSameAddress`).
 */
export function differingFields<F extends Field>(left: Described, right: Described, fields: readonly F[]): F[] {
  return fields.filter(
    ([field]) =>
      given(left[field]) &&
      given(right[field]) &&
      // an address differing only in case, spacing, punctuation or abbreviations is one address
      (field === 'lakohely'
        ? !isSameAddress(normal(left[field]), normal(right[field]))
        : normal(left[field]) !== normal(right[field])),
  );
}

/** A record of a saved person somewhere in a request: its path and its data. */
type Record_ = { path: string; data: Described };

/** Every object linked to a saved person (`szemely.id`) under `value`, with its path. */
function savedPersonRecords(value: unknown, path: string, into: Record_[] = []): Record_[] {
  if (Array.isArray(value)) value.forEach((item, index) => savedPersonRecords(item, `${path}.${index}`, into));
  else if (value !== null && typeof value === 'object') {
    const data = value as Described;
    const ref = data.szemely as { id?: unknown } | undefined;
    if (ref && typeof ref === 'object' && ref.id !== undefined && ref.id !== null && typeof data.nev === 'string')
      into.push({ path, data });
    for (const [key, child] of Object.entries(data))
      if (key !== 'szemely') savedPersonRecords(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/** The role a path names, in the documents' wording. */
function roleOf(path: string): string {
  const segments = path.split('.');
  if (segments.includes('tulajdonosok')) return 'ingatlantulajdonosként';
  if (segments.includes('cegvezeto')) return 'cégvezetőként';
  if (segments.includes('ugyvezetok')) return 'ügyvezetőként';
  if (segments.includes('tagok')) return 'tagként';
  return 'más minőségben';
}

/** The Hungarian article of a number written in digits: "az 1.", "az 5.", "az 50.", otherwise "a 2.". */
const articleOf = (position: number) => (/^(1|5|5\d)$/.test(String(position)) ? 'az' : 'a');

/**
 * A record's role in the lawyer's words, with its place in its list when it is in one ("az 1. tagként", "a 2.
 * ügyvezetőként"): the lawyer finds it in the form by that, not by the request's path.
 */
function describe(record: Record_): string {
  const role = roleOf(record.path);
  const index = /\.(\d+)$/.exec(record.path)?.[1];
  if (index === undefined || role === 'más minőségben') return role;
  const position = Number(index) + 1;
  return `${articleOf(position)} ${position}. ${role}`;
}

/**
 * One saved person (`szemely.id`) described two ways within one request: a different name or different personal data
 * at two places. The documents would then name one person twice with different data. A warning: the lawyer may have
 * updated the data in one place only. `groups` are the parts compared separately (e.g. the registered and the target
 * state of an amendment, where a change of data is itself the amendment), each with its path.
 */
export function checkPersonRecords(groups: readonly { value: unknown; path: string }[]): Warning[] {
  const findings: Warning[] = [];
  for (const group of groups) {
    const records = savedPersonRecords(group.value, group.path);
    const byId = new Map<string, Record_[]>();
    for (const record of records) {
      const id = String((record.data.szemely as { id: unknown }).id);
      byId.set(id, [...(byId.get(id) ?? []), record]);
    }
    for (const same of byId.values()) {
      const [first, ...rest] = same;
      if (!first) continue;
      for (const other of rest) {
        const differing = differingFields(first.data, other.data, RECORD_FIELDS);
        if (differing.length === 0) continue;
        const details = differing.map(
          ([field, label]) =>
            `${label}: „${shown(field, first.data[field])}”, illetve „${shown(field, other.data[field])}”`,
        );
        findings.push({
          code: 'szemely-adatai-elteroek',
          severity: 'warning',
          message: `Ugyanaz a személy (${normal(first.data.nev)}) ${describe(first)} és ${describe(other)} is szerepel, de eltérő adatokkal (${details.join('; ')}). Az okiratok így egy személyt kétféleképpen írnának le. Egyeztesse az adatokat: javítsa az elírást, vagy ha a személy adatai megváltoztak, mindkét helyen a hatályos adatokat adja meg.`,
          path: other.path,
        });
      }
    }
  }
  return findings;
}
