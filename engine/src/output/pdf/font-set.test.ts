import { describe, expect, it } from 'vitest';
import { NB_HYPHEN } from '../../hu/bind-typography.ts';
import { loadPdfAssets } from '../../node.ts';
import { createFontSet, FONT_STYLES } from './font-set.ts';

describe('createFontSet', () => {
  const fonts = createFontSet(loadPdfAssets().fonts);

  it('draws the non-breaking hyphen of a bound double family name as a hyphen, not as .notdef', () => {
    for (const style of FONT_STYLES) {
      const face = fonts[style];
      // Liberation Serif has no U+2011: .notdef was printed, a blank as wide as two letters ("Kovács  Szabó")
      expect(face.glyphOf(NB_HYPHEN.charCodeAt(0)), style).not.toBe(0);
      expect(face.width(`Kovács${NB_HYPHEN}Szabó`, 12), style).toBeCloseTo(face.width('Kovács-Szabó', 12), 6);
      // the text layer reads U+2011, also when U+2010 (in the PDF's common subset) was looked up first
      const glyph = face.glyphOf(0x2010);
      expect(face.glyphOf(NB_HYPHEN.charCodeAt(0)), style).toBe(glyph);
      expect(face.charactersOf(new Set([glyph])).get(glyph), style).toBe(0x2011);
    }
  });
});
