import { isAddressAbroad } from '../address/address-completeness.ts';
import { addFractions, parseOwnershipShare } from '../checks/check-ownership-shares.ts';
import { joinList } from '../hu/join-list.ts';
import type { Company, Member, Director, PropertyOwner, UseTitle } from '../schema/company.ts';
import { EXPLAINED_LANGUAGE_FIELDS } from '../schema/person.ts';
import { foundingDocumentTerms, type FoundingDocumentTerms } from './founding-document-terms.ts';
import { isSameAddress } from './is-same-address.ts';
import { isSamePerson } from './is-same-person.ts';
import { withFields } from './with-fields.ts';

/** Why the company uses an address (Ctv. 7. §): each needs its own proof of lawful use. */
export type AddressPurpose = 'székhely' | 'telephely' | 'fióktelep' | 'központi ügyintézés helye';

/** An owner of a used property; the personal data come from the member or director who is the same person. */
export type OwnerModel = PropertyOwner & {
  /**
   * `a Társaság tagja`, `… alapítója`, `… egyedüli tagja` (a sole member who did not found it) or `… ügyvezetője` when
   * the owner is also that person, else null.
   */
  companyRole: string | null;
  /** The owner is a member of the company (not only its director). */
  isMember: boolean;
};

export type UsedAddress = {
  /** The first purpose; a property used for several (the central administration and a telephely) lists all in `label`. */
  purpose: AddressPurpose;
  purposes: AddressPurpose[];
  /** `telephely`, `központi ügyintézés helye és telephely`: every purpose of the property, for headings and notes. */
  label: string;
  /** `székhelyeként`, `központi ügyintézésének helyeként és telephelyeként` …: the company uses the property "as its …". */
  asPurpose: string;
  address: string;
  landRegisterNumber: string | null;
  owners: OwnerModel[];
  /** Not given: the declaration leaves the title of use blank for the lawyer. */
  useTitle: UseTitle | null;
  /** Where the request holds the property's data (`tarsasag.szekhelyIngatlan`, `tarsasag.ingatlanok.2`), if it does. */
  propertyPath: string | null;
  /** The owners consent (not the company's own property, not a registered-office provider). */
  needsOwnerConsent: boolean;
  /**
   * The declaration names the land-register number, left blank when unknown: the owners' consent and the company's
   * own title are read from the land register by it. A registered-office provider's contract (7/2017. IM rendelet)
   * proves the use without it (Ctv. 7. § (4)), so there it is printed only when known.
   */
  needsLandRegisterNumber: boolean;
  /**
   * Every listed owner's share is a fraction and together they hold less than the whole: the owners are co-owners
   * beside unlisted ones (OWNERSHIP_SHARES_UNDER_WHOLE), so the declaration must not call them the exclusive owners.
   */
  isPartOwnership: boolean;
};

function isPartOwnership(owners: readonly PropertyOwner[]): boolean {
  const shares = owners.map((owner) =>
    owner.tulajdoniHanyad === undefined ? null : parseOwnershipShare(owner.tulajdoniHanyad),
  );
  if (shares.length === 0 || shares.some((share) => share === null)) return false;
  const sum = shares.map((share) => share!).reduce(addFractions);
  return sum.numerator < sum.denominator;
}

const AS_PURPOSE: Record<AddressPurpose, string> = {
  székhely: 'székhelyeként',
  telephely: 'telephelyeként',
  fióktelep: 'fióktelepeként',
  'központi ügyintézés helye': 'központi ügyintézésének helyeként',
};

const PERSONAL_DATA = [
  'szuletesiNev',
  'anyjaNeve',
  'szuletesiHely',
  'szuletesiIdo',
  'allampolgarsag',
  'adoazonositoJel',
  // the same person signs the declaration: his documents are explained to him as his others (decision 031)
  ...EXPLAINED_LANGUAGE_FIELDS,
] as const;

/** The owner with the personal data it lacks taken from `source`, the same person as a member or director. */
export function withPersonalDataOf(owner: PropertyOwner, source: Partial<Member & Director>): PropertyOwner {
  const completed: Record<string, unknown> = { ...owner };
  for (const key of PERSONAL_DATA)
    if (completed[key] === undefined && source[key] !== undefined) completed[key] = source[key];
  return completed as PropertyOwner;
}

function resolveOwner(
  owner: PropertyOwner,
  members: readonly Member[],
  directors: readonly Director[],
  terms: FoundingDocumentTerms,
): OwnerModel {
  const member = members.find((candidate) => isSamePerson(owner, candidate));
  const director = directors.find((candidate) => isSamePerson(owner, candidate));
  const source: Partial<Member & Director> | undefined = member ?? director;
  // an owner who is no member keeps his own legal representatives (decision 057): they sign for him or consent
  if (!source) return withFields(owner, { companyRole: null, isMember: false });
  const completed = withPersonalDataOf(owner, source);
  // a member who is a director too is named as both, as the articles name him (read-through 6)
  const role =
    member && director ? `${terms.member.possessive} és ügyvezetője` : member ? terms.member.possessive : 'ügyvezetője';
  return withFields(completed, {
    companyRole: `a Társaság ${role}`,
    isMember: member !== undefined,
    // the same person: a member's representatives act for him here as in the articles (Ptk. 2:12.–2:14. §; decision
    // 030), and only they: a member's are given with the member
    torvenyesKepviselok: member ? member.torvenyesKepviselok : completed.torvenyesKepviselok,
  });
}

/**
 * One entry per property: a telephely or fióktelep at the place of central administration (or two entries of the same
 * address) is one property with one owner, who consents once to every use (Ctv. 7. § (4)). The seat stays apart: a
 * telephely is by definition elsewhere (Ctv. 7. § (2)), and its property data come from `szekhelyIngatlan`.
 */
function mergeSameProperty(
  places: readonly { purpose: AddressPurpose; address: string }[],
): { purposes: AddressPurpose[]; address: string }[] {
  const merged: { purposes: AddressPurpose[]; address: string }[] = [];
  for (const { purpose, address } of places) {
    const same = merged.find(
      (known) => purpose !== 'székhely' && known.purposes[0] !== 'székhely' && isSameAddress(known.address, address),
    );
    if (!same) merged.push({ purposes: [purpose], address });
    else if (!same.purposes.includes(purpose)) same.purposes.push(purpose);
  }
  return merged;
}

/** The addresses a company registers: its seat, a place of central administration, its premises and branches. */
export type CompanyAddresses = Pick<Company, 'szekhely' | 'kozpontiUgyintezesHelye' | 'telephelyek' | 'fioktelepek'>;

/** The place of central administration when it is not the seat (Ctv. 7. § (1)), else null. */
export function separateCentralAdministration(addresses: CompanyAddresses): string | null {
  const central = addresses.kozpontiUgyintezesHelye;
  return central === undefined || isSameAddress(central, addresses.szekhely) ? null : central;
}

/** Each property a company uses with every purpose it is used for, the seat first. */
export function addressUses(addresses: CompanyAddresses): { purposes: AddressPurpose[]; address: string }[] {
  const centralAdministration = separateCentralAdministration(addresses);
  return mergeSameProperty([
    { purpose: 'székhely', address: addresses.szekhely },
    ...(centralAdministration
      ? [{ purpose: 'központi ügyintézés helye' as const, address: centralAdministration }]
      : []),
    ...addresses.telephelyek.map((address) => ({ purpose: 'telephely' as const, address })),
    ...addresses.fioktelepek.map((address) => ({ purpose: 'fióktelep' as const, address })),
  ]);
}

/**
 * Every address whose lawful use must be proven (Ctv. 7. § (4)): the seat, each telephely, each fióktelep and a place
 * of central administration that differs from the seat, each with its property data (`szekhelyIngatlan` for the
 * seat, the `ingatlanok` entry with the same `cim` for the others).
 */
export function deriveUsedAddresses(
  company: Company,
  terms: FoundingDocumentTerms = foundingDocumentTerms(company),
): UsedAddress[] {
  return addressUses(company).map(({ purposes, address }) => {
    const purpose = purposes[0]!;
    const propertyIndex =
      purpose === 'székhely' ? -1 : company.ingatlanok.findIndex((candidate) => isSameAddress(candidate.cim, address));
    const property = purpose === 'székhely' ? company.szekhelyIngatlan : company.ingatlanok[propertyIndex];
    return {
      purpose,
      purposes,
      label: joinList(purposes),
      asPurpose: joinList(purposes.map((each) => AS_PURPOSE[each])),
      address,
      landRegisterNumber: property?.helyrajziSzam ?? null,
      owners: (property?.tulajdonosok ?? []).map((owner) =>
        resolveOwner(owner, company.tagok, company.ugyvezetok, terms),
      ),
      useTitle: property?.jogcim ?? null,
      propertyPath: !property
        ? null
        : purpose === 'székhely'
          ? 'tarsasag.szekhelyIngatlan'
          : `tarsasag.ingatlanok.${propertyIndex}`,
      needsOwnerConsent: property?.jogcim !== 'TULAJDON' && property?.jogcim !== 'SZEKHELYSZOLGALTATAS',
      // a property abroad has no Hungarian land-register number (decision 075)
      needsLandRegisterNumber: property?.jogcim !== 'SZEKHELYSZOLGALTATAS' && !isAddressAbroad(address),
      isPartOwnership: isPartOwnership(property?.tulajdonosok ?? []),
    };
  });
}

/** Who signs the declaration: every owner consenting to some address, once, in the order of the addresses. */
export type Declarants = {
  owners: OwnerModel[];
  /** An address needs an owner's consent but names no owner: a blank signature box for the lawyer to fill in. */
  hasUnnamedOwner: boolean;
  /**
   * The distinct addresses whose owners are not named: one blank signature box each, as every owner of every used
   * property consents (Ctv. 7. § (4)) and different properties may have different owners.
   */
  unnamedOwnerAddresses: string[];
  /** More than one declarant signs, each blank box counted as one: the common clauses agree in the plural. */
  isPlural: boolean;
  /**
   * The declarants who are natural persons, each blank box counted as one: they are told that their personal data
   * become public with the declaration (Ctv. 10. § (2), (4)).
   */
  naturalPersonCount: number;
  /** Some address is the company's own property or a registered-office provider's: the company signs too. */
  isCompanyDeclaring: boolean;
};

export function deriveDeclarants(places: readonly UsedAddress[]): Declarants {
  const owners: OwnerModel[] = [];
  const unnamedOwnerAddresses: string[] = [];
  for (const place of places.filter((place) => place.needsOwnerConsent)) {
    if (place.owners.length === 0 && !unnamedOwnerAddresses.some((known) => isSameAddress(known, place.address)))
      unnamedOwnerAddresses.push(place.address);
    for (const owner of place.owners) if (!owners.some((known) => isSamePerson(known, owner))) owners.push(owner);
  }
  return {
    owners,
    hasUnnamedOwner: unnamedOwnerAddresses.length > 0,
    unnamedOwnerAddresses,
    isPlural: owners.length + unnamedOwnerAddresses.length > 1,
    naturalPersonCount: owners.filter((owner) => !owner.jogiSzemely).length + unnamedOwnerAddresses.length,
    isCompanyDeclaring: places.some((place) => !place.needsOwnerConsent),
  };
}
