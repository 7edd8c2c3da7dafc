import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors/app-error.ts';

/**
 * Refuses request bodies over `maxSize` bytes with 413 PAYLOAD_TOO_LARGE.
 *
 * Hono's `bodyLimit` touches `c.req.raw.body`, which makes @hono/node-server build a full
 * web `Request` with a body stream for every call, GETs included. A declared Content-Length
 * (Node's parser never reads past it) and a bodiless GET or HEAD are judged without that; only
 * a chunked body is counted by `bodyLimit` while it is read.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const countingLimit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  // Not async: Hono awaits what it answers, and a refusal thrown here reaches the error handler just the same.
  return (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (parseInt(declared, 10) > maxSize) throw new AppError('PAYLOAD_TOO_LARGE');
      return next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return countingLimit(c, next);
  };
}
