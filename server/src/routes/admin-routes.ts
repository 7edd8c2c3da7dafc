import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { requireUser } from '../auth/require-user.ts';
import { describeRoute } from '../http/describe-route.ts';
import { validate } from '../http/validate.ts';
import { getAdminStats } from '../services/admin/get-admin-stats.ts';
import { listUsersPage } from '../services/admin/list-users-page.ts';

const series = z.record(z.string(), z.number());
const adminStatsAnswer = z.object({
  totalUserCount: z.number(),
  totalSzemelyCount: z.number(),
  totalTarsasagCount: z.number(),
  totalDocumentCount: z.number(),
  documentGenerationsSeries: series,
  userRegisterSeries: series,
});
const adminUsersAnswer = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      username: z.string(),
      email: z.string(),
      registerTime: z.string(),
      subscription: z.object({
        name: z.string(),
        tierName: z.string(),
        monthly: z.boolean(),
        extraDocPrice: z.number(),
        payed: z.boolean(),
        remainingDocs: z.number(),
        monthlyDocCap: z.number(),
        userCap: z.number(),
        userCount: z.number(),
        docRetentionInDays: z.number(),
        startDate: z.string(),
        resetDate: z.string().nullable(),
        endDate: z.string().nullable(),
      }),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
});
const pageParam = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, { message: 'Érvénytelen oldalszám.' })
    .transform(Number),
});
const forbidden = { 403: { description: 'Csak a webhely adminjainak' } };

export const adminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/stats',
    describeRoute({
      tag: 'Admin',
      summary: 'Összesítők és napi sorozatok (dokumentumgenerálás, regisztráció; az utolsó 30 nap, budapesti dátum)',
      responses: { 200: { description: 'Statisztika', schema: adminStatsAnswer }, ...forbidden },
    }),
    requireUser,
    requireAdmin,
    (c) => c.json(getAdminStats(c.var.deps.db, c.var.deps.now())),
  )
  .get(
    '/admin/users/:page',
    describeRoute({
      tag: 'Admin',
      summary: 'Felhasználók 20-asával (0-tól számozott oldal), a legújabb elöl, előfizetésük részleteivel',
      responses: { 200: { description: 'Egy oldal', schema: adminUsersAnswer }, ...forbidden },
    }),
    requireUser,
    requireAdmin,
    validate('param', pageParam),
    (c) => c.json(listUsersPage(c.var.deps.db, c.req.valid('param').page, c.var.deps.now())),
  );
