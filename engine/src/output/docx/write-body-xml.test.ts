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
  it('leaves 6 pt above the clause, paragraph or list after a data table, as the PDF does, and nowhere else', () => {
    const table: Block = { kind: 'table', rows: [[{ content: [text('Kiss Anna')], header: false }]] };
    const clause: Block = { kind: 'clause', number: '2.1.', content: [text('A tagok')] };
    const paragraphBlock: Block = { kind: 'paragraph', align: 'justify', content: [text('Kelt')] };
    const list: Block = {
      kind: 'list',
      items: [
        { label: 'a)', content: [text('a')] },
        { label: 'b)', content: [text('b')] },
      ],
    };
    const spacing = '<w:spacing w:before="120"/>';
    const after = (xml: string) => xml.slice(xml.indexOf('</w:tbl>'));
    // Word and LibreOffice put no space after a table: the next line's text touched its bottom border
    for (const next of [clause, paragraphBlock, list]) {
      const xml = after(body(table, next, next).body);
      expect(xml.split(spacing), next.kind).toHaveLength(2);
      expect(xml.indexOf(spacing), next.kind).toBeLessThan(xml.indexOf('</w:p>'));
    }
    // in the order WordprocessingML wants: after the numbering, before the alignment
    expect(after(body(table, clause).body)).toMatch(/<w:numPr>.*<\/w:numPr><w:spacing w:before="120"\/><\/w:pPr>/);
    expect(after(body(table, paragraphBlock).body)).toContain(`<w:pPr>${spacing}<w:jc w:val="both"/>`);
    // kept with what follows: keepNext first
    expect(after(body(table, { kind: 'keep', blocks: [paragraphBlock, paragraphBlock] }).body)).toContain(
      `<w:pPr><w:keepNext/><w:keepLines/>${spacing}<w:jc`,
    );
    // two tables in a row: a paragraph 6 pt high between them, so that they are not joined into one
    const spacer = '<w:p><w:pPr><w:spacing w:after="0" w:line="120" w:lineRule="exact"/></w:pPr></w:p>';
    expect(body(table, table).body.split(spacer)).toHaveLength(2);
    expect(body(table, table).body).toContain(`</w:tbl>${spacer}<w:tbl>`);
    expect(body(table, clause, table).body).not.toContain(spacer);
    // a heading has its own space above; a clause after the heading gets none
    const section: Block = { kind: 'section', number: '3.', heading: [text('Cím')], blocks: [clause] };
    expect(body(table, section).body).not.toContain(spacing);
    expect(body(paragraphBlock, clause).body).not.toContain(spacing);
  });

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
      ...xml.matchAll(
        /<w:pStyle w:val="(\w+)"\/>(<w:keepNext\/><w:keepLines\/>)?<w:numPr><w:ilvl w:val="(\d)"\/><w:numId w:val="(\d+)"/g,
      ),
    ];
    expect(numIds.map(([, style, , level, numId]) => `${style} ${level} ${numId}`)).toEqual([
      'LetteredList 0 2',
      'Heading1 0 3',
      'Clause 1 3',
      'LetteredList 0 4',
      'LetteredList 0 4',
      'Clause 1 3',
    ]);
    // the clause that leads a list is kept with its first item, as the PDF keeps it (decision 059)
    expect(numIds.map(([, , kept]) => kept !== undefined)).toEqual([false, false, true, false, false, false]);
    expect(
      [...listInstances.matchAll(/<w:num w:numId="(\d+)"><w:abstractNumId w:val="(\d+)"\/>/g)].map((m) => m.slice(1)),
    ).toEqual([
      ['2', '3'],
      ['3', '2'],
      ['4', '3'],
    ]);
  });

  it('gives the body rows of a table with an empty column (an attendance sheet’s signatures) a centimetre at least', () => {
    const sheet = (signature: string): Block => ({
      kind: 'table',
      rows: [
        [
          { content: [text('Tag neve')], header: true },
          { content: [text('Aláírás')], header: true },
        ],
        [
          { content: [text('Kiss Anna')], header: false },
          { content: signature ? [text(signature)] : [], header: false },
        ],
      ],
    });
    const [header, row] = [...body(sheet('')).body.matchAll(/<w:trPr>.*?<\/w:trPr>/g)].map(([trPr]) => trPr);
    expect(header).toBe('<w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>');
    expect(row).toBe('<w:trPr><w:cantSplit/><w:trHeight w:val="560" w:hRule="atLeast"/></w:trPr>');
    expect(body(sheet('x')).body).not.toContain('w:trHeight');
  });

  it('levels the lines of a row of signatures with texts above them: the texts in a bottom-aligned row of their own', () => {
    const signatures = (...aboves: string[][]) =>
      body({
        kind: 'signatures',
        signatures: aboves.map((above, index) => ({
          above: above.map((line) => [text(line)]),
          below: [[text(`Tag ${index + 1}`)]],
        })),
      }).body;
    const rowsOf = (xml: string) => [...xml.matchAll(/<w:tr>.*?<\/w:tr>/g)].map(([row]) => row);
    const [above, lines, ...rest] = rowsOf(
      signatures(['Berger Lili (kiskorú) tag nevében:', 'törvényes képviselője'], [], ['Egyedül']),
    );
    expect(rest).toHaveLength(2);
    for (const row of [above!, lines!, ...rest]) expect(row).toMatch(/^<w:tr><w:trPr><w:cantSplit\/><\/w:trPr>/);
    // the first row: the texts above at the foot of both cells, kept with the row of the lines
    const aboveCells = above!.split('<w:tc>').slice(1);
    expect(aboveCells).toHaveLength(2);
    for (const cell of aboveCells) {
      expect(cell).toContain('<w:vAlign w:val="bottom"/>');
      expect(cell).not.toContain('.'.repeat(50));
      for (const properties of cell.match(/<w:pPr>.*?<\/w:pPr>/g)!) expect(properties).toContain('<w:keepNext/>');
    }
    expect(aboveCells[0]).toContain('Berger Lili (kiskorú) tag nevében:');
    // a box with nothing above its line still has a paragraph in its cell, as WordprocessingML requires
    expect(aboveCells[1]).toMatch(
      /<\/w:tcPr><w:p><w:pPr><w:pStyle w:val="\w+"\/><w:keepNext\/><w:keepLines\/><\/w:pPr><\/w:p><\/w:tc><\/w:tr>$/,
    );
    // the second row: the dotted lines and the names, both at the top of their cells
    const lineCells = lines!.split('<w:tc>').slice(1);
    expect(lineCells.map((cell) => cell.includes('.'.repeat(50)))).toEqual([true, true]);
    expect(lines).not.toContain('vAlign');
    expect(lines).not.toContain('nevében');
    // the margins of a box, above the first row and under the second
    expect(above).toContain('<w:tcMar><w:top w:type="dxa" w:w="240"/><w:bottom w:type="dxa" w:w="0"/></w:tcMar>');
    expect(lines).toContain('<w:tcMar><w:top w:type="dxa" w:w="0"/><w:bottom w:type="dxa" w:w="240"/></w:tcMar>');
    // a row without texts above its lines stays one row
    expect(rowsOf(signatures([], []))).toHaveLength(1);
  });

  it('writes a caption as the first row of the signature table: a header row spanning both columns, kept with the boxes', () => {
    const signatures = [
      { above: [[text('Alfa Kft.')]], below: [[text('Kiss Anna')]] },
      { above: [], below: [[text('Nagy Béla')]] },
    ];
    const xml = body({
      kind: 'signatures',
      signatures,
      caption: [text('Társasági szerződés – Alfa Kft. – aláírások')],
    }).body;
    const [caption, ...rows] = [...xml.matchAll(/<w:tr>.*?<\/w:tr>/g)].map(([row]) => row);
    expect(xml).toMatch(/^<w:tbl><w:tblPr>.*?<\/w:tblPr><w:tblGrid>(<w:gridCol w:w="\d+"\/>){2}<\/w:tblGrid><w:tr>/);
    expect(caption).toMatch(
      /^<w:tr><w:trPr><w:cantSplit\/><w:tblHeader\/><\/w:trPr><w:tc><w:tcPr><w:tcW w:type="dxa" w:w="\d+"\/><w:gridSpan w:val="2"\/><\/w:tcPr><w:p>/,
    );
    expect(caption!.split('<w:tc>')).toHaveLength(2);
    expect(caption).toContain('<w:keepNext/><w:keepLines/>');
    expect(caption).toContain(
      '<w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t xml:space="preserve">Társasági szerződés – Alfa Kft. – aláírások</w:t></w:r>',
    );
    // the boxes as without a caption, in rows that do not repeat, the row of the lines not kept with the next though
    // the signature style keeps it (the texts above a line are kept with it)
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).not.toContain('tblHeader');
    const notKept = '<w:keepNext w:val="false"/>';
    expect(rows[0]).not.toContain(notKept);
    expect(rows[1]!.match(/<w:pPr>.*?<\/w:pPr>/g)!.map((properties) => properties.includes(notKept))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(xml.replace(caption!, '').replaceAll(notKept, '')).toBe(body({ kind: 'signatures', signatures }).body);
  });

  it('keeps a signature table in a keep-together group with what follows: a short one whole, a captioned one by its last row', () => {
    const box = (name: string) => ({ above: [], below: [[text(name)], [text('tag')]] });
    const countersignature: Block = { kind: 'signatures', signatures: [box('dr. Ügyvéd Ödön')] };
    const kept = (members: Block) => body({ kind: 'keep', blocks: [members, countersignature] }).body;
    const tables = (xml: string) => xml.match(/<w:tbl>.*?<\/w:tbl>/g)!;
    const keptParagraphs = (row: string) =>
      (row.match(/<w:p>.*?<\/w:p>/g) ?? []).map((paragraph) => paragraph.includes('<w:keepNext/><w:keepLines/>'));
    const rowsOf = (table: string) => table.match(/<w:tr>.*?<\/w:tr>/g)!;
    // two boxes with a line above one of them: every paragraph of both rows kept, the dotted lines too
    const short: Block = {
      kind: 'signatures',
      signatures: [{ above: [[text('Alfa Kft.')]], below: [[text('Kiss Anna')]] }, box('Nagy Béla')],
    };
    const [members, lawyer] = tables(kept(short));
    for (const row of rowsOf(members!)) expect(keptParagraphs(row)).not.toContain(false);
    expect(keptParagraphs(lawyer!)).not.toContain(true);
    // out of a group, or as the group's last block, the row of the lines is not kept (the texts above always are)
    expect(rowsOf(tables(body(short).body)[0]!).at(-1)).not.toContain('<w:keepNext/>');
    expect(rowsOf(tables(body({ kind: 'keep', blocks: [countersignature, short] }).body)[1]!).at(-1)).not.toContain(
      '<w:keepNext/>',
    );
    // seven boxes under a caption: the caption and the last row kept, the rows between free to break
    const long: Block = {
      kind: 'signatures',
      caption: [text('Teszt – aláírások')],
      signatures: Array.from({ length: 7 }, (_, index) => box(`Tag ${index + 1}`)),
    };
    const rows = rowsOf(tables(kept(long))[0]!);
    expect(rows.map((row) => !keptParagraphs(row).includes(false))).toEqual([true, false, false, false, true]);
    expect(rows.slice(1, -1).join('')).not.toContain('<w:keepNext/>');
    // … and not kept by the signature style either: LibreOffice splits a table whose rows all keep with the next only
    // at the top of a page, and moved it away from the dating line
    for (const row of rows.slice(1, -1))
      for (const properties of row.match(/<w:pPr>.*?<\/w:pPr>/g)!)
        expect(properties).toContain('<w:keepNext w:val="false"/>');
    // out of a keep-together group, not even the last row: seven boxes of three paragraphs
    const alone = rowsOf(tables(body(long).body)[0]!);
    expect(alone.slice(1).join('').split('<w:keepNext w:val="false"/>')).toHaveLength(7 * 3 + 1);
  });

  // LibreOffice set the consolidated articles' dating line alone at the head of their tracked-changes copy's last page,
  // the last clause on the page before (decision 068)
  it('keeps the last clause of the last section with the dating line after it, and nothing else', () => {
    const clause = (number: string): Block => ({ kind: 'clause', number, content: [text(`${number} pont.`)] });
    const { body: xml } = body(
      { kind: 'section', number: '1.', heading: [text('Első')], blocks: [clause('1.1.'), clause('1.2.')] },
      { kind: 'section', number: '2.', heading: [text('Záró')], blocks: [clause('2.1.'), clause('2.2.')] },
      { kind: 'paragraph', align: 'left', content: [text('Kelt: Győr, 2026. november 22.')] },
      { kind: 'title', content: [text('IGAZOLÁS')] },
    );
    const kept = [...xml.matchAll(/<w:p><w:pPr>(.*?)<\/w:pPr>.*?<w:t xml:space="preserve">([^<]*)<\/w:t>/g)]
      .filter(([, properties]) => properties!.startsWith(`<w:pStyle w:val="Clause"/><w:keepNext/><w:keepLines/>`))
      .map(([, , content]) => content);
    expect(kept).toEqual(['2.2. pont.']);
    expect(xml).toMatch(/<w:p><w:pPr><w:jc w:val="left"\/><\/w:pPr><w:r><w:t xml:space="preserve">Kelt: /);
  });

  it('writes nothing for a document without blocks', () => {
    expect(body()).toEqual({ body: '', listInstances: '' });
  });
});
