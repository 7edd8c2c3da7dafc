import type { CompanyInput } from '@cegdok/engine';
import type { AmendmentDataInput } from '../../../api/amendments.ts';
import { parseAmount } from '../../../lib/format-forint.ts';
import type { MemberRef } from './amendment-members.ts';

/** The contributor select's value for a member joining with the contribution. */
export const NEW_MEMBER = 'UJ_TAG';
export type ContributionMode = 'pénzforgalmi számla' | 'házipénztár';

export type ContributionFormValues = {
  /** A registered member's saved-person id, or NEW_MEMBER. */
  hozzajarulo: string | null;
  ujTag: string;
  penzbeli: string;
  nemPenzbeli: string;
  hatarido: string | null;
  mod: ContributionMode;
  csatlakozoNyilatkozat: boolean;
};

export type CapitalIncreaseFormValues = {
  osszeg: string;
  hozzajarulasok: ContributionFormValues[];
  kijeloltSzemelyek: string[];
  /** The saved-person ids of the members who declared on their pre-emption right. */
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
const capitalOf = (company: CompanyInput) => membersIn(company).reduce((sum, member) => sum + contribution(member), 0);

export const emptyContribution = (deadline: string | null): ContributionFormValues => ({
  hozzajarulo: null,
  ujTag: '',
  penzbeli: '',
  nemPenzbeli: '',
  hatarido: deadline,
  mod: 'pénzforgalmi számla',
  csatlakozoNyilatkozat: false,
});

/**
 * A capital increase when the new capital is higher than the registered one: the amount is the difference, and each
 * member whose contribution grew and each new member gets a contribution row with the increase as cash.
 */
export function initialCapitalIncrease(
  base: CompanyInput,
  changed: CompanyInput,
  previous: CapitalIncreaseFormValues | null | undefined,
): CapitalIncreaseFormValues | null {
  const increase = capitalOf(changed) - capitalOf(base);
  if (increase <= 0) return null;
  if (previous) return { ...previous, osszeg: String(increase) };
  const registered = new Map(membersIn(base).flatMap((member) => (idOf(member) ? [[idOf(member), member]] : [])));
  const rows = membersIn(changed).flatMap((member): ContributionFormValues[] => {
    const before = registered.get(idOf(member));
    const grown = contribution(member) - (before ? contribution(before) : 0);
    if (grown <= 0) return [];
    return [
      {
        ...emptyContribution(null),
        hozzajarulo: before ? idOf(member) : NEW_MEMBER,
        ujTag: before ? '' : member.nev,
        penzbeli: String(grown),
      },
    ];
  });
  return { osszeg: String(increase), hozzajarulasok: rows, kijeloltSzemelyek: [], elsobbsegiJogNyilatkozatok: [] };
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
 * with the registered member's name, which titles the member's commitment statement.
 */
export function toCapitalIncreaseData(
  increase: CapitalIncreaseFormValues,
  members: MemberRef[],
): AmendmentDataInput['tokeemeles'] {
  const memberRef = (id: string) => ({ id, nev: members.find((member) => member.id === id)?.nev });
  return {
    osszeg: increase.osszeg,
    hozzajarulasok: increase.hozzajarulasok.map(({ hozzajarulo, ujTag, hatarido, ...row }) => ({
      ...row,
      ...(hozzajarulo === NEW_MEMBER ? { ujTag: text(ujTag) } : hozzajarulo ? { tag: memberRef(hozzajarulo) } : {}),
      hatarido: hatarido ?? '',
      csatlakozoNyilatkozat: hozzajarulo === NEW_MEMBER && row.csatlakozoNyilatkozat,
    })),
    kijeloltSzemelyek: increase.kijeloltSzemelyek.map((name) => name.trim()).filter((name) => name !== ''),
    elsobbsegiJogNyilatkozatok: increase.elsobbsegiJogNyilatkozatok.map((id) => ({ id })),
  };
}

export function toBusinessYearData(change: BusinessYearFormValues): AmendmentDataInput['uzletiEvValtozas'] {
  return {
    ok: text(change.ok),
    utolsoValtozasDatuma: change.utolsoValtozasDatuma ?? undefined,
    konszolidaciosOk: change.konszolidaciosOk,
  };
}
