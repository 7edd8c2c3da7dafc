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
 * engine never reads the clock); when it moved past a Saturday that is `today` or already past (a decree may have
 * made that Saturday a working day, and then the deadline ran out on it: kept visible, not guessed); or when the last
 * day is `today`, so the request must reach the court's system that day (Ctv. 37. § (3)). A late request is still
 * filed, with a fine (Ctv. 34. § (2)). Nothing for a registered company's documents: the change's deadline is
 * checked with the amendment (Ctv. 50. § (5)).
 */
export function checkFormationFilingDeadline(
  request: Pick<DocumentRequest, 'keltezesIdeje' | 'bejegyzes'>,
  today: string,
): Warning[] {
  const deadline = formationFilingDeadline(request);
  if (deadline === null) return [];
  const lastDay = formatDate(deadline.filingDeadline);
  const countedFrom = `a létesítő okirat ellenjegyzésétől (az okiratok kelte szerint ${formatDate(request.keltezesIdeje)}) számított 30 napon belül`;
  const { movedBecause } = deadline.filingDeadlineDetail;
  const saturday = deadline.filingDeadlineDetail.skipped.find((day) => day.kind === 'SZOMBAT');
  const warning = (code: string, sentences: (string | null)[]): Warning[] => [
    {
      code,
      severity: 'warning',
      message: [...sentences, LATE_FILING, NOT_SIGNED_YET].filter((sentence) => sentence !== null).join(' '),
      path: 'keltezesIdeje',
    },
  ];
  if (deadline.filingDeadline < today)
    return warning('FORMATION_FILING_DEADLINE_PASSED', [
      `A cégbejegyzési kérelem benyújtásának határideje lejárt: a kérelmet ${countedFrom}, legkésőbb ${lastDay} napjáig kellett volna benyújtani (Ptk. 3:100. § (1), Ctv. 34. § (1)).`,
      movedBecause,
    ]);
  if (saturday !== undefined && saturday.date <= today)
    return warning('FORMATION_FILING_DEADLINE_MAY_HAVE_PASSED', [
      `A cégbejegyzési kérelmet ${countedFrom} kell benyújtani (Ptk. 3:100. § (1), Ctv. 34. § (1)).`,
      movedBecause,
      deadline.filingDeadline === today
        ? 'A határidő utolsó napja tehát a mai nap: a határidő megtartásához a kérelemnek ma meg kell érkeznie a céginformációs szolgálathoz (Ctv. 37. § (3)).'
        : null,
      `Ha azonban a munkaszüneti napok miatti munkarend-változásról szóló miniszteri rendelet (Mt. 102. § (5)) ${formatDate(saturday.date)} napját munkanappá teszi, a határidő ${saturday.date === today ? 'ma, ezen a napon lejár' : 'már ezen a napon lejárt'}. A program e rendeletet nem ismeri, ezért ez ellenőrizendő.`,
    ]);
  if (deadline.filingDeadline > today) return [];
  return warning('FORMATION_FILING_DEADLINE_TODAY', [
    `A cégbejegyzési kérelem benyújtásának határideje ma, ${lastDay} napján lejár: a kérelmet ${countedFrom} kell benyújtani (Ptk. 3:100. § (1), Ctv. 34. § (1)). A határidő megtartásához a kérelemnek ma meg kell érkeznie a céginformációs szolgálathoz (Ctv. 37. § (3)).`,
    movedBecause,
  ]);
}
