import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { orders } from '../../db/schema/commerce.ts';
import { documents } from '../../db/schema/documents.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isExpired } from '../documents/to-document-answer.ts';
import { OPEN_ORDER_STATUSES } from './settle-order.ts';

/**
 * The user's own unpaid, not deleted, not expired documents of `ids` (404 when any is not), none
 * of them named in an open order (INIT or INFRAUD; 409): until SimplePay closes that order, the
 * documents may be paid there, so buying or activating them again could make the user pay twice.
 * Call inside the transaction that then uses them.
 */
export function findBuyableDocuments(db: Db, userId: number, ids: number[], now: Date): number[] {
  const unique = [...new Set(ids)];
  const rows = db
    .select({ id: documents.id, createdAt: documents.createdAt, retentionDays: documents.retentionDays })
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, userId),
        inArray(documents.id, unique),
        eq(documents.payed, false),
        eq(documents.deleted, false),
      ),
    )
    .all()
    .filter((row) => !isExpired(row, now));
  if (rows.length !== unique.length)
    throw new AppError('NOT_FOUND', {
      message: 'A kiválasztott dokumentumok között van már kifizetett, törölt, lejárt vagy nem létező.',
    });
  const inOpenOrders = new Set(
    db
      .select({ documentIds: orders.documentIds })
      .from(orders)
      .where(
        and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_ORDER_STATUSES]), isNotNull(orders.documentIds)),
      )
      .all()
      .flatMap((order) => (order.documentIds ?? '').split(';').map(Number)),
  );
  if (unique.some((id) => inOpenOrders.has(id))) throw new AppError('DOCUMENTS_IN_OPEN_ORDER');
  return unique;
}
