import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Link = { text: string; url: string };

/** Plain text plus simple HTML from the same paragraphs; each optional link becomes an anchor of its own. */
export function composeMessage(options: {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: Link | Link[];
}): MailMessage {
  const { to, subject, paragraphs } = options;
  const links = options.link === undefined ? [] : [options.link].flat();
  const closing = 'Üdvözlettel:\nA Cégdok csapata';
  const text = [...paragraphs, ...links.map((link) => `${link.text}: ${link.url}`), closing].join('\n\n');
  const html = [
    '<!doctype html><html lang="hu"><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`),
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
