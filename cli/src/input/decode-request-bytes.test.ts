import { describe, expect, it } from 'vitest';
import { decodeRequestBytes, firstInvalidUtf8Offset } from './decode-request-bytes.ts';

describe('firstInvalidUtf8Offset', () => {
  it.each([
    ['ASCII and Hungarian letters', Buffer.from('{"nev":"Őri Győző"}'), -1],
    ['an ISO-8859-2 ő', Buffer.from([0x7b, 0x22, 0xf5, 0x22]), 2],
    ['a Windows-1250 ű before ASCII', Buffer.from([0x41, 0xfb, 0x41]), 1],
    ['a truncated sequence', Buffer.from([0x41, 0xc5]), 1],
    ['an overlong encoding', Buffer.from([0xc0, 0xaf]), 0],
    ['a surrogate', Buffer.from([0xed, 0xa0, 0x80]), 0],
    ['a 4-byte emoji', Buffer.from('😀'), -1],
  ])('finds %s', (_name, bytes, offset) => {
    expect(firstInvalidUtf8Offset(bytes)).toBe(offset);
  });
});

describe('decodeRequestBytes', () => {
  it('skips a byte-order mark and counts the offset in the whole file', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(decodeRequestBytes(Buffer.concat([bom, Buffer.from('{"a":"ő"}')]), 'a.json')).toEqual({
      ok: true,
      text: '{"a":"ő"}',
    });
    const decoded = decodeRequestBytes(Buffer.concat([bom, Buffer.from([0x7b, 0xe9])]), 'b.json', 100);
    expect(decoded.ok ? '' : decoded.message).toMatch(/^A fájl nem érvényes UTF-8: b\.json, 104\. bájt \(0xE9\)\./);
  });
});
