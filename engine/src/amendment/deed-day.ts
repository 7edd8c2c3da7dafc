import type { AmendmentRequest } from './amendment-schema.ts';

/**
 * The day the amendment's documents are dated and signed (`keltezesIdeje`): the dating line and the signatures of the
 * amending deed (`keltezes.ido`, render-amendment.ts; templates/amendment/modositas.njk). In a members' contract
 * (`TAGOK_SZERZODESE`) the members decide by signing the deed (Ptk. 3:102. § (1)), so each is identified and signs as
 * on this day (`representativesOn`), and the check of a minor member (`checkMinors`, check-amendment.ts) judges him on
 * it too (decision 030): both take the day from here, so they agree.
 */
export function deedDay(request: Pick<AmendmentRequest, 'keltezesIdeje'>): string {
  return request.keltezesIdeje;
}
