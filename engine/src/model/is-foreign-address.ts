const HUNGARY = /^(magyarország|hungary|ungarn)$/iu;

/**
 * Whether an address lies outside Hungary: it does not open with a Hungarian four-digit postcode, or it ends with a
 * country other than Hungary ("1010 Wien, Stephansplatz 1., Ausztria"). A person living there needs a
 * service-of-process agent (kézbesítési megbízott, Ctv. 25. § (1) l)).
 */
export function isForeignAddress(address: string): boolean {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && !/\d/.test(last) && !HUNGARY.test(last)) return true;
  return !/^\d{4}\s/.test(address.trim());
}
