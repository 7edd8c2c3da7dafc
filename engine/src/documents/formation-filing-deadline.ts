import { filingDeadlineFrom, type FilingDeadline } from '../hu/filing-deadline.ts';
import { formatDate } from '../hu/format-date.ts';
import type { DocumentRequest } from '../schema/request.ts';

/** The formation's filing deadline, named as the change's is (`AmendmentPlan.filingDeadline`, decision 029). */
export type FormationFilingDeadline = {
  /** The last day of the deadline: the 30th day after the articles' date, or the next working day after it. */
  filingDeadline: string;
  filingDeadlineDetail: FilingDeadline;
  /** The deadline as sentences for the lawyer: the date and its statutes, where it counts from, why it moved. */
  filingDeadlineNote: string;
};

/**
 * The filing deadline of a formation (decision 029): the company is to be filed for registration within 30 days of
 * the lawyer's countersignature of its articles (Ptk. 3:100. § (1)); Ctv. 34. § (1) counts the same 30 days from the
 * signing. The documents carry one date (`keltezesIdeje`) for the signatures and the countersignature, so the count
 * starts there, and the note says so: a later countersignature gives a later deadline under the Ptk. but not under
 * the Ctv., so the date printed is the safe one. A last day on a non-working day moves as the change's does.
 * Null for the documents of a registered company (`bejegyzes`): a change, not a formation.
 */
export function formationFilingDeadline(
  request: Pick<DocumentRequest, 'keltezesIdeje' | 'bejegyzes'>,
): FormationFilingDeadline | null {
  if (request.bejegyzes !== undefined) return null;
  const detail = filingDeadlineFrom(request.keltezesIdeje, 'Az ellenjegyzéstől');
  const sentences = [
    `A cégbejegyzési kérelmet legkésőbb ${formatDate(detail.lastDay)} napjáig kell benyújtani (Ptk. 3:100. § (1), Ctv. 34. § (1)).`,
    `A határidő a létesítő okirat ügyvédi ellenjegyzésétől számít; a program az okiratok keltét (${formatDate(request.keltezesIdeje)}) tekinti az aláírás és az ellenjegyzés napjának. Ha az ellenjegyzés későbbi napon történik, a Ptk. 3:100. § (1) bekezdése szerinti határidő attól a naptól számít, a Ctv. 34. § (1) bekezdése azonban az aláírástól számítja: a kérelem a fenti napig benyújtva mindkét szabály szerint határidőben van.`,
    detail.movedBecause,
    detail.caveat,
    'Ha a társaság alapítása hatósági engedélyhez kötött, a határidő a véglegessé vált engedély kézhezvételétől számított 15 nap (Ptk. 3:100. § (2), Ctv. 34. § (1)); ezt a program nem számítja.',
  ];
  return {
    filingDeadline: detail.lastDay,
    filingDeadlineDetail: detail,
    filingDeadlineNote: sentences.filter((sentence) => sentence !== null).join(' '),
  };
}
