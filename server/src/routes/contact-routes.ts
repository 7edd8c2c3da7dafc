import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { describeRoute } from '../http/describe-route.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { sendContactMessage } from '../services/contact/send-contact-message.ts';

const contactBody = z.object({
  name: z
    .string({ message: 'A név megadása kötelező.' })
    .trim()
    .min(3, { message: 'A név legalább 3 karakter legyen.' })
    .max(200, { message: 'A név legfeljebb 200 karakter lehet.' }),
  email: z.email({ message: 'Érvényes e-mail-címet adjon meg.' }).max(254, { message: 'Az e-mail-cím túl hosszú.' }),
  message: z
    .string({ message: 'Az üzenet megadása kötelező.' })
    .trim()
    .min(6, { message: 'Az üzenet legalább 6 karakter legyen.' })
    .max(10_000, { message: 'Az üzenet legfeljebb 10 000 karakter lehet.' }),
});

export const contactRoutes = new Hono<AppEnv>().post(
  '/kapcsolat',
  describeRoute({
    tag: 'Nyilvános',
    summary: 'Kapcsolati űrlap: az üzenet elmentődik és e-mailben megy az üzemeltetőnek',
    isAuthenticated: false,
    responses: {
      201: { description: 'Elküldve', schema: z.object({ ok: z.literal(true) }) },
      429: { description: 'Túl sok kérés' },
    },
  }),
  rateLimit('contact'),
  validate('json', contactBody),
  async (c) => {
    await sendContactMessage(c.var.deps, c.req.valid('json'));
    return c.json({ ok: true as const }, 201);
  },
);
