import { isSameAddress } from './is-same-address.ts';
import { addressUses, type CompanyAddresses, type UsedAddress } from './derive-used-addresses.ts';

/**
 * The addresses the use declaration covers (Ctv. 7. § (4)): at formation every address; for a registered company only
 * the uses the court has not registered yet — a new seat, a new telephely or fióktelep, a new place of central
 * administration. A registered property put to a new use (a telephely becoming the seat) is declared again, as the
 * owner consented only to the registered use.
 */
export function addressesToDeclare(
  places: readonly UsedAddress[],
  registered: CompanyAddresses | undefined,
): UsedAddress[] {
  if (!registered) return [...places];
  const registeredUses = addressUses(registered);
  const isRegistered = (place: UsedAddress) =>
    place.purposes.every((purpose) =>
      registeredUses.some((use) => use.purposes.includes(purpose) && isSameAddress(use.address, place.address)),
    );
  return places.filter((place) => !isRegistered(place));
}

/**
 * The declaration's title: a consent when some owner consents, else a statement of the title of use (the company's
 * own property, a registered-office provider); about the seat when the seat is the only address declared.
 * `isEachToBeRegistered` false: a registered company whose registered addresses are unknown (decision 075), so the
 * title does not call every address one to be registered.
 */
export function declarationTitle(places: readonly UsedAddress[], isEachToBeRegistered = true): string {
  const seatOnly = places.length === 1 && places[0]!.purpose === 'székhely';
  if (places.some((place) => place.needsOwnerConsent))
    return seatOnly ? 'Székhelyhasználati hozzájáruló nyilatkozat' : 'Ingatlanhasználati hozzájáruló nyilatkozat';
  if (seatOnly) return 'Nyilatkozat a székhely használatának jogcíméről';
  // a registered company whose registered addresses the request does not give: some may be registered already
  const which = isEachToBeRegistered ? 'cégjegyzékbe bejegyzendő' : 'Társaság által használt';
  return places.length > 1
    ? `Nyilatkozat a ${which} címek használatának jogcíméről`
    : `Nyilatkozat a ${which} cím használatának jogcíméről`;
}
