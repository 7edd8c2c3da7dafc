import { formatDate, membershipBeforePayment, type CompanyInput } from '@cegdok/engine';
import type { AmendmentDataInput } from '../../../api/amendments.ts';
import { emptyLanguage, toLanguageForm } from '../../persons/components/language-fields.tsx';
import type { PersonFormValues } from '../../persons/components/person-editor-modal.tsx';
import {
  toRepresentativesForm,
  toRepresentativesInput,
  type LegalRepresentativeFormValues,
} from './legal-representative-values.ts';
import { memberKey, memberRefOf } from './amendment-members.ts';

export type TransferTitle = 'ADASVETEL' | 'AJANDEKOZAS';
export type OwnershipPasses = 'ALAIRAS' | 'VETELAR_MEGFIZETESE';

/** The buyer of a business share: a member's personal data, or a legal entity with its Cg. number and representative. */
export type BuyerFormValues = PersonFormValues & {
  jogiSzemely: boolean;
  cegjegyzekszam: string;
  kepviselo: string;
  /**
   * A legal-entity buyer's co-representatives who sign for it jointly with `kepviselo` (decision 041), at most
   * `MAX_JOINT_REPRESENTATIVES` (two), as a member's and a property owner's; empty: he signs alone.
   */
  egyuttesKepviselok: string[];
  /** A minor buyer's legal representatives (decision 030). */
  torvenyesKepviselok: LegalRepresentativeFormValues[];
};

/** One share transfer in the form: the schema's paths; members by their form key (`memberKey`), amounts as typed. */
export type TransferFormValues = {
  eladoTag: string | null;
  vevoMarTag: boolean;
  vevo: BuyerFormValues;
  nevertek: string;
  jogcim: TransferTitle;
  vetelar: string;
  fizetesiHatarido: string | null;
  eladoSzamlaszam: string;
  tulajdonatszallas: OwnershipPasses;
  szerzodesKelte: string | null;
  /** The buyer's notice of the acquisition to the company (Ptk. 3:168. § (2)); empty: dated as the contract. */
  bejelentesKelte: string | null;
  ajanlatKozlese: string | null;
  elovasarlasiNyilatkozatok: { tag: string | null; datum: string | null }[];
  /** The seller's spouse consenting to the transfer; an empty name means no consent is attached. */
  hazastarsiHozzajarulas: { nev: string };
};

export const TRANSFER_TITLE_LABELS: Record<TransferTitle, string> = {
  ADASVETEL: 'Adásvétel',
  AJANDEKOZAS: 'Ajándékozás',
};

export const OWNERSHIP_PASSES_LABELS: Record<OwnershipPasses, string> = {
  VETELAR_MEGFIZETESE: 'A vételár teljes megfizetésével',
  ALAIRAS: 'A szerződés aláírásával',
};

export const emptyBuyer = (): BuyerFormValues => ({
  nev: '',
  lakohely: '',
  szuletesiNev: '',
  anyjaNeve: '',
  szuletesiHely: '',
  szuletesiIdo: null,
  allampolgarsag: 'magyar',
  adoazonositoJel: '',
  ...emptyLanguage(),
  jogiSzemely: false,
  cegjegyzekszam: '',
  kepviselo: '',
  egyuttesKepviselok: [],
  torvenyesKepviselok: [],
});

export const emptyTransfer = (today: string): TransferFormValues => ({
  eladoTag: null,
  vevoMarTag: false,
  vevo: emptyBuyer(),
  nevertek: '',
  jogcim: 'ADASVETEL',
  vetelar: '',
  fizetesiHatarido: null,
  eladoSzamlaszam: '',
  tulajdonatszallas: 'ALAIRAS',
  szerzodesKelte: today,
  bejelentesKelte: null,
  ajanlatKozlese: null,
  elovasarlasiNyilatkozatok: [],
  hazastarsiHozzajarulas: { nev: '' },
});

/**
 * At the "A tulajdonjog átszáll" field: a share passing on full payment whose price falls due after the notification
 * (or the documents' date) could not be notified yet; the engine refuses it as `szerzes-vetelar-elott`.
 */
export function ownershipPassesProblem(transfer: TransferFormValues, documentDate: string | null): string | null {
  const late = documentDate ? membershipBeforePayment(transfer, documentDate) : null;
  if (!late) return null;
  const day = transfer.bejelentesKelte ? 'a szerzés bejelentése' : 'az okiratok kelte';
  return `A vételár határideje (${formatDate(late.due)}) későbbi, mint ${day} (${formatDate(late.reliedOn)}), így a vevő addig nem szerezheti meg az üzletrészt (Ptk. 3:168. § (2)). Válassza „${OWNERSHIP_PASSES_LABELS.ALAIRAS}” lehetőséget, vagy a vételár határidejét adja meg legkésőbb erre a napra.`;
}

/** A saved person's or a registered member's data, as the engine's personal data shape has it. */
type PersonData = Partial<
  Record<
    Exclude<
      keyof BuyerFormValues,
      'jogiSzemely' | 'szuletesiIdo' | 'torvenyesKepviselok' | 'nemErtiMagyarul' | 'egyuttesKepviselok'
    >,
    string
  >
> & {
  /** A legal-entity member: its Cg. number, representative and joint co-representatives come with it. */
  jogiSzemely?: boolean | null;
  egyuttesKepviselok?: string[] | null;
  szuletesiIdo?: string | null;
  nemErtiMagyarul?: boolean | null;
  /** A registered member's legal representatives (a member buying more is still the same minor). */
  torvenyesKepviselok?: Parameters<typeof toRepresentativesForm>[0];
};

/** The buyer's fields filled from a saved person or a registered member. */
export function buyerFromPerson(person: PersonData): BuyerFormValues {
  return {
    ...emptyBuyer(),
    nev: person.nev ?? '',
    lakohely: person.lakohely ?? '',
    szuletesiNev: person.szuletesiNev ?? '',
    anyjaNeve: person.anyjaNeve ?? '',
    szuletesiHely: person.szuletesiHely ?? '',
    szuletesiIdo: person.szuletesiIdo ?? null,
    allampolgarsag: person.allampolgarsag ?? '',
    adoazonositoJel: person.adoazonositoJel ?? '',
    ...toLanguageForm(person),
    torvenyesKepviselok: toRepresentativesForm(person.torvenyesKepviselok),
    // a legal-entity member buying more is described and signs as the legal entity it is (decision 041)
    ...(person.jogiSzemely === true
      ? {
          jogiSzemely: true,
          cegjegyzekszam: person.cegjegyzekszam ?? '',
          kepviselo: person.kepviselo ?? '',
          egyuttesKepviselok: [...(person.egyuttesKepviselok ?? [])],
        }
      : {}),
  };
}

/**
 * A buyer's data from `base` (a saved person's), with every field `over` (his new member card) has filled in taking
 * its place: an empty text or list of the card never blanks the saved person's.
 */
export function buyerFilledFrom(base: BuyerFormValues, over: BuyerFormValues): BuyerFormValues {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const isEmpty =
      value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (!isEmpty) merged[key] = value;
  }
  return merged as BuyerFormValues;
}

/**
 * The registered members as buyers, by their form key (the saved-person id, else the name: `memberKey`): choosing a
 * member as the buyer copies their data.
 */
export function memberBuyers(company: CompanyInput): { id: string; vevo: BuyerFormValues }[] {
  return ((company.tagok ?? []) as (PersonData & { nev: string; szemely?: { id?: unknown } | null })[]).map(
    (member) => ({ id: memberKey(member), vevo: buyerFromPerson(member) }),
  );
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
const memberRef = (key: string | null) => (key === null ? {} : memberRefOf(key));

function toBuyerData({
  jogiSzemely,
  szuletesiIdo,
  torvenyesKepviselok,
  nemErtiMagyarul,
  egyuttesKepviselok,
  ...fields
}: BuyerFormValues) {
  const texts = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, text(value)]));
  // a co-representative's field added and left blank is no co-representative
  const joint = egyuttesKepviselok.flatMap((name) => text(name) ?? []);
  return {
    ...texts,
    nemErtiMagyarul: nemErtiMagyarul ?? undefined,
    nev: fields.nev,
    lakohely: fields.lakohely,
    ...(szuletesiIdo ? { szuletesiIdo } : {}),
    jogiSzemely,
    ...(jogiSzemely ? {} : { cegjegyzekszam: undefined, kepviselo: undefined }),
    // a legal entity's joint co-representatives, who sign with kepviselo (decision 041); a person has none
    egyuttesKepviselok: jogiSzemely && joint.length > 0 ? joint : undefined,
    // a legal entity has none (its representative is kepviselo)
    torvenyesKepviselok: jogiSzemely ? undefined : toRepresentativesInput(torvenyesKepviselok),
  };
}

/** The transfers as `uzletreszAtruhazasok` takes them: members as `{ id }` (or `{ nev }`) references, optional parts left out. */
export function toTransferData(transfers: TransferFormValues[]): AmendmentDataInput['uzletreszAtruhazasok'] {
  return transfers.map((transfer) => ({
    eladoTag: memberRef(transfer.eladoTag),
    vevo: toBuyerData(transfer.vevo),
    vevoMarTag: transfer.vevoMarTag,
    nevertek: transfer.nevertek,
    jogcim: transfer.jogcim,
    ...(transfer.jogcim === 'ADASVETEL'
      ? {
          vetelar: transfer.vetelar,
          fizetesiHatarido: transfer.fizetesiHatarido ?? undefined,
          eladoSzamlaszam: text(transfer.eladoSzamlaszam),
        }
      : { vetelar: 0 }),
    tulajdonatszallas: transfer.tulajdonatszallas,
    szerzodesKelte: transfer.szerzodesKelte ?? '',
    bejelentesKelte: transfer.bejelentesKelte ?? undefined,
    ajanlatKozlese: transfer.ajanlatKozlese ?? undefined,
    elovasarlasiNyilatkozatok: transfer.elovasarlasiNyilatkozatok.map((statement) => ({
      tag: memberRef(statement.tag),
      datum: statement.datum ?? undefined,
    })),
    ...(transfer.hazastarsiHozzajarulas.nev.trim() === ''
      ? {}
      : { hazastarsiHozzajarulas: { nev: transfer.hazastarsiHozzajarulas.nev.trim() } }),
  }));
}
