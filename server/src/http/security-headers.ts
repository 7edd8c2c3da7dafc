import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import type { Config } from '../config.ts';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const WEB_APP_CSP = [
  "default-src 'self'",
  // 'unsafe-eval': the live preview runs the document engine in the browser, which compiles each template to a
  // function (engine/src/render/compile-template.ts, `new Function`); scripts still come from this origin only.
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** What hono's `secureHeaders()` sets by default, its CSP left out (ours is below); security-headers.test.ts compares. */
const SECURE_HEADERS: readonly [string, string][] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

const fixedHeadersByConfig = new WeakMap<Config, readonly [string, string][]>();

/** The headers every answer carries: the secure headers, and HSTS when the site is served over https. */
function fixedHeaders(config: Config): readonly [string, string][] {
  let fixed = fixedHeadersByConfig.get(config);
  if (!fixed) {
    fixed = config.publicUrl.startsWith('https:')
      ? [...SECURE_HEADERS, ['strict-transport-security', 'max-age=15552000; includeSubDomains']]
      : SECURE_HEADERS;
    fixedHeadersByConfig.set(config, fixed);
  }
  return fixed;
}

/** The client's X-Request-Id when it is a sane one (as hono's requestId() takes it), else a new UUID. */
function requestIdOf(given: string | undefined): string {
  return !given || given.length > 255 || /[^\w\-=]/.test(given) ? crypto.randomUUID() : given;
}

/** The default policy of a path: the API answers data, never pages; nothing may load or frame it. */
function defaultCsp(path: string): string {
  return path.startsWith('/api/') ? API_CSP : WEB_APP_CSP;
}

/** Answers built whole by `completeAnswer`: the middlewares leave their headers alone. */
const completeAnswers = new WeakSet<Response>();

export function isCompleteAnswer(response: Response): boolean {
  return completeAnswers.has(response);
}

/**
 * The request id (`c.var.requestId`, answered as X-Request-Id), the secure headers and a Content-Security-Policy on
 * every answer: a route may set its own policy (the preview's sandbox); the web app gets WEB_APP_CSP.
 */
export function securityHeaders(config: Config) {
  const fixed = fixedHeaders(config);
  return createMiddleware<AppEnv>(async (c, next) => {
    const id = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', id);
    await next();
    if (completeAnswers.has(c.res)) return;
    const headers = c.res.headers;
    headers.set('x-request-id', id);
    for (const [name, value] of fixed) headers.set(name, value);
    headers.delete('x-powered-by');
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', defaultCsp(c.req.path));
  });
}

const byName = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

type AnswerHeaders = Readonly<Record<string, string>>;

/** The header records of `completeAnswer`, by the fixed headers, the route's headers and the default CSP. */
const answerHeaders = new WeakMap<readonly [string, string][], WeakMap<AnswerHeaders, Map<string, AnswerHeaders>>>();

/**
 * Every header of a complete answer but its Content-Length, sorted by name, the request id left empty: the route's
 * own, the request id, the secure headers, the default CSP and `Cache-Control: no-store` unless the route set them.
 * Built once for each site, route headers and path kind.
 */
function answerHeadersOf(fixed: readonly [string, string][], headers: AnswerHeaders, csp: string): AnswerHeaders {
  let byHeaders = answerHeaders.get(fixed);
  if (!byHeaders) answerHeaders.set(fixed, (byHeaders = new WeakMap()));
  let byCsp = byHeaders.get(headers);
  if (!byCsp) byHeaders.set(headers, (byCsp = new Map()));
  let record = byCsp.get(csp);
  if (!record) {
    const entries: [string, string][] = [...Object.entries(headers), ['x-request-id', '']];
    for (const entry of fixed) entries.push([...entry]);
    if (!('content-security-policy' in headers)) entries.push(['content-security-policy', csp]);
    if (!('cache-control' in headers)) entries.push(['cache-control', 'no-store']);
    record = Object.freeze(Object.fromEntries(entries.sort(byName)));
    byCsp.set(csp, record);
  }
  return record;
}

/**
 * A 200 API answer with every header the middlewares would add (request id, secure headers, default CSP,
 * `Cache-Control: no-store`) already in it, as a plain record: the Node adapter writes it without building Headers.
 * The same header lines as the middlewares give, in the same order (by name, then Content-Length).
 * `headers` are the route's own, by lowercase name: a constant object, since the sorted record is kept for it.
 */
export function completeAnswer(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>, headers: AnswerHeaders) {
  // A HEAD answer is built by Hono from the GET one's headers: the middlewares handle it.
  if (c.req.method === 'HEAD') return c.body(body, 200, headers);
  const record: Record<string, string> = {
    ...answerHeadersOf(fixedHeaders(c.get('deps').config), headers, defaultCsp(c.req.path)),
  };
  record['x-request-id'] = c.get('requestId');
  record['Content-Length'] = String(body.byteLength);
  const answer = new Response(body, { status: 200, headers: record });
  completeAnswers.add(answer);
  return answer;
}
