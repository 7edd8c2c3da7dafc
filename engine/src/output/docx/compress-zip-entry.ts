import { deflateSync, zlibSync } from 'fflate';

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

/**
 * Raw DEFLATE and CRC-32: fflate's pure JavaScript by default (browsers), `node:zlib`'s native code when the Node
 * adapter (`@cegdok/engine/node`) injects it.
 */
export type Compressor = {
  deflateRaw(bytes: Uint8Array, level: 1 | 6 | 9): Uint8Array;
  /** DEFLATE in a zlib wrapper (header and Adler-32), as PDF's /FlateDecode reads it. */
  deflate(bytes: Uint8Array, level: 1 | 6 | 9): Uint8Array;
  crc32(bytes: Uint8Array): number;
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

/** CRC-32 (IEEE, as zip stores it) in JavaScript. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export const portableCompressor: Compressor = {
  deflateRaw: (bytes, level) => deflateSync(bytes, { level }),
  deflate: (bytes, level) => zlibSync(bytes, { level }),
  crc32,
};

const encoder = new TextEncoder();

/** Compresses one file of a zip archive (text is written as UTF-8). */
export function compressZipEntry(
  path: string,
  content: string | Uint8Array,
  level: 1 | 6 | 9,
  compressor: Compressor = portableCompressor,
): ZipEntry {
  const bytes = typeof content === 'string' ? encoder.encode(content) : content;
  return { path, crc: compressor.crc32(bytes), size: bytes.length, data: compressor.deflateRaw(bytes, level) };
}
