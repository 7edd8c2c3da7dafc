import { paths } from '../../../config/paths.ts';

/** Where a legal error is fixed: a wizard step (law firm, dating) or a field of the company editor. */
export type LegalErrorTarget = { step: number; label: string } | { href: string; label: string };

const LAW_FIRM_STEP = 2;
const DATING_STEP = 3;

/**
 * The place to fix an error found at `path` (e.g. `tarsasag.tagok.1.osztalekArany`): company fields open the
 * company editor with `?mezo=tagok.1.osztalekArany` (the editor opens that field's tab and focuses it).
 */
export function legalErrorTarget(path: string | undefined, companyId: string | number): LegalErrorTarget | null {
  if (path === undefined) return null;
  if (path.startsWith('ugyvediIroda')) return { step: LAW_FIRM_STEP, label: 'Ügyvédi iroda adatai' };
  if (path.startsWith('keltezes')) return { step: DATING_STEP, label: 'Keltezés' };
  if (!path.startsWith('tarsasag')) return null;
  const field = path.split('.').slice(1).join('.');
  const href = paths.tool.company(companyId);
  return {
    href: field ? `${href}?mezo=${encodeURIComponent(field)}` : href,
    label: 'Javítás a társaság adatlapján',
  };
}
