// Just enough of a TrueType font for the PDF writer: metrics, character → glyph, advance widths, and subsets that
// keep the glyph ids (so a PDF's character codes are the font's own glyph ids, with CIDToGIDMap /Identity).

type Table = { offset: number; length: number };

export type TrueTypeFont = {
  /** The PostScript name (`LiberationSerif-Bold`). */
  postScriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  capHeight: number;
  italicAngle: number;
  bbox: [number, number, number, number];
  isItalic: boolean;
  /** The glyph of a code point; 0 (.notdef) when the font lacks it. */
  glyphId(codePoint: number): number;
  /** The advance width of a glyph, in font units. */
  advance(glyphId: number): number;
  /** A font program holding only `glyphIds` (and .notdef and the parts of composite glyphs), ids unchanged. */
  subset(glyphIds: Iterable<number>): Uint8Array;
};

/** A font program the writer cannot read: a broken or unsupported asset, never the user's data. */
export class FontFormatError extends Error {
  override name = 'FontFormatError';
}

/** The tables a TrueType outline font needs to be drawn by a PDF reader (no cmap: the codes are glyph ids). */
const KEPT_TABLES = ['OS/2', 'cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep'];

const ARG_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_2X2 = 0x0080;

function tag(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.length + 3) & ~3);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
}

function readPostScriptName(view: DataView, name: Table | undefined, fallback: string): string {
  if (!name) return fallback;
  const count = view.getUint16(name.offset + 2);
  const strings = name.offset + view.getUint16(name.offset + 4);
  for (let index = 0; index < count; index += 1) {
    const record = name.offset + 6 + index * 12;
    if (view.getUint16(record + 6) !== 6) continue;
    const platform = view.getUint16(record);
    const length = view.getUint16(record + 8);
    const start = strings + view.getUint16(record + 10);
    let text = '';
    if (platform === 3 || platform === 0)
      for (let at = 0; at < length; at += 2) text += String.fromCharCode(view.getUint16(start + at));
    else for (let at = 0; at < length; at += 1) text += String.fromCharCode(view.getUint8(start + at));
    if (/^[\x21-\x7e]+$/.test(text)) return text.replace(/[()<>[\]{}/%#]/g, '');
  }
  return fallback;
}

/** The format 4 (Unicode BMP) character map, read into a lookup function. */
function readCharacterMap(view: DataView, cmap: Table): (codePoint: number) => number {
  const count = view.getUint16(cmap.offset + 2);
  let subtable = -1;
  for (let index = 0; index < count; index += 1) {
    const record = cmap.offset + 4 + index * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const offset = cmap.offset + view.getUint32(record + 4);
    if (view.getUint16(offset) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) subtable = offset;
  }
  if (subtable === -1) throw new FontFormatError('the font has no Unicode (format 4) character map');
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    let low = 0;
    let high = segments - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (view.getUint16(ends + middle * 2) < codePoint) low = middle + 1;
      else high = middle;
    }
    const start = view.getUint16(starts + low * 2);
    if (codePoint < start || codePoint > view.getUint16(ends + low * 2)) return 0;
    const delta = view.getInt16(deltas + low * 2);
    const rangeOffset = view.getUint16(rangeOffsets + low * 2);
    if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
    const glyph = view.getUint16(rangeOffsets + low * 2 + rangeOffset + (codePoint - start) * 2);
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  };
}

/** Reads a TrueType (glyf) font program. */
export function readTrueTypeFont(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x74727565) throw new FontFormatError('not a TrueType font program');
  const tables = new Map<string, Table>();
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const record = 12 + index * 16;
    tables.set(tag(view, record), { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  const table = (name: string): Table => {
    const found = tables.get(name);
    if (!found) throw new FontFormatError(`the font has no ${name} table`);
    return found;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const loca = table('loca');
  const glyf = table('glyf');
  const numGlyphs = view.getUint16(table('maxp').offset + 4);
  const metrics = view.getUint16(hhea.offset + 34);
  const isLongLoca = view.getInt16(head.offset + 50) === 1;
  const glyphStart = (id: number) =>
    isLongLoca ? view.getUint32(loca.offset + id * 4) : view.getUint16(loca.offset + id * 2) * 2;
  const os2 = tables.get('OS/2');
  const post = tables.get('post');
  const unitsPerEm = view.getUint16(head.offset + 18);
  const capHeight =
    os2 && view.getUint16(os2.offset) >= 2 ? view.getInt16(os2.offset + 88) : view.getInt16(hhea.offset + 4);
  const italicAngle = post ? view.getInt16(post.offset + 4) + view.getUint16(post.offset + 6) / 65536 : 0;
  const lookup = readCharacterMap(view, table('cmap'));

  function components(id: number): number[] {
    const start = glyphStart(id);
    if (glyphStart(id + 1) === start || view.getInt16(glyf.offset + start) >= 0) return [];
    const found: number[] = [];
    let at = glyf.offset + start + 10;
    for (;;) {
      const flags = view.getUint16(at);
      found.push(view.getUint16(at + 2));
      at += 4 + (flags & ARG_WORDS ? 4 : 2);
      if (flags & HAS_SCALE) at += 2;
      else if (flags & HAS_XY_SCALE) at += 4;
      else if (flags & HAS_2X2) at += 8;
      if (!(flags & MORE_COMPONENTS)) return found;
    }
  }

  function subset(glyphIds: Iterable<number>): Uint8Array {
    const kept = new Set<number>([0]);
    const pending = [...glyphIds];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (kept.has(id) && id !== 0) continue;
      kept.add(id);
      for (const part of components(id)) if (!kept.has(part)) pending.push(part);
    }
    const ordered = [...kept].sort((left, right) => left - right);
    let glyfSize = 0;
    for (const id of ordered) glyfSize += (glyphStart(id + 1) - glyphStart(id) + 3) & ~3;
    const newGlyf = new Uint8Array(glyfSize);
    const newLoca = new Uint8Array((numGlyphs + 1) * 4);
    const locaView = new DataView(newLoca.buffer);
    let next = 0;
    let written = 0;
    for (const id of ordered) {
      for (; next <= id; next += 1) locaView.setUint32(next * 4, written);
      const start = glyphStart(id);
      const length = glyphStart(id + 1) - start;
      newGlyf.set(bytes.subarray(glyf.offset + start, glyf.offset + start + length), written);
      written += (length + 3) & ~3;
      locaView.setUint32((id + 1) * 4, written);
      next = id + 1;
    }
    for (; next <= numGlyphs; next += 1) locaView.setUint32(next * 4, written);
    const newHead = bytes.slice(head.offset, head.offset + head.length);
    const headView = new DataView(newHead.buffer);
    headView.setUint32(8, 0); // checkSumAdjustment: readers do not check it
    headView.setInt16(50, 1); // long loca offsets
    const parts = KEPT_TABLES.filter((name) => tables.has(name)).map((name) => {
      const source = tables.get(name)!;
      const data =
        name === 'glyf'
          ? newGlyf
          : name === 'loca'
            ? newLoca
            : name === 'head'
              ? newHead
              : bytes.subarray(source.offset, source.offset + source.length);
      return { name, data };
    });
    const directorySize = 12 + parts.length * 16;
    const total = parts.reduce((sum, part) => sum + ((part.data.length + 3) & ~3), directorySize);
    const out = new Uint8Array(total);
    const outView = new DataView(out.buffer);
    const power = 2 ** Math.floor(Math.log2(parts.length));
    outView.setUint32(0, 0x00010000);
    outView.setUint16(4, parts.length);
    outView.setUint16(6, power * 16);
    outView.setUint16(8, Math.log2(power));
    outView.setUint16(10, parts.length * 16 - power * 16);
    let offset = directorySize;
    parts.forEach((part, index) => {
      const record = 12 + index * 16;
      for (let char = 0; char < 4; char += 1) outView.setUint8(record + char, part.name.charCodeAt(char));
      outView.setUint32(record + 4, checksum(part.data));
      outView.setUint32(record + 8, offset);
      outView.setUint32(record + 12, part.data.length);
      out.set(part.data, offset);
      offset += (part.data.length + 3) & ~3;
    });
    return out;
  }

  const postScriptName = readPostScriptName(view, tables.get('name'), 'Font');
  return {
    postScriptName,
    unitsPerEm,
    ascent: view.getInt16(hhea.offset + 4),
    descent: view.getInt16(hhea.offset + 6),
    lineGap: view.getInt16(hhea.offset + 8),
    capHeight,
    italicAngle,
    bbox: [
      view.getInt16(head.offset + 36),
      view.getInt16(head.offset + 38),
      view.getInt16(head.offset + 40),
      view.getInt16(head.offset + 42),
    ],
    isItalic: italicAngle !== 0 || /italic|oblique/i.test(postScriptName),
    glyphId: lookup,
    advance: (id) => view.getUint16(hmtx.offset + Math.min(id, metrics - 1) * 4),
    subset,
  };
}
