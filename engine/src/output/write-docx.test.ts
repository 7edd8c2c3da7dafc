import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureNames, loadFixture } from '../../../fixtures/index.ts';
import type { DocumentTree } from '../ast/blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { DOCUMENT_TYPE_IDS } from '../documents/document-types.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { createNodeEngine, nativeCompressor } from '../node.ts';
import { buildDocxBody } from './docx/build-docx-body.test-helper.ts';
import { buildDocxDocument } from './docx/build-docx-document.ts';
import { crc32 } from './docx/compress-zip-entry.ts';
import { longTree, sampleTree } from './sample-trees.test-helper.ts';
import { createDocxWriter, writeDocx } from './write-docx.ts';

const generatedAt = new Date('2026-11-22T10:30:00Z');

async function parts(tree = sampleTree()): Promise<Record<string, string>> {
  const files = unzipSync(await writeDocx(tree, { generatedAt }));
  return Object.fromEntries(Object.entries(files).map(([path, data]) => [path, strFromU8(data)]));
}

/** Each paragraph of the body: its style, numbering level and list id, and its text. */
function paragraphs(documentXml: string) {
  return [...documentXml.matchAll(/<w:p>(.*?)<\/w:p>/g)].map(([, xml]) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(xml!)?.[1],
    level: /<w:ilvl w:val="(\d)"\/>/.exec(xml!)?.[1],
    numId: /<w:numId w:val="(\d+)"\/>/.exec(xml!)?.[1],
    text: [...xml!.matchAll(/<w:t xml:space="preserve">([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
  }));
}

/** mammoth's raw text leaves line breaks out, and so does this copy of the tree. */
function withoutLineBreaks(tree: DocumentTree): DocumentTree {
  return JSON.parse(JSON.stringify(tree), (_key, value: unknown) =>
    Array.isArray(value) ? value.filter((item: { kind?: string }) => item?.kind !== 'break') : value,
  ) as DocumentTree;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('writeDocx', () => {
  it('numbers sections and clauses with one Word list and restarts every lettered list', async () => {
    const body = paragraphs((await parts())['word/document.xml']!);
    const sections = body.filter((p) => p.style === 'Heading1');
    const clauses = body.filter((p) => p.style === 'Clause');
    const items = body.filter((p) => p.style === 'LetteredList');
    expect(sections.map((p) => p.text)).toEqual(['A társaság cégneve és székhelye', 'A tagok']);
    expect(sections.every((p) => p.level === '0')).toBe(true);
    expect(clauses).toHaveLength(3);
    expect(clauses.every((p) => p.level === '1' && p.numId === sections[0]!.numId)).toBe(true);
    expect(items.map((p) => p.level)).toEqual(['0', '0', '0', '0', '0']);
    const [first, second] = [items[0]!.numId, items[2]!.numId];
    expect(items.map((p) => p.numId)).toEqual([first, first, second, second, second]);
    expect(new Set([first, second, sections[0]!.numId]).size).toBe(3);
  });

  it('defines %1., %1.%2. and a restarting %1) in numbering.xml', async () => {
    const { 'word/numbering.xml': numbering, 'word/document.xml': document } = await parts();
    const abstract = (text: string) =>
      new RegExp(`<w:abstractNum w:abstractNumId="(\\d+)"[^>]*>(?:(?!</w:abstractNum>).)*<w:lvlText w:val="${text}"/>`);
    const legal = abstract('%1\\.').exec(numbering!);
    expect(legal?.[0]).toMatch(
      /<w:lvl w:ilvl="0"[^>]*><w:start w:val="1"\/><w:numFmt w:val="decimal"\/><w:lvlText w:val="%1\."\/>/,
    );
    expect(numbering).toMatch(
      /<w:lvl w:ilvl="1"[^>]*><w:start w:val="1"\/><w:numFmt w:val="decimal"\/><w:lvlText w:val="%1\.%2\."\/>/,
    );
    const lettered =
      /<w:abstractNum w:abstractNumId="(\d+)"[^>]*>(?:(?!<\/w:abstractNum>).)*<w:numFmt w:val="lowerLetter"\/><w:lvlText w:val="%1\)"\/>/.exec(
        numbering!,
      );
    expect(lettered).not.toBeNull();
    const listIds = new Set(
      paragraphs(document!)
        .filter((p) => p.style === 'LetteredList')
        .map((p) => p.numId),
    );
    for (const numId of listIds) {
      expect(numbering).toContain(
        `<w:num w:numId="${numId}"><w:abstractNumId w:val="${lettered![1]}"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>`,
      );
    }
    const sectionNumId = paragraphs(document!).find((p) => p.style === 'Heading1')!.numId;
    expect(numbering).toContain(`<w:num w:numId="${sectionNumId}"><w:abstractNumId w:val="${legal![1]}"/>`);
  });

  it('never types a number into the text', async () => {
    const body = paragraphs((await parts(longTree(3)))['word/document.xml']!);
    expect(body.length).toBeGreaterThan(40);
    for (const { text } of body) expect(text).not.toMatch(/^\s*(\d+\.)+\s|^\s*[a-z]\)\s/);
  });

  it('keeps every paragraph of a keep-together group with the next but the last, and prints the page count as a field', async () => {
    const tree: DocumentTree = {
      title: 'Teszt',
      blocks: [
        {
          kind: 'keep',
          blocks: [
            { kind: 'paragraph', align: 'justify', content: [{ kind: 'text', text: 'Utolsó pont.' }] },
            {
              kind: 'paragraph',
              align: 'left',
              content: [
                { kind: 'text', text: 'Oldalak: ' },
                { kind: 'text', text: '……', field: 'pageCount' },
              ],
            },
            { kind: 'paragraph', align: 'left', content: [{ kind: 'text', text: 'Kelt: Budapest' }] },
          ],
        },
      ],
    };
    const xml = strFromU8(
      unzipSync(await writeDocx(tree, { generatedAt: new Date('2026-12-01T00:00:00Z') }))['word/document.xml']!,
    );
    const paragraphs = xml.match(/<w:p>.*?<\/w:p>/g)!;
    expect(paragraphs.map((paragraph) => paragraph.includes('<w:keepNext/><w:keepLines/>'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(paragraphs[1]).toContain(
      '<w:fldSimple w:instr="NUMPAGES"><w:r><w:t xml:space="preserve">……</w:t></w:r></w:fldSimple>',
    );
  });

  it('has page numbers as PAGE and NUMPAGES fields in the footer', async () => {
    const footer = (await parts())['word/footer1.xml']!;
    expect(footer).toMatch(
      /<w:instrText xml:space="preserve">PAGE<\/w:instrText>.*<w:t xml:space="preserve">\. oldal \/ összesen <\/w:t>.*<w:instrText xml:space="preserve">NUMPAGES<\/w:instrText>.*<w:t xml:space="preserve"> oldal<\/w:t>/,
    );
    expect(footer.match(/<w:fldChar w:fldCharType="begin"\/>/g)).toHaveLength(2);
  });

  it('has Word styles in Times New Roman 12 pt and Hungarian', async () => {
    const styles = (await parts())['word/styles.xml']!;
    expect(styles).toMatch(/<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman"/);
    expect(styles).toMatch(/<w:rPrDefault>.*<w:sz w:val="24"\/>.*<w:lang w:val="hu-HU"\/>.*<\/w:rPrDefault>/);
    for (const id of ['Title', 'Heading1', 'Subtitle', 'Clause', 'LetteredList', 'Signature', 'TableText']) {
      expect(styles).toContain(`<w:style w:type="paragraph" w:styleId="${id}"`);
    }
    expect(styles).toContain('<w:name w:val="Pont"/>');
  });

  // LibreOffice read the 1.1 line spacing without a rule as exact 13.2 pt: the lines of a two-line 16 pt title (the
  // amending deed's) printed over one another (decision 059).
  it('says the default line spacing is a multiple of the line, which LibreOffice does not assume', async () => {
    const styles = (await parts())['word/styles.xml']!;
    const defaults = styles.match(/<w:pPrDefault>.*?<\/w:pPrDefault>/)![0];
    expect(defaults).toContain('<w:spacing w:after="120" w:line="264" w:lineRule="auto"/>');
    expect(styles.match(/w:line="\d+"(?! w:lineRule)/g) ?? []).toEqual([]);
  });

  // Our PDF keeps at least two lines of a paragraph on each side of a page break (decision 059); without widow control
  // Word and LibreOffice left a paragraph's first or last line alone at the foot or the head of a page (decision 068).
  it('asks Word and LibreOffice for widow and orphan control in every paragraph, as the PDF keeps two lines', async () => {
    const styles = (await parts())['word/styles.xml']!;
    const defaults = styles.match(/<w:pPrDefault>.*?<\/w:pPrDefault>/)![0];
    expect(defaults).toMatch(/<w:pPr><w:widowControl\/>.*<\/w:pPr>/);
    expect(styles).not.toMatch(/<w:widowControl w:val="(false|0|off)"\/>/);
  });

  it('lays signatures out in a borderless table two to a row and data tables with borders', async () => {
    const document = (await parts())['word/document.xml']!;
    const [data, signatures] = [...document.matchAll(/<w:tbl>.*?<\/w:tbl>/g)].map(([xml]) => xml);
    expect(data).toMatch(/<w:tblBorders><w:top w:val="single"/);
    expect(data).toContain('<w:tblHeader/>');
    expect(data).not.toMatch(/w:val="(false|off)"/);
    expect(data).toMatch(/<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">Törzsbetét<\/w:t>/);
    expect(signatures).toMatch(/<w:tblBorders><w:top w:val="none"/);
    const rows = [...signatures!.matchAll(/<w:tr>.*?<\/w:tr>/g)].map(([row]) => row.match(/<w:tc>/g)!.length);
    // the lawyer's box has a text above its line: its row is two, the text above and the line with the names
    expect(rows).toEqual([2, 1, 1]);
    expect(signatures).toContain('<w:gridSpan w:val="2"/>');
    expect(signatures).toContain('.'.repeat(50));
  });

  it('writes page breaks, line breaks, bold, italics and blanks', async () => {
    const document = (await parts())['word/document.xml']!;
    expect(document).toContain('<w:br w:type="page"/>');
    expect(document).toMatch(/Budapest, 2026\. november 22\.<\/w:t><\/w:r><w:r><w:br\/><\/w:r>/);
    expect(document).toMatch(
      /<w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">Őrség Korlátolt Felelősségű Társaság</,
    );
    expect(document).toMatch(/<w:rPr><w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve">Őrség Kft\.</);
    expect(document).toContain('anyja neve: </w:t></w:r><w:r><w:t xml:space="preserve">…………………………</w:t>');
    expect(document).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('reads back, with mammoth, as exactly the text of the tree', async () => {
    for (const tree of [sampleTree(), longTree(2)]) {
      const buffer = Buffer.from(await writeDocx(tree, { generatedAt }));
      const { value } = await mammoth.extractRawText({ buffer });
      const lines = value.split('\n').filter((line) => line.trim() !== '');
      expect(lines.join('\n')).toBe(treeText(withoutLineBreaks(tree)));
    }
  });

  it('gives the title, creator and generatedAt in the document properties', async () => {
    const core = (await parts())['docProps/core.xml']!;
    expect(core).toContain('<dc:title>Társasági szerződés – Őrség Kft.</dc:title>');
    expect(core).toContain('<dc:creator>Cégdok</dc:creator>');
    expect(core).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2026-11-22T10:30:00Z</dcterms:created>');
    expect(core).toContain('<dcterms:modified xsi:type="dcterms:W3CDTF">2026-11-22T10:30:00Z</dcterms:modified>');
  });

  it('gives the same bytes for the same tree and generatedAt, whatever the clock says', async () => {
    const first = await writeDocx(sampleTree(), { generatedAt });
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2031-01-02T03:04:05Z'));
      const second = await writeDocx(sampleTree(), { generatedAt });
      expect(second).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
    expect(await writeDocx(sampleTree(), { generatedAt: new Date('2027-01-01T00:00:00Z') })).not.toEqual(first);
  });

  it('writes the same parts with node:zlib as with fflate, each one a valid DEFLATE stream with its CRC', async () => {
    const native = await createDocxWriter(nativeCompressor);
    for (const tree of [sampleTree(), longTree(3), edgeCaseTree()]) {
      // fflate's unzip checks nothing but inflates each entry; the parts must read back the same XML
      const fromNative = unzipSync(native(tree, { generatedAt }));
      expect(Object.keys(fromNative)).toEqual(Object.keys(await parts(tree)));
      for (const [path, xml] of Object.entries(await parts(tree))) expect(strFromU8(fromNative[path]!), path).toBe(xml);
    }
    const bytes = new TextEncoder().encode('Őrség Kft. '.repeat(100));
    expect(nativeCompressor.crc32(bytes)).toBe(crc32(bytes));
  });

  it('writes each document the same whatever the writer wrote before, past its store of compressed numbering parts', async () => {
    const native = await createDocxWriter(nativeCompressor);
    const withLists = (count: number): DocumentTree => ({
      title: `${count} lista`,
      blocks: Array.from({ length: count }, () => ({
        kind: 'list',
        items: [{ label: 'a)', content: [{ kind: 'text', text: 'tétel' }] }],
      })),
    });
    const first = [sampleTree(), withLists(1), withLists(2)].map((tree) => native(tree, { generatedAt }));
    for (let count = 0; count < 80; count++) native(withLists(count), { generatedAt });
    const again = [sampleTree(), withLists(1), withLists(2)].map((tree) => native(tree, { generatedAt }));
    expect(again).toEqual(first);
    const fresh = await createDocxWriter(nativeCompressor);
    expect(fresh(withLists(70), { generatedAt })).toEqual(native(withLists(70), { generatedAt }));
    const numbering = strFromU8(unzipSync(native(withLists(70), { generatedAt }))['word/numbering.xml']!);
    expect(numbering.match(/<w:num w:numId=/g)).toHaveLength(71);
  });

  it("writes every part exactly as docx's own Packer writes the tree's docx objects, except the dated properties", async () => {
    const engine = createNodeEngine();
    const trees: [string, DocumentTree][] = [
      ['sample', sampleTree()],
      ['long', longTree(2)],
      ['edge cases', edgeCaseTree()],
      ...fixtureNames.flatMap((name) => {
        const request = loadFixture(name);
        return planDocuments(request, DOCUMENT_TYPE_IDS).map((planned): [string, DocumentTree] => [
          `${name}/${planned.fileStem}`,
          engine.renderTree(request, planned),
        ]);
      }),
    ];
    expect(trees.length).toBeGreaterThan(40);
    for (const [name, tree] of trees) {
      const ours = await parts(tree);
      const packed = unzipSync(await Packer.pack(buildDocxDocument(buildDocxBody(tree)), 'uint8array'));
      expect(Object.keys(ours), name).toEqual(Object.keys(packed));
      for (const [path, data] of Object.entries(packed)) {
        if (path !== 'docProps/core.xml') expect(ours[path], `${name}: ${path}`).toBe(strFromU8(data));
      }
    }
  });
});

/**
 * What templates rarely give: a list before any section, short and header rows, signatures with lines above, a
 * signature caption with formatting and a blank.
 */
function edgeCaseTree(): DocumentTree {
  const text = (value: string, style: { bold?: boolean; italic?: boolean } = {}) =>
    ({ kind: 'text', text: value, ...style }) as const;
  return {
    title: 'Szélső esetek',
    blocks: [
      { kind: 'list', items: [{ label: 'a)', content: [text('előbb a lista'), { kind: 'break' }] }] },
      { kind: 'list', items: [] },
      {
        kind: 'paragraph',
        align: 'center',
        content: [
          text('félkövér dőlt', { bold: true, italic: true }),
          text("'idézet' & <jel>\u0001\u001f\ttab\r", { italic: true }),
          { kind: 'blank', text: '……' },
        ],
      },
      { kind: 'paragraph', align: 'left', content: [] },
      {
        kind: 'section',
        number: '1.',
        heading: [text('Egyetlen szakasz')],
        blocks: [{ kind: 'clause', number: '1.1.', content: [text('pont')] }],
      },
      {
        kind: 'table',
        rows: [
          [],
          [
            { header: true, content: [text('A'), { kind: 'blank', text: '…' }] },
            { header: true, content: [text('B')] },
            { header: true, content: [text('C')] },
          ],
          [{ header: false, content: [text('egész sor')] }],
          [
            { header: true, content: [text('fej')] },
            { header: false, content: [text('két oszlop')] },
          ],
        ],
      },
      { kind: 'table', rows: [[]] },
      {
        kind: 'signatures',
        signatures: [
          { above: [[text('Őrség Kft.', { bold: true })]], below: [[text('Első Tag')], [text('ügyvezető')]] },
          { above: [], below: [] },
          { above: [], below: [[text('Harmadik Tag')]] },
        ],
      },
      {
        kind: 'signatures',
        caption: [text('Szélső esetek – '), text('aláírások', { italic: true }), { kind: 'blank', text: '…' }],
        signatures: [
          { above: [[text('Kiss Anna (kiskorú) tag nevében:')]], below: [[text('Kiss Béla')]] },
          { above: [], below: [[text('Nagy Éva')]] },
          { above: [], below: [[text('Tóth Ádám')]] },
        ],
      },
      { kind: 'pageBreak' },
      { kind: 'list', items: [{ label: 'a)', content: [text('utolsó')] }] },
      // two tables in a row (a spacer between them), kept together, then text 6 pt below
      { kind: 'table', rows: [[{ header: false, content: [text('első tábla')] }]] },
      {
        kind: 'keep',
        blocks: [
          { kind: 'table', rows: [[{ header: false, content: [text('második tábla')] }]] },
          { kind: 'table', rows: [[{ header: false, content: [text('harmadik tábla')] }]] },
        ],
      },
      { kind: 'paragraph', align: 'justify', content: [text('a táblák után')] },
    ],
  };
}
