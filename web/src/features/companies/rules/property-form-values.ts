import type { EXPLAINED_LANGUAGE_FIELDS, Person, PropertyOwner, SeatProperty, UseTitle } from '@cegdok/engine';
import type { PickablePerson } from '../../../components/person-picker.tsx';
import {
  toRepresentativesForm,
  toRepresentativesInput,
  type LegalRepresentativeFormValues,
} from './legal-representative-values.ts';

/** The legal title of use (Ctv. 7. § (4)) as the lawyer reads it. */
export const USE_TITLE_LABELS: Record<UseTitle, string> = {
  HASZONKOLCSON: 'Ingyenes használat (haszonkölcsön)',
  BERLET: 'Bérlet',
  TULAJDON: 'A társaság tulajdona',
  SZEKHELYSZOLGALTATAS: 'Székhelyszolgáltatás',
};

/** A natural person's data beyond name and address, as every person form of the company keeps them. */
export type PersonalData = Pick<
  Person,
  | 'szuletesiNev'
  | 'anyjaNeve'
  | 'szuletesiHely'
  | 'szuletesiIdo'
  | 'allampolgarsag'
  | 'adoazonositoJel'
  // a signatory who does not understand Hungarian (decision 031): kept with the person's data
  | 'nemErtiMagyarul'
  | 'magyarazatNyelve'
  | 'tolmacsNeve'
  | 'tolmacsAzonosito'
>;

/**
 * The saved fields of an entry the form does not edit: a legal entity's registration number and representatives, a
 * service agent, whatever the schema gains. They are carried through untouched and sent back beneath the form's own
 * values, so that saving a company in the editor loses nothing the editor does not show. A new entry has none.
 */
export type Kept<Saved> = { kept?: Partial<Saved> };

/** The fields of `saved` that `edited` (the entry as the form holds it) does not name. */
export function keptFields<Saved extends object>(saved: Saved, edited: object): Partial<Saved> {
  const editedKeys = new Set(Object.keys(edited));
  return Object.fromEntries(
    Object.entries(saved).filter(([key, value]) => !editedKeys.has(key) && value !== undefined),
  ) as Partial<Saved>;
}

/** An entry as the form holds it, with the saved fields it does not edit kept beside it. */
export function withKept<Saved extends object, Edited extends object>(
  saved: Saved,
  edited: Edited,
): Edited & Kept<Saved> {
  return { ...edited, kept: keptFields(saved, edited) };
}

/**
 * A natural person's data, none of which a legal entity has: left out of a legal entity's body (a member's, an
 * owner's). Whether it understands Hungarian stays: the explanation clause then names its representative (decisions
 * 031, 041).
 */
export const NO_NATURAL_PERSON_DATA = {
  szuletesiNev: undefined,
  anyjaNeve: undefined,
  szuletesiHely: undefined,
  szuletesiIdo: undefined,
  allampolgarsag: undefined,
  adoazonositoJel: undefined,
} satisfies Record<Exclude<keyof PersonalData, (typeof EXPLAINED_LANGUAGE_FIELDS)[number]>, undefined>;

/**
 * A property's owner as the form holds it: a natural person (picked from the saved persons or typed in), or a legal
 * entity (a company owning the office), whose `nev` is its name and `lakohely` its seat, with no personal data.
 */
export type OwnerFormValues = PersonalData &
  Kept<PropertyOwner> & {
    szemely: { id?: number | string };
    nev: string;
    lakohely: string;
    tulajdoniHanyad: string;
    /** A legal entity, not a natural person: a registration number and a representative instead of personal data. */
    jogiSzemely: boolean;
    /** A legal entity's cégjegyzékszám, or the number of its own (foreign) register; '' for none. */
    cegjegyzekszam: string;
    /** Name and capacity of the legal entity's representative ("Kiss Anna ügyvezető"); '' for none. */
    kepviselo: string;
    /** Its representatives who sign jointly with `kepviselo`, name and capacity each (decision 041); at most two. */
    egyuttesKepviselok: string[];
    /**
     * A minor owner's legal representatives, where the owner is no member (a member's are given with the member;
     * decision 057); empty for an adult.
     */
    torvenyesKepviselok: LegalRepresentativeFormValues[];
  };

/** An owner's legal-entity fields as a natural person has them: none. */
function naturalPerson(): Pick<OwnerFormValues, 'jogiSzemely' | 'cegjegyzekszam' | 'kepviselo' | 'egyuttesKepviselok'> {
  return { jogiSzemely: false, cegjegyzekszam: '', kepviselo: '', egyuttesKepviselok: [] };
}

export type PropertyFormValues = { helyrajziSzam: string; jogcim: UseTitle | null; tulajdonosok: OwnerFormValues[] };
export type AddressPropertyFormValues = PropertyFormValues & { cim: string };

export function emptyProperty(): PropertyFormValues {
  return { helyrajziSzam: '', jogcim: null, tulajdonosok: [] };
}

/** A saved person as an owner; the personal data travel with it for the declaration. */
export function ownerFromPerson(person: PickablePerson & Partial<PersonalData>): OwnerFormValues {
  return {
    szemely: { id: person.id },
    nev: person.nev,
    lakohely: person.lakohely,
    tulajdoniHanyad: '',
    ...naturalPerson(),
    szuletesiNev: person.szuletesiNev,
    anyjaNeve: person.anyjaNeve,
    szuletesiHely: person.szuletesiHely,
    szuletesiIdo: person.szuletesiIdo,
    allampolgarsag: person.allampolgarsag,
    adoazonositoJel: person.adoazonositoJel,
    nemErtiMagyarul: person.nemErtiMagyarul,
    ...languageTexts(person),
    torvenyesKepviselok: [],
  };
}

/**
 * The language texts an owner's or a legal-entity member's card edits (whether he, or its representative, understands
 * Hungarian, decision 031), '' for none: an input is never given `undefined` and then a text (React's "uncontrolled
 * to controlled" warning). The API form leaves a blank out (`optionalText`).
 */
export function languageTexts(person: Partial<PersonalData>) {
  return {
    magyarazatNyelve: person.magyarazatNyelve ?? '',
    tolmacsNeve: person.tolmacsNeve ?? '',
    tolmacsAzonosito: person.tolmacsAzonosito ?? '',
  };
}

/** An owner typed in by hand (not a saved person). */
export function typedOwner(): OwnerFormValues {
  return {
    szemely: {},
    nev: '',
    lakohely: '',
    tulajdoniHanyad: '',
    ...naturalPerson(),
    ...languageTexts({}),
    torvenyesKepviselok: [],
  };
}

/** A new legal-entity owner (a company owning the property), typed in on its card: no saved person, no personal data. */
export function newLegalEntityOwner(): OwnerFormValues {
  return { ...typedOwner(), jogiSzemely: true };
}

function toOwnerForm(owner: PropertyOwner): OwnerFormValues {
  return withKept(owner, {
    ...ownerFromPerson({ ...owner, id: owner.szemely?.id ?? '' }),
    szemely: owner.szemely?.id === undefined ? {} : { id: owner.szemely.id },
    tulajdoniHanyad: owner.tulajdoniHanyad ?? '',
    jogiSzemely: owner.jogiSzemely,
    cegjegyzekszam: owner.cegjegyzekszam ?? '',
    kepviselo: owner.kepviselo ?? '',
    egyuttesKepviselok: [...(owner.egyuttesKepviselok ?? [])],
    torvenyesKepviselok: toRepresentativesForm(owner.torvenyesKepviselok),
  });
}

export function toPropertyForm(property: SeatProperty | undefined): PropertyFormValues {
  return {
    helyrajziSzam: property?.helyrajziSzam ?? '',
    jogcim: property?.jogcim ?? null,
    tulajdonosok: (property?.tulajdonosok ?? []).map(toOwnerForm),
  };
}

const orUndefined = (value: string) => value.trim() || undefined;

/**
 * The API form: blanks left out; a company that owns the property needs no owner's consent, so none is kept. A
 * legal-entity owner is sent without a natural person's data or legal representatives; its co-representatives as
 * typed, the schema dropping blank rows.
 */
export function toPropertyInput(values: PropertyFormValues) {
  const owners = values.jogcim === 'TULAJDON' ? [] : values.tulajdonosok;
  return {
    helyrajziSzam: orUndefined(values.helyrajziSzam),
    jogcim: values.jogcim ?? undefined,
    tulajdonosok: owners.map(({ kept, szemely, tulajdoniHanyad, ...owner }) => ({
      ...kept,
      ...owner,
      ...(szemely.id === undefined ? {} : { szemely: { id: szemely.id } }),
      tulajdoniHanyad: orUndefined(tulajdoniHanyad),
      cegjegyzekszam: orUndefined(owner.cegjegyzekszam),
      kepviselo: orUndefined(owner.kepviselo),
      egyuttesKepviselok: owner.egyuttesKepviselok.length === 0 ? undefined : owner.egyuttesKepviselok,
      // a legal entity has no legal representative (Ptk. 2:12.–2:14. §): its representative is `kepviselo`
      torvenyesKepviselok: owner.jogiSzemely ? undefined : toRepresentativesInput(owner.torvenyesKepviselok),
      ...(owner.jogiSzemely ? NO_NATURAL_PERSON_DATA : {}),
    })),
  };
}

/** Every address besides the seat whose use must be proven: premises, branches, a separate central administration. */
export function propertyAddresses(values: {
  telephelyek: string[];
  fioktelepek: string[];
  kozpontiUgyintezesHelye: string;
  optional: { kozpontiUgyintezesHelye: boolean };
}): { cim: string; kind: string }[] {
  const central = values.optional.kozpontiUgyintezesHelye ? values.kozpontiUgyintezesHelye.trim() : '';
  const all = [
    ...values.telephelyek.map((cim) => ({ cim, kind: 'Telephely' })),
    ...values.fioktelepek.map((cim) => ({ cim, kind: 'Fióktelep' })),
    ...(central ? [{ cim: central, kind: 'Központi ügyintézés helye' }] : []),
  ];
  return all.filter((address, index) => all.findIndex((other) => other.cim === address.cim) === index);
}

/** One entry per current address (kept data first, empty ones for new addresses); removed addresses drop out. */
export function propertiesForAddresses(
  addresses: { cim: string }[],
  entries: AddressPropertyFormValues[],
): AddressPropertyFormValues[] {
  return addresses.map(
    (address) => entries.find((entry) => entry.cim === address.cim) ?? { cim: address.cim, ...emptyProperty() },
  );
}
