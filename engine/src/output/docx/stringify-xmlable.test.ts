import { Document, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { stringifyXmlable } from './stringify-xmlable.ts';

describe('stringifyXmlable', () => {
  it('writes elements, attributes, empty elements and text', () => {
    expect(stringifyXmlable({ 'w:b': { _attr: { 'w:val': false } } })).toBe('<w:b w:val="false"/>');
    expect(stringifyXmlable({ 'w:p': [{ _attr: { 'w:id': 1 } }, { 'w:r': [] }] })).toBe(
      '<w:p w:id="1"><w:r></w:r></w:p>',
    );
    expect(stringifyXmlable({ 'w:t': [{ _attr: { 'xml:space': 'preserve' } }, 'a'] })).toBe(
      '<w:t xml:space="preserve">a</w:t>',
    );
  });

  it('escapes markup and drops control characters XML cannot hold', () => {
    expect(stringifyXmlable({ 'w:t': ['<a href="x">&\'\u0001</a>'] })).toBe(
      '<w:t>&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;</w:t>',
    );
  });

  it('writes a docx paragraph', () => {
    const paragraph = new Paragraph({ children: [new TextRun({ text: 'Őrség & Tsa.', bold: true })] });
    const file = new Document({ sections: [] });
    const xml = paragraph.prepForXml({ file, viewWrapper: file.Document, stack: [] });
    expect(stringifyXmlable(xml!)).toBe(
      '<w:p><w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t xml:space="preserve">Őrség &amp; Tsa.</w:t></w:r></w:p>',
    );
  });
});
