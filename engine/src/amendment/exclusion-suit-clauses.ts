import type { Block, DocumentTree } from '../ast/blocks.ts';
import type { RegisteredCompany } from './amendment-schema.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { blockText, sectionsOf } from './consolidate-articles.ts';

type Section = Extract<Block, { kind: 'section' }>;

/**
 * The registered two-member state with a third member: the articles as today's template words them once three
 * members could sue to exclude one (its members'-meeting point, the only one read from it).
 */
export function withThirdMember(company: RegisteredCompany): RegisteredCompany {
  const last = company.tagok.at(-1)!;
  const { szemely: _person, ...rest } = last;
  return { ...company, tagok: [...company.tagok, { ...rest, nev: `${last.nev} (harmadik tag)` }] };
}

/** The members'-meeting point, where the exclusion-suit provisions stand. */
const MEETING_HEADING = 'A taggyűlés';

const sameShape = (left: Section, right: Section) =>
  left.blocks.length === right.blocks.length &&
  left.blocks.every((block, index) => block.kind === right.blocks[index]!.kind);

/**
 * The target articles without the exclusion-suit provisions that today's template adds by itself when a two-member
 * company gets a third member (the ¾ sentence on suing to exclude a member and the 11.8 item on it): the suit and
 * its rules follow from the statute whatever the articles say (Ptk. 3:107.–3:108. §), no resolution decided that
 * wording, and an amendment may not reword what nobody amended (Ptk. 3:102. § (1); amendments brief 3.3). A block
 * of the target keeps the registered state's wording where it reads exactly as the registered state would read with
 * a third member; every other change stays. `old` is the registered state, `withThree` the same with a third
 * member ({@link withThirdMember}), both rendered with today's template.
 */
export function withoutUndecidedExclusionClauses(
  old: DocumentTree,
  withThree: DocumentTree,
  fresh: DocumentTree,
): DocumentTree {
  const [before, three] = [sectionsOf(old), sectionsOf(withThree)];
  return {
    ...fresh,
    blocks: fresh.blocks.map((block) => {
      if (block.kind !== 'section' || inlineText(block.heading) !== MEETING_HEADING) return block;
      const index = sectionsOf(fresh).indexOf(block);
      const [registered, member3] = [before[index], three[index]];
      if (!registered || !member3 || !sameShape(registered, block) || !sameShape(member3, block)) return block;
      return {
        ...block,
        blocks: block.blocks.map((child, at) => {
          const [was, wouldBe] = [registered.blocks[at]!, member3.blocks[at]!];
          const isTemplateOnly = blockText(child) === blockText(wouldBe) && blockText(was) !== blockText(wouldBe);
          return isTemplateOnly ? was : child;
        }),
      };
    }),
  };
}
