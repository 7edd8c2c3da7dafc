import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS } from '../documents/document-types.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { createNodeEngine, loadTemplates } from '../node.ts';
import { createEngine } from './create-engine.ts';

const generatedAt = new Date('2026-11-22T10:30:00Z');

const xmlParts = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));

describe('renderSet', () => {
  it('writes every document in every format, each as the one-document calls write it', async () => {
    const engine = createNodeEngine();
    const request = loadFixture('ot-tag-apport');
    const documents = planDocuments(request, DOCUMENT_TYPE_IDS);
    const files = await engine.renderSet(request, documents, { formats: ['html', 'docx', 'pdf'], generatedAt });
    expect(files.map((file) => `${file.document.fileStem}.${file.format}`)).toEqual(
      documents.flatMap((document) => ['html', 'docx', 'pdf'].map((format) => `${document.fileStem}.${format}`)),
    );
    for (const file of files) {
      if (!file.ok) throw file.error;
      if (file.format === 'html') expect(file.content).toBe(engine.renderHtml(request, file.document));
      if (file.format === 'docx')
        expect(xmlParts(file.content as Uint8Array)).toEqual(
          xmlParts(await engine.renderDocx(request, file.document, { generatedAt })),
        );
      if (file.format === 'pdf')
        expect(file.content).toEqual(await engine.renderPdf(request, file.document, { generatedAt }));
    }
  });

  it('answers a failing document as a failure and still writes the others', async () => {
    const templates = { ...loadTemplates(), 'tagjegyzek.njk': '<h1>{{ nincs.ilyen }}</h1>' };
    const engine = createEngine({ templates });
    const request = loadFixture('ket-tag');
    const documents = planDocuments(request, ['szekhely', 'tagjegyzek']);
    const files = await engine.renderSet(request, documents, { formats: ['html', 'docx'], generatedAt });
    expect(files.map((file) => [file.document.fileStem, file.format, file.ok])).toEqual([
      ['szekhely', 'html', true],
      ['szekhely', 'docx', true],
      ['tagjegyzek', 'html', false],
      ['tagjegyzek', 'docx', false],
    ]);
    const failure = files[2]!;
    expect(!failure.ok && failure.error.message).toContain('tagjegyzek.njk');
  });
});
