import type { AmendmentFinding } from '../../../api/amendments.ts';

/** Where a finding of the change summary is fixed: a company field in the editor (step 1), else the amendment data. */
export type FindingTarget = { step: 0 | 1; field?: string; label: string };

export const FIX_IN_EDITOR = 'Javítás az 1. lépésben (a társaság adatai)';
export const FIX_IN_DATA = 'Javítás a 2. lépésben (a módosítás adatai)';
/** A warning's or a note's link: it leads to the same field, without saying that something must be fixed. */
export const VIEW_IN_EDITOR = 'Megtekintés az 1. lépésben (a társaság adatai)';
export const VIEW_IN_DATA = 'Megtekintés a 2. lépésben (a módosítás adatai)';

/**
 * The amendment data form's field for a finding's path. The form keeps the schema's paths, except where a part is
 * chosen as a whole: a member reference is one select, a list without an item is its "add" button, a
 * contribution's member or new member is the contributor select, a transfer's buyer is the buyer's name.
 */
const DATA_FIELDS: [RegExp, string][] = [
  [/^dontes\.hitelesito(\..*)?$/, 'dontes.hitelesito'],
  // The convening's parts are the decision's own fields in the form (shown only for a meeting by invitation).
  [/^dontes\.osszehivas\.(meghivoKelte|osszehivo)$/, 'dontes.$1'],
  [/^dontes\.jelenlevok(\..*)?$/, 'dontes.jelenlevok'],
  // A resolution's vote: the attendance and the unanimity box (each vote is changed on the summary itself).
  [/^dontes\.szavazasok(\..*)?$/, 'dontes.jelenlevok'],
  [/^(uzletreszAtruhazasok\.\d+\.eladoTag)(\..*)?$/, '$1'],
  [/^(uzletreszAtruhazasok\.\d+\.elovasarlasiNyilatkozatok\.\d+\.tag)(\..*)?$/, '$1'],
  [/^(uzletreszAtruhazasok\.\d+\.vevo)$/, '$1.nev'],
  [/^(uzletreszAtruhazasok\.\d+\.hazastarsiHozzajarulas)$/, '$1.nev'],
  [/^(uzletreszAtruhazasok\.\d+)$/, '$1.eladoTag'],
  [/^(tokeemeles\.hozzajarulasok\.\d+)(\.tag.*)?$/, '$1.hozzajarulo'],
  [/^tokeemeles$/, 'tokeemeles.osszeg'],
  [/^uzletiEvValtozas$/, 'uzletiEvValtozas.utolsoValtozasDatuma'],
  // A registered member's törzsbetét payment is stated with the amendment (a payment is not registered).
  [/^korabbi\.tagok\.(\d+)\.torzsbetetBefizetve$/, 'befizetettTorzsbetetek.$1'],
];

/** The registered state is fixed nowhere in the flow, except a member's törzsbetét payment (step 2). */
const PAYMENT = /^korabbi\.tagok\.\d+\.torzsbetetBefizetve$/;

export function amendmentDataField(path: string): string {
  for (const [pattern, field] of DATA_FIELDS) if (pattern.test(path)) return path.replace(pattern, field);
  return path;
}

/** Only an error is to be fixed: a warning's or a note's link is labelled as a look at the field. */
export function amendmentFindingTarget(
  path: string | undefined,
  severity: AmendmentFinding['severity'] = 'error',
): FindingTarget | null {
  if (!path) return null;
  const isError = severity === 'error';
  if (path.startsWith('uj.'))
    return { step: 0, field: path.slice('uj.'.length), label: isError ? FIX_IN_EDITOR : VIEW_IN_EDITOR };
  const isRegistered = path.startsWith('korabbi.') || path.startsWith('bejegyzes.') || path.startsWith('okirat');
  if (isRegistered && !PAYMENT.test(path)) return null;
  return { step: 1, field: amendmentDataField(path), label: isError ? FIX_IN_DATA : VIEW_IN_DATA };
}
