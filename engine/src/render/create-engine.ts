import type { DocumentTree } from '../ast/blocks.ts';
import { parseBlocks } from '../ast/parse-blocks.ts';
import type { PlannedDocument } from '../documents/plan-documents.ts';
import { deriveModel } from '../model/derive-model.ts';
import { writeHtml } from '../output/write-html.ts';
import type { DocumentRequest } from '../schema/request.ts';
import { createEnvironment } from './create-environment.ts';
import { describeTemplateError } from './describe-template-error.ts';
import type { TemplateSource } from './template-source.ts';

export type RenderOptions = {
  /** The moment of generation: file metadata. The engine never reads the clock. */
  generatedAt: Date;
};

export type Engine = {
  /** The template's semantic HTML, before parsing (for debugging and template tests). */
  renderMarkup(request: DocumentRequest, document: PlannedDocument): string;
  renderTree(request: DocumentRequest, document: PlannedDocument): DocumentTree;
  /** A standalone A4 preview page. */
  renderHtml(request: DocumentRequest, document: PlannedDocument): string;
  renderDocx(request: DocumentRequest, document: PlannedDocument, options: RenderOptions): Promise<Uint8Array>;
  renderPdf(request: DocumentRequest, document: PlannedDocument, options: RenderOptions): Promise<Uint8Array>;
};

export const PREVIEW_STYLESHEET = 'preview.css';

/** Compiles the templates once; the engine is then reused for any number of documents. */
export function createEngine(options: { templates: TemplateSource }): Engine {
  const env = createEnvironment(options.templates);
  const stylesheet = options.templates[PREVIEW_STYLESHEET] ?? '';

  function renderMarkup(request: DocumentRequest, document: PlannedDocument): string {
    const model = deriveModel(request);
    const director = document.directorIndex === undefined ? null : request.tarsasag.ugyvezetok[document.directorIndex];
    const context = {
      request,
      tarsasag: request.tarsasag,
      ugyvediIroda: request.ugyvediIroda,
      keltezes: { hely: request.keltezesHelye, ido: request.keltezesIdeje },
      model,
      director: director ?? null,
      directorIndex: document.directorIndex ?? null,
    };
    try {
      return env.render(document.type.template, context);
    } catch (error) {
      throw describeTemplateError(error, options.templates);
    }
  }

  function renderTree(request: DocumentRequest, document: PlannedDocument): DocumentTree {
    return parseBlocks(renderMarkup(request, document));
  }

  return {
    renderMarkup,
    renderTree,
    renderHtml: (request, document) => writeHtml(renderTree(request, document), { stylesheet }),
    // The DOCX and PDF writers are loaded on first use, so a browser preview never downloads them.
    renderDocx: async (request, document, renderOptions) => {
      const { writeDocx } = await import('../output/write-docx.ts');
      return writeDocx(renderTree(request, document), renderOptions);
    },
    renderPdf: async (request, document, renderOptions) => {
      const { writePdf } = await import('../output/write-pdf.ts');
      return writePdf(renderTree(request, document), renderOptions);
    },
  };
}
