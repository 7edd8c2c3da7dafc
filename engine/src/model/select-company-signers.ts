import type { DirectorModel } from './derive-directors.ts';

/**
 * Who signs for the company on documents 2–6: the first sole signer, otherwise the first joint signer who has a
 * co-signer, together with that co-signer (both sign under joint signing). When no joint signer has a co-signer the
 * request is unlawful: the checks report an error (`SINGLE_DIRECTOR_NOT_SOLE`, `JOINT_SIGNER_WITHOUT_GROUP`) that
 * blocks generation, and the first director is returned only so that the live preview can still be drawn.
 */
export function selectCompanySigners(directors: readonly DirectorModel[]): DirectorModel[] {
  const sole = directors.find((director) => director.isSoleSigner);
  if (sole) return [sole];
  const paired = directors.find((director) => director.coSigners.length > 0);
  if (paired) return [paired, directors[paired.coSigners[0]!.index]!];
  return directors.slice(0, 1);
}
