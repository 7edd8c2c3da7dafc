import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { findIncompleteAddress, reportIncomplete } from '@cegdok/engine';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { LAW_FIRM_USER_STATUSES, lawFirms } from '../db/schema/commerce.ts';
import { describeRoute } from '../http/describe-route.ts';
import { idParam } from '../http/id-param.ts';
import { validate } from '../http/validate.ts';
import { findMembership } from '../services/lawfirm/law-firm-membership.ts';
import { inviteToLawFirm } from '../services/lawfirm/invite-to-law-firm.ts';
import { listChangeRequests } from '../services/lawfirm/list-change-requests.ts';
import { listFirmUsers } from '../services/lawfirm/list-firm-users.ts';
import { requestToJoinLawFirm } from '../services/lawfirm/request-to-join-law-firm.ts';
import { resolveLawFirmRequest, type RequestAction } from '../services/lawfirm/resolve-law-firm-request.ts';
import { saveLawFirm } from '../services/lawfirm/save-law-firm.ts';

const lawFirmBody = z
  .object({
    nev: z
      .string({ message: 'Az iroda neve kötelező.' })
      .trim()
      .min(1, { message: 'Az iroda neve kötelező.' })
      .max(200, { message: 'Legfeljebb 200 karakter.' }),
    szekhely: z
      .string({ message: 'A székhely megadása kötelező.' })
      .trim()
      .min(1, { message: 'A székhely megadása kötelező.' })
      .max(300, { message: 'Legfeljebb 300 karakter.' }),
  })
  // The seat is saved only as a complete address; 400 names the missing part.
  .superRefine(reportIncomplete((firm: { szekhely: string }) => findIncompleteAddress(firm, 'szekhely')));
const emailBody = z.object({
  email: z.email({ message: 'Érvényes e-mail-címet adjon meg.' }).max(254, { message: 'Az e-mail-cím túl hosszú.' }),
});

const lawFirmAnswer = z
  .object({
    id: z.number(),
    nev: z.string(),
    szekhely: z.string(),
    lawFirmUserStatus: z.enum(LAW_FIRM_USER_STATUSES),
    /** The user's own membership row: a JOINED member leaves with DELETE /api/lawfirm/join-request/{joinRequestId}. */
    joinRequestId: z.number(),
  })
  .nullable();
const firmUsersAnswer = z.array(
  z.object({
    joinRequestId: z.number(),
    userName: z.string(),
    email: z.string(),
    lawFirmUserStatus: z.enum(LAW_FIRM_USER_STATUSES),
  }),
);
const changeRequestsAnswer = z.array(
  z.object({ requestId: z.number(), type: z.enum(['INVITED', 'WANTS_TO_JOIN']), nameOfLawFirm: z.string() }),
);

function resolving(
  action: RequestAction,
  summary: string,
  answer: 'changeRequests' | 'firmUsers',
  responses: Record<number, { description: string }>,
) {
  return [
    describeRoute({
      tag: 'Ügyvédi iroda',
      summary,
      responses: {
        200: {
          description: answer === 'firmUsers' ? 'Az iroda felhasználói' : 'A saját függő kérések',
          schema: answer === 'firmUsers' ? firmUsersAnswer : changeRequestsAnswer,
        },
        ...responses,
      },
    }),
    requireUser,
    validate('param', idParam),
  ] as const;
}

export const lawFirmRoutes = new Hono<AppEnv>()
  .get(
    '/lawfirm',
    describeRoute({
      tag: 'Ügyvédi iroda',
      summary: 'A felhasználó irodájának adatai és a saját státusza; null, ha nem tag',
      responses: { 200: { description: 'Iroda', schema: lawFirmAnswer } },
    }),
    requireUser,
    (c) => {
      const { db } = c.var.deps;
      const membership = findMembership(db, c.var.user.id);
      if (!membership) return c.json(null);
      const firm = db.select().from(lawFirms).where(eq(lawFirms.id, membership.lawFirmId)).get()!;
      return c.json({
        id: firm.id,
        nev: firm.nev,
        szekhely: firm.szekhely,
        lawFirmUserStatus: membership.status,
        joinRequestId: membership.id,
      });
    },
  )
  .post(
    '/lawfirm',
    describeRoute({
      tag: 'Ügyvédi iroda',
      summary: 'Irodaadatok mentése; iroda nélkül létrehozza, és a felhasználó lesz az adminja',
      responses: {
        200: { description: 'Elmentett iroda', schema: lawFirmAnswer },
        403: { description: 'Csak az iroda adminja módosíthatja' },
      },
    }),
    requireUser,
    validate('json', lawFirmBody),
    (c) => {
      const firm = saveLawFirm(c.var.deps, c.var.user.id, c.req.valid('json'));
      const membership = findMembership(c.var.deps.db, c.var.user.id)!;
      return c.json({
        id: firm.id,
        nev: firm.nev,
        szekhely: firm.szekhely,
        lawFirmUserStatus: membership.status,
        joinRequestId: membership.id,
      });
    },
  )
  .put(
    '/lawfirm/join-request',
    describeRoute({
      tag: 'Ügyvédi iroda',
      summary:
        'Csatlakozási kérés az iroda adminjának e-mail-címe alapján; ha van ilyen irodaadmin, e-mailt kap, és a kérés a válaszban, a saját függő kérések között szerepel (ha nincs, a lista nem bővül)',
      responses: {
        200: { description: 'A saját függő kérések', schema: changeRequestsAnswer },
        409: { description: 'Már egy iroda tagja' },
      },
    }),
    requireUser,
    validate('json', emailBody),
    (c) => {
      requestToJoinLawFirm(c.var.deps, c.var.user, c.req.valid('json').email);
      return c.json(listChangeRequests(c.var.deps.db, c.var.user.id));
    },
  )
  .delete(
    '/lawfirm/join-request/:id',
    ...resolving(
      'cancel-join-request',
      'A saját csatlakozási kérés visszavonása, vagy tagként (JOINED) kilépés az irodából a saját tagsági sor azonosítójával (GET /api/lawfirm joinRequestId); kilépés után a saját korábbi előfizetése érvényes (ha lejárt: Ingyenes)',
      'changeRequests',
      {
        403: { description: 'Az iroda adminisztrátora nem léphet ki' },
        404: { description: 'Nincs ilyen saját kérés vagy tagság' },
      },
    ),
    (c) => {
      resolveLawFirmRequest(c.var.deps, c.var.user.id, c.req.valid('param').id, 'cancel-join-request');
      return c.json(listChangeRequests(c.var.deps.db, c.var.user.id));
    },
  )
  .post(
    '/lawfirm/accept-invite/:id',
    ...resolving('accept-invite', 'Meghívás elfogadása: a felhasználó az iroda tagja lesz', 'changeRequests', {
      404: { description: 'Nincs ilyen meghívás' },
      409: { description: 'Már egy iroda tagja, vagy az iroda megtelt' },
    }),
    (c) => {
      resolveLawFirmRequest(c.var.deps, c.var.user.id, c.req.valid('param').id, 'accept-invite');
      return c.json(listChangeRequests(c.var.deps.db, c.var.user.id));
    },
  )
  .get(
    '/lawfirm/change-requests',
    describeRoute({
      tag: 'Ügyvédi iroda',
      summary: 'A felhasználó függő meghívásai (INVITED) és csatlakozási kérései (WANTS_TO_JOIN)',
      responses: { 200: { description: 'Kérések', schema: changeRequestsAnswer } },
    }),
    requireUser,
    (c) => c.json(listChangeRequests(c.var.deps.db, c.var.user.id)),
  )
  .get(
    '/lawfirm/admin',
    describeRoute({
      tag: 'Ügyvédi iroda',
      summary: 'Az iroda felhasználói státuszukkal (ADMIN, JOINED, INVITED, WANTS_TO_JOIN); üres, ha nem tag',
      responses: { 200: { description: 'Felhasználók', schema: firmUsersAnswer } },
    }),
    requireUser,
    (c) => c.json(listFirmUsers(c.var.deps.db, c.var.user.id)),
  )
  .put(
    '/lawfirm/admin/invite-request',
    describeRoute({
      tag: 'Ügyvédi iroda',
      summary:
        'Meghívás e-mail-cím alapján (csak az iroda adminja, a userCap-ig); a válasz nem árulja el, regisztrált-e a cím: a címzett e-mailben kap tájékoztatást',
      responses: {
        200: { description: 'Az iroda felhasználói', schema: firmUsersAnswer },
        403: { description: 'Nem az iroda adminja' },
        404: { description: 'Nincs iroda' },
        409: { description: 'Az iroda megtelt' },
      },
    }),
    requireUser,
    validate('json', emailBody),
    (c) => {
      inviteToLawFirm(c.var.deps, c.var.user, c.req.valid('json').email);
      return c.json(listFirmUsers(c.var.deps.db, c.var.user.id));
    },
  )
  .delete(
    '/lawfirm/admin/invite-request/:id',
    ...resolving(
      'revoke-invite',
      'Meghívás visszavonása, vagy tag (JOINED) eltávolítása az irodából (csak az iroda adminja); az eltávolított tagra ismét a saját korábbi előfizetése érvényes (ha lejárt: Ingyenes)',
      'firmUsers',
      {
        403: { description: 'Nem az iroda adminja, vagy az adminisztrátort magát távolítaná el' },
        404: { description: 'Nincs ilyen meghívás vagy tag az irodában' },
      },
    ),
    (c) => {
      resolveLawFirmRequest(c.var.deps, c.var.user.id, c.req.valid('param').id, 'revoke-invite');
      return c.json(listFirmUsers(c.var.deps.db, c.var.user.id));
    },
  )
  .post(
    '/lawfirm/admin/join-accept/:id',
    ...resolving(
      'accept-join-request',
      'Csatlakozási kérés elfogadása (csak az iroda adminja, a userCap-ig)',
      'firmUsers',
      {
        403: { description: 'Nem az iroda adminja' },
        404: { description: 'Nincs ilyen csatlakozási kérés' },
        409: { description: 'Már egy iroda tagja, vagy az iroda megtelt' },
      },
    ),
    (c) => {
      resolveLawFirmRequest(c.var.deps, c.var.user.id, c.req.valid('param').id, 'accept-join-request');
      return c.json(listFirmUsers(c.var.deps.db, c.var.user.id));
    },
  );
