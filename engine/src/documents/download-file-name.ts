/** Characters no file system takes in a name; control characters go with `\p{Cc}`. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** `2026-11-25` in Budapest time. */
function budapestDay(at: Date | string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(new Date(at));
}

/**
 * The name a downloaded document gets, for people: document type, company, date (Budapest), e.g.
 * `Aláírásminta - Próba Pékség Kft. - 2026-11-25.docx`. Used by the API's Content-Disposition, the zip and the web app.
 */
export function downloadFileName(document: {
  title: string;
  companyName: string;
  createdAt: Date | string;
  format: string;
}): string {
  const parts = [document.title, document.companyName, budapestDay(document.createdAt)].map((part) =>
    part.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim(),
  );
  return `${parts.filter(Boolean).join(' - ')}.${document.format}`;
}

/** An `attachment` Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
