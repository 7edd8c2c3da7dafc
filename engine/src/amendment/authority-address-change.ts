import { filingDeadlineFrom, type FilingDeadline } from '../hu/filing-deadline.ts';
import type { Warning } from '../checks/warning.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import { sameList, type Change } from './diff-companies.ts';

/** The changes Ctv. 53. § (1) names: the seat's, a telephely's or a fióktelep's address. */
const ADDRESS_CHANGES: ReadonlySet<Change['type']> = new Set(['SZEKHELY', 'TELEPHELY', 'FIOKTELEP']);

export const isAddressChange = (change: Change) => ADDRESS_CHANGES.has(change.type);

/** The addresses of a state as entered (the web's unparsed company input): a text, a list of texts, or nothing. */
type PlaceAddresses = { szekhely?: unknown; telephelyek?: unknown; fioktelepek?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);

/**
 * Whether the seat's, a telephely's or a fióktelep's address differs between two states, as `diffCompanies` compares
 * them: where the web asks whether a state or municipal decision caused it (`allamiCimvaltozas`).
 */
export function changesAnAddress(before: PlaceAddresses, after: PlaceAddresses): boolean {
  return (
    !isSameAddress(text(before.szekhely), text(after.szekhely)) ||
    !sameList(texts(before.telephelyek), texts(after.telephelyek)) ||
    !sameList(texts(before.fioktelepek), texts(after.fioktelepek))
  );
}

/**
 * An address change caused by a state or municipal decision (`allamiCimvaltozas`; Ctv. 53. § (1), decision 114):
 * - `decision`, `day`: the decision as the lawyer names it, and the day the new address took effect;
 * - `deadline`: 180 days from that day, moved off a non-working day like the 30 days (decision 029);
 * - `isAlone`: no other change is filed with it, so nothing is paid and the 180 days govern; with other changes their
 *   fee and their 30 days stay (53. § (1) frees only "a változást" it names).
 */
export type AuthorityAddressChange = {
  decision: string;
  day: string;
  deadline: FilingDeadline;
  isAlone: boolean;
};

const DAYS = 180;

export function authorityAddressChange(
  request: AmendmentRequest,
  changes: readonly Change[],
): AuthorityAddressChange | null {
  const given = request.allamiCimvaltozas;
  if (given === undefined) return null;
  return {
    decision: given.dontes,
    day: given.datum,
    deadline: filingDeadlineFrom(given.datum, 'A címváltozás bekövetkezésétől', DAYS),
    isAlone: changes.length > 0 && changes.every(isAddressChange),
  };
}

/**
 * What makes no sense with `allamiCimvaltozas`, refused: the mark without a changed seat, telephely or fióktelep
 * address; and a telephely or fióktelep added or given up, which is the company's own decision, not a renaming of a
 * registered place (Ctv. 53. § (1) names the change of the registered "helységnév, utcanév, illetve házszám" only).
 * A changed settlement name is not refused: 53. § (1) names it too.
 */
export function authorityAddressChangeFindings(request: AmendmentRequest, changes: readonly Change[]): Warning[] {
  if (request.allamiCimvaltozas === undefined) return [];
  if (!changes.some(isAddressChange))
    return [
      {
        code: 'allami-cimvaltozas-cim-nelkul',
        severity: 'error',
        path: 'allamiCimvaltozas',
        statute: 'Ctv. 53. § (1)',
        message:
          'Állami vagy önkormányzati döntésen alapuló címváltozás van megjelölve, de sem a székhely, sem a telephelyek, sem a fióktelepek címe nem változik. Kérjük, rögzítse az új címet, vagy törölje a jelölést: illeték és közzétételi költségtérítés nélkül csak a bejegyzett helységnév, utcanév, illetve házszám állami vagy önkormányzati döntésen alapuló változása jelenthető be (Ctv. 53. § (1)).',
      },
    ];
  const { korabbi, uj } = request;
  const counted = [
    { name: 'telephelyek', before: korabbi.telephelyek.length, after: uj.telephelyek.length },
    { name: 'fióktelepek', before: korabbi.fioktelepek.length, after: uj.fioktelepek.length },
  ];
  return counted
    .filter((list) => list.before !== list.after)
    .map((list) => ({
      code: 'allami-cimvaltozas-uj-hely',
      severity: 'error' as const,
      path: 'allamiCimvaltozas',
      statute: 'Ctv. 53. § (1)',
      message: `Állami vagy önkormányzati döntésen alapuló címváltozás van megjelölve, de a ${list.name} száma is változik (a bejegyzett állapotban ${list.before}, a változás után ${list.after}). Új hely létesítése vagy bejegyzett hely megszüntetése a Társaság döntése, nem címváltozás: kérjük, külön kérelemben jelentse be, vagy törölje a jelölést, mert illeték és közzétételi költségtérítés nélkül csak a bejegyzett hely helységnevének, utcanevének, illetve házszámának állami vagy önkormányzati döntésen alapuló változása jelenthető be (Ctv. 53. § (1)).`,
    }));
}
