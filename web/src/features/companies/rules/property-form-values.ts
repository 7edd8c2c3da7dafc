import type { Person, PropertyOwner, SeatProperty, UseTitle } from '@cegdok/engine';
import type { PickablePerson } from '../../../components/person-picker.tsx';

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

export type OwnerFormValues = PersonalData &
  Kept<PropertyOwner> & {
    szemely: { id?: number | string };
    nev: string;
    lakohely: string;
    tulajdoniHanyad: string;
  };

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
    szuletesiNev: person.szuletesiNev,
    anyjaNeve: person.anyjaNeve,
    szuletesiHely: person.szuletesiHely,
    szuletesiIdo: person.szuletesiIdo,
    allampolgarsag: person.allampolgarsag,
    adoazonositoJel: person.adoazonositoJel,
    nemErtiMagyarul: person.nemErtiMagyarul,
    magyarazatNyelve: person.magyarazatNyelve,
    tolmacsNeve: person.tolmacsNeve,
    tolmacsAzonosito: person.tolmacsAzonosito,
  };
}

/** An owner typed in by hand (not a saved person). */
export function typedOwner(): OwnerFormValues {
  return { szemely: {}, nev: '', lakohely: '', tulajdoniHanyad: '' };
}

function toOwnerForm(owner: PropertyOwner): OwnerFormValues {
  return withKept(owner, {
    ...ownerFromPerson({ ...owner, id: owner.szemely?.id ?? '' }),
    szemely: owner.szemely?.id === undefined ? {} : { id: owner.szemely.id },
    tulajdoniHanyad: owner.tulajdoniHanyad ?? '',
  });
}

export function toPropertyForm(property: SeatProperty | undefined): PropertyFormValues {
  return {
    helyrajziSzam: property?.helyrajziSzam ?? '',
    jogcim: property?.jogcim ?? null,
    tulajdonosok: (property?.tulajdonosok ?? []).map(toOwnerForm),
  };
}

/** The API form: blanks left out; a company that owns the property needs no owner's consent, so none is kept. */
export function toPropertyInput(values: PropertyFormValues) {
  const owners = values.jogcim === 'TULAJDON' ? [] : values.tulajdonosok;
  return {
    helyrajziSzam: values.helyrajziSzam.trim() || undefined,
    jogcim: values.jogcim ?? undefined,
    tulajdonosok: owners.map(({ kept, szemely, tulajdoniHanyad, ...owner }) => ({
      ...kept,
      ...owner,
      ...(szemely.id === undefined ? {} : { szemely: { id: szemely.id } }),
      tulajdoniHanyad: tulajdoniHanyad.trim() || undefined,
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
