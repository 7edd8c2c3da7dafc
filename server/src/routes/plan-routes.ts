import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { tiers } from '../db/schema/commerce.ts';
import { describeRoute } from '../http/describe-route.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../services/subscriptions/get-current-subscription.ts';

const tierAnswer = z.object({
  id: z.string(),
  name: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  monthlyDocCap: z.number(),
  isRenewable: z.boolean(),
  extraDocPrice: z.number(),
  userCap: z.number(),
  extraUserPrice: z.number(),
  docRetentionInDays: z.number(),
});

const subscriptionAnswer = z.object({
  /** The tier id (free, beta, basic, medium, enterprise), as the web maps it to a display name. */
  name: z.string(),
  tierName: z.string(),
  remainingDocs: z.number(),
  monthlyDocCap: z.number(),
  userCap: z.number(),
  userCount: z.number(),
  docRetentionInDays: z.number(),
  extraDocPrice: z.number(),
  resetDate: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthly: z.boolean(),
  payed: z.boolean(),
});

export const planRoutes = new Hono<AppEnv>()
  .get(
    '/tiers',
    describeRoute({
      tag: 'Csomagok',
      summary: 'Az előfizetési csomagok (árak bruttó forintban)',
      isAuthenticated: false,
      responses: { 200: { description: 'Csomagok', schema: z.array(tierAnswer) } },
    }),
    (c) => {
      const rows = c.var.deps.db.select().from(tiers).orderBy(asc(tiers.sortOrder)).all();
      return c.json(rows.map(({ sortOrder: _sortOrder, ...tier }) => tier));
    },
  )
  .get(
    '/subscription',
    describeRoute({
      tag: 'Csomagok',
      summary: 'A felhasználó (vagy irodája) jelenlegi előfizetése',
      responses: { 200: { description: 'Előfizetés', schema: subscriptionAnswer } },
    }),
    requireUser,
    (c) => {
      const { db, now } = c.var.deps;
      const { subscription, tier, userCount } = db.transaction((tx) =>
        getCurrentSubscription(tx, findSubscriptionOwner(tx, c.var.user.id), now()),
      );
      return c.json({
        name: tier.id,
        tierName: tier.name,
        remainingDocs: subscription.remainingDocs,
        monthlyDocCap: tier.monthlyDocCap,
        userCap: tier.userCap,
        userCount,
        docRetentionInDays: tier.docRetentionInDays,
        extraDocPrice: tier.extraDocPrice,
        resetDate: subscription.resetDate?.toISOString() ?? null,
        startDate: subscription.startDate.toISOString(),
        endDate: subscription.endDate?.toISOString() ?? null,
        monthly: subscription.monthly,
        payed: subscription.payed,
      });
    },
  );
