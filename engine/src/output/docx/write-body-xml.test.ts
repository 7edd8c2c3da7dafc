import { describe, expect, it } from 'vitest';
import type { Block, Inline } from '../../ast/blocks.ts';
import { writeBodyXml } from './write-body-xml.ts';

const text = (value: string, style: { bold?: boolean; italic?: boolean } = {}): Inline => ({
  kind: 'text',
  text: value,
  ...style,
});
const body = (...blocks: Block[]) => writeBodyXml({ title: 'Teszt', blocks });
const run = (xml: string) => `<w:r><w:t xml:space="preserve">${xml}</w:t></w:r>`;
const paragraph = (content: Inline[]) => body({ kind: 'paragraph', align: 'left', content }).body;

describe('writeBodyXml', () => {
  it('writes text without markup characters as it is', () => {
    const plain = 'Őrség Kft. – 3:164. § (1) bekezdés; 50%-os üzletrész, tab\there, új\nsor\r';
    expect(paragraph([text(plain)])).toBe(`<w:p><w:pPr><w:jc w:val="left"/></w:pPr>${run(plain)}</w:p>`);
  });

  it('escapes each markup character and drops each control character XML cannot hold', () => {
    for (const [char, escaped] of [
      ['&', '&amp;'],
      ['"', '&quot;'],
      ["'", '&apos;'],
      ['<', '&lt;'],
      ['>', '&gt;'],
    ]) {
      expect(paragraph([text(`a${char}b${char}`)])).toContain(run(`a${escaped}b${escaped}`));
    }
    for (let code = 0; code < 0x20; code++) {
      const char = String.fromCharCode(code);
      const kept = char === '\t' || char === '\n' || char === '\r';
      expect(paragraph([text(`a${char}b`)]), `U+${code}`).toContain(run(kept ? `a${char}b` : 'ab'));
    }
    expect(paragraph([{ kind: 'blank', text: '<…>' }])).toContain(run('&lt;…&gt;'));
  });

  it('formats runs bold, italic or both; a header cell makes its text and blanks bold', () => {
    expect(
      paragraph([text('f', { bold: true }), text('d', { italic: true }), text('fd', { bold: true, italic: true })]),
    ).toContain(
      '<w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t xml:space="preserve">f</w:t></w:r>' +
        '<w:r><w:rPr><w:i/><w:iCs/></w:rPr><w:t xml:space="preserve">d</w:t></w:r>' +
        '<w:r><w:rPr><w:b/><w:bCs/><w:i/><w:iCs/></w:rPr><w:t xml:space="preserve">fd</w:t></w:r>',
    );
    const table = body({
      kind: 'table',
      rows: [[{ header: true, content: [text('Tag', { italic: true }), { kind: 'blank', text: '…' }] }]],
    }).body;
    expect(table).toContain(
      '<w:r><w:rPr><w:b/><w:bCs/><w:i/><w:iCs/></w:rPr><w:t xml:space="preserve">Tag</w:t></w:r>' +
        '<w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t xml:space="preserve">…</w:t></w:r>',
    );
  });

  it('numbers lists in the order of their first paragraph: sections and clauses once, every lettered list anew', () => {
    const list = (...items: string[]): Block => ({
      kind: 'list',
      items: items.map((item, index) => ({ label: `${'abc'[index]})`, content: [text(item)] })),
    });
    const { body: xml, listInstances } = body(
      list(),
      list('előbb'),
      {
        kind: 'section',
        number: '1.',
        heading: [text('Szakasz')],
        blocks: [{ kind: 'clause', number: '1.1.', content: [text('pont')] }, list('a', 'b')],
      },
      { kind: 'clause', number: '1.2.', content: [text('még egy pont')] },
    );
    const numIds = [
      ...xml.matchAll(/<w:pStyle w:val="(\w+)"\/><w:numPr><w:ilvl w:val="(\d)"\/><w:numId w:val="(\d+)"/g),
    ];
    expect(numIds.map(([, style, level, numId]) => `${style} ${level} ${numId}`)).toEqual([
      'LetteredList 0 2',
      'Heading1 0 3',
      'Clause 1 3',
      'LetteredList 0 4',
      'LetteredList 0 4',
      'Clause 1 3',
    ]);
    expect(
      [...listInstances.matchAll(/<w:num w:numId="(\d+)"><w:abstractNumId w:val="(\d+)"\/>/g)].map((m) => m.slice(1)),
    ).toEqual([
      ['2', '3'],
      ['3', '2'],
      ['4', '3'],
    ]);
  });

  it('writes nothing for a document without blocks', () => {
    expect(body()).toEqual({ body: '', listInstances: '' });
  });
});
