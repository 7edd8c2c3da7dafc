import type { RegisteredCompany } from './amendment-schema.ts';

/** The share rules the member register prints as the articles' restriction of transfers (`templates/tagjegyzek.njk`). */
const TRANSFER_RULES = [
  'belsoAtruhazas',
  'elovasarlasiJog',
  'atruhazashozBeleegyezes',
  'ingyenesAtruhazasEngedelyezett',
] as const;

type RegisterClauses = Pick<RegisteredCompany, 'mellekszolgaltatasok' | 'uzletreszNyeresegSzabalyzasok' | 'tagok'>;

/**
 * Whether the articles' clauses the member register restates change beyond the members, the capital and the
 * pótbefizetés (change types of their own): the mellékszolgáltatás and the restriction of the transfer of shares
 * (Ptk. 3:197. § (2) d)), and the deviating business shares the register states beside the törzsbetétek. The director
 * enters every change of the register's data and files the modified register with the court (3:197. § (3)).
 */
export function registerClausesChange(before: RegisterClauses, after: RegisterClauses): boolean {
  const ancillary = (company: RegisterClauses) => company.mellekszolgaltatasok?.trim() || null;
  const deviations = (company: RegisterClauses) =>
    JSON.stringify(company.tagok.map((member) => [member.nev.trim(), member.uzletreszElteres ?? null]));
  return (
    ancillary(before) !== ancillary(after) ||
    TRANSFER_RULES.some(
      (rule) => before.uzletreszNyeresegSzabalyzasok[rule] !== after.uzletreszNyeresegSzabalyzasok[rule],
    ) ||
    deviations(before) !== deviations(after)
  );
}
