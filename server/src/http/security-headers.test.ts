import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { freePort } from '../../test/free-port.ts';
import { listenTestApp } from '../../test/listen-test-app.ts';
import { sampleCompany, samplePersons, sampleRequest } from '../../test/sample-data.ts';

/** The answer's head as the client reads it off the socket, its Date and request id masked. */
async function rawHead(
  port: number,
  call: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<string> {
  const body = Buffer.from(call.body ?? '');
  const headers = { host: '127.0.0.1', connection: 'close', 'content-length': String(body.length), ...call.headers };
  const head = `${call.method} ${call.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.concat([Buffer.from(head), body])));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve(
        received
          .subarray(0, received.indexOf('\r\n\r\n'))
          .toString('latin1')
          .replace(/\r\nDate: [^\r]*/, '\r\nDate: -')
          .replace(/\r\nx-request-id: [^\r]*/, '\r\nx-request-id: -'),
      ),
    );
  });
}

/**
 * The middlewares the app used before its answers were built whole (hono's requestId and secureHeaders, the default
 * CSP, no-store), answering given bytes with given headers through hono's own c.body.
 */
async function listenReference(
  answers: Map<string, { bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> }>,
) {
  const reference = new Hono();
  reference.use(requestId());
  reference.use(secureHeaders({ contentSecurityPolicy: undefined, strictTransportSecurity: false }));
  reference.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('content-security-policy'))
      c.res.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  });
  reference.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  reference.all('*', (c) => {
    const answer = answers.get(c.req.path)!;
    return c.body(answer.bytes, 200, answer.headers);
  });
  const port = await freePort();
  const server = serve({ fetch: reference.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return port;
}

const app = await listenTestApp();

describe('answers built whole (company list, preview)', () => {
  it('carry the same header lines, in the same order, as the middlewares give the same bytes', async () => {
    const { token } = await registerTestUser(app);
    const json = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const saved = async (path: string, body: unknown) =>
      (await app.call(path, { token, body })).json() as Promise<{ id: number }>;
    const anna = await saved('/api/szemely', samplePersons.anna);
    const bela = await saved('/api/szemely', samplePersons.bela);
    const company = await saved('/api/tarsasag', sampleCompany({ anna: anna.id, bela: bela.id }));
    const preview = JSON.stringify(sampleRequest(company));
    const previewPath = '/api/contract-engine/ceg-doc/tarsasagi/html';
    const calls = {
      list: { method: 'GET', path: '/api/tarsasag', headers: { authorization: `Bearer ${token}` } },
      gzipped: { method: 'POST', path: previewPath, headers: { ...json, 'accept-encoding': 'gzip' }, body: preview },
      plain: { method: 'POST', path: previewPath, headers: json, body: preview },
    };
    const list = await app.call('/api/tarsasag', { token });
    const page = await app.call(previewPath, { token, body: preview, headers: { 'accept-encoding': 'identity' } });
    const port = Number(new URL(app.base).port);
    const previewHeaders = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox",
      Vary: 'Accept-Encoding',
    };

    const listHead = await rawHead(port, calls.list);
    const plainHead = await rawHead(port, calls.plain);
    const gzippedHead = await rawHead(port, calls.gzipped);
    const gzippedLength = Number(/\r\nContent-Length: (\d+)/.exec(gzippedHead)?.[1]);
    const reference = await listenReference(
      new Map([
        [
          '/api/list',
          { bytes: new Uint8Array(await list.arrayBuffer()), headers: { 'Content-Type': 'application/json' } },
        ],
        ['/api/plain', { bytes: new Uint8Array(await page.arrayBuffer()), headers: previewHeaders }],
        [
          '/api/gzipped',
          { bytes: new Uint8Array(gzippedLength), headers: { ...previewHeaders, 'Content-Encoding': 'gzip' } },
        ],
      ]),
    );
    const referenceHead = (name: string) => rawHead(reference, { method: 'GET', path: `/api/${name}`, headers: {} });
    expect(listHead).toBe(await referenceHead('list'));
    expect(plainHead).toBe(await referenceHead('plain'));
    expect(gzippedHead).toBe(await referenceHead('gzipped'));
    expect(listHead).toMatch(/^HTTP\/1\.1 200 OK\r\ncache-control: no-store\r\n/);
    expect(gzippedHead).toContain('\r\ncontent-encoding: gzip\r\n');
  });
});

describe('security headers behind https', () => {
  const https = createTestApp({ env: { PUBLIC_URL: 'https://cegdok.example.hu', PAYMENT_PROVIDER: 'emulator' } });

  it('add HSTS to answers built whole and to the others, and keep a sane X-Request-Id of the client', async () => {
    const { token } = await registerTestUser(https);
    const hsts = 'max-age=15552000; includeSubDomains';
    const list = await https.request('/api/tarsasag', { token, headers: { 'x-request-id': 'kliens-123' } });
    const health = await https.request('/api/health', { headers: { 'x-request-id': 'rossz azonosító' } });
    expect(list.headers.get('strict-transport-security')).toBe(hsts);
    expect(health.headers.get('strict-transport-security')).toBe(hsts);
    expect(list.headers.get('x-request-id')).toBe('kliens-123');
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
