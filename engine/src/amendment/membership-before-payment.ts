/** The parts of a share transfer that decide when the buyer acquires the share. */
export type TransferTiming = {
  jogcim: string;
  tulajdonatszallas: string;
  fizetesiHatarido?: string | null;
  bejelentesKelte?: string | null;
};

/**
 * The day the documents treat the buyer as a member (`reliedOn`) and the price's deadline (`due`), when that day is
 * before the price of a share passing only on full payment falls due; null when the share passes in time. The
 * documents count the buyer a member from the notification (Ptk. 3:169. § (2)) and from the documents' date at the
 * latest, but a buyer may notify the company only once the share is acquired (Ptk. 3:168. § (2)). ISO dates; a share
 * given as a gift, or a price without a deadline, is never late. The engine's `szerzes-vetelar-elott` error and the
 * web form's hint at the field both ask this.
 */
export function membershipBeforePayment(
  transfer: TransferTiming,
  documentDate: string,
): { reliedOn: string; due: string } | null {
  const due = transfer.fizetesiHatarido;
  if (transfer.jogcim !== 'ADASVETEL' || transfer.tulajdonatszallas !== 'VETELAR_MEGFIZETESE' || !due) return null;
  const notified = transfer.bejelentesKelte ?? documentDate;
  const reliedOn = notified < documentDate ? notified : documentDate;
  return reliedOn < due ? { reliedOn, due } : null;
}
