import { formatDate } from '../hu/format-date.ts';
import { birthDateOfTaxId, TAX_ID_STATUTE, taxIdDays, taxIdProblem } from '../hu/tax-id.ts';
import type { Warning } from './warning.ts';

type Described = { readonly [key: string]: unknown };
type Found = { path: string; nev: string; taxId: string; birthDate: string };

/** Every object under `value` that gives both a well-formed tax id and a birth date, with its path. */
function personsWithBoth(value: unknown, path: string, into: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, index) => personsWithBoth(item, `${path}.${index}`, into));
  else if (value !== null && typeof value === 'object') {
    const data = value as Described;
    const { adoazonositoJel: taxId, szuletesiIdo: birthDate, nev } = data;
    if (
      typeof taxId === 'string' &&
      typeof birthDate === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(birthDate) &&
      taxIdProblem(taxId) === null
    )
      into.push({ path, nev: typeof nev === 'string' ? nev : 'A személy', taxId, birthDate });
    for (const [key, child] of Object.entries(data)) personsWithBoth(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/**
 * A tax id whose 2nd–6th digits (the days from 1867-01-01 to the birth date, 1996. évi XX. törvény 1. számú
 * melléklet 2. b)) stand for another day than the birth date given (decision 080). A warning, not a refusal: either
 * may be the typo, and the lawyer checks both against the documents. One finding per person, however often the
 * request names him (an amendment gives the registered and the new state).
 */
export function checkTaxIdBirthDates(request: unknown, path = ''): Warning[] {
  const seen = new Set<string>();
  return personsWithBoth(request, path).flatMap(({ path: at, nev, taxId, birthDate }) => {
    if (taxId.slice(1, 6) === taxIdDays(birthDate)) return [];
    const key = `${nev}|${taxId}|${birthDate}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        code: 'TAX_ID_BIRTH_DATE',
        severity: 'warning' as const,
        // the birth date closes its sentence with its own full stop („1967. február 14. Az …”), never a second one
        message: `${nev} adóazonosító jele (${taxId}) ${formatDate(birthDateOfTaxId(taxId))} születési napot jelöl, a megadott születési idő azonban ${formatDate(birthDate)} Az adóazonosító jel 2–6. számjegye a születés napját jelöli (${TAX_ID_STATUTE} 2. b) pont), ezért valószínűleg valamelyik adat elírt: kérjük, ellenőrizze mindkettőt az adóigazolvány és a személyazonosító igazolvány szerint.`,
        path: `${at}.adoazonositoJel`,
      },
    ];
  });
}
