import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../ast/parse-blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { sampleTree } from './sample-trees.test-helper.ts';
import { LAWYER_NOTE_OPENING, writeHtml, writeHtmlBody } from './write-html.ts';

const readTemplate = (name: string) => readFileSync(new URL(`../../../templates/${name}`, import.meta.url), 'utf8');
const stylesheet = readTemplate('preview.css');

/** The declarations of a rule of the stylesheet, by its exact selector, inside `@media` or not. */
function rule(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n)\\s*${escaped} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

/** The rules of one `@media` block of the stylesheet. */
function media(css: string, query: string): string {
  const start = css.indexOf(`@media ${query} {`);
  if (start < 0) return '';
  const end = css.indexOf('\n}\n', start);
  return css.slice(start, end);
}

const LINE_ELEMENTS = new Set(['h1', 'h2', 'p', 'li', 'th', 'td']);

/** The text a reader sees, one line per paragraph, cell or line break, the printed numbers left out. */
function visibleText(html: string): string {
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    if (line.trim()) lines.push(line);
    line = '';
  };
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') line += node.data;
      else if (node.type === 'tag') {
        if (node.attribs['class'] === 'num') continue;
        if (node.name === 'br') flush();
        else if (LINE_ELEMENTS.has(node.name)) {
          flush();
          walk(node.children);
          flush();
        } else walk(node.children);
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  return lines.join('\n');
}

describe('writeHtmlBody', () => {
  const body = writeHtmlBody(sampleTree());

  it('prints the section, clause and list numbers, lists restarting at a)', () => {
    expect(body).toContain('<h2 class="heading"><span class="num">1.</span><span class="text">A társaság cégneve');
    expect(body).toContain('<p class="clause"><span class="num">1.2.</span><span class="text">Rövidített cégneve');
    expect(body).toContain('<span class="num">2.1.</span>');
    expect(body.match(/<span class="num">a\)<\/span>/g)).toHaveLength(2);
    expect(body).toContain('<span class="num">c)</span><span class="text">ötödik</span>');
  });

  it('shows the same text as the tree, numbers aside', () => {
    expect(visibleText(body)).toBe(treeText(sampleTree()));
  });

  it('escapes the data and keeps the inline formatting', () => {
    expect(body).toContain('A tag neve: &lt;script&gt;alert(1)&lt;/script&gt; Űrhajós Ödön');
    expect(body).not.toContain('<script');
    expect(body).toContain('<strong>Őrség Korlátolt Felelősségű Társaság</strong>');
    expect(body).toContain('<em>Őrség Kft.</em>');
    expect(body).toContain('Budapest, 2026. november 22.<br>Kelt: ');
  });

  it('highlights blanks, aligns paragraphs and lays signatures out two to a row', () => {
    expect(body).toContain('anyja neve: <span class="blank">…………………………</span>');
    expect(body).toContain('<p class="paragraph align-right">');
    const rows = body.match(/<div class="signature-row">.*\n/g) ?? [];
    expect(rows.map((row) => row.match(/<div class="signature">/g)?.length)).toEqual([2, 1]);
    expect(body).toContain('<tr><th>Tag</th><th>Törzsbetét</th></tr>');
    expect(body).toContain('<div class="page-break"></div>');
  });
  it('prints a signature table’s caption once, above its boxes', () => {
    const html = writeHtmlBody({
      title: 'T',
      blocks: [
        {
          kind: 'signatures',
          caption: [{ kind: 'text', text: 'Társasági szerződés – Alfa Kft. – aláírások' }],
          signatures: [1, 2, 3].map((index) => ({ above: [], below: [[{ kind: 'text', text: `Tag ${index}` }]] })),
        },
      ],
    });
    expect(html).toContain(
      '<div class="signatures">\n<p class="signatures-caption">Társasági szerződés – Alfa Kft. – aláírások</p>\n' +
        '<div class="signature-row">',
    );
    expect(html.split('aláírások')).toHaveLength(2);
  });

  it('levels the dotted lines of a row: each box has its texts above the line, then the line and names, apart', () => {
    const html = writeHtmlBody(
      parseBlocks(`<div class="signatures"><div class="signature"><p>Berger Lili (kiskorú) tag nevében:</p>
        <p>Berger Anna törvényes képviselő</p><hr><p>Berger Lili</p></div>
        <div class="signature"><p>Kovács Éva</p><p>tag</p></div></div>`),
    );
    const row = html.match(/<div class="signature-row">.*\n/)![0];
    expect(row).toBe(
      '<div class="signature-row">' +
        '<div class="signature"><div class="signature-above"><p class="above">Berger Lili (kiskorú) tag nevében:</p>' +
        '<p class="above">Berger Anna törvényes képviselő</p></div>' +
        `<div class="signature-foot"><p class="line">${'.'.repeat(50)}</p><p class="below">Berger Lili</p></div></div>` +
        '<div class="signature"><div class="signature-above"></div>' +
        `<div class="signature-foot"><p class="line">${'.'.repeat(50)}</p><p class="below">Kovács Éva</p>` +
        '<p class="below">tag</p></div></div></div>\n',
    );
    // the stylesheet sets the two parts of the boxes of a row in two shared rows, the upper aligned to its foot
    const stylesheet = readFileSync(new URL('../../../templates/preview.css', import.meta.url), 'utf8');
    expect(stylesheet).toMatch(/\.signature-row\s*{\s*display: grid;[^}]*grid-template-rows: auto auto;/);
    expect(stylesheet).toMatch(/\.signature\s*{[^}]*grid-row: span 2;\s*grid-template-rows: subgrid;/);
    expect(stylesheet).toMatch(/\.signature-above\s*{\s*align-self: end;/);
  });
});

describe('the preview on a screen narrower than the sheet, and its tables and notes', () => {
  it('wraps a table in a box that scrolls it sideways, and never breaks a word in a cell for a wider column', () => {
    const body = writeHtmlBody(sampleTree());
    expect(body).toMatch(/<div class="table-scroll"[^>]*><table class="data"><tbody>\n<tr><th>Tag<\/th>/);
    expect(body).toContain('</tbody></table></div>');
    expect(rule(stylesheet, '.table-scroll')).toContain('overflow-x: auto;');
    // `anywhere` (inherited from the sheet) let Chromium squeeze the attendance sheet's columns: "Szavazat/ok száma"
    expect(rule(stylesheet, 'table.data td')).toContain('overflow-wrap: break-word;');
    expect(rule(media(stylesheet, 'print'), '.table-scroll')).toContain('overflow: visible;');
  });

  it('puts a table’s scrolling box in the Tab order as a region named by its columns, with a visible focus', () => {
    const html = writeHtmlBody(
      parseBlocks(
        '<table><tr><th>A tag neve, lakóhelye (székhelye)</th><th>Törzsbetét &amp; arány</th></tr>' +
          '<tr><td>Kiss Anna</td><td>1 500 000 Ft</td></tr></table>',
      ),
    );
    // axe's scrollable-region-focusable (WCAG 2.1.1): a box that scrolls sideways needs a tab stop to be scrolled
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" ' +
        'aria-label="Táblázat, oszlopai: A tag neve, lakóhelye (székhelye); Törzsbetét &amp; arány">',
    );
    expect(rule(stylesheet, '.table-scroll:focus-visible')).toMatch(/outline: 2px solid #[0-9a-f]{6};/);
  });

  it('lets the sheet take a phone screen’s width, and its signature boxes the width of their columns', () => {
    const narrow = media(stylesheet, 'screen and (max-width: 210mm)');
    expect(rule(narrow, '.page')).toMatch(/width: auto;[^]*min-height: 0;/);
    expect(rule(narrow, 'body')).toContain('padding: 0;');
    // the dotted line (nowrap) had made each box as wide as itself: the boxes ran 60 px past a 390 px screen
    expect(rule(stylesheet, '.signature,\n.signature-above,\n.signature-foot')).toContain('min-width: 0;');
  });

  it('sets a note for the lawyer apart from the document’s text on screen, not in print', () => {
    const note = `${LAWYER_NOTE_OPENING} az ingatlan adatai hiányoznak.`;
    const html = writeHtmlBody(parseBlocks(`<p><em>${note}</em></p><p><em>${note.slice(12)}</em></p><p>${note}</p>`));
    expect(html).toContain(`<p class="paragraph align-justify lawyer-note"><em>${note}</em></p>`);
    // an italic paragraph that is not a note, and the words in roman type, are the document's text
    expect(html.match(/lawyer-note/g)).toHaveLength(1);
    // the partial every template's notes come from opens with those words, in italics
    expect(readTemplate('partials/lawyer-note.njk')).toContain(`<p><em>${LAWYER_NOTE_OPENING} {{ text }}</em></p>`);
    expect(rule(stylesheet, '.lawyer-note')).toMatch(/border-left: [^;]+;\s*background: /);
    expect(rule(media(stylesheet, 'print'), '.lawyer-note')).toMatch(/border: 0;\s*background: none;/);
  });
});

describe('writeHtml', () => {
  it('is a standalone Hungarian UTF-8 page with the stylesheet inlined and no scripts', () => {
    const tree = parseBlocks('<title>Okirat <script>x()</script></title><h1>Cím</h1>');
    const html = writeHtml(tree, { stylesheet: '.title { color: red }</style><script>alert(1)</script>' });
    expect(html.startsWith('<!doctype html>\n<html lang="hu">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Okirat &lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('.title { color: red }<\\/style><script>alert(1)</script>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('<h1 class="title">Cím</h1>');
    expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('<style>'));
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('</style>'));
  });

  it('uses the preview stylesheet for an A4 page with page numbers in print', () => {
    const stylesheet = readFileSync(new URL('../../../templates/preview.css', import.meta.url), 'utf8');
    expect(stylesheet).toMatch(/@page\s*{\s*size: A4;/);
    expect(stylesheet).toContain("content: counter(page) '. oldal / összesen ' counter(pages) ' oldal';");
    expect(stylesheet).toMatch(/\.page\s*{\s*width: 210mm;\s*min-height: 297mm;/);
    expect(stylesheet).toMatch(/\.blank\s*{[^}]*background:/);
  });
});
