import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzlibSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block, DocumentTree } from '../ast/blocks.ts';
import { inlineText, parseBlocks } from '../ast/parse-blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { loadPdfAssets, nativeCompressor } from '../node.ts';
import { readPdfText } from './read-pdf-text.test-helper.ts';
import { longTree, sampleTree } from './sample-trees.test-helper.ts';
import { createPdfWriter } from './write-pdf.ts';

const generatedAt = new Date('2026-11-22T10:30:00Z');
const write = createPdfWriter(loadPdfAssets(), nativeCompressor);
const writePdf = async (tree: DocumentTree, options: { generatedAt: Date }) => write(tree, options);
const compact = (text: string) => text.replace(/\s+/g, '');

afterEach(() => {
  vi.useRealTimers();
});

describe('writePdf', () => {
  it('prints the text and the numbers of the tree, ő and ű included', async () => {
    const tree = sampleTree();
    const bytes = await writePdf(tree, { generatedAt });
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = compact(readPdfText(bytes).join('\n'));
    expect(text).not.toContain('�');
    for (const line of treeText(tree).split('\n')) expect(text).toContain(compact(line));
    const numbered = (blocks: Block[]): string[] =>
      blocks.flatMap((block) => {
        if (block.kind === 'section') return [block.number + inlineText(block.heading), ...numbered(block.blocks)];
        if (block.kind === 'clause') return [block.number + inlineText(block.content)];
        if (block.kind === 'list') return block.items.map((item) => item.label + inlineText(item.content));
        return [];
      });
    const lines = numbered(tree.blocks);
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(text).toContain(compact(line));
    expect(text).toContain(compact('2.1. A tag neve: <script>alert(1)</script> Űrhajós Ödön'));
  });

  it('has A4 pages numbered "n. oldal / összesen N oldal"', async () => {
    const pages = readPdfText(await writePdf(longTree(12), { generatedAt }));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    pages.forEach((page, index) => {
      expect(page.split('\n').at(-1)).toBe(`${index + 1}. oldal / összesen ${pages.length} oldal`);
    });
    const bytes = await writePdf(parseBlocks('<p>egy</p><div class="page-break"></div><p>kettő</p>'), { generatedAt });
    expect(readPdfText(bytes).map((page) => page.split('\n')[0])).toEqual(['egy', 'kettő']);
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('moves a keep-together group to the next page whole and prints the number of pages in the text', async () => {
    const filler = Array.from({ length: 40 }, (_, index) => `<p>Kitöltő bekezdés ${index + 1}.</p>`).join('');
    const tail =
      '<div class="keep-together"><p>Utolsó pont.</p><p>Oldalak száma: <span class="page-count">……</span></p>' +
      '<p>Kelt: Budapest</p><div class="signatures"><div class="signature"><hr><p>Kiss Anna</p></div></div></div>';
    const pages = readPdfText(await writePdf(parseBlocks(filler + tail), { generatedAt }));
    const last = pages.at(-1)!;
    expect(last).toContain('Utolsó pont.');
    expect(last).toContain('Kiss Anna');
    expect(last).toContain(`Oldalak száma: ${pages.length}`);
    expect(pages.slice(0, -1).join('\n')).not.toContain('Utolsó pont.');
  });

  it('prints the caption of a signature table on both pages it spans', async () => {
    const boxes = Array.from(
      { length: 16 },
      (_, index) => `<div class="signature"><p>Alfa Kft.</p><hr><p>Tag ${index + 1}</p><p>tag</p></div>`,
    ).join('');
    const tree = parseBlocks(
      `<title>Társasági szerződés – Alfa Kft.</title><p>Kelt: Győr</p><div class="signatures">${boxes}</div>`,
    );
    const pages = readPdfText(await writePdf(tree, { generatedAt }));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain('Társasági szerződés – Alfa Kft. – aláírások');
    expect(pages[1]).toContain('Tag 16');
  });

  it('embeds its fonts and dates the file with generatedAt', async () => {
    const source = new TextDecoder('latin1').decode(await writePdf(sampleTree(), { generatedAt }));
    expect(source).toContain('/FontFile2');
    expect(source).toMatch(/\/Info \d+ 0 R/);
    // creation and modification dates, and "Cégdok" as creator and producer (UTF-16BE text strings)
    expect(source.match(/\(D:20261122103000Z\)/g)).toHaveLength(2);
    const cegdok = `(\u00fe\u00ff${[...'Cégdok'].map((char) => `\0${char}`).join('')})`;
    expect(source.split(cegdok)).toHaveLength(3);
  });

  it('gives the same bytes for the same tree and generatedAt, whatever the clock says', async () => {
    const first = await writePdf(sampleTree(), { generatedAt });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-01-02T03:04:05Z'));
      const second = await writePdf(sampleTree(), { generatedAt });
      expect(second).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is PDF/A-2b in structure: XMP metadata matching the information dictionary, an sRGB output intent, an ID', async () => {
    const bytes = await writePdf(sampleTree(), { generatedAt });
    const source = new TextDecoder('latin1').decode(bytes);
    expect(source.slice(0, 15)).toMatch(/^%PDF-1\.7\n%[\x80-\xff]{4}\n/);
    const object = (id: string) => {
      const match = new RegExp(`\\n${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(source);
      if (!match) throw new Error(`object ${id} is missing`);
      return match[1]!;
    };
    const trailer = source.slice(source.lastIndexOf('trailer'));
    expect(trailer).toMatch(/\/ID \[<[0-9a-f]{32}> <[0-9a-f]{32}>\]/);
    const catalog = object(/\/Root (\d+) 0 R/.exec(trailer)![1]!);
    expect(catalog).toContain('/Type /Catalog');
    expect(catalog).toContain('/Lang (hu-HU)');
    const metadata = object(/\/Metadata (\d+) 0 R/.exec(catalog)![1]!);
    expect(metadata).toMatch(/^<< \/Type \/Metadata \/Subtype \/XML \/Length \d+ >>/);
    const xmp = new TextDecoder().decode(
      bytes.subarray(source.indexOf('<?xpacket begin'), source.indexOf('<?xpacket end')),
    );
    expect(xmp).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Társasági szerződés – Őrség Kft.</rdf:li>');
    expect(xmp).toContain('<xmp:CreateDate>2026-11-22T10:30:00Z</xmp:CreateDate>');
    expect(xmp).toContain('<xmp:ModifyDate>2026-11-22T10:30:00Z</xmp:ModifyDate>');
    expect(xmp).toContain('<xmp:CreatorTool>Cégdok</xmp:CreatorTool>');
    expect(xmp).toContain('<pdf:Producer>Cégdok</pdf:Producer>');
    const intent =
      /\/OutputIntents \[<< \/Type \/OutputIntent \/S \/GTS_PDFA1 [^\]]*\/DestOutputProfile (\d+) 0 R >>\]/.exec(
        catalog,
      );
    expect(intent).not.toBeNull();
    const profileObject = object(intent![1]!);
    expect(profileObject).toMatch(/^<< \/N 3 \/Filter \/FlateDecode \/Length (\d+) >>\nstream\n/);
    const length = Number(/\/Length (\d+)/.exec(profileObject)![1]);
    const start = source.indexOf(profileObject) + profileObject.indexOf('stream\n') + 'stream\n'.length;
    const profile = unzlibSync(bytes.subarray(start, start + length));
    expect(strFromU8(profile.subarray(36, 40))).toBe('acsp');
    expect(strFromU8(profile.subarray(16, 20))).toBe('RGB ');
    // every object the cross-reference table names starts where it says
    const xref = source.slice(source.lastIndexOf('\nxref\n') + 1);
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n\r\n/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(10);
    offsets.forEach((offset, index) => expect(source.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
    expect(Number(/startxref\n(\d+)/.exec(source)![1])).toBe(source.lastIndexOf('\nxref\n') + 1);
    expect(source).not.toMatch(/\/Type1|\/Transparency|\/JavaScript|\/Encrypt/);
  });

  it('embeds subsets of Liberation Serif (metrically Times New Roman, as the .docx) and nothing else', async () => {
    const source = new TextDecoder('latin1').decode(await writePdf(sampleTree(), { generatedAt }));
    const fonts = [...source.matchAll(/\/Subtype \/Type0 \/BaseFont \/([A-Z]{6})\+([\w-]+)/g)].map((match) => match[2]);
    expect(fonts.sort()).toEqual(['LiberationSerif', 'LiberationSerif-Bold', 'LiberationSerif-Italic']);
    const programs = [...source.matchAll(/\/Length1 (\d+) \/Filter \/FlateDecode \/Length (\d+)/g)];
    expect(programs).toHaveLength(3);
    // a subset: far smaller than the 370–390 kB font programs
    for (const [, length] of programs) expect(Number(length)).toBeLessThan(100_000);
    expect(source.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(3);
  });

  it.runIf(existsSync('/usr/bin/pdftotext'))('reads back through Poppler with the text of every page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cegdok-pdf-'));
    try {
      const file = join(dir, 'long.pdf');
      const tree = longTree(12);
      writeFileSync(file, await writePdf(tree, { generatedAt }));
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      const pages = text.split('\f').filter((page) => page.trim() !== '');
      expect(pages).toEqual(readPdfText(await writePdf(tree, { generatedAt })).map(() => expect.any(String)));
      const body = compact(text.replace(/^\d+\. oldal \/ összesen \d+ oldal$/gm, ''));
      for (const line of treeText(tree).split('\n')) expect(body).toContain(compact(line));
      expect(pages.at(-1)).toContain(`${pages.length}. oldal / összesen ${pages.length} oldal`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
