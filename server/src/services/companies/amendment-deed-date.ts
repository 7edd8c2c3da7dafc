import { amendmentRequestSchema, parseLenient, planAmendment } from '@cegdok/engine';

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
  // Kept data, read leniently like a stored formation request (render-worker): the amendment is stored as the strict
  // schema's output, so today it holds only known keys, but a field removed later must not make the date vanish.
  const parsed = parseLenient(amendmentRequestSchema, {
    ...(amended.amendment as object),
    bejegyzes: base.registration,
    korabbi: base.state,
    uj: amended.state,
  });
  if (!parsed.ok) return null;
  return planAmendment(parsed.value).amendsArticles ? parsed.value.keltezesIdeje : null;
}
