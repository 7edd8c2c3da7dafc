import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nativeCompressor } from '../../node.ts';
import { crc32, encodeTransiently, fillFramedEntry, frameZipEntry, portableCompressor } from './compress-zip-entry.ts';

const encoder = new TextEncoder();

describe('framed zip entries', () => {
  const head = '<w:document><w:body>'.repeat(50);
  const tail = '<w:sectPr/></w:body></w:document>';

  it.each([
    ['node:zlib (ends compressed once)', nativeCompressor],
    ['fflate (the whole part compressed)', portableCompressor],
  ])('with %s: one valid DEFLATE stream of the whole part, with its size and CRC-32', (_name, compressor) => {
    const frame = frameZipEntry('word/document.xml', head, tail, compressor);
    for (const middle of ['', '<w:p>Őrség Kft. – 3:164. §</w:p>'.repeat(200)]) {
      const whole = encoder.encode(head + middle + tail);
      const entry = fillFramedEntry(frame, middle, compressor);
      expect(new Uint8Array(inflateRawSync(Buffer.concat(entry.chunks)))).toEqual(whole);
      expect(entry.size).toBe(whole.length);
      expect(entry.crc).toBe(crc32(whole));
    }
  });

  it('continues a CRC-32 from the CRC-32 of the bytes before, in JavaScript as in node:zlib', () => {
    const [first, second] = [encoder.encode('Árvíztűrő '), encoder.encode('tükörfúrógép')];
    const whole = encoder.encode('Árvíztűrő tükörfúrógép');
    expect(crc32(second, crc32(first))).toBe(crc32(whole));
    expect(nativeCompressor.crc32(second, nativeCompressor.crc32(first))).toBe(crc32(whole));
  });
});

describe('encodeTransiently', () => {
  it('gives the bytes TextEncoder gives, lone surrogates and text longer than its buffer included', () => {
    for (const text of ['', 'Őrség Kft. – 3:164. § 😀', 'a\ud800b\udc00', 'ű'.repeat(100_000)]) {
      const bytes = encodeTransiently(text);
      expect(Buffer.from(bytes).equals(encoder.encode(text)), text.slice(0, 20)).toBe(true);
    }
  });

  it('reuses its buffer: the next call overwrites the bytes of the one before', () => {
    const first = encodeTransiently('első');
    expect(new TextDecoder().decode(first)).toBe('első');
    encodeTransiently('XYZW');
    expect(new TextDecoder().decode(first)).not.toBe('első');
  });
});
