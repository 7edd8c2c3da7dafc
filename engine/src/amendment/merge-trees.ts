import type { Block, DocumentTree, Inline, ListItem } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { writeHtml } from '../output/write-html.ts';
import { alignSequences } from './align-sequences.ts';

// The redline is the new tree with the old text woven in: every deleted or inserted run carries a private-use mark
// through the shared writers; the .docx writer turns the marks into Word's tracked changes, the preview into
// <del> / <ins>.
export const DEL = '\uE000';
export const INS = '\uE001';

export type Mark = '' | typeof DEL | typeof INS;
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

/**
 * The redline as an HTML preview page: the tree the .docx redline is written from, its deleted words in `<del>` and
 * its inserted words in `<ins>`.
 */
export function writeRedlineHtml(before: DocumentTree, after: DocumentTree, options: { stylesheet: string }): string {
  return writeHtml(mergeTrees(before, after), options).replace(
    /([\uE000\uE001])([^<\uE000\uE001]*)/g,
    (_text, mark: string, content: string) => (mark === DEL ? `<del>${content}</del>` : `<ins>${content}</ins>`),
  );
}
