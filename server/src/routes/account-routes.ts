import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { invalidateSession } from '../auth/sessions.ts';
import { users } from '../db/schema/accounts.ts';
import { describeRoute } from '../http/describe-route.ts';
import { clientAddress, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { confirmPasswordReset } from '../services/accounts/confirm-password-reset.ts';
import { confirmRegistration } from '../services/accounts/confirm-registration.ts';
import { logIn } from '../services/accounts/log-in.ts';
import { removeUser } from '../services/accounts/remove-user.ts';
import { requestPasswordReset } from '../services/accounts/request-password-reset.ts';
import { REGISTRATION_REQUESTED_MESSAGE, requestRegistration } from '../services/accounts/request-registration.ts';

const email = z
  .email({ message: 'Érvényes e-mail-címet adjon meg.' })
  .max(254, { message: 'Az e-mail-cím túl hosszú.' });
const password = z
  .string({ message: 'A jelszó megadása kötelező.' })
  .min(6, { message: 'A jelszó legalább 6 karakter legyen.' })
  .max(200, { message: 'A jelszó legfeljebb 200 karakter lehet.' });
const name = z
  .string({ message: 'A név megadása kötelező.' })
  .trim()
  .min(3, { message: 'A név legalább 3 karakter legyen.' })
  .max(200, { message: 'A név legfeljebb 200 karakter lehet.' });

const registerBody = z.object({ name, email, password });
const registerConfirmBody = z.object({
  token: z
    .string({ message: 'Hiányzik a regisztráció megerősítő tokenje.' })
    .min(10, { message: 'Hiányzik a regisztráció megerősítő tokenje.' })
    .max(200),
});
const loginBody = z.object({
  email: z
    .string({ message: 'Az e-mail-cím megadása kötelező.' })
    .min(1, { message: 'Az e-mail-cím megadása kötelező.' })
    .max(254, { message: 'Az e-mail-cím túl hosszú.' }),
  password: z
    .string({ message: 'A jelszó megadása kötelező.' })
    .min(1, { message: 'A jelszó megadása kötelező.' })
    .max(200, { message: 'A jelszó legfeljebb 200 karakter lehet.' }),
});
const userBody = z.object({
  name,
  kasz: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(50, { message: 'A KASZ szám legfeljebb 50 karakter lehet.' }).nullable().optional(),
  ),
});
const passwordResetRequestBody = z.object({ email });
const passwordResetConfirmBody = z.object({
  token: z
    .string({ message: 'Hiányzik a jelszó-visszaállító token.' })
    .min(10, { message: 'Hiányzik a jelszó-visszaállító token.' })
    .max(200),
  password,
});

const tokenAnswer = z.object({ token: z.string() });
const registrationRequestedAnswer = z.object({ message: z.string() });
const userAnswer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  kasz: z.string().nullable(),
  isAdmin: z.boolean(),
});
const okAnswer = z.object({ ok: z.literal(true) });

export const accountRoutes = new Hono<AppEnv>()
  .post(
    '/register',
    describeRoute({
      tag: 'Fiók',
      summary:
        'Regisztráció kérése: a címre megerősítő levél megy (ha már van fiókja, erről szóló levél); a válasz mindkét esetben ugyanaz',
      isAuthenticated: false,
      responses: {
        202: { description: 'A levél útnak indult', schema: registrationRequestedAnswer },
        403: { description: 'Béta módban nem meghívott cím' },
        429: { description: 'Túl sok kérés' },
      },
    }),
    // Only well-formed attempts count: a typo does not use up a shared office address's sign-ups.
    validate('json', registerBody),
    rateLimit('register'),
    (c) => {
      requestRegistration(c.var.deps, c.req.valid('json'));
      return c.json({ message: REGISTRATION_REQUESTED_MESSAGE }, 202);
    },
  )
  .post(
    '/register/confirm',
    describeRoute({
      tag: 'Fiók',
      summary: 'A regisztráció megerősítése a levélben kapott tokennel: létrejön a fiók; a válasz a munkamenet tokenje',
      isAuthenticated: false,
      responses: {
        201: { description: 'A fiók létrejött', schema: tokenAnswer },
        400: { description: 'Érvénytelen, lejárt vagy már felhasznált token' },
        409: { description: 'Ezzel a címmel időközben létrejött egy fiók' },
      },
    }),
    validate('json', registerConfirmBody),
    (c) => c.json(confirmRegistration(c.var.deps, c.req.valid('json').token), 201),
  )
  .post(
    '/login',
    describeRoute({
      tag: 'Fiók',
      summary: 'Belépés; a válasz a munkamenet tokenje',
      isAuthenticated: false,
      responses: {
        200: { description: 'Sikeres belépés', schema: tokenAnswer },
        401: { description: 'Hibás e-mail-cím vagy jelszó' },
        429: { description: 'Túl sok kérés' },
      },
    }),
    rateLimit('login'),
    validate('json', loginBody),
    async (c) =>
      c.json(await logIn(c.var.deps, c.req.valid('json'), { limiter: c.var.loginThrottle, address: clientAddress(c) })),
  )
  .post(
    '/logout',
    describeRoute({
      tag: 'Fiók',
      summary: 'Kilépés: a munkamenet megszűnik',
      responses: { 200: { description: 'Kilépett', schema: okAnswer } },
    }),
    requireUser,
    (c) => {
      invalidateSession(c.var.deps.db, c.var.session.id);
      return c.json({ ok: true as const });
    },
  )
  .get(
    '/user',
    describeRoute({
      tag: 'Fiók',
      summary: 'A bejelentkezett felhasználó',
      responses: { 200: { description: 'Felhasználó', schema: userAnswer } },
    }),
    requireUser,
    (c) => c.json(toUserAnswer(c.var.user)),
  )
  .put(
    '/user',
    describeRoute({
      tag: 'Fiók',
      summary: 'Ügyvédi adatok (név, KASZ szám) mentése',
      responses: { 200: { description: 'Elmentett felhasználó', schema: userAnswer } },
    }),
    requireUser,
    validate('json', userBody),
    (c) => {
      const body = c.req.valid('json');
      const saved = c.var.deps.db
        .update(users)
        .set({ name: body.name, kasz: body.kasz ?? null })
        .where(eq(users.id, c.var.user.id))
        .returning()
        .get();
      return c.json(toUserAnswer(saved ?? c.var.user));
    },
  )
  .delete(
    '/remove-user',
    describeRoute({
      tag: 'Fiók',
      summary: 'A fiók és minden adatának végleges törlése',
      responses: {
        200: { description: 'Törölve', schema: okAnswer },
        409: { description: 'Az irodának más felhasználói is vannak' },
      },
    }),
    requireUser,
    (c) => {
      removeUser(c.var.deps.db, c.var.user.id);
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/password-reset/request',
    describeRoute({
      tag: 'Fiók',
      summary: 'Jelszó-visszaállító e-mail kérése (akkor is 200, ha a cím nincs regisztrálva)',
      isAuthenticated: false,
      responses: { 200: { description: 'Kérés elküldve', schema: okAnswer }, 429: { description: 'Túl sok kérés' } },
    }),
    rateLimit('passwordReset'),
    validate('json', passwordResetRequestBody),
    (c) => {
      requestPasswordReset(c.var.deps, c.req.valid('json').email);
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/password-reset/confirm',
    describeRoute({
      tag: 'Fiók',
      summary: 'Új jelszó beállítása a levélben kapott tokennel',
      isAuthenticated: false,
      responses: { 200: { description: 'Jelszó beállítva', schema: okAnswer }, 429: { description: 'Túl sok kérés' } },
    }),
    rateLimit('passwordReset'),
    validate('json', passwordResetConfirmBody),
    async (c) => {
      await confirmPasswordReset(c.var.deps, c.req.valid('json'));
      return c.json({ ok: true as const });
    },
  );

function toUserAnswer(user: { id: number; name: string; email: string; kasz: string | null; role: string }) {
  return { id: user.id, name: user.name, email: user.email, kasz: user.kasz, isAdmin: user.role === 'admin' };
}
