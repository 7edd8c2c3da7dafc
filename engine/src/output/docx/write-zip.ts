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

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/**
 * Writes a zip archive of compressed (or stored) entries in the given order, every entry dated `modified`: the same entries and
 * date always give the same bytes (no data descriptors, no extra fields, no clock).
 */
export function writeZip(entries: readonly ZipEntry[], modified: Date): Uint8Array {
  const { time, day } = dosDateTime(modified);
  const names: Uint8Array[] = [];
  const compressedSizes: number[] = [];
  let size = 22;
  for (const entry of entries) {
    const name = nameBytes(entry.path);
    let compressedSize = 0;
    for (const chunk of entry.chunks) compressedSize += chunk.length;
    names.push(name);
    compressedSizes.push(compressedSize);
    size += 30 + name.length + compressedSize + 46 + name.length;
  }
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let offset = 0;

  /** The fields local and central headers share, from "version needed" to the extra field's length. */
  function commonFields(i: number): void {
    const entry = entries[i]!;
    const name = names[i]!;
    view.setUint16(offset, entry.isStored ? 10 : 20, true); // version needed: stored or DEFLATE
    view.setUint16(offset + 2, name.length === entry.path.length ? 0 : 0x800, true); // UTF-8 name flag
    view.setUint16(offset + 4, entry.isStored ? 0 : 8, true); // stored or DEFLATE
    view.setUint16(offset + 6, time, true);
    view.setUint16(offset + 8, day, true);
    view.setUint32(offset + 10, entry.crc, true);
    view.setUint32(offset + 14, compressedSizes[i]!, true);
    view.setUint32(offset + 18, entry.size, true);
    view.setUint16(offset + 22, name.length, true);
    // extra field length: zero
    offset += 26;
  }

  for (let i = 0; i < entries.length; i++) {
    offsets.push(offset);
    view.setUint32(offset, LOCAL_HEADER, true);
    offset += 4;
    commonFields(i);
    out.set(names[i]!, offset);
    offset += names[i]!.length;
    for (const chunk of entries[i]!.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
  }
  const centralStart = offset;
  for (let i = 0; i < entries.length; i++) {
    view.setUint32(offset, CENTRAL_HEADER, true);
    view.setUint16(offset + 4, 20, true); // version made by
    offset += 6;
    commonFields(i);
    // comment length, disk number, internal and external attributes are all zero
    view.setUint32(offset + 10, offsets[i]!, true);
    offset += 14;
    out.set(names[i]!, offset);
    offset += names[i]!.length;
  }
  view.setUint32(offset, END_OF_CENTRAL_DIRECTORY, true);
  view.setUint16(offset + 8, entries.length, true);
  view.setUint16(offset + 10, entries.length, true);
  view.setUint32(offset + 12, offset - centralStart, true);
  view.setUint32(offset + 16, centralStart, true);
  return out;
}
