import type { FontSet, FontStyle } from './font-set.ts';
import { PAGE_COUNT_PLACEHOLDER } from './break-lines.ts';
import { MARGIN, PAGE_HEIGHT, PAGE_WIDTH, type Page, type TextLine } from './lay-out-pages.ts';
import { num } from './pdf-file.ts';

const FOOTER_SIZE = 9;
const FOOTER_BASELINE = 36;
export const RESOURCE_NAMES: Record<FontStyle, string> = { regular: 'F1', bold: 'F2', italic: 'F3', boldItalic: 'F4' };

const HEX_DIGITS = Uint8Array.from('0123456789abcdef', (char) => char.charCodeAt(0));

/** The characters a style printed: a mark per UTF-16 code, and the list of them. */
export type Printed = { chars: Uint8Array; printed: number[] };

/** A growing buffer of the ASCII bytes of a content stream: a page's text is written byte by byte, no strings. */
export class ContentBuffer {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;

  reset(): void {
    this.length = 0;
  }

  get content(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  private reserve(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + count));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  ascii(text: string): void {
    this.reserve(text.length);
    for (let index = 0; index < text.length; index += 1) this.bytes[this.length++] = text.charCodeAt(index);
  }

  /** A glyph id as the four hex digits of a two-byte code. */
  glyph(id: number): void {
    this.reserve(4);
    const bytes = this.bytes;
    bytes[this.length] = HEX_DIGITS[(id >> 12) & 15]!;
    bytes[this.length + 1] = HEX_DIGITS[(id >> 8) & 15]!;
    bytes[this.length + 2] = HEX_DIGITS[(id >> 4) & 15]!;
    bytes[this.length + 3] = HEX_DIGITS[id & 15]!;
    this.length += 4;
  }
}

function writeText(
  out: ContentBuffer,
  line: TextLine,
  y: number,
  fonts: FontSet,
  used: Record<FontStyle, Printed>,
  pageCount: string,
) {
  out.ascii(`BT\n1 0 0 1 ${num(line.x)} ${num(y)} Tm\n`);
  // a justified line: each space is followed by a move to the right (TJ adjustments count in 1/1000 em, leftwards)
  const stretch = line.stretch > 0 ? `> ${num((-line.stretch * 1000) / line.size)} <` : '';
  for (const run of line.runs) {
    const face = fonts[run.style];
    const { chars, printed } = used[run.style];
    out.ascii(`/${RESOURCE_NAMES[run.style]} ${num(line.size)} Tf\n[<`);
    const text = run.text.includes(PAGE_COUNT_PLACEHOLDER)
      ? run.text.replace(PAGE_COUNT_PLACEHOLDER, pageCount)
      : run.text;
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charCodeAt(index);
      if (chars[char] === 0) {
        chars[char] = 1;
        printed.push(char);
      }
      out.glyph(face.glyphOf(char));
      if (char === 32 && stretch) out.ascii(stretch);
    }
    out.ascii('>] TJ\n');
  }
  out.ascii('ET\n');
}

/**
 * Writes the content stream of a page into `out`: table fills and rules, then every line of text (glyph ids as
 * Identity-H codes), then the footer "n. oldal / összesen N oldal". A page-count field prints `pageCount`.
 * Records each character printed, per style.
 */
export function writePageContent(
  out: ContentBuffer,
  page: Page,
  footer: string,
  pageCount: number,
  fonts: FontSet,
  used: Record<FontStyle, Printed>,
): void {
  out.reset();
  const top = PAGE_HEIGHT - MARGIN;
  for (const slice of page) {
    for (const rectangle of slice.rectangles) {
      const box =
        `${num(rectangle.x)} ${num(top - slice.top - rectangle.y - rectangle.height)} ` +
        `${num(rectangle.width)} ${num(rectangle.height)} re`;
      out.ascii(rectangle.fill ? `${rectangle.fill} rg ${box} f 0 0 0 rg\n` : `0.5 w ${box} S\n`);
    }
  }
  for (const slice of page) {
    for (const line of slice.texts)
      writeText(out, line, top - slice.top - line.baseline, fonts, used, String(pageCount));
  }
  const footerLine: TextLine = {
    x: (PAGE_WIDTH - fonts.regular.width(footer, FOOTER_SIZE)) / 2,
    baseline: 0,
    size: FOOTER_SIZE,
    runs: [{ style: 'regular', text: footer }],
    stretch: 0,
  };
  writeText(out, footerLine, FOOTER_BASELINE, fonts, used, String(pageCount));
}
