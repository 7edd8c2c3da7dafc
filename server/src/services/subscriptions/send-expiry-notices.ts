import { and, eq, gt, inArray, isNull, lte, max, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/accounts.ts';
import { lawFirmUsers, subscriptions, tiers } from '../../db/schema/commerce.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { formatBudapestDateTime } from '../../integrations/mail/format-mail-values.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The expiry notices of the current subscriptions: one 7 days before `endDate`, one 1 day before,
 * each at most once (claimed in the database before sending). A period first seen inside its last
 * day gets only the 1-day notice. Answers how many notices went out.
 */
export async function sendExpiryNotices(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>) {
  const { db } = deps;
  const now = deps.now();
  const candidates = db
    .select({ subscription: subscriptions, tierName: tiers.name })
    .from(subscriptions)
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .where(
      and(
        gt(subscriptions.endDate, now),
        lte(subscriptions.endDate, new Date(now.getTime() + 7 * DAY)),
        or(
          isNull(subscriptions.expiryNotice7SentAt),
          and(isNull(subscriptions.expiryNotice1SentAt), lte(subscriptions.endDate, new Date(now.getTime() + DAY))),
        ),
      ),
    )
    .all();
  let sent = 0;
  for (const { subscription, tierName } of candidates) {
    const ownerCondition = subscription.lawFirmId
      ? eq(subscriptions.lawFirmId, subscription.lawFirmId)
      : eq(subscriptions.userId, subscription.userId ?? -1);
    const newest = db
      .select({ id: max(subscriptions.id) })
      .from(subscriptions)
      .where(ownerCondition)
      .get();
    if (newest?.id !== subscription.id) continue;
    const endDate = subscription.endDate!;
    const isLastDay = endDate.getTime() - now.getTime() <= DAY;
    const claimed = db
      .update(subscriptions)
      .set(
        isLastDay
          ? { expiryNotice1SentAt: now, expiryNotice7SentAt: subscription.expiryNotice7SentAt ?? now }
          : { expiryNotice7SentAt: now },
      )
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          isLastDay ? isNull(subscriptions.expiryNotice1SentAt) : isNull(subscriptions.expiryNotice7SentAt),
        ),
      )
      .run().changes;
    if (claimed === 0) continue;
    const recipients = subscription.lawFirmId
      ? db
          .select({ name: users.name, email: users.email })
          .from(lawFirmUsers)
          .innerJoin(users, eq(users.id, lawFirmUsers.userId))
          .where(
            and(eq(lawFirmUsers.lawFirmId, subscription.lawFirmId), inArray(lawFirmUsers.status, ['ADMIN', 'JOINED'])),
          )
          .all()
      : db
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, subscription.userId ?? -1))
          .all();
    for (const recipient of recipients) {
      const message = composeMessage({
        to: recipient.email,
        subject: `Előfizetése ${isLastDay ? 'holnap' : '7 nap múlva'} lejár – Cégdok`,
        paragraphs: [
          `Kedves ${recipient.name}!`,
          `Tájékoztatjuk, hogy előfizetése (${tierName} csomag) ${formatBudapestDateTime(endDate)}-kor lejár.`,
          'Az előfizetés nem újul meg automatikusan: a lejárat után a fiók az Ingyenes csomagra vált, felhasználható dokumentum nélkül. Ha továbbra is használni szeretné a Cégdok minden szolgáltatását, válasszon új csomagot.',
        ],
        link: { text: 'Csomag választása', url: `${deps.config.publicUrl}/tool/elofizetes-modositas` },
      });
      await deps.mailer
        .send(message)
        .then(() => (sent += 1))
        .catch((error: unknown) => deps.logger.error('expiry notice failed', { error: String(error) }));
    }
  }
  return sent;
}
