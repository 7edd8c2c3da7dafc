import { formatDate } from '../hu/format-date.ts';
import { formatMoney } from '../hu/format-money.ts';
import type { Director } from '../schema/company.ts';
import { deriveBusinessYear } from '../model/derive-business-year.ts';
import { deriveCompanyName } from '../model/derive-company-name.ts';
import { deriveActivities } from '../model/derive-model.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import type { RegisteredCompany, RegisteredMember, Transfer } from './amendment-schema.ts';
import type { ChangeType } from './change-rules.ts';
import { isSameName } from '../hu/name-key.ts';

/**
 * The changes whose values are lists: the places, the other activities, the members' holdings and data. Each item is
 * a string of its own (decision 082): joined with a separator, a TEÁOR name that holds it ("10.71 – Kenyér; friss
 * pékáru gyártása") could not be told from two activities.
 */
export type ListChangeType = 'TELEPHELY' | 'FIOKTELEP' | 'EGYEB_TEVEKENYSEG' | 'UZLETRESZ_ATRUHAZAS' | 'TAGOK_ADATAI';

/**
 * One change between the registered and the target state: the type, and the values before and after (a list of
 * items for a `ListChangeType`; null where the state has none).
 */
export type Change = (
  | { type: Exclude<ChangeType, ListChangeType>; before: string | null; after: string | null }
  | { type: ListChangeType; before: string[] | null; after: string[] | null }
) & {
  /** The person a director change is about. */
  person?: string;
};

const contributionOf = (member: RegisteredMember) => member.penzbetet + member.nemPenzbeliBetet;
const capitalOf = (company: RegisteredCompany) => company.tagok.reduce((sum, m) => sum + contributionOf(m), 0);
const normal = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('hu');

/** A party of an amendment as it is compared: a member, director, seller or buyer, with its saved person if any. */
type Party = { nev: string; szemely?: { id?: string | number | null | undefined } | null | undefined };

/**
 * The same party in two states of an amendment (registered and changed), or in a transfer or a vote: the same saved
 * person, or the same name when either has no saved person. Not by address, which the amendment may change; within
 * one state, where an address tells two people of one name apart, `isSamePerson` (model) compares.
 */
export function isSameParty(left: Party, right: Party): boolean {
  const leftId = left.szemely?.id;
  const rightId = right.szemely?.id;
  if (leftId != null && rightId != null) return String(leftId) === String(rightId);
  return isSameName(left.nev, right.nev);
}

/** The same addresses in any order (a telephely or fióktelep list). */
export function sameList(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((item) => right.some((other) => isSameAddress(item, other)));
}

/** A list's items as the change shows them, null when there are none. */
function listValue(items: readonly string[]): string[] | null {
  return items.length === 0 ? null : [...items];
}

function signingOf(director: Director): string {
  return director.cegjegyzesiJogTipus === 'ONALLO'
    ? 'önálló'
    : `együttes${director.cegjegyzesEgyuttesenCsoport.length ? ` (${director.cegjegyzesEgyuttesenCsoport.join(', ')})` : ''}`;
}

/**
 * The director changes in the order the resolutions take them: mandates ending, directors elected, then the signing
 * rights of directors staying on, so that a signing rule naming a new co-signer "ügyvezetővel együttesen" follows the
 * resolution electing that co-signer.
 */
function directorChanges(before: RegisteredCompany, after: RegisteredCompany): Change[] {
  const changes: Change[] = [];
  for (const director of before.ugyvezetok)
    if (!after.ugyvezetok.some((other) => isSameParty(director, other)))
      changes.push({ type: 'UGYVEZETO_MEGSZUNES', before: director.nev, after: null, person: director.nev });
  for (const director of after.ugyvezetok)
    if (!before.ugyvezetok.some((other) => isSameParty(director, other)))
      changes.push({ type: 'UGYVEZETO_UJ', before: null, after: director.nev, person: director.nev });
  for (const director of after.ugyvezetok) {
    const old = before.ugyvezetok.find((other) => isSameParty(director, other));
    if (old && signingOf(old) !== signingOf(director))
      changes.push({ type: 'CEGJEGYZES', before: signingOf(old), after: signingOf(director), person: director.nev });
  }
  return changes;
}

/** Who holds which törzsbetét, one member an item: "Kiss Anna: 1 500 000 Ft". */
function holdings(company: RegisteredCompany): string[] {
  return company.tagok.map((member) => `${member.nev}: ${formatMoney(contributionOf(member))}`);
}

/**
 * Who holds which törzsbetét once the transfers are made, before a capital increase decided with them: the
 * transfers' row must not show a member's increased törzsbetét as bought.
 */
function holdingsAfterTransfers(before: RegisteredCompany, transfers: readonly Transfer[]): string[] {
  const rows = before.tagok.map((member) => ({
    nev: member.nev,
    szemely: member.szemely,
    amount: contributionOf(member),
  }));
  for (const transfer of transfers) {
    const ref = transfer.eladoTag;
    const seller = rows.find((row) =>
      ref.id !== undefined && row.szemely?.id !== undefined
        ? String(row.szemely.id) === String(ref.id)
        : ref.nev !== undefined && isSameName(row.nev, ref.nev),
    );
    if (seller) seller.amount -= transfer.nevertek;
    const buyer = rows.find((row) => isSameParty(row, transfer.vevo));
    if (buyer) buyer.amount += transfer.nevertek;
    else rows.push({ nev: transfer.vevo.nev, szemely: undefined, amount: transfer.nevertek });
  }
  return rows.filter((row) => row.amount > 0).map((row) => `${row.nev}: ${formatMoney(row.amount)}`);
}

const MEMBER_DATA_FIELDS = ['lakohely', 'szuletesiNev', 'anyjaNeve', 'szuletesiHely', 'szuletesiIdo'] as const;

/** A member in both states whose data (`TAGOK_ADATAI`) changed: which fields, and whether his legal representatives. */
export type ChangedMemberData = {
  member: RegisteredMember;
  old: RegisteredMember;
  fields: (typeof MEMBER_DATA_FIELDS)[number][];
  represented: boolean;
};

/** The members whose address, birth data or legal representatives differ between the two states. */
export function changedMemberData(
  before: Pick<RegisteredCompany, 'tagok'>,
  after: Pick<RegisteredCompany, 'tagok'>,
): ChangedMemberData[] {
  return after.tagok.flatMap((member) => {
    const old = before.tagok.find((other) => isSameParty(member, other));
    if (old === undefined) return [];
    const fields = MEMBER_DATA_FIELDS.filter((field) => normal(old[field]) !== normal(member[field]));
    const represented = representativesOf(old) !== representativesOf(member);
    return fields.length === 0 && !represented ? [] : [{ member, old, fields, represented }];
  });
}

/** A minor member's legal representatives as the articles print them (decision 030), for comparing two states. */
const representativesOf = (member: RegisteredCompany['tagok'][number]) =>
  JSON.stringify(
    (member.torvenyesKepviselok ?? []).map((r) => [
      normal(r.nev),
      r.minoseg,
      r.szuletesiIdo ?? '',
      normal(r.anyjaNeve),
      normal(r.lakohely),
    ]),
  );

function memberChanges(before: RegisteredCompany, after: RegisteredCompany, transfers: readonly Transfer[]): Change[] {
  const changes: Change[] = [];
  const oldCapital = capitalOf(before);
  const newCapital = capitalOf(after);
  if (newCapital > oldCapital)
    changes.push({ type: 'TOKEEMELES', before: formatMoney(oldCapital), after: formatMoney(newCapital) });
  if (transfers.length > 0)
    changes.push({
      type: 'UZLETRESZ_ATRUHAZAS',
      before: holdings(before),
      after: newCapital === oldCapital ? holdings(after) : holdingsAfterTransfers(before, transfers),
    });
  if (before.tagok.length === 1 && after.tagok.length > 1)
    changes.push({ type: 'TOBBSZEMELYESSE_VALAS', before: '1 tag', after: `${after.tagok.length} tag` });
  if (before.tagok.length > 1 && after.tagok.length === 1)
    changes.push({ type: 'EGYSZEMELYESSE_VALAS', before: `${before.tagok.length} tag`, after: '1 tag' });
  // each member whose data changed, with the data as registered and as they now stand: the filing summary shows what
  // changed rather than two dashes (read-through 8)
  const changed = changedMemberData(before, after).map(({ member, old, fields, represented }) => {
    const stated = (state: RegisteredMember) =>
      [
        ...fields.map((field) => `${MEMBER_DATA_LABELS[field]}: ${memberDatum(state, field)}`),
        ...(represented ? [`törvényes képviselő: ${representativesText(state)}`] : []),
      ].join(', ');
    return { before: `${member.nev}: ${stated(old)}`, after: `${member.nev}: ${stated(member)}` };
  });
  if (changed.length > 0)
    changes.push({
      type: 'TAGOK_ADATAI',
      before: changed.map((item) => item.before),
      after: changed.map((item) => item.after),
    });
  return changes;
}

const MEMBER_DATA_LABELS: Record<(typeof MEMBER_DATA_FIELDS)[number], string> = {
  lakohely: 'lakóhely',
  szuletesiNev: 'születési név',
  anyjaNeve: 'anyja születési neve',
  szuletesiHely: 'születési hely',
  szuletesiIdo: 'születési idő',
};

/** A member's datum as the summary prints it: a date in words, a missing one as a dash. */
function memberDatum(member: RegisteredMember, field: (typeof MEMBER_DATA_FIELDS)[number]): string {
  const value = member[field]?.trim();
  if (!value) return '–';
  return field === 'szuletesiIdo' ? formatDate(value) : value;
}

const representativesText = (member: RegisteredMember) =>
  (member.torvenyesKepviselok ?? []).map((representative) => representative.nev).join(' és ') || '–';

/** What an "other" amendment (`EGYEB`) changes: the articles' provisions outside the change types of section 2. */
export type OtherProvisionTopic = 'IDOTARTAM' | 'MELLEKSZOLGALTATAS' | 'TAGGYULES' | 'UZLETRESZ' | 'ELTERO_ARANY';

/** Fields of the articles outside the change types of section 2, by topic: any difference is an "other" amendment (¾). */
function otherProvisionsByTopic(company: RegisteredCompany): Record<OtherProvisionTopic, string> {
  return {
    IDOTARTAM: JSON.stringify(company.idotartamVege ?? null),
    MELLEKSZOLGALTATAS: JSON.stringify(company.mellekszolgaltatasok ?? null),
    TAGGYULES: JSON.stringify(company.taggyulesSzabalyzasok),
    UZLETRESZ: JSON.stringify(company.uzletreszNyeresegSzabalyzasok),
    ELTERO_ARANY: JSON.stringify(
      company.tagok
        .filter((member) => member.uzletreszElteres !== undefined || member.osztalekArany !== undefined)
        .map((member) => [member.nev, member.uzletreszElteres ?? null, member.osztalekArany ?? null]),
    ),
  };
}

function otherProvisions(company: RegisteredCompany): string {
  const byTopic = otherProvisionsByTopic(company);
  return JSON.stringify([
    company.idotartamVege ?? null,
    company.mellekszolgaltatasok ?? null,
    company.taggyulesSzabalyzasok,
    company.uzletreszNyeresegSzabalyzasok,
    byTopic.ELTERO_ARANY,
  ]);
}

/**
 * Which topics an "other" amendment changes, so that its resolution says what it decides rather than pointing at the
 * deed alone: all false when there is no such amendment.
 */
export function otherProvisionTopics(
  before: RegisteredCompany,
  after: RegisteredCompany,
): Record<OtherProvisionTopic, boolean> {
  const was = otherProvisionsByTopic(before);
  const is = otherProvisionsByTopic(after);
  const topics = Object.keys(is) as OtherProvisionTopic[];
  return Object.fromEntries(topics.map((topic) => [topic, was[topic] !== is[topic]])) as Record<
    OtherProvisionTopic,
    boolean
  >;
}

const centralOf = (company: RegisteredCompany) => company.kozpontiUgyintezesHelye ?? company.szekhely;
const hasSeparateCentral = (company: RegisteredCompany) => !isSameAddress(centralOf(company), company.szekhely);

/**
 * Whether the place of central administration changes apart from the seat. Where neither state names a place apart
 * from the seat, the central administration follows the seat and a seat move is a seat change only (simple majority,
 * Ptk. 3:102. § (2)). Where either names one, a different place is its own change, which 3:102. § (2) does not list
 * (¾, 3:102. § (1)): also when a separately named place is given up for a new seat elsewhere.
 */
function isCentralAdministrationChanged(before: RegisteredCompany, after: RegisteredCompany): boolean {
  if (!hasSeparateCentral(before) && !hasSeparateCentral(after)) return false;
  return !isSameAddress(centralOf(before), centralOf(after));
}

/**
 * The change list of the amendments brief, section 2: the registered state against the target state (both in the
 * formation schema). `transfers` are the share transfers the amendment data declares.
 */
export function diffCompanies(
  before: RegisteredCompany,
  after: RegisteredCompany,
  transfers: readonly Transfer[] = [],
): Change[] {
  const changes: Change[] = [];
  const oldName = deriveCompanyName(before.nev, before.idegenNev, before.vezerszo);
  const newName = deriveCompanyName(after.nev, after.idegenNev, after.vezerszo);
  // shown by the forms that differ: the name; else the short name (another vezérszó, Ctv. 3. § (3)); else the
  // foreign-language name (given, changed or given up)
  if (oldName.full !== newName.full) changes.push({ type: 'CEGNEV', before: oldName.full, after: newName.full });
  else if (oldName.short !== newName.short)
    changes.push({ type: 'CEGNEV', before: oldName.short, after: newName.short });
  else if (oldName.foreign?.full !== newName.foreign?.full || oldName.foreign?.short !== newName.foreign?.short)
    changes.push({ type: 'CEGNEV', before: oldName.foreign?.full ?? null, after: newName.foreign?.full ?? null });
  if (!isSameAddress(before.szekhely, after.szekhely))
    changes.push({ type: 'SZEKHELY', before: before.szekhely, after: after.szekhely });
  if (isCentralAdministrationChanged(before, after))
    changes.push({ type: 'KOZPONTI_UGYINTEZES', before: centralOf(before), after: centralOf(after) });
  if (!sameList(before.telephelyek, after.telephelyek))
    changes.push({ type: 'TELEPHELY', before: listValue(before.telephelyek), after: listValue(after.telephelyek) });
  if (!sameList(before.fioktelepek, after.fioktelepek))
    changes.push({ type: 'FIOKTELEP', before: listValue(before.fioktelepek), after: listValue(after.fioktelepek) });
  if (normal(before.fotevekenyseg) !== normal(after.fotevekenyseg))
    changes.push({ type: 'FOTEVEKENYSEG', before: before.fotevekenyseg ?? null, after: after.fotevekenyseg ?? null });
  const othersKey = (company: RegisteredCompany) => company.egyebTevekenysegek.map(normal).sort().join('|');
  // shown as the articles list them (point 4.2): without the main activity and without duplicates
  const others = (company: RegisteredCompany) => deriveActivities(company).others.map((activity) => activity.text);
  if (othersKey(before) !== othersKey(after))
    changes.push({
      type: 'EGYEB_TEVEKENYSEG',
      before: listValue(others(before)),
      after: listValue(others(after)),
    });
  const oldYear = deriveBusinessYear(before.merlegForduloNap);
  const newYear = deriveBusinessYear(after.merlegForduloNap);
  if (oldYear.lastDay !== newYear.lastDay)
    changes.push({ type: 'UZLETI_EV', before: oldYear.lastDay, after: newYear.lastDay });
  changes.push(...directorChanges(before, after), ...memberChanges(before, after, transfers));
  if (normal(before.potbefizetesFeltetelei) !== normal(after.potbefizetesFeltetelei))
    changes.push({
      type: 'POTBEFIZETES',
      before: before.potbefizetesFeltetelei?.trim() || null,
      after: after.potbefizetesFeltetelei?.trim() || null,
    });
  if (otherProvisions(before) !== otherProvisions(after)) changes.push({ type: 'EGYEB', before: null, after: null });
  return changes;
}
