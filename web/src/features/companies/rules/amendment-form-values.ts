import { amendmentDataSchema, parseWith, type CompanyInput, type DecisionMode } from '@cegdok/engine';
import type { FormErrors } from '@mantine/form';
import type { AmendmentDataInput } from '../../../api/amendments.ts';
import { INVALID_TIME_OF_DAY, normaliseTimeOfDay } from '../../../lib/time-of-day.ts';
import { emptyLanguage, toLanguageForm, type LanguageFormValues } from '../../persons/components/language-fields.tsx';
import {
  initialBusinessYear,
  initialCapitalIncrease,
  toBusinessYearData,
  toCapitalIncreaseData,
  type BusinessYearFormValues,
  type CapitalIncreaseFormValues,
} from './amendment-capital-values.ts';
import {
  initialAuthorityAddressChange,
  toAuthorityAddressChangeData,
  type AuthorityAddressChangeFormValues,
} from './amendment-address-change-values.ts';
import { decidingMembers, defaultChair, memberRefOf, type MemberRef } from './amendment-members.ts';
import { initialPaidContributions } from './amendment-paid-contributions.ts';
import { ownershipPassesProblem, toTransferData, type TransferFormValues } from './amendment-transfer-values.ts';

export type DirectorEndReason = 'VISSZAHIVAS' | 'LEMONDAS' | 'LEJARAT';
export type Convening = 'TELJES_JELENLET' | 'MEGHIVO';
export type VoteChoice = 'IGEN' | 'NEM' | 'TARTOZKODAS' | 'NEM_SZAVAZHATOTT';
/** Per resolution subject (the plan's `subject`), each present member's vote by member key (amendment-members.ts `memberKey`); missing = yes. */
export type VoteChoices = Record<string, Record<string, VoteChoice>>;

/** A member's vote arrival in a written resolution: the member's key (`memberKey`), the day (null: not given). */
export type VoteArrivalFormValues = { tag: string; beerkezes: string | null };

/**
 * A meeting's attendance by proxy (Ptk. 3:110. § (1)): the member's key (`memberKey`), the proxy's name (empty: the member
 * attends in person, a legal entity through its representative) and the day of the power of attorney (null: not given).
 */
export type ProxyFormValues = { tag: string; kepviselo: string; meghatalmazasKelte: string | null };

/** A meeting's attendee who is not a member (a director, the lawyer): listed on the attendance sheet. */
/** An other attendee: his capacity, and whether he understands Hungarian, for the sheet he signs (decision 095). */
export type OtherAttendeeFormValues = { nev: string; minoseg: string } & LanguageFormValues;

/** An other attendee's row as added: a name, a capacity and no answer on Hungarian yet. */
export const emptyOtherAttendee = (): OtherAttendeeFormValues => ({ nev: '', minoseg: '', ...emptyLanguage() });

/** The amendment data step's form: the schema's own paths, dates as the date pickers give them (null = empty). */
export type AmendmentFormValues = {
  ugyvediIroda: { nev: string; szekhely: string; ugyvedNeve: string; kasz: string };
  keltezesHelye: string;
  keltezesIdeje: string | null;
  hatalyNapja: string | null;
  /** The yearly number of the decision's first resolution, as typed; empty: 1. */
  hatarozatSorszam: string;
  dontes: {
    mod: DecisionMode;
    datum: string | null;
    helye: string;
    kezdes: string;
    befejezes: string;
    osszehivas: Convening;
    meghivoKelte: string | null;
    /** The registered director who sent the invitation, by name as the minutes name him; null: not named. */
    osszehivo?: string | null;
    tervezetMegkuldese: string | null;
    /** A written resolution's last day for the votes; empty: the decision's day. */
    szavazasiHatarido: string | null;
    /**
     * A written resolution's day each vote arrived (Ptk. 3:20. § (4)): a row per member entitled to vote, in the
     * deciders' order, by member key; null: not given (the request leaves the member out).
     */
    szavazatBeerkezesek: VoteArrivalFormValues[];
    levezetoElnok: string;
    jegyzokonyvvezeto: string;
    /** The authenticating member's key (`memberKey`). */
    hitelesito: string | null;
    /** The keys (`memberKey`) of the members present. */
    jelenlevok: string[];
    /** A meeting's proxies: a row per member entitled to vote, in the deciders' order (sent for those present). */
    meghatalmazasok: ProxyFormValues[];
    /** A meeting's attendees who are not members, sent for a meeting only. */
    egyebJelenlevok: OtherAttendeeFormValues[];
    egyhangu: boolean;
    /** The votes of a decision that was not unanimous, for each subject of the last plan. */
    szavazatok: VoteChoices;
  };
  ugyvezetoValtozas: {
    /**
     * `lemondasKozlese`: the day a resignation was communicated (Ptk. 3:25. § (3)–(4)); asked and sent only for a
     * resignation, absent or null: not given.
     */
    megszunok: { nev: string; ok: DirectorEndReason; datum: string | null; lemondasKozlese?: string | null }[];
    elfogadasok: { nev: string; datum: string | null }[];
  };
  uzletreszAtruhazasok: TransferFormValues[];
  /** Null unless the new capital is higher than the registered one. */
  tokeemeles: CapitalIncreaseFormValues | null;
  /** Null unless the balance-sheet day differs from the registered one. */
  uzletiEvValtozas: BusinessYearFormValues | null;
  /** Null unless the seat's, a telephely's or a fióktelep's address differs from the registered one. */
  allamiCimvaltozas: AuthorityAddressChangeFormValues | null;
  /** Per registered member (the registered state's order): the törzsbetét is fully paid (the API's own field). */
  befizetettTorzsbetetek: boolean[];
};

export const DECISION_MODE_LABELS: Record<DecisionMode, string> = {
  TAGGYULES: 'Taggyűlés',
  ULES_NELKULI: 'Ülés tartása nélküli határozathozatal',
  EGYEDULI_TAG: 'Az egyedüli tag döntése',
  TAGOK_SZERZODESE: 'A tagok szerződése (valamennyi tag aláírásával)',
};

export const VOTE_CHOICE_LABELS: Record<VoteChoice, string> = {
  IGEN: 'Igen',
  NEM: 'Nem',
  TARTOZKODAS: 'Tartózkodott',
  NEM_SZAVAZHATOTT: 'Nem szavazhatott',
};

export const DIRECTOR_END_REASON_LABELS: Record<DirectorEndReason, string> = {
  VISSZAHIVAS: 'Visszahívás',
  LEMONDAS: 'Lemondás',
  LEJARAT: 'A megbízás lejárta',
};

export const KASZ_REQUIRED = 'A KASZ szám megadása kötelező.';
export const CHAIR_REQUIRED = 'A levezető elnök nevének megadása kötelező.';
export const MEMBER_REQUIRED = 'Kérjük, válassza ki a tagot.';
/** A member reference of a transfer (the seller, a pre-emption statement's member): chosen in a select. */
const MEMBER_REF = /^uzletreszAtruhazasok\.\d+\.(eladoTag|elovasarlasiNyilatkozatok\.\d+\.tag)$/;
export const KEEPER_REQUIRED = 'A jegyzőkönyvvezető nevének megadása kötelező.';

type Director = { szemely?: { id?: unknown } | null; nev: string };
const personKey = (director: Director) =>
  director.szemely?.id === undefined || director.szemely.id === null
    ? `nev:${director.nev}`
    : `id:${director.szemely.id}`;

/** The registered directors, any of whom may convene the meeting (Ptk. 3:196. § (2)): the convener's choices. */
export function registeredDirectorNames(base: CompanyInput): string[] {
  return [...new Set(((base.ugyvezetok ?? []) as Director[]).map((director) => director.nev).filter(Boolean))];
}

/** Directors of the registered state missing from the new one, and the new state's directors not registered yet. */
export function directorChanges(base: CompanyInput, changed: CompanyInput) {
  const baseDirectors = (base.ugyvezetok ?? []) as Director[];
  const changedDirectors = (changed.ugyvezetok ?? []) as Director[];
  const baseKeys = new Set(baseDirectors.map(personKey));
  const changedKeys = new Set(changedDirectors.map(personKey));
  return {
    removed: baseDirectors.filter((director) => !changedKeys.has(personKey(director))).map((director) => director.nev),
    added: changedDirectors.filter((director) => !baseKeys.has(personKey(director))).map((director) => director.nev),
  };
}

type Defaults = {
  base: CompanyInput;
  changed: CompanyInput;
  lawFirm: AmendmentFormValues['ugyvediIroda'];
  today: string;
  /** The company as saved since the registration: a törzsbetét marked paid there counts as paid. */
  saved?: CompanyInput;
  /** The values entered before (the lawyer went back to the editor): kept where they still apply. */
  previous?: AmendmentFormValues;
  /** The new state `previous` was entered for: contribution rows still as suggested for it follow the new one. */
  previousChanged?: CompanyInput;
};

/** A decision entered before still fits the deciders: its members decide still, one of them alone or several. */
function decisionFits(dontes: AmendmentFormValues['dontes'], deciders: MemberRef[]): boolean {
  return (
    (dontes.mod === 'EGYEDULI_TAG') === (deciders.length === 1) &&
    dontes.jelenlevok.every((id) => deciders.some((decider) => decider.id === id))
  );
}

/** A row for each member entitled to vote, with the day entered before for that member. */
function voteArrivalRows(deciders: MemberRef[], previous: VoteArrivalFormValues[] = []): VoteArrivalFormValues[] {
  const days = new Map(previous.map((row) => [row.tag, row.beerkezes]));
  return deciders.map((member) => ({ tag: member.id, beerkezes: days.get(member.id) ?? null }));
}

/** A proxy row for each member entitled to vote, with the proxy entered before for that member. */
function proxyRows(deciders: MemberRef[], previous: ProxyFormValues[] = []): ProxyFormValues[] {
  const rows = new Map(previous.map((row) => [row.tag, row]));
  return deciders.map((member) => rows.get(member.id) ?? { tag: member.id, kepviselo: '', meghatalmazasKelte: null });
}

const rowsFit = (rows: readonly { tag: string }[], deciders: MemberRef[]) =>
  rows.length === deciders.length && rows.every((row, index) => row.tag === deciders[index]!.id);

/**
 * A decision entered before, with a vote arrival row and a proxy row for each of the deciders (the same object if it
 * has them).
 */
function withDeciderRows(dontes: AmendmentFormValues['dontes'], deciders: MemberRef[]): AmendmentFormValues['dontes'] {
  const proxies = dontes.meghatalmazasok as ProxyFormValues[] | undefined;
  const others = dontes.egyebJelenlevok as OtherAttendeeFormValues[] | undefined;
  if (rowsFit(dontes.szavazatBeerkezesek, deciders) && proxies && rowsFit(proxies, deciders) && others) return dontes;
  return {
    ...dontes,
    egyebJelenlevok: others ?? [],
    szavazatBeerkezesek: voteArrivalRows(deciders, dontes.szavazatBeerkezesek),
    meghatalmazasok: proxyRows(deciders, proxies),
  };
}

/**
 * The form's starting point: a sole member decides alone, several members at a meeting all of them attend and vote
 * yes (the deciders: the new sole member of a company becoming single-member); each removed director gets a reason
 * row and each new director an acceptance row. A decision entered before is kept while it fits the deciders; when
 * it no longer does, its members present, authenticator, chair and votes start afresh, the rest of it is kept.
 */
export function initialAmendmentForm({
  base,
  changed,
  lawFirm,
  today,
  saved,
  previous,
  previousChanged,
}: Defaults): AmendmentFormValues {
  const deciders = decidingMembers(base, changed);
  const { removed, added } = directorChanges(base, changed);
  const previousRemoval = new Map(previous?.ugyvezetoValtozas.megszunok.map((row) => [row.nev, row]));
  const previousAcceptance = new Map(previous?.ugyvezetoValtozas.elfogadasok.map((row) => [row.nev, row]));
  const previousDecision = previous?.dontes;
  return {
    ugyvediIroda: previous?.ugyvediIroda ?? lawFirm,
    keltezesHelye: previous?.keltezesHelye ?? '',
    keltezesIdeje: previous?.keltezesIdeje ?? today,
    hatalyNapja: previous?.hatalyNapja ?? null,
    hatarozatSorszam: previous?.hatarozatSorszam ?? '',
    dontes:
      previousDecision && decisionFits(previousDecision, deciders)
        ? withDeciderRows(previousDecision, deciders)
        : {
            // the way of deciding entered stays while one member decides alone as before, or several as before
            mod:
              previousDecision && (previousDecision.mod === 'EGYEDULI_TAG') === (deciders.length === 1)
                ? previousDecision.mod
                : deciders.length === 1
                  ? 'EGYEDULI_TAG'
                  : 'TAGGYULES',
            datum: previousDecision?.datum ?? today,
            helye: previousDecision?.helye ?? '',
            // a meeting's and a written resolution's details entered before do not depend on who decides
            kezdes: previousDecision?.kezdes ?? '10:00',
            befejezes: previousDecision?.befejezes ?? '10:30',
            osszehivas: previousDecision?.osszehivas ?? 'TELJES_JELENLET',
            meghivoKelte: previousDecision?.meghivoKelte ?? null,
            osszehivo: previousDecision?.osszehivo ?? null,
            tervezetMegkuldese: previousDecision?.tervezetMegkuldese ?? null,
            szavazasiHatarido: previousDecision?.szavazasiHatarido ?? null,
            szavazatBeerkezesek: voteArrivalRows(deciders, previousDecision?.szavazatBeerkezesek),
            levezetoElnok: defaultChair(base, changed),
            jegyzokonyvvezeto: previousDecision?.jegyzokonyvvezeto ?? '',
            hitelesito: deciders[1]?.id ?? null,
            jelenlevok: deciders.map((member) => member.id),
            meghatalmazasok: proxyRows(deciders, previousDecision?.meghatalmazasok),
            egyebJelenlevok: previousDecision?.egyebJelenlevok ?? [],
            egyhangu: true,
            szavazatok: {},
          },
    ugyvezetoValtozas: {
      megszunok: removed.map((nev) => previousRemoval.get(nev) ?? { nev, ok: 'VISSZAHIVAS', datum: today }),
      elfogadasok: added.map((nev) => previousAcceptance.get(nev) ?? { nev, datum: today }),
    },
    uzletreszAtruhazasok: previous?.uzletreszAtruhazasok ?? [],
    tokeemeles: initialCapitalIncrease(
      base,
      changed,
      previous?.tokeemeles,
      previous?.uzletreszAtruhazasok ?? [],
      previousChanged,
    ),
    uzletiEvValtozas: initialBusinessYear(base, changed, previous?.uzletiEvValtozas),
    allamiCimvaltozas: initialAuthorityAddressChange(base, changed, previous?.allamiCimvaltozas),
    befizetettTorzsbetetek: previous?.befizetettTorzsbetetek ?? initialPaidContributions(base, saved),
  };
}

/** A meeting or a written decision of several members that was not unanimous: each resolution's votes are recorded. */
export function recordsVotes(dontes: AmendmentFormValues['dontes']): boolean {
  return !dontes.egyhangu && (dontes.mod === 'TAGGYULES' || dontes.mod === 'ULES_NELKULI');
}

/** The votes for exactly the plan's subjects (a new subject starts with every member voting yes), or null if unchanged. */
export function votesForSubjects(votes: VoteChoices, subjects: readonly string[]): VoteChoices | null {
  const unique = [...new Set(subjects)];
  const current = Object.keys(votes);
  if (unique.length === current.length && unique.every((subject) => subject in votes)) return null;
  return Object.fromEntries(unique.map((subject) => [subject, votes[subject] ?? {}]));
}

/** The votes as the API takes them: every present member under their choice, by member key. */
function toVotes(dontes: AmendmentFormValues['dontes']) {
  return Object.entries(dontes.szavazatok).map(([targy, choices]) => {
    const refs = (choice: VoteChoice) =>
      dontes.jelenlevok.filter((id) => (choices[id] ?? 'IGEN') === choice).map(memberRefOf);
    return {
      targy,
      igen: refs('IGEN'),
      nem: refs('NEM'),
      tartozkodas: refs('TARTOZKODAS'),
      nemSzavazhatott: refs('NEM_SZAVAZHATOTT'),
    };
  });
}

/** The days given, as the API takes them: a member without a day is left out. */
function toVoteArrivals(dontes: AmendmentFormValues['dontes']) {
  return dontes.szavazatBeerkezesek.flatMap((row) =>
    row.beerkezes ? [{ tag: memberRefOf(row.tag), beerkezes: row.beerkezes }] : [],
  );
}

const ARRIVAL_PATH = /^dontes\.szavazatBeerkezesek(?:\.(\d+)(?:\..*)?)?$/;
const PROXY_PATH = /^dontes\.jelenlevok\.(\d+)\.(kepviselo|meghatalmazasKelte)$/;

/**
 * The form's field for a path of the amendment data sent (a schema issue's, an engine finding's). The request lists
 * only the members whose vote's arrival is given, the form has a row for each member entitled to vote: the request's
 * n-th arrival is the n-th row with a day. A finding on the whole list (a member who voted without a day) leads to
 * the first voting member's row left empty. A proxy of the request's n-th member present is on that member's proxy row.
 */
export function amendmentFormField(path: string, dontes: AmendmentFormValues['dontes']): string {
  const proxy = PROXY_PATH.exec(path);
  if (proxy) {
    // the request's n-th member present is the proxy row of that member
    const row = dontes.meghatalmazasok.findIndex((candidate) => candidate.tag === dontes.jelenlevok[Number(proxy[1])]);
    return row < 0 ? path : `dontes.meghatalmazasok.${row}.${proxy[2]}`;
  }
  const match = ARRIVAL_PATH.exec(path);
  if (!match) return path;
  const rows = dontes.szavazatBeerkezesek;
  const empty = (row: VoteArrivalFormValues) => row.beerkezes === null;
  const index =
    match[1] === undefined
      ? [rows.findIndex((row) => empty(row) && dontes.jelenlevok.includes(row.tag)), rows.findIndex(empty)].find(
          (candidate) => candidate >= 0,
        )
      : rows.flatMap((row, rowIndex) => (empty(row) ? [] : [rowIndex]))[Number(match[1])];
  return `dontes.szavazatBeerkezesek.${index ?? 0}.beerkezes`;
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The members present as the API takes them: at a meeting, a member attending by proxy with the proxy's name and the
 * day of the power of attorney (the day only with a name).
 */
function toAttendance(dontes: AmendmentFormValues['dontes']) {
  const proxies = new Map(dontes.meghatalmazasok.map((row) => [row.tag, row]));
  return dontes.jelenlevok.map((id) => {
    const proxy = dontes.mod === 'TAGGYULES' ? proxies.get(id) : undefined;
    const name = proxy ? text(proxy.kepviselo) : undefined;
    return {
      tag: memberRefOf(id),
      ...(name ? { kepviselo: name } : {}),
      ...(name && proxy?.meghatalmazasKelte ? { meghatalmazasKelte: proxy.meghatalmazasKelte } : {}),
    };
  });
}

/** A meeting's time as the minutes state it, `HH:MM`, however it was typed; one that cannot be read as it is. */
const time = (value: string) => normaliseTimeOfDay(value) ?? value;

/**
 * The amendment data as the API takes it (amendmentDataSchema input): only what the decision mode uses. `members` are
 * the registered members: a contributor's reference carries the name its commitment statement is titled with.
 */
export function toAmendmentData(values: AmendmentFormValues, members: MemberRef[]): AmendmentDataInput {
  const { dontes } = values;
  const isMeeting = dontes.mod === 'TAGGYULES';
  const change = values.ugyvezetoValtozas;
  return {
    ugyvediIroda: values.ugyvediIroda,
    keltezesHelye: values.keltezesHelye,
    keltezesIdeje: values.keltezesIdeje ?? '',
    ...(values.hatalyNapja ? { hatalyNapja: values.hatalyNapja } : {}),
    hatarozatSorszam: text(values.hatarozatSorszam) ?? 1,
    uzletreszAtruhazasok: toTransferData(values.uzletreszAtruhazasok),
    ...(values.tokeemeles ? { tokeemeles: toCapitalIncreaseData(values.tokeemeles, members) } : {}),
    ...(values.uzletiEvValtozas ? { uzletiEvValtozas: toBusinessYearData(values.uzletiEvValtozas) } : {}),
    ...toAuthorityAddressChangeData(values.allamiCimvaltozas),
    dontes: {
      mod: dontes.mod,
      datum: dontes.datum ?? '',
      helye: text(dontes.helye),
      ...(isMeeting
        ? {
            kezdes: text(time(dontes.kezdes)),
            befejezes: text(time(dontes.befejezes)),
            osszehivas: {
              mod: dontes.osszehivas,
              ...(dontes.osszehivas === 'MEGHIVO' && dontes.meghivoKelte ? { meghivoKelte: dontes.meghivoKelte } : {}),
              ...(dontes.osszehivas === 'MEGHIVO' && dontes.osszehivo ? { osszehivo: dontes.osszehivo } : {}),
            },
            levezetoElnok: text(dontes.levezetoElnok),
            jegyzokonyvvezeto: text(dontes.jegyzokonyvvezeto),
            ...(dontes.hitelesito ? { hitelesito: memberRefOf(dontes.hitelesito) } : {}),
          }
        : {}),
      ...(dontes.mod === 'ULES_NELKULI' && dontes.tervezetMegkuldese
        ? { tervezetMegkuldese: dontes.tervezetMegkuldese }
        : {}),
      ...(dontes.mod === 'ULES_NELKULI' && dontes.szavazasiHatarido
        ? { szavazasiHatarido: dontes.szavazasiHatarido }
        : {}),
      ...(dontes.mod === 'ULES_NELKULI' && toVoteArrivals(dontes).length > 0
        ? { szavazatBeerkezesek: toVoteArrivals(dontes) }
        : {}),
      jelenlevok: toAttendance(dontes),
      // each row as typed, trimmed: a blank name or capacity is named by the schema on its field
      egyebJelenlevok: isMeeting ? dontes.egyebJelenlevok.map(toOtherAttendee) : [],
      egyhangu: dontes.egyhangu,
      szavazasok: recordsVotes(dontes) ? toVotes(dontes) : [],
    },
    ...(change.megszunok.length > 0 || change.elfogadasok.length > 0
      ? {
          ugyvezetoValtozas: {
            megszunok: change.megszunok.map(({ lemondasKozlese, ...row }) => ({
              ...row,
              datum: row.datum ?? '',
              // a day entered under a resignation stays in the form when the reason changes, but is not sent
              ...(row.ok === 'LEMONDAS' && lemondasKozlese ? { lemondasKozlese } : {}),
            })),
            elfogadasok: change.elfogadasok.map((row) => ({ ...row, datum: row.datum ?? '' })),
          },
        }
      : {}),
  };
}

/**
 * The engine's amendmentDataSchema messages on the form's fields, plus what a meeting's minutes cannot lack and a share
 * that would pass on payment only after the buyer is counted a member.
 */
export function validateAmendmentForm(values: AmendmentFormValues): FormErrors {
  const errors: FormErrors = {};
  // The members' names only title documents: the schema checks the references by their ids.
  const parsed = parseWith(amendmentDataSchema, toAmendmentData(values, []));
  if (!parsed.ok)
    for (const issue of parsed.issues)
      errors[amendmentFormField(issue.path, values.dontes).replace(/^dontes\.hitelesito\..*$/, 'dontes.hitelesito')] ??=
        MEMBER_REF.test(issue.path) ? MEMBER_REQUIRED : issue.message;
  if (values.ugyvediIroda.kasz.trim() === '') errors['ugyvediIroda.kasz'] ??= KASZ_REQUIRED;
  values.uzletreszAtruhazasok.forEach((transfer, index) => {
    const problem = ownershipPassesProblem(transfer, values.keltezesIdeje);
    if (problem) errors[`uzletreszAtruhazasok.${index}.tulajdonatszallas`] ??= problem;
  });
  if (values.dontes.mod === 'TAGGYULES') {
    if (values.dontes.levezetoElnok.trim() === '') errors['dontes.levezetoElnok'] ??= CHAIR_REQUIRED;
    if (values.dontes.jegyzokonyvvezeto.trim() === '') errors['dontes.jegyzokonyvvezeto'] ??= KEEPER_REQUIRED;
    for (const field of ['kezdes', 'befejezes'] as const)
      if (normaliseTimeOfDay(values.dontes[field]) === null) errors[`dontes.${field}`] ??= INVALID_TIME_OF_DAY;
  }
  return errors;
}

/** An other attendee's row, trimmed; his language answer and texts as the person editor sends them (blank: none). */
function toOtherAttendee(row: OtherAttendeeFormValues) {
  const language = toLanguageForm(row);
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    nev: row.nev.trim(),
    minoseg: row.minoseg.trim(),
    nemErtiMagyarul: language.nemErtiMagyarul ?? undefined,
    magyarazatNyelve: text(language.magyarazatNyelve),
    tolmacsNeve: text(language.tolmacsNeve),
    tolmacsAzonosito: text(language.tolmacsAzonosito),
  };
}
