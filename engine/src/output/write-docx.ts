import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import type { DocumentTree } from '../ast/blocks.ts';
import { buildDocxDocument } from './docx/build-docx-document.ts';
import {
  compressZipEntry,
  fillFramedEntry,
  frameZipEntry,
  portableCompressor,
  storeZipEntry,
  type Compressor,
  type FramedEntry,
} from './docx/compress-zip-entry.ts';
import { writeBodyXml } from './docx/write-body-xml.ts';
import { prepareZipEntry, writeZip, type PreparedZipEntry } from './docx/write-zip.ts';

const DOCUMENT = 'word/document.xml';
const NUMBERING = 'word/numbering.xml';
const CORE = 'docProps/core.xml';
/** How many distinct numbering parts a writer keeps compressed. */
const MAX_NUMBERINGS = 64;
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/**
 * The package's parts in docx's order: the unchanging ones compressed and laid out as zip records once, the empty
 * shell's `word/document.xml` and `word/numbering.xml` framed around each document's body and list instances,
 * `docProps/core.xml` per document (stored: about a kilobyte).
 */
type ShellPart =
  | { kind: 'fixed'; entry: PreparedZipEntry }
  | { kind: 'document' | 'numbering'; frame: FramedEntry }
  | { kind: 'core' };

/** A part's XML framed where each document's own XML goes in. */
function frameAt(path: string, xml: string, at: number, compressor: Compressor): FramedEntry {
  if (at < 0) throw new Error('the docx shell has no place for the document');
  return frameZipEntry(path, xml.slice(0, at), xml.slice(at), compressor);
}

/**
 * Packing a whole document with docx costs milliseconds of styles, theme and settings that never change, so the
 * empty shell is packed once: its unchanging parts are reused as they are, and each document writes its body into
 * the shell's `word/document.xml` and its list instances into `word/numbering.xml`.
 */
async function packShell(compressor: Compressor): Promise<ShellPart[]> {
  const files = unzipSync(await Packer.pack(buildDocxDocument([]), 'uint8array'));
  return Object.entries(files).map(([path, data]): ShellPart => {
    if (path === CORE) return { kind: 'core' };
    const xml = path === DOCUMENT || path === NUMBERING ? strFromU8(data) : '';
    if (path === DOCUMENT) return { kind: 'document', frame: frameAt(path, xml, xml.indexOf('<w:sectPr'), compressor) };
    if (path === NUMBERING)
      return { kind: 'numbering', frame: frameAt(path, xml, xml.lastIndexOf('</w:numbering>'), compressor) };
    return { kind: 'fixed', entry: prepareZipEntry(compressZipEntry(path, data, 9, compressor)) };
  });
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeXml(text: string): string {
  return /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (char) => ENTITIES[char]!) : text;
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
 * The shell is packed once per writer; each file then compresses only what is its own.
 */
export async function createDocxWriter(compressor: Compressor = portableCompressor): Promise<DocxWriter> {
  const parts = await packShell(compressor);
  // Most documents have no list or the same few lists as another: each numbering part is compressed (and laid out as
  // zip records) once.
  const numberings = new Map<string, PreparedZipEntry>();
  const numbering = (frame: FramedEntry, listInstances: string) => {
    let entry = numberings.get(listInstances);
    if (!entry) {
      if (numberings.size === MAX_NUMBERINGS) numberings.clear();
      entry = prepareZipEntry(fillFramedEntry(frame, listInstances, compressor));
      numberings.set(listInstances, entry);
    }
    return entry;
  };
  return (tree, options) => {
    const { body, listInstances } = writeBodyXml(tree);
    const entries = parts.map((part) => {
      switch (part.kind) {
        case 'fixed':
          return part.entry;
        case 'document':
          return fillFramedEntry(part.frame, options.rewriteBody ? options.rewriteBody(body) : body, compressor);
        case 'numbering':
          return numbering(part.frame, listInstances);
        case 'core':
          return storeZipEntry(CORE, corePropertiesXml(tree.title, options.generatedAt), compressor);
      }
    });
    return writeZip(entries, options.generatedAt);
  };
}

let portableWriter: Promise<DocxWriter> | undefined;

/** One .docx with the portable compressor (see `createDocxWriter`). */
export async function writeDocx(tree: DocumentTree, options: DocxWriterOptions): Promise<Uint8Array> {
  portableWriter ??= createDocxWriter();
  return (await portableWriter)(tree, options);
}
