import type { Context } from 'hono';
import type { AppEnv } from '../app-deps.ts';
import type { PreviewPage } from '../services/documents/preview-cache.ts';
import { acceptsGzip } from './accepts-gzip.ts';
import { completeAnswer } from './security-headers.ts';

/** A document preview is shown in a sandboxed frame; if opened directly it can still run nothing. */
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

/** The preview's own headers, as is and gzipped. */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PREVIEW_CSP,
  vary: 'Accept-Encoding',
};
const GZIPPED_HTML_HEADERS = { ...HTML_HEADERS, 'content-encoding': 'gzip' };

/** A preview page, gzipped when the client takes gzip (as every browser does): a quarter of the bytes. */
export function htmlAnswer(c: Context<AppEnv>, page: PreviewPage) {
  if (acceptsGzip(c.req.header('accept-encoding'))) return completeAnswer(c, page.gzipped, GZIPPED_HTML_HEADERS);
  return completeAnswer(c, page.html, HTML_HEADERS);
}
