import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer, loadPdfAssets, loadTemplates, nativeCompressor } from '../node.ts';
import { articlesTemplateFiles, articlesTemplateVersion } from './articles-template-version.ts';
import { createAmendmentRenderer, type AmendmentRenderer } from './render-amendment.ts';

const templates = loadTemplates();
const today = createNodeAmendmentRenderer();

/** Today's templates with one text replaced, as a template change next month would do. */
function changedTemplates(file: string, from: string, to: string): Record<string, string> {
  const source = templates[file]!;
  if (!source.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  return { ...templates, [file]: source.replace(from, to) };
}

const rendererWith = (changed: Record<string, string>): AmendmentRenderer =>
  createAmendmentRenderer({ templates: changed, compressor: nativeCompressor, pdfAssets: loadPdfAssets() });

// the jurisdiction clause of "Vegyes és záró rendelkezések", which no amendment case touches
const CLAUSE = 'a jogvita eldöntésére a hatáskörrel és illetékességgel rendelkező rendes bíróság jogosult';
const REWORDED = 'a jogvitát a hatáskörrel és illetékességgel rendelkező rendes bíróság dönti el';

describe('the articles template version', () => {
  it('covers the articles template and the partials it imports, not the other documents', () => {
    expect(articlesTemplateFiles(templates)).toEqual([
      'partials/identity.njk',
      'partials/lawyer-note.njk',
      'partials/signatures.njk',
      'partials/signing.njk',
      'partials/text.njk',
      'tarsasagi.njk',
    ]);
    expect(today.articlesTemplateVersion).toMatch(/^tarsasagi@[0-9a-f]{14}$/);
    expect(articlesTemplateVersion(templates)).toBe(today.articlesTemplateVersion);
  });

  it('changes when the articles or a partial they import change, and only then', () => {
    const version = articlesTemplateVersion(templates);
    expect(articlesTemplateVersion(changedTemplates('tarsasagi.njk', CLAUSE, REWORDED))).not.toBe(version);
    expect(
      articlesTemplateVersion({ ...templates, 'partials/text.njk': `${templates['partials/text.njk']}\n` }),
    ).not.toBe(version);
    expect(articlesTemplateVersion({ ...templates, 'tagjegyzek.njk': 'más szöveg' })).toBe(version);
  });
});

describe('an amendment without the registered block tree', () => {
  const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
  const codes = (renderer: AmendmentRenderer, sablonVerzio?: string) =>
    renderer
      .prepare({ ...request, bejegyzes: { ...request.bejegyzes, sablonVerzio }, okirat: undefined })
      .findings.filter((finding) => finding.code === 'okirat-hianyzik')
      .map((finding) => finding.message);

  it('is rebuilt from today’s template silently when the registered version is today’s', () => {
    expect(codes(today, today.articlesTemplateVersion)).toEqual([]);
  });

  it('warns to compare with the registered articles when the version is missing or another one', () => {
    const [missing] = codes(today);
    expect(missing).toContain('nem ismert, melyik sablonváltozat');
    expect(missing).toContain('vesse össze a cégiratok között lévő hatályos szöveggel');
    const later = rendererWith(changedTemplates('tarsasagi.njk', CLAUSE, REWORDED));
    const [other] = codes(later, today.articlesTemplateVersion);
    expect(other).toContain(`„${today.articlesTemplateVersion}” sablonváltozat állította elő`);
    expect(other).toContain(`a jelenlegi sablon „${later.articlesTemplateVersion}”`);
    expect(other).toContain(`okiratot a „${today.articlesTemplateVersion}” sablonváltozat`);
    const [vowel] = codes(today, 'egyedi@1');
    expect(vowel).toContain('okiratot az „egyedi@1” sablonváltozat állította elő');
  });
});

describe('an amendment on the registered block tree after a template change', () => {
  const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
  // the registered articles as today's engine filed them, then the template is reworded
  const registered = today.consolidatedArticles(today.prepare(request));
  const later = rendererWith(changedTemplates('tarsasagi.njk', CLAUSE, REWORDED));
  const prepared = later.prepare({
    ...loadAmendmentCase('cegnev'),
    bejegyzes: { ...request.bejegyzes, sablonVerzio: today.articlesTemplateVersion },
    korabbi: request.uj,
    uj: { ...request.uj, nev: 'Hajdúsági Pékmester' },
    okirat: registered,
  });
  const render = (id: string) =>
    treeText(
      later.renderTree(
        prepared,
        prepared.plan.documents.find((document) => document.id === id)!,
      ),
    );

  it('keeps the unamended clause in its registered wording, not in the new template’s', () => {
    expect(treeText(registered)).toContain(CLAUSE);
    expect(render('egyseges-szerkezet')).toContain(CLAUSE);
    expect(render('egyseges-szerkezet')).not.toContain(REWORDED);
    expect(prepared.findings.map((finding) => finding.code)).not.toContain('okirat-hianyzik');
  });

  it('amends only the changed points, numbered from the registered tree', () => {
    const deed = render('modositas');
    expect(deed).toContain('A társasági szerződés 1.1. pontja helyébe a következő rendelkezés lép:');
    expect(deed).not.toContain('18.4.');
    expect(deed).not.toContain(REWORDED);
    expect(render('egyseges-szerkezet')).toContain(
      'a társasági szerződés 1.1. és 1.2. pontjának módosítása adott okot.',
    );
  });
});
