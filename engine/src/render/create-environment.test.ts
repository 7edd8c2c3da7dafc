import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amendmentCaseNames, loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { fixtureNames, loadFixture } from '../../../fixtures/index.ts';
import { createAmendmentRenderer } from '../amendment/render-amendment.ts';
import { DOCUMENT_TYPE_IDS } from '../documents/document-types.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { createNodeAmendmentRenderer, createNodeEngine, loadTemplates } from '../node.ts';
import { createEngine, PREVIEW_STYLESHEET } from './create-engine.ts';
import { templateFactoriesModule, type PrecompiledTemplates } from './create-environment.ts';

/** Runs `run` with `new Function` refused, as a Content Security Policy without 'unsafe-eval' refuses it. */
function withoutEval<T>(run: () => T): T {
  const original = globalThis.Function;
  globalThis.Function = function refused() {
    throw new EvalError('eval is refused here');
  } as unknown as FunctionConstructor;
  try {
    return run();
  } finally {
    globalThis.Function = original;
  }
}

describe('templates precompiled into a module (templateFactoriesModule)', () => {
  const templates = loadTemplates();
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-precompiled-'));
  let precompiled: PrecompiledTemplates;
  beforeAll(async () => {
    const file = join(dir, 'templates.mjs');
    writeFileSync(file, templateFactoriesModule(templates));
    precompiled = ((await import(pathToFileURL(file).href)) as { default: PrecompiledTemplates }).default;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hold every template of the folder', () => {
    expect(Object.keys(precompiled).sort()).toEqual(
      Object.keys(templates)
        .filter((name) => name.endsWith('.njk'))
        .sort(),
    );
  });

  it('render every fixture × document as the run-time compiler does, with no template source and no eval', () => {
    const compiledAtRunTime = createNodeEngine();
    // only the stylesheet: a template the module lacked would be "template not found"
    const engine = createEngine({ templates: { [PREVIEW_STYLESHEET]: templates[PREVIEW_STYLESHEET]! }, precompiled });
    const request = loadFixture(fixtureNames[0]);
    const [first] = planDocuments(request, DOCUMENT_TYPE_IDS);
    // the guard holds: the run-time compiler is refused under it
    expect(() => withoutEval(() => createEngine({ templates }).renderHtml(request, first!))).toThrow(/eval/);
    let documents = 0;
    for (const name of fixtureNames) {
      const request = loadFixture(name);
      for (const document of planDocuments(request, DOCUMENT_TYPE_IDS)) {
        expect(withoutEval(() => engine.renderHtml(request, document))).toBe(
          compiledAtRunTime.renderHtml(request, document),
        );
        documents += 1;
      }
    }
    expect(documents).toBeGreaterThan(50);
  });

  it('render every amendment case’s documents and consolidated articles as the run-time compiler does, with no eval', () => {
    const compiledAtRunTime = createNodeAmendmentRenderer();
    const renderer = createAmendmentRenderer({ templates, precompiled });
    for (const name of amendmentCaseNames) {
      const expected = compiledAtRunTime.prepare(loadAmendmentCase(name));
      const prepared = withoutEval(() => renderer.prepare(loadAmendmentCase(name)));
      for (const document of expected.plan.documents)
        expect(
          withoutEval(() => renderer.renderHtml(prepared, document)),
          `${name}: ${document.fileStem}`,
        ).toBe(compiledAtRunTime.renderHtml(expected, document));
    }
  });
});
