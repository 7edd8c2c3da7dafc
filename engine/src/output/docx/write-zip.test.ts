import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compressZipEntry, storeZipEntry } from './compress-zip-entry.ts';
import { prepareZipEntry, writeZip } from './write-zip.ts';

describe('writeZip', () => {
  const entries = [
    compressZipEntry('[Content_Types].xml', '<Types/>', 9),
    compressZipEntry('word/document.xml', 'Őrség Kft. '.repeat(200), 1),
  ];

  it('writes an archive any unzip reads back, in the given order', () => {
    const files = unzipSync(writeZip(entries, new Date('2026-11-22T10:30:00Z')));
    expect(Object.keys(files)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(strFromU8(files['word/document.xml']!)).toBe('Őrség Kft. '.repeat(200));
  });

  it('writes an entry given in chunks as the same entry given whole, and flags a non-ASCII name as UTF-8', () => {
    const [whole] = entries[1]!.chunks;
    const chunked = { ...entries[1]!, chunks: [whole!.subarray(0, 7), whole!.subarray(7, 7), whole!.subarray(7)] };
    const date = new Date('2026-11-22T10:30:00Z');
    expect(writeZip([entries[0]!, chunked], date)).toEqual(writeZip(entries, date));

    const named = writeZip([compressZipEntry('word/ő.xml', '<x/>', 9)], date);
    const view = new DataView(named.buffer);
    expect(view.getUint16(6, true)).toBe(0x800);
    expect(view.getUint16(26, true)).toBe(11);
    expect(Object.keys(unzipSync(named))).toEqual(['word/ő.xml']);
    expect(new DataView(writeZip(entries, date).buffer).getUint16(6, true)).toBe(0);
  });

  it('writes a prepared entry, at any place and on any date, as the entry it was prepared from', () => {
    const stored = storeZipEntry('docProps/core.xml', '<cp:coreProperties>Őrség</cp:coreProperties>');
    const named = compressZipEntry('word/ő.xml', '<x/>', 9);
    const plain = [entries[1]!, stored, entries[0]!, named];
    const prepared = plain.map((entry, index) => (index === 1 ? entry : prepareZipEntry(entry)));
    for (const date of [new Date('2026-11-22T10:30:44Z'), new Date('1979-02-03T23:59:59Z')])
      expect(writeZip(prepared, date)).toEqual(writeZip(plain, date));
    expect(writeZip(prepared.slice(2), new Date('2026-11-22T10:30:44Z'))).toEqual(
      writeZip(plain.slice(2), new Date('2026-11-22T10:30:44Z')),
    );
  });

  it('dates every entry with the given moment and nothing else', () => {
    const bytes = writeZip(entries, new Date('2026-11-22T10:30:44Z'));
    const view = new DataView(bytes.buffer);
    const time = view.getUint16(10, true);
    const day = view.getUint16(12, true);
    expect([time >> 11, (time >> 5) & 63, (time & 31) * 2]).toEqual([10, 30, 44]);
    expect([(day >> 9) + 1980, (day >> 5) & 15, day & 31]).toEqual([2026, 11, 22]);
    expect(writeZip(entries, new Date('2026-11-22T10:30:44Z'))).toEqual(bytes);
    expect(writeZip(entries, new Date('2026-11-23T10:30:44Z'))).not.toEqual(bytes);
  });

  it('stores an entry as it is when asked, and any unzip reads it back with its CRC-32', () => {
    const stored = storeZipEntry('docProps/core.xml', '<cp:coreProperties>Őrség</cp:coreProperties>');
    const bytes = writeZip([entries[0]!, stored], new Date('2026-11-22T10:30:00Z'));
    const files = unzipSync(bytes);
    expect(strFromU8(files['docProps/core.xml']!)).toBe('<cp:coreProperties>Őrség</cp:coreProperties>');
    const view = new DataView(bytes.buffer);
    const local = bytes.findIndex((_, at) => at > 0 && view.getUint32(at, true) === 0x04034b50);
    expect([view.getUint16(local + 4, true), view.getUint16(local + 8, true)]).toEqual([10, 0]); // version, method
    expect(view.getUint32(local + 18, true)).toBe(view.getUint32(local + 22, true)); // compressed size = size
    expect(bytes.subarray(local + 30 + 17, local + 30 + 17 + 4)).toEqual(new TextEncoder().encode('<cp:'));
  });
});
