import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import type { DocumentTree } from '../ast/blocks.ts';
import { buildDocxDocument } from './docx/build-docx-document.ts';
import { compressZipEntry, portableCompressor, type Compressor, type ZipEntry } from './docx/compress-zip-entry.ts';
import { writeBodyXml } from './docx/write-body-xml.ts';
import { writeZip } from './docx/write-zip.ts';

const DOCUMENT = 'word/document.xml';
const NUMBERING = 'word/numbering.xml';
const CORE = 'docProps/core.xml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** The package's parts in docx's order; the unchanging ones compressed once, the others (`null`) per document. */
type Shell = {
  parts: { path: string; entry: ZipEntry | null }[];
  /** The empty shell's `word/document.xml` around its body, and `word/numbering.xml` around its list instances. */
  document: Slot;
  numbering: Slot;
};

/** A part's XML cut where each document's own XML goes in. */
type Slot = { before: string; after: string };

function cut(xml: string, at: number): Slot {
  if (at < 0) throw new Error('the docx shell has no place for the document');
  return { before: xml.slice(0, at), after: xml.slice(at) };
}

/**
 * Packing a whole document with docx costs milliseconds of styles, theme and settings that never change, so the
 * empty shell is packed once: its unchanging parts are reused as they are, and each document writes its body into
 * the shell's `word/document.xml` and its list instances into `word/numbering.xml`.
 */
async function packShell(compressor: Compressor): Promise<Shell> {
  const files = unzipSync(await Packer.pack(buildDocxDocument([]), 'uint8array'));
  const document = strFromU8(files[DOCUMENT]!);
  const numbering = strFromU8(files[NUMBERING]!);
  return {
    parts: Object.entries(files).map(([path, data]) => ({
      path,
      entry:
        path === DOCUMENT || path === NUMBERING || path === CORE ? null : compressZipEntry(path, data, 9, compressor),
    })),
    document: cut(document, document.indexOf('<w:sectPr')),
    numbering: cut(numbering, numbering.lastIndexOf('</w:numbering>')),
  };
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

export type DocxWriterOptions = {
  generatedAt: Date;
  /** Rewrites the body XML before packing (the redline writer adds its tracked changes here). */
  rewriteBody?: (body: string) => string;
};

export type DocxWriter = (tree: DocumentTree, options: DocxWriterOptions) => Uint8Array;

/**
 * A writer of .docx files with Word styles, real multi-level numbering, page numbers and signature tables. The same
 * tree and `generatedAt` always give the same bytes: the properties and every zip entry are dated `generatedAt`.
 * The shell is packed once per writer; each file then costs its own parts only.
 */
export async function createDocxWriter(compressor: Compressor = portableCompressor): Promise<DocxWriter> {
  const { parts, document, numbering } = await packShell(compressor);
  return (tree, options) => {
    const { body, listInstances } = writeBodyXml(tree);
    const fresh: Record<string, string> = {
      [DOCUMENT]: document.before + (options.rewriteBody ? options.rewriteBody(body) : body) + document.after,
      [NUMBERING]: numbering.before + listInstances + numbering.after,
      [CORE]: corePropertiesXml(tree.title, options.generatedAt),
    };
    const entries = parts.map(({ path, entry }) => entry ?? compressZipEntry(path, fresh[path]!, 1, compressor));
    return writeZip(entries, options.generatedAt);
  };
}

let portableWriter: Promise<DocxWriter> | undefined;

/** One .docx with the portable compressor (see `createDocxWriter`). */
export async function writeDocx(tree: DocumentTree, options: DocxWriterOptions): Promise<Uint8Array> {
  portableWriter ??= createDocxWriter();
  return (await portableWriter)(tree, options);
}
