import { isAddressAbroad } from '../address/address-completeness.ts';
import { withArticle } from '../hu/article.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import { settlementOf } from '../model/settlement-of.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * A fióktelep lies in another settlement than the seat; in the same one it is a telephely, and a telephely in another
 * settlement is by definition a fióktelep (Ctv. 7. § (2)). A branch in the seat's settlement blocks generation; a
 * premises elsewhere is a warning, as in an amendment: the articles and the register would name it wrongly. A
 * premises at the seat's own address is no telephely at all ("a cég székhelyétől eltérő helyen"): an error.
 */
export function checkPlaces(model: CompanyModel): Warning[] {
  return [
    ...checkSeatAbroad(model.seat, 'tarsasag.szekhely', 'formation'),
    ...checkCentralAdministrationAbroad(model.centralAdministration, 'tarsasag.kozpontiUgyintezesHelye', 'formation'),
    ...checkBranchesAbroad(model.branches, 'tarsasag', 'formation'),
    ...checkPlacesListedTwice(model.premises, model.branches, 'tarsasag'),
    ...checkPlaceSettlements(
      { seat: model.seat, premises: model.premises, branches: model.branches },
      'tarsasag',
      'formation',
    ),
  ];
}

/** Whose documents a finding speaks of: a formation's, or an amendment's changed state (decision 071). */
export type PlacesOccasion = 'formation' | 'amendment';

/**
 * A seat abroad (read-through 8): the seat is the registered office of a company in the Hungarian register, and the
 * court of registration is the one in whose district the seat lies (Ctv. 7. § (1), 23. § (2)); no Hungarian court can
 * register a Kft. seated in Vienna. A seat written with a foreign country last (`isAddressAbroad`) is refused. An
 * amendment moving the seat abroad is refused as well (decision 071): a registered company moves to another state only
 * by a cross-border conversion under its own act (Ctv. 1. § (1) h)), which is no change of the seat and which the
 * program does not draft.
 */
export function checkSeatAbroad(seat: string, path: string, occasion: PlacesOccasion): Warning[] {
  if (!isAddressAbroad(seat)) return [];
  const message =
    occasion === 'formation'
      ? `A Társaság székhelye („${seat}”) külföldön van. A székhely a cég bejegyzett irodája, és a cégbejegyzésre az a cégbíróság illetékes, amelynek illetékességi területén a székhely van; magyarországi cégbíróság nélkül a Társaság nem jegyezhető be. Kérjük, magyarországi székhelyet adjon meg`
      : `Az új székhely („${seat}”) külföldön van. A székhely a cég bejegyzett irodája, és a cégeljárásra az a cégbíróság illetékes, amelynek illetékességi területén a székhely van, ezért a Társaság székhelye változásbejegyzéssel nem helyezhető külföldre. Más államba a Társaság csak határokon átnyúló átalakulással költözhet, amelyet a tőkeegyesítő társaságok határokon átnyúló átalakulásáról, egyesüléséről és szétválásáról szóló törvény szabályoz (Ctv. 1. § (1) h)); ennek okiratait a program nem készíti el. Kérjük, magyarországi székhelyet adjon meg`;
  return [legalError('SEAT_ABROAD', 'Ctv. 7. § (1), 23. § (2)', message, path)];
}

/** The other member states of the European Union, as a Hungarian address names them last. */
const EU_MEMBER_STATES = new Set(
  [
    'Ausztria',
    'Belgium',
    'Bulgária',
    'Ciprus',
    'Csehország',
    'Cseh Köztársaság',
    'Dánia',
    'Észtország',
    'Finnország',
    'Franciaország',
    'Görögország',
    'Hollandia',
    'Horvátország',
    'Írország',
    'Lengyelország',
    'Lettország',
    'Litvánia',
    'Luxemburg',
    'Málta',
    'Németország',
    'Olaszország',
    'Portugália',
    'Románia',
    'Spanyolország',
    'Svédország',
    'Szlovákia',
    'Szlovénia',
  ].map((state) => state.toLocaleLowerCase('hu')),
);

/** The country an address abroad names last (`…, Ausztria` → `Ausztria`). */
function countryOf(address: string): string {
  return address.trim().split(',').at(-1)!.trim();
}

/**
 * A central administration abroad (decision 075). The Ctv. lets the articles name a place of central administration
 * other than the seat, entered in the articles and the register (Ctv. 7. § (1)), and a registered company may carry on
 * its activity's primary place in, or move it to, another member state of the Union without changing its registered
 * seat (Ctv. 7/B. §). So it is not refused: in a member state it is lawful, and the lawyer is told that the use
 * declaration's Hungarian land-register data do not apply; outside the Union the Ctv. says nothing either way, which
 * is the lawyer's judgement (tax residence, the law governing the company), so the warning says so.
 */
export function checkCentralAdministrationAbroad(
  place: string | null,
  path: string,
  occasion: PlacesOccasion,
): Warning[] {
  if (place === null || !isAddressAbroad(place)) return [];
  const country = countryOf(place);
  const isMemberState = EU_MEMBER_STATES.has(country.toLocaleLowerCase('hu'));
  const subject =
    occasion === 'formation' ? 'A Társaság központi ügyintézési helye' : 'A Társaság új központi ügyintézési helye';
  const law = isMemberState
    ? `Ez megengedett: a cégnyilvántartásba bejegyzett cég tevékenysége gyakorlásának elsődleges helyét az Európai Unió más tagállamába is áthelyezheti, anélkül hogy székhelye megváltozna (Ctv. 7/B. §), és a székhelytől eltérő központi ügyintézési helyet a létesítő okirat és a cégjegyzék feltünteti (Ctv. 7. § (1)).`
    : `Az ország („${country}”) a program szerint nem az Európai Unió tagállama. A Ctv. 7/B. §-a csak az Unió más tagállamában engedi meg a tevékenység elsődleges helyét a székhely változatlanul hagyásával; hogy az Unión kívüli központi ügyintézési hely mellett a Társaság magyar cégként működhet-e, a Ctv. kifejezetten nem rendezi. Kérjük, ügyvédi mérlegeléssel (a Társaság irányadó joga és adóügyi illetősége szempontjából) döntse el, megtartja-e.`;
  return [
    {
      code: 'CENTRAL_ADMINISTRATION_ABROAD',
      severity: 'warning',
      message: `${subject} („${place}”) külföldön van. ${law} A használat jogcímét igazoló nyilatkozat a külföldi címnél nem kér helyrajzi számot, mert annak magyar ingatlan-nyilvántartási adata nincs; kérjük, ellenőrizze, hogy a nyilatkozat a külföldi ingatlan használatát megfelelően igazolja-e.`,
      path,
    },
  ];
}

/**
 * A fióktelep abroad is lawful but registered only on proof that the host state registered it, with a certified
 * Hungarian translation (Ctv. 7. § (3)): a warning, since the documents do not provide that proof. `prefix` is the
 * company's path (`tarsasag`, `uj`); `isJudged` leaves out a branch not to be judged (an amendment's registered one).
 */
export function checkBranchesAbroad(
  branches: readonly string[],
  prefix: string,
  occasion: PlacesOccasion,
  isJudged: (branch: string) => boolean = () => true,
): Warning[] {
  const filing = occasion === 'formation' ? 'cégbejegyzési' : 'változásbejegyzési';
  return branches.flatMap((branch, index): Warning[] =>
    isAddressAbroad(branch) && isJudged(branch)
      ? [
          {
            code: 'BRANCH_ABROAD',
            severity: 'warning',
            message: `${withArticle(`„${branch}”`, true)} fióktelep külföldön van. Magyar cég külföldi fióktelepe akkor jegyezhető be, ha a cég külföldi cégkivonattal vagy más okirattal, valamint annak hiteles magyar fordításával igazolja, hogy a fióktelepet a fióktelep helye szerinti államban nyilvántartásba vették (Ctv. 7. § (3)); ezt az igazolást a dokumentumok nem tartalmazzák, a ${filing} kérelemhez csatolni kell.`,
            path: `${prefix}.fioktelepek.${index}`,
          },
        ]
      : [],
  );
}

/** Each place that repeats an earlier one among the telephelyek and fióktelepek, with its kind and the earlier one's. */
export function placesListedTwice(
  premises: readonly string[],
  branches: readonly string[],
): { address: string; kind: string; list: 'telephelyek' | 'fioktelepek'; index: number; earlierKind: string }[] {
  const places = [
    ...premises.map((address, index) => ({ address, kind: 'telephely', list: 'telephelyek' as const, index })),
    ...branches.map((address, index) => ({ address, kind: 'fióktelep', list: 'fioktelepek' as const, index })),
  ];
  return places.flatMap((place, at) => {
    const earlier = places.find((other, otherAt) => otherAt < at && isSameAddress(other.address, place.address));
    return earlier ? [{ ...place, earlierKind: earlier.kind }] : [];
  });
}

/** How a repeated place is listed: "kétszer szerepel telephelyként", "telephelyként és fióktelepként is szerepel". */
export function repeatedPlaceRoles(place: { kind: string; earlierKind: string }): string {
  return place.earlierKind === place.kind
    ? `kétszer szerepel ${place.kind}ként`
    : `${place.earlierKind}ként és ${place.kind}ként is szerepel`;
}

/**
 * One address entered twice among the telephelyek and fióktelepek, or as both (read-through 8): the articles and the
 * register would name one place of business twice, and a place is either a telephely in the seat's settlement or a
 * fióktelep in another one, never both (Ctv. 7. § (2)). The use declaration already merged such addresses into one
 * section, so the documents contradicted each other as well. `prefix` is the company's path (`tarsasag`, `uj`).
 */
export function checkPlacesListedTwice(
  premises: readonly string[],
  branches: readonly string[],
  prefix: string,
): Warning[] {
  return placesListedTwice(premises, branches).map((place) =>
    legalError(
      'PLACE_LISTED_TWICE',
      'Ctv. 7. § (2)',
      `${withArticle(`„${place.address}”`, true)} cím ${repeatedPlaceRoles(place)}; egy cím egyszer, a székhely településén telephelyként, más településen fióktelepként adható meg.`,
      `${prefix}.${place.list}.${place.index}`,
    ),
  );
}

/**
 * The places against the seat's settlement (Ctv. 7. § (2)): a premises at the seat's own address (error), a branch in
 * the seat's settlement (error), a premises in another settlement (warning). The formation judges its company
 * (`prefix` `tarsasag`); the amendment its changed state (`uj`) whenever the seat or the places change, in its own
 * words (decision 051), calling the seat `seatLabel` („az új székhely” when it moves; decision 077).
 */
export function checkPlaceSettlements(
  places: { seat: string; premises: readonly string[]; branches: readonly string[] },
  prefix: string,
  occasion: PlacesOccasion,
  seatLabel = 'a székhely',
): Warning[] {
  const isFormation = occasion === 'formation';
  // a telephely is a place of business other than the seat: the seat's own address is no premises
  const atSeat = places.premises.flatMap((place, index) =>
    isSameAddress(place, places.seat)
      ? [
          legalError(
            'PREMISES_AT_SEAT',
            'Ctv. 7. § (2)',
            isFormation
              ? `${withArticle(`„${place}”`, true)} telephely a székhely címe; telephely csak a székhelytől eltérő helyen lehet, ezért ezt a címet törölni kell a telephelyek közül.`
              : `${withArticle(place, true)} telephely ${seatLabel} címe; telephely csak a székhelytől eltérő helyen lehet, ezért ezt a címet törölni kell a telephelyek közül`,
            `${prefix}.telephelyek.${index}`,
          ),
        ]
      : [],
  );
  const seatSettlement = settlementOf(places.seat);
  if (seatSettlement === null) return atSeat;
  const branches = places.branches.flatMap((branch, index) =>
    settlementOf(branch) === seatSettlement
      ? [
          legalError(
            'BRANCH_IN_SEAT_SETTLEMENT',
            'Ctv. 7. § (2)',
            isFormation
              ? `${withArticle(`„${branch}”`, true)} fióktelep a székhellyel azonos településen van; fióktelep csak más településen lehet, ez a cím telephelyként adható meg.`
              : `${withArticle(branch, true)} fióktelep ${seatLabel} településén van: telephelyként kell feltüntetni`,
            `${prefix}.fioktelepek.${index}`,
          ),
        ]
      : [],
  );
  const premises = places.premises.flatMap((place, index): Warning[] => {
    const settlement = settlementOf(place);
    return settlement !== null && settlement !== seatSettlement
      ? [
          {
            code: 'PREMISES_IN_OTHER_SETTLEMENT',
            severity: 'warning',
            message: isFormation
              ? `${withArticle(`„${place}”`, true)} telephely más településen van, mint a székhely: a székhelytől eltérő településen lévő telephely fióktelep (Ctv. 7. § (2)), ezért ez a cím fióktelepként adandó meg.`
              : `${withArticle(place, true)} telephely más településen van, mint ${seatLabel}: fióktelepként kell feltüntetni (Ctv. 7. § (2)).`,
            path: `${prefix}.telephelyek.${index}`,
          },
        ]
      : [];
  });
  return [...atSeat, ...branches, ...premises];
}
