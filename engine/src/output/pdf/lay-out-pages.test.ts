import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../../ast/parse-blocks.ts';
import { loadPdfAssets } from '../../node.ts';
import { createFontSet } from './font-set.ts';
import { layOutPages, MARGIN, PAGE_WIDTH, type Page } from './lay-out-pages.ts';

const fonts = createFontSet(loadPdfAssets().fonts);

const lines = (page: Page) =>
  page.flatMap((slice) => slice.texts.map((text) => text.runs.map((run) => run.text).join('')));
const filler = (count: number) =>
  Array.from({ length: count }, (_, index) => `<p>Kitöltő bekezdés ${index + 1}.</p>`).join('');
const KEEP = `<div class="keep-together"><p>Záró rendelkezés.</p><p>Kelt: Győr, 2026. november 22.</p>
  <div class="signatures"><div class="signature"><p>Első Tag</p></div><div class="signature"><p>Második Tag</p></div>
  <div class="signature"><p>Harmadik Tag</p></div><div class="signature"><p>Negyedik Tag</p></div></div></div>`;

/** How many one-line paragraphs fill the first page. */
function paragraphsPerPage(): number {
  return layOutPages(parseBlocks(filler(100)), fonts)[0]!.length;
}

describe('layOutPages', () => {
  it('stretches every line of a justified paragraph to the right margin but its last one', () => {
    const words = 'A társaság ügyvezetője a tagok határozatait végrehajtja és a társaságot képviseli. '.repeat(6);
    const [page] = layOutPages(parseBlocks(`<p>${words}</p>`), fonts);
    const texts = page!.flatMap((slice) => slice.texts);
    expect(texts.length).toBeGreaterThan(3);
    const right = (index: number) => {
      const text = texts[index]!;
      const content = text.runs.map((run) => run.text).join('');
      const spaces = content.split(' ').length - 1;
      return text.x + fonts.regular.width(content, text.size) + spaces * text.stretch;
    };
    for (let index = 0; index < texts.length - 1; index += 1) expect(right(index)).toBeCloseTo(PAGE_WIDTH - MARGIN, 1);
    expect(texts.at(-1)!.stretch).toBe(0);
  });

  it('moves a keep-together block whole to the next page when it does not fit at the foot of this one', () => {
    const perPage = paragraphsPerPage();
    const pages = layOutPages(parseBlocks(filler(perPage - 3) + KEEP), fonts);
    expect(pages).toHaveLength(2);
    expect(lines(pages[0]!).at(-1)).toBe(`Kitöltő bekezdés ${perPage - 3}.`);
    expect(lines(pages[1]!)[0]).toBe('Záró rendelkezés.');
    expect(lines(pages[1]!)).toContain('Negyedik Tag');
    // without the block the same content splits across the pages
    const loose = layOutPages(
      parseBlocks(filler(perPage - 3) + KEEP.replace('keep-together', 'x').replace(/<div class="x">|<\/div>$/g, '')),
      fonts,
    );
    expect(lines(loose[0]!)).toContain('Záró rendelkezés.');
  });

  // the fourteen members' articles opened page 14 with the last line of clause 18.2 (decision 059)
  it('leaves no line of a paragraph alone at the foot or at the top of a page', () => {
    const perPage = paragraphsPerPage();
    const words = 'A Társaság cégbejegyzési kérelmét az ügyvezetők nyújtják be a cégbírósághoz jogi képviselő útján. ';
    const paragraph = `<p>${words.repeat(4)}</p>`;
    const own = (page: Page) => lines(page).filter((line) => !line.startsWith('Kitöltő')).length;
    for (let before = perPage - 5; before <= perPage; before += 1) {
      const pages = layOutPages(parseBlocks(filler(before) + paragraph), fonts);
      const total = pages.reduce((sum, page) => sum + own(page), 0);
      expect(total).toBeGreaterThanOrEqual(4);
      for (const page of pages) expect(own(page), `${before} fillers`).not.toBe(1);
    }
  });

  // ekezetes-nevek's articles printed „11.11. A taggyűlés kizárólagos hatáskörébe tartozik:” as the last line of page 6
  // and its list on page 7 (decision 059)
  it('moves the lead-in of a list to the next page with the list’s first line', () => {
    const perPage = paragraphsPerPage();
    const list =
      '<p>A taggyűlés hatáskörébe tartozik:</p><ol><li>a beszámoló elfogadása;</li><li>a tag kizárása.</li></ol>';
    const pages = layOutPages(parseBlocks(filler(perPage - 1) + list), fonts);
    expect(pages).toHaveLength(2);
    expect(lines(pages[0]!).at(-1)).toBe(`Kitöltő bekezdés ${perPage - 1}.`);
    expect(lines(pages[1]!).slice(0, 2)).toEqual(['A taggyűlés hatáskörébe tartozik:', 'a)']);
    // a paragraph that leads no list stays at the foot of the page
    const alone = layOutPages(parseBlocks(filler(perPage - 1) + list.replace(/<ol>.*<\/ol>/, '')), fonts);
    expect(lines(alone[0]!).at(-1)).toBe('A taggyűlés hatáskörébe tartozik:');
    // the amending deed's lead-in goes with the new text it introduces
    const quoted =
      '<p>Az 1.1. pont helyébe a következő rendelkezés lép:</p><p>„1.1. A Társaság cégneve: Próba Kft.”</p>';
    const deed = layOutPages(parseBlocks(filler(perPage - 1) + quoted), fonts);
    expect(lines(deed[1]!)[0]).toBe('Az 1.1. pont helyébe a következő rendelkezés lép:');
  });

  // the consolidated articles' „IGAZOLÁS” was the last line of page 9, its certificate on page 10; a resolution's
  // „3/2026. (XI. 20.) számú taggyűlési határozat” the last line of the minutes' first page (decision 107)
  it('moves a title and a centred bold heading to the next page with the text they head', () => {
    const perPage = paragraphsPerPage();
    const headings = [
      ['<h1>IGAZOLÁS</h1>', 'IGAZOLÁS'],
      [
        '<p class="center"><strong>3/2026. (XI. 20.) számú taggyűlési határozat</strong></p>',
        '3/2026. (XI. 20.) számú taggyűlési határozat',
      ],
    ];
    for (const [html, heading] of headings) {
      // the heading fits as the first page's last line, its text would not
      for (let before = perPage - 3; before <= perPage - 1; before += 1) {
        const pages = layOutPages(parseBlocks(`${filler(before)}${html}<p>Alulírott igazolom.</p>`), fonts);
        const page = pages.find((candidate) => lines(candidate).includes(heading!))!;
        const at = lines(page).indexOf(heading!);
        expect(lines(page)[at + 1], `${heading} after ${before} fillers`).toBe('Alulírott igazolom.');
      }
    }
  });

  // LibreOffice set the consolidated articles' dating line alone at the head of a page, their last clause on the page
  // before (decision 068): the PDF keeps the last lines of the last section with it, as the .docx now does
  it('moves the last lines of a section to the next page with the dating line after the section', () => {
    const perPage = paragraphsPerPage();
    const closing =
      '<section><h2>Záró rendelkezések</h2><p class="clause">Az utolsó pont.</p></section>' +
      '<p>Kelt: 2020. január 15.; egységes szerkezetben: Győr, 2026. november 22.</p>';
    for (let before = perPage - 4; before <= perPage; before += 1) {
      const pages = layOutPages(parseBlocks(filler(before) + closing), fonts);
      const dating = pages.find((page) => lines(page).some((line) => line.startsWith('Kelt:')))!;
      const at = lines(dating).findIndex((line) => line.startsWith('Kelt:'));
      expect(lines(dating)[at - 1], `${before} fillers`).toBe('Az utolsó pont.');
    }
  });

  it('lets a keep-together block longer than a page run on over the pages', () => {
    const perPage = paragraphsPerPage();
    const pages = layOutPages(
      parseBlocks(`<p>Előtte.</p><div class="keep-together">${filler(perPage + 5)}</div>`),
      fonts,
    );
    expect(pages.map(lines).flat()).toHaveLength(perPage + 6);
    expect(lines(pages[0]!)).toHaveLength(perPage);
  });

  it('counts the gaps between its blocks when deciding whether a keep-together block fits at the foot of a page', () => {
    // a block of clauses with spacing after each: only the stacked height with the gaps overflows the page
    const clauses = (count: number) =>
      Array.from({ length: count }, (_, index) => `<p class="clause">Pont ${index + 1}.</p>`).join('');
    const perPage = paragraphsPerPage();
    for (const before of [perPage - 30, perPage - 20, perPage - 12]) {
      const pages = layOutPages(
        parseBlocks(
          `${filler(before)}<section><h2>Szakasz</h2><div class="keep-together">${clauses(12)}${KEEP}</div></section>`,
        ),
        fonts,
      );
      const holder = pages.find((page) => lines(page).includes('Pont 1.'))!;
      expect(lines(holder)).toContain('Negyedik Tag');
    }
  });

  it('breaks a keep-together block longer than a page before its closing text, never leaving signatures alone', () => {
    const perPage = paragraphsPerPage();
    for (let extra = 0; extra < 12; extra += 1) {
      const pages = layOutPages(
        parseBlocks(`<div class="keep-together">${filler(perPage - 6 + extra)}${KEEP}</div>`),
        fonts,
      );
      const last = lines(pages.at(-1)!);
      expect(last).toContain('Negyedik Tag');
      expect(last).toContain('Kelt: Győr, 2026. november 22.');
    }
  });

  it('keeps a section heading with the first block of its section', () => {
    const perPage = paragraphsPerPage();
    const pages = layOutPages(
      parseBlocks(
        `${filler(perPage - 2)}<section><h2>Új szakasz</h2><p class="clause">${'Első pont szövege. '.repeat(8)}</p></section>`,
      ),
      fonts,
    );
    expect(lines(pages[0]!).at(-1)).toBe(`Kitöltő bekezdés ${perPage - 2}.`);
    expect(lines(pages[1]!).slice(0, 3)).toEqual(['1.', 'Új szakasz', '1.1.']);
  });

  // decision 106: kept with the whole of a long first clause, the heading left its room empty at the foot of the page,
  // and our PDF of ket-tag-nem-ert-magyarul's acceptance declaration ran a page longer than the .docx
  it('keeps a section heading with the opening lines of its first clause, not with the whole clause', () => {
    const perPage = paragraphsPerPage();
    const pages = layOutPages(
      parseBlocks(
        `${filler(perPage - 6)}<section><h2>Új szakasz</h2><p class="clause">${'Első pont szövege. '.repeat(40)}</p></section>`,
      ),
      fonts,
    );
    expect(pages).toHaveLength(2);
    const first = lines(pages[0]!);
    expect(first.slice(perPage - 6, perPage - 3)).toEqual(['1.', 'Új szakasz', '1.1.']);
    expect(first.length - (perPage - 6) - 3).toBeGreaterThanOrEqual(2);
    expect(lines(pages[1]!)[0]).not.toBe('1.');
  });

  it('keeps a table’s header row with its first row at the foot of a page', () => {
    const perPage = paragraphsPerPage();
    const table = '<table><tr><th>Tag</th></tr><tr><td>Első Tag<br>Lakóhely<br>Törzsbetét</td></tr></table>';
    const pages = layOutPages(parseBlocks(filler(perPage - 2) + table), fonts).map(lines);
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('Tag');
    expect(pages[1]!.slice(0, 2)).toEqual(['Tag', 'Első Tag']);
  });

  // Word and LibreOffice set the larger of the two; the sum set every heading 6 pt lower than the .docx (decision 106)
  it('leaves the larger of the space after a block and the space before the next between them, not their sum', () => {
    const [page] = layOutPages(
      parseBlocks(
        '<p>Első bekezdés.</p><p>Második bekezdés.</p><section><h2>Szakasz</h2><p class="clause">Pont.</p></section>',
      ),
      fonts,
    );
    const [first, second, heading] = page!.map((slice) => slice.top);
    // the paragraph leaves 6 pt after it, the heading asks for 12 pt before it
    expect(heading! - second! - (second! - first!)).toBeCloseTo(12 - 6, 3);
  });

  it('repeats the header row of a table on the page its rows go on to', () => {
    const rows = Array.from({ length: 80 }, (_, index) => `<tr><td>Tag ${index + 1}</td><td>100 000 Ft</td></tr>`);
    const pages = layOutPages(
      parseBlocks(`<table><tr><th>Tag</th><th>Törzsbetét</th></tr>${rows.join('')}</table>`),
      fonts,
    );
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(lines(page).slice(0, 2)).toEqual(['Tag', 'Törzsbetét']);
    expect(pages.flatMap(lines).filter((line) => line.startsWith('Tag ')).length).toBe(80);
  });
  it('leaves a centimetre for a signature in every body row of a table with an empty column (an attendance sheet)', () => {
    const rowHeights = (html: string) =>
      layOutPages(parseBlocks(html), fonts)[0]!.map((placed) => placed.rectangles[0]!.height);
    const sheet = (signature: string) =>
      `<table><tr><th>Tag neve</th><th>Aláírás</th></tr><tr><td>Kiss Anna</td><td>${signature}</td></tr>` +
      `<tr><td>Nagy Béla</td><td>${signature}</td></tr></table>`;
    // one line of 11 pt was about 5 mm high: the members signed over its rules
    const [header, ...body] = rowHeights(sheet(''));
    expect(header).toBeLessThan(20);
    for (const height of body) expect(height).toBeGreaterThanOrEqual(28);
    // a table with every column written keeps rows of its lines
    for (const height of rowHeights(sheet('x'))) expect(height).toBeLessThan(20);
  });

  it('prints a signature table’s caption above its boxes and atop every page they go on to, never alone at a foot', () => {
    const CAPTION = 'Társasági szerződés – Alfa Kft. – aláírások';
    const boxes = Array.from(
      { length: 15 },
      (_, index) =>
        `<div class="signature"><p>Kiss Anna (kiskorú) tag nevében:</p><hr><p>Képviselő ${index + 1}</p></div>`,
    ).join('');
    const lawyer = '<div class="signatures"><div class="signature"><hr><p>Ügyvéd Anna</p></div></div>';
    const perPage = paragraphsPerPage();
    for (let before = 0; before < perPage; before += 3) {
      const pages = layOutPages(
        parseBlocks(
          `<title>Társasági szerződés – Alfa Kft.</title>${filler(before)}<div class="keep-together"><p>Kelt: Győr</p>` +
            `<div class="signatures">${boxes}</div>${lawyer}</div>`,
        ),
        fonts,
      ).map(lines);
      const signed = pages.filter((page) =>
        page.some((line) => line === 'Ügyvéd Anna' || line.startsWith('Képviselő')),
      );
      expect(signed.length, `${before}`).toBeGreaterThan(1);
      for (const page of signed) {
        // the caption stands above the first box of every page, the lawyer's box under the members' included
        const firstBox = page.findIndex(
          (line) => line === 'Kiss Anna (kiskorú) tag nevében:' || line === '.'.repeat(50),
        );
        expect(page.slice(0, firstBox), `${before}`).toContain(CAPTION);
      }
      for (const page of pages) expect(page.at(-1), `${before}`).not.toBe(CAPTION);
      expect(pages.flat().filter((line) => line.startsWith('Képviselő'))).toHaveLength(15);
    }
  });

  it('levels the dotted lines and the names of a row whose boxes have texts of different height above the line', () => {
    const [page] = layOutPages(
      parseBlocks(
        `<div class="signatures"><div class="signature"><p>Okiratot szerkesztettem és ellenjegyzem:</p>
        <p>Budapest, 2026. november 27.</p><p>Első sor</p><hr><p>Ügyvéd Anna</p></div>
        <div class="signature"><p>Kiss Béla</p><p>tag</p></div></div>`,
      ),
      fonts,
    );
    const texts = page!.flatMap((slice) => slice.texts.map((text) => ({ ...text, top: slice.top })));
    const at = (content: string) =>
      texts
        .filter((text) => text.runs.map((run) => run.text).join('') === content)
        .map((text) => text.top + text.baseline);
    const dotted = at('.'.repeat(50));
    expect(dotted).toHaveLength(2);
    expect(dotted[0]).toBeCloseTo(dotted[1]!, 3);
    expect(at('Ügyvéd Anna')[0]).toBeCloseTo(at('Kiss Béla')[0]!, 3);
    expect(at('Okiratot szerkesztettem és ellenjegyzem:')[0]).toBeLessThan(dotted[0]!);
  });
});
