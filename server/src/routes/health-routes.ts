import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { AppError } from '../errors/app-error.ts';
import { describeRoute } from '../http/describe-route.ts';

export const healthRoutes = new Hono<AppEnv>().get(
  '/health',
  describeRoute({
    tag: 'Üzemeltetés',
    summary: 'Él-e a szerver és elérhető-e az adatbázis',
    isAuthenticated: false,
    responses: {
      200: { description: 'Rendben', schema: z.object({ status: z.literal('ok') }) },
      503: { description: 'Az adatbázis nem érhető el' },
    },
  }),
  (c) => {
    try {
      c.var.deps.db.get(sql`select 1`);
    } catch (error) {
      throw new AppError('UNAVAILABLE', { message: 'Az adatbázis nem érhető el.', cause: error });
    }
    return c.json({ status: 'ok' as const });
  },
);
