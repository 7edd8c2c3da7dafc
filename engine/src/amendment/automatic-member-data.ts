import type { Warning } from '../checks/warning.ts';
import { changedMemberData } from './diff-companies.ts';
import type { AmendmentPlan } from './plan-amendment.ts';

/**
 * An amendment that changes nothing but natural-person members' address or birth data (`TAGOK_ADATAI`). The court
 * registers such a change of a natural person who has a connection code („kapcsolati kód”, Ctv. 38. § (3)) on the
 * notice of the register of natural persons, automatically or of its own motion (Ctv. 53. § (2a)); the company then
 * carries it into the consolidated articles or other company document filed with the first later application that
 * amends the articles (51. § (2b)). The program cannot tell whether the court has registered it: the lawyer checks the
 * company extract before filing an application, and its fee, for this change alone. A legal representative's change is
 * no such datum, and a legal-entity member's data are left out: their automatic registration was not read.
 */
export function checkAutomaticMemberData(plan: Pick<AmendmentPlan, 'changes' | 'request'>): Warning[] {
  const { changes, request } = plan;
  if (changes.length === 0 || changes.some((change) => change.type !== 'TAGOK_ADATAI')) return [];
  const changed = changedMemberData(request.korabbi, request.uj);
  if (changed.some((item) => item.member.jogiSzemely || item.represented)) return [];
  return [
    {
      code: 'tagok-adatai-automatikus',
      severity: 'warning',
      message:
        'Csak természetes személy tagok lakcíme, illetve természetes személyazonosító adatai változnak. A kapcsolati kóddal rendelkező természetes személy cégjegyzékben szereplő természetes személyazonosító adatainak és lakcímének változását a cégbíróság a természetes személyek nyilvántartását vezető szerv értesítése alapján automatikusan vagy hivatalból jegyzi be (Ctv. 53. § (2a)); az automatikusan bejegyzett változást a Társaság az azt követő első, a létesítő okirat módosítását tartalmazó változásbejegyzési kérelemhez csatolt egységes szerkezetbe foglalt létesítő okiratban, illetve egyéb cégiratban vezeti át (Ctv. 51. § (2b)). Ellenőrizze a cégkivonatban, hogy a változást bejegyezték-e: ha igen, e változás miatt most nem kell változásbejegyzési kérelmet benyújtani, és az összesítő szerinti illetéket sem kell megfizetni.',
      path: 'uj.tagok',
    },
  ];
}
