import { deflateSync, zlibSync } from 'fflate';

/** A file ready to be stored in a zip archive: compressed once, so an unchanging part is compressed only once. */
export type ZipEntry = {
  path: string;
  /** CRC-32 of the uncompressed bytes. */
  crc: number;
  /** Uncompressed size in bytes. */
  size: number;
  /**
   * Raw DEFLATE data, in chunks stored one after another (a framed part's ends are shared by every file); for a
   * stored entry, the bytes themselves.
   */
  chunks: readonly Uint8Array[];
  /** Stored as it is, without compression (a part too small for DEFLATE to be worth its set-up). */
  isStored?: true;
};

/**
 * Raw DEFLATE and CRC-32: fflate's pure JavaScript by default (browsers), `node:zlib`'s native code when the Node
 * adapter (`@cegdok/engine/node`) injects it.
 */
export type Compressor = {
  deflateRaw(bytes: Uint8Array, level: 1 | 6 | 9): Uint8Array;
  /**
   * Raw DEFLATE blocks ending on a byte boundary without a final block (a sync flush): another raw DEFLATE stream
   * may follow them directly, so parts of a file can be compressed apart and joined. Only `node:zlib` has it here
   * (fflate 0.8's sync flush writes a broken stored block).
   */
  deflateRawFlushed?(bytes: Uint8Array, level: 1 | 6 | 9): Uint8Array;
  /** DEFLATE in a zlib wrapper (header and Adler-32), as PDF's /FlateDecode reads it. */
  deflate(bytes: Uint8Array, level: 1 | 6 | 9): Uint8Array;
  /** CRC-32 of `bytes`, or of the bytes after those whose CRC-32 is `initial`. */
  crc32(bytes: Uint8Array, initial?: number): number;
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

/** CRC-32 (IEEE, as zip stores it) in JavaScript; `initial` continues the CRC-32 of the bytes before. */
export function crc32(bytes: Uint8Array, initial = 0): number {
  let crc = ~initial;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export const portableCompressor: Compressor = {
  deflateRaw: (bytes, level) => deflateSync(bytes, { level }),
  deflate: (bytes, level) => zlibSync(bytes, { level }),
  crc32,
};

const encoder = new TextEncoder();
let scratch = new Uint8Array(1 << 16);

/**
 * The UTF-8 bytes of `text` in a buffer that the next call overwrites: for bytes compressed and checksummed at once,
 * so each document's XML is encoded without allocating. (A UTF-16 code unit takes at most three bytes.)
 */
export function encodeTransiently(text: string): Uint8Array {
  if (scratch.length < 3 * text.length) scratch = new Uint8Array(3 * text.length);
  return scratch.subarray(0, encoder.encodeInto(text, scratch).written);
}

/** Compresses one file of a zip archive (text is written as UTF-8). */
export function compressZipEntry(
  path: string,
  content: string | Uint8Array,
  level: 1 | 6 | 9,
  compressor: Compressor = portableCompressor,
): ZipEntry {
  const bytes = typeof content === 'string' ? encodeTransiently(content) : content;
  return { path, crc: compressor.crc32(bytes), size: bytes.length, chunks: [compressor.deflateRaw(bytes, level)] };
}

/**
 * Stores one small file of a zip archive as it is: DEFLATE would save a few hundred bytes of a part of about a
 * kilobyte, and setting it up costs more than everything else the part needs.
 */
export function storeZipEntry(path: string, content: string, compressor: Compressor = portableCompressor): ZipEntry {
  const bytes = encoder.encode(content);
  return { path, crc: compressor.crc32(bytes), size: bytes.length, chunks: [bytes], isStored: true };
}

/**
 * A part whose beginning and end never change around the text each file puts between them (the shell's
 * `word/document.xml` around the body). With a compressor that can flush, both ends are compressed once and each
 * file compresses only its own middle; the CRC-32 of the beginning is always computed once.
 */
export type FramedEntry = {
  path: string;
  head: Uint8Array;
  headCrc: number;
  tail: Uint8Array;
  /** The head as flushed DEFLATE blocks and the tail as a final DEFLATE stream. */
  compressed?: { head: Uint8Array; tail: Uint8Array };
};

export function frameZipEntry(
  path: string,
  head: string,
  tail: string,
  compressor: Compressor = portableCompressor,
): FramedEntry {
  const headBytes = encoder.encode(head);
  const tailBytes = encoder.encode(tail);
  return {
    path,
    head: headBytes,
    headCrc: compressor.crc32(headBytes),
    tail: tailBytes,
    compressed: compressor.deflateRawFlushed && {
      head: compressor.deflateRawFlushed(headBytes, 9),
      tail: compressor.deflateRaw(tailBytes, 9),
    },
  };
}

/** The framed part with `middle` between its ends, with one CRC-32 over the whole. */
export function fillFramedEntry(
  entry: FramedEntry,
  middle: string,
  compressor: Compressor = portableCompressor,
): ZipEntry {
  const bytes = encodeTransiently(middle);
  const { head, tail, compressed } = entry;
  let chunks: Uint8Array[];
  if (compressed && compressor.deflateRawFlushed) {
    chunks = [compressed.head, compressor.deflateRawFlushed(bytes, 1), compressed.tail];
  } else {
    const whole = new Uint8Array(head.length + bytes.length + tail.length);
    whole.set(head);
    whole.set(bytes, head.length);
    whole.set(tail, head.length + bytes.length);
    chunks = [compressor.deflateRaw(whole, 1)];
  }
  return {
    path: entry.path,
    crc: compressor.crc32(tail, compressor.crc32(bytes, entry.headCrc)),
    size: head.length + bytes.length + tail.length,
    chunks,
  };
}
