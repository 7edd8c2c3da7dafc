import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { AppError } from '../errors/app-error.ts';
import { describeRoute } from '../http/describe-route.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';

// Google: URL- and filename-safe base64, at most 36 characters (a v4 UUID fits).
const sessionToken = z
  .string({ message: 'Hiányzó munkamenet-azonosító.' })
  .regex(/^[A-Za-z0-9_-]{1,36}$/, { message: 'Érvénytelen munkamenet-azonosító.' });

const autocompleteBody = z.object({
  sessionToken,
  searchInput: z
    .string({ message: 'Adja meg a keresett címet.' })
    .trim()
    .min(2, { message: 'Legalább 2 karaktert adjon meg.' })
    .max(200, { message: 'Legfeljebb 200 karaktert adjon meg.' }),
});
const placeParam = z.object({
  placeId: z.string().min(1).max(1000, { message: 'Érvénytelen helyazonosító.' }),
  sessionToken,
});
const suggestionAnswer = z.object({ address: z.string(), placeId: z.string() });

export const addressRoutes = new Hono<AppEnv>()
  .post(
    '/address/autocomplete',
    describeRoute({
      tag: 'Címek',
      summary: 'Címjavaslatok a begépelt szövegre',
      responses: { 200: { description: 'Javaslatok', schema: z.array(suggestionAnswer) } },
    }),
    requireUser,
    rateLimit('address'),
    validate('json', autocompleteBody),
    async (c) => c.json(await c.var.deps.addresses.autocomplete(c.req.valid('json'))),
  )
  .get(
    '/address/autocomplete/place-id/:placeId/:sessionToken',
    describeRoute({
      tag: 'Címek',
      summary: 'A kiválasztott javaslat teljes címe (ugyanazzal a munkamenet-azonosítóval)',
      responses: {
        200: { description: 'Cím', schema: z.object({ address: z.string() }) },
        404: { description: 'Ismeretlen hely' },
      },
    }),
    requireUser,
    rateLimit('address'),
    validate('param', placeParam),
    async (c) => {
      const details = await c.var.deps.addresses.details(c.req.valid('param'));
      if (!details) throw new AppError('NOT_FOUND', { message: 'A cím nem található.' });
      return c.json(details);
    },
  );
