import pdfmake from 'pdfmake';
import robotoFonts from 'pdfmake/build/vfs_fonts.js';
import type { DocumentTree } from '../ast/blocks.ts';
import { buildPdfDefinition } from './pdf/build-pdf-definition.ts';

const ROBOTO = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};

/** pdfmake's Node build reads fonts from its in-memory file system; its typings leave that out. */
type PdfmakeOnNode = typeof pdfmake & {
  virtualfs: { writeFileSync(name: string, content: Uint8Array): void };
};

let isReady = false;

/**
 * Loads the fonts bundled with pdfmake (base64 in a module, no file read) into its in-memory file system once, and
 * denies every URL and local file: a document can only use what is embedded here.
 */
function preparePdfmake(): void {
  if (isReady) return;
  const { virtualfs } = pdfmake as PdfmakeOnNode;
  for (const file of Object.values(ROBOTO)) virtualfs.writeFileSync(file, Buffer.from(robotoFonts[file]!, 'base64'));
  pdfmake.setFonts({ Roboto: ROBOTO });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  isReady = true;
}

/** A PDF of the same tree: A4, page numbers in the footer, fonts embedded, the same bytes for the same input. */
export async function writePdf(tree: DocumentTree, options: { generatedAt: Date }): Promise<Uint8Array> {
  preparePdfmake();
  const buffer = await pdfmake.createPdf(buildPdfDefinition(tree, options.generatedAt)).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
