import { describe, expect, it } from 'vitest';
import type { Block, Signature } from '../../ast/blocks.ts';
import { firstKeptBlock } from './kept-chain.ts';
import { writeBodyXml } from './write-body-xml.ts';

const paragraph = (characters: number): Block => ({
  kind: 'paragraph',
  align: 'justify',
  content: [{ kind: 'text', text: 'a'.repeat(characters) }],
});
const dating: Block = { kind: 'paragraph', align: 'left', content: [{ kind: 'text', text: 'Kelt: Szeged, 2026.' }] };
const box = (name: string, above = 0): Signature => ({
  above: Array.from({ length: above }, () => [{ kind: 'text', text: 'jognyilatkozatához hozzájárulok:' }]),
  below: [[{ kind: 'text', text: name }], [{ kind: 'text', text: 'tag' }]],
});
const signatures = (count: number, above = 0): Extract<Block, { kind: 'signatures' }> => ({
  kind: 'signatures',
  signatures: Array.from({ length: count }, (_, index) => box(`Tag ${index + 1}`, above)),
});

describe('firstKeptBlock', () => {
  it('keeps the whole group when it is sure to fit on a page', () => {
    expect(firstKeptBlock([paragraph(400), dating, signatures(4), signatures(2)])).toBe(0);
  });

  it('keeps only the last blocks that fit when the group is taller than a page', () => {
    // fourteen lines of clause text, fourteen of explanation, the dating line, four rows of boxes with texts above
    const blocks = [paragraph(900), paragraph(950), dating, signatures(6, 1), signatures(2, 2)];
    const from = firstKeptBlock(blocks);
    expect(from).toBe(2);
    // the first block is written without keep-with-next, the dating line with it
    const xml = writeBodyXml({ title: 'T', blocks: [{ kind: 'keep', blocks }] }).body;
    const paragraphs = xml.split('</w:p>');
    expect(paragraphs[0]).not.toContain('<w:keepNext/>');
    expect(paragraphs.find((part) => part.includes('Kelt: Szeged'))).toContain('<w:keepNext/>');
  });

  it('ends the chain at a captioned table, whose later rows are not kept', () => {
    const captioned: Block = {
      ...signatures(16),
      caption: [{ kind: 'text', text: 'Társasági szerződés – aláírások' }],
    };
    expect(firstKeptBlock([paragraph(400), dating, captioned, signatures(2)])).toBe(0);
  });
});
