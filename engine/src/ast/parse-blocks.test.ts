import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Inline } from './blocks.ts';
import { listLetter, parseBlocks, SIGNATURES_SURE_TO_FIT, TemplateStructureError } from './parse-blocks.ts';

const NBSP = '\u00a0';

function paragraphContent(html: string): Inline[] {
  const [block] = parseBlocks(html).blocks;
  if (block?.kind !== 'paragraph') throw new Error(`not a paragraph: ${JSON.stringify(block)}`);
  return block.content;
}

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

  it('captions a signature block with more boxes than are sure to fit on a page with the title, one at the limit not', () => {
    const boxes = (count: number) =>
      '<div class="signature"><p>Kiss Anna (kiskorú) tag nevében:</p><hr><p>Kiss Béla</p></div>'.repeat(count);
    const tree = parseBlocks(
      '<title>Társasági szerződés – Rába Kft. (b. a.)</title>' +
        `<div class="signatures">${boxes(SIGNATURES_SURE_TO_FIT)}</div>` +
        `<section><h2>Záró</h2><div class="keep-together"><p>Kelt</p>` +
        `<div class="signatures">${boxes(SIGNATURES_SURE_TO_FIT + 1)}</div></div></section>`,
    );
    const [atLimit, section] = tree.blocks;
    expect(atLimit).toMatchObject({ kind: 'signatures' });
    expect(atLimit).not.toHaveProperty('caption');
    const over = section?.kind === 'section' && section.blocks[0]?.kind === 'keep' ? section.blocks[0].blocks[1] : null;
    expect(over).toMatchObject({
      kind: 'signatures',
      caption: [{ kind: 'text', text: `Társasági szerződés – Rába Kft. (b.${NBSP}a.) – aláírások` }],
    });
  });

  it('captions a long signature block with the first heading when the document has no <title>', () => {
    const tree = parseBlocks(
      `<h1>Jegyzőkönyv</h1><div class="signatures">${'<div class="signature"><hr><p>Tag</p></div>'.repeat(SIGNATURES_SURE_TO_FIT + 1)}</div>`,
    );
    expect(tree.blocks[1]).toMatchObject({ caption: [{ text: 'Jegyzőkönyv – aláírások' }] });
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

describe('parseBlocks inline content', () => {
  it.each<[string, string, Inline[]]>([
    [
      'nested bold and italic, each run trimmed at its own edges',
      '<p>a <strong>b <em>c</em></strong> d</p>',
      [
        { kind: 'text', text: 'a ' },
        { kind: 'text', text: 'b ', bold: true },
        { kind: 'text', text: 'c', bold: true, italic: true },
        { kind: 'text', text: ' d' },
      ],
    ],
    [
      'whitespace runs collapsed, none at a line break',
      '<p>  a \n\t b  <br>  c  </p>',
      [{ kind: 'text', text: 'a b' }, { kind: 'break' }, { kind: 'text', text: 'c' }],
    ],
    [
      'two breaks in a row',
      '<p>a<br> <br>b </p>',
      [{ kind: 'text', text: 'a' }, { kind: 'break' }, { kind: 'break' }, { kind: 'text', text: 'b' }],
    ],
    [
      'entities decoded, then the section reference bound',
      '<p>A &amp; B&nbsp;C, Ptk. 3:164. &#167; (1)</p>',
      [{ kind: 'text', text: `A & B${NBSP}C, Ptk.${NBSP}3:164.${NBSP}§${NBSP}(1)` }],
    ],
    [
      '"dr." bound inside a text, not across an element boundary',
      '<p>dr. <strong>Kiss Anna</strong> és dr. Nagy Éva</p>',
      [
        { kind: 'text', text: 'dr. ' },
        { kind: 'text', text: 'Kiss Anna', bold: true },
        { kind: 'text', text: ` és dr.${NBSP}Nagy Éva` },
      ],
    ],
    ['a plain span merged into its neighbours', '<p>a <span>b</span> c</p>', [{ kind: 'text', text: 'a b c' }]],
    ['a span trimmed before the merge', '<p>a<span> b </span>c</p>', [{ kind: 'text', text: 'abc' }]],
    ['one space where an empty element stood', '<p>a <strong></strong> b</p>', [{ kind: 'text', text: 'a b' }]],
    [
      'neighbouring italics merged, bold italic apart',
      '<p><em>x</em><em> y</em><strong><em>z</em></strong></p>',
      [
        { kind: 'text', text: 'xy', italic: true },
        { kind: 'text', text: 'z', bold: true, italic: true },
      ],
    ],
    [
      'the page count never merged',
      '<p>Oldalak: <span class="page-count"> 12 </span> db</p>',
      [
        { kind: 'text', text: 'Oldalak: ' },
        { kind: 'text', text: ' 12 ', field: 'pageCount' },
        { kind: 'text', text: ' db' },
      ],
    ],
  ])('%s', (_what, html, content) => {
    expect(paragraphContent(html)).toStrictEqual(content);
  });

  it('leaves any inline markup as tidy runs: no empty text, no double space, nothing to merge, trimmed edges', () => {
    const text = fc
      .array(fc.constantFrom(' ', '  ', '\n', '\t', NBSP, 'a', 'Kiss', '§ (1)', 'dr. Kiss', '&amp;', '3. §'), {
        maxLength: 4,
      })
      .map((parts) => parts.join(''));
    const inline: fc.Arbitrary<string> = fc.letrec((tie) => ({
      node: fc.oneof(
        { weight: 3, arbitrary: text },
        { weight: 1, arbitrary: fc.constant('<br>') },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom('strong', 'em', 'span'), fc.array(tie('node'), { maxLength: 3 }))
            .map(([tag, children]) => `<${tag}>${children.join('')}</${tag}>`),
        },
      ),
    })).node as fc.Arbitrary<string>;
    fc.assert(
      fc.property(fc.array(inline, { minLength: 1, maxLength: 5 }), (children) => {
        const html = `<p>x${children.join('')}</p>`;
        const content = paragraphContent(html);
        content.forEach((item, index) => {
          if (item.kind !== 'text') return;
          expect(item.text, html).not.toBe('');
          expect(item.text, html).not.toContain('  ');
          expect(item.text, html).not.toMatch(/[\t\n]/);
          const before = content[index - 1];
          const after = content[index + 1];
          if (before === undefined || before.kind === 'break') expect(item.text, html).not.toMatch(/^ /);
          if (after === undefined || after.kind === 'break') expect(item.text, html).not.toMatch(/ $/);
          if (before?.kind === 'text') expect([before.bold, before.italic], html).not.toEqual([item.bold, item.italic]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('collapses the texts of markup with line breaks and single spaces only as those of markup with any whitespace', () => {
    // A tab in a comment sends the same markup down the path that looks for every kind of collapsible whitespace.
    const withAnyWhitespace = (html: string) => `${html}<!--\t-->`;
    const text = fc
      .array(fc.constantFrom(' ', '\n', ' \n ', '\n\n', NBSP, 'a', 'Kiss', '§ (1)', 'dr. Kiss', '&amp;', '&#39;'), {
        maxLength: 5,
      })
      .map((parts) => parts.join(''));
    const inline = fc
      .array(
        fc.oneof(
          text,
          fc.constant('<br>'),
          text.map((inner) => `<strong>${inner}</strong>`),
        ),
        { maxLength: 4 },
      )
      .map((parts) => `<p>x${parts.join('')}</p>`)
      .filter((html) => !html.includes('  '));
    fc.assert(
      fc.property(inline, (html) => {
        expect(parseBlocks(html), html).toStrictEqual(parseBlocks(withAnyWhitespace(html)));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a numeric entity', '<p>a &#9;\nb&#32; c</p>', 'a b c'],
    ['a named one', '<p>a&Tab;&NewLine;b</p>', 'a b'],
  ])('collapses the whitespace %s stands for', (_what, html, text) => {
    expect(paragraphContent(html)).toStrictEqual([{ kind: 'text', text }]);
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
