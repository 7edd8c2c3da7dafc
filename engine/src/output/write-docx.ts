import { Packer, type IContext, type IXmlableObject } from 'docx';
import { unzipSync } from 'fflate';
import type { DocumentTree } from '../ast/blocks.ts';
import { buildDocxDocument } from './docx/build-docx-document.ts';
import { compressZipEntry, type ZipEntry } from './docx/compress-zip-entry.ts';
import { stringifyXmlable } from './docx/stringify-xmlable.ts';
import { writeZip } from './docx/write-zip.ts';

const DOCUMENT = 'word/document.xml';
const NUMBERING = 'word/numbering.xml';
const CORE = 'docProps/core.xml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** The package's parts in docx's order; the unchanging ones compressed once, the others (`null`) per document. */
type Shell = { path: string; entry: ZipEntry | null }[];

let shell: Promise<Shell> | undefined;

/**
 * Packing a whole document with docx costs milliseconds of styles, theme and settings that never change, so the
 * empty shell is packed once and its parts are reused; each document formats only its body, numbering and
 * properties.
 */
function loadShell(): Promise<Shell> {
  shell ??= Packer.pack(buildDocxDocument(null), 'uint8array').then((bytes) =>
    Object.entries(unzipSync(bytes)).map(([path, data]) => ({
      path,
      entry: path === DOCUMENT || path === NUMBERING || path === CORE ? null : compressZipEntry(path, data, 9),
    })),
  );
  return shell;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

function corePropertiesXml(title: string, generatedAt: Date): string {
  const timestamp = generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    DECLARATION +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"' +
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"' +
    ' xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(title)}</dc:title><dc:creator>Cégdok</dc:creator>` +
    '<cp:lastModifiedBy>Cégdok</cp:lastModifiedBy><cp:revision>1</cp:revision><dc:language>hu-HU</dc:language>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${timestamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${timestamp}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

function format(component: { prepForXml(context: IContext): IXmlableObject | undefined }, context: IContext): string {
  const xml = component.prepForXml(context);
  if (!xml) throw new Error('docx gave no XML for a part');
  return DECLARATION + stringifyXmlable(xml);
}

/** The XML parts of a tree that differ from document to document, exactly as docx's Packer would write them. */
function formatDocxParts(tree: DocumentTree): { document: string; numbering: string } {
  const file = buildDocxDocument(tree);
  const context: IContext = { file, viewWrapper: file.Document, stack: [] };
  const body = format(file.Document.View, context);
  // Numbered paragraphs name their list by key until the lists' ids are known, as in docx's Packer.
  const listIds = new Map(
    file.Numbering.ConcreteNumbering.map((list) => [`${list.reference}-${list.instance}`, list.numId]),
  );
  return {
    document: body.replace(/\{([^{}]+)\}/g, (placeholder, key: string) => String(listIds.get(key) ?? placeholder)),
    numbering: format(file.Numbering, context),
  };
}

/**
 * A .docx with Word styles, real multi-level numbering, page numbers and signature tables. The same tree and
 * `generatedAt` always give the same bytes: the properties and every zip entry are dated `generatedAt`.
 */
export async function writeDocx(tree: DocumentTree, options: { generatedAt: Date }): Promise<Uint8Array> {
  const parts = await loadShell();
  const { document, numbering } = formatDocxParts(tree);
  const fresh: Record<string, string> = {
    [DOCUMENT]: document,
    [NUMBERING]: numbering,
    [CORE]: corePropertiesXml(tree.title, options.generatedAt),
  };
  const entries = parts.map(({ path, entry }) => entry ?? compressZipEntry(path, fresh[path]!, 1));
  return writeZip(entries, options.generatedAt);
}
