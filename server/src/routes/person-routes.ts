import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { completeResidence, personSchema, savedPersonSchema } from '@cegdok/engine';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { persons } from '../db/schema/records.ts';
import { describeRoute } from '../http/describe-route.ts';
import { bodyId, idParam } from '../http/id-param.ts';
import { validate } from '../http/validate.ts';
import { deletePerson } from '../services/persons/delete-person.ts';
import { createPerson, updatePerson } from '../services/persons/save-person.ts';
import { personAnswer, toPersonAnswer } from '../services/persons/to-person-answer.ts';

const personUpdateBody = personSchema.extend({ id: bodyId }).superRefine(completeResidence);
/** Hungarian alphabetical order (Á with A, before K): SQLite would sort by bytes. */
const hungarian = new Intl.Collator('hu');
const okAnswer = z.object({ ok: z.literal(true) });

export const personRoutes = new Hono<AppEnv>()
  .get(
    '/szemely',
    describeRoute({
      tag: 'Személyek',
      summary: 'Elmentett személyek név szerint',
      responses: { 200: { description: 'Lista', schema: z.array(personAnswer) } },
    }),
    requireUser,
    (c) => {
      const rows = c.var.deps.db
        .select()
        .from(persons)
        .where(eq(persons.ownerId, c.var.user.id))
        .orderBy(asc(persons.id))
        .all();
      return c.json(rows.sort((a, b) => hungarian.compare(a.nev, b.nev)).map(toPersonAnswer));
    },
  )
  .post(
    '/szemely',
    describeRoute({
      tag: 'Személyek',
      summary: 'Új személy',
      responses: { 201: { description: 'Az elmentett személy', schema: personAnswer } },
    }),
    requireUser,
    validate('json', savedPersonSchema),
    (c) => c.json(createPerson(c.var.deps.db, c.var.user.id, c.req.valid('json'), c.var.deps.now()), 201),
  )
  .put(
    '/szemely',
    describeRoute({
      tag: 'Személyek',
      summary: 'Személy módosítása (az id a törzsben)',
      responses: {
        200: { description: 'Az elmentett személy', schema: personAnswer },
        404: { description: 'Nincs ilyen személy' },
      },
    }),
    requireUser,
    validate('json', personUpdateBody),
    (c) => {
      const body = c.req.valid('json');
      return c.json(updatePerson(c.var.deps.db, c.var.user.id, body.id, body, c.var.deps.now()));
    },
  )
  .delete(
    '/szemely/:id',
    describeRoute({
      tag: 'Személyek',
      summary: 'Személy törlése; 409, ha elmentett társaság használja',
      responses: {
        200: { description: 'Törölve', schema: okAnswer },
        404: { description: 'Nincs ilyen személy' },
        409: { description: 'Társaság használja' },
      },
    }),
    requireUser,
    validate('param', idParam),
    (c) => {
      deletePerson(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      return c.json({ ok: true as const });
    },
  );
