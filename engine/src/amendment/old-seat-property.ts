import type { Warning } from '../checks/warning.ts';
import type { UsedAddress } from '../model/derive-used-addresses.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import type { AddressProperty, Company } from '../schema/company.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

/** What the rule reads: the registered seat and its property (`korabbi`), and a target state (`uj`, by default). */
type SeatMove<T extends Company> = { korabbi: Pick<Company, 'szekhely' | 'szekhelyIngatlan'>; uj: T };

/**
 * The address of the registered seat when the seat moves and the company keeps the old one as a telephely, a
 * fióktelep or its place of central administration, and the registered seat's property is known (its land-register
 * number, owners or title of use) but the target state gives no property of that address (an entry of it with nothing
 * given is none: the web's editor lists one for every address, decision 096); else null. A
 * registered-office provider's contract covers the seat only (7/2017. IM rendelet), so its data are not carried.
 */
export function keptOldSeat<T extends Company>(request: SeatMove<T>, company: Company = request.uj): string | null {
  const { szekhely, szekhelyIngatlan } = request.korabbi;
  if (isSameAddress(szekhely, company.szekhely)) return null;
  if (szekhelyIngatlan.jogcim === 'SZEKHELYSZOLGALTATAS') return null;
  if (!isKnown(szekhelyIngatlan)) return null;
  const kept = [...company.telephelyek, ...company.fioktelepek, company.kozpontiUgyintezesHelye].find(
    (address) => address !== undefined && isSameAddress(address, szekhely),
  );
  if (kept === undefined) return null;
  return company.ingatlanok.some((property) => isSameAddress(property.cim, kept) && isKnown(property)) ? null : kept;
}

/** A property with anything given: its land-register number, an owner or the title of use. */
function isKnown(property: Omit<AddressProperty, 'cim'>): boolean {
  return property.helyrajziSzam !== undefined || property.tulajdonosok.length > 0 || property.jogcim !== undefined;
}

/**
 * The index of the target state's `ingatlanok` entry that holds the carried property (`withOldSeatProperty`): the
 * entry of the address with nothing given (the web's editor lists every address's entry, decision 096), else a new
 * last one; null when nothing is carried.
 */
export function oldSeatPropertyIndex<T extends Company>(
  request: SeatMove<T>,
  company: Company = request.uj,
): number | null {
  const address = keptOldSeat(request, company);
  if (address === null) return null;
  const empty = company.ingatlanok.findIndex((property) => isSameAddress(property.cim, address));
  return empty === -1 ? company.ingatlanok.length : empty;
}

/**
 * The target state with the registered seat's property data (land-register number, owners and their shares, title of
 * use) carried over to the old seat kept as a telephely, fióktelep or place of central administration (`keptOldSeat`),
 * as the last `ingatlanok` entry or in place of an entry of the address with nothing given (`oldSeatPropertyIndex`,
 * decision 096): the use declaration of the new use names the property and has every owner consent (Ctv. 7. § (4))
 * instead of blanks and one owner's box (decision 091). A property the request gives for that address is kept as
 * given. The company editor of amendment step 1 checks its target state with them too, so that it does not report
 * missing what the documents carry.
 */
export function withOldSeatProperty<T extends Company>(request: SeatMove<T>, company: T = request.uj): T {
  const address = keptOldSeat(request, company);
  const index = oldSeatPropertyIndex(request, company);
  if (address === null || index === null) return company;
  const carried: AddressProperty = { cim: address, ...request.korabbi.szekhelyIngatlan };
  return { ...company, ingatlanok: company.ingatlanok.toSpliced(index, 1, carried) };
}

/**
 * Tells the lawyer that the use declaration of the old seat's new use carries the registered seat's property data: the
 * owners consent anew to the new use (Ctv. 7. § (4)), and whether the title (a loan for use, a lease) covers it is
 * theirs to confirm. Path: the target state's properties, where an entry of the address replaces the carried data.
 */
export function oldSeatPropertyFinding(place: Pick<UsedAddress, 'address' | 'asPurpose'>): Warning {
  return {
    code: 'regi-szekhely-ingatlana',
    severity: 'warning',
    message: `A Társaság ${place.asPurpose} megtartott korábbi székhely (${place.address}) ingatlanának adatait (helyrajzi szám, tulajdonosok és tulajdoni hányaduk, a használat jogcíme) a használat jogcímét igazoló nyilatkozat a bejegyzett székhely adataiból veszi át, és a nyilatkozatot minden tulajdonos aláírja. Ha az adatok azóta változtak, vagy a használat jogcíme (a szerződés) az új használatra nem terjed ki, az ingatlant a telephelyek és fióktelepek ingatlanai között adja meg ezzel a címmel (Ctv. 7. § (4)).`,
    path: 'uj.ingatlanok',
  };
}

/**
 * A path of the target state's declaration model (`tarsasag.ingatlanok.2.tulajdonosok.0`) as the request has it
 * (`uj.…`); the carried property of the old seat is no entry of the request: its findings lead to the list, where an
 * entry of the address replaces it.
 */
export function requestPathOf(request: AmendmentRequest, path: string | undefined): string | undefined {
  const index = oldSeatPropertyIndex(request);
  const carried = `tarsasag.ingatlanok.${index}`;
  if (index !== null && (path === carried || path?.startsWith(`${carried}.`))) return 'uj.ingatlanok';
  return path?.replace(/^tarsasag\./, 'uj.');
}
