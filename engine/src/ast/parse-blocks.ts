import { bindLegalText } from '../hu/bind-typography.ts';
import type { Alignment, Block, DocumentTree, Inline, ListItem, Signature, TableCell } from './blocks.ts';
import { parseMarkup, type MarkupElement, type MarkupNode } from './parse-markup.ts';

/** A template produced markup outside the document vocabulary: a bug in the template, never in the data. */
export class TemplateStructureError extends Error {
  override name = 'TemplateStructureError';
}

/** What String.prototype.trim leaves: a text that matches has more than whitespace. */
const NON_WHITESPACE = /\S/;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The label of the `index`-th item (from 0): a … z, then aa … az, ba … zz, then aaa … (like spreadsheet columns). */
export function listLetter(index: number): string {
  let rest = index + 1;
  let label = '';
  while (rest > 0) {
    rest -= 1;
    label = LETTERS[rest % LETTERS.length]! + label;
    rest = Math.floor(rest / LETTERS.length);
  }
  return label;
}

function isElement(node: MarkupNode): node is MarkupElement {
  return node.type === 'tag';
}

/** Whether the element's `class` lists `name` (a substring test first: most elements have one class, or none). */
function hasClass(element: MarkupElement, name: string): boolean {
  const list = element.attribs['class'];
  if (list === undefined || !list.includes(name)) return false;
  return list === name || list.split(/\s+/).includes(name);
}

const TWO_SPACES = / {2}/;

/** Whether a browser would collapse some of the text's whitespace: a tab, a line break, a form feed or two spaces. */
function hasCollapsibleWhitespace(text: string): boolean {
  // four `includes` and a two-space pattern take half the time of one /[\t\n\r\f]| {2}/ on long text
  return (
    text.includes('\n') || text.includes('\t') || text.includes('\r') || text.includes('\f') || TWO_SPACES.test(text)
  );
}

const COLLAPSIBLE_RUN = /[ \t\n\r\f]+/g;

/** Collapses template whitespace (not U+00A0) the way a browser does. */
function collapse(text: string): string {
  // most template text has single spaces only: nothing to replace
  return hasCollapsibleWhitespace(text) ? text.replace(COLLAPSIBLE_RUN, ' ') : text;
}

const UNKNOWN_ENTITY = /&(?!amp;|lt;|gt;|quot;|#39;|apos;|nbsp;)/;

/**
 * Whether markup may hold collapsible whitespace besides single spaces and line breaks: a tab, a carriage return, a
 * form feed, two spaces, or an entity that could stand for one (any but those nunjucks' autoescape writes and
 * `&nbsp;`). Template markup hardly ever does. (A one-character `includes` of the whole markup is a fast scan; two
 * spaces are looked for with a pattern, which takes half the time of `includes('  ')` on two-byte text, and one
 * pattern of all of them takes longer than these together.)
 */
function hasRareWhitespace(html: string): boolean {
  return (
    html.includes('\t') ||
    html.includes('\r') ||
    html.includes('\f') ||
    TWO_SPACES.test(html) ||
    (html.includes('&') && UNKNOWN_ENTITY.test(html))
  );
}

/**
 * hasRareWhitespace of the markup parseBlocks is reading, looked for once: in markup without any, a text is looked
 * through for line breaks only (one scan of each text instead of five; parseBlocks 5 % faster on the largest set).
 */
let markupHasRareWhitespace = true;

/** collapse() for a text node of that markup (not for texts joined from several: they may meet in two spaces). */
function collapseMarkupText(text: string): string {
  if (markupHasRareWhitespace) return collapse(text);
  return text.includes('\n') ? text.replace(COLLAPSIBLE_RUN, ' ') : text;
}

type Style = { bold?: boolean; italic?: boolean };
const PLAIN: Style = {};

function textInline(text: string, style: Style): Inline {
  // most text is plain: a literal without the spread saves copying the empty style for every text
  return style === PLAIN ? { kind: 'text', text } : { kind: 'text', text, ...style };
}

function inlines(nodes: MarkupNode[]): Inline[] {
  const run: Inline[] = [];
  appendInlines(nodes, PLAIN, run);
  return run;
}

/**
 * Appends the inlines of `nodes` to `run` and tidies what it appended as a run of its own (see tidyRun), so that a
 * nested `<strong>`, `<em>` or `<span>` is trimmed at its own edges before its parent's run is tidied.
 */
function appendInlines(nodes: MarkupNode[], style: Style, run: Inline[]): void {
  const start = run.length;
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = bindLegalText(collapseMarkupText(node.data));
      if (text) run.push(textInline(text, style));
      continue;
    }
    if (node.type !== 'tag') continue;
    switch (node.name) {
      case 'strong':
      case 'b':
        appendInlines(node.children, { ...style, bold: true }, run);
        break;
      case 'em':
      case 'i':
        appendInlines(node.children, { ...style, italic: true }, run);
        break;
      case 'br':
        run.push({ kind: 'break' });
        break;
      case 'span':
        if (hasClass(node, 'blank')) run.push({ kind: 'blank', text: textOf(node.children) });
        else if (hasClass(node, 'page-count'))
          run.push({ kind: 'text', text: collapse(textOf(node.children)), ...style, field: 'pageCount' });
        else appendInlines(node.children, style, run);
        break;
      default:
        throw new TemplateStructureError(`<${node.name}> is not allowed inside a paragraph`);
    }
  }
  tidyRun(run, start);
}

function textOf(nodes: MarkupNode[]): string {
  let text = '';
  for (const node of nodes) text += node.type === 'text' ? node.data : isElement(node) ? textOf(node.children) : '';
  return text;
}

function isMergeable(item: Inline): item is Extract<Inline, { kind: 'text' }> {
  return item.kind === 'text' && item.field === undefined;
}

/** Joins two collapsed texts, collapsing the double space their junction may make. */
function joinCollapsed(first: string, second: string): string {
  return first.endsWith(' ') && second.startsWith(' ') ? first + second.slice(1) : first + second;
}

function withoutLeadingSpaces(text: string): string {
  let from = 0;
  while (text.charCodeAt(from) === 0x20) from++;
  return from === 0 ? text : text.slice(from);
}

function withoutTrailingSpaces(text: string): string {
  let to = text.length;
  while (to > 0 && text.charCodeAt(to - 1) === 0x20) to--;
  return to === text.length ? text : text.slice(0, to);
}

/**
 * Tidies `run` from `start` on, in place: merges neighbouring text of the same style, trims the spaces at the edges
 * of the run and around line breaks, and drops the text left empty. Every item from `start` on was made by this
 * parse, so changing it in place is safe.
 */
function tidyRun(run: Inline[], start: number): void {
  let end = start;
  for (let read = start; read < run.length; read++) {
    const item = run[read]!;
    const last = end > start ? run[end - 1]! : undefined;
    if (
      last !== undefined &&
      isMergeable(item) &&
      isMergeable(last) &&
      last.bold === item.bold &&
      last.italic === item.italic
    )
      last.text = joinCollapsed(last.text, item.text);
    else run[end++] = item;
  }
  // no space at the edges of the run, nor right after a line break or before one; then no empty text
  let kept = start;
  let afterBreak = true;
  for (let i = start; i < end; i++) {
    const item = run[i]!;
    if (item.kind === 'text') {
      if (afterBreak) item.text = withoutLeadingSpaces(item.text);
      if (i === end - 1 || run[i + 1]!.kind === 'break') item.text = withoutTrailingSpaces(item.text);
    }
    afterBreak = item.kind === 'break';
    if (item.kind !== 'text' || item.text.length > 0) run[kept++] = item;
  }
  if (kept < run.length) run.length = kept;
}

function plainText(content: Inline[]): string {
  return content.map((item) => (item.kind === 'break' ? '\n' : item.text)).join('');
}

function requireText(content: Inline[], what: string): Inline[] {
  if (!content.some((item) => item.kind !== 'break' && NON_WHITESPACE.test(item.text)))
    throw new TemplateStructureError(`empty ${what}`);
  return content;
}

function alignment(element: MarkupElement): Alignment {
  for (const name of ['center', 'right', 'left'] as const) if (hasClass(element, name)) return name;
  return 'justify';
}

function childElements(element: MarkupElement | { children: MarkupNode[] }): MarkupElement[] {
  const result: MarkupElement[] = [];
  for (const node of element.children) {
    if (isElement(node)) result.push(node);
    else if (node.type === 'text' && NON_WHITESPACE.test(node.data))
      throw new TemplateStructureError(`stray text "${node.data.trim().slice(0, 40)}" outside a paragraph`);
  }
  return result;
}

function parseList(element: MarkupElement): Block {
  const items: ListItem[] = childElements(element).map((item, index) => {
    if (item.name !== 'li') throw new TemplateStructureError(`<${item.name}> inside <ol>`);
    return { label: `${listLetter(index)})`, content: requireText(inlines(item.children), 'list item') };
  });
  if (items.length === 0) throw new TemplateStructureError('empty list');
  return { kind: 'list', items };
}

function parseTable(element: MarkupElement): Block {
  const rows: TableCell[][] = [];
  const visit = (parent: MarkupElement) => {
    for (const child of childElements(parent)) {
      if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot') visit(child);
      else if (child.name === 'tr')
        rows.push(
          childElements(child).map((cell) => {
            if (cell.name !== 'td' && cell.name !== 'th')
              throw new TemplateStructureError(`<${cell.name}> inside <tr>`);
            return { content: inlines(cell.children), header: cell.name === 'th' };
          }),
        );
      else throw new TemplateStructureError(`<${child.name}> inside <table>`);
    }
  };
  visit(element);
  if (rows.length === 0) throw new TemplateStructureError('empty table');
  return { kind: 'table', rows };
}

function parseSignatures(element: MarkupElement): Block {
  const signatures: Signature[] = childElements(element).map((box) => {
    if (!hasClass(box, 'signature')) throw new TemplateStructureError('only <div class="signature"> inside signatures');
    const above: Inline[][] = [];
    const below: Inline[][] = [];
    let target = below;
    const lines = childElements(box);
    if (lines.some((line) => line.name === 'hr')) target = above;
    for (const line of lines) {
      if (line.name === 'hr') target = below;
      else if (line.name === 'p') target.push(inlines(line.children));
      else throw new TemplateStructureError(`<${line.name}> inside a signature`);
    }
    return { above, below };
  });
  if (signatures.length === 0) throw new TemplateStructureError('empty signatures block');
  return { kind: 'signatures', signatures };
}

/**
 * The most signature boxes a block may hold and still be sure to fit on one page together with what its
 * keep-together group carries with it, so that the group can always keep some text on the page of its signatures.
 * Measured with our PDF layout (`layOutPages`): a keep-together block of the page-count and dating lines, N boxes of
 * the tallest kind the templates write (a line above the dotted line that wraps to two in a half-page column, as
 * "… (kiskorú) jognyilatkozatához hozzájárulok:", or a legal entity's long name and representative under it; the
 * .docx writes a box with lines above it as two table rows), then the row of an interpreter's box beside the lawyer's
 * countersignature, stays on one page up to N = 6 boxes (three rows) and not at 7. Alone on a page, such boxes fit
 * up to 10; boxes of a name and a role only, up to 12.
 */
export const SIGNATURES_SURE_TO_FIT = 6;

/** The words after the document title in the caption of a signature block that may continue on another page. */
export const SIGNATURES_CAPTION_SUFFIX = ' – aláírások';

/**
 * Gives every signature block with more boxes than `SIGNATURES_SURE_TO_FIT` its caption, "<document title> –
 * aláírások". The rule lives here, where the title is known, rather than in the templates: every document gets it
 * alike, and no template can forget it. The titles all read "<document> – <company or person>" (a company in
 * formation as "… Kft. b. a.", never with a closing parenthesis); a second dash and the lower-case "aláírások" go on
 * in the title's own pattern: "Társasági szerződés – Rába Kft. – aláírások".
 */
function captionLongSignatures(blocks: Block[], caption: Inline[]): void {
  for (const block of blocks) {
    if (block.kind === 'signatures' && block.signatures.length > SIGNATURES_SURE_TO_FIT) block.caption = caption;
    else if (block.kind === 'section' || block.kind === 'keep') captionLongSignatures(block.blocks, caption);
  }
}

type Counter = { section: number };

function parseBlock(
  element: MarkupElement,
  counter: Counter,
  inSection: { clause: number; number: string } | null,
): Block {
  switch (element.name) {
    case 'h1':
      return { kind: 'title', content: requireText(inlines(element.children), 'title') };
    case 'p': {
      const content = requireText(inlines(element.children), 'paragraph');
      if (hasClass(element, 'subtitle')) return { kind: 'subtitle', content };
      if (hasClass(element, 'clause')) {
        if (!inSection) throw new TemplateStructureError('a clause outside a section');
        inSection.clause += 1;
        return { kind: 'clause', number: `${inSection.number}${inSection.clause}.`, content };
      }
      return { kind: 'paragraph', content, align: alignment(element) };
    }
    case 'section': {
      if (inSection) throw new TemplateStructureError('sections do not nest');
      counter.section += 1;
      const number = `${counter.section}.`;
      const [heading, ...rest] = childElements(element);
      if (heading?.name !== 'h2') throw new TemplateStructureError('a section starts with <h2>');
      const scope = { clause: 0, number };
      const blocks = rest.map((child) => parseBlock(child, counter, scope));
      if (blocks.length === 0) throw new TemplateStructureError(`empty section ${number}`);
      return { kind: 'section', number, heading: requireText(inlines(heading.children), 'heading'), blocks };
    }
    case 'ol':
      return parseList(element);
    case 'table':
      return parseTable(element);
    case 'div':
      if (hasClass(element, 'signatures')) return parseSignatures(element);
      if (hasClass(element, 'page-break')) return { kind: 'pageBreak' };
      if (hasClass(element, 'keep-together')) {
        const blocks = childElements(element).map((child) => parseBlock(child, counter, inSection));
        if (blocks.length === 0) throw new TemplateStructureError('empty keep-together block');
        return { kind: 'keep', blocks };
      }
      throw new TemplateStructureError(`<div class="${element.attribs['class'] ?? ''}"> is not in the vocabulary`);
    default:
      throw new TemplateStructureError(`<${element.name}> is not in the vocabulary`);
  }
}

/** Parses a template's semantic HTML into the numbered block tree. */
export function parseBlocks(html: string): DocumentTree {
  markupHasRareWhitespace = hasRareWhitespace(html);
  const root = parseMarkup(html);
  const counter: Counter = { section: 0 };
  let title = '';
  const blocks: Block[] = [];
  for (const element of childElements(root)) {
    if (element.name === 'title') {
      title = collapse(textOf(element.children)).trim();
      continue;
    }
    blocks.push(parseBlock(element, counter, null));
  }
  if (!title) {
    const first = blocks.find((block) => block.kind === 'title');
    title = first?.kind === 'title' ? plainText(first.content).trim() : '';
  }
  if (title) captionLongSignatures(blocks, [{ kind: 'text', text: bindLegalText(title + SIGNATURES_CAPTION_SUFFIX) }]);
  return { title, blocks };
}

/** The visible text of inline content (numbers excluded), as every output prints it. */
export function inlineText(content: Inline[]): string {
  return plainText(content);
}
