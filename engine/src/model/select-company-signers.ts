import type { DirectorModel } from './derive-directors.ts';

/**
 * Who signs for the company on documents 2–6: the first sole signer, otherwise the first joint signer and the first
 * of its co-signers (both sign under joint signing). A joint signer without a co-signer signs alone; the checks
 * report that as an error.
 */
export function selectCompanySigners(directors: readonly DirectorModel[]): DirectorModel[] {
  const sole = directors.find((director) => director.isSoleSigner);
  if (sole) return [sole];
  const first = directors[0];
  if (!first) return [];
  const partner = first.coSigners[0];
  return partner ? [first, directors[partner.index]!] : [first];
}
