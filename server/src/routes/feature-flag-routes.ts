import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { describeRoute } from '../http/describe-route.ts';

const featureFlagsAnswer = z.object({
  /** The closed beta (BETA_MODE): registration by invitation, no plan changes, no billing history. */
  beta: z.boolean(),
  /** The beta's configured end (BETA_END_DATE, `YYYY-MM-DD`), when there is one. */
  betaEndDate: z.string().nullable(),
});

/** The server's switches the web app follows (spec section 4, feature flags); local storage may override them. */
export const featureFlagRoutes = new Hono<AppEnv>().get(
  '/feature-flags',
  describeRoute({
    tag: 'Üzemeltetés',
    summary: 'A webalkalmazás kapcsolói (zárt béta)',
    isAuthenticated: false,
    responses: { 200: { description: 'Kapcsolók', schema: featureFlagsAnswer } },
  }),
  (c) => c.json({ beta: c.var.deps.config.isBetaMode, betaEndDate: c.var.deps.config.betaEndDate ?? null }),
);
