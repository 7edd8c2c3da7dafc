import type { Block, DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import type { Warning } from '../checks/warning.ts';
import type { RegisteredCompany } from './amendment-schema.ts';

type Section = Extract<Block, { kind: 'section' }>;

const sectionsOf = (tree: DocumentTree) => tree.blocks.filter((block): block is Section => block.kind === 'section');

/**
 * Whether the sole member is also the only director: the articles' template then leaves out the approvals the member
 * would give to himself (related-party contracts, the director's discharge, the value limits needing prior consent).
 */
export function isSoleMemberTheDirector(company: RegisteredCompany): boolean {
  return (
    company.tagok.length === 1 &&
    company.ugyvezetok.length === 1 &&
    company.ugyvezetok[0]!.nev === company.tagok[0]!.nev
  );
}

/** The sole member's decision-making point ("Az alapító döntéshozatala", "Az egyedüli tag döntéshozatala"). */
const isDecisionPoint = (section: Section) => /döntéshozatala$/.test(inlineText(section.heading));

/**
 * The target state with a director arrangement that words the sole member's powers as the registered articles do:
 * one director who is the member when the member directed the company, one who is not otherwise. Only the
 * decision-making point of its articles is read (its wording depends on nothing else of the directors), or null when
 * the amendment does not turn a member-director into a member with an outside director or back, or is a conversion.
 */
export function withRegisteredSelfApproval(
  korabbi: RegisteredCompany,
  uj: RegisteredCompany,
): RegisteredCompany | null {
  if (korabbi.tagok.length !== 1 || uj.tagok.length !== 1 || uj.ugyvezetok.length === 0) return null;
  const was = isSoleMemberTheDirector(korabbi);
  if (was === isSoleMemberTheDirector(uj)) return null;
  const director = uj.ugyvezetok[0]!;
  const nev = was ? uj.tagok[0]!.nev : `${director.nev} (nem tag ügyvezető)`;
  return { ...uj, ugyvezetok: [{ ...director, nev }] };
}

/**
 * The target articles with the sole member's decision-making point worded as the registered articles word it. When
 * the sole member stops being (or becomes) the only director, today's template adds (or drops) the member's approval of
 * contracts with the director, the director's discharge and the value limits above which the director needs the
 * member's prior consent. No decision of the sole member amended that point, and an amendment may not reword what
 * nobody amended (Ptk. 3:102. § (1); decision 023): the point keeps the registered wording, and changes the member
 * did decide in it (e.g. pótbefizetés) still go through. `asRegistered` is the target state rendered with
 * {@link withRegisteredSelfApproval}.
 */
export function withRegisteredSoleMemberPowers(fresh: DocumentTree, asRegistered: DocumentTree): DocumentTree {
  const kept = sectionsOf(asRegistered);
  const sections = sectionsOf(fresh);
  return {
    ...fresh,
    blocks: fresh.blocks.map((block) => {
      if (block.kind !== 'section' || !isDecisionPoint(block)) return block;
      const same = kept[sections.indexOf(block)];
      return same && isDecisionPoint(same) && inlineText(same.heading) === inlineText(block.heading) ? same : block;
    }),
  };
}

/** The finding that tells the lawyer the sole member's powers were left as registered, and how to change them. */
export function soleMemberPowersFinding(korabbi: RegisteredCompany): Warning {
  const was = isSoleMemberTheDirector(korabbi);
  return {
    code: 'egyeduli-tag-hataskorei',
    severity: 'warning',
    message: was
      ? 'Az ügyvezető a módosítás után nem az egyedüli tag. A létesítő okirat az egyedüli tag hatáskörei között – mert eddig ő volt az ügyvezető – nem sorolja fel az ügyvezetővel kötött szerződés jóváhagyását, a felmentvény megadását és – ha a létesítő okirat értékhatárt állapít meg – az értékhatárhoz kötött előzetes hozzájárulást; ezekről az egyedüli tag nem döntött, ezért a pont bejegyzett szövege változatlan marad. Ha az egyedüli tag e hatásköröket fel kívánja venni, arról a létesítő okirat módosításával kell döntenie (Ptk. 3:102. § (1)).'
      : 'Az egyedüli tag a módosítás után maga az ügyvezető. A létesítő okirat az egyedüli tag hatáskörei között az ügyvezetővel kötött szerződés jóváhagyását, a felmentvény megadását és – ha a létesítő okirat értékhatárt állapít meg – az értékhatárhoz kötött előzetes hozzájárulást is felsorolja; ezek elhagyásáról az egyedüli tag nem döntött, ezért a pont bejegyzett szövege változatlan marad. Ha az egyedüli tag e rendelkezéseket el kívánja hagyni, arról a létesítő okirat módosításával kell döntenie (Ptk. 3:102. § (1)).',
    path: 'uj.ugyvezetok',
  };
}
