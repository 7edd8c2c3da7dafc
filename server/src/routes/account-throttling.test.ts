import { describe, expect, it } from 'vitest';
import type { RateLimits } from '../app-deps.ts';
import { confirmationTokenFor, createTestApp, registerTestUser } from '../../test/create-test-app.ts';

const generous = { limit: 1000, windowMs: 60_000 };
const rateLimits: RateLimits = {
  login: generous,
  register: { limit: 3, windowMs: 60_000 },
  passwordReset: generous,
  contact: generous,
  address: generous,
};

describe('login back-off per account', () => {
  // Behind one proxy: each X-Forwarded-For value is another client address.
  const t = createTestApp({ env: { TRUST_PROXY: '1' }, deps: { rateLimits } });
  const login = (email: string, password: string, address: string) =>
    t.request('/api/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });
  const advance = (ms: number) => t.setNow(new Date(t.deps.now().getTime() + ms));

  it('backs off exponentially on one account’s failures from any address, even for the right password', async () => {
    const owner = await registerTestUser(t);
    for (let n = 0; n < 4; n += 1) expect((await login(owner.email, 'rossz', `198.51.100.${n}`)).status).toBe(401);
    expect((await login(owner.email, 'rossz', '198.51.100.4')).status).toBe(401);
    const locked = await login(owner.email, owner.password, '198.51.100.5');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(2);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // Each failure after the wait doubles it: 2 s, 4 s, 8 s.
    advance(2_000);
    expect((await login(owner.email, 'rossz', '198.51.100.6')).status).toBe(401);
    expect(Number((await login(owner.email, 'rossz', '198.51.100.7')).headers.get('retry-after'))).toBe(4);
    advance(4_000);
    expect((await login(owner.email, 'rossz', '198.51.100.8')).status).toBe(401);
    expect(Number((await login(owner.email, 'rossz', '198.51.100.9')).headers.get('retry-after'))).toBe(8);
    // After the wait the right password gets in, and the count starts again.
    advance(8_000);
    expect((await login(owner.email, owner.password, '198.51.100.10')).status).toBe(200);
    expect((await login(owner.email, 'rossz', '198.51.100.11')).status).toBe(401);
    expect((await login(owner.email, owner.password, '198.51.100.12')).status).toBe(200);
  });

  it('does not lock the owner out of an address they logged in from', async () => {
    const owner = await registerTestUser(t);
    expect((await login(owner.email, owner.password, '203.0.113.10')).status).toBe(200);
    for (let n = 0; n < 12; n += 1) await login(owner.email, 'rossz', `192.0.2.${n}`);
    expect((await login(owner.email, owner.password, '192.0.2.99')).status).toBe(429);
    expect((await login(owner.email, owner.password, '203.0.113.10')).status).toBe(200);
  });

  it('treats an unknown e-mail like a known one, so the back-off reveals no accounts', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await login('senki@example.hu', 'rossz', `192.0.2.${n}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('the registration limit', () => {
  const t = createTestApp({ deps: { rateLimits } });

  it('counts only well-formed attempts, so one office address can sign up its staff after typos', async () => {
    for (const body of [
      { name: 'Al', email: 'x', password: '1' },
      { name: 'Dr. Gépelő Gizella', email: 'nem-email', password: 'titkos-jelszo' },
      { name: 'Dr. Gépelő Gizella', email: 'gizella@iroda.hu', password: '123' },
      {},
      { name: 'Dr. Gépelő Gizella' },
    ])
      expect((await t.request('/api/register', { body })).status).toBe(400);
    for (const name of ['Gizella', 'Hajnalka', 'Ilona'])
      expect(
        (
          await t.request('/api/register', {
            body: { name: `Dr. ${name}`, email: `${name}@iroda.hu`, password: 'titkos-jelszo' },
          })
        ).status,
      ).toBe(202);
    expect(
      (
        await t.request('/api/register', {
          body: { name: 'Dr. Jolán', email: 'jolan@iroda.hu', password: 'titkos-jelszo' },
        })
      ).status,
    ).toBe(429);
    // Following the e-mailed links is not a sign-up attempt: all three accounts come into being.
    for (const name of ['Gizella', 'Hajnalka', 'Ilona']) {
      const token = await confirmationTokenFor(t, `${name}@iroda.hu`);
      expect((await t.request('/api/register/confirm', { body: { token } })).status).toBe(201);
    }
  });
});
