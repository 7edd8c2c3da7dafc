import type { DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import type { Warning } from '../checks/warning.ts';
import type { RegisteredCompany } from './amendment-schema.ts';
import { blockText, sectionsOf } from './consolidate-articles.ts';

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

/**
 * How the target articles word the sole member's powers when the amendment turns a member-director into a member with
 * an outside director or back: as the registered articles do, for a member who is (true) or is not (false) the only
 * director (`PlannedDocument.soleMemberAsDirector`). When the sole member stops being (or becomes) the only director,
 * today's template would add (or drop) the member's approval of contracts with the director, the director's discharge
 * and the value limits above which the director needs the member's prior consent. No decision of the sole member
 * amended that point, and an amendment may not reword what nobody amended (Ptk. 3:102. § (1); decision 023): the point
 * keeps the registered wording, and changes the member did decide in it (e.g. pótbefizetés) still go through.
 * Undefined when the director change does not reword the point, or the amendment is a conversion: the target state's
 * facts word it.
 */
export function registeredSoleMemberWording(
  korabbi: RegisteredCompany,
  uj: RegisteredCompany,
  registeredWording: boolean = isSoleMemberTheDirector(korabbi),
): boolean | undefined {
  if (korabbi.tagok.length !== 1 || uj.tagok.length !== 1 || uj.ugyvezetok.length === 0) return undefined;
  return registeredWording === isSoleMemberTheDirector(uj) ? undefined : registeredWording;
}

/** The sole member's decision-making point ("Az alapító döntéshozatala", "Az egyedüli tag döntéshozatala"). */
function decisionPointText(tree: DocumentTree): string | undefined {
  const point = sectionsOf(tree).find((section) => /döntéshozatala$/.test(inlineText(section.heading)));
  return point && blockText(point);
}

/**
 * How the registered articles of a single-member company word the sole member's powers: for a member who is (true) or
 * is not (false) the only director. Usually as the registered facts say; but an earlier amendment that changed only
 * the directors kept the wording it found (decision 023), so the filed text may word them for the directors before
 * it. `render` gives the registered state's articles worded either way; undefined when neither matches the text.
 */
export function registeredWordingOf(
  registered: DocumentTree,
  korabbi: RegisteredCompany,
  render: (soleMemberAsDirector: boolean) => DocumentTree,
): boolean | undefined {
  const text = decisionPointText(registered);
  if (korabbi.tagok.length !== 1 || text === undefined) return undefined;
  const byFacts = isSoleMemberTheDirector(korabbi);
  if (decisionPointText(render(byFacts)) === text) return byFacts;
  return decisionPointText(render(!byFacts)) === text ? !byFacts : undefined;
}

/**
 * The finding that tells the lawyer the sole member's powers were left as registered (worded for a member who `was`
 * the only director, or was not), and how to change them.
 */
export function soleMemberPowersFinding(was: boolean): Warning {
  return {
    code: 'egyeduli-tag-hataskorei',
    severity: 'warning',
    message: was
      ? 'Az ügyvezető a módosítás után nem az egyedüli tag. A létesítő okirat az egyedüli tag hatáskörei között – mert eddig az egyedüli tag volt egyben az ügyvezető – nem sorolja fel az ügyvezetővel kötött szerződés jóváhagyását, a felmentvény megadását és – ha a létesítő okirat értékhatárt állapít meg – az értékhatárhoz kötött előzetes hozzájárulást; ezekről az egyedüli tag nem döntött, ezért a pont bejegyzett szövege változatlan marad. Ha az egyedüli tag e hatásköröket fel kívánja venni, arról a létesítő okirat módosításával kell döntenie (Ptk. 3:102. § (1)).'
      : 'Az egyedüli tag a módosítás után maga az ügyvezető. A létesítő okirat az egyedüli tag hatáskörei között az ügyvezetővel kötött szerződés jóváhagyását, a felmentvény megadását és – ha a létesítő okirat értékhatárt állapít meg – az értékhatárhoz kötött előzetes hozzájárulást is felsorolja; ezek elhagyásáról az egyedüli tag nem döntött, ezért a pont bejegyzett szövege változatlan marad. Ha az egyedüli tag e rendelkezéseket el kívánja hagyni, arról a létesítő okirat módosításával kell döntenie (Ptk. 3:102. § (1)).',
    path: 'uj.ugyvezetok',
  };
}
