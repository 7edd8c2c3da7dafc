import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compressZipEntry } from './compress-zip-entry.ts';
import { writeZip } from './write-zip.ts';

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
});
