import { describe, expect, it } from 'vitest';
import type { Block, Signature } from '../../ast/blocks.ts';
import { keptChain } from './kept-chain.ts';
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

describe('keptChain', () => {
  it('keeps the whole group when it is sure to fit on a page', () => {
    expect(keptChain([paragraph(400), dating, signatures(4), signatures(2)])).toEqual({ from: 0, lastLines: false });
  });

  it('keeps only the last blocks that fit when the group is taller than a page', () => {
    // fourteen lines of clause text, fourteen of explanation, the dating line, four rows of boxes with texts above
    const blocks = [paragraph(900), paragraph(950), dating, signatures(6, 1), signatures(2, 2)];
    expect(keptChain(blocks).from).toBe(2);
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
    expect(keptChain([paragraph(400), dating, captioned, signatures(2)]).from).toBe(0);
  });

  // egy-tag-jogi-szemely-szekhelyszolgaltatas-telephelyek's property declaration and harom-tag-kiskoru-kulfoldi-szulo's
  // articles: the estimate cut the last clause from the chain, and LibreOffice opened the signature page with the
  // page-count line, the clause on the page before (decision 106)
  it('keeps the clause before a cut chain with it by its last lines, when two more lines fit', () => {
    const clause: Block = { kind: 'clause', number: '5.4.', content: [{ kind: 'text', text: 'a '.repeat(1000) }] };
    expect(keptChain([clause, dating, signatures(8)])).toEqual({ from: 1, lastLines: true });
    const xml = writeBodyXml({ title: 'T', blocks: [{ kind: 'keep', blocks: [clause, dating, signatures(8)] }] }).body;
    const clauseXml = xml.split('</w:p>')[0]!;
    expect(clauseXml).toContain('<w:keepNext/>');
    expect(clauseXml).not.toContain('<w:keepLines/>');
    // two more lines would not fit: the clause is left free, as before
    expect(keptChain([clause, dating, signatures(12)])).toEqual({ from: 1, lastLines: false });
    // a list is not kept by its last lines
    const list: Block = { kind: 'list', items: [{ label: 'a)', content: clause.content }] };
    expect(keptChain([list, dating, signatures(8)])).toEqual({ from: 1, lastLines: false });
  });
});
