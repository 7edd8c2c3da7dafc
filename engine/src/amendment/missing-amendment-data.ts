import { representativesOn } from '../checks/check-age.ts';
import {
  blankNote,
  checkKasz,
  missingDataList,
  missingLegalEntityData,
  missingManagerData,
  missingPersonalData,
  missingRepresentativeFields,
  missingUsedPropertyData,
  TAX_ID,
  type PersonalData,
} from '../checks/check-missing-data.ts';
import type { Warning } from '../checks/warning.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { joinList } from '../hu/join-list.ts';
import { deriveMembers, nameInText } from '../model/derive-members.ts';
import { deriveModel } from '../model/derive-model.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import { keptOldSeat, oldSeatPropertyFinding } from './old-seat-property.ts';
import { targetDeclarationModel } from './registered-addresses.ts';
import type { LegalRepresentative } from '../schema/person.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';
import type { AmendmentPlan } from './plan-amendment.ts';
import { votingFormDay } from './voting-form-day.ts';

/** A person as the amendment's documents identify him (`identityInline` in templates/partials/identity.njk). */
type Person = PersonalData & {
  nev: string;
  szemely?: { id?: string | number } | undefined;
  lakohely?: string | undefined;
  jogiSzemely?: boolean | undefined;
  cegjegyzekszam?: string | undefined;
  kepviselo?: string | undefined;
  torvenyesKepviselok?: readonly LegalRepresentative[] | undefined;
};

/** One document printing one person's identification. */
type Printed = {
  person: Person;
  /** Where the printed data are given in the request. */
  path: string;
  /** The person's role, after his name: "tag", "vevő", "ügyvezető". */
  role: string;
  /** The document, as the message names it ("az üzletrész-adásvételi szerződésben"). */
  document: string;
  /** The identification prints the tax id, a blank when missing (`identityInline(p, true)`). */
  printsTaxId: boolean;
  /** The day the document names a minor's representatives on (`representativesOn`); null: it names none. */
  representativesDay: string | null;
};

/**
 * A person who becomes a member by this amendment (a buyer from outside, a new member of a capital increase): the
 * change is registered with his data, the tax id included, though the articles and the contract print it only when
 * given, as at formation (MEMBER_TAX_ID_NOTE).
 */
type Newcomer = { path: string; person: Person };

const ARTICLES = 'a létesítő okirat egységes szerkezetbe foglalt szövegében';
const DEED = 'a létesítő okirat módosításában';

/**
 * The persons whose identification the amendment's documents print (`plan.documents`, as render-amendment.ts fills the
 * templates), each with the document, the request path of the printed data and whether a blank stands for a missing
 * tax id. Persons the amendment leaves unchanged count too where a document of this amendment prints them: the
 * consolidated articles reprint every member and director of the target state with their birth data (Ctv. 51. § (2)),
 * the sole member's decision and the voting forms identify the deciding members, the pre-emption statements the other
 * members; a blank there is a blank in a filed document. The member register is no such document: it prints the
 * members' names and addresses only (and a minor's representatives' names), never a blank for personal data.
 */
function printedPersons(plan: AmendmentPlan, deedText: string | undefined): Printed[] {
  const { request } = plan;
  const has = (id: string) => plan.documents.some((document) => document.id === id);
  const printed: Printed[] = [];
  const registered = deriveMembers(request.korabbi.tagok).members;
  const target = deriveMembers(request.uj.tagok).members;
  // the deciding members are the registered ones, or the target state's on becoming single-member (votersOf)
  const votersFrom = plan.changes.some((change) => change.type === 'EGYSZEMELYESSE_VALAS') ? 'uj' : 'korabbi';
  const voterPath = (voter: AmendmentPlan['voters'][number]) => `${votersFrom}.tagok.${voter.index}`;
  if (has('egyseges-szerkezet')) {
    // the articles print a member's tax id only when given (decision 023), a director's too ('known')
    target.forEach((member) =>
      printed.push({
        person: member,
        path: `uj.tagok.${member.index}`,
        role: 'tag',
        document: ARTICLES,
        printsTaxId: false,
        representativesDay: request.keltezesIdeje,
      }),
    );
    request.uj.ugyvezetok.forEach((director, index) =>
      printed.push({
        person: director,
        path: `uj.ugyvezetok.${index}`,
        role: 'ügyvezető',
        document: ARTICLES,
        printsTaxId: false,
        representativesDay: null,
      }),
    );
  }
  // a new director is elected by the resolution (every draft of a written one is on the voting forms too)
  const resolution = plan.mode === 'ULES_NELKULI' ? 'a határozatban és a szavazólapokon' : 'a határozatban';
  const elected = new Set(
    plan.changes.filter((change) => change.type === 'UGYVEZETO_UJ').map((change) => change.person),
  );
  if (has('hatarozat'))
    request.uj.ugyvezetok.forEach((director, index) => {
      if (elected.has(director.nev))
        printed.push({
          person: director,
          path: `uj.ugyvezetok.${index}`,
          role: 'ügyvezető',
          document: resolution,
          printsTaxId: false,
          representativesDay: null,
        });
    });
  // the deed reprints the points it changes, with every member or director they identify (as the articles do): the
  // members' point when the members or their contributions change, the directors' point when a director changes. Its
  // text tells; without it, the new members and the elected directors, whom a changed point always names.
  const isInDeed = (person: Person) =>
    has('modositas') &&
    (deedText === undefined
      ? !request.korabbi.tagok.some((old) => isSameParty(old, person)) || elected.has(person.nev)
      : [`${person.nev} (születési név:`, `${person.nev} (székhely:`].some((opening) => deedText.includes(opening)));
  target.forEach((member) => {
    if (isInDeed(member))
      printed.push({
        person: member,
        path: `uj.tagok.${member.index}`,
        role: 'tag',
        document: DEED,
        printsTaxId: false,
        representativesDay: request.keltezesIdeje,
      });
  });
  request.uj.ugyvezetok.forEach((director, index) => {
    if ((deedText !== undefined || elected.has(director.nev)) && isInDeed(director))
      printed.push({
        person: director,
        path: `uj.ugyvezetok.${index}`,
        role: 'ügyvezető',
        document: DEED,
        printsTaxId: false,
        representativesDay: null,
      });
  });
  // a new director's acceptance and signature specimen; a director whose signing right changes gives a new specimen.
  // The resolution and the acceptance print a new director's tax id, but a missing one is refused
  // (`ugyvezeto-adoazonosito`), so it is never a blank here.
  plan.documents.forEach((document) => {
    const director = document.index === undefined ? undefined : request.uj.ugyvezetok[document.index];
    if (!director) return;
    const path = `uj.ugyvezetok.${document.index}`;
    if (document.id === 'elfogado-nyilatkozat')
      printed.push({
        person: director,
        path,
        role: 'ügyvezető',
        document: 'az elfogadó nyilatkozatban',
        printsTaxId: false,
        representativesDay: null,
      });
    if (document.id === 'alairasminta')
      printed.push({
        person: director,
        path,
        role: 'ügyvezető',
        document: 'az aláírás-mintában',
        printsTaxId: false,
        representativesDay: null,
      });
  });
  // the sole member's decision identifies him with his tax id, on the decision's day (hatarozat.njk)
  const sole = plan.voters[0];
  if (plan.mode === 'EGYEDULI_TAG' && has('hatarozat') && sole)
    printed.push({
      person: sole,
      path: voterPath(sole),
      role: 'egyedüli tag',
      document: 'az egyedüli tag határozatában',
      printsTaxId: true,
      representativesDay: request.dontes.datum,
    });
  // a written resolution's voting form identifies the voter without the tax id, on the form's day (szavazolap.njk)
  plan.documents.forEach((document) => {
    const voter = document.id === 'szavazolap' ? plan.voters[document.index ?? 0] : undefined;
    if (voter)
      printed.push({
        person: voter,
        path: voterPath(voter),
        role: 'tag',
        document: 'a szavazólapján',
        printsTaxId: false,
        representativesDay: votingFormDay(request, plan.mode, voter).day,
      });
  });
  // the transfer agreement (uzletresz-atruhazas.njk): the seller and the buyer in the contract, the buyer in his
  // notification, the other registered members in their pre-emption statements; tax ids only when given
  const oldModel = deriveModel({
    ugyvediIroda: request.ugyvediIroda,
    keltezesHelye: request.keltezesHelye,
    keltezesIdeje: request.keltezesIdeje,
    tarsasag: request.korabbi,
  });
  request.uzletreszAtruhazasok.forEach((transfer, index) => {
    const gift = transfer.jogcim === 'AJANDEKOZAS';
    const contract = gift ? 'az üzletrész-ajándékozási szerződésben' : 'az üzletrész-adásvételi szerződésben';
    const seller = findMember(registered, transfer.eladoTag);
    if (seller)
      printed.push({
        person: seller,
        path: `korabbi.tagok.${seller.index}`,
        role: gift ? 'ajándékozó' : 'eladó',
        document: contract,
        printsTaxId: false,
        representativesDay: transfer.szerzodesKelte,
      });
    const buyer = { path: `uzletreszAtruhazasok.${index}.vevo`, role: gift ? 'megajándékozott' : 'vevő' };
    printed.push({
      person: transfer.vevo,
      ...buyer,
      document: contract,
      printsTaxId: false,
      representativesDay: transfer.szerzodesKelte,
    });
    printed.push({
      person: transfer.vevo,
      ...buyer,
      document: 'az üzletrész megszerzéséről szóló bejelentésben',
      printsTaxId: false,
      representativesDay: transfer.bejelentesKelte ?? transfer.szerzodesKelte,
    });
    if (gift || (transfer.vevoMarTag && oldModel.shareRules.belsoAtruhazas)) return;
    for (const member of registered) {
      if (member === seller || (transfer.vevoMarTag && member.nev === transfer.vevo.nev)) continue;
      const statement = transfer.elovasarlasiNyilatkozatok.find((item) => findMember([member], item.tag));
      printed.push({
        person: member,
        path: `korabbi.tagok.${member.index}`,
        role: 'tag',
        document: 'az elővásárlási jogról szóló nyilatkozatában',
        printsTaxId: false,
        representativesDay: statement?.datum ?? transfer.szerzodesKelte,
      });
    }
  });
  // the commitment (and accession) declaration of a capital increase, with the tax id, on the decision's day
  // (vagyoni-hozzajarulas.njk); the maker as the target state records him
  plan.increaseContributions.forEach((contribution) => {
    const member = target.find((candidate) =>
      isSameParty(candidate, { nev: contribution.name, szemely: contribution.szemely }),
    );
    if (member)
      printed.push({
        person: member,
        path: `uj.tagok.${member.index}`,
        role: contribution.isMember ? 'tag' : 'új tag',
        document: contribution.isMember
          ? 'a kötelezettségvállaló nyilatkozatában'
          : 'a kötelezettségvállaló és csatlakozó nyilatkozatában',
        printsTaxId: true,
        representativesDay: request.dontes.datum,
      });
  });
  return printed;
}

/** The persons who become members by this amendment, where their data are given. */
function newcomers(plan: AmendmentPlan): Newcomer[] {
  const { request } = plan;
  const isRegistered = (person: Person) => request.korabbi.tagok.some((member) => isSameParty(member, person));
  return [
    ...request.uzletreszAtruhazasok.flatMap((transfer, index) =>
      transfer.vevoMarTag || isRegistered(transfer.vevo)
        ? []
        : [{ path: `uzletreszAtruhazasok.${index}.vevo`, person: transfer.vevo }],
    ),
    ...request.uj.tagok.flatMap((member, index) =>
      isRegistered(member) ? [] : [{ path: `uj.tagok.${index}`, person: member }],
    ),
  ];
}

type Group = { person: Person; path: string; role: string; documents: string[]; missing: string[] };

const addAll = (list: string[], items: readonly string[]) => {
  for (const item of items) if (!list.includes(item)) list.push(item);
};

/** The fields in the order the identification prints them. */
const inOrder = (labels: readonly string[], missing: readonly string[]) =>
  labels.filter((label) => missing.includes(label));

/**
 * The registration needs a new member's tax id (Ctv. 24. § (1) h), as at formation: MEMBER_TAX_ID_NOTE), which the
 * articles and the transfer agreement print only when given.
 */
const NEWCOMER_TAX_ID_NOTE =
  'az adóazonosító jelet a létesítő okirat és az átruházási szerződés csak megadása esetén tartalmazza, a változásbejegyzéshez azonban szükséges (Ctv. 24. § (1) h))';

/**
 * Which request path a merged warning points to: the amendment data, then the target state, then the registered. A
 * buyer who is already a member (`vevoMarTag`) is the member's record copied into the contract: the target state's
 * member comes first, where the lawyer edits him.
 */
function rankOf(request: AmendmentRequest): (path: string) => number {
  const copied = new Set(
    request.uzletreszAtruhazasok.flatMap((transfer, index) =>
      transfer.vevoMarTag ? [`uzletreszAtruhazasok.${index}.vevo`] : [],
    ),
  );
  return (path) =>
    path.startsWith('korabbi.')
      ? 3
      : [...copied].some((item) => path.startsWith(item))
        ? 2
        : path.startsWith('uj.')
          ? 1
          : 0;
}

const isDirectorPath = (path: string) => /^(uj|korabbi)\.ugyvezetok\./.test(path);

/**
 * One member printed from several records of the request (a buyer in the contract and as a member of the target
 * state; a registered member in his pre-emption statement and in the consolidated articles) with the same data
 * missing: one warning, at the place ranked first, naming every document. A member who is a director too has two
 * records (`tagok`, `ugyvezetok`): two warnings. Different data missing (one record completed, the other
 * not) stay two warnings, each where its blanks come from.
 */
function merged(groups: Group[], rank: (path: string) => number): (Group & { paths: string[] })[] {
  const result: (Group & { paths: string[] })[] = [];
  const sameMissing = (left: Group, right: Group) =>
    left.missing.length === right.missing.length && left.missing.every((item) => right.missing.includes(item));
  for (const group of groups) {
    const twin = result.find(
      (item) =>
        Boolean(item.person.jogiSzemely) === Boolean(group.person.jogiSzemely) &&
        isDirectorPath(item.path) === isDirectorPath(group.path) &&
        isSameParty(item.person, group.person) &&
        sameMissing(item, group),
    );
    if (!twin) {
      result.push({ ...group, documents: [...group.documents], paths: [group.path] });
      continue;
    }
    addAll(twin.documents, group.documents);
    twin.paths.push(group.path);
    if (rank(group.path) < rank(twin.path))
      Object.assign(twin, { path: group.path, role: group.role, person: group.person });
  }
  return result;
}

type Represented = { member: Person; representative: LegalRepresentative; path: string; documents: string[] };

/**
 * A minor's legal representative printed from two records of the minor (a buyer in the contract and as a member of
 * the target state) with the same data missing: one warning, at the place ranked first, as for the members.
 */
function mergedRepresentatives(entries: Represented[], rank: (path: string) => number): Represented[] {
  const result: Represented[] = [];
  const key = (entry: Represented) =>
    `${entry.representative.nev.trim()}\u0000${missingRepresentativeFields(entry.representative).join('\u0001')}`;
  for (const entry of entries) {
    const twin = result.find((item) => isSameParty(item.member, entry.member) && key(item) === key(entry));
    if (!twin) {
      result.push({ ...entry, documents: [...entry.documents] });
      continue;
    }
    addAll(twin.documents, entry.documents);
    if (rank(entry.path) < rank(twin.path)) Object.assign(twin, { path: entry.path, member: entry.member });
  }
  return result;
}

/**
 * The data of this amendment that its documents print as a dotted blank (decision 006, as `checkMissingData` warns of
 * them at formation): one warning per person (and per minor's legal representative, legal entity, property and owner),
 * naming the documents the blanks stand in. The persons are those the documents print ({@link printedPersons}); the
 * properties those of the use declaration, which covers only the new addresses (Ctv. 7. § (4)); the company manager as
 * the consolidated articles print him; the lawyer's KASZ, which every countersignature prints.
 */
export function checkAmendmentMissingData(plan: AmendmentPlan, deedText?: string): Warning[] {
  const { request } = plan;
  const warnings: Warning[] = [];
  const groups = new Map<string, Group>();
  const representatives = new Map<string, Represented>();
  const joining = newcomers(plan);
  for (const item of printedPersons(plan, deedText)) {
    const group = groups.get(item.path) ?? {
      person: item.person,
      path: item.path,
      role: item.role,
      documents: [],
      missing: [],
    };
    groups.set(item.path, group);
    const missing = item.person.jogiSzemely
      ? missingLegalEntityData(item.person)
      : missingPersonalData(item.person, item.printsTaxId);
    if (missing.length > 0) {
      addAll(group.missing, missing);
      addAll(group.documents, [item.document]);
    }
    if (item.representativesDay === null || item.person.jogiSzemely) continue;
    const named = representativesOn(item.person, item.representativesDay);
    if (named.length === 0) continue;
    for (const representative of named) {
      if (missingRepresentativeFields(representative).length === 0) continue;
      const path = `${item.path}.torvenyesKepviselok.${item.person.torvenyesKepviselok!.indexOf(representative)}`;
      const entry = representatives.get(path) ?? { member: item.person, representative, path, documents: [] };
      representatives.set(path, entry);
      addAll(entry.documents, [item.document]);
    }
  }
  // a newcomer's tax id: the registration needs it though the articles and the contract print it only when given
  const forRegistration = new Set<string>();
  for (const { path, person } of joining) {
    const group = groups.get(path);
    if (!group || person.jogiSzemely || person.adoazonositoJel !== undefined || group.missing.includes(TAX_ID))
      continue;
    group.missing.push(TAX_ID);
    forRegistration.add(path);
  }
  for (const group of merged(
    [...groups.values()].filter((item) => item.missing.length > 0),
    rankOf(request),
  )) {
    const { person, path, role } = group;
    const isTaxIdForRegistration = group.paths.some((item) => forRegistration.has(item));
    // the tax id asked for the registration has no blank of its own
    const blanks = group.missing.length - (isTaxIdForRegistration ? 1 : 0);
    const where = group.documents.length === 0 || blanks === 0 ? [] : [blankNote(blanks, joinList(group.documents))];
    const note = [...where, ...(isTaxIdForRegistration ? [NEWCOMER_TAX_ID_NOTE] : [])];
    warnings.push(
      person.jogiSzemely
        ? {
            code: 'LEGAL_ENTITY_DATA_MISSING',
            severity: 'warning',
            message: `${capitalizeFirst(nameInText(person))} (${role}, jogi személy) ${missingDataList(group.missing)}; ${note.join('; ')}.`,
            path,
          }
        : {
            code: 'PERSONAL_DATA_MISSING',
            severity: 'warning',
            message: `${person.nev} (${role}) ${missingDataList(inOrder(PERSONAL_LABELS, group.missing), true)}; ${note.join('; ')}.`,
            path,
          },
    );
  }
  for (const { member, representative, path, documents } of mergedRepresentatives(
    [...representatives.values()],
    rankOf(request),
  )) {
    const missing = missingRepresentativeFields(representative);
    warnings.push({
      code: 'LEGAL_REPRESENTATIVE_DATA_MISSING',
      severity: 'warning',
      message: `${representative.nev} (${member.nev} törvényes képviselője) ${missingDataList(missing)}; ${blankNote(missing.length, joinList(documents))}.`,
      path,
    });
  }
  const hasArticles = plan.documents.some((document) => document.id === 'egyseges-szerkezet');
  // the use declaration covers only the addresses the court has not registered (Ctv. 7. § (4))
  const targetModel = targetDeclarationModel(request);
  // the company manager: the amendment cannot change him (`cegvezeto`), but the consolidated articles reprint him
  if (hasArticles) warnings.push(...missingManagerData(targetModel, 'uj.cegvezeto', ARTICLES));
  if (plan.documents.some((document) => document.id === 'szekhely')) {
    warnings.push(
      ...missingUsedPropertyData(
        targetModel,
        request.uj.ingatlanok,
        'uj',
        targetModel.declaredAddresses.some((place) => place.purpose === 'székhely'),
      ),
    );
    const oldSeat = keptOldSeat(request);
    const carried = targetModel.declaredAddresses.find(
      (place) => oldSeat !== null && place.purpose !== 'székhely' && isSameAddress(place.address, oldSeat),
    );
    if (carried) warnings.push(oldSeatPropertyFinding(carried));
  }
  // the lawyer's certificate of the consolidated articles, the power of attorney and every countersignature print it
  if (plan.documents.some((document) => COUNTERSIGNED.has(document.id)))
    warnings.push(...checkKasz(request.ugyvediIroda));
  return warnings;
}

const PERSONAL_LABELS = missingPersonalData({});

const COUNTERSIGNED = new Set([
  'egyseges-szerkezet',
  'meghatalmazas',
  'modositas',
  'uzletresz-atruhazas',
  'vagyoni-hozzajarulas',
  'szekhely',
  'alairasminta',
]);

export type { AmendmentRequest };
