import {
  AlignmentType,
  Document,
  Footer,
  LineRuleType,
  PageNumber,
  Paragraph,
  TextRun,
  type FileChild,
  type IParagraphPropertiesOptions,
  type IParagraphStylePropertiesOptions,
  type IStylesOptions,
} from 'docx';
import { CLAUSE_INDENT, NUMBERING, PAGE_MARGIN, STYLE_IDS } from './docx-layout.ts';

const FONT = 'Times New Roman';

/**
 * The paragraph defaults. 1.1 lines, said as a multiple: LibreOffice reads a `line` without `lineRule` as exact,
 * 13.2 pt, and sets the lines of the 16 pt title over one another (decision 059); Word reads it as the multiple the
 * standard says. Widow and orphan control, as our PDF keeps at least two lines of a paragraph on each side of a page
 * break (decision 059): left out, Word and LibreOffice leave a paragraph's single first or last line alone on a page
 * (decision 068). docx writes the defaults with its paragraph properties, `widowControl` among them, though its
 * type for them leaves it out; the write-docx test reads it back from styles.xml.
 */
const DEFAULT_PARAGRAPH: IParagraphStylePropertiesOptions & Pick<IParagraphPropertiesOptions, 'widowControl'> = {
  spacing: { after: 120, line: 264, lineRule: LineRuleType.AUTO },
  widowControl: true,
};

const STYLES: IStylesOptions = {
  default: {
    document: {
      run: { font: FONT, size: 24, language: { value: 'hu-HU' } },
      paragraph: DEFAULT_PARAGRAPH,
    },
    title: {
      run: { font: FONT, size: 32, bold: true, color: '000000' },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 120 }, keepNext: true },
    },
    heading1: {
      run: { font: FONT, size: 24, bold: true, color: '000000' },
      paragraph: {
        spacing: { before: 240, after: 120 },
        keepNext: true,
        keepLines: true,
        indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT },
      },
    },
  },
  paragraphStyles: [
    {
      id: STYLE_IDS.subtitle,
      name: 'Subtitle',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { italics: true },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
    },
    {
      id: STYLE_IDS.clause,
      name: 'Pont',
      basedOn: 'Normal',
      next: STYLE_IDS.clause,
      quickFormat: true,
      paragraph: { alignment: AlignmentType.JUSTIFIED, indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT } },
    },
    {
      id: STYLE_IDS.list,
      name: 'Betűjeles felsorolás',
      basedOn: 'Normal',
      next: STYLE_IDS.list,
      quickFormat: true,
      paragraph: {
        alignment: AlignmentType.JUSTIFIED,
        spacing: { after: 60 },
        indent: { left: CLAUSE_INDENT + 425, hanging: 425 },
      },
    },
    {
      id: STYLE_IDS.signature,
      name: 'Aláírás',
      basedOn: 'Normal',
      quickFormat: true,
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 0 }, keepNext: true, keepLines: true },
    },
    {
      id: STYLE_IDS.tableText,
      name: 'Táblázat szövege',
      basedOn: 'Normal',
      quickFormat: true,
      run: { size: 22 },
      paragraph: { alignment: AlignmentType.LEFT, spacing: { after: 0 } },
    },
    {
      id: STYLE_IDS.footer,
      name: 'footer',
      basedOn: 'Normal',
      run: { size: 18 },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 0 } },
    },
  ],
};

/**
 * The docx `Document` around a body: Word styles (Title, Heading 1 for sections, a clause style, a list style, Times
 * New Roman 12 pt in Hungarian), real multi-level numbering (`%1.` sections, `%1.%2.` clauses, `%1)` lists restarting
 * in every list) and a footer with PAGE and NUMPAGES fields. Packed with an empty body it is the shell whose
 * unchanging parts (styles, settings, footer, theme …) every document shares.
 */
export function buildDocxDocument(body: FileChild[]): Document {
  return new Document({
    creator: 'Cégdok',
    styles: STYLES,
    numbering: NUMBERING,
    sections: [
      {
        properties: {
          page: {
            margin: { top: PAGE_MARGIN, right: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, footer: 567 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                style: STYLE_IDS.footer,
                children: [
                  new TextRun({
                    children: [PageNumber.CURRENT, '. oldal / összesen ', PageNumber.TOTAL_PAGES, ' oldal'],
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
}
