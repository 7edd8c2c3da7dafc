import { isSameParty, type CompanyInput } from '@cegdok/engine';
import type { AmendmentDataInput } from '../../../api/amendments.ts';
import { formatAmount, parseAmount } from '../../../lib/format-forint.ts';
import { memberKey, memberRefOf, type MemberRef } from './amendment-members.ts';
import type { TransferFormValues } from './amendment-transfer-values.ts';

/** The contributor select's value for a member joining with the contribution. */
export const NEW_MEMBER = 'UJ_TAG';
export type ContributionMode = 'pénzforgalmi számla' | 'házipénztár';

export type ContributionFormValues = {
  /** A registered member's form key (its saved-person id, else its name: `memberKey`), or NEW_MEMBER. */
  hozzajarulo: string | null;
  ujTag: string;
  penzbeli: string;
  nemPenzbeli: string;
  hatarido: string | null;
  mod: ContributionMode;
  csatlakozoNyilatkozat: boolean;
  /** Paid in full by the documents' date: the deed, the articles and the register state it as provided. */
  befizetve: boolean;
};

export type CapitalIncreaseFormValues = {
  osszeg: string;
  hozzajarulasok: ContributionFormValues[];
  kijeloltSzemelyek: string[];
  /** The form keys (`memberKey`) of the members who declared on their pre-emption right. */
  elsobbsegiJogNyilatkozatok: string[];
};

export type BusinessYearFormValues = { ok: string; utolsoValtozasDatuma: string | null; konszolidaciosOk: boolean };

type Member = {
  szemely?: { id?: unknown } | null;
  nev: string;
  penzbetet?: unknown;
  nemPenzbeliBetet?: unknown;
};
const amount = (value: unknown) => parseAmount(typeof value === 'number' || typeof value === 'string' ? value : 0);
/** A member's törzsbetét in forints, its amounts given as numbers or as typed ("1 000 000"). */
export const contribution = (member: { penzbetet?: unknown; nemPenzbeliBetet?: unknown }) =>
  amount(member.penzbetet) + amount(member.nemPenzbeliBetet);
const idOf = (member: Member) =>
  member.szemely?.id === undefined || member.szemely.id === null ? null : String(member.szemely.id);
const membersIn = (company: CompanyInput) => (company.tagok ?? []) as Member[];
/** A member as the engine's `isSameParty` compares it: the saved person's id, else the name. */
const personOf = (member: Member) => ({
  nev: member.nev,
  szemely: idOf(member) === null ? undefined : { id: idOf(member)! },
});
const capitalOf = (company: CompanyInput) => membersIn(company).reduce((sum, member) => sum + contribution(member), 0);

export const emptyContribution = (deadline: string | null): ContributionFormValues => ({
  hozzajarulo: null,
  ujTag: '',
  penzbeli: '',
  nemPenzbeli: '',
  hatarido: deadline,
  mod: 'pénzforgalmi számla',
  csatlakozoNyilatkozat: false,
  befizetve: false,
});

/** The part of a transfer that moves a törzsbetét: the seller by form key (`memberKey`), the buyer by name, the amount. */
type TransferShare = Pick<TransferFormValues, 'eladoTag' | 'nevertek'> & { vevo: { nev: string } };

/** The same contributor: a registered member by form key, a new member by name. */
const sameContributor = (left: ContributionFormValues, right: ContributionFormValues) =>
  left.hozzajarulo === right.hozzajarulo &&
  (left.hozzajarulo !== NEW_MEMBER ||
    left.ujTag.trim().toLocaleLowerCase('hu') === right.ujTag.trim().toLocaleLowerCase('hu'));

/**
 * The contribution rows the new state asks for once this amendment's share transfers are made, as the engine counts
 * them (its `contributionAfterTransfers`, Ptk. 3:167. §, 3:198. § (2) b)): a member's increment is its new törzsbetét
 * less the registered one, less what it bought and plus what it sold in a transfer; a person who becomes a member
 * only by buying a share contributes nothing, one who joins with a contribution is a new member (3:200. § (2)). The
 * details entered on a row (deadline, payment, paid flag, accession declaration) stay with its contributor.
 */
export function suggestedContributions(
  base: CompanyInput,
  changed: CompanyInput,
  transfers: readonly TransferShare[],
  entered: readonly ContributionFormValues[] = [],
): ContributionFormValues[] {
  const registeredMembers = membersIn(base);
  return membersIn(changed).flatMap((member): ContributionFormValues[] => {
    const before = registeredMembers.find((candidate) => isSameParty(personOf(candidate), personOf(member)));
    const key = before ? memberKey(before) : null;
    const sold = transfers
      .filter((transfer) => key !== null && transfer.eladoTag === key)
      .reduce((total, transfer) => total + parseAmount(transfer.nevertek), 0);
    const bought = transfers
      .filter((transfer) => isSameParty({ nev: transfer.vevo.nev }, personOf(before ?? member)))
      .reduce((total, transfer) => total + parseAmount(transfer.nevertek), 0);
    const afterTransfers = (before ? contribution(before) : 0) - sold + bought;
    const grown = contribution(member) - afterTransfers;
    if (grown <= 0) return [];
    const row: ContributionFormValues = {
      ...emptyContribution(null),
      hozzajarulo: key ?? NEW_MEMBER,
      ujTag: before ? '' : member.nev,
      penzbeli: formatAmount(grown),
    };
    const kept = entered.find((candidate) => sameContributor(candidate, row));
    if (!kept) return [row];
    // an in-kind contribution typed on the row stays while it fits in the increment; the rest is cash
    const inKind = parseAmount(kept.nemPenzbeli);
    return inKind > 0 && inKind <= grown
      ? [{ ...kept, penzbeli: inKind === grown ? '' : formatAmount(grown - inKind) }]
      : [{ ...kept, penzbeli: row.penzbeli, nemPenzbeli: '' }];
  });
}

/** A row's contribution in forints, cash and in kind together. */
const rowTotal = (row: ContributionFormValues) => parseAmount(row.penzbeli) + parseAmount(row.nemPenzbeli);

/**
 * The contribution rows the new state and this amendment's share transfers ask for (`suggestedContributions`, the
 * details typed on a row kept), when the rows differ from them in who contributes or in how much (cash and in kind
 * together): rows the lawyer changed are not recounted by themselves, so the step names the difference and offers to
 * recount them. Null when the rows agree, or there is no capital increase.
 */
export function contributionsToRecount(
  increase: CapitalIncreaseFormValues | null,
  base: CompanyInput,
  changed: CompanyInput,
  transfers: readonly TransferShare[],
): ContributionFormValues[] | null {
  if (!increase) return null;
  const rows = increase.hozzajarulasok;
  const suggested = suggestedContributions(base, changed, transfers, rows);
  const agrees =
    rows.length === suggested.length &&
    suggested.every((expected) =>
      rows.some((row) => sameContributor(row, expected) && rowTotal(row) === rowTotal(expected)),
    );
  return agrees ? null : suggested;
}

/** The rows as the suggestion made them: each contributor with the increment as cash, nothing else typed over. */
const isAsSuggested = (rows: readonly ContributionFormValues[], suggested: readonly ContributionFormValues[]) =>
  rows.length === suggested.length &&
  rows.every(
    (row, index) =>
      sameContributor(row, suggested[index]!) &&
      parseAmount(row.penzbeli) === parseAmount(suggested[index]!.penzbeli) &&
      parseAmount(row.nemPenzbeli) === 0,
  );

/**
 * The contribution rows after the share transfers (or the new state) changed: while the lawyer has not changed who
 * contributes or how much, they follow the suggestion, so a buyer is never asked for a capital contribution and an
 * accession declaration; rows the lawyer changed are kept: the step names a mismatch (`contributionsToRecount`) and
 * recounts them on the lawyer's word, and the summary's check names it too.
 */
export function followTransfers(
  increase: CapitalIncreaseFormValues | null,
  before: { changed: CompanyInput; transfers: readonly TransferShare[] },
  after: { changed: CompanyInput; transfers: readonly TransferShare[] },
  base: CompanyInput,
): CapitalIncreaseFormValues | null {
  if (!increase) return increase;
  if (!isAsSuggested(increase.hozzajarulasok, suggestedContributions(base, before.changed, before.transfers)))
    return increase;
  const rows = suggestedContributions(base, after.changed, after.transfers, increase.hozzajarulasok);
  // unchanged rows keep their identity: the form is not set again
  return JSON.stringify(rows) === JSON.stringify(increase.hozzajarulasok)
    ? increase
    : { ...increase, hozzajarulasok: rows };
}

/**
 * A capital increase when the new capital is higher than the registered one: the amount is the difference, and each
 * member whose törzsbetét grew beyond what this amendment's share transfers give it, and each new member who does
 * not join by buying a share, gets a contribution row with the increment as cash. Entered before (the lawyer went
 * back to the editor), the rows are kept, or follow the new state while they were as suggested.
 */
export function initialCapitalIncrease(
  base: CompanyInput,
  changed: CompanyInput,
  previous: CapitalIncreaseFormValues | null | undefined,
  transfers: readonly TransferShare[] = [],
  previousChanged?: CompanyInput,
): CapitalIncreaseFormValues | null {
  const increase = capitalOf(changed) - capitalOf(base);
  if (increase <= 0) return null;
  if (previous) {
    // the amount as entered while it is the same, grouped or not
    const osszeg = parseAmount(previous.osszeg) === increase ? previous.osszeg : formatAmount(increase);
    const kept = { ...previous, osszeg };
    return previousChanged
      ? followTransfers(kept, { changed: previousChanged, transfers }, { changed, transfers }, base)
      : kept;
  }
  return {
    osszeg: formatAmount(increase),
    hozzajarulasok: suggestedContributions(base, changed, transfers),
    kijeloltSzemelyek: [],
    elsobbsegiJogNyilatkozatok: [],
  };
}

/** A business-year change when the balance-sheet day differs from the registered one. */
export function initialBusinessYear(
  base: CompanyInput,
  changed: CompanyInput,
  previous: BusinessYearFormValues | null | undefined,
): BusinessYearFormValues | null {
  if ((base.merlegForduloNap ?? null) === (changed.merlegForduloNap ?? null)) return null;
  return previous ?? { ok: '', utolsoValtozasDatuma: null, konszolidaciosOk: false };
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The increase as `tokeemeles` takes it: a contributor is a new member's name or a member reference, `{ id, nev }`
 * with the registered member's name, which titles the member's commitment statement (`{ nev }` for a member without
 * a saved-person id).
 */
export function toCapitalIncreaseData(
  increase: CapitalIncreaseFormValues,
  members: MemberRef[],
): AmendmentDataInput['tokeemeles'] {
  // a member without a saved-person id is referenced by its name, which its key carries
  const memberRef = (key: string) => {
    const ref = memberRefOf(key);
    return { ...ref, nev: members.find((member) => member.id === key)?.nev ?? ('nev' in ref ? ref.nev : undefined) };
  };
  return {
    osszeg: increase.osszeg,
    hozzajarulasok: increase.hozzajarulasok.map(({ hozzajarulo, ujTag, hatarido, ...row }) => ({
      ...row,
      ...(hozzajarulo === NEW_MEMBER ? { ujTag: text(ujTag) } : hozzajarulo ? { tag: memberRef(hozzajarulo) } : {}),
      hatarido: hatarido ?? '',
      csatlakozoNyilatkozat: hozzajarulo === NEW_MEMBER && row.csatlakozoNyilatkozat,
      befizetve: row.befizetve === true,
    })),
    kijeloltSzemelyek: increase.kijeloltSzemelyek.map((name) => name.trim()).filter((name) => name !== ''),
    elsobbsegiJogNyilatkozatok: increase.elsobbsegiJogNyilatkozatok.map(memberRefOf),
  };
}

export function toBusinessYearData(change: BusinessYearFormValues): AmendmentDataInput['uzletiEvValtozas'] {
  return {
    ok: text(change.ok),
    utolsoValtozasDatuma: change.utolsoValtozasDatuma ?? undefined,
    konszolidaciosOk: change.konszolidaciosOk,
  };
}
