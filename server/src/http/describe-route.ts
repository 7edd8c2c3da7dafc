import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export type ResponseDescription = {
  description: string;
  /** The JSON body's schema; omit for an empty or non-JSON answer. */
  schema?: z.ZodType;
  /** Defaults to application/json when a schema is given. */
  contentType?: string;
};

export type RouteDescription = {
  summary: string;
  tag: string;
  /** Whether the call needs the bearer token (default true). */
  isAuthenticated?: boolean;
  responses: Record<number, ResponseDescription>;
};

/** Route documentation, keyed by the pass-through middleware that carries it. */
export const routeDescriptions = new WeakMap<MiddlewareHandler, RouteDescription>();

/** A pass-through middleware that documents its route for the OpenAPI document. */
export function describeRoute(description: RouteDescription): MiddlewareHandler {
  // Hands the call on without an async frame of its own: it runs on every call of its route.
  const middleware: MiddlewareHandler = (_c, next) => next();
  routeDescriptions.set(middleware, description);
  return middleware;
}
