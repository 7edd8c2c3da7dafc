import { isSameParty } from '@cegdok/engine';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';

/**
 * `befizetettTorzsbetetek`: per member (in the order of the state it speaks of), whether the törzsbetét is fully paid.
 * The register does not hold a payment, so the lawyer states it: in an amendment, and when recording a registration.
 */
export const paidContributionsField = z
  .array(z.boolean({ error: 'A törzsbetét befizetése igen/nem érték lehet.' }), {
    error: 'A befizetett törzsbetétek tagonként egy-egy igen/nem értékből álló lista.',
  })
  .max(500, { message: 'Legfeljebb 500 tag törzsbetétjének befizetése adható meg.' });

type Member = {
  nev: string;
  szemely?: { id?: string | number } | undefined;
  penzbetet?: number | undefined;
  nemPenzbeliBetet?: number | undefined;
  torzsbetetBefizetve?: boolean | undefined;
};

/** 400 unless the list states exactly one payment per member of the state it speaks of. */
export function assertOnePaymentPerMember(paid: readonly boolean[] | undefined, members: number, whose: string): void {
  if (paid === undefined || paid.length === members) return;
  const message = `A befizetett törzsbetétek listája ${paid.length} értéket tartalmaz, de ${whose} ${members} tagja van: tagonként egy igen/nem érték adható meg.`;
  throw new AppError('VALIDATION_FAILED', { message, fields: { befizetettTorzsbetetek: message } });
}

/** The state with each member's törzsbetét payment as stated (in its members' order); no list: the state unchanged. */
export function withStatedPayments<T>(state: T, paid: readonly boolean[] | undefined): T {
  if (!paid) return state;
  const company = state as { tagok?: Record<string, unknown>[] };
  const tagok = (company.tagok ?? []).map((member, index) => {
    const isPaid = paid[index];
    return isPaid === undefined ? member : { ...member, torzsbetetBefizetve: isPaid };
  });
  return { ...company, tagok } as T;
}

const contributionOf = (member: Member) => (member.penzbetet ?? 0) + (member.nemPenzbeliBetet ?? 0);

/**
 * The amendment's new state with the registered members' payments carried into it, so the saved company (and the
 * registered base once the amendment is registered) keeps them: a registered member still in it keeps the paid flag the
 * amendment stated (`registered`, its payments already applied) while its törzsbetét is covered by what it held and
 * the shares it bought from sellers who had paid (`paidAcquired`, per member of `changed` in its order: the seller's
 * rights and duties pass to the buyer with the share, Ptk. 3:169. § (1)); one whose törzsbetét grows beyond that loses
 * it, since what the amendment adds is not known to be paid. Where the amendment stated no payment (`isStated` false),
 * a flag the new state itself gives a registered member stays. A member joining keeps what the new state says, and is
 * paid when the shares it bought from paying sellers cover its törzsbetét; a share bought from a seller who had not
 * paid stays unpaid (the duty to provide it passed to the buyer).
 */
export function carryPaidContributions<T extends { tagok: Member[] }>(
  changed: T,
  registered: { tagok: Member[] },
  isStated: boolean,
  paidAcquired: readonly number[] = [],
): T {
  const tagok = changed.tagok.map((member, index) => {
    const acquired = paidAcquired[index] ?? 0;
    const before = registered.tagok.find((candidate) => isSameParty(candidate, member));
    const { torzsbetetBefizetve: own, ...rest } = member;
    if (!before)
      return own === true || (acquired > 0 && acquired >= contributionOf(member))
        ? { ...rest, torzsbetetBefizetve: true }
        : member;
    const isPaid = before.torzsbetetBefizetve === true || (!isStated && own === true);
    const covered = (isPaid ? contributionOf(before) : 0) + acquired;
    return covered > 0 && contributionOf(member) <= covered ? { ...rest, torzsbetetBefizetve: true } : rest;
  });
  return { ...changed, tagok };
}
