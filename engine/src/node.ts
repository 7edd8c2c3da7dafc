// The Node adapter: reads the templates folder into the map the pure engine takes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { crc32, type Compressor } from './output/docx/compress-zip-entry.ts';
import type { PdfAssets } from './output/write-pdf.ts';
import { createEngine, type Engine } from './render/create-engine.ts';
import type { TemplateSource } from './render/template-source.ts';
import { createAmendmentRenderer, type AmendmentRenderer } from './amendment/render-amendment.ts';

export const defaultTemplatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));

/** Every file under `dir`, keyed by its path relative to it with forward slashes. */
export function loadTemplates(dir: string = defaultTemplatesDir): TemplateSource {
  const templates: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    templates[relative(dir, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  }
  return templates;
}

/** `node:zlib`'s native DEFLATE and CRC-32 (`zlib.crc32` since Node 20.15 and 22.2; the JavaScript one before). */
export const nativeCompressor: Compressor = {
  deflateRaw: (bytes, level) => zlib.deflateRawSync(bytes, { level }),
  deflateRawFlushed: (bytes, level) => zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  deflate: (bytes, level) => zlib.deflateSync(bytes, { level }),
  // zlib.crc32 answers 0 for the empty array TextEncoder makes of '' (whatever `initial` was)
  crc32:
    typeof zlib.crc32 === 'function'
      ? (bytes, initial = 0) => (bytes.length === 0 ? initial : zlib.crc32(bytes, initial))
      : crc32,
};

const assetsDir = new URL('../assets/', import.meta.url);

let pdfAssets: PdfAssets | undefined;

/** The PDF's body font (Liberation Serif, SIL OFL, `engine/assets/fonts`) and sRGB profile, read once. */
export function loadPdfAssets(): PdfAssets {
  const read = (name: string) => new Uint8Array(readFileSync(new URL(name, assetsDir)));
  pdfAssets ??= {
    fonts: {
      regular: read('fonts/LiberationSerif-Regular.ttf'),
      bold: read('fonts/LiberationSerif-Bold.ttf'),
      italic: read('fonts/LiberationSerif-Italic.ttf'),
      boldItalic: read('fonts/LiberationSerif-BoldItalic.ttf'),
    },
    colorProfile: read('sRGB_IEC61966_2_1.icc'),
  };
  return pdfAssets;
}

/** An engine over the repository's `templates/` folder, compressing with `node:zlib`, with the PDF's assets. */
export function createNodeEngine(dir?: string): Engine {
  return createEngine({ templates: loadTemplates(dir), compressor: nativeCompressor, pdfAssets: loadPdfAssets() });
}

/** An amendment renderer over the repository's `templates/` folder. */
export function createNodeAmendmentRenderer(dir?: string): AmendmentRenderer {
  return createAmendmentRenderer({
    templates: loadTemplates(dir),
    compressor: nativeCompressor,
    pdfAssets: loadPdfAssets(),
  });
}
