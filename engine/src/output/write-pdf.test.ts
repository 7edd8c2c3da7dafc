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
    vi.setSystemTime(new Date('2031-01-02T03:04:05Z'));
    const second = await writePdf(sampleTree(), { generatedAt });
    expect(second).toEqual(first);
  });
});
