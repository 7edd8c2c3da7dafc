import { isSameParty, type CompanyInput } from '@cegdok/engine';
import type { AmendmentFormValues } from './amendment-form-values.ts';

type Member = {
  szemely?: { id?: string | number | null } | null;
  nev: string;
  penzbetet?: unknown;
  nemPenzbeliBetet?: unknown;
  torzsbetetBefizetve?: boolean | null;
};
const membersIn = (company: CompanyInput) => (company.tagok ?? []) as Member[];

/** The names of a state's members, in its order (the registered state's order indexes the payments). */
export const memberNames = (company: CompanyInput) => membersIn(company).map((member) => member.nev);

/**
 * Whether each registered member (in the registered state's order) has fully paid the törzsbetét: as the registered
 * state says, or as the lawyer marked the member in the saved company since (a payment is not registered).
 */
export function initialPaidContributions(base: CompanyInput, saved: CompanyInput | undefined): boolean[] {
  const savedMembers = saved ? membersIn(saved) : [];
  return membersIn(base).map(
    (member) =>
      member.torzsbetetBefizetve === true ||
      savedMembers.some((other) => isSameParty(member, other) && other.torzsbetetBefizetve === true),
  );
}

/** A capital increase or a transfer to an outsider: each needs the registered törzsbetétek fully paid. */
export function needsPaidContributions(values: AmendmentFormValues): boolean {
  return values.tokeemeles !== null || values.uzletreszAtruhazasok.some((transfer) => !transfer.vevoMarTag);
}
