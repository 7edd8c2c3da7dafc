import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and texts in tests. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The .eml files of an outbox folder, decoded, oldest first. */
export function readOutbox(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8')));
}
