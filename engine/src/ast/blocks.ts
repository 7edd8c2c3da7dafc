/**
 * The document model every output is written from. Templates produce semantic HTML in a small
 * vocabulary (see docs/decisions/004-document-model.md); `parseBlocks` turns it into this tree.
 * Numbers (`1.`, `1.1.`, `a)`) are assigned by the parser, never typed by a template, so a clause
 * that is switched off leaves no gap. The DOCX writer ignores them and uses Word numbering,
 * which produces the same sequence.
 */

export type Inline =
  | { kind: 'text'; text: string; bold?: boolean; italic?: boolean }
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
  /** `<div class="signatures">` holding `<div class="signature">` blocks. */
  | { kind: 'signatures'; signatures: Signature[] }
  /** `<div class="page-break"></div>` */
  | { kind: 'pageBreak' }
  /** `<div class="keep-together">`: blocks printed on one page when they fit on one (the closing clause, the dating
   * line and the signatures). */
  | { kind: 'keep'; blocks: Block[] };

export type DocumentTree = {
  /** The document title for file metadata (`<title>` of the template, else the first h1). */
  title: string;
  blocks: Block[];
};
