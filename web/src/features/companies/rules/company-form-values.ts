import type {
  Company,
  CompanyInput,
  CompanyManager,
  Director,
  Member,
  SigningGroup,
  SigningRight,
} from '@cegdok/engine';
import { companySchema, MEETING_MATTERS } from '@cegdok/engine';
import type { SavedCompany } from '../../../api/companies.ts';
import type { PickablePerson } from '../../../components/person-picker.tsx';
import {
  toRepresentativesForm,
  toRepresentativesInput,
  type LegalRepresentativeFormValues,
} from './legal-representative-values.ts';
import { formatAmount } from '../../../lib/format-forint.ts';
import {
  languageTexts,
  NO_NATURAL_PERSON_DATA,
  ownerFromPerson,
  propertyAddresses,
  toPropertyForm,
  toPropertyInput,
  typedOwner,
  withKept,
  type AddressPropertyFormValues,
  type Kept,
  type PersonalData,
  type PropertyFormValues,
} from './property-form-values.ts';

/** A property contributed in kind as the form holds it: the share '' when not given. */
export type InKindPropertyFormValues = { telepules: string; helyrajziSzam: string; tulajdoniHanyad: string };

/**
 * A member as the form holds it: a natural person picked from the saved persons, or a legal entity (a holding Kft., a
 * foreign GmbH) typed in, whose `nev` is its name and `lakohely` its seat, with no personal data.
 */
export type MemberFormValues = PersonalData &
  Kept<Member> & {
    szemely: { id?: number | string };
    nev: string;
    lakohely: string;
    /** Typed amounts, formatted as the user types ("3 000 000"). */
    penzbetet: string;
    nemPenzbeliBetet: string;
    penzbetetHatarido: string | null;
    penzbetetMod: string | null;
    nemPenzbeliBetetHatarido: string | null;
    nemPenzbeliBetetMod: string;
    /** Real estate contributed in kind (decision 081): settlement, helyrajzi szám, share ('' for none given). */
    nemPenzbeliIngatlanok: InKindPropertyFormValues[];
    hasUzletreszElteres: boolean;
    uzletreszElteres: string;
    hasOsztalekArany: boolean;
    osztalekArany: string;
    /** A registered company's member has fully paid the törzsbetét (for a capital increase, a transfer to an outsider). */
    torzsbetetBefizetve: boolean;
    /** When the membership began, for the member register; empty: the date of the founding document. */
    tagsagKezdete: string | null;
    /** Whether the member founded the company, as the last amendment found it (not edited here; kept on save). */
    alapito: boolean | null;
    /** A minor member's legal representatives (decision 030); empty for an adult. */
    torvenyesKepviselok: LegalRepresentativeFormValues[];
    /** Name and address of the service agent of a member seated or living abroad (Ctv. 25. § (1) l)); '' for none. */
    kezbesitesiMegbizott: string;
    /** A legal entity, not a natural person: it has a registration number and a representative instead of personal data. */
    jogiSzemely: boolean;
    /** A legal entity's cégjegyzékszám, or the number of its own (foreign) register; '' for none. */
    cegjegyzekszam: string;
    /** Name and capacity of the legal entity's representative ("Kiss Anna ügyvezető"); '' for none. */
    kepviselo: string;
    /** Its representatives who sign jointly with `kepviselo`, name and capacity each (decision 041); at most two. */
    egyuttesKepviselok: string[];
  };

export type DirectorFormValues = PersonalData &
  Kept<Director> & {
    szemely: { id?: number | string };
    nev: string;
    lakohely: string;
    megbizasKezdoIdopontja: string | null;
    megbizasVegIdopontja: string | null;
    cegjegyzesiJogTipus: SigningRight;
    cegjegyzesEgyuttesenCsoport: SigningGroup[];
    /** Name and address of the service agent of a director living abroad (Ctv. 25. § (1) l)); '' for none. */
    kezbesitesiMegbizott: string;
  };

/** The company manager (cégvezető), structured like a director; `szabadSzoveg` marks an old free-text entry. */
export type ManagerFormValues = PersonalData &
  Kept<CompanyManager> & {
    szemely: { id?: number | string };
    nev: string;
    lakohely: string;
    kezdoIdopont: string | null;
    cegjegyzesiJogTipus: SigningRight;
    cegjegyzesEgyuttesenCsoport: SigningGroup[];
    /** Name and address of the service agent of a manager living abroad (Ctv. 25. § (1) l)); '' for none. */
    kezbesitesiMegbizott: string;
    szabadSzoveg: boolean;
  };

/**
 * A saved person (null: one typed in) as the company manager: its name, address and personal data, nothing of an
 * owner's (a property share, a legal entity's fields), which the manager's schema refuses.
 */
export function managerFromPerson(person: PickablePerson | null): ManagerFormValues {
  const owner = person ? ownerFromPerson(person) : typedOwner();
  return {
    ...personalData(owner),
    szemely: owner.szemely,
    nev: owner.nev,
    lakohely: owner.lakohely,
    kezdoIdopont: null,
    cegjegyzesiJogTipus: 'ONALLO',
    cegjegyzesEgyuttesenCsoport: [],
    kezbesitesiMegbizott: '',
    szabadSzoveg: false,
  };
}

/** The optional properties of the Alap adatok tab, each behind a checkbox. */
export const OPTIONAL_PROPERTIES = [
  { key: 'idotartamVege', label: 'A társaság időtartamának vége', kind: 'date' },
  { key: 'merlegForduloNap', label: 'Mérlegfordulónap', kind: 'date' },
  { key: 'kozpontiUgyintezesHelye', label: 'Központi ügyintézés helye', kind: 'text' },
  { key: 'potbefizetesFeltetelei', label: 'Pótbefizetés feltételei', kind: 'text' },
  { key: 'mellekszolgaltatasok', label: 'Mellékszolgáltatások', kind: 'text' },
] as const;
export type OptionalPropertyKey = (typeof OPTIONAL_PROPERTIES)[number]['key'];

export type MeetingRulesFormValues = Record<`pont11_8_${(typeof MEETING_MATTERS)[number]}`, boolean> & {
  eventeHanyszorTagGyules: number | string;
  hatarozatKepessegSzazalek: number | string;
  /** Days of notice (Ptk. 3:190. § (1)); empty: the statutory 15. */
  meghivasiHatarido?: number | string;
  /** Notices, invitations and votes by e-mail as well (Ptk. 3:91. § (2)); off: not sent (the schema's false). */
  elektronikusKozles: boolean;
};

export type ShareRulesFormValues = {
  belsoAtruhazas: boolean;
  elovasarlasiJog: boolean;
  atruhazashozBeleegyezes: boolean;
  ingyenesAtruhazasEngedelyezett: boolean;
  felosztashozBeleegyezes: boolean;
  ugyvezetoFizethetOsztalekEloleg: boolean;
};

export type CompanyFormValues = Kept<Company> & {
  id?: number | string;
  nev: string;
  vezerszo: string;
  idegenNev: string;
  szekhely: string;
  telephelyek: string[];
  fioktelepek: string[];
  cegvezeto: ManagerFormValues | null;
  fotevekenyseg: string;
  egyebTevekenysegek: string[];
  idotartamVege: string | null;
  merlegForduloNap: string | null;
  kozpontiUgyintezesHelye: string;
  potbefizetesFeltetelei: string;
  mellekszolgaltatasok: string;
  /** Which optional properties are switched on. */
  optional: Record<OptionalPropertyKey, boolean>;
  taggyulesSzabalyzasok: MeetingRulesFormValues;
  uzletreszNyeresegSzabalyzasok: ShareRulesFormValues;
  tagok: MemberFormValues[];
  ugyvezetok: DirectorFormValues[];
  /** The seat's property: hrsz, owners, title of use (for the registered-office declaration). */
  szekhelyIngatlan: PropertyFormValues;
  /** The same for each premises, branch and separate central administration, matched by `cim`. */
  ingatlanok: AddressPropertyFormValues[];
  mentesKesobbre: boolean;
};

function personalData(source: Partial<PersonalData>): PersonalData {
  return {
    szuletesiNev: source.szuletesiNev,
    anyjaNeve: source.anyjaNeve,
    szuletesiHely: source.szuletesiHely,
    szuletesiIdo: source.szuletesiIdo,
    allampolgarsag: source.allampolgarsag,
    adoazonositoJel: source.adoazonositoJel,
    nemErtiMagyarul: source.nemErtiMagyarul,
    magyarazatNyelve: source.magyarazatNyelve,
    tolmacsNeve: source.tolmacsNeve,
    tolmacsAzonosito: source.tolmacsAzonosito,
  };
}

function amountText(value: number | undefined): string {
  return formatAmount(value ?? 0);
}

function percentText(value: number | undefined): string {
  return value === undefined ? '' : String(value).replace('.', ',');
}

const defaultMeetingRules = (): MeetingRulesFormValues =>
  ({
    ...Object.fromEntries(MEETING_MATTERS.map((letter) => [`pont11_8_${letter}`, true])),
    eventeHanyszorTagGyules: 1,
    hatarozatKepessegSzazalek: 50,
    meghivasiHatarido: '',
    elektronikusKozles: false,
  }) as MeetingRulesFormValues;

/**
 * The meeting rules as sent: an empty notice period is not sent (the statutory 15 days), nor electronic notice while
 * off (the schema's default, false).
 */
function meetingRulesInput({ meghivasiHatarido, elektronikusKozles, ...rules }: MeetingRulesFormValues) {
  return {
    ...rules,
    ...(meghivasiHatarido === '' || meghivasiHatarido === undefined ? {} : { meghivasiHatarido }),
    ...(elektronikusKozles ? { elektronikusKozles: true } : {}),
  };
}

export function emptyCompanyForm(): CompanyFormValues {
  return {
    nev: '',
    vezerszo: '',
    idegenNev: '',
    szekhely: '',
    telephelyek: [],
    fioktelepek: [],
    cegvezeto: null,
    fotevekenyseg: '',
    egyebTevekenysegek: [],
    idotartamVege: null,
    merlegForduloNap: null,
    kozpontiUgyintezesHelye: '',
    potbefizetesFeltetelei: '',
    mellekszolgaltatasok: '',
    optional: {
      idotartamVege: false,
      merlegForduloNap: false,
      kozpontiUgyintezesHelye: false,
      potbefizetesFeltetelei: false,
      mellekszolgaltatasok: false,
    },
    taggyulesSzabalyzasok: defaultMeetingRules(),
    uzletreszNyeresegSzabalyzasok: {
      belsoAtruhazas: true,
      elovasarlasiJog: true,
      atruhazashozBeleegyezes: true,
      ingyenesAtruhazasEngedelyezett: true,
      felosztashozBeleegyezes: true,
      ugyvezetoFizethetOsztalekEloleg: true,
    },
    tagok: [],
    ugyvezetok: [],
    szekhelyIngatlan: toPropertyForm(undefined),
    ingatlanok: [],
    mentesKesobbre: false,
  };
}

/** A saved company as editable form values. */
export function toCompanyForm(saved: SavedCompany): CompanyFormValues {
  // Stored JSON may predate the current schema (a free-text cégvezető, no property data): read it as the engine does.
  const parsed = companySchema.safeParse(saved);
  const company: SavedCompany = parsed.success ? { ...parsed.data, id: saved.id, modifiedAt: saved.modifiedAt } : saved;
  const empty = emptyCompanyForm();
  // What the server sets itself is not sent back.
  const { modifiedAt: _modifiedAt, bejegyzes: _registration, ...data } = company;
  return withKept(data, {
    ...empty,
    id: company.id,
    nev: company.nev,
    vezerszo: company.vezerszo ?? '',
    idegenNev: company.idegenNev ?? '',
    szekhely: company.szekhely,
    telephelyek: [...company.telephelyek],
    fioktelepek: [...company.fioktelepek],
    cegvezeto: company.cegvezeto
      ? withKept(company.cegvezeto, {
          ...personalData(company.cegvezeto),
          szemely: { id: company.cegvezeto.szemely?.id },
          nev: company.cegvezeto.nev,
          lakohely: company.cegvezeto.lakohely ?? '',
          kezdoIdopont: company.cegvezeto.kezdoIdopont ?? null,
          cegjegyzesiJogTipus: company.cegvezeto.cegjegyzesiJogTipus,
          cegjegyzesEgyuttesenCsoport: [...company.cegvezeto.cegjegyzesEgyuttesenCsoport],
          kezbesitesiMegbizott: company.cegvezeto.kezbesitesiMegbizott ?? '',
          szabadSzoveg: company.cegvezeto.szabadSzoveg,
        })
      : null,
    fotevekenyseg: company.fotevekenyseg ?? '',
    egyebTevekenysegek: [...company.egyebTevekenysegek],
    idotartamVege: company.idotartamVege ?? null,
    merlegForduloNap: company.merlegForduloNap ?? null,
    kozpontiUgyintezesHelye: company.kozpontiUgyintezesHelye ?? '',
    potbefizetesFeltetelei: company.potbefizetesFeltetelei ?? '',
    mellekszolgaltatasok: company.mellekszolgaltatasok ?? '',
    optional: {
      idotartamVege: Boolean(company.idotartamVege),
      merlegForduloNap: Boolean(company.merlegForduloNap),
      kozpontiUgyintezesHelye: Boolean(company.kozpontiUgyintezesHelye),
      potbefizetesFeltetelei: Boolean(company.potbefizetesFeltetelei),
      mellekszolgaltatasok: Boolean(company.mellekszolgaltatasok),
    },
    taggyulesSzabalyzasok: { ...empty.taggyulesSzabalyzasok, ...company.taggyulesSzabalyzasok },
    uzletreszNyeresegSzabalyzasok: { ...company.uzletreszNyeresegSzabalyzasok },
    tagok: company.tagok.map((member) => ({
      // The saved payment flag stays in `kept` too: an unchecked box sends back a saved `false`, not nothing.
      ...withKept(member, memberForm(member)),
      torzsbetetBefizetve: member.torzsbetetBefizetve === true,
    })),
    ugyvezetok: company.ugyvezetok.map((director) =>
      withKept(director, {
        ...personalData(director),
        szemely: { id: director.szemely?.id },
        nev: director.nev,
        lakohely: director.lakohely,
        megbizasKezdoIdopontja: director.megbizasKezdoIdopontja ?? null,
        megbizasVegIdopontja: director.megbizasVegIdopontja ?? null,
        cegjegyzesiJogTipus: director.cegjegyzesiJogTipus,
        cegjegyzesEgyuttesenCsoport: [...director.cegjegyzesEgyuttesenCsoport],
        kezbesitesiMegbizott: director.kezbesitesiMegbizott ?? '',
      }),
    ),
    szekhelyIngatlan: toPropertyForm(company.szekhelyIngatlan),
    ingatlanok: (company.ingatlanok ?? []).map((property) => ({ cim: property.cim, ...toPropertyForm(property) })),
    mentesKesobbre: company.mentesKesobbre,
  });
}

/** The member fields the form edits (without the payment flag, see `toCompanyForm`). */
function memberForm(member: Member): Omit<MemberFormValues, 'torzsbetetBefizetve' | 'kept'> {
  return {
    ...personalData(member),
    // a legal entity's card edits them (LegalEntityMemberFields): blank, not undefined, where none was saved
    ...languageTexts(member),
    szemely: { id: member.szemely?.id },
    nev: member.nev,
    lakohely: member.lakohely,
    penzbetet: amountText(member.penzbetet),
    nemPenzbeliBetet: amountText(member.nemPenzbeliBetet),
    penzbetetHatarido: member.penzbetetHatarido ?? null,
    penzbetetMod: member.penzbetetMod ?? null,
    nemPenzbeliBetetHatarido: member.nemPenzbeliBetetHatarido ?? null,
    nemPenzbeliBetetMod: member.nemPenzbeliBetetMod ?? '',
    nemPenzbeliIngatlanok: (member.nemPenzbeliIngatlanok ?? []).map((property) => ({
      telepules: property.telepules,
      helyrajziSzam: property.helyrajziSzam,
      tulajdoniHanyad: property.tulajdoniHanyad ?? '',
    })),
    hasUzletreszElteres: member.uzletreszElteres !== undefined,
    uzletreszElteres: percentText(member.uzletreszElteres),
    hasOsztalekArany: member.osztalekArany !== undefined,
    osztalekArany: percentText(member.osztalekArany),
    tagsagKezdete: member.tagsagKezdete ?? null,
    alapito: member.alapito ?? null,
    torvenyesKepviselok: toRepresentativesForm(member.torvenyesKepviselok),
    kezbesitesiMegbizott: member.kezbesitesiMegbizott ?? '',
    jogiSzemely: member.jogiSzemely,
    cegjegyzekszam: member.cegjegyzekszam ?? '',
    kepviselo: member.kepviselo ?? '',
    egyuttesKepviselok: [...(member.egyuttesKepviselok ?? [])],
  };
}

/** A natural person's data, none of which a legal entity has, and a minor's legal representatives: left out of a legal-entity member's body. */
const NO_PERSONAL_DATA = { ...NO_NATURAL_PERSON_DATA, torvenyesKepviselok: undefined };

/**
 * A member as the API takes it. A legal entity is sent without a natural person's data (birth data, citizenship, tax
 * number, legal representatives); its co-representatives as typed, the schema dropping blank rows.
 */
function toMemberInput({
  kept,
  hasUzletreszElteres,
  hasOsztalekArany,
  torzsbetetBefizetve,
  ...member
}: MemberFormValues) {
  return {
    ...kept,
    ...member,
    szemely: entityRef(member.szemely),
    torzsbetetBefizetve: torzsbetetBefizetve || (kept?.torzsbetetBefizetve === false ? false : undefined),
    penzbetetHatarido: orUndefined(member.penzbetetHatarido),
    penzbetetMod: orUndefined(member.penzbetetMod),
    nemPenzbeliBetetHatarido: orUndefined(member.nemPenzbeliBetetHatarido),
    nemPenzbeliBetetMod: orUndefined(member.nemPenzbeliBetetMod),
    nemPenzbeliIngatlanok:
      member.nemPenzbeliIngatlanok.length === 0
        ? undefined
        : member.nemPenzbeliIngatlanok.map((property) => ({
            ...property,
            tulajdoniHanyad: orUndefined(property.tulajdoniHanyad),
          })),
    tagsagKezdete: orUndefined(member.tagsagKezdete),
    alapito: member.alapito ?? undefined,
    torvenyesKepviselok: toRepresentativesInput(member.torvenyesKepviselok),
    kezbesitesiMegbizott: orUndefined(member.kezbesitesiMegbizott),
    uzletreszElteres: hasUzletreszElteres ? orUndefined(member.uzletreszElteres) : undefined,
    osztalekArany: hasOsztalekArany ? orUndefined(member.osztalekArany) : undefined,
    cegjegyzekszam: orUndefined(member.cegjegyzekszam),
    kepviselo: orUndefined(member.kepviselo),
    egyuttesKepviselok: member.egyuttesKepviselok.length === 0 ? undefined : member.egyuttesKepviselok,
    magyarazatNyelve: orUndefined(member.magyarazatNyelve ?? null),
    tolmacsNeve: orUndefined(member.tolmacsNeve ?? null),
    tolmacsAzonosito: orUndefined(member.tolmacsAzonosito ?? null),
    ...(member.jogiSzemely ? NO_PERSONAL_DATA : {}),
  };
}

function orUndefined(value: string | null): string | undefined {
  return value === null || value.trim() === '' ? undefined : value;
}

/** A link to a saved person, or none for an entry typed in. */
function entityRef(szemely: { id?: number | string }) {
  return szemely.id === undefined ? undefined : { id: szemely.id };
}

function withoutKept<T extends { kept?: unknown }>({ kept: _kept, ...values }: T): Omit<T, 'kept'> {
  return values;
}

/** The API body for `POST`/`PUT /api/tarsasag`: signing groups as "A;B" (spec section 3). */
export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  const addresses = new Set(propertyAddresses(values).map((address) => address.cim));
  const optionalValue = <K extends OptionalPropertyKey>(key: K) =>
    values.optional[key] ? orUndefined(values[key]) : undefined;
  return {
    ...values.kept,
    ...(values.id === undefined ? {} : { id: values.id }),
    nev: values.nev,
    vezerszo: orUndefined(values.vezerszo),
    idegenNev: orUndefined(values.idegenNev),
    szekhely: values.szekhely,
    telephelyek: values.telephelyek,
    fioktelepek: values.fioktelepek,
    cegvezeto: values.cegvezeto
      ? {
          ...values.cegvezeto.kept,
          ...withoutKept(values.cegvezeto),
          szemely: values.cegvezeto.szemely.id === undefined ? undefined : { id: values.cegvezeto.szemely.id },
          lakohely: orUndefined(values.cegvezeto.lakohely),
          kezdoIdopont: orUndefined(values.cegvezeto.kezdoIdopont),
          kezbesitesiMegbizott: orUndefined(values.cegvezeto.kezbesitesiMegbizott),
          cegjegyzesEgyuttesenCsoport:
            values.cegvezeto.cegjegyzesiJogTipus === 'EGYUTTES'
              ? values.cegvezeto.cegjegyzesEgyuttesenCsoport.join(';')
              : '',
          // An old free-text entry stays marked until the lawyer completes it.
          szabadSzoveg: values.cegvezeto.szabadSzoveg && values.cegvezeto.lakohely.trim() === '',
        }
      : undefined,
    fotevekenyseg: orUndefined(values.fotevekenyseg),
    egyebTevekenysegek: values.egyebTevekenysegek,
    idotartamVege: optionalValue('idotartamVege'),
    merlegForduloNap: optionalValue('merlegForduloNap'),
    kozpontiUgyintezesHelye: optionalValue('kozpontiUgyintezesHelye'),
    potbefizetesFeltetelei: optionalValue('potbefizetesFeltetelei'),
    mellekszolgaltatasok: optionalValue('mellekszolgaltatasok'),
    taggyulesSzabalyzasok: meetingRulesInput(values.taggyulesSzabalyzasok),
    uzletreszNyeresegSzabalyzasok: values.uzletreszNyeresegSzabalyzasok,
    tagok: values.tagok.map(toMemberInput),
    ugyvezetok: values.ugyvezetok.map(({ kept, ...director }) => ({
      ...kept,
      ...director,
      szemely: entityRef(director.szemely),
      megbizasKezdoIdopontja: orUndefined(director.megbizasKezdoIdopontja),
      megbizasVegIdopontja: orUndefined(director.megbizasVegIdopontja),
      kezbesitesiMegbizott: orUndefined(director.kezbesitesiMegbizott),
      cegjegyzesEgyuttesenCsoport:
        director.cegjegyzesiJogTipus === 'EGYUTTES' ? director.cegjegyzesEgyuttesenCsoport.join(';') : '',
    })),
    szekhelyIngatlan: toPropertyInput(values.szekhelyIngatlan),
    // In form order (so that the schema's error paths point at the right card); addresses removed since drop out.
    ingatlanok: values.ingatlanok
      .filter((property) => addresses.has(property.cim))
      .map((property) => ({ cim: property.cim, ...toPropertyInput(property) })),
    mentesKesobbre: values.mentesKesobbre,
  };
}
