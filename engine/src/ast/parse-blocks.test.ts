import { describe, expect, it } from 'vitest';
import { listLetter, parseBlocks, TemplateStructureError } from './parse-blocks.ts';

describe('parseBlocks', () => {
  it('keeps the last clause, the dating line and the signatures together, numbering on in the section', () => {
    const tree = parseBlocks(`
      <section><h2>Záró rendelkezések</h2>
        <p class="clause">Első.</p>
        <div class="keep-together">
          <p class="clause">A tagok jóváhagyólag írják alá.</p>
          <p>Oldalak: <span class="page-count">……</span></p>
          <p>Kelt: Budapest, 2026. november 22.</p>
          <div class="signatures"><div class="signature"><hr><p>Kiss Anna</p></div></div>
        </div>
      </section>`);
    expect(tree.blocks[0]).toMatchObject({
      kind: 'section',
      blocks: [
        { kind: 'clause', number: '1.1.' },
        {
          kind: 'keep',
          blocks: [
            { kind: 'clause', number: '1.2.' },
            { kind: 'paragraph', content: [{ text: 'Oldalak: ' }, { text: '……', field: 'pageCount' }] },
            { kind: 'paragraph' },
            { kind: 'signatures' },
          ],
        },
      ],
    });
    expect(() => parseBlocks('<div class="keep-together"></div>')).toThrow(TemplateStructureError);
  });

  it('binds section references, "b. a." and "dr." with no-break spaces', () => {
    const tree = parseBlocks('<p>A Ptk. 3:164. § (1) szerint dr. Kiss Anna, Alfa Kft. b. a.</p>');
    expect(tree.blocks[0]).toMatchObject({
      content: [{ text: 'A Ptk.\u00a03:164.\u00a0§\u00a0(1) szerint dr.\u00a0Kiss Anna, Alfa Kft. b.\u00a0a.' }],
    });
  });

  it('numbers sections, clauses and list items with no gaps', () => {
    const tree = parseBlocks(`
      <title>Teszt</title>
      <h1>TÁRSASÁGI SZERZŐDÉS</h1>
      <section><h2>A cég neve</h2>
        <p class="clause">Első  pont.</p>
        <p class="clause">Második <strong>pont</strong>.</p>
        <ol><li>egy</li><li>kettő</li></ol>
      </section>
      <section><h2>Székhely</h2><p class="clause">Harmadik.</p></section>`);
    expect(tree.title).toBe('Teszt');
    const [, first, second] = tree.blocks;
    expect(first).toMatchObject({
      kind: 'section',
      number: '1.',
      blocks: [{ number: '1.1.' }, { number: '1.2.' }, { kind: 'list' }],
    });
    expect(second).toMatchObject({ kind: 'section', number: '2.', blocks: [{ number: '2.1.' }] });
    expect(first?.kind === 'section' && first.blocks[2]).toMatchObject({ items: [{ label: 'a)' }, { label: 'b)' }] });
    expect(first?.kind === 'section' && first.blocks[1]).toMatchObject({
      content: [
        { kind: 'text', text: 'Második ' },
        { kind: 'text', text: 'pont', bold: true },
        { kind: 'text', text: '.' },
      ],
    });
  });

  it('keeps blanks, breaks and non-breaking spaces', () => {
    const tree = parseBlocks('<p class="right">3\u00a0000\u00a0000 Ft<br> <span class="blank">……</span></p>');
    expect(tree.blocks[0]).toEqual({
      kind: 'paragraph',
      align: 'right',
      content: [{ kind: 'text', text: '3\u00a0000\u00a0000 Ft' }, { kind: 'break' }, { kind: 'blank', text: '……' }],
    });
  });

  it('splits a signature at its line', () => {
    const tree = parseBlocks(
      '<div class="signatures"><div class="signature"><p>Alfa Kft.</p><hr><p>Kiss Anna</p><p>ügyvezető</p></div></div>',
    );
    expect(tree.blocks[0]).toMatchObject({
      kind: 'signatures',
      signatures: [{ above: [[{ text: 'Alfa Kft.' }]], below: [[{ text: 'Kiss Anna' }], [{ text: 'ügyvezető' }]] }],
    });
  });

  it('parses a keep-together block, inside a section going on with its clause numbers', () => {
    const tree = parseBlocks(
      '<section><h2>A</h2><p class="clause">egy</p><div class="keep-together"><p class="clause">kettő</p></div></section>' +
        '<div class="keep-together"><p>Kelt</p><div class="signatures"><div class="signature"><p>Tag</p></div></div></div>',
    );
    expect(tree.blocks).toMatchObject([
      {
        kind: 'section',
        blocks: [
          { kind: 'clause', number: '1.1.' },
          { kind: 'keep', blocks: [{ kind: 'clause', number: '1.2.' }] },
        ],
      },
      { kind: 'keep', blocks: [{ kind: 'paragraph' }, { kind: 'signatures' }] },
    ]);
  });

  it.each([
    ['<div class="keep-together"></div>', 'empty keep-together block'],
    ['<p class="clause">x</p>', 'a clause outside a section'],
    ['<section><h2>A</h2><p class="clause">  </p></section>', 'empty paragraph'],
    ['<section><h2>A</h2></section>', 'empty section 1.'],
    ['<div class="x">y</div>', 'not in the vocabulary'],
    ['<p><img src="x"></p>', 'not allowed inside a paragraph'],
    ['loose text', 'stray text'],
  ])('rejects %s', (html, message) => {
    expect(() => parseBlocks(html)).toThrow(TemplateStructureError);
    expect(() => parseBlocks(html)).toThrow(message);
  });
});

describe('listLetter', () => {
  it('letters a … z, then aa … zz, then aaa … without a gap or a repeat', () => {
    const labels = Array.from({ length: 26 + 26 * 26 + 3 }, (_, index) => listLetter(index));
    expect(labels.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(labels.slice(24, 29)).toEqual(['y', 'z', 'aa', 'ab', 'ac']);
    expect(labels.slice(50, 53)).toEqual(['ay', 'az', 'ba']);
    expect(labels.slice(700, 705)).toEqual(['zy', 'zz', 'aaa', 'aab', 'aac']);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
