import { describe, expect, it } from 'vitest';
import { amendmentCaseNames, invalidAmendmentCases, loadAmendmentCase } from '../../fixtures/amendments/index.ts';
import { treeText } from '../src/ast/tree-text.ts';
import { createNodeAmendmentRenderer } from '../src/node.ts';
import { writeHtmlBody } from '../src/output/write-html.ts';
import { readPdfText } from '../src/output/read-pdf-text.test-helper.ts';

// Every amendment case × document, exactly as the engine prints it; rewrite with
// `npx vitest run --project engine test/amendment-corpus -u` and review the diff as legal text.
const renderer = createNodeAmendmentRenderer();
const generatedAt = new Date('2026-11-24T09:00:00Z');

describe.each(amendmentCaseNames)('%s', (name) => {
  const prepared = renderer.prepare(loadAmendmentCase(name));
  const documents = prepared.plan.documents;

  it('has no blocking finding', () => {
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it.each(
    documents.filter((document) => !document.isDocxOnly).map((document) => [document.fileStem, document] as const),
  )('%s: HTML golden, .docx and PDF', async (stem, document) => {
    const tree = renderer.renderTree(prepared, document);
    const text = treeText(tree);
    expect(text).not.toMatch(
      /\(bejegyzés alatt\)|Kft\. b\. a\.|cégjegyzékszám: bejegyzés alatt|undefined|NaN|\[object/i,
    );
    await expect(writeHtmlBody(tree)).toMatchFileSnapshot(`../../fixtures/amendments/golden/${name}/${stem}.html`);
    const docx = await renderer.renderDocx(prepared, document, { generatedAt });
    expect(docx.length).toBeGreaterThan(3000);
    const pdf = await renderer.renderPdf(prepared, document, { generatedAt });
    expect(readPdfText(pdf).join('\n')).toContain(text.split('\n')[0]!.slice(0, 10));
  });
});

describe('refused amendments', () => {
  it.each(Object.entries(invalidAmendmentCases))('%s is refused with %s', (name, code) => {
    const prepared = renderer.prepare(loadAmendmentCase(name));
    const errors = prepared.findings.filter((finding) => finding.severity === 'error');
    expect(errors.map((finding) => finding.code)).toContain(code);
    expect(errors.every((finding) => /\d+\.\d+:|Ptk\.|Ctv\.|Szt\./.test(finding.message))).toBe(true);
    expect(() => renderer.renderTree(prepared, prepared.plan.documents[0]!)).toThrow(/Ptk\./);
  });
});
