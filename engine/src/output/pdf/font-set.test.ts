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
      // its own glyph (U+2010's), so that the text layer still reads U+2011 and not "-"
      expect(face.glyphOf(NB_HYPHEN.charCodeAt(0)), style).not.toBe(face.glyphOf('-'.charCodeAt(0)));
      expect(face.charactersOf(new Set([face.glyphOf(NB_HYPHEN.charCodeAt(0))])).get(face.glyphOf(0x2011))).toBe(
        0x2011,
      );
    }
  });
});
