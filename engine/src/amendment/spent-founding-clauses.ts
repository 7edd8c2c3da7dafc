import type { Block, DocumentTree, Inline } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { alignSequences } from './align-sequences.ts';
import type { ChangedPoint, Consolidation } from './consolidate-articles.ts';

type Section = Extract<Block, { kind: 'section' }>;
type Clause = Extract<Block, { kind: 'clause' }>;

/**
 * Clauses of the formation articles that the company's registration spent (amendments brief 3.2, "Vegyes és záró
 * rendelkezések"; pitfall 6.5): the pre-company and "bejegyzés alatt" clauses (with the first business year's
 * pre-company report), the 30-day filing, the members' approving signature, and the "first director" wording.
 * `remove`: the clause loses force; `reword`: the founding sentence is dropped and the rest stays.
 */
const SPENT: { pattern: RegExp; treatment: 'remove' | 'reword' }[] = [
  { pattern: /jóváhagyólag\s+ír/iu, treatment: 'remove' },
  { pattern: /előtársaság|„?bejegyzés alatt”?|\bb\.\s?a\./iu, treatment: 'remove' },
  { pattern: /cégbejegyzési\s+kérelm\S*[^.]*(?:harminc|30)\s+nap/iu, treatment: 'remove' },
  { pattern: /első\s+ügyvezető/iu, treatment: 'reword' },
];

/** How a clause of the registered articles is spent, or null when it is in force. */
export function spentTreatment(text: string): 'remove' | 'reword' | null {
  return SPENT.find((rule) => rule.pattern.test(text))?.treatment ?? null;
}

const sentences = (text: string) => text.split(/(?<=\.)\s+(?=[A-ZÁÉÍÓÖŐÚÜŰ])/u);

/** The clause without its founding sentences, or null when nothing else is left. */
function reworded(text: string): string | null {
  const kept = sentences(text).filter((sentence) => spentTreatment(sentence) === null);
  return kept.length === 0 ? null : kept.join(' ');
}

function clausesOf(blocks: readonly Block[]): Clause[] {
  return blocks.flatMap((block) =>
    block.kind === 'clause' ? [block] : block.kind === 'keep' ? clausesOf(block.blocks) : [],
  );
}

/**
 * The numbers of the registered articles' spent founding clauses, as the registered document numbers them: a
 * section the amendment rewrites as a whole (a change to or from a single-member company) may drop or renumber
 * clauses, so the consolidated text's numbers can name a different registered clause.
 */
function spentNumbersOf(tree: DocumentTree): string[] {
  return tree.blocks.flatMap((block) =>
    block.kind === 'section'
      ? clausesOf(block.blocks).flatMap((clause) => (spentTreatment(inlineText(clause.content)) ? [clause.number] : []))
      : [],
  );
}

/** Whether the registered articles still hold a spent founding clause. */
export function hasSpentFoundingClauses(tree: DocumentTree): boolean {
  return tree.blocks.some(
    (block) =>
      block.kind === 'section' && clausesOf(block.blocks).some((clause) => spentTreatment(inlineText(clause.content))),
  );
}

/**
 * The formation deed's execution block (page count, dating line, the members' and the lawyer's signatures) is no
 * provision of the articles: the consolidated text keeps only the clauses of a keep-together block (Ctv. 51. § (3):
 * members do not sign it).
 */
function withoutExecution(block: Block): Block {
  if (block.kind !== 'keep' || !block.blocks.some((child) => child.kind === 'signatures')) return block;
  const clauses = block.blocks.filter((child) => child.kind === 'clause');
  return clauses.length === 1 ? clauses[0]! : { kind: 'keep', blocks: clauses };
}

/**
 * The articles without the formation deed's execution block, so that a change of members does not read as a change
 * of the closing section, and the consolidated text carries no signature lines.
 */
export function withoutExecutionBlocks(tree: DocumentTree): DocumentTree {
  return {
    ...tree,
    blocks: tree.blocks.map((block) =>
      block.kind === 'section' ? { ...block, blocks: block.blocks.map(withoutExecution) } : block,
    ),
  };
}

const text = (value: string): Inline[] => [{ kind: 'text', text: value }];

/** Sort key of a point in the registered numbering: `18.2.` → [18, 2]; an added section sorts after its anchor. */
function order(point: ChangedPoint): number[] {
  const parts = (number: string) => number.split('.').filter(Boolean).map(Number);
  return point.kind === 'added' ? [...parts(point.after), Number.MAX_SAFE_INTEGER] : parts(point.number);
}

function compare(left: ChangedPoint, right: ChangedPoint): number {
  const [a, b] = [order(left), order(right)];
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

const words = (value: string) => new Set(value.toLocaleLowerCase('hu').match(/[\p{L}\d]+/gu) ?? []);

/** Two clauses say the same thing in another wording: the same spent rule, or mostly the same words. */
function isCounterpart(left: Clause, right: Clause): boolean {
  const [a, b] = [inlineText(left.content), inlineText(right.content)];
  const rule = (value: string) => SPENT.findIndex((candidate) => candidate.pattern.test(value));
  if (rule(a) !== -1 || rule(b) !== -1) return rule(a) === rule(b);
  const [wa, wb] = [words(a), words(b)];
  const shared = [...wa].filter((word) => wb.has(word)).length;
  return shared * 2 >= Math.max(wa.size, wb.size);
}

/** The point holds a spent clause that loses force (not one that is only reworded). */
const hasRepealedClause = (section: Section) =>
  clausesOf(section.blocks).some((clause) => spentTreatment(inlineText(clause.content)) === 'remove');

/**
 * A point the amendment rewrites as a whole (a change to or from a single-member company), numbered on the registered
 * point (decision 014; Ctv. 51. § (3)): every registered clause keeps its number, with today's wording of its
 * counterpart, or "Hatályát vesztette …" when it is spent or has no counterpart any more; a clause the new text adds
 * follows under the next free number, and a spent clause of today's template is not added. `repealed` lists the
 * numbers that lose force. Null when the point holds more than clauses (lists, tables): it is left as rendered.
 */
function renumberOnRegistered(
  registered: Section,
  fresh: Section,
  repealedBy: string,
): { section: Section; repealed: string[] } | null {
  const isClausesOnly = (section: Section) =>
    section.blocks.every(
      (block) => block.kind === 'clause' || (block.kind === 'keep' && clausesOf([block]).length > 0),
    );
  if (!isClausesOnly(registered) || !isClausesOnly(fresh)) return null;
  const registeredClauses = clausesOf(registered.blocks);
  const steps = alignSequences(
    registeredClauses,
    clausesOf(fresh.blocks),
    (left, right) => inlineText(left.content) === inlineText(right.content),
    isCounterpart,
  );
  const counterpart = new Map(steps.flatMap((step) => (step.old && step.new ? [[step.old, step.new] as const] : [])));
  const repealed: string[] = [];
  const blocks: Block[] = registeredClauses.map((clause) => {
    const now = counterpart.get(clause);
    const treatment = spentTreatment(inlineText(clause.content));
    const rest = treatment === 'reword' && now ? reworded(inlineText(now.content)) : null;
    if (treatment || !now) {
      if (rest !== null) return { ...clause, content: text(rest) };
      repealed.push(clause.number);
      return { ...clause, content: text(`Hatályát vesztette ${repealedBy}.`) };
    }
    return { ...now, number: clause.number };
  });
  let next = registeredClauses.length;
  for (const step of steps)
    if (step.new && !step.old && !spentTreatment(inlineText(step.new.content)))
      blocks.push({ ...step.new, number: `${registered.number}${++next}.` });
  return { section: { ...fresh, number: registered.number, blocks }, repealed };
}

/**
 * Repeals or rewords the spent founding clauses in the consolidated text (amendments brief 3.2–3.3): a removed clause
 * keeps its number and reads "Hatályát vesztette …", a reworded one loses its founding sentence; both are marked as
 * changed and listed as points of the deed, in the registered numbering (`spentClauses` names them, read from the
 * `registered` articles). `repealedBy` names the amendment: "a 2026. november 24. napján kelt módosítással".
 */
export function repealSpentClauses(
  consolidation: Consolidation,
  registered: DocumentTree,
  repealedBy: string,
): Consolidation {
  const changed = new Set(consolidation.changed);
  let points = [...consolidation.points];
  const replaceBlock = (blocks: readonly Block[], from: Block, to: Block): Block[] =>
    blocks.map((block) =>
      block === from ? to : block.kind === 'keep' ? { ...block, blocks: replaceBlock(block.blocks, from, to) } : block,
    );
  const repealedWithin: string[] = [];
  const registeredSections = registered.blocks.filter((block): block is Section => block.kind === 'section');
  const sections = consolidation.sections.map((original) => {
    // a section the amendment adds is today's text throughout: nothing registered in it to repeal
    if (consolidation.points.some((point) => point.kind === 'added' && point.section === original)) return original;
    const whole = points.findIndex((point) => point.kind === 'replaced' && point.number === original.number);
    const registeredSection = registeredSections.find((candidate) => candidate.number === original.number);
    const renumbered =
      whole !== -1 && registeredSection && hasRepealedClause(registeredSection)
        ? renumberOnRegistered(registeredSection, original, repealedBy)
        : null;
    if (renumbered) {
      const registeredText = new Map(
        clausesOf(registeredSection!.blocks).map((c) => [c.number, inlineText(c.content)]),
      );
      for (const block of original.blocks) changed.delete(block);
      for (const block of clausesOf(renumbered.section.blocks))
        if (registeredText.get(block.number) !== inlineText(block.content)) changed.add(block);
      if (changed.has(original)) changed.add(renumbered.section);
      const point = points[whole] as Extract<ChangedPoint, { kind: 'replaced' }>;
      points[whole] = { ...point, blocks: renumbered.section.blocks };
      repealedWithin.push(...renumbered.repealed);
      return renumbered.section;
    }
    let section: Section = original;
    clausesOf(original.blocks).forEach((clause, ordinal) => {
      const treatment = spentTreatment(inlineText(clause.content));
      if (!treatment) return;
      const number = `${section.number}${ordinal + 1}.`;
      const rest = treatment === 'reword' ? reworded(inlineText(clause.content)) : null;
      const replacement: Clause = { ...clause, content: text(rest ?? `Hatályát vesztette ${repealedBy}.`) };
      section = { ...section, blocks: replaceBlock(section.blocks, clause, replacement) };
      changed.delete(clause);
      changed.add(replacement);
      const whole = points.findIndex((point) => point.kind === 'replaced' && point.number === section.number);
      if (whole !== -1) {
        const point = points[whole] as Extract<ChangedPoint, { kind: 'replaced' }>;
        points[whole] = { ...point, blocks: replaceBlock(point.blocks, clause, replacement) };
        return;
      }
      points = points.filter((point) => point.number !== number);
      points.push(
        rest === null
          ? { kind: 'removed', number, isNumberKept: true }
          : { kind: 'replaced', number, blocks: [replacement] },
      );
    });
    if (section !== original) {
      if (changed.has(original)) changed.add(section);
      return section;
    }
    return original;
  });
  return {
    sections,
    changed,
    points: points.sort(compare),
    spentClauses: spentNumbersOf(registered),
    repealedWithin,
  };
}
