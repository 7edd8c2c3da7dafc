import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, RateLimits } from '../app-deps.ts';
import { AppError } from '../errors/app-error.ts';

/** Fixed-window counters per call and client address, kept in memory (one server process). */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowMs: number, now: number): number {
    if (this.#windows.size > 10_000) {
      for (const [stored, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(stored);
    }
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + windowMs });
      return 0;
    }
    window.count += 1;
    return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }
}

/**
 * The client's address. With `trustProxy` = 0 it is the socket's peer and X-Forwarded-For is
 * ignored (anyone can write it). Behind n trusted proxies each appends the address it saw, so
 * the client is the n-th entry from the right; entries further left were written by the client
 * itself and prove nothing. With fewer entries than hops, the leftmost one is taken.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const socketAddress = c.env?.incoming?.socket.remoteAddress ?? 'unknown';
  const hops = c.var.deps.config.trustProxy;
  if (hops === 0) return socketAddress;
  const forwarded = c.req.header('x-forwarded-for');
  const chain = (forwarded ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return socketAddress;
  return chain[Math.max(0, chain.length - hops)] ?? socketAddress;
}

/** 429 with Retry-After once a client exceeds the named rule. */
export function rateLimit(rule: keyof RateLimits) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limit, windowMs } = c.var.deps.rateLimits[rule];
    const wait = c.var.rateLimiter.hit(`${rule}:${clientAddress(c)}`, limit, windowMs, c.var.deps.now().getTime());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new AppError('RATE_LIMITED');
    }
    await next();
  });
}
