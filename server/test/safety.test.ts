import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../src/app-deps.ts';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { HASHED_FILE_CACHE, PAGE_CACHE } from '../src/http/cache-built-files.ts';
import { createTestApp, registerTestUser } from './create-test-app.ts';

const tight = { limit: 3, windowMs: 60_000 };
const rateLimits: RateLimits = { login: tight, register: tight, passwordReset: tight, contact: tight, address: tight };

describe('rate limits', () => {
  const t = createTestApp({ deps: { rateLimits } });

  const calls: [string, string, unknown][] = [
    ['login', '/api/login', { email: 'valaki@example.hu', password: 'rossz-jelszo' }],
    ['password reset', '/api/password-reset/request', { email: 'valaki@example.hu' }],
    ['contact', '/api/kapcsolat', { name: 'Al', email: 'x', message: 'y' }],
  ];
  for (const [name, path, body] of calls) {
    it(`answers 429 with Retry-After on ${name} after the limit`, async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await t.request(path, { body })).status).not.toBe(429);
      const limited = await t.request(path, { body });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Túl sok próbálkozás. Kérjük, próbálja újra néhány perc múlva.' },
      });
    });
  }

  it('opens again after the window', async () => {
    t.setNow(new Date(t.deps.now().getTime() + 61_000));
    expect(
      (await t.request('/api/login', { body: { email: 'valaki@example.hu', password: 'rossz-jelszo' } })).status,
    ).toBe(401);
  });
});

describe('rate limits behind a reverse proxy (TRUST_PROXY)', () => {
  const login = { email: 'valaki@example.hu', password: 'rossz-jelszo' };
  const behindOne = createTestApp({ env: { TRUST_PROXY: '1' }, deps: { rateLimits } });
  const behindTwo = createTestApp({ env: { TRUST_PROXY: '2' }, deps: { rateLimits } });
  const direct = createTestApp({ deps: { rateLimits } });
  const attempt = (t: ReturnType<typeof createTestApp>, forwardedFor: string) =>
    t.request('/api/login', { body: login, headers: { 'x-forwarded-for': forwardedFor } });

  it('counts each client behind one proxy apart, by the address the proxy appended', async () => {
    const t = behindOne;
    for (let n = 0; n < 3; n += 1) expect((await attempt(t, '203.0.113.5')).status).toBe(401);
    expect((await attempt(t, '203.0.113.5')).status).toBe(429);
    // Another client is not punished for the first one…
    expect((await attempt(t, '203.0.113.6')).status).toBe(401);
    // …and the first cannot escape by writing its own X-Forwarded-For entries in front.
    expect((await attempt(t, '198.51.100.1, 203.0.113.5')).status).toBe(429);
    expect((await attempt(t, '198.51.100.2,203.0.113.5')).status).toBe(429);
  });

  it('takes the address two hops from the right behind two proxies', async () => {
    const t = behindTwo;
    for (let n = 0; n < 3; n += 1) expect((await attempt(t, `203.0.113.7, 10.0.0.${n + 1}`)).status).toBe(401);
    expect((await attempt(t, 'hamis, 203.0.113.7, 10.0.0.9')).status).toBe(429);
    expect((await attempt(t, '203.0.113.8, 10.0.0.1')).status).toBe(401);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot rotate it past the limit', async () => {
    const t = direct;
    for (let n = 0; n < 3; n += 1) expect((await attempt(t, `203.0.113.${n}`)).status).toBe(401);
    expect((await attempt(t, '203.0.113.99')).status).toBe(429);
  });
});

describe('request hygiene', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'cegdok-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Cégdok</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("cegdok")');
  const t = createTestApp({ deps: { webDistDir: webDist } });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('refuses bodies over the limit with 413', async () => {
    const { token } = await registerTestUser(t);
    const response = await t.request('/api/szemely', {
      token,
      body: { nev: 'x'.repeat(BODY_LIMIT_BYTES), lakohely: '3300 Eger, Széchenyi István utca 5.' },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends secure headers', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('marks every API answer no-store (personal data, tokens, errors), and only API answers', async () => {
    const account = await registerTestUser(t);
    const answers = [
      await t.request('/api/login', { body: { email: account.email, password: account.password } }),
      await t.request('/api/user', { token: account.token }),
      await t.request('/api/szemely', { token: account.token }),
      await t.request('/api/user'),
      await t.request('/api/szemely', { token: account.token, body: { nev: '' } }),
      await t.request('/api/nincs-ilyen'),
      await t.request('/api/health'),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401, 400, 404, 200]);
    expect((await t.request('/assets/app.js')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('lets a browser keep the hashed built files for a year, and ask for index.html at every load', async () => {
    const asset = await t.request('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(HASHED_FILE_CACHE);
    for (const path of ['/', '/tool/dashboard', '/belepes']) {
      const page = await t.request(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<title>Cégdok</title>');
      expect(page.headers.get('cache-control'), path).toBe(PAGE_CACHE);
    }
    const missing = await t.request('/assets/nincs-ilyen.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).not.toBe(HASHED_FILE_CACHE);
  });

  it('answers unknown API calls with the JSON error envelope', async () => {
    const response = await t.request('/api/nincs-ilyen');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Nincs ilyen API-hívás.' } });
  });

  it('serves the built web app with index.html for client-side routes', async () => {
    const asset = await t.request('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("cegdok")');
    for (const path of ['/', '/tool/dashboard', '/uj-jelszo?token=abc']) {
      const page = await t.request(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('<div id="root">');
    }
  });
});
