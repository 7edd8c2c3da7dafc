import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/documents.ts';
import { subscriptions } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { getCurrentSubscription, type SubscriptionOwner } from '../subscriptions/get-current-subscription.ts';

export type DocumentToStore = {
  templateId: string;
  directorIndex: number | null;
  title: string;
  docx: Uint8Array;
  /** Null for a document that exists only as a Word file (the amendment's redline). */
  pdf: Uint8Array | null;
};

/**
 * Stores rendered documents of one request, one quota unit each, in the caller's transaction: each is stored `payed`
 * while the plan has documents left, the rest `payed: false` (business rules). Answers the stored rows in order.
 */
export function storeGeneratedDocuments(
  tx: Db,
  input: {
    userId: number;
    owner: SubscriptionOwner;
    generatedAt: Date;
    companyName: string;
    request: unknown;
    items: DocumentToStore[];
  },
) {
  const { subscription, tier } = getCurrentSubscription(tx, input.owner, input.generatedAt);
  const payedCount = Math.min(subscription.remainingDocs, input.items.length);
  if (payedCount > 0)
    tx.update(subscriptions)
      .set({ remainingDocs: subscription.remainingDocs - payedCount })
      .where(eq(subscriptions.id, subscription.id))
      .run();
  return input.items.map((item, index) =>
    tx
      .insert(documents)
      .values({
        ownerId: input.userId,
        fileId: randomUUID(),
        templateId: item.templateId,
        directorIndex: item.directorIndex,
        fileName: item.title,
        companyName: input.companyName,
        request: input.request,
        docx: Buffer.from(item.docx),
        pdf: item.pdf === null ? null : Buffer.from(item.pdf),
        createdAt: input.generatedAt,
        payed: index < payedCount,
        retentionDays: tier.docRetentionInDays,
      })
      .returning()
      .get(),
  );
}
