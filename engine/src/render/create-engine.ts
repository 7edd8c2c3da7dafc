import type { DocumentTree } from '../ast/blocks.ts';
import { parseBlocks } from '../ast/parse-blocks.ts';
import type { PlannedDocument } from '../documents/plan-documents.ts';
import { deriveModel, type CompanyModel } from '../model/derive-model.ts';
import { presentRequest } from '../model/present-request.ts';
import type { Compressor } from '../output/docx/compress-zip-entry.ts';
import type { DocxWriter } from '../output/write-docx.ts';
import type { PdfAssets, PdfWriter } from '../output/write-pdf.ts';
import { writeHtml } from '../output/write-html.ts';
import type { DocumentRequest } from '../schema/request.ts';
import { createEnvironment, type PrecompiledTemplates } from './create-environment.ts';
import { describeTemplateError } from './describe-template-error.ts';
import type { TemplateSource } from './template-source.ts';

export type RenderOptions = {
  /** The moment of generation: file metadata. The engine never reads the clock. */
  generatedAt: Date;
};

export const RENDER_FORMATS = ['docx', 'html', 'pdf'] as const;

export type RenderFormat = (typeof RENDER_FORMATS)[number];

/** One file of a set: its bytes (HTML as text), or why it could not be written. */
export type RenderedFile = { document: PlannedDocument; format: RenderFormat } & (
  { ok: true; content: string | Uint8Array } | { ok: false; error: Error }
);

export type RenderSetOptions = RenderOptions & { formats: readonly RenderFormat[] };

export type Engine = {
  /**
   * Every file of a request in one pass: the model is derived once, each document's markup and tree are rendered
   * once, and every format is written from that one tree. Answers one entry per document and format, in that order;
   * a document that fails does not stop the others.
   */
  renderSet(
    request: DocumentRequest,
    documents: readonly PlannedDocument[],
    options: RenderSetOptions,
  ): Promise<RenderedFile[]>;
  /** The template's semantic HTML, before parsing (for debugging and template tests). */
  renderMarkup(request: DocumentRequest, document: PlannedDocument): string;
  renderTree(request: DocumentRequest, document: PlannedDocument): DocumentTree;
  /** A standalone A4 preview page. */
  renderHtml(request: DocumentRequest, document: PlannedDocument): string;
  renderDocx(request: DocumentRequest, document: PlannedDocument, options: RenderOptions): Promise<Uint8Array>;
  renderPdf(request: DocumentRequest, document: PlannedDocument, options: RenderOptions): Promise<Uint8Array>;
  /** Writes a tree made elsewhere (the amendment documents) with this engine's writers. */
  writeTree(tree: DocumentTree, format: 'docx' | 'pdf', options: RenderOptions): Promise<Uint8Array>;
};

export const PREVIEW_STYLESHEET = 'preview.css';

export type EngineOptions = {
  templates: TemplateSource;
  /** DEFLATE and CRC-32 for the .docx archive: fflate's JavaScript unless the Node adapter injects `node:zlib`. */
  compressor?: Compressor;
  /** The PDF's font programs and colour profile (`loadPdfAssets` of the Node adapter); without them no PDF. */
  pdfAssets?: PdfAssets;
  /** The templates compiled at build time (`templateFactoriesModule`): a browser then evaluates no code. */
  precompiled?: PrecompiledTemplates;
};

/** Compiles the templates once; the engine is then reused for any number of documents. */
export function createEngine(options: EngineOptions): Engine {
  const env = createEnvironment(options.templates, options.precompiled);
  const stylesheet = options.templates[PREVIEW_STYLESHEET] ?? '';
  // The DOCX and PDF writers are loaded on first use, so a browser preview never downloads them, and then once per
  // engine: every later call reuses the same promise.
  let docxWriter: Promise<DocxWriter> | undefined;
  const loadDocxWriter = () =>
    (docxWriter ??= import('../output/write-docx.ts').then(({ createDocxWriter }) =>
      createDocxWriter(options.compressor),
    ));
  let pdfWriter: Promise<PdfWriter> | undefined;
  const loadPdfWriter = () =>
    (pdfWriter ??= import('../output/write-pdf.ts').then(({ createPdfWriter }) => {
      if (!options.pdfAssets) throw new Error('A PDF-hez szükséges betűkészletek nincsenek betöltve ebben a motorban.');
      return createPdfWriter(options.pdfAssets, options.compressor);
    }));

  function markupWith(model: CompanyModel, request: DocumentRequest, document: PlannedDocument): string {
    const director = document.directorIndex === undefined ? null : request.tarsasag.ugyvezetok[document.directorIndex];
    const context = {
      request,
      tarsasag: request.tarsasag,
      ugyvediIroda: request.ugyvediIroda,
      keltezes: { hely: request.keltezesHelye, ido: request.keltezesIdeje },
      model,
      director: director ?? null,
      directorIndex: document.directorIndex ?? null,
      soleMemberAsDirector: model.isSingleMember && (document.soleMemberAsDirector ?? model.isSoleMemberTheDirector),
    };
    try {
      return env.render(document.type.template, context);
    } catch (error) {
      throw describeTemplateError(error, options.templates);
    }
  }

  function renderMarkup(sent: DocumentRequest, document: PlannedDocument): string {
    env.forgetRemembered();
    const request = presentRequest(sent);
    return markupWith(deriveModel(request), request, document);
  }

  function renderTree(request: DocumentRequest, document: PlannedDocument): DocumentTree {
    return parseBlocks(renderMarkup(request, document));
  }

  async function writeFormat(tree: DocumentTree, format: RenderFormat, renderOptions: RenderOptions) {
    if (format === 'html') return writeHtml(tree, { stylesheet });
    if (format === 'docx') return (await loadDocxWriter())(tree, renderOptions);
    return (await loadPdfWriter())(tree, renderOptions);
  }

  async function renderSet(
    sent: DocumentRequest,
    documents: readonly PlannedDocument[],
    setOptions: RenderSetOptions,
  ): Promise<RenderedFile[]> {
    const files: RenderedFile[] = [];
    const fail = (document: PlannedDocument, format: RenderFormat, error: unknown) =>
      files.push({ document, format, ok: false, error: error instanceof Error ? error : new Error(String(error)) });
    env.forgetRemembered();
    const request = presentRequest(sent);
    let model: CompanyModel;
    try {
      model = deriveModel(request);
    } catch (error) {
      for (const document of documents) for (const format of setOptions.formats) fail(document, format, error);
      return files;
    }
    for (const document of documents) {
      let tree: DocumentTree;
      try {
        tree = parseBlocks(markupWith(model, request, document));
      } catch (error) {
        for (const format of setOptions.formats) fail(document, format, error);
        continue;
      }
      for (const format of setOptions.formats) {
        try {
          files.push({ document, format, ok: true, content: await writeFormat(tree, format, setOptions) });
        } catch (error) {
          fail(document, format, error);
        }
      }
    }
    return files;
  }

  return {
    renderSet,
    renderMarkup,
    renderTree,
    renderHtml: (request, document) => writeHtml(renderTree(request, document), { stylesheet }),
    renderDocx: async (request, document, renderOptions) =>
      (await loadDocxWriter())(renderTree(request, document), renderOptions),
    renderPdf: async (request, document, renderOptions) =>
      (await loadPdfWriter())(renderTree(request, document), renderOptions),
    writeTree: async (tree, format, renderOptions) =>
      format === 'docx' ? (await loadDocxWriter())(tree, renderOptions) : (await loadPdfWriter())(tree, renderOptions),
  };
}
