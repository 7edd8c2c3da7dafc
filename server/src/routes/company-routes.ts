import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { companySchema, findIncompleteCompanyAddresses, reportIncomplete } from '@cegdok/engine';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { companies } from '../db/schema/records.ts';
import { AppError } from '../errors/app-error.ts';
import { describeRoute } from '../http/describe-route.ts';
import { completeAnswer } from '../http/security-headers.ts';
import { bodyId, idParam } from '../http/id-param.ts';
import { validate } from '../http/validate.ts';
import { withoutServerKeys } from '../services/companies/company-body.ts';
import { createCompany, updateCompany } from '../services/companies/save-company.ts';
import { listCompaniesJson } from '../services/companies/list-companies-json.ts';
import { companyAnswer } from '../services/companies/to-company-answer.ts';

/** A company is saved only with complete addresses (seat, premises, branches, residences); 400 names the missing part. */
const companyBody = companySchema.superRefine(reportIncomplete(findIncompleteCompanyAddresses));
const companyUpdateBody = companySchema
  .extend({ id: bodyId })
  .superRefine(reportIncomplete(findIncompleteCompanyAddresses));
const teaorParam = z.object({
  query: z
    .string()
    .trim()
    .min(2, { message: 'Legalább 2 karaktert adjon meg.' })
    .max(100, { message: 'Legfeljebb 100 karaktert adjon meg.' }),
});
const teaorAnswer = z.array(
  z.object({
    kod: z.string(),
    kodKsh: z.string(),
    megnevezes: z.string(),
    verzio: z.literal('TEAOR25'),
    teaor08: z.string().optional().describe("A beírt TEÁOR'08 kód (KSH-jelöléssel), ha ez annak utódja"),
  }),
);
const okAnswer = z.object({ ok: z.literal(true) });
const JSON_HEADERS = { 'content-type': 'application/json' };

export const companyRoutes = new Hono<AppEnv>()
  .get(
    '/tarsasag',
    describeRoute({
      tag: 'Társaságok',
      summary: 'Elmentett társaságok, a legutóbb módosított elöl',
      responses: { 200: { description: 'Lista', schema: z.array(companyAnswer) } },
    }),
    requireUser,
    (c) => completeAnswer(c, listCompaniesJson(c.get('deps').db, c.get('user').id), JSON_HEADERS),
  )
  .post(
    '/tarsasag',
    describeRoute({
      tag: 'Társaságok',
      summary: 'Új társaság tagokkal és ügyvezetőkkel',
      responses: { 201: { description: 'Az elmentett társaság', schema: companyAnswer } },
    }),
    requireUser,
    validate('json', companyBody),
    (c) =>
      c.json(
        createCompany(c.var.deps.db, c.var.user.id, withoutServerKeys(c.req.valid('json')), c.var.deps.now()),
        201,
      ),
  )
  .put(
    '/tarsasag',
    describeRoute({
      tag: 'Társaságok',
      summary: 'Társaság módosítása (az id a törzsben); bejegyzett társaságnál új MENTES változat',
      responses: {
        200: { description: 'Az elmentett társaság', schema: companyAnswer },
        404: { description: 'Nincs ilyen társaság' },
      },
    }),
    requireUser,
    validate('json', companyUpdateBody),
    (c) => {
      const body = c.req.valid('json');
      return c.json(updateCompany(c.var.deps.db, c.var.user.id, body.id, withoutServerKeys(body), c.var.deps.now()));
    },
  )
  .delete(
    '/tarsasag/:id',
    describeRoute({
      tag: 'Társaságok',
      summary: 'Társaság törlése',
      responses: { 200: { description: 'Törölve', schema: okAnswer }, 404: { description: 'Nincs ilyen társaság' } },
    }),
    requireUser,
    validate('param', idParam),
    (c) => {
      const deleted = c.var.deps.db
        .delete(companies)
        .where(and(eq(companies.id, c.req.valid('param').id), eq(companies.ownerId, c.var.user.id)))
        .returning({ id: companies.id })
        .get();
      if (!deleted) throw new AppError('NOT_FOUND', { message: 'A társaság nem található.' });
      return c.json({ ok: true as const });
    },
  )
  .get(
    '/tarsasag/teaor/:query',
    describeRoute({
      tag: 'Társaságok',
      summary: "TEÁOR'25 keresés kódrészletre (pont nélkül vagy ponttal) vagy szavakra, legfeljebb 50 találat",
      responses: { 200: { description: 'Találatok, a legjobb elöl', schema: teaorAnswer } },
    }),
    requireUser,
    validate('param', teaorParam),
    (c) => c.json(c.var.deps.teaor.search(c.req.valid('param').query)),
  );
