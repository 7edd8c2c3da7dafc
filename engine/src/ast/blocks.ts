/**
 * The document model every output is written from. Templates produce semantic HTML in a small
 * vocabulary (see docs/decisions/004-document-model.md); `parseBlocks` turns it into this tree.
 * Numbers (`1.`, `1.1.`, `a)`) are assigned by the parser, never typed by a template, so a clause
 * that is switched off leaves no gap. The DOCX writer ignores them and uses Word numbering,
 * which produces the same sequence.
 */

/**
 * A value the page layout decides: `pageCount` is the number of pages of the document. Outputs that lay out pages
 * print it as a field (a Word NUMPAGES field, pdfmake's page reference); the others print the text as it is.
 */
export type Field = 'pageCount';

export type Inline =
  | { kind: 'text'; text: string; bold?: boolean; italic?: boolean; field?: Field }
  /** A dotted line to be filled in by hand, printed where data is missing. */
  | { kind: 'blank'; text: string }
  | { kind: 'break' };

export type Alignment = 'left' | 'center' | 'right' | 'justify';

export type ListItem = {
  /** `a)`, `b)` … */
  label: string;
  content: Inline[];
};

export type Signature = {
  /** Lines above the dotted signature line (e.g. the typed company name on a specimen). */
  above: Inline[][];
  /** Lines under the dotted line: name, role. */
  below: Inline[][];
};

export type TableCell = { content: Inline[]; header: boolean };

export type Block =
  /** `<h1>`: the document's title. */
  | { kind: 'title'; content: Inline[] }
  /** `<p class="subtitle">`: a centred line under the title. */
  | { kind: 'subtitle'; content: Inline[] }
  /** `<section><h2>…</h2>…</section>`: a numbered section, `1.` */
  | { kind: 'section'; number: string; heading: Inline[]; blocks: Block[] }
  /** `<p class="clause">` inside a section: a numbered clause, `1.1.` */
  | { kind: 'clause'; number: string; content: Inline[] }
  /** `<p>`: an unnumbered paragraph (`class="center"`, `"right"` align it). */
  | { kind: 'paragraph'; content: Inline[]; align: Alignment }
  /** `<ol><li>`: a lettered list, `a)`, `b)` …, restarting in every list. */
  | { kind: 'list'; items: ListItem[] }
  /** `<table>` with `<th>` / `<td>` cells. */
  | { kind: 'table'; rows: TableCell[][] }
  /**
   * `<div class="signatures">` holding `<div class="signature">` blocks. `caption`, on a block too tall to be sure
   * to fit on one page (`parseBlocks`), says whose signatures they are: the outputs that lay out pages print it
   * above the boxes and again at the top of every page the boxes continue on, so no page holds signatures alone.
   */
  | { kind: 'signatures'; signatures: Signature[]; caption?: Inline[] }
  /** `<div class="page-break"></div>` */
  | { kind: 'pageBreak' }
  /**
   * `<div class="keep-together">`: blocks that stay on one page (the last clause, the dating line and the
   * signatures), so that no page holds signatures alone. Clauses inside keep the numbering of their section.
   */
  | { kind: 'keep'; blocks: Block[] };

export type DocumentTree = {
  /** The document title for file metadata (`<title>` of the template, else the first h1). */
  title: string;
  blocks: Block[];
};
