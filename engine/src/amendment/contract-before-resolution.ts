import type { Warning } from '../checks/warning.ts';
import { withArticle } from '../hu/article.ts';
import { formatDate } from '../hu/format-date.ts';
import type { AmendmentPlan, Resolution } from './plan-amendment.ts';

/**
 * What the transfer contract records the cited resolution as having done, and the rule that makes it a precondition
 * of the contract. The contract's clause reads "… a Társaság legfőbb szerve … számú határozatával az átruházáshoz
 * hozzájárult, a Társaság elővásárlási jogáról lemondott …" or "az üzletrész felosztásához … hozzájárult".
 */
function precondition(resolution: Resolution): string {
  if (resolution.subject === 'FELOSZTAS')
    return 'az üzletrész felosztásához hozzájárult; a felosztáshoz – és így a rész átruházásához – a taggyűlés hozzájárulása szükséges (Ptk. 3:173. § (2))';
  if (resolution.transferTopic === 'giftConsent')
    return 'az átruházáshoz hozzájárult; a társasági szerződés az átruházást a Társaság beleegyezéséhez köti, amelyről a taggyűlés dönt (Ptk. 3:167. § (6))';
  const preemption =
    'a Társaság elővásárlási jogáról lemondott; a kívülálló személyre pénzért átruházni kívánt üzletrészre a tagok után a Társaságot elővásárlási jog illeti meg, amelynek gyakorlásáról a taggyűlés dönt, és a jog megsértésével kötött szerződés hatálytalansága egy éven belül perben megállapítható (Ptk. 3:167. § (2)–(4))';
  return resolution.transferTopic === 'consentAndPreemption'
    ? `az átruházáshoz hozzájárult – amelyhez a társasági szerződés a Társaság beleegyezését kívánja (Ptk. 3:167. § (6)) –, és ${preemption}`
    : preemption;
}

/**
 * A transfer contract dated before the resolution it cites (decision 087): the contract states as done what the members
 * decide only later, under a resolution number that carries the later day, and it is concluded before the condition
 * the statute sets for it. The articles' prior consent to a gift (decision 049) keeps its own wording.
 */
export function checkContractsBeforeResolutions(plan: AmendmentPlan): Warning[] {
  const { request } = plan;
  const decided = request.dontes.datum;
  const rules = request.korabbi.uzletreszNyeresegSzabalyzasok;
  return request.uzletreszAtruhazasok.flatMap((transfer, index) => {
    if (transfer.szerzodesKelte >= decided) return [];
    const path = `uzletreszAtruhazasok.${index}.szerzodesKelte`;
    const contractDay = formatDate(transfer.szerzodesKelte);
    return plan.resolutions
      .filter((resolution) => resolution.transferIndex === index)
      .filter((resolution) => resolution.subject === 'ATRUHAZAS' || resolution.subject === 'FELOSZTAS')
      .map((resolution): Warning => {
        // the clause this engine writes into the articles (Ptk. 3:167. § (6)): a gift to an outsider only with the
        // members' meeting's prior consent
        if (
          resolution.subject === 'ATRUHAZAS' &&
          transfer.jogcim === 'AJANDEKOZAS' &&
          !rules.ingyenesAtruhazasEngedelyezett
        )
          return {
            code: 'ajandekozas-elozetes-hozzajarulas',
            severity: 'error',
            message: `A társasági szerződés szerint az üzletrész kívülálló személyre ingyenesen kizárólag a taggyűlés előzetes hozzájárulásával ruházható át (Ptk. 3:167. § (6)), az ajándékozási szerződés kelte (${contractDay}) azonban korábbi, mint a hozzájárulásról szóló ${resolution.number} számú határozaté (${formatDate(decided)}), amelyre a szerződés hivatkozik. A szerződést a határozat napján vagy azt követően kell megkötni.`,
            path,
          };
        return {
          code: 'szerzodes-hatarozat-elott',
          severity: 'error',
          message: `Az üzletrész-átruházási szerződés kelte (${contractDay}) korábbi, mint ${withArticle(resolution.number)} számú határozaté (${formatDate(decided)}), amelyre a szerződés hivatkozik: a szerződés megtörténtként rögzíti, hogy a Társaság legfőbb szerve e határozatával ${precondition(resolution)}. A szerződést a határozat napján vagy azt követően kell megkötni; javítsa a szerződés vagy a döntés keltét.`,
          path,
        };
      });
  });
}
