import type { DocumentTree } from '../ast/blocks.ts';
import { SIGNATURE_LINE } from '../ast/tree-text.ts';
import { writeDocx } from '../output/write-docx.ts';
import { DEL, INS, mergeTrees, type Mark } from './merge-trees.ts';

export const REDLINE_AUTHOR = 'Cégdok';

const RUN =
  /<w:r>((?:<w:rPr>(?:(?!<\/w:rPr>).)*<\/w:rPr>)?)<w:t xml:space="preserve">([\uE000\uE001])([^<]*)<\/w:t><\/w:r>/g;
const LINE_RUN = `<w:r><w:t xml:space="preserve">${SIGNATURE_LINE}</w:t></w:r>`;

/** Rewrites the marked runs of a body into `w:ins` / `w:del`, whole paragraphs and table rows included. */
export function trackChanges(body: string, date: Date): string {
  let id = 0;
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const attributes = () => `w:id="${++id}" w:author="${REDLINE_AUTHOR}" w:date="${stamp}"`;
  const marksOf = (xml: string) => [...xml.matchAll(RUN)].map((match) => match[2]);
  const plainRuns = (xml: string) =>
    (xml.match(/<w:r>/g)?.length ?? 0) - marksOf(xml).length - (xml.split(LINE_RUN).length - 1);
  const wholly = (xml: string): Mark => {
    const marks = marksOf(xml);
    if (marks.length === 0 || plainRuns(xml) > 0) return '';
    if (marks.every((mark) => mark === DEL)) return DEL;
    if (marks.every((mark) => mark === INS)) return INS;
    return '';
  };
  const tag = (mark: Mark) => (mark === DEL ? 'w:del' : 'w:ins');
  // a wholly deleted or inserted table row, its signature lines included
  let xml = body.replace(
    /<w:tr><w:trPr>((?:(?!<\/w:trPr>).)*)<\/w:trPr>((?:(?!<\/w:tr>).)*)<\/w:tr>/g,
    (row, properties: string, cells: string) => {
      const mark = wholly(cells);
      if (!mark) return row;
      const lineMark = mark === DEL ? `${DEL}` : `${INS}`;
      const cellsMarked = cells.replaceAll(
        LINE_RUN,
        `<w:r><w:t xml:space="preserve">${lineMark}${SIGNATURE_LINE}</w:t></w:r>`,
      );
      return `<w:tr><w:trPr>${properties}<${tag(mark)} ${attributes()}/></w:trPr>${cellsMarked}</w:tr>`;
    },
  );
  // a wholly deleted or inserted paragraph: its paragraph mark too
  xml = xml.replace(
    /<w:p><w:pPr>((?:(?!<\/w:pPr>).)*)<\/w:pPr>((?:(?!<\/w:p>).)*)<\/w:p>/g,
    (paragraph, properties: string, runs: string) => {
      const mark = wholly(runs);
      if (!mark) return paragraph;
      return `<w:p><w:pPr>${properties}<w:rPr><${tag(mark)} ${attributes()}/></w:rPr></w:pPr>${runs}</w:p>`;
    },
  );
  return xml.replace(RUN, (_run, properties: string, mark: string, content: string) =>
    mark === DEL
      ? `<w:del ${attributes()}><w:r>${properties}<w:delText xml:space="preserve">${content}</w:delText></w:r></w:del>`
      : `<w:ins ${attributes()}><w:r>${properties}<w:t xml:space="preserve">${content}</w:t></w:r></w:ins>`,
  );
}

/**
 * A .docx of `after` with Word tracked changes against `before`: clause by clause, then word by word inside a changed
 * clause, each change by "Cégdok" at `generatedAt`. Accepting every change gives `after`, rejecting every change
 * gives `before`.
 */
export function writeRedlineDocx(
  before: DocumentTree,
  after: DocumentTree,
  options: { generatedAt: Date },
): Promise<Uint8Array> {
  return writeDocx(mergeTrees(before, after), {
    generatedAt: options.generatedAt,
    rewriteBody: (body) => trackChanges(body, options.generatedAt),
  });
}
