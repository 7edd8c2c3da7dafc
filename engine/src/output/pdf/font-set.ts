import { readTrueTypeFont, type TrueTypeFont } from './truetype-font.ts';

export const FONT_STYLES = ['regular', 'bold', 'italic', 'boldItalic'] as const;

export type FontStyle = (typeof FONT_STYLES)[number];

/** The four font programs of the body font (TrueType), as the Node adapter reads them from `engine/assets/fonts`. */
export type PdfFontFiles = Record<FontStyle, Uint8Array>;

/** One style of the body font, with its glyphs and widths looked up once per character. */
export type Face = {
  style: FontStyle;
  font: TrueTypeFont;
  /** The glyph of each UTF-16 unit of `text` (the body text has no characters outside the BMP that matter). */
  glyphOf(char: number): number;
  /** The glyph of a character as the four hex digits of its code in a content stream. */
  codeOf(char: number): string;
  /** The advance width of a character's glyph, in font units. */
  advanceOf(char: number): number;
  /** Width in points of `text` at `size`. */
  width(text: string, size: number): number;
  /** Width in font units per 1000 of a glyph (the PDF's /W). */
  glyphWidth(glyph: number): number;
  /** The character each of `glyphs` was looked up for (the first, where several share a glyph). */
  charactersOf(glyphs: Set<number>): Map<number, number>;
};

export type FontSet = Record<FontStyle, Face>;

export function styleOf(bold: boolean, italic: boolean): FontStyle {
  if (bold) return italic ? 'boldItalic' : 'bold';
  return italic ? 'italic' : 'regular';
}

/**
 * Characters the body font lacks, each drawn with the glyph of one it has: U+2011 NON-BREAKING HYPHEN (in every bound
 * double family name, `bindName`) with U+2010 HYPHEN's, which looks and measures as "-". Liberation Serif has no
 * U+2011: .notdef printed "Kovács-Szabó" as "Kovács  Szabó". The text layer still reads U+2011 (`charactersOf`).
 */
const STAND_INS: ReadonlyMap<number, number> = new Map([[0x2011, 0x2010]]);

function createFace(style: FontStyle, font: TrueTypeFont): Face {
  // looked up once per character code and kept in tables indexed by it (-1: not yet looked up)
  const glyphs = new Int32Array(0x10000).fill(-1);
  const advances = new Float64Array(0x10000);
  const codes: string[] = [];
  const glyphOf = (char: number) => {
    let glyph = glyphs[char]!;
    if (glyph === -1) {
      glyph = font.glyphId(char);
      const standIn = glyph === 0 ? STAND_INS.get(char) : undefined;
      if (standIn !== undefined) glyph = font.glyphId(standIn);
      glyphs[char] = glyph;
      advances[char] = font.advance(glyph);
      codes[char] = glyph.toString(16).padStart(4, '0');
    }
    return glyph;
  };
  return {
    style,
    font,
    glyphOf,
    advanceOf(char) {
      if (glyphs[char] === -1) glyphOf(char);
      return advances[char]!;
    },
    codeOf(char) {
      if (glyphs[char] === -1) glyphOf(char);
      return codes[char]!;
    },
    width(text, size) {
      let units = 0;
      for (let index = 0; index < text.length; index += 1) {
        const char = text.charCodeAt(index);
        if (glyphs[char] === -1) glyphOf(char);
        units += advances[char]!;
      }
      return (units * size) / font.unitsPerEm;
    },
    glyphWidth: (glyph) => Math.round((font.advance(glyph) * 1000) / font.unitsPerEm),
    charactersOf(wanted) {
      const characters = new Map<number, number>();
      // a stand-in's glyph reads as the character it stands in for ("‑" in a name's text, not U+2010)
      for (const char of STAND_INS.keys()) {
        const glyph = glyphs[char]!;
        if (glyph !== -1 && wanted.has(glyph)) characters.set(glyph, char);
      }
      glyphs.forEach((glyph, char) => {
        if (glyph !== -1 && wanted.has(glyph) && !characters.has(glyph)) characters.set(glyph, char);
      });
      return characters;
    },
  };
}

/** Reads the four font programs once; the set is then shared by every PDF an engine writes. */
export function createFontSet(files: PdfFontFiles): FontSet {
  return {
    regular: createFace('regular', readTrueTypeFont(files.regular)),
    bold: createFace('bold', readTrueTypeFont(files.bold)),
    italic: createFace('italic', readTrueTypeFont(files.italic)),
    boldItalic: createFace('boldItalic', readTrueTypeFont(files.boldItalic)),
  };
}
