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
/** Where the time and date fields are in a local header and in a central directory header. */
const LOCAL_TIME = 10;
const CENTRAL_TIME = 12;
/** Where a central directory header holds the offset of its local header. */
const CENTRAL_OFFSET = 42;

/** An entry's name and the size of its data, measured once. */
type Measured = { entry: ZipEntry; name: Uint8Array; compressedSize: number };

function measure(entry: ZipEntry): Measured {
  let compressedSize = 0;
  for (const chunk of entry.chunks) compressedSize += chunk.length;
  return { entry, name: nameBytes(entry.path), compressedSize };
}

/**
 * Writes the fields local and central headers share, from "version needed" to the extra field's length, at
 * `offset`; the time and date are left as the bytes are (zero in a new buffer).
 */
function writeCommonFields(view: DataView, offset: number, { entry, name, compressedSize }: Measured): void {
  view.setUint16(offset, entry.isStored ? 10 : 20, true); // version needed: stored or DEFLATE
  view.setUint16(offset + 2, name.length === entry.path.length ? 0 : 0x800, true); // UTF-8 name flag
  view.setUint16(offset + 4, entry.isStored ? 0 : 8, true); // stored or DEFLATE
  view.setUint32(offset + 10, entry.crc, true);
  view.setUint32(offset + 14, compressedSize, true);
  view.setUint32(offset + 18, entry.size, true);
  view.setUint16(offset + 22, name.length, true);
  // extra field length: zero
}

/** Writes the local header, the name and the data of an entry at `offset`; answers where they end. */
function writeLocalRecord(out: Uint8Array, view: DataView, offset: number, measured: Measured): number {
  view.setUint32(offset, LOCAL_HEADER, true);
  writeCommonFields(view, offset + 4, measured);
  out.set(measured.name, offset + 30);
  let at = offset + 30 + measured.name.length;
  for (const chunk of measured.entry.chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return at;
}

/** Writes the central directory header and the name of an entry at `offset` (its local header's offset left out). */
function writeCentralRecord(out: Uint8Array, view: DataView, offset: number, measured: Measured): number {
  view.setUint32(offset, CENTRAL_HEADER, true);
  view.setUint16(offset + 4, 20, true); // version made by
  writeCommonFields(view, offset + 6, measured);
  // comment length, disk number, internal and external attributes are all zero
  out.set(measured.name, offset + 46);
  return offset + 46 + measured.name.length;
}

/**
 * An entry that goes into many archives (an unchanging part of the .docx shell): its local record (header, name,
 * data) and its central directory record laid out once, so that each archive copies them and writes only their date
 * and the local record's offset.
 */
export type PreparedZipEntry = { local: Uint8Array; central: Uint8Array };

export function prepareZipEntry(entry: ZipEntry): PreparedZipEntry {
  const measured = measure(entry);
  const local = new Uint8Array(30 + measured.name.length + measured.compressedSize);
  writeLocalRecord(local, new DataView(local.buffer), 0, measured);
  const central = new Uint8Array(46 + measured.name.length);
  writeCentralRecord(central, new DataView(central.buffer), 0, measured);
  return { local, central };
}

/** Writes the time and date fields at `offset`. */
function writeDate(view: DataView, offset: number, { time, day }: { time: number; day: number }): void {
  view.setUint16(offset, time, true);
  view.setUint16(offset + 2, day, true);
}

/**
 * Writes a zip archive of compressed (or stored) entries in the given order, every entry dated `modified`: the same
 * entries and date always give the same bytes (no data descriptors, no extra fields, no clock). A prepared entry
 * gives the same bytes as the entry it was prepared from.
 */
export function writeZip(entries: readonly (ZipEntry | PreparedZipEntry)[], modified: Date): Uint8Array {
  const date = dosDateTime(modified);
  const records = entries.map((entry) => ('local' in entry ? entry : measure(entry)));
  let size = 22;
  for (const record of records)
    size +=
      'local' in record
        ? record.local.length + record.central.length
        : 30 + 46 + 2 * record.name.length + record.compressedSize;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let offset = 0;
  for (const record of records) {
    const start = offset;
    offsets.push(start);
    if ('local' in record) {
      out.set(record.local, start);
      offset += record.local.length;
    } else {
      offset = writeLocalRecord(out, view, start, record);
    }
    writeDate(view, start + LOCAL_TIME, date);
  }
  const centralStart = offset;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    const start = offset;
    if ('local' in record) {
      out.set(record.central, start);
      offset += record.central.length;
    } else {
      offset = writeCentralRecord(out, view, start, record);
    }
    writeDate(view, start + CENTRAL_TIME, date);
    view.setUint32(start + CENTRAL_OFFSET, offsets[i]!, true);
  }
  view.setUint32(offset, END_OF_CENTRAL_DIRECTORY, true);
  view.setUint16(offset + 8, records.length, true);
  view.setUint16(offset + 10, records.length, true);
  view.setUint32(offset + 12, offset - centralStart, true);
  view.setUint32(offset + 16, centralStart, true);
  return out;
}
