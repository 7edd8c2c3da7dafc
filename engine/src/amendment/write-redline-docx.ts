import type { Block, DocumentTree, Inline, ListItem } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { SIGNATURE_LINE } from '../ast/tree-text.ts';
import { writeDocx } from '../output/write-docx.ts';
import { alignSequences } from './align-sequences.ts';

// The redline is the new tree with the old text woven in: every deleted or inserted run carries a private-use mark
// through the shared body writer, and the body XML is then rewritten into Word's tracked changes.
const DEL = '\uE000';
const INS = '\uE001';
export const REDLINE_AUTHOR = 'Cégdok';

type Mark = '' | typeof DEL | typeof INS;
type Text = Extract<Inline, { kind: 'text' }>;
type Token = { text: string; bold?: boolean; italic?: boolean };

function tokens(content: readonly Inline[]): Token[] {
  return content.flatMap((item): Token[] => {
    if (item.kind === 'break') return [{ text: '\n' }];
    const style = item.kind === 'text' ? { bold: item.bold, italic: item.italic } : {};
    return (item.text.match(/\s+|[^\s]+/g) ?? []).map((text) => ({ text, ...style }));
  });
}

function marked(content: readonly Inline[], mark: Mark): Inline[] {
  return content.flatMap((item): Inline[] => {
    if (item.kind === 'break') return mark === DEL ? [{ kind: 'text', text: `${DEL} ` }] : [item];
    const style: Partial<Text> = item.kind === 'text' ? { bold: item.bold, italic: item.italic } : {};
    return [{ kind: 'text', text: mark + item.text, ...style } as Text];
  });
}

/** Word by word: the new content with the deleted words of the old content woven in. */
function diffInlines(before: readonly Inline[], after: readonly Inline[]): Inline[] {
  const steps = alignSequences(tokens(before), tokens(after), (left, right) => left.text === right.text);
  const out: Inline[] = [];
  for (const step of steps) {
    const token = step.new ?? step.old!;
    const mark: Mark = step.old && step.new ? '' : step.new ? INS : DEL;
    if (token.text === '\n') {
      if (mark !== DEL) out.push({ kind: 'break' });
      continue;
    }
    const last = out[out.length - 1];
    const style = { bold: token.bold, italic: token.italic };
    if (
      last?.kind === 'text' &&
      last.text.startsWith(mark) &&
      (mark !== '' || !/^[\uE000\uE001]/.test(last.text)) &&
      last.bold === style.bold &&
      last.italic === style.italic
    )
      out[out.length - 1] = { ...last, text: last.text + token.text };
    else out.push({ kind: 'text', text: mark + token.text, ...style } as Text);
  }
  return out;
}

function markBlock(block: Block, mark: Mark): Block {
  const items = (list: ListItem[]) => list.map((item) => ({ ...item, content: marked(item.content, mark) }));
  switch (block.kind) {
    case 'section':
      return {
        ...block,
        heading: marked(block.heading, mark),
        blocks: block.blocks.map((child) => markBlock(child, mark)),
      };
    case 'list':
      return { ...block, items: items(block.items) };
    case 'table':
      return {
        ...block,
        rows: block.rows.map((row) => row.map((cell) => ({ ...cell, content: marked(cell.content, mark) }))),
      };
    case 'signatures':
      return {
        ...block,
        signatures: block.signatures.map((signature) => ({
          above: signature.above.map((line) => marked(line, mark)),
          below: signature.below.map((line) => marked(line, mark)),
        })),
      };
    case 'pageBreak':
      return block;
    case 'keep':
      return { ...block, blocks: block.blocks.map((child) => markBlock(child, mark)) };
    default:
      return { ...block, content: marked(block.content, mark) };
  }
}

function text(block: Block): string {
  switch (block.kind) {
    case 'section':
      return inlineText(block.heading) + block.blocks.map(text).join('\n');
    case 'list':
      return block.items.map((item) => inlineText(item.content)).join('\n');
    case 'table':
      return JSON.stringify(block.rows);
    case 'signatures':
      return JSON.stringify(block.signatures);
    case 'pageBreak':
      return '';
    case 'keep':
      return block.blocks.map(text).join('\n');
    default:
      return inlineText(block.content);
  }
}

const isParagraphLike = (block: Block) => ['title', 'subtitle', 'clause', 'paragraph'].includes(block.kind);

function canPair(left: Block, right: Block): boolean {
  if (left.kind !== right.kind) return false;
  return isParagraphLike(left) || left.kind === 'section' || left.kind === 'list';
}

function mergeBlocks(before: readonly Block[], after: readonly Block[]): Block[] {
  const steps = alignSequences(
    before,
    after,
    (left, right) => left.kind === right.kind && text(left) === text(right),
    canPair,
  );
  return steps.flatMap((step): Block[] => {
    if (step.old && step.new) {
      if (text(step.old) === text(step.new)) return [step.new];
      return [mergePair(step.old, step.new)];
    }
    return step.old ? [markBlock(step.old, DEL)] : [markBlock(step.new!, INS)];
  });
}

function mergePair(old: Block, fresh: Block): Block {
  if (old.kind === 'section' && fresh.kind === 'section')
    return {
      ...fresh,
      heading: diffInlines(old.heading, fresh.heading),
      blocks: mergeBlocks(old.blocks, fresh.blocks),
    };
  if (old.kind === 'list' && fresh.kind === 'list') {
    const steps = alignSequences(
      old.items,
      fresh.items,
      (l, r) => inlineText(l.content) === inlineText(r.content),
      () => true,
    );
    return {
      ...fresh,
      items: steps.map((step) => ({
        label: (step.new ?? step.old)!.label,
        content:
          step.old && step.new
            ? diffInlines(step.old.content, step.new.content)
            : marked((step.new ?? step.old)!.content, step.new ? INS : DEL),
      })),
    };
  }
  if ('content' in old && 'content' in fresh)
    return { ...fresh, content: diffInlines(old.content, fresh.content) } as Block;
  return fresh;
}

/** The old and the new tree in one: unchanged blocks once, changed ones word by word, the rest deleted or inserted. */
export function mergeTrees(before: DocumentTree, after: DocumentTree): DocumentTree {
  return { title: after.title, blocks: mergeBlocks(before.blocks, after.blocks) };
}

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
