import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { nameInText } from '../model/derive-members.ts';
import type { Warning } from '../checks/warning.ts';
import { formatMoney } from '../hu/format-money.ts';
import { joinList } from '../hu/join-list.ts';
import type { AmendmentRequest, RegisteredMember } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';

type Person = { nev: string; szemely?: { id?: string | number } | undefined };

/**
 * A part of a buyer's törzsbetét still owed after the share transfers: its own unpaid contribution, or the unpaid
 * contribution of the sellers it bought from. The obligation to provide it passes to the buyer with the share (Ptk.
 * 3:169. § (1)); it is owed by the deadline and in the way the registered articles set for the contribution.
 */
export type OwedPart = {
  amount: number;
  /** The registered deadline of the contribution (the seller's, or the buyer's own); absent if not registered. */
  deadline?: string | undefined;
  mode?: RegisteredMember['penzbetetMod'];
  /** The registered members whose contribution this was: the seller(s), or the buyer itself. */
  from: string[];
};

/**
 * The törzsbetét of a buyer that is partly provided after the transfers: `provided` (the buyer's own paid törzsbetét
 * and the shares bought from sellers who had paid theirs) and `owed`, the cash still to be paid, by deadline and way
 * of payment. Only cash is split: an unpaid in-kind contribution keeps the formation wording (see
 * {@link unsplitInKindBuyers}).
 */
export type TransferSplit = {
  provided: number;
  owedTotal: number;
  owed: OwedPart[];
  /** The owed part comes, at least partly, from a seller: its registered deadline now binds the buyer. */
  fromSeller: boolean;
};

/** A member as the articles and the register state its törzsbetét after the transfers of this amendment. */
export type TransferSplitMember = RegisteredMember & { transferSplit?: TransferSplit };

type Piece = { amount: number; paid: boolean; cashOnly: boolean; source: RegisteredMember; isOwn: boolean };

/** The pieces a member of the target state holds after the transfers: what is left of its own, and what it bought. */
function piecesOf(request: AmendmentRequest, member: Person): Piece[] {
  const pieces: Piece[] = [];
  const own = request.korabbi.tagok.find((before) => isSameParty(before, member));
  if (own) {
    const sold = request.uzletreszAtruhazasok
      .filter((transfer) => findMember([own], transfer.eladoTag))
      .reduce((sum, transfer) => sum + transfer.nevertek, 0);
    const left = own.penzbetet + own.nemPenzbeliBetet - sold;
    if (left > 0)
      pieces.push({
        amount: left,
        paid: own.torzsbetetBefizetve === true,
        cashOnly: own.nemPenzbeliBetet === 0,
        source: own,
        isOwn: true,
      });
  }
  for (const transfer of request.uzletreszAtruhazasok) {
    if (!isSameParty(transfer.vevo, own ?? member)) continue;
    const seller = findMember(request.korabbi.tagok, transfer.eladoTag);
    if (!seller) return [];
    pieces.push({
      amount: transfer.nevertek,
      paid: seller.torzsbetetBefizetve === true,
      cashOnly: seller.nemPenzbeliBetet === 0,
      source: seller,
      isOwn: false,
    });
  }
  return pieces;
}

const isBuyer = (request: AmendmentRequest, member: Person) =>
  request.uzletreszAtruhazasok.some((transfer) => isSameParty(transfer.vevo, member));

/**
 * The split of a buyer's törzsbetét into the part provided and the cash still owed, if it holds both after the
 * transfers of this amendment (Ptk. 3:166. § (1), 3:169. § (1)): e.g. a member who had paid 1 000 000 Ft buys the
 * 800 000 Ft share of a member who has not paid yet; 1 000 000 Ft is provided, 800 000 Ft is owed by the seller's
 * deadline. None for a member who is no buyer, holds nothing provided or nothing owed, owes an in-kind contribution,
 * or whose target törzsbetét is not what the transfers give (the check reports that; the registered wording stays).
 * Like point 6 (`withPaidContributions`), it goes by the registered members' payments, not by a paid flag the
 * target state carries over for the buyer: what the buyer took over from a seller who had not paid is owed.
 */
export function transferSplitOf(request: AmendmentRequest, member: RegisteredMember): TransferSplit | undefined {
  if (!isBuyer(request, member)) return undefined;
  const pieces = piecesOf(request, member);
  const total = pieces.reduce((sum, piece) => sum + piece.amount, 0);
  if (pieces.length === 0 || total !== member.penzbetet + member.nemPenzbeliBetet) return undefined;
  const owedPieces = pieces.filter((piece) => !piece.paid);
  const provided = total - owedPieces.reduce((sum, piece) => sum + piece.amount, 0);
  if (provided === 0 || owedPieces.length === 0 || owedPieces.some((piece) => !piece.cashOnly)) return undefined;
  const owed: OwedPart[] = [];
  for (const piece of owedPieces) {
    const { penzbetetHatarido: deadline, penzbetetMod: mode, nev } = piece.source;
    const same = owed.find((part) => part.deadline === deadline && part.mode === mode);
    if (same) {
      same.amount += piece.amount;
      if (!same.from.includes(nev)) same.from.push(nev);
    } else owed.push({ amount: piece.amount, deadline, mode, from: [nev] });
  }
  return {
    provided,
    owedTotal: total - provided,
    owed,
    fromSeller: owedPieces.some((piece) => !piece.isOwn),
  };
}

/** The member with `transferSplit` if its törzsbetét is partly provided after the transfers. */
export function withTransferSplit<T extends RegisteredMember>(
  request: AmendmentRequest,
  member: T,
): T & { transferSplit?: TransferSplit } {
  const split = transferSplitOf(request, member);
  return split ? { ...member, transferSplit: split } : member;
}

/**
 * The buyers of the target state who hold a provided part and an unpaid in-kind contribution bought with a share: the
 * documents word their whole törzsbetét as owed, as registered for the seller, and the lawyer is told.
 */
export function unsplitInKindBuyers(request: AmendmentRequest): string[] {
  return request.uj.tagok
    .filter((member) => isBuyer(request, member))
    .filter((member) => {
      const pieces = piecesOf(request, member);
      return pieces.some((piece) => piece.paid) && pieces.some((piece) => !piece.paid && !piece.cashOnly);
    })
    .map((member) => member.nev);
}

/**
 * What the lawyer confirms where a buyer's törzsbetét is split (decision 028): the deadline of the seller's
 * contribution kept for the buyer, and the seller's contribution taken as wholly unpaid, as the data hold no more than
 * "not fully paid". A buyer owing an in-kind contribution bought with a share is not split: the lawyer is told.
 */
export function transferSplitFindings(request: AmendmentRequest): Warning[] {
  const findings: Warning[] = [];
  request.uj.tagok.forEach((member) => {
    const split = transferSplitOf(request, member);
    if (!split || !split.fromSeller) return;
    const sellers = [...new Set(split.owed.flatMap((part) => part.from))].filter((name) => name !== member.nev);
    findings.push({
      code: 'atruhazas-befizetetlen-resz',
      severity: 'warning',
      message:
        `${capitalizeFirst(nameInText(member))} törzsbetétjéből a dokumentumok ${formatMoney(split.provided)} összeget szolgáltatottként, ` +
        `${formatMoney(split.owedTotal)} összeget még teljesítendőként rögzítenek, mert ${joinList(sellers)} ` +
        `${sellers.length > 1 ? 'átruházó tagok nem szolgáltatták teljes egészében a törzsbetétjüket' : 'átruházó tag nem szolgáltatta teljes egészében a törzsbetétjét'}. ` +
        'A még nem teljesített vagyoni hozzájárulás szolgáltatásának kötelezettsége az üzletrésszel a megszerzőre száll át (Ptk. 3:169. § (1)); ' +
        'a dokumentumok a teljesítés határidejét és módját az átruházó tag hozzájárulására a létesítő okiratban meghatározott határidő és mód szerint tüntetik fel. ' +
        'Megerősítendő, hogy ez a határidő a megszerzőre változatlanul irányadó, és hogy az átruházási szerződés nem rendelkezik-e eltérően. ' +
        'A program az átruházott törzsbetétet teljes egészében teljesítetlennek tekinti; ha az átruházó tag a hozzájárulásának egy részét már befizette, a szolgáltatott és a fennmaradó összeget javítani kell.',
      // where the seller's payment is stated: the amounts follow it
      path: `korabbi.tagok.${request.korabbi.tagok.findIndex((item) => item.nev === sellers[0])}.torzsbetetBefizetve`,
    });
  });
  const inKind = unsplitInKindBuyers(request);
  if (inKind.length > 0)
    findings.push({
      code: 'atruhazas-nem-penzbeli-resz',
      severity: 'warning',
      message: `${joinList(inKind)} olyan üzletrészt is szerzett, amelyhez még nem teljesített nem pénzbeli hozzájárulás tartozik. A dokumentumok a törzsbetétet nem bontják szolgáltatott és fennmaradó részre, hanem a létesítő okirat szerinti teljesítési szöveget tartalmazzák; a szolgáltatott rész és a nem pénzbeli hozzájárulás szolgáltatásának határideje megerősítendő, és a szöveget ennek megfelelően kézzel kell kiegészíteni (Ptk. 3:169. § (1), 3:163. § (2)).`,
      path: 'uj.tagok',
    });
  return findings;
}
