import { Hono } from 'hono';
import { z } from 'zod';
import { checkRequest, documentRequestSchema, formationFilingDeadline } from '@cegdok/engine';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { describeRoute } from '../http/describe-route.ts';
import { validate } from '../http/validate.ts';
import { budapestDate } from '../services/documents/budapest-date.ts';
import { assertLawfulRequest } from '../services/documents/assert-lawful-request.ts';
import { generateDocument } from '../services/documents/generate-document.ts';
import { planRequestedDocument } from '../services/documents/plan-requested-document.ts';
import { PreviewCache, toPreviewPage } from '../services/documents/preview-cache.ts';
import { htmlAnswer } from '../http/html-answer.ts';

const typeParam = z.object({
  type: z.string().max(60, { message: 'Ismeretlen dokumentumtípus.' }),
  index: z.string().max(10, { message: 'Érvénytelen ügyvezető-sorszám.' }).optional(),
});

const plannedAnswer = z.object({
  document: z.object({
    typeId: z.string(),
    title: z.string(),
    fileStem: z.string(),
    directorIndex: z.number().nullable(),
    isRestrictedOnFree: z.boolean(),
  }),
  warnings: z.array(
    z.object({
      code: z.string(),
      severity: z.enum(['error', 'warning']),
      message: z.string(),
      path: z.string().optional(),
      statute: z.string().optional(),
    }),
  ),
  /**
   * A formation's filing deadline (Ptk. 3:100. § (1)): its last day, moved off a non-working day (decision 029);
   * absent for the documents of a registered company (`bejegyzes`). Named as in the change summary.
   */
  filingDeadline: z.string().optional(),
  /** The deadline for the lawyer: statutes, the day it counts from (the documents' date), why it moved. */
  filingDeadlineNote: z.string().optional(),
});
const generatedAnswer = z.object({ id: z.number(), fileId: z.string(), payed: z.boolean() });

export const documentEngineRoutes = new Hono<AppEnv>()
  .post(
    '/contract-engine/ceg-doc/:type/html/:index?',
    describeRoute({
      tag: 'Dokumentumok',
      summary: 'A dokumentum HTML előnézete (az index az ügyvezető sorszáma, 0-tól)',
      responses: {
        200: { description: 'Önálló A4-es HTML oldal', contentType: 'text/html' },
        404: { description: 'Ismeretlen típus' },
      },
    }),
    requireUser,
    // Type, index and body seen before were valid then and render the same page again: answer it from the cache.
    // Only a rendered page is kept, so a key found there passed the validations below when its page was rendered.
    async (c, next) => {
      const body = new Uint8Array(await c.req.arrayBuffer());
      const key = PreviewCache.keyOf(c.req.param('type') ?? '', c.req.param('index'), body);
      const cached = c.get('previewCache').get(key);
      if (cached !== undefined) return htmlAnswer(c, cached);
      c.set('previewKey', key);
      await next();
    },
    validate('param', typeParam),
    validate('json', documentRequestSchema),
    async (c) => {
      const request = c.req.valid('json');
      const { type, index } = c.req.valid('param');
      const planned = planRequestedDocument(request, type, index);
      const render = async () => {
        const [html] = await c.var.deps.renderer.render({
          request,
          documents: [{ typeId: planned.type.id, directorIndex: planned.directorIndex }],
          formats: ['html'],
          generatedAt: c.var.deps.now().toISOString(),
        });
        if (!html) throw new Error('the render worker answered no page');
        return toPreviewPage(html.bytes);
      };
      const key = c.var.previewKey;
      const page = key ? await c.var.previewCache.getOrRender(key, render) : await render();
      return htmlAnswer(c, page);
    },
  )
  .post(
    '/contract-engine/ceg-doc/:type/generate/:index?',
    describeRoute({
      tag: 'Dokumentumok',
      summary: 'A dokumentum elkészítése és mentése; a kvóta után payed: false',
      responses: {
        201: { description: 'Elmentett dokumentum', schema: generatedAnswer },
        403: { description: 'Az Ingyenes csomagban nem elérhető típus' },
        404: { description: 'Ismeretlen típus' },
        422: {
          description: 'Jogszabályba ütköző hibák (mező, üzenet, jogszabályhely); semmi sem készül, a kvóta nem fogy',
        },
      },
    }),
    requireUser,
    validate('param', typeParam),
    validate('json', documentRequestSchema),
    async (c) => {
      const { type, index } = c.req.valid('param');
      const request = c.req.valid('json');
      assertLawfulRequest(request, budapestDate(c.var.deps.now()));
      return c.json(await generateDocument(c.var.deps, c.var.user.id, request, type, index), 201);
    },
  )
  .post(
    '/contract-engine/ceg-doc/:type/:index?',
    describeRoute({
      tag: 'Dokumentumok',
      summary: 'A tervezett dokumentum és a konzisztencia-figyelmeztetések (JSON)',
      responses: {
        200: { description: 'Terv és figyelmeztetések', schema: plannedAnswer },
        404: { description: 'Ismeretlen típus' },
      },
    }),
    requireUser,
    validate('param', typeParam),
    validate('json', documentRequestSchema),
    (c) => {
      const request = c.req.valid('json');
      const { type, index } = c.req.valid('param');
      const planned = planRequestedDocument(request, type, index);
      const deadline = formationFilingDeadline(request);
      return c.json({
        document: {
          typeId: planned.type.id,
          title: planned.title,
          fileStem: planned.fileStem,
          directorIndex: planned.directorIndex ?? null,
          isRestrictedOnFree: planned.type.isRestrictedOnFree,
        },
        warnings: checkRequest(request, { today: budapestDate(c.var.deps.now()) }),
        ...(deadline === null
          ? {}
          : { filingDeadline: deadline.filingDeadline, filingDeadlineNote: deadline.filingDeadlineNote }),
      });
    },
  );
