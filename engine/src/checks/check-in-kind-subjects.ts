import { capitalizeFirst } from '../hu/capitalize-first.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import type { Warning } from './warning.ts';

/**
 * A member's undertaking to work or to take part in person, which Ptk. 3:99. § (1) bars as an in-kind contribution
 * (`munkavégzés`, `munkát végez`, `személyes közreműködés`, `személyesen közreműködik`). "Szolgáltatás" alone is not
 * looked for: a fee earned by services is a claim, and every description says how the contribution is "szolgáltatva".
 */
export const WORK_OR_SERVICE = /munkavégz|munká(?:t|ját)\s+végez|személyes\s+közreműköd|személyesen\s+közreműköd/iu;

/** A claim (`követelés`, `díjkövetelés`), not the "követelésmentes" of a free-of-claims asset. */
export const CLAIM = /követelés(?!mentes)/iu;

/** What makes a claim a lawful contribution: the debtor acknowledged it, or a final court decision grounds it. */
export const CLAIM_SECURED = /elismer|jogerős/iu;

/** A business share or shares of another company. */
export const SHARE = /üzletrész|részvény|társasági részesedés/iu;

/**
 * What the in-kind descriptions name, read as the free text they are (decision 043): the law bars work and personal
 * participation as a contribution, takes a claim only if acknowledged or adjudged (Ptk. 3:99. § (1), a contrary
 * clause is void, (3)), and a company in formation may not take part in another company as a member (Ptk. 3:101. §
 * (2) c)), which a share contributed before the filing makes it. The engine cannot read the text with certainty, so
 * each is a warning naming the rule: the lawyer decides.
 */
export function checkInKindSubjects(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  for (const member of model.members) {
    const description = member.nemPenzbeliBetetMod ?? '';
    if (!member.hasInKind || member.torzsbetetBefizetve || description === '') continue;
    const who = capitalizeFirst(member.nameInText);
    const path = `tarsasag.tagok.${member.index}.nemPenzbeliBetetMod`;
    if (WORK_OR_SERVICE.test(description))
      warnings.push({
        code: 'IN_KIND_WORK_OR_SERVICE',
        severity: 'warning',
        message: `${who} nem pénzbeli hozzájárulásának leírása munkavégzést vagy személyes közreműködést említ. A tag munkavégzésre, személyes közreműködésre vagy szolgáltatásra irányuló kötelezettségvállalása nem lehet nem pénzbeli vagyoni hozzájárulás, a létesítő okirat ezzel ellentétes rendelkezése semmis (Ptk. 3:99. § (1), (3)). Kérjük, ellenőrizze: a hozzájárulás tárgya csak vagyontárgy vagy vagyoni értékű jog lehet; a tag személyes közreműködése mellékszolgáltatásként írható elő (Ptk. 3:182. §).`,
        path,
      });
    if (CLAIM.test(description) && !CLAIM_SECURED.test(description))
      warnings.push({
        code: 'IN_KIND_CLAIM',
        severity: 'warning',
        message: `${who} nem pénzbeli hozzájárulása követelésnek látszik, de leírása nem említi sem az adós elismerését, sem jogerős bírósági határozatot. Követelés csak akkor szolgáltatható nem pénzbeli vagyoni hozzájárulásként, ha azt az adós elismerte, vagy az jogerős bírósági határozaton alapul; a létesítő okirat ezzel ellentétes rendelkezése semmis (Ptk. 3:99. § (1), (3)). Kérjük, tüntesse fel a leírásban az elismerő nyilatkozat vagy a határozat adatait.`,
        path,
      });
    if (SHARE.test(description))
      warnings.push({
        code: 'IN_KIND_SHARE',
        severity: 'warning',
        message: `${who} nem pénzbeli hozzájárulása más társaságban fennálló üzletrésznek vagy részvénynek látszik. Az előtársaság gazdasági társaságban tagként nem vehet részt (Ptk. 3:101. § (2) c)); ${model.capital.isInKindDueBeforeFiling ? 'a hozzájárulást pedig a cégbejegyzési kérelem benyújtásáig szolgáltatni kell (Ptk. 3:163. § (1), 3:208. § (1))' : 'ha a hozzájárulás határideje a cégbejegyzés elé esik, a Társaság még előtársaságként szerezné meg a részesedést'}. Hogy a részesedés átruházása hogyan ütemezhető (például a cégbejegyzéssel beálló hatállyal) úgy, hogy a szolgáltatás határideje is teljesüljön, a jogszabály nem rendezi; ügyvédi döntés szükséges. Kft.-üzletrész kívülálló személyre csak a törzsbetét teljes szolgáltatása után ruházható át, és az átruházást a társaság társasági szerződése a társaság beleegyezéséhez kötheti (Ptk. 3:167. § (1), (6)); kérjük, ellenőrizze, és csatolja az átruházáshoz szükséges nyilatkozatokat.`,
        path,
      });
  }
  return warnings;
}
