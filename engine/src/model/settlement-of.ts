/** A Budapest district after the settlement: `Budapest V.`, `Budapest XIII. kerület`, `Budapest, XI. ker.` */
const DISTRICT = /\s+[IVXL]+\.?(?:\s*(?:kerület|ker\.))?$/iu;

/**
 * The settlement of a Hungarian address ("1051 Budapest, Példa utca 1." → "budapest"), lower case, Budapest districts
 * folded into Budapest; null when the address does not start with "[irányítószám] település,".
 */
export function settlementOf(address: string): string | null {
  const match = /^\s*(?:\d{4}\s+)?([^,\d]+?)\s*,/u.exec(address);
  if (!match?.[1]) return null;
  const settlement = match[1].replace(DISTRICT, '').trim().toLocaleLowerCase('hu');
  return settlement === '' ? null : settlement;
}
