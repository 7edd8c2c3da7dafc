import { addMonths } from '../checks/add-months.ts';
import { latestCashDeadline } from '../checks/latest-cash-deadline.ts';
import { legalError, type Warning } from '../checks/warning.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { formatDate } from '../hu/format-date.ts';
import { nameInText } from '../model/derive-members.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { increaseContributionOf } from './increase-contributions.ts';
import { isContributionPaid } from './paid-contributions.ts';
import { transferSplitOf } from './transfer-contributions.ts';

type Kind = {
  field: 'penzbetetHatarido' | 'nemPenzbeliBetetHatarido';
  amount: 'penzbetet' | 'nemPenzbeliBetet';
  code: string;
  statute: string;
  /** The contribution in the genitive, and the law's limit in words. */
  what: string;
  limitWords: string;
  latest: (registration: string, balanceSheetDay: string | undefined) => string;
};

const KINDS: readonly Kind[] = [
  {
    field: 'penzbetetHatarido',
    amount: 'penzbetet',
    code: 'CASH_DEADLINE_BEYOND_LIMIT',
    statute: 'Ptk. 3:162. § (2)–(3)',
    what: 'még nem teljesített pénzbeli hozzájárulásának',
    limitWords: 'a bejegyzést követő második teljes üzleti évről szóló beszámoló elfogadásától számított három hónap',
    latest: latestCashDeadline,
  },
  {
    field: 'nemPenzbeliBetetHatarido',
    amount: 'nemPenzbeliBetet',
    code: 'IN_KIND_DEADLINE_TOO_LATE',
    statute: 'Ptk. 3:163. § (2)',
    what: 'még nem teljesített nem pénzbeli hozzájárulásának',
    limitWords: 'a bejegyzéstől számított három év',
    latest: (registration) => addMonths(registration, 36),
  },
];

/**
 * A törzsbetét of the changed state not provided in full whose time of performance lies beyond the law's limit,
 * counted from the company's registration day: for cash three months after the accounts of the second full business
 * year are approved (Ptk. 3:162. § (2)), for a contribution in kind three years (3:163. § (2)); a later time in the
 * articles is void (3:162. § (3), 3:163. § (2)). A deadline no registered member had is adopted by this amendment:
 * refused. One restated from the registered articles is the lawyer's to correct (the court registered it): a warning.
 * A buyer holding a provided part and a part still owed by the seller's registered deadline is judged by the deadlines
 * the documents print for it (`transferSplitOf`). A capital increase's own commitments are left to
 * `checkCapitalIncrease` (Ptk. 3:198. § (3) applies these rules only "megfelelően", and no limit is counted from the
 * registration for them).
 */
export function contributionDeadlineLimitFindings(request: AmendmentRequest): Warning[] {
  const registration = request.bejegyzes.bejegyzesDatuma;
  return request.uj.tagok.flatMap((member, index) => {
    if (increaseContributionOf(request, member) || isContributionPaid(request, member)) return [];
    const split = transferSplitOf(request, member);
    return KINDS.flatMap((kind): Warning[] => {
      const printed =
        split && kind.amount === 'penzbetet' ? split.owed.map((part) => part.deadline) : [member[kind.field]];
      const latest = kind.latest(registration, request.uj.merlegForduloNap);
      const deadline = printed.filter((day) => day !== undefined && day > latest).sort()[0];
      if (member[kind.amount] <= 0 || deadline === undefined) return [];
      const path = `uj.tagok.${index}.${kind.field}`;
      const stated = `${capitalizeFirst(nameInText(member))} ${kind.what} teljesítési ideje (${formatDate(deadline)}) későbbi, mint a törvény szerinti legkésőbbi időpont (${formatDate(latest)}: ${kind.limitWords}, a Társaság ${formatDate(registration)} napján történt bejegyzésével számolva); a létesítő okirat ennél későbbi határidőt megállapító rendelkezése semmis.`;
      const lapsed =
        latest < request.keltezesIdeje
          ? ` A törvényes határidő már eltelt: ha a tag a hozzájárulást teljesítette, jelölje a törzsbetétet befizetettként; ha nem, késedelmének jogkövetkezményei alkalmazandók (Ptk. 3:98. §).`
          : ` Kérjük, legfeljebb ${formatDate(latest)} napjáig terjedő határidőt adjon meg.`;
      const registered = request.korabbi.tagok.some((before) => before[kind.field] === deadline);
      if (registered)
        return [
          {
            code: 'REGISTERED_DEADLINE_BEYOND_LIMIT',
            severity: 'warning',
            message: `${stated} A határidőt a bejegyzett létesítő okirat tartalmazza, az egységes szerkezetbe foglalt létesítő okirat és a tagjegyzék változatlanul megismétli (${kind.statute}).${lapsed}`,
            path,
          },
        ];
      return [legalError(kind.code, kind.statute, `${stated}${lapsed.replace(/\.$/u, '')}`, path)];
    });
  });
}
