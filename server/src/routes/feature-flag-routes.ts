import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { describeRoute } from '../http/describe-route.ts';

const featureFlagsAnswer = z.object({
  /** The closed beta (BETA_MODE): registration by invitation, no plan changes, no billing history. */
  beta: z.boolean(),
  /** The beta's configured end (BETA_END_DATE, `YYYY-MM-DD`), when there is one. */
  betaEndDate: z.string().nullable(),
  /** The data controller of the checkout's data-transfer statement (MERCHANT_NAME, MERCHANT_ADDRESS). */
  merchant: z.object({ name: z.string(), address: z.string().nullable() }),
});

/**
 * The server's switches the web app follows (spec section 4, feature flags; local storage may override them) and
 * the merchant its checkout names.
 */
export const featureFlagRoutes = new Hono<AppEnv>().get(
  '/feature-flags',
  describeRoute({
    tag: 'Üzemeltetés',
    summary: 'A webalkalmazás kapcsolói (zárt béta)',
    isAuthenticated: false,
    responses: { 200: { description: 'Kapcsolók', schema: featureFlagsAnswer } },
  }),
  (c) => {
    const { isBetaMode, betaEndDate, merchant } = c.var.deps.config;
    return c.json({ beta: isBetaMode, betaEndDate: betaEndDate ?? null, merchant });
  },
);
