import { formationFilingDeadline } from '../documents/formation-filing-deadline.ts';
import { formatDate } from '../hu/format-date.ts';
import type { DocumentRequest } from '../schema/request.ts';
import type { Warning } from './warning.ts';

/** Ctv. 34. § (2) in its own words: late filing is possible, and fined. */
const LATE_FILING =
  'A kérelem a határidő lejárta után is benyújtható, a Ctv. 34. § (2) bekezdése szerint azonban a cégbíróság 50 000 forinttól 900 000 forintig terjedő pénzbírsággal sújtja azt, aki a bejelentési kötelezettségét késedelmesen teljesíti.';

/** The documents' date is the day of the signatures: if they are not signed yet, the date is wrong and so is the count. */
const NOT_SIGNED_YET =
  'Ha az okiratokat még nem írták alá és nem ellenjegyezték, keltezésükként az aláírás és az ellenjegyzés napját adja meg: a határidő attól a naptól számít.';

/**
 * The formation's filing deadline on the day the documents are generated (decision 029): a warning, never a refusal,
 * when its last day (`formationFilingDeadline`) is already past on `today` (ISO `YYYY-MM-DD`, given by the door: the
 * engine never reads the clock), or is `today` itself, so the request must reach the court's system that day
 * (Ctv. 37. § (3)). A late request is still filed, with a fine (Ctv. 34. § (2)). Nothing for a registered company's
 * documents: the change's deadline is checked with the amendment (Ctv. 50. § (5)).
 */
export function checkFormationFilingDeadline(
  request: Pick<DocumentRequest, 'keltezesIdeje' | 'bejegyzes'>,
  today: string,
): Warning[] {
  const deadline = formationFilingDeadline(request);
  if (deadline === null || deadline.filingDeadline > today) return [];
  const lastDay = formatDate(deadline.filingDeadline);
  const countedFrom = `a létesítő okirat ellenjegyzésétől (az okiratok kelte szerint ${formatDate(request.keltezesIdeje)}) számított 30 napon belül`;
  const moved = deadline.filingDeadlineDetail.movedBecause;
  const sentences =
    deadline.filingDeadline < today
      ? [
          `A cégbejegyzési kérelem benyújtásának határideje lejárt: a kérelmet ${countedFrom}, legkésőbb ${lastDay} napjáig kellett volna benyújtani (Ptk. 3:100. § (1), Ctv. 34. § (1)).`,
          moved,
          LATE_FILING,
          NOT_SIGNED_YET,
        ]
      : [
          `A cégbejegyzési kérelem benyújtásának határideje ma, ${lastDay} napján lejár: a kérelmet ${countedFrom} kell benyújtani (Ptk. 3:100. § (1), Ctv. 34. § (1)). A határidő megtartásához a kérelemnek ma meg kell érkeznie a céginformációs szolgálathoz (Ctv. 37. § (3)).`,
          moved,
          LATE_FILING,
          NOT_SIGNED_YET,
        ];
  return [
    {
      code: deadline.filingDeadline < today ? 'FORMATION_FILING_DEADLINE_PASSED' : 'FORMATION_FILING_DEADLINE_TODAY',
      severity: 'warning',
      message: sentences.filter((sentence) => sentence !== null).join(' '),
      path: 'keltezesIdeje',
    },
  ];
}
