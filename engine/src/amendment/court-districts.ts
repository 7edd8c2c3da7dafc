import { countyOf } from '../address/settlement-county.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import { settlementOf } from '../model/settlement-of.ts';

/** The courts of registration by the Cg. number's prefix (codes believed correct, not verified against a source: U 15). */
export const COURTS: Record<string, string> = {
  '01': 'Fővárosi Törvényszék Cégbírósága',
  '02': 'Pécsi Törvényszék Cégbírósága',
  '03': 'Kecskeméti Törvényszék Cégbírósága',
  '04': 'Gyulai Törvényszék Cégbírósága',
  '05': 'Miskolci Törvényszék Cégbírósága',
  '06': 'Szegedi Törvényszék Cégbírósága',
  '07': 'Székesfehérvári Törvényszék Cégbírósága',
  '08': 'Győri Törvényszék Cégbírósága',
  '09': 'Debreceni Törvényszék Cégbírósága',
  '10': 'Egri Törvényszék Cégbírósága',
  '11': 'Tatabányai Törvényszék Cégbírósága',
  '12': 'Balassagyarmati Törvényszék Cégbírósága',
  '13': 'Budapest Környéki Törvényszék Cégbírósága',
  '14': 'Kaposvári Törvényszék Cégbírósága',
  '15': 'Nyíregyházi Törvényszék Cégbírósága',
  '16': 'Szolnoki Törvényszék Cégbírósága',
  '17': 'Szekszárdi Törvényszék Cégbírósága',
  '18': 'Szombathelyi Törvényszék Cégbírósága',
  '19': 'Veszprémi Törvényszék Cégbírósága',
  '20': 'Zalaegerszegi Törvényszék Cégbírósága',
};

/**
 * The Cg. prefix of the court whose district a county (vármegye, as the KSH Helységnévtár names it) is: Budapest →
 * Fővárosi Törvényszék, Pest → Budapest Környéki Törvényszék, every other county → the törvényszék of its seat
 * (codes believed correct, not verified: U 15).
 */
export const COUNTY_COURT_CODES: Record<string, string> = {
  Budapest: '01',
  Baranya: '02',
  'Bács-Kiskun': '03',
  Békés: '04',
  'Borsod-Abaúj-Zemplén': '05',
  'Csongrád-Csanád': '06',
  Fejér: '07',
  'Győr-Moson-Sopron': '08',
  'Hajdú-Bihar': '09',
  Heves: '10',
  'Komárom-Esztergom': '11',
  Nógrád: '12',
  Pest: '13',
  Somogy: '14',
  'Szabolcs-Szatmár-Bereg': '15',
  'Jász-Nagykun-Szolnok': '16',
  Tolna: '17',
  Vas: '18',
  Veszprém: '19',
  Zala: '20',
};

/** A seat's court district: its settlement, county, and the court with its Cg. prefix. */
export type CourtDistrict = { settlement: string; county: string; courtCode: string; court: string };

/**
 * The court district of a Hungarian address from its settlement (Budapest districts folded into Budapest), or null
 * when the settlement is not in the KSH Helységnévtár list: the lawyer then confirms the court, the engine never
 * guesses.
 */
export function courtDistrictOf(address: string): CourtDistrict | null {
  const settlement = settlementOf(address);
  const county = settlement === null ? null : countyOf(settlement);
  const courtCode = county === null ? undefined : COUNTY_COURT_CODES[county];
  if (settlement === null || county === null || courtCode === undefined) return null;
  return { settlement, county, courtCode, court: COURTS[courtCode]! };
}

/** The Cg. prefix of a registration number (`09-09-031234` → `09`). */
export const courtCodeOf = (registrationNumber: string) => registrationNumber.slice(0, 2);

/** A seat change seen from the court districts (amendments brief 1.3, 5 rule 9; Ctv. 54. §). */
export type SeatMove = {
  /** The court keeping the file: the registered Cg. number's prefix. */
  registeredCourtCode: string;
  registeredCourt: string | null;
  from: CourtDistrict | null;
  to: CourtDistrict | null;
  /** True: into another court's district; false: within it; null: the new seat's settlement is unknown. */
  isAcrossDistricts: boolean | null;
};

/**
 * The court districts of a seat change, or null when the seat does not move: the same address written otherwise
 * (`krt.` for `körút`, {@link isSameAddress}) is no move, as it is no seat change (`diffCompanies`).
 */
export function seatMoveOf(registrationNumber: string, oldSeat: string, newSeat: string): SeatMove | null {
  if (isSameAddress(oldSeat, newSeat)) return null;
  const registeredCourtCode = courtCodeOf(registrationNumber);
  const to = courtDistrictOf(newSeat);
  return {
    registeredCourtCode,
    registeredCourt: COURTS[registeredCourtCode] ?? null,
    from: courtDistrictOf(oldSeat),
    to,
    isAcrossDistricts: to === null ? null : to.courtCode !== registeredCourtCode,
  };
}
