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

/**
 * A missing-data warning names the person as a whole (`uj.tagok.1`, a transfer's buyer): the link leads where his data
 * are entered. A member's, a director's or the company manager's personal data are edited on the person, with the
 * entry's 'Személyes adatok' button (`personDataPath`); a legal entity's registration number and representative on its
 * entry, the registration number first; an outside buyer's in the transfer's fieldset, his birth name first. The
 * buyer's name (the path's own field) would leave the lawyer above the data; a minor's representative's path is his
 * block's own, so it needs none.
 */
const MISSING_DATA_FIELDS: Readonly<Record<string, readonly [RegExp, string][]>> = {
  PERSONAL_DATA_MISSING: [
    [/^(uj\.(?:tagok|ugyvezetok)\.\d+)$/, '$1.szemelyesAdatok'],
    [/^(uzletreszAtruhazasok\.\d+\.vevo)$/, '$1.szuletesiNev'],
  ],
  LEGAL_ENTITY_DATA_MISSING: [[/^(uj\.tagok\.\d+|uzletreszAtruhazasok\.\d+\.vevo)$/, '$1.cegjegyzekszam']],
  COMPANY_MANAGER_DATA_MISSING: [[/^(uj\.cegvezeto)$/, '$1.szemelyesAdatok']],
};

function missingDataPath(path: string, code: string | undefined): string {
  for (const [pattern, field] of (code && MISSING_DATA_FIELDS[code]) || [])
    if (pattern.test(path)) return path.replace(pattern, field);
  return path;
}

/**
 * Only an error is to be fixed: a warning's or a note's link is labelled as a look at the field. `code`, the finding's,
 * refines a missing-data warning's target (MISSING_DATA_FIELDS).
 */
export function amendmentFindingTarget(
  findingPath: string | undefined,
  severity: AmendmentFinding['severity'] = 'error',
  code?: string,
): FindingTarget | null {
  if (!findingPath) return null;
  const path = missingDataPath(findingPath, code);
  const isError = severity === 'error';
  if (path.startsWith('uj.'))
    return { step: 0, field: path.slice('uj.'.length), label: isError ? FIX_IN_EDITOR : VIEW_IN_EDITOR };
  const isRegistered = path.startsWith('korabbi.') || path.startsWith('bejegyzes.') || path.startsWith('okirat');
  if (isRegistered && !PAYMENT.test(path)) return null;
  return { step: 1, field: amendmentDataField(path), label: isError ? FIX_IN_DATA : VIEW_IN_DATA };
}
