import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { describeRoute } from '../http/describe-route.ts';
import { idParam } from '../http/id-param.ts';
import { htmlAnswer } from '../http/html-answer.ts';
import { validate } from '../http/validate.ts';
import {
  amendmentBody,
  generateCompanyAmendment,
  planCompanyAmendment,
  previewAmendmentDocument,
} from '../services/amendments/amend-company.ts';
import { amendmentSummary } from '../services/amendments/summarize-amendment.ts';
import {
  getCompanyVersion,
  listCompanyVersions,
  versionDetail,
  versionListItem,
} from '../services/companies/company-versions.ts';
import { registerCompany, registrationBody } from '../services/companies/register-company.ts';
import { companyAnswer } from '../services/companies/to-company-answer.ts';
import { toPreviewPage } from '../services/documents/preview-cache.ts';
import { documentAnswer } from '../services/documents/to-document-answer.ts';

const versionParam = idParam.extend({ versionId: idParam.shape.id });
const documentParam = idParam.extend({
  document: z.string().max(60, { message: 'Ismeretlen dokumentum.' }),
  index: z
    .string()
    .regex(/^\d{1,3}$/, { message: 'A sorszám nem negatív egész szám.' })
    .transform(Number)
    .optional(),
});
const notFound = { description: 'Nincs ilyen társaság' };
const notRegistered = { description: 'A társaság nincs bejegyzettként megjelölve' };
const legalErrors = {
  description: 'Jogszabályba ütköző hibák (mező, üzenet, jogszabályhely); semmi sem készül, a kvóta nem fogy',
};

/** Registered companies, their versions and their amendments (issue 11, AMEND-API.md). */
export const amendmentRoutes = new Hono<AppEnv>()
  .put(
    '/tarsasag/:id/bejegyzes',
    describeRoute({
      tag: 'Társaságok',
      summary: 'A társaság jelenlegi állapotának megjelölése bejegyzettként (a következő módosítás alapja)',
      responses: {
        200: { description: 'A társaság', schema: companyAnswer },
        400: { description: 'Hibás adatok, vagy nem tagonként egy befizetett törzsbetét; semmi sem változik' },
        404: notFound,
      },
    }),
    requireUser,
    validate('param', idParam),
    validate('json', registrationBody),
    async (c) => c.json(await registerCompany(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  )
  .get(
    '/tarsasag/:id/versions',
    describeRoute({
      tag: 'Társaságok',
      summary: 'A bejegyzett társaság változatai, a legújabb elöl',
      responses: { 200: { description: 'Változatok', schema: z.array(versionListItem) }, 404: notFound },
    }),
    requireUser,
    validate('param', idParam),
    (c) => c.json(listCompanyVersions(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .get(
    '/tarsasag/:id/versions/:versionId',
    describeRoute({
      tag: 'Társaságok',
      summary: 'Egy változat a társaság akkori adataival és a bejegyzés adataival',
      responses: { 200: { description: 'A változat', schema: versionDetail }, 404: notFound },
    }),
    requireUser,
    validate('param', versionParam),
    (c) => {
      const { id, versionId } = c.req.valid('param');
      return c.json(getCompanyVersion(c.var.deps.db, c.var.user.id, id, versionId));
    },
  )
  .post(
    '/tarsasag/:id/modositas/terv',
    describeRoute({
      tag: 'Módosítás',
      summary: 'A módosítás összesítője: változások, határozatok és többségük, hibák, dokumentumok, díjak',
      responses: {
        200: { description: 'Összesítő', schema: amendmentSummary },
        404: notFound,
        409: notRegistered,
      },
    }),
    requireUser,
    validate('param', idParam),
    validate('json', amendmentBody),
    async (c) =>
      c.json(await planCompanyAmendment(c.var.deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post(
    '/tarsasag/:id/modositas/html/:document/:index?',
    describeRoute({
      tag: 'Módosítás',
      summary: 'A módosítás egy dokumentumának HTML előnézete (az index a tervezett dokumentum sorszáma)',
      responses: {
        200: { description: 'Önálló A4-es HTML oldal', contentType: 'text/html' },
        404: { description: 'Nincs ilyen társaság, vagy a dokumentum nem része a tervnek' },
        409: notRegistered,
        422: legalErrors,
      },
    }),
    requireUser,
    validate('param', documentParam),
    validate('json', amendmentBody),
    async (c) => {
      const { id, document, index } = c.req.valid('param');
      const html = await previewAmendmentDocument(c.var.deps, c.var.user.id, id, c.req.valid('json'), {
        id: document,
        index,
      });
      return htmlAnswer(c, await toPreviewPage(html));
    },
  )
  .post(
    '/tarsasag/:id/modositas',
    describeRoute({
      tag: 'Módosítás',
      summary: 'A módosítás minden dokumentumának elkészítése és mentése (dokumentumonként egy a kvótából)',
      responses: {
        201: { description: 'Az elmentett dokumentumok', schema: z.object({ documents: z.array(documentAnswer) }) },
        403: { description: 'Az Ingyenes csomagban nem elérhető' },
        404: notFound,
        409: {
          description:
            'A társaság nincs bejegyzettként megjelölve, vagy ugyanez a módosítás már elkészült (legújabb verziója ugyanebből a kérésből készült; a kvóta nem fogy)',
        },
        422: legalErrors,
      },
    }),
    requireUser,
    validate('param', idParam),
    validate('json', amendmentBody),
    async (c) =>
      c.json(
        await generateCompanyAmendment(c.var.deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  );
