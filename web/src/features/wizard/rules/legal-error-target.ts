import { paths } from '../../../config/paths.ts';

/** Where a legal error is fixed: a wizard step (law firm, dating) or a field of the company editor. */
export type LegalErrorTarget = { step: number; label: string } | { href: string; label: string };

const LAW_FIRM_STEP = 2;
const DATING_STEP = 3;

/**
 * The place to fix an error found at `path` (e.g. `tarsasag.tagok.1.osztalekArany`), or with `isWarning` to look at a
 * warning's field: company fields open the company editor with `?mezo=tagok.1.osztalekArany` (the editor opens that
 * field's tab and focuses it).
 */
export function legalErrorTarget(
  path: string | undefined,
  companyId: string | number,
  isWarning = false,
): LegalErrorTarget | null {
  if (path === undefined) return null;
  if (path.startsWith('ugyvediIroda')) return { step: LAW_FIRM_STEP, label: 'Ügyvédi iroda adatai' };
  if (path.startsWith('keltezes')) return { step: DATING_STEP, label: 'Keltezés' };
  if (!path.startsWith('tarsasag')) return null;
  const field = path.split('.').slice(1).join('.');
  const href = paths.tool.company(companyId);
  return {
    href: field ? `${href}?mezo=${encodeURIComponent(field)}` : href,
    // only an error is to be fixed: a warning's link is a look at the field (as the amendment's, decision 082)
    label: isWarning ? VIEW_ON_COMPANY_PAGE : 'Javítás a társaság adatlapján',
  };
}

/** A warning's link to a company field: it leads to the field without saying that something must be fixed. */
export const VIEW_ON_COMPANY_PAGE = 'Megtekintés a társaság adatlapján';

/**
 * Where an error of the lawyer's or the law firm's data (`ugyvediIroda.kasz`) is fixed outside the wizard (a
 * registration's registered articles are signed with them, decision 072): the field of the account page (`/tool/fiok`,
 * `?mezo=`). The firm's name is the lawyer's own while he belongs to no firm; the seat is the firm's.
 */
export function lawyerDataTarget(path: string, hasFirm: boolean): { href: string; label: string } | null {
  if (path !== 'ugyvediIroda' && !path.startsWith('ugyvediIroda.')) return null;
  const fields: Record<string, string> = {
    nev: hasFirm ? 'nev' : 'name',
    szekhely: 'szekhely',
    ugyvedNeve: 'name',
    kasz: 'kasz',
  };
  const key = path.split('.')[1] ?? '';
  const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
  const href = paths.tool.account;
  return { href: field ? `${href}?mezo=${field}` : href, label: 'Javítás a Fiók oldalon' };
}
