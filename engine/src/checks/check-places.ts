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
  return [...checkSeatAbroad(model), ...checkPlacesListedTwice(model), ...checkPlaceSettlements(model)];
}

/**
 * A seat abroad (read-through 8): the seat is the registered office of a company in the Hungarian register, and the
 * court of registration is the one in whose district the seat lies (Ctv. 7. § (1), 23. § (2)); no Hungarian court can
 * register a Kft. seated in Vienna. A seat written with a foreign country last (`isAddressAbroad`) is refused. A
 * fióktelep abroad is lawful but registered only on proof that the host state registered it, with a certified
 * Hungarian translation (Ctv. 7. § (3)): a warning, since the documents do not provide that proof.
 */
function checkSeatAbroad(model: CompanyModel): Warning[] {
  const seat = isAddressAbroad(model.seat)
    ? [
        legalError(
          'SEAT_ABROAD',
          'Ctv. 7. § (1), 23. § (2)',
          `A Társaság székhelye („${model.seat}”) külföldön van. A székhely a cég bejegyzett irodája, és a cégbejegyzésre az a cégbíróság illetékes, amelynek illetékességi területén a székhely van; magyarországi cégbíróság nélkül a Társaság nem jegyezhető be. Kérjük, magyarországi székhelyet adjon meg`,
          'tarsasag.szekhely',
        ),
      ]
    : [];
  const branches = model.branches.flatMap((branch, index): Warning[] =>
    isAddressAbroad(branch)
      ? [
          {
            code: 'BRANCH_ABROAD',
            severity: 'warning',
            message: `${withArticle(`„${branch}”`, true)} fióktelep külföldön van. Magyar cég külföldi fióktelepe akkor jegyezhető be, ha a cég külföldi cégkivonattal vagy más okirattal, valamint annak hiteles magyar fordításával igazolja, hogy a fióktelepet a fióktelep helye szerinti államban nyilvántartásba vették (Ctv. 7. § (3)); ezt az igazolást a dokumentumok nem tartalmazzák, a cégbejegyzési kérelemhez csatolni kell.`,
            path: `tarsasag.fioktelepek.${index}`,
          },
        ]
      : [],
  );
  return [...seat, ...branches];
}

/**
 * One address entered twice among the telephelyek and fióktelepek, or as both (read-through 8): the articles and the
 * register would name one place of business twice, and a place is either a telephely in the seat's settlement or a
 * fióktelep in another one, never both (Ctv. 7. § (2)). The use declaration already merged such addresses into one
 * section, so the documents contradicted each other as well.
 */
function checkPlacesListedTwice(model: CompanyModel): Warning[] {
  const places = [
    ...model.premises.map((address, index) => ({ address, kind: 'telephely', path: `tarsasag.telephelyek.${index}` })),
    ...model.branches.map((address, index) => ({ address, kind: 'fióktelep', path: `tarsasag.fioktelepek.${index}` })),
  ];
  return places.flatMap((place, index) => {
    const first = places.findIndex(
      (other, otherIndex) => otherIndex < index && isSameAddress(other.address, place.address),
    );
    if (first < 0) return [];
    const earlier = places[first]!;
    const roles =
      earlier.kind === place.kind
        ? `kétszer szerepel ${place.kind}ként`
        : `${earlier.kind}ként és ${place.kind}ként is szerepel`;
    return [
      legalError(
        'PLACE_LISTED_TWICE',
        'Ctv. 7. § (2)',
        `${withArticle(`„${place.address}”`, true)} cím ${roles}; egy cím egyszer, a székhely településén telephelyként, más településen fióktelepként adható meg.`,
        place.path,
      ),
    ];
  });
}

function checkPlaceSettlements(model: CompanyModel): Warning[] {
  // a telephely is a place of business other than the seat: the seat's own address is no premises
  const atSeat = model.premises.flatMap((place, index) =>
    isSameAddress(place, model.seat)
      ? [
          legalError(
            'PREMISES_AT_SEAT',
            'Ctv. 7. § (2)',
            `${withArticle(`„${place}”`, true)} telephely a székhely címe; telephely csak a székhelytől eltérő helyen lehet, ezért ezt a címet törölni kell a telephelyek közül.`,
            `tarsasag.telephelyek.${index}`,
          ),
        ]
      : [],
  );
  const seatSettlement = settlementOf(model.seat);
  if (seatSettlement === null) return atSeat;
  const branches = model.branches.flatMap((branch, index) =>
    settlementOf(branch) === seatSettlement
      ? [
          legalError(
            'BRANCH_IN_SEAT_SETTLEMENT',
            'Ctv. 7. § (2)',
            `${withArticle(`„${branch}”`, true)} fióktelep a székhellyel azonos településen van; fióktelep csak más településen lehet, ez a cím telephelyként adható meg.`,
            `tarsasag.fioktelepek.${index}`,
          ),
        ]
      : [],
  );
  const premises = model.premises.flatMap((place, index): Warning[] => {
    const settlement = settlementOf(place);
    return settlement !== null && settlement !== seatSettlement
      ? [
          {
            code: 'PREMISES_IN_OTHER_SETTLEMENT',
            severity: 'warning',
            message: `${withArticle(`„${place}”`, true)} telephely más településen van, mint a székhely: a székhelytől eltérő településen lévő telephely fióktelep (Ctv. 7. § (2)), ezért ez a cím fióktelepként adandó meg.`,
            path: `tarsasag.telephelyek.${index}`,
          },
        ]
      : [];
  });
  return [...atSeat, ...branches, ...premises];
}
