import { deflateSync, strToU8 } from 'fflate';

/** A file ready to be stored in a zip archive: compressed once, so an unchanging part is compressed only once. */
export type ZipEntry = {
  path: string;
  /** CRC-32 of the uncompressed bytes. */
  crc: number;
  /** Uncompressed size in bytes. */
  size: number;
  /** Raw DEFLATE data. */
  data: Uint8Array;
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Compresses one file of a zip archive (text is written as UTF-8). */
export function compressZipEntry(path: string, content: string | Uint8Array, level: 1 | 6 | 9): ZipEntry {
  const bytes = typeof content === 'string' ? strToU8(content) : content;
  return { path, crc: crc32(bytes), size: bytes.length, data: deflateSync(bytes, { level }) };
}
