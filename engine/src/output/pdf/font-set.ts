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

function createFace(style: FontStyle, font: TrueTypeFont): Face {
  const glyphs = new Map<number, number>();
  const advances = new Map<number, number>();
  const glyphOf = (char: number) => {
    let glyph = glyphs.get(char);
    if (glyph === undefined) {
      glyph = font.glyphId(char);
      glyphs.set(char, glyph);
      advances.set(char, font.advance(glyph));
    }
    return glyph;
  };
  return {
    style,
    font,
    glyphOf,
    width(text, size) {
      let units = 0;
      for (let index = 0; index < text.length; index += 1) {
        const char = text.charCodeAt(index);
        let advance = advances.get(char);
        if (advance === undefined) {
          glyphOf(char);
          advance = advances.get(char)!;
        }
        units += advance;
      }
      return (units * size) / font.unitsPerEm;
    },
    glyphWidth: (glyph) => Math.round((font.advance(glyph) * 1000) / font.unitsPerEm),
    charactersOf(wanted) {
      const characters = new Map<number, number>();
      for (const [char, glyph] of glyphs) if (wanted.has(glyph) && !characters.has(glyph)) characters.set(glyph, char);
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
