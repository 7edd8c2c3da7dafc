/** The first byte offset (from 0) where `bytes` stop being valid UTF-8, or -1. */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    let length: number;
    let min: number;
    if (lead < 0x80) {
      index += 1;
      continue;
    } else if (lead >= 0xc2 && lead <= 0xdf) [length, min] = [2, 0x80];
    else if (lead >= 0xe0 && lead <= 0xef) [length, min] = [3, 0x800];
    else if (lead >= 0xf0 && lead <= 0xf4) [length, min] = [4, 0x10000];
    else return index;
    if (index + length > bytes.length) return index;
    let codePoint = lead & (0xff >> (length + 1));
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next]!;
      if ((byte & 0xc0) !== 0x80) return index;
      codePoint = (codePoint << 6) | (byte & 0x3f);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return index;
    index += length;
  }
  return -1;
}

export type DecodedText = { ok: true; text: string } | { ok: false; message: string };

const BOM = [0xef, 0xbb, 0xbf];

/**
 * A request file's bytes as text. UTF-8 only (a byte-order mark is skipped): a Windows-1250 or ISO-8859-2 file would
 * be misread — an „ő” becomes garbage and an enumerated value no longer matches — so it is refused, naming the file
 * and the byte offset (from 0, counted in the whole file: `startOffset` is where `bytes` begin in it).
 */
export function decodeRequestBytes(bytes: Uint8Array, fileName: string, startOffset = 0): DecodedText {
  const hasBom = BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(BOM.length) : bytes;
  const invalidAt = firstInvalidUtf8Offset(body);
  if (invalidAt === -1) return { ok: true, text: new TextDecoder('utf-8').decode(body) };
  const offset = startOffset + invalidAt + (hasBom ? BOM.length : 0);
  const byte = body[invalidAt]!.toString(16).toUpperCase().padStart(2, '0');
  return {
    ok: false,
    message:
      `A fájl nem érvényes UTF-8: ${fileName}, ${offset}. bájt (0x${byte}). Valószínűleg Windows-1250 vagy ` +
      'ISO-8859-2 kódolással mentették; mentse újra UTF-8 kódolással.',
  };
}
