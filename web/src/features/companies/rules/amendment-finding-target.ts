import type { AmendmentFinding } from '../../../api/amendments.ts';

/**
 * Where a finding of the change summary is fixed: a company field in the editor (step 1), else the amendment data; or,
 * for a registered person's missing data, the saved person (`personId`), edited from the summary itself.
 */
export type StepTarget = { step: 0 | 1; field?: string; label: string };
export type PersonTarget = { personId: number; label: string };
/** The registered state's data, corrected outside the flow: the field of the company editor's page (decision 078). */
export type RegisteredDataTarget = { registeredField: string; label: string };
export type FindingTarget = StepTarget | PersonTarget | RegisteredDataTarget;

export const FIX_IN_EDITOR = 'Javítás az 1. lépésben (a társaság adatai)';
export const FIX_IN_DATA = 'Javítás a 2. lépésben (a módosítás adatai)';
/** A warning's or a note's link: it leads to the same field, without saying that something must be fixed. */
export const VIEW_IN_EDITOR = 'Megtekintés az 1. lépésben (a társaság adatai)';
export const VIEW_IN_DATA = 'Megtekintés a 2. lépésben (a módosítás adatai)';
/** A registered person's missing data: completed on the saved person (the registered state is not edited). */
export const COMPLETE_PERSON_IN_EDITOR = 'A személy adatainak kiegészítése az 1. lépésben (Személyes adatok)';
export const COMPLETE_PERSON = 'A személy adatainak kiegészítése';
/** A registered person's tax id the server refuses (saved before decision 080): corrected on the saved person. */
export const FIX_PERSON_IN_EDITOR = 'A személy adatainak javítása az 1. lépésben (Személyes adatok)';
export const FIX_PERSON = 'A személy adatainak javítása';
/** The registered state's entry given twice: corrected on the company's page (the label of decision 066's links). */
export const FIX_REGISTERED_DATA = 'Javítás a társaság adatlapján';
/** Said with the note of an entry the registered state holds twice (`bejegyzett-allapot-ketszer`, decision 071). */
export const REGISTERED_DATA_HINT =
  'A bejegyzett állapot adatait a társaság adatlapján javíthatja ki: mentse a javított adatokat, majd a Társaságok oldalon a „Változásbejegyzés rögzítése” gombbal rögzítse őket bejegyzett állapotként. A módosítást ezt követően újra kell kezdeni, mert az a bejegyzett állapotra épül.';

const REGISTERED_TWICE = 'bejegyzett-allapot-ketszer';
const REGISTERED_ENTRY = /^korabbi\.((?:tagok|ugyvezetok|telephelyek|fioktelepek)\.\d+)$/;
/** The code of a refused plan's field error (findingsOfRefusal). */
const REFUSED = 'VALIDATION_FAILED';
/** A registered person's tax id: the server takes his saved person's well-formed one in place of a refused one. */
const REGISTERED_TAX_ID = /^(korabbi\.(?:(?:tagok|ugyvezetok)\.\d+|cegvezeto))\.adoazonositoJel$/;

/**
 * The field of the company editor's page where an entry the registered state holds twice is corrected (`tagok.1`), or
 * a datum of the registered state the server refuses (a value saved before a rule was added; its message says how it is
 * corrected), null for any other finding. The registered state is fixed nowhere in the amendment flow: the saved
 * company's data are corrected and registered again (REGISTERED_DATA_HINT).
 */
export function registeredDataField(finding: { code?: string | undefined; path?: string | undefined }): string | null {
  if (!finding.path) return null;
  if (finding.code === REFUSED && finding.path.startsWith('korabbi.')) return finding.path.slice('korabbi.'.length);
  if (finding.code !== REGISTERED_TWICE) return null;
  return REGISTERED_ENTRY.exec(finding.path)?.[1] ?? null;
}

/** Whether the summary adds REGISTERED_DATA_HINT: a refusal's message (the server's) says it already. */
export function needsRegisteredDataHint(finding: { code?: string | undefined }): boolean {
  return finding.code === REGISTERED_TWICE;
}

/**
 * The amendment data form's field for a finding's path. The form keeps the schema's paths, except where a part is
 * chosen as a whole: a member reference is one select, a list without an item is its "add" button, a
 * contribution's member or new member is the contributor select, a transfer's buyer is the buyer's name.
 */
const DATA_FIELDS: [RegExp, string][] = [
  [/^dontes\.hitelesito(\..*)?$/, 'dontes.hitelesito'],
  // The convening's parts are the decision's own fields in the form (shown only for a meeting by invitation).
  [/^dontes\.osszehivas\.(meghivoKelte|osszehivo)$/, 'dontes.$1'],
  // A proxy's name and the date of his power are fields of their own (amendmentFormField finds the member's row).
  [/^dontes\.jelenlevok(?!\.\d+\.(?:kepviselo|meghatalmazasKelte)$)(\..*)?$/, 'dontes.jelenlevok'],
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
  // a refused mark of an address renamed by the state (decision 114): its checkbox
  [/^allamiCimvaltozas$/, 'allamiCimvaltozas.jelolve'],
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

type Linked = { szemely?: { id?: number | string | undefined } | undefined };
type PersonEntries = { tagok: readonly Linked[]; ugyvezetok: readonly Linked[]; cegvezeto: Linked | undefined };

function entriesOf(company: unknown): PersonEntries {
  const data = (typeof company === 'object' && company !== null ? company : {}) as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? (value as Linked[]) : []);
  const manager = data['cegvezeto'];
  return {
    tagok: list(data['tagok']),
    ugyvezetok: list(data['ugyvezetok']),
    cegvezeto: typeof manager === 'object' && manager !== null ? (manager as Linked) : undefined,
  };
}

/**
 * What a registered person's missing-data warning is read against: the registered state (`korabbi`), the changed state
 * (`uj`) and the ids of the user's saved persons.
 */
export type RegisteredPersons = {
  /** Company data (CompanyInput, whose fields the form leaves unknown), read as PersonEntries. */
  registered: unknown;
  changed: unknown;
  savedPersonIds: readonly (number | string)[];
};

const REGISTERED_PERSON = /^korabbi\.(?:(tagok|ugyvezetok)\.(\d+)|cegvezeto)$/;
const PERSON_DATA_CODES = new Set(['PERSONAL_DATA_MISSING', 'COMPANY_MANAGER_DATA_MISSING']);

type RegisteredPerson =
  /**
   * Linked to a saved person; `field`: the changed state's 'Személyes adatok' button of the same person, if any; for a
   * refused tax id, his tax id, which leads to the same button and opens its dialog at the field (decision 112).
   */
  { saved: true; id: number; field: string | undefined } | { saved: false };

/**
 * The registered person a missing-data warning names (`korabbi.tagok.1`, `korabbi.cegvezeto`); undefined for any other
 * finding. The server completes a registered entry linked to a saved person with the person's data it lacks, so the
 * data are given on the person: the same person's entry in the changed state (found by `szemely.id`, its own list
 * first) has the button, else the person is edited from the summary; an entry linked to no saved person cannot take
 * them.
 */
function registeredPerson(
  findingPath: string,
  code: string | undefined,
  persons: RegisteredPersons,
): RegisteredPerson | undefined {
  // a refused tax id is corrected on the person as a missing datum is completed there
  const path = code === REFUSED ? (REGISTERED_TAX_ID.exec(findingPath)?.[1] ?? '') : findingPath;
  const match = REGISTERED_PERSON.exec(path);
  if (!match || !code || (!PERSON_DATA_CODES.has(code) && code !== REFUSED)) return undefined;
  const [, list, index] = match;
  const registered = entriesOf(persons.registered);
  const changed = entriesOf(persons.changed);
  const entry = list ? registered[list as 'tagok' | 'ugyvezetok'][Number(index)] : registered.cegvezeto;
  const id = Number(entry?.szemely?.id);
  if (!Number.isInteger(id) || !persons.savedPersonIds.some((saved) => Number(saved) === id)) return { saved: false };
  const isSame = (other: Linked | undefined) => other?.szemely?.id !== undefined && Number(other.szemely.id) === id;
  const lists = list === 'ugyvezetok' ? (['ugyvezetok', 'tagok'] as const) : (['tagok', 'ugyvezetok'] as const);
  const target = code === REFUSED ? 'adoazonositoJel' : 'szemelyesAdatok';
  for (const name of lists) {
    const at = changed[name].findIndex(isSame);
    if (at >= 0) return { saved: true, id, field: `${name}.${at}.${target}` };
  }
  const field = isSame(changed.cegvezeto) ? `cegvezeto.${target}` : undefined;
  return { saved: true, id, field };
}

/**
 * The sentence that tells what to do about a registered person's missing data (registeredPerson), added to the
 * engine's warning; null for any other finding. The engine says what the documents lack; only the web knows its steps
 * and buttons (as editor-hints.ts for the company editor).
 */
export function registeredPersonHint(finding: AmendmentFinding, persons: RegisteredPersons): string | null {
  const isMissingData = finding.code !== undefined && PERSON_DATA_CODES.has(finding.code);
  const person = finding.path && isMissingData ? registeredPerson(finding.path, finding.code, persons) : undefined;
  if (!person) return null;
  if (!person.saved)
    return 'A bejegyzett állapotban ez a személy nem kapcsolódik a Személyek között mentett személyek egyikéhez sem, ezért a hiányzó adatai itt nem pótolhatók: a dokumentumokban a kipontozott helyeket kézzel kell kitölteni.';
  const where = person.field
    ? 'az 1. lépésben, a személy „Személyes adatok” gombjával (vagy a Személyek menüpontban)'
    : 'az alábbi hivatkozással (vagy a Személyek menüpontban)';
  return `A bejegyzett állapot nem módosítható: a hiányzó adatokat a mentett személy adataként adja meg ${where}; a dokumentumok a bejegyzett állapotból hiányzó adatokat a személy adataiból veszik át.`;
}

/**
 * Only an error is to be fixed: a warning's or a note's link is labelled as a look at the field. `code`, the finding's,
 * refines a missing-data warning's target (MISSING_DATA_FIELDS); with `persons`, a registered person's missing data
 * lead to the saved person (registeredPerson).
 */
export function amendmentFindingTarget(
  findingPath: string | undefined,
  severity?: AmendmentFinding['severity'],
  code?: string,
): StepTarget | null;
export function amendmentFindingTarget(
  findingPath: string | undefined,
  severity: AmendmentFinding['severity'] | undefined,
  code: string | undefined,
  persons: RegisteredPersons | undefined,
): FindingTarget | null;
export function amendmentFindingTarget(
  findingPath: string | undefined,
  severity: AmendmentFinding['severity'] = 'error',
  code?: string,
  persons?: RegisteredPersons,
): FindingTarget | null {
  if (!findingPath) return null;
  const person = persons && registeredPerson(findingPath, code, persons);
  const isRefused = code === REFUSED;
  if (person?.saved)
    return person.field
      ? { step: 0, field: person.field, label: isRefused ? FIX_PERSON_IN_EDITOR : COMPLETE_PERSON_IN_EDITOR }
      : { personId: person.id, label: isRefused ? FIX_PERSON : COMPLETE_PERSON };
  const registeredField = registeredDataField({ code, path: findingPath });
  if (registeredField && persons) return { registeredField, label: FIX_REGISTERED_DATA };
  if (person) return null;
  const path = missingDataPath(findingPath, code);
  const isError = severity === 'error';
  if (path.startsWith('uj.'))
    return { step: 0, field: path.slice('uj.'.length), label: isError ? FIX_IN_EDITOR : VIEW_IN_EDITOR };
  const isRegistered = path.startsWith('korabbi.') || path.startsWith('bejegyzes.') || path.startsWith('okirat');
  if (isRegistered && !PAYMENT.test(path)) return null;
  return { step: 1, field: amendmentDataField(path), label: isError ? FIX_IN_DATA : VIEW_IN_DATA };
}

/**
 * A refused plan's field errors (`POST …/modositas/terv`, 400) as the summary's findings (decision 072), so that each
 * leads to its field as a finding does: the body's new state (`uj.…`) to the company editor, the amendment's data
 * (`modositas.…`, the findings' own paths) and the members' payments (`befizetettTorzsbetetek.N`) to step 2, the
 * registered state (`korabbi.…`, a datum saved before a rule was added) to the saved person or the company's page; any
 * other path has none (the alert tells its message).
 */
export function findingsOfRefusal(fields: Record<string, string>): AmendmentFinding[] {
  return Object.entries(fields).map(([path, message]) => ({
    severity: 'error',
    code: 'VALIDATION_FAILED',
    // A path of no part of the body the flow edits (the body as a whole, `_`) leads nowhere.
    path: path.startsWith('modositas.')
      ? path.slice('modositas.'.length)
      : path.startsWith('uj.') || path.startsWith('befizetettTorzsbetetek.') || path.startsWith('korabbi.')
        ? path
        : undefined,
    message,
  }));
}
