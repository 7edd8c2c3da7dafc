import type { Block, DocumentTree, Inline } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { writeHtml } from '../output/write-html.ts';
import { alignSequences, type Aligned } from './align-sequences.ts';

// The redline is the new tree with the old text woven in: every deleted or inserted run carries a private-use mark
// through the shared writers; the .docx writer turns the marks into Word's tracked changes, the preview into
// <del> / <ins>.
export const DEL = '\uE000';
export const INS = '\uE001';

export type Mark = '' | typeof DEL | typeof INS;
type Text = Extract<Inline, { kind: 'text' }>;
type Token = { text: string; bold?: boolean; italic?: boolean };

/** Spaces, words (letters and digits) and runs of punctuation: „Anna.” and „Anna” share the name. */
const WORD_TOKENS = /\s+|[\p{L}\p{N}]+|[^\s\p{L}\p{N}]+/gu;

function tokens(content: readonly Inline[]): Token[] {
  return content.flatMap((item): Token[] => {
    if (item.kind === 'break') return [{ text: '\n' }];
    const style = item.kind === 'text' ? { bold: item.bold, italic: item.italic } : {};
    return (item.text.match(WORD_TOKENS) ?? []).map((text) => ({ text, ...style }));
  });
}

function marked(content: readonly Inline[], mark: Mark): Inline[] {
  return content.flatMap((item): Inline[] => {
    if (item.kind === 'break') return mark === DEL ? [{ kind: 'text', text: `${DEL} ` }] : [item];
    const style: Partial<Text> = item.kind === 'text' ? { bold: item.bold, italic: item.italic } : {};
    return [{ kind: 'text', text: mark + item.text, ...style } as Text];
  });
}

/** A stretch of the word-by-word alignment: unchanged tokens, or a change (old tokens out, new tokens in). */
type Segment = { old: Token[]; new: Token[]; isChange: boolean };

const length = (list: readonly Token[]) => list.reduce((sum, token) => sum + token.text.length, 0);
const size = (segment: Segment) => Math.max(length(segment.old), length(segment.new));

/**
 * The alignment's steps as stretches, with each unchanged stretch that is no longer than the change on either side of
 * it taken into the change (the semantic clean-up of diff-match-patch): a space or an "a" kept between two changed
 * words would otherwise cut a rewritten sentence into alternating deletions and insertions, "[-Az-]{+A+}
 * [-alapító-]{+tagok+}", which a lawyer cannot read; the whole changed passage is now deleted, then inserted.
 */
function segments(steps: readonly Aligned<Token>[]): Segment[] {
  const list: Segment[] = [];
  for (const step of steps) {
    const isChange = !(step.old && step.new);
    let last = list[list.length - 1];
    if (last?.isChange !== isChange) list.push((last = { old: [], new: [], isChange }));
    if (step.old) last.old.push(step.old);
    if (step.new) last.new.push(step.new);
  }
  for (let merged = true; merged;) {
    merged = false;
    for (let index = 1; index < list.length - 1; index++) {
      const [left, island, right] = [list[index - 1]!, list[index]!, list[index + 1]!];
      if (island.isChange || size(island) > size(left) || size(island) > size(right)) continue;
      list.splice(index - 1, 3, {
        old: [...left.old, ...island.old, ...right.old],
        new: [...left.new, ...island.new, ...right.new],
        isChange: true,
      });
      merged = true;
    }
  }
  return list;
}

/** Word by word: the new content with the deleted words of the old content woven in. */
function diffInlines(before: readonly Inline[], after: readonly Inline[]): Inline[] {
  const steps = alignSequences(tokens(before), tokens(after), (left, right) => left.text === right.text);
  const out: Inline[] = [];
  const emit = (token: Token, mark: Mark) => {
    if (token.text === '\n') {
      if (mark !== DEL) out.push({ kind: 'break' });
      return;
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
  };
  let stretches = segments(steps);
  // A clause rewritten but for a word or two ("Az …") reads as a whole replacement: when what is kept is under a
  // quarter of the shorter text, the old text is deleted and the new one inserted whole.
  const kept = stretches.reduce((sum, stretch) => sum + (stretch.isChange ? 0 : length(stretch.new)), 0);
  const shorter = Math.min(
    length(stretches.flatMap((stretch) => stretch.old)),
    length(stretches.flatMap((stretch) => stretch.new)),
  );
  if (kept * 4 < shorter)
    stretches = [
      {
        old: stretches.flatMap((stretch) => stretch.old),
        new: stretches.flatMap((stretch) => stretch.new),
        isChange: true,
      },
    ];
  for (const segment of stretches) {
    if (!segment.isChange) {
      for (const token of segment.new) emit(token, '');
      continue;
    }
    for (const token of segment.old) emit(token, DEL);
    for (const token of segment.new) emit(token, INS);
  }
  return out;
}

/** The block with `map` applied to each of its inline contents: heading, clauses, list items, cells, signatures. */
function mapInlines(block: Block, map: (content: Inline[]) => Inline[]): Block {
  switch (block.kind) {
    case 'section':
      return { ...block, heading: map(block.heading), blocks: block.blocks.map((child) => mapInlines(child, map)) };
    case 'list':
      return { ...block, items: block.items.map((item) => ({ ...item, content: map(item.content) })) };
    case 'table':
      return { ...block, rows: block.rows.map((row) => row.map((cell) => ({ ...cell, content: map(cell.content) }))) };
    case 'signatures':
      return {
        ...block,
        signatures: block.signatures.map((signature) => ({
          above: signature.above.map(map),
          below: signature.below.map(map),
        })),
      };
    case 'pageBreak':
      return block;
    case 'keep':
      return { ...block, blocks: block.blocks.map((child) => mapInlines(child, map)) };
    default:
      return { ...block, content: map(block.content) };
  }
}

const markBlock = (block: Block, mark: Mark): Block => mapInlines(block, (content) => marked(content, mark));

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

/** The words of a text, lower-case, for telling how much of it another text keeps. */
const wordsOf = (value: string) => value.toLocaleLowerCase('hu').match(/[\p{L}\p{N}]+/gu) ?? [];

/** The share of words two texts have in common (Dice's coefficient over their words, repeats counted). */
function similarity(left: readonly string[], right: readonly string[]): number {
  if (left.length + right.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const word of left) counts.set(word, (counts.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of right) {
    const count = counts.get(word) ?? 0;
    if (count === 0) continue;
    common += 1;
    counts.set(word, count - 1);
  }
  return (2 * common) / (left.length + right.length);
}

/**
 * Blocks left over between two unchanged ones, the old with the new, as one changed block shown word by word: a
 * section with a section and a list with a list (the articles' structure), a clause with a clause that keeps at least
 * half of its words, wherever it moved among the leftovers. A clause rewritten from scratch stands as deleted and
 * inserted whole; pairing it with whatever clause held its place gave a word diff of two unrelated texts.
 */
function counterparts(before: readonly Block[], after: readonly Block[]) {
  const words = new Map<Block, string[]>();
  const wordsOfBlock = (block: Block) => words.get(block) ?? words.set(block, wordsOf(text(block))).get(block)!;
  return alignSequences(before, after, (left, right) => {
    if (left.kind !== right.kind) return false;
    if (left.kind === 'section' || left.kind === 'list') return true;
    return isParagraphLike(left) && similarity(wordsOfBlock(left), wordsOfBlock(right)) >= 0.5;
  });
}

/** The blocks of a keep-together group after its last clause: the registered articles' page count, dating line and signatures. */
function closingOf(group: readonly Block[]): readonly Block[] {
  return group.slice(group.findLastIndex((block) => block.kind === 'clause') + 1);
}

function mergeBlocks(before: readonly Block[], after: readonly Block[]): Block[] {
  const merged: Block[] = [];
  let leftOld: Block[] = [];
  let leftNew: Block[] = [];
  // The registered articles keep their last clause together with the page count, the dating line and the signatures;
  // the consolidated text has no such group (no signatures, Ctv. 51. § (3)). Compared as one block, the group showed
  // an unchanged last clause as deleted and inserted again: where the new text has no keep-together group, the old
  // group's blocks are compared as if they stood in the sequence.
  const flatten = !after.some((block) => block.kind === 'keep');
  const old = flatten ? before.flatMap((block) => (block.kind === 'keep' ? block.blocks : [block])) : before;
  // The deleted closing is shown after the section's new last clauses, where it stood: before them, the old dating
  // line and signatures read as if they closed a shorter text, and the new clauses as if they followed the signatures.
  const closing = new Set(
    flatten ? before.flatMap((block) => (block.kind === 'keep' ? closingOf(block.blocks) : [])) : [],
  );
  const mergeLeftovers = () => {
    const deletedClosing: Block[] = [];
    for (const step of counterparts(leftOld, leftNew)) {
      if (step.old && !step.new && closing.has(step.old)) deletedClosing.push(markBlock(step.old, DEL));
      else
        merged.push(
          step.old && step.new
            ? mergePair(step.old, step.new)
            : step.old
              ? markBlock(step.old, DEL)
              : markBlock(step.new!, INS),
        );
    }
    merged.push(...deletedClosing);
    leftOld = [];
    leftNew = [];
  };
  const unchanged = (left: Block, right: Block) => left.kind === right.kind && text(left) === text(right);
  for (const step of alignSequences(old, after, unchanged)) {
    if (step.old && step.new) {
      mergeLeftovers();
      merged.push(step.new);
    } else if (step.old) leftOld.push(step.old);
    else leftNew.push(step.new!);
  }
  mergeLeftovers();
  return merged;
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

/** Whether every text of a block is deleted. */
function isDeleted(block: Block): boolean {
  const texts: string[] = [];
  mapInlines(block, (content) => {
    for (const item of content) if (item.kind === 'text') texts.push(item.text);
    return content;
  });
  return texts.length > 0 && texts.every((text) => text.startsWith(DEL));
}

/**
 * The deleted signatures that end a section moved after the paragraph that follows it (the consolidated articles'
 * new dating line): the section then ends with the old dating line, which the writers keep with the new one
 * (`closesWithNext`), and the signatures stand after the dating lines as they stood in the registered articles.
 * Before it, the new dating line followed a signature table, which LibreOffice let open a page alone.
 */
function signaturesAfterDatingLine(blocks: readonly Block[]): Block[] {
  const moved: Block[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    const next = blocks[index + 1];
    if (block.kind !== 'section' || next?.kind !== 'paragraph') {
      moved.push(block);
      continue;
    }
    let from = block.blocks.length;
    while (from > 0 && block.blocks[from - 1]!.kind === 'signatures' && isDeleted(block.blocks[from - 1]!)) from -= 1;
    if (from === block.blocks.length || from === 0) {
      moved.push(block);
      continue;
    }
    moved.push({ ...block, blocks: block.blocks.slice(0, from) }, next, ...block.blocks.slice(from));
    index += 1;
  }
  return moved;
}

/** The old and the new tree in one: unchanged blocks once, changed ones word by word, the rest deleted or inserted. */
export function mergeTrees(before: DocumentTree, after: DocumentTree): DocumentTree {
  return { title: after.title, blocks: signaturesAfterDatingLine(mergeBlocks(before.blocks, after.blocks)) };
}

/** Where a marked text ends in the preview: the HTML writer joins neighbouring texts, an unchanged one after it too. */
const END = '\uE002';

/**
 * The redline as an HTML preview page: the tree the .docx redline is written from, its deleted words in `<del>` and
 * its inserted words in `<ins>`.
 */
export function writeRedlineHtml(before: DocumentTree, after: DocumentTree, options: { stylesheet: string }): string {
  const merged = mergeTrees(before, after);
  const closeMarks = (content: Inline[]) =>
    content.map((item) =>
      item.kind === 'text' && /^[\uE000\uE001]/.test(item.text) ? { ...item, text: item.text + END } : item,
    );
  const closed = { ...merged, blocks: merged.blocks.map((block) => mapInlines(block, closeMarks)) };
  return writeHtml(closed, options).replace(
    /([\uE000\uE001])([^<\uE000-\uE002]*)\uE002/g,
    (_text, mark: string, content: string) => (mark === DEL ? `<del>${content}</del>` : `<ins>${content}</ins>`),
  );
}
