import type { DocumentRequest } from '@cegdok/engine';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';
import { planRequestedDocument } from './plan-requested-document.ts';
import { storeGeneratedDocuments } from './store-generated-documents.ts';

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
    const [row] = storeGeneratedDocuments(tx, {
      userId,
      owner,
      generatedAt,
      companyName: request.tarsasag.nev,
      request,
      items: [
        {
          templateId: planned.type.id,
          directorIndex: planned.directorIndex ?? null,
          title: planned.title,
          docx: docx.bytes,
          pdf: pdf.bytes,
        },
      ],
    });
    return { id: row!.id, fileId: row!.fileId, payed: row!.payed };
  });
}
