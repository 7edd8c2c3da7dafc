import type { Context } from 'hono';
import type { AppEnv } from '../app-deps.ts';
import type { PreviewPage } from '../services/documents/preview-cache.ts';
import { acceptsGzip } from './accepts-gzip.ts';

/** A document preview is shown in a sandboxed frame; if opened directly it can still run nothing. */
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

/** A preview page, gzipped when the client takes gzip (as every browser does): a quarter of the bytes. */
export function htmlAnswer(c: Context<AppEnv>, page: PreviewPage) {
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': PREVIEW_CSP,
    Vary: 'Accept-Encoding',
  };
  if (acceptsGzip(c.req.header('accept-encoding')))
    return c.body(page.gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(page.html, 200, headers);
}
