import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer } from '../node.ts';
import { redlineWords, resolvedRedline } from './redline-resolved.test-helper.ts';
import { REDLINE_AUTHOR } from './write-redline-docx.ts';

const renderer = createNodeAmendmentRenderer();
const generatedAt = new Date('2026-11-24T09:00:00Z');
function hasSoffice(): boolean {
  try {
    execFileSync('which', ['soffice']);
    return true;
  } catch {
    return false;
  }
}

// the capital-increase cases too: their point on the törzstőke and the members is rewritten clause by clause
describe.each([
  'ugyvezeto-csere',
  'atruhazas-kivulallora',
  'tobbszemelyesse-valas',
  'tokeemeles-meglevo-tag',
  'tokeemeles-uj-taggal',
  'tokeemeles-uj-taggal-atruhazas-tagok-kozott',
  'atruhazas-tokeemeles-cegjegyzes',
  'egyszemelyes-cegnev-ugyvezeto-tokeemeles',
])('redline of %s', (name) => {
  const prepared = renderer.prepare(loadAmendmentCase(name));
  const redline = prepared.plan.documents.find((document) => document.id === 'egyseges-szerkezet-valtozaskovetes')!;
  const fresh = renderer.renderTree(prepared, redline);
  const documentXml = async () =>
    strFromU8(unzipSync(await renderer.renderDocx(prepared, redline, { generatedAt }))['word/document.xml']!);

  it('marks changes as w:ins / w:del with author and date, word by word inside a changed clause', async () => {
    const xml = await documentXml();
    expect(xml).toMatch(new RegExp(`<w:ins w:id="\\d+" w:author="${REDLINE_AUTHOR}" w:date="2026-11-24T09:00:00Z">`));
    expect(xml).toMatch(new RegExp(`<w:del w:id="\\d+" w:author="${REDLINE_AUTHOR}" w:date="2026-11-24T09:00:00Z">`));
    expect(xml).toContain('<w:delText xml:space="preserve">');
    // a changed paragraph keeps its unchanged words as plain runs next to the tracked ones
    expect(xml).toMatch(
      /<w:p><w:pPr>(?:(?!<\/w:p>).)*<w:r><w:t xml:space="preserve">[^<]+<\/w:t><\/w:r><w:(?:ins|del) /,
    );
    expect(new Set([...xml.matchAll(/w:id="(\d+)"/g)].map((m) => m[1])).size).toBe([...xml.matchAll(/w:id="/g)].length);
  });

  it('gives the new consolidated text when every change is accepted and the registered text when rejected', async () => {
    const xml = await documentXml();
    expect(resolvedRedline(xml, 'accept')).toBe(redlineWords(treeText(fresh)));
    expect(resolvedRedline(xml, 'reject')).toBe(redlineWords(treeText(prepared.registeredArticles)));
  });

  it('accepted, reads as the consolidated articles filed, bar the sentence on the bold italic marking', async () => {
    const consolidated = prepared.plan.documents.find((document) => document.id === 'egyseges-szerkezet')!;
    const marking = / A (?:jelen módosítással|változással) érintett rendelkezéseket félkövér, dőlt betű jelöli\./;
    const filed = redlineWords(treeText(renderer.renderTree(prepared, consolidated)));
    expect(filed).toMatch(marking);
    expect(resolvedRedline(await documentXml(), 'accept')).toBe(filed.replace(marking, ''));
  });
});

describe('the redline preview', () => {
  it('shows the registered text’s deleted words in <del> and the new words in <ins>, with no mark left over', () => {
    const prepared = renderer.prepare(loadAmendmentCase('ugyvezeto-csere'));
    const redline = prepared.plan.documents.find((document) => document.id === 'egyseges-szerkezet-valtozaskovetes')!;
    const html = renderer.renderHtml(prepared, redline);
    expect(html).toMatch(/<del>[^<]*\S[^<]*<\/del>/);
    expect(html).toMatch(/<ins>[^<]*\S[^<]*<\/ins>/);
    expect(html).not.toMatch(/[\uE000\uE001]/);
  });
});

describe.skipIf(!hasSoffice())('the redline in LibreOffice', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-redline-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens with its changes listed as tracked changes', async () => {
    const prepared = renderer.prepare(loadAmendmentCase('ugyvezeto-csere'));
    const redline = prepared.plan.documents.find((document) => document.id === 'egyseges-szerkezet-valtozaskovetes')!;
    writeFileSync(join(dir, 'redline.docx'), await renderer.renderDocx(prepared, redline, { generatedAt }));
    execFileSync(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/profile`,
        '--convert-to',
        'fodt',
        '--outdir',
        dir,
        join(dir, 'redline.docx'),
      ],
      {
        stdio: 'ignore',
        timeout: 120_000,
      },
    );
    const fodt = readFileSync(join(dir, 'redline.fodt'), 'utf8');
    expect(fodt).toContain('<text:tracked-changes');
    const regions = fodt.match(/<text:changed-region /g) ?? [];
    expect(regions.length).toBeGreaterThan(5);
    expect(fodt).toContain('<text:insertion>');
    expect(fodt).toContain('<text:deletion>');
    expect(fodt).toContain(`<dc:creator>${REDLINE_AUTHOR}</dc:creator>`);
    expect(fodt).toContain('Balogh');
  });
});
