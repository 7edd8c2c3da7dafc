import { isSameAddress } from '../model/is-same-address.ts';
import type { Warning } from './warning.ts';

type Described = { readonly [key: string]: unknown };
/** A legal entity somewhere in a request (a member, an owner of a used property, a buyer): its path and its data. */
type EntityRecord = { path: string; data: Described };

const normal = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/gu, ' ');
const given = (value: unknown) => typeof value === 'string' && normal(value) !== '';
/** A registration number as a key: "Cg. 01-09-123456" and "01 09 123456" are one number. */
const registrationKey = (value: unknown) =>
  normal(value)
    .toLowerCase()
    .replace(/^cg\.?/u, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Every legal entity (`jogiSzemely: true`) under `value`, with its path. */
function legalEntityRecords(value: unknown, path: string, into: EntityRecord[] = []): EntityRecord[] {
  if (Array.isArray(value)) value.forEach((item, index) => legalEntityRecords(item, `${path}.${index}`, into));
  else if (value !== null && typeof value === 'object') {
    const data = value as Described;
    if (data.jogiSzemely === true && given(data.nev)) into.push({ path, data });
    for (const [key, child] of Object.entries(data)) legalEntityRecords(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/** Who signs for the entity, as written: its representative and its joint representatives (decision 041). */
function representativesOf(data: Described): string[] {
  const joint = Array.isArray(data.egyuttesKepviselok) ? data.egyuttesKepviselok : [];
  return [data.kepviselo, ...joint].filter(given).map(normal);
}

/** The representatives as the identification prints them: "A ügyvezető és B ügyvezető együttesen". */
function shownRepresentatives(names: readonly string[]): string {
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} és ${names[names.length - 1] ?? ''} együttesen`;
}

/**
 * One legal entity named twice: the same registration number, or (where either lacks one) the same name and seat.
 * Names and numbers are compared without case and spacing; a seat as `isSameAddress` compares addresses.
 */
function sameEntity(left: Described, right: Described): boolean {
  if (given(left.cegjegyzekszam) && given(right.cegjegyzekszam))
    return registrationKey(left.cegjegyzekszam) === registrationKey(right.cegjegyzekszam);
  return (
    normal(left.nev).toLowerCase() === normal(right.nev).toLowerCase() &&
    given(left.lakohely) &&
    given(right.lakohely) &&
    isSameAddress(normal(left.lakohely), normal(right.lakohely))
  );
}

/** The role a path names, in the documents' wording. */
function roleOf(path: string): string {
  const segments = path.split('.');
  if (segments.includes('tulajdonosok')) return 'ingatlantulajdonosként';
  if (segments.includes('vevo')) return 'vevőként';
  if (segments.includes('tagok')) return 'tagként';
  return 'más minőségben';
}

const set = (names: readonly string[]) => new Set(names.map((name) => name.toLowerCase()));
const sameSet = (left: Set<string>, right: Set<string>) =>
  left.size === right.size && [...left].every((name) => right.has(name));

/**
 * The same legal entity named twice in one request with different representatives (decision 047): a member that also
 * owns the seat, say, whose owner entry has its own `kepviselo` and `egyuttesKepviselok`, not taken from the member's.
 * The documents would then have the entity sign one declaration through one person and another through someone else.
 * Either may be lawful (two directors each acting alone), so a warning naming both. An entry without a representative
 * is left to the findings of missing data. `groups` are compared separately (the registered and the target state of an
 * amendment, where a change of representative is no contradiction).
 *
 * And an entity with joint representatives whose `nemErtiMagyarul` is set: the flag is the entity's, so the
 * explanation clause and the interpreter's box name every joint representative (decision 047); the data cannot tell
 * whether each of them needs the explanation, so a warning asks the lawyer.
 */
export function checkLegalEntityRecords(groups: readonly { value: unknown; path: string }[]): Warning[] {
  const findings: Warning[] = [];
  const explained = new Set<string>();
  for (const group of groups) {
    // members first, so a finding names the member, then the owner or buyer that differs from it (at its path)
    const isMember = (record: EntityRecord) => record.path.split('.').includes('tagok');
    const all = legalEntityRecords(group.value, group.path);
    const records = [...all.filter(isMember), ...all.filter((record) => !isMember(record))];
    const reported = new Set<string>();
    records.forEach((record, index) => {
      const reps = representativesOf(record.data);
      if (record.data.nemErtiMagyarul === true && reps.length > 1) {
        const key = `${registrationKey(record.data.cegjegyzekszam)}|${normal(record.data.nev)}|${reps.join('|')}`;
        if (!explained.has(key)) {
          explained.add(key);
          findings.push({
            code: 'jogi-szemely-egyuttes-kepviselok-nyelve',
            severity: 'warning',
            message: `${normal(record.data.nev)}: a jogi személynél jelölt, hogy a magyar nyelvet nem érti, és együttes képviselői vannak, ezért a magyarázatról szóló záradék és a tolmács nyilatkozata mindegyiküket (${reps.join(', ')}) a magyar nyelvet nem értőként nevezi meg (Pp. 325. § (2)). Ellenőrizze, hogy mindegyik képviselő részére megmagyarázták-e az okiratot; ha valamelyikük érti a magyar nyelvet, a záradékot kézzel igazítsa.`,
            path: `${record.path}.nemErtiMagyarul`,
          });
        }
      }
      if (reps.length === 0) return;
      for (const other of records.slice(index + 1)) {
        const otherReps = representativesOf(other.data);
        if (otherReps.length === 0 || !sameEntity(record.data, other.data)) continue;
        if (sameSet(set(reps), set(otherReps))) continue;
        const key = `${record.path}|${other.path}`;
        if (reported.has(key)) continue;
        reported.add(key);
        findings.push({
          code: 'jogi-szemely-kepviselok-elteroek',
          severity: 'warning',
          message: `Ugyanaz a jogi személy (${normal(record.data.nev)}) ${roleOf(record.path)} és ${roleOf(other.path)} is szerepel, de eltérő képviselővel: „${shownRepresentatives(reps)}”, illetve „${shownRepresentatives(otherReps)}”. Az okiratokat így két nyilatkozatában más-más személy írná alá a nevében. Ellenőrizze a cégkivonat alapján, ki jogosult a képviseletére (Ctv. 8. §), és mindkét helyen azt adja meg.`,
          path: `${other.path}.kepviselo`,
        });
      }
    });
  }
  return findings;
}
