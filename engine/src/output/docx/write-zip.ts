import { strToU8 } from 'fflate';
import type { ZipEntry } from './compress-zip-entry.ts';

/** The MS-DOS time and date fields of a zip entry (UTC, two-second resolution, not before 1980). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(date.getUTCFullYear(), 1980);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** A file name's bytes: ASCII as it is (every part of a .docx), anything else as UTF-8. */
function nameBytes(path: string): Uint8Array {
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(path)) return strToU8(path);
  const bytes = new Uint8Array(path.length);
  for (let i = 0; i < path.length; i++) bytes[i] = path.charCodeAt(i);
  return bytes;
}

/**
 * Writes a zip archive of compressed entries in the given order, every entry dated `modified`: the same entries and
 * date always give the same bytes (no data descriptors, no extra fields, no clock).
 */
export function writeZip(entries: readonly ZipEntry[], modified: Date): Uint8Array {
  const { time, day } = dosDateTime(modified);
  const names = entries.map((entry) => nameBytes(entry.path));
  const compressedSizes = entries.map((entry) => entry.chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  const localSize = entries.reduce((sum, _entry, i) => sum + 30 + names[i]!.length + compressedSizes[i]!, 0);
  const centralSize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  let offset = 0;
  const offsets: number[] = [];

  const header = (signature: number, i: number, central: boolean) => {
    const entry = entries[i]!;
    const name = names[i]!;
    view.setUint32(offset, signature, true);
    offset += 4;
    if (central) {
      view.setUint16(offset, 20, true); // version made by
      offset += 2;
    }
    view.setUint16(offset, 20, true); // version needed: DEFLATE
    view.setUint16(offset + 2, name.length === entry.path.length ? 0 : 0x800, true); // UTF-8 name flag
    view.setUint16(offset + 4, 8, true); // DEFLATE
    view.setUint16(offset + 6, time, true);
    view.setUint16(offset + 8, day, true);
    view.setUint32(offset + 10, entry.crc, true);
    view.setUint32(offset + 14, compressedSizes[i]!, true);
    view.setUint32(offset + 18, entry.size, true);
    view.setUint16(offset + 22, name.length, true);
    view.setUint16(offset + 24, 0, true); // extra field length
    offset += 26;
  };

  entries.forEach((entry, i) => {
    const name = names[i]!;
    offsets.push(offset);
    header(0x04034b50, i, false);
    out.set(name, offset);
    offset += name.length;
    for (const chunk of entry.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
  });
  const centralStart = offset;
  names.forEach((name, i) => {
    header(0x02014b50, i, true);
    // comment length, disk number, internal and external attributes are all zero
    view.setUint32(offset + 10, offsets[i]!, true);
    offset += 14;
    out.set(name, offset);
    offset += name.length;
  });
  view.setUint32(offset, 0x06054b50, true);
  view.setUint16(offset + 8, entries.length, true);
  view.setUint16(offset + 10, entries.length, true);
  view.setUint32(offset + 12, offset - centralStart, true);
  view.setUint32(offset + 16, centralStart, true);
  return out;
}
