import type { DocumentTree } from '../ast/blocks.ts';
import { crc32, portableCompressor, type Compressor } from './docx/compress-zip-entry.ts';
import { createFontSet, FONT_STYLES, type Face, type FontStyle, type PdfFontFiles } from './pdf/font-set.ts';
import { layOutPages, PAGE_HEIGHT, PAGE_WIDTH } from './pdf/lay-out-pages.ts';
import { literal, num, pdfDate, PdfFile, textString } from './pdf/pdf-file.ts';
import { ContentBuffer, RESOURCE_NAMES, writePageContent, type Printed } from './pdf/write-page-content.ts';

/** What a PDF needs besides the tree: the body font (Liberation Serif) and the sRGB profile of its output intent. */
export type PdfAssets = { fonts: PdfFontFiles; colorProfile: Uint8Array };

export type PdfWriter = (tree: DocumentTree, options: { generatedAt: Date }) => Uint8Array;

/**
 * A /FlateDecode stream. Fonts and profiles are compressed once per writer at level 9; page content, written per
 * document, at level 1 (a fifth of the time of level 6 for a quarter more bytes).
 */
function zlibStream(bytes: Uint8Array, compressor: Compressor, level: 1 | 9 = 9): Uint8Array {
  return compressor.deflate(bytes, level);
}

const encoder = new TextEncoder();

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

/** A ToUnicode CMap: glyph id → the character it was written for. */
function toUnicode(characters: Map<number, number>): string {
  const entries = [...characters].sort(([left], [right]) => left - right);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    blocks.push(
      `${chunk.length} beginbfrange\n` +
        chunk.map(([glyph, char]) => `<${hex4(glyph)}> <${hex4(glyph)}> [<${hex4(char)}>]`).join('\n') +
        '\nendbfrange',
    );
  }
  return (
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
    '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
    '1 begincodespacerange\n<0000> <ffff>\nendcodespacerange\n' +
    `${blocks.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`
  );
}

/** A subset tag of six capitals, from the glyphs it holds. */
function subsetTag(glyphs: number[]): string {
  let hash = crc32(new Uint8Array(new Uint16Array(glyphs).buffer));
  let tag = '';
  for (let index = 0; index < 6; index += 1) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26);
  }
  return tag;
}

/** One style of the body font ready to embed: a Type 0 font over a subset of the TrueType program. */
type EmbeddableFont = {
  glyphs: Set<number>;
  program: Uint8Array;
  programLength: number;
  descriptor: string;
  cidFont: string;
  type0: string;
  toUnicode: Uint8Array;
};

function prepareFont(face: Face, glyphs: Set<number>, compressor: Compressor): EmbeddableFont {
  const { font } = face;
  const sorted = [...glyphs].sort((left, right) => left - right);
  const program = font.subset(sorted);
  const name = `${subsetTag(sorted)}+${font.postScriptName}`;
  const scale = (value: number) => Math.round((value * 1000) / font.unitsPerEm);
  return {
    glyphs,
    program: zlibStream(program, compressor),
    programLength: program.length,
    descriptor:
      `/Type /FontDescriptor /FontName /${name} /Flags ${4 | 2 | (font.isItalic ? 64 : 0)}` +
      ` /FontBBox [${font.bbox.map(scale).join(' ')}] /ItalicAngle ${num(font.italicAngle)}` +
      ` /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)}` +
      ` /StemV ${face.style === 'bold' || face.style === 'boldItalic' ? 140 : 80}`,
    cidFont:
      `/Type /Font /Subtype /CIDFontType2 /BaseFont /${name}` +
      ' /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>' +
      ` /DW 1000 /W [${sorted.map((glyph) => `${glyph} [${face.glyphWidth(glyph)}]`).join(' ')}] /CIDToGIDMap /Identity`,
    type0: `/Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H`,
    toUnicode: zlibStream(encoder.encode(toUnicode(face.charactersOf(glyphs))), compressor),
  };
}

function addFont(file: PdfFile, id: number, font: EmbeddableFont): void {
  const program = file.add(`<< /Length1 ${font.programLength} /Filter /FlateDecode >>`, font.program);
  const descriptor = file.add(`<< ${font.descriptor} /FontFile2 ${program} 0 R >>`);
  const cidFont = file.add(`<< ${font.cidFont} /FontDescriptor ${descriptor} 0 R >>`);
  const unicode = file.add('<< /Filter /FlateDecode >>', font.toUnicode);
  file.set(id, `<< ${font.type0} /DescendantFonts [${cidFont} 0 R] /ToUnicode ${unicode} 0 R >>`);
}

/**
 * The characters of Hungarian and Western European text (Basic Latin, Latin-1, Latin Extended-A, the dashes, quotes,
 * ellipsis, € and ‰): each style is subset to them once per writer, and a document that stays inside them (nearly
 * every one) embeds that ready subset; a document with other characters gets a subset of its own.
 */
function commonCharacters(): number[] {
  const chars: number[] = [];
  const range = (from: number, to: number) => {
    for (let char = from; char <= to; char += 1) chars.push(char);
  };
  range(0x20, 0x7e);
  range(0xa0, 0x17f);
  range(0x2010, 0x2026);
  chars.push(0x2030, 0x20ac);
  return chars;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

/** The XMP metadata PDF/A requires, matching the document information dictionary. */
function xmpMetadata(title: string, generatedAt: Date): string {
  const date = generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n' +
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"' +
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"' +
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/">\n' +
    '<pdfaid:part>2</pdfaid:part>\n<pdfaid:conformance>B</pdfaid:conformance>\n' +
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>\n` +
    '<dc:creator><rdf:Seq><rdf:li>Cégdok</rdf:li></rdf:Seq></dc:creator>\n' +
    '<dc:language><rdf:Bag><rdf:li>hu-HU</rdf:li></rdf:Bag></dc:language>\n' +
    `<xmp:CreatorTool>Cégdok</xmp:CreatorTool>\n<xmp:CreateDate>${date}</xmp:CreateDate>\n` +
    `<xmp:ModifyDate>${date}</xmp:ModifyDate>\n<pdf:Producer>Cégdok</pdf:Producer>\n` +
    '</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end="w"?>'
  );
}

/**
 * A writer of PDF/A-2b files from the block tree, laid out like the .docx (A4, Liberation Serif — metrically Times
 * New Roman — 12 pt, the same numbering), with our own line breaking (see `layOutPages`), subset fonts, XMP metadata
 * and an sRGB output intent, "n. oldal / összesen N oldal" in the footer. The same tree and `generatedAt` always give
 * the same bytes. The fonts are read once per writer.
 */
export function createPdfWriter(assets: PdfAssets, compressor: Compressor = portableCompressor): PdfWriter {
  const fonts = createFontSet(assets.fonts);
  const colorProfile = zlibStream(assets.colorProfile, compressor);
  const common = commonCharacters();
  const commonFonts = Object.fromEntries(
    FONT_STYLES.map((style) => {
      const face = fonts[style];
      const glyphs = new Set(common.map((char) => face.glyphOf(char)));
      return [style, prepareFont(face, glyphs, compressor)];
    }),
  ) as Record<FontStyle, EmbeddableFont>;
  const buffer = new ContentBuffer();
  return (tree, options) => {
    const pages = layOutPages(tree, fonts);
    const file = new PdfFile();
    const catalog = file.reserve();
    const pageTree = file.reserve();
    const resources = file.reserve();
    // the characters each style printed, by UTF-16 code
    const used = Object.fromEntries(
      FONT_STYLES.map((style) => [style, { chars: new Uint8Array(0x10000), printed: [] }]),
    ) as unknown as Record<FontStyle, Printed>;
    const kids = pages.map((page, index) => {
      const footer = `${index + 1}. oldal / összesen ${pages.length} oldal`;
      writePageContent(buffer, page, footer, pages.length, fonts, used);
      const content = zlibStream(buffer.content, compressor, 1);
      const contents = file.add('<< /Filter /FlateDecode >>', content);
      return file.add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}]` +
          ` /Resources ${resources} 0 R /Contents ${contents} 0 R >>`,
      );
    });
    file.set(pageTree, `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`);
    const glyphsOf = (style: FontStyle) => new Set(used[style].printed.map((char) => fonts[style].glyphOf(char)));
    const styles = FONT_STYLES.filter((style) => used[style].printed.length > 0);
    const fontIds = styles.map((style) => {
      const id = file.reserve();
      const common = commonFonts[style];
      const glyphs = glyphsOf(style);
      const isCommon = [...glyphs].every((glyph) => common.glyphs.has(glyph));
      addFont(
        file,
        id,
        isCommon ? common : prepareFont(fonts[style], new Set([...common.glyphs, ...glyphs]), compressor),
      );
      return `/${RESOURCE_NAMES[style]} ${id} 0 R`;
    });
    file.set(resources, `<< /Font << ${fontIds.join(' ')} >> >>`);
    const metadata = encoder.encode(xmpMetadata(tree.title, options.generatedAt));
    const metadataId = file.add('<< /Type /Metadata /Subtype /XML >>', metadata);
    const profile = file.add('<< /N 3 /Filter /FlateDecode >>', colorProfile);
    file.set(
      catalog,
      `<< /Type /Catalog /Pages ${pageTree} 0 R /Metadata ${metadataId} 0 R /Lang (hu-HU)` +
        ' /OutputIntents [<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier (sRGB IEC61966-2.1)' +
        ` /Info (sRGB IEC61966-2.1) /DestOutputProfile ${profile} 0 R >>] >>`,
    );
    const date = literal(pdfDate(options.generatedAt));
    const info = file.add(
      `<< /Title ${textString(tree.title)} /Creator ${textString('Cégdok')} /Producer ${textString('Cégdok')}` +
        ` /CreationDate ${date} /ModDate ${date} >>`,
    );
    return file.write((body) => {
      const id = body.map((chunk) => compressor.crc32(chunk).toString(16).padStart(8, '0')).join('');
      const fileId = (id + id.length.toString(16)).padEnd(32, '0').slice(-32);
      return `/Root ${catalog} 0 R /Info ${info} 0 R /ID [<${fileId}> <${fileId}>]`;
    });
  };
}
