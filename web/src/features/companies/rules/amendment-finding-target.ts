/** Where a finding of the change summary is fixed: a company field in the editor (step 1), else the amendment data. */
export type FindingTarget = { step: 0; field: string; label: string } | { step: 1; label: string };

export const FIX_IN_EDITOR = 'Javítás az 1. lépésben (a társaság adatai)';
export const FIX_IN_DATA = 'Javítás a 2. lépésben (a módosítás adatai)';

export function amendmentFindingTarget(path: string | undefined): FindingTarget | null {
  if (!path) return null;
  if (path.startsWith('uj.')) return { step: 0, field: path.slice('uj.'.length), label: FIX_IN_EDITOR };
  if (path.startsWith('korabbi.') || path.startsWith('bejegyzes.') || path.startsWith('okirat')) return null;
  return { step: 1, label: FIX_IN_DATA };
}
