import {
  findIncompleteCompanyAddresses,
  reportIncomplete,
  amendmentDataSchema,
  amendmentRequestSchema,
  companySchema,
  getDocumentType,
  isDocumentTypeId,
  memberStandings,
  paidSharesAcquired,
  strictObject,
  type DocumentTree,
} from '@cegdok/engine';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { validationError } from '../../http/validate.ts';
import type { RenderedAmendmentFile } from '../../rendering/render-job.ts';
import { withoutServerKeys } from '../companies/company-body.ts';
import { findBaseVersion, findLatestVersion, findOwnCompany } from '../companies/company-versions.ts';
import {
  assertOnePaymentPerMember,
  carryPaidContributions,
  paidContributionsField,
  withStatedPayments,
} from '../companies/paid-contributions.ts';
import { updateCompany } from '../companies/save-company.ts';
import type { RegistrationAnswer } from '../companies/to-company-answer.ts';
import { legalErrorsError } from '../documents/assert-lawful-request.ts';
import { storeGeneratedDocuments, type DocumentToStore } from '../documents/store-generated-documents.ts';
import { toDocumentAnswer, type DocumentAnswer } from '../documents/to-document-answer.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';
import { withRegisteredPersonData } from './registered-person-data.ts';
import { withRegisteredStateAdvice } from './registered-state-issues.ts';
import type { AmendmentSummary } from './summarize-amendment.ts';

/** The body of the amendment calls: the changed company and the amendment data (AMEND-API.md). */
/** The changed state is saved like any company: its addresses complete, as `POST /api/tarsasag` requires. */
/**
 * `befizetettTorzsbetetek`: whether each member of the registered state (in `korabbi.tagok` order) has fully paid the
 * törzsbetét, as the lawyer states it for this amendment; a payment is not registered, so it overrides the base's flag.
 */
export const amendmentBody = strictObject({
  uj: companySchema.superRefine(reportIncomplete(findIncompleteCompanyAddresses)),
  modositas: amendmentDataSchema,
  befizetettTorzsbetetek: paidContributionsField.optional(),
});
export type AmendmentBody = z.infer<typeof amendmentBody>;

/** Documents of an amendment that the free plan may not generate: the articles' and the restricted formation types. */
const ARTICLES_DOCUMENTS = new Set(['modositas', 'egyseges-szerkezet', 'egyseges-szerkezet-valtozaskovetes']);
const isRestrictedOnFree = (id: string) =>
  ARTICLES_DOCUMENTS.has(id) || (isDocumentTypeId(id) && getDocumentType(id).isRestrictedOnFree);

/** The amendment request on the base version (the newest registered one): 404 / 409 / 400 when it cannot be built. */
function amendmentRequest(db: Db, ownerId: number, companyId: number, body: AmendmentBody) {
  const company = findOwnCompany(db, ownerId, companyId);
  const base = findBaseVersion(db, ownerId, companyId);
  if (!base) throw new AppError('COMPANY_NOT_REGISTERED');
  const registeredMembers = (base.state as { tagok?: unknown[] }).tagok?.length ?? 0;
  assertOnePaymentPerMember(body.befizetettTorzsbetetek, registeredMembers, 'a bejegyzett állapotban a társaságnak');
  const korabbi = withStatedPayments(
    withRegisteredPersonData(db, ownerId, base.state, body.uj),
    body.befizetettTorzsbetetek,
  );
  const parsed = amendmentRequestSchema.safeParse({
    ...body.modositas,
    bejegyzes: {
      ...(base.registration as RegistrationAnswer),
      ...(base.templateVersion ? { sablonVerzio: base.templateVersion } : {}),
    },
    // the registered entries' missing personal data from the owner's saved persons (the version row is not changed)
    korabbi,
    uj: withoutServerKeys(body.uj),
  });
  if (!parsed.success) throw validationError(withRegisteredStateAdvice(parsed.error.issues, korabbi));
  return { company, request: parsed.data, registeredArticles: (base.articles as DocumentTree | null) ?? undefined };
}

type Deps = Pick<AppDeps, 'db' | 'renderer' | 'now'>;

function blockOnErrors(summary: AmendmentSummary): void {
  const errors = summary.findings.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) throw legalErrorsError(errors);
}

/** The change summary: changes, resolutions with their majorities, findings, planned documents, fee, deadline. */
export async function planCompanyAmendment(
  deps: Deps,
  ownerId: number,
  companyId: number,
  body: AmendmentBody,
): Promise<AmendmentSummary> {
  const { request, registeredArticles } = amendmentRequest(deps.db, ownerId, companyId, body);
  const { summary } = await deps.renderer.renderAmendment({
    request,
    registeredArticles,
    documents: [],
    formats: ['html'],
    generatedAt: deps.now().toISOString(),
  });
  return summary;
}

/** One planned document as an HTML page; 404 for a document not in the plan, 422 while the findings hold errors. */
export async function previewAmendmentDocument(
  deps: Deps,
  ownerId: number,
  companyId: number,
  body: AmendmentBody,
  document: { id: string; index: number | undefined },
): Promise<Uint8Array> {
  const { request, registeredArticles } = amendmentRequest(deps.db, ownerId, companyId, body);
  const { summary, files } = await deps.renderer.renderAmendment({
    request,
    registeredArticles,
    documents: [document],
    formats: ['html'],
    generatedAt: deps.now().toISOString(),
  });
  if (!summary.documents.some((planned) => planned.id === document.id && planned.index === document.index))
    throw new AppError('UNKNOWN_DOCUMENT_TYPE', {
      message: 'Ez a dokumentum nem része a módosítás dokumentumainak.',
    });
  blockOnErrors(summary);
  const [page] = files;
  if (!page) throw new Error('the render worker answered no page');
  return page.bytes;
}

function toStored(summary: AmendmentSummary, files: RenderedAmendmentFile[]): DocumentToStore[] {
  const fileOf = (id: string, index: number | undefined, format: 'docx' | 'pdf') =>
    files.find((file) => file.documentId === id && file.index === index && file.format === format)?.bytes;
  return summary.documents.map((document) => {
    const docx = fileOf(document.id, document.index, 'docx');
    const pdf = document.isDocxOnly ? null : fileOf(document.id, document.index, 'pdf');
    if (!docx || pdf === undefined) throw new Error(`the render worker answered no file for ${document.id}`);
    return { templateId: document.id, directorIndex: document.index ?? null, title: document.title, docx, pdf };
  });
}

type Standing = { tagsagKezdete?: string | undefined; alapito?: boolean | undefined };

/**
 * The target state with each member's standing the engine found (`memberStandings`: founder or not, and when a newcomer's
 * membership began, where the lawyer gave no date), so that the next amendment starts from them.
 */
function withStandings<T extends { tagok: Standing[] }>(
  company: T,
  standings: readonly { tagsagKezdete?: string; alapito: boolean }[],
): T {
  return {
    ...company,
    tagok: company.tagok.map((member, index) => {
      const standing = standings[index];
      if (!standing) return member;
      const start = member.tagsagKezdete ?? standing.tagsagKezdete;
      return { ...member, ...(start ? { tagsagKezdete: start } : {}), alapito: member.alapito ?? standing.alapito };
    }),
  };
}

/** The SHA-256 of an amendment call's body as validated (the schema's key order, whatever order the client sent). */
function digestOf(body: AmendmentBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * The same call again — a second click, a second tab, a retry after a lost answer — would generate the same documents
 * and charge them again: refused while the company's newest version is the amendment that call made (a new save or a
 * changed amendment makes another version newest, and may be generated). Asked before rendering and again inside the
 * storing transaction, where two calls at once are serialized.
 */
function refuseRepeatedAmendment(db: Db, ownerId: number, companyId: number, digest: string): void {
  const latest = findLatestVersion(db, ownerId, companyId);
  if (latest?.tipus === 'MODOSITAS' && latest.requestDigest === digest)
    throw new AppError('AMENDMENT_ALREADY_GENERATED');
}

/**
 * Generates every planned document (.docx, and PDF except the docx-only redline) in the render pool and, in one
 * transaction, stores them (one quota unit each, unpaid past the quota), adds the `MODOSITAS` version with the
 * consolidated articles and makes `uj`, with the registered members' stated payments carried into it
 * (carryPaidContributions), the company's saved state. Legal errors: 422, nothing stored, no quota used; the same call
 * again while its amendment is the newest version: 409 (`refuseRepeatedAmendment`), nothing stored, no quota used.
 */
export async function generateCompanyAmendment(
  deps: Deps,
  ownerId: number,
  companyId: number,
  body: AmendmentBody,
): Promise<{ documents: DocumentAnswer[] }> {
  const { db } = deps;
  const { request, registeredArticles } = amendmentRequest(db, ownerId, companyId, body);
  const requestDigest = digestOf(body);
  refuseRepeatedAmendment(db, ownerId, companyId, requestDigest);
  const owner = findSubscriptionOwner(db, ownerId);
  const isFree = getCurrentSubscription(db, owner, deps.now()).tier.id === 'free';
  const generatedAt = deps.now();
  const { summary, files, consolidatedArticles, templateVersion } = await deps.renderer.renderAmendment({
    request,
    registeredArticles,
    documents: 'planned',
    formats: ['docx', 'pdf'],
    generatedAt: generatedAt.toISOString(),
    withConsolidatedArticles: true,
  });
  blockOnErrors(summary);
  if (isFree && summary.documents.some((document) => isRestrictedOnFree(document.id)))
    throw new AppError('PLAN_RESTRICTED');
  const items = toStored(summary, files);
  const rows = db.transaction((tx) => {
    refuseRepeatedAmendment(tx, ownerId, companyId, requestDigest);
    const stored = storeGeneratedDocuments(tx, {
      userId: ownerId,
      owner,
      generatedAt,
      companyName: request.uj.nev,
      request,
      items,
    });
    const saved = carryPaidContributions(
      withStandings(withoutServerKeys(body.uj), memberStandings(request)),
      request.korabbi,
      body.befizetettTorzsbetetek !== undefined,
      paidSharesAcquired(request),
    );
    updateCompany(tx, ownerId, companyId, saved, generatedAt, {
      tipus: 'MODOSITAS',
      articles: consolidatedArticles,
      templateVersion,
      amendment: body.modositas,
      requestDigest,
    });
    return stored;
  });
  return { documents: rows.map((row) => toDocumentAnswer(row, generatedAt)) };
}
