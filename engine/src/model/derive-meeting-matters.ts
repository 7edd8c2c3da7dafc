import type { Company, MeetingMatter } from '../schema/company.ts';

/** The matters of the supreme body's exclusive competence the articles list (legal brief 2.8, point 11.8). */
export type MeetingMatters = Record<MeetingMatter, boolean> & {
  /** Item p), first part: consent to a transfer to an outsider. */
  hasTransferConsent: boolean;
  /** Item p), second part: the company's pre-emption right and designating a third person. */
  hasPreemption: boolean;
};

/**
 * Which 11.8 items are printed. Statutory items are always printed whatever their flag (the checks warn when a flag
 * is off); conditional ones follow the data; only r) and s) follow their flags. The engine letters the list, so a
 * skipped item leaves no gap.
 */
export function deriveMeetingMatters(company: Company): MeetingMatters {
  const rules = company.taggyulesSzabalyzasok;
  const shareRules = company.uzletreszNyeresegSzabalyzasok;
  const isSingleMember = company.tagok.length === 1;
  // A sole member would consent to his own transfer: no consent clause in a single-member company.
  const hasTransferConsent = shareRules.atruhazashozBeleegyezes && !isSingleMember;
  const hasPreemption = shareRules.elovasarlasiJog && !isSingleMember;
  return {
    a: true,
    b: shareRules.ugyvezetoFizethetOsztalekEloleg,
    c: company.potbefizetesFeltetelei !== undefined || isSingleMember,
    d: true,
    e: true,
    f: !isSingleMember,
    g: company.tagok.length >= 3,
    h: true,
    i: true,
    j: true,
    k: true,
    l: true,
    m: true,
    n: true,
    o: true,
    p: hasTransferConsent || hasPreemption,
    q: true,
    r: rules.pont11_8_r,
    s: rules.pont11_8_s,
    hasTransferConsent,
    hasPreemption,
  };
}
