import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain text plus simple HTML from the same paragraphs; an optional link becomes a button-like anchor. */
export function composeMessage(options: {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { text: string; url: string };
}): MailMessage {
  const { to, subject, paragraphs, link } = options;
  const closing = 'Üdvözlettel:\nA Cégdok csapata';
  const text = [...paragraphs, ...(link ? [`${link.text}: ${link.url}`] : []), closing].join('\n\n');
  const html = [
    '<!doctype html><html lang="hu"><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`] : []),
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
