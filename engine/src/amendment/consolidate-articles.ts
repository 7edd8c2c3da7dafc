import type { Block, DocumentTree, Inline } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { alignSequences } from './align-sequences.ts';
import { spentTreatment } from './spent-founding-clauses.ts';

type Section = Extract<Block, { kind: 'section' }>;

/** The registered articles cannot be mapped onto the template: v1 refuses (amendments brief 3.3). */
export class ConsolidationError extends Error {
  override name = 'ConsolidationError';
}

/** One point of the articles the amendment touches, numbered as in the registered document. */
export type ChangedPoint =
  | { kind: 'replaced'; number: string; blocks: Block[]; heading?: Inline[] }
  | { kind: 'added'; number: string; after: string; section: Section }
  /**
   * `isNumberKept`: a spent founding clause (amendments brief 3.2) stays in the consolidated text as "Hatályát
   * vesztette …" under its number, so no later point is renumbered.
   */
  | { kind: 'removed'; number: string; isNumberKept?: boolean };

export type Consolidation = {
  /** The articles' sections in force after the amendment. */
  sections: Section[];
  /** The blocks that are new or reworded: marked in the consolidated text. */
  changed: Set<Block>;
  points: ChangedPoint[];
  /** The registered numbers of the spent founding clauses this amendment repeals or rewords, in order. */
  spentClauses?: string[];
  /**
   * The registered numbers of clauses that lose force inside a point the amendment rewrites as a whole: they read
   * "Hatályát vesztette …" there and the certificate lists them with the removed points.
   */
  repealedWithin?: string[];
};

/** A block's plain text, for comparing wordings. */
export function blockText(block: Block): string {
  switch (block.kind) {
    case 'section':
      return [inlineText(block.heading), ...block.blocks.map(blockText)].join('\n');
    case 'list':
      return block.items.map((item) => inlineText(item.content)).join('\n');
    case 'table':
      return block.rows.map((row) => row.map((cell) => inlineText(cell.content)).join('|')).join('\n');
    case 'signatures':
      return JSON.stringify(block.signatures);
    case 'pageBreak':
      return '';
    case 'keep':
      return block.blocks.map(blockText).join('\n');
    default:
      return inlineText(block.content);
  }
}

/** The tree's top-level sections (the articles' numbered points). */
export const sectionsOf = (tree: DocumentTree) =>
  tree.blocks.filter((block): block is Section => block.kind === 'section');

/** The first words of a heading: the same section even when the heading lists more places. */
function headingKey(section: Section): string {
  return inlineText(section.heading).toLocaleLowerCase('hu').replace(/[,.]/g, '').split(/\s+/).slice(0, 3).join(' ');
}

const clauseNumber = (section: Section, index: number) => {
  const block = section.blocks[index];
  return block?.kind === 'clause' ? block.number : null;
};

/** The clause a block belongs to: the block itself, or the clause it continues (a list or table after it). */
function owningClause(section: Section, index: number): number | null {
  for (let at = index; at >= 0; at--) if (section.blocks[at]!.kind === 'clause') return at;
  return null;
}

/**
 * A clause with the lists and tables that continue it, up to the next clause: "a 10.3. pontja helyébe" must quote
 * its a)–c) items too, or the replacement would repeal them and leave the lead-in ending in "ha".
 */
function clauseWithItems(blocks: Block[], index: number): Block[] {
  const next = blocks.findIndex((block, at) => at > index && block.kind === 'clause');
  return blocks.slice(index, next === -1 ? blocks.length : next);
}

/** A clause an earlier amendment repealed: it keeps its number and reads "Hatályát vesztette …". */
const isRepealed = (block: Block) =>
  block.kind === 'clause' && /^Hatályát vesztette\b/u.test(inlineText(block.content));

/** Whether a section holds no founding clause in force any more (an earlier amendment repealed or dropped them). */
const isFoundingClauseSpent = (section: Section) =>
  !section.blocks.some((block) => spentTreatment(blockText(block)) !== null);

/**
 * The registered section cut to the template's shape (`old`): a point an earlier amendment rewrote as a whole (a
 * change to or from a single-member company) keeps a clause today's template no longer has, as "Hatályát vesztette …"
 * under its number. Such clauses are set aside (`extras`, by the index in `old` of the block before them, -1 before
 * the first) and put back where they stood. A founding clause the template still writes but the registered text,
 * its founding clauses spent, left out (the members' approving signature once a company turned multi-member) stands
 * in `absent`, in the template's wording, so that the positions still match. Null when the section differs from the
 * template in any other way.
 */
function withoutRepealedExtras(
  registered: Section,
  old: Section,
): { section: Section; extras: Map<number, Block[]>; absent: Set<Block> } | null {
  if (registered.blocks.length === old.blocks.length)
    return { section: registered, extras: new Map(), absent: new Set() };
  const steps = alignSequences(
    registered.blocks,
    old.blocks,
    (left, right) => blockText(left) === blockText(right),
    (left, right) => left.kind === right.kind,
  );
  const mayBeAbsent = (block: Block) =>
    isFoundingClauseSpent(registered) && spentTreatment(blockText(block)) === 'remove';
  if (steps.some((step) => (!step.old && !mayBeAbsent(step.new!)) || (!step.new && !isRepealed(step.old!))))
    return null;
  const blocks: Block[] = [];
  const extras = new Map<number, Block[]>();
  const absent = new Set<Block>();
  for (const step of steps)
    if (!step.old) {
      blocks.push(step.new!);
      absent.add(step.new!);
    } else if (step.new) blocks.push(step.old);
    else extras.set(blocks.length - 1, [...(extras.get(blocks.length - 1) ?? []), step.old]);
  return { section: { ...registered, blocks }, extras, absent };
}

function consolidateSection(
  registeredSection: Section,
  old: Section,
  fresh: Section,
  consolidation: Consolidation,
): Section {
  const shaped = withoutRepealedExtras(registeredSection, old);
  if (!shaped)
    throw new ConsolidationError(
      `A bejegyzett okirat ${registeredSection.number} pontjának szerkezete eltér a sablonétól; adja meg a hatályos szöveget kézzel.`,
    );
  const registered = shaped.section;
  // a spent founding clause today's template words otherwise is paired with its new wording: a repealed one stays so
  const steps = alignSequences(
    old.blocks,
    fresh.blocks,
    (left, right) => blockText(left) === blockText(right),
    (left, right) =>
      left.kind === 'clause' &&
      spentTreatment(blockText(left)) === spentTreatment(blockText(right)) &&
      spentTreatment(blockText(left)) !== null,
  );
  // `blocks` stand where the template's do (clause points are found by position); `withExtras` is the point in force
  const blocks: Block[] = [];
  const withExtras: Block[] = [...(shaped.extras.get(-1) ?? [])];
  const push = (block: Block) => {
    blocks.push(block);
    withExtras.push(block);
  };
  // once registered text holds no founding clause (an earlier amendment repealed them), none comes back with the
  // template's new wording of the point (the approving signature of a company turning multi-member)
  const isSpent = isFoundingClauseSpent(registeredSection);
  for (const step of steps) {
    const kept = step.old && registered.blocks[old.blocks.indexOf(step.old)]!;
    const isKept = kept !== undefined && !shaped.absent.has(kept);
    if (isKept && step.new && (blockText(step.old!) === blockText(step.new) || isRepealed(kept))) push(kept);
    else if (step.new && isSpent && spentTreatment(blockText(step.new)) === 'remove') continue;
    else if (step.new) {
      push(step.new);
      consolidation.changed.add(step.new);
    }
    if (step.old) withExtras.push(...(shaped.extras.get(old.blocks.indexOf(step.old)) ?? []));
  }
  const sameHeading = inlineText(old.heading) === inlineText(fresh.heading);
  const heading = sameHeading ? registered.heading : fresh.heading;
  const section: Section = { ...registered, heading, blocks: withExtras };
  if (!sameHeading) consolidation.changed.add(section);
  // clause by clause when the section keeps its shape and only clauses were reworded, else the whole point; a repealed
  // clause is no point of this amendment, however today's template words it
  const sameShape =
    sameHeading &&
    old.blocks.length === fresh.blocks.length &&
    old.blocks.every((block, index) => block.kind === fresh.blocks[index]!.kind);
  const reworded = sameShape
    ? old.blocks.flatMap((block, index) =>
        blockText(block) === blockText(fresh.blocks[index]!) || isRepealed(registered.blocks[index]!) ? [] : [index],
      )
    : [];
  const clauses = reworded.map((index) => owningClause(registered, index));
  if (sameShape && clauses.every((index) => index !== null))
    for (const index of new Set(clauses as number[]))
      consolidation.points.push({
        kind: 'replaced',
        number: clauseNumber(registered, index)!,
        blocks: clauseWithItems(blocks, index),
      });
  else consolidation.points.push({ kind: 'replaced', number: registered.number, heading, blocks: withExtras });
  return section;
}

/**
 * The articles in force after the amendment, built on the registered text: `old` and `fresh` are the registered and
 * the target state rendered with today's template; where they differ, the target's blocks replace the registered
 * ones, and every other block keeps the registered wording, even where today's template words it differently.
 * Points are numbered as in the registered document.
 */
export function consolidateArticles(registered: DocumentTree, old: DocumentTree, fresh: DocumentTree): Consolidation {
  const registeredSections = sectionsOf(registered);
  const oldSections = sectionsOf(old);
  if (registeredSections.length !== oldSections.length)
    throw new ConsolidationError(
      'A bejegyzett okirat pontjainak száma eltér a sablon szerintitől; az egységes szerkezetet nem lehet biztonságosan előállítani. Adja meg a hatályos szöveget kézzel.',
    );
  const consolidation: Consolidation = { sections: [], changed: new Set(), points: [] };
  const steps = alignSequences(
    oldSections,
    sectionsOf(fresh),
    (left, right) => headingKey(left) === headingKey(right),
    (left, right) => left.blocks.length > 0 && right.blocks.length > 0,
  );
  let lastNumber = '0.';
  for (const step of steps) {
    if (step.old) {
      const registeredSection = registeredSections[oldSections.indexOf(step.old)]!;
      lastNumber = registeredSection.number;
      if (!step.new) {
        consolidation.points.push({ kind: 'removed', number: registeredSection.number });
        continue;
      }
      if (blockText(step.old) === blockText(step.new)) consolidation.sections.push(registeredSection);
      else consolidation.sections.push(consolidateSection(registeredSection, step.old, step.new, consolidation));
    } else if (step.new) {
      consolidation.sections.push(step.new);
      consolidation.changed.add(step.new);
      for (const block of step.new.blocks) consolidation.changed.add(block);
      consolidation.points.push({ kind: 'added', number: step.new.number, after: lastNumber, section: step.new });
    }
  }
  return consolidation;
}
