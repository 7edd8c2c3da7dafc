import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS } from '../documents/document-types.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { createNodeEngine } from '../node.ts';
import { parseMarkup, parseMarkupWithHtmlparser2, scanVocabulary } from './parse-markup.ts';

describe('parseMarkup', () => {
  const engine = createNodeEngine();

  it('reads every document of every fixture with its own scan, into the tree htmlparser2 builds', () => {
    for (const name of fixtureNames) {
      const request = loadFixture(name);
      for (const document of planDocuments(request, DOCUMENT_TYPE_IDS)) {
        const html = engine.renderMarkup(request, document);
        const scanned = scanVocabulary(html);
        expect(scanned, `${name} ${document.fileStem}`).not.toBeNull();
        expect(scanned, `${name} ${document.fileStem}`).toEqual(parseMarkupWithHtmlparser2(html));
      }
    }
  });

  it('decodes the entities autoescape writes, numeric ones and &nbsp;, in text, titles and attributes', () => {
    const html =
      '<title>A &amp; B &#8211; C</title><p class="a&amp;b" data-x=\'1\'>&lt;b&gt; &quot;idéz&quot; &#39;x&#x27;' +
      '&nbsp;y<!-- megjegyzés --><br/><strong>z</strong></p>';
    expect(scanVocabulary(html)).not.toBeNull();
    expect(parseMarkup(html)).toEqual(parseMarkupWithHtmlparser2(html));
  });

  it.each([
    ['an unknown entity', '<p>A &eacute; B</p>'],
    ['an entity without its semicolon', '<p>A &amp B</p>'],
    ['a C1 numeric entity', '<p>A &#150; B</p>'],
    ['NUL as an entity', '<p>&#0;</p>'],
    ['a tag outside the vocabulary', '<p>A <a href="x">B</a></p>'],
    ['a paragraph closed by the next one', '<p>A<p>B</p>'],
    ['a heading closing a paragraph', '<p>A<h2>B</h2>'],
    ['a list item closed by the next', '<ol><li>a<li>b</li></ol>'],
    ['a table cell closed by the next', '<table><tr><td>a<td>b</td></tr></table>'],
    ['an element left open', '<section><p>A</p>'],
    ['a mismatched end tag', '<p><strong>A</p></strong>'],
    ['a stray end tag', '</p><p>A</p>'],
    ['a self-closed paragraph', '<p/>A'],
    ['a lone less-than sign', '<p>1 < 2</p>'],
    ['upper-case tags', '<P CLASS="clause">A</P>'],
    ['an unquoted attribute', '<p class=clause>A</p>'],
    ['a doctype', '<!DOCTYPE html><p>A</p>'],
    ['a short comment', '<!--><p>A</p>'],
    ['a script', '<p>A</p><script>if (a < b) x()</script>'],
    ['markup inside the title', '<title>A <b>B</b></title>'],
  ])('leaves %s to htmlparser2, with its reading', (_what, html) => {
    expect(scanVocabulary(html)).toBeNull();
    expect(parseMarkup(html)).toEqual(parseMarkupWithHtmlparser2(html));
  });
});
