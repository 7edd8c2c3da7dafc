import { randomUUID } from 'node:crypto';
import type { DocumentRequest } from '@cegdok/engine';
import type { AppDeps } from '../../app-deps.ts';
import { documents } from '../../db/schema/documents.ts';
import { subscriptions } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';
import { eq } from 'drizzle-orm';
import { planRequestedDocument } from './plan-requested-document.ts';

export type GeneratedDocument = { id: number; fileId: string; payed: boolean };

/**
 * Renders the .docx and the PDF in a render worker (within its budget: 422 / 503 otherwise) and
 * stores them with the request. It uses one document of the plan's quota
 * and is stored `payed`; with nothing left it is still stored, `payed: false` (business rules).
 * The free plan may not generate the restricted types (403).
 */
export async function generateDocument(
  deps: Pick<AppDeps, 'db' | 'renderer' | 'now'>,
  userId: number,
  request: DocumentRequest,
  type: string,
  index: string | undefined,
): Promise<GeneratedDocument> {
  const { db } = deps;
  const planned = planRequestedDocument(request, type, index);
  const owner = findSubscriptionOwner(db, userId);
  if (planned.type.isRestrictedOnFree && getCurrentSubscription(db, owner, deps.now()).tier.id === 'free')
    throw new AppError('PLAN_RESTRICTED');
  const generatedAt = deps.now();
  const [docx, pdf] = await deps.renderer.render({
    request,
    documents: [{ typeId: planned.type.id, directorIndex: planned.directorIndex }],
    formats: ['docx', 'pdf'],
    generatedAt: generatedAt.toISOString(),
  });
  if (!docx || !pdf) throw new Error('the render worker answered fewer files than asked');
  return db.transaction((tx) => {
    const { subscription, tier } = getCurrentSubscription(tx, owner, generatedAt);
    const payed = subscription.remainingDocs > 0;
    if (payed)
      tx.update(subscriptions)
        .set({ remainingDocs: subscription.remainingDocs - 1 })
        .where(eq(subscriptions.id, subscription.id))
        .run();
    const row = tx
      .insert(documents)
      .values({
        ownerId: userId,
        fileId: randomUUID(),
        templateId: planned.type.id,
        directorIndex: planned.directorIndex ?? null,
        fileName: planned.title,
        companyName: request.tarsasag.nev,
        request,
        docx: Buffer.from(docx.bytes),
        pdf: Buffer.from(pdf.bytes),
        createdAt: generatedAt,
        payed,
        retentionDays: tier.docRetentionInDays,
      })
      .returning({ id: documents.id, fileId: documents.fileId })
      .get();
    return { id: row.id, fileId: row.fileId, payed };
  });
}
