import { isForeignAddress } from './is-foreign-address.ts';

/** A number of the Hungarian court register (cégjegyzék), with or without its `Cg.` mark: `01-09-123456`. */
const COURT_REGISTER_NUMBER = /^(?:Cg\.?\s*)?(\d{2}-\d{2}-\d{6})$/iu;

/**
 * A legal entity's registration number as the documents print it, with its label. The cégjegyzékszám is the number of
 * the Hungarian court register (Ctv. 24. § (1) a)), printed in the Ctv. form `Cg. 01-09-123456` as the company's own;
 * any other legal entity — a foreign one in its own register (`FN 123456a`), a Hungarian one outside the court
 * register — has a nyilvántartási szám, printed as given (Ctv. 24. § (1) h): "cégjegyzékszámát vagy nyilvántartási
 * számát"). With no number given, the seat decides the label of the blank: abroad, a nyilvántartási szám.
 */
export type RegistrationNumber = { label: 'cégjegyzékszám' | 'nyilvántartási szám'; value: string | null };

export function registrationNumberOf(entity: {
  cegjegyzekszam?: string | null | undefined;
  lakohely?: string | null | undefined;
}): RegistrationNumber {
  const given = entity.cegjegyzekszam?.trim();
  if (given) {
    const court = COURT_REGISTER_NUMBER.exec(given);
    return court
      ? { label: 'cégjegyzékszám', value: `Cg. ${court[1]}` }
      : { label: 'nyilvántartási szám', value: given };
  }
  const abroad =
    typeof entity.lakohely === 'string' && entity.lakohely.trim() !== '' && isForeignAddress(entity.lakohely);
  return { label: abroad ? 'nyilvántartási szám' : 'cégjegyzékszám', value: null };
}
