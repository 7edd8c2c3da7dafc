import { serve } from '@hono/node-server';
import { afterAll } from 'vitest';
import type { AppDeps } from '../src/app-deps.ts';
import { createTestApp } from './create-test-app.ts';
import { freePort } from './free-port.ts';

/**
 * The test app listening on a free loopback port, its PORT and PUBLIC_URL set to it, so the
 * embedded SimplePay emulator's API calls, redirects and IPN travel over real HTTP.
 */
export async function listenTestApp(options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = createTestApp({
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, ...options.env },
    ...(options.deps ? { deps: options.deps } : {}),
  });
  const server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    ...t,
    base,
    /** A call over HTTP; redirects are not followed, so each hop can be checked. */
    call(
      path: string,
      init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      }
      return fetch(path.startsWith('http') ? path : `${base}${path}`, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        redirect: 'manual',
        ...(body === undefined ? {} : { body }),
      });
    },
  };
}
