import { z } from 'zod';

/** A numeric row id in the path; anything else is a 400. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, { message: 'Érvénytelen azonosító.' })
    .transform(Number),
});

/** A numeric id in a body (the browser may send it as a string). */
export const bodyId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ message: 'Érvénytelen azonosító.' })
    .int({ message: 'Érvénytelen azonosító.' })
    .positive({ message: 'Érvénytelen azonosító.' }),
);
