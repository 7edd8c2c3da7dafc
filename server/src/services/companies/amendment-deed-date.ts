import { amendmentRequestSchema, planAmendment } from '@cegdok/engine';

/**
 * The date of the deed amending the articles (létesítő okirat módosítása) among an amendment's documents: the
 * amendment's `keltezesIdeje`, which dates the deed. Null when the amendment changed no clause of the articles (only
 * registered data: no deed, so the articles' last amendment stays) or when the stored amendment, read against the
 * registered base it was made on, no longer reads as a request.
 */
export function amendmentDeedDate(
  amended: { state: unknown; amendment: unknown },
  base: { state: unknown; registration: unknown },
): string | null {
  const parsed = amendmentRequestSchema.safeParse({
    ...(amended.amendment as object),
    bejegyzes: base.registration,
    korabbi: base.state,
    uj: amended.state,
  });
  if (!parsed.success) return null;
  return planAmendment(parsed.data).amendsArticles ? parsed.data.keltezesIdeje : null;
}
