import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { requireUser } from '../auth/require-user.ts';
import { betaUsers } from '../db/schema/accounts.ts';
import { AppError } from '../errors/app-error.ts';
import { describeRoute } from '../http/describe-route.ts';
import { idParam } from '../http/id-param.ts';
import { validate } from '../http/validate.ts';
import { listInvitableBetaUsers, listNotRegisteredBetaUsers } from '../services/beta/list-beta-users.ts';
import { sendBetaInvitations } from '../services/beta/send-beta-invitations.ts';

const betaBody = z.object({
  name: z
    .string({ message: 'A név megadása kötelező.' })
    .trim()
    .min(1, { message: 'A név megadása kötelező.' })
    .max(200, { message: 'Legfeljebb 200 karakter.' }),
  email: z.email({ message: 'Érvényes e-mail-címet adjon meg.' }).max(254, { message: 'Az e-mail-cím túl hosszú.' }),
});
const betaList = z.array(z.object({ id: z.number(), name: z.string(), email: z.string() }));
const listResponses = { 200: { description: 'A még meg nem hívott béta felhasználók', schema: betaList } };
const forbidden = { 403: { description: 'Csak a webhely adminjainak' } };

export const betaRoutes = new Hono<AppEnv>()
  .get(
    '/beta',
    describeRoute({
      tag: 'Admin',
      summary: 'A béta listának a még meg nem hívott tagjai',
      responses: { ...listResponses, ...forbidden },
    }),
    requireUser,
    requireAdmin,
    (c) => c.json(listInvitableBetaUsers(c.var.deps.db)),
  )
  .get(
    '/beta/not-registered',
    describeRoute({
      tag: 'Admin',
      summary: 'Meghívott, de még nem regisztrált béta felhasználók',
      responses: { 200: { description: 'Lista', schema: betaList }, ...forbidden },
    }),
    requireUser,
    requireAdmin,
    (c) => c.json(listNotRegisteredBetaUsers(c.var.deps.db)),
  )
  .put(
    '/beta',
    describeRoute({
      tag: 'Admin',
      summary: 'Béta felhasználó felvétele (név, e-mail); a válasz a frissült lista',
      responses: { ...listResponses, ...forbidden, 409: { description: 'Már a listán van' } },
    }),
    requireUser,
    requireAdmin,
    validate('json', betaBody),
    (c) => {
      const { db, now } = c.var.deps;
      const { name, email } = c.req.valid('json');
      const inserted = db
        .insert(betaUsers)
        .values({ name, email: email.trim().toLowerCase(), createdAt: now() })
        .onConflictDoNothing()
        .run().changes;
      if (inserted === 0) throw new AppError('BETA_USER_EXISTS', { fields: { email: 'Már szerepel a béta listán.' } });
      return c.json(listInvitableBetaUsers(db));
    },
  )
  .delete(
    '/beta/:id',
    describeRoute({
      tag: 'Admin',
      summary: 'Béta felhasználó törlése a listáról; a válasz a frissült lista',
      responses: { ...listResponses, ...forbidden, 404: { description: 'Nincs ilyen' } },
    }),
    requireUser,
    requireAdmin,
    validate('param', idParam),
    (c) => {
      const { db } = c.var.deps;
      if (
        db
          .delete(betaUsers)
          .where(eq(betaUsers.id, c.req.valid('param').id))
          .run().changes === 0
      )
        throw new AppError('NOT_FOUND', { message: 'Nincs ilyen béta felhasználó.' });
      return c.json(listInvitableBetaUsers(db));
    },
  )
  .post(
    '/beta',
    describeRoute({
      tag: 'Admin',
      summary: 'Meghívó e-mailek (regisztrációs linkkel) a még meg nem hívottaknak; a válasz a frissült lista',
      responses: { ...listResponses, ...forbidden },
    }),
    requireUser,
    requireAdmin,
    async (c) => {
      await sendBetaInvitations(c.var.deps);
      return c.json(listInvitableBetaUsers(c.var.deps.db));
    },
  );
