import { eq } from 'drizzle-orm';
import {
  documentRequestSchema,
  refineRegistrationDates,
  refuseFutureRegistration,
  type DocumentTree,
} from '@cegdok/engine';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { lawFirms } from '../../db/schema/commerce.ts';
import { companies } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { validationError } from '../../http/validate.ts';
import { budapestDate } from '../documents/budapest-date.ts';
import { findMembership } from '../lawfirm/law-firm-membership.ts';
import { addCompanyVersion, findLatestVersion, findOwnCompany } from './company-versions.ts';
import { assertOnePaymentPerMember, paidContributionsField, withStatedPayments } from './paid-contributions.ts';
import {
  registrationAnswer,
  toCompanyAnswer,
  type CompanyAnswer,
  type RegistrationAnswer,
} from './to-company-answer.ts';

/**
 * The body of `PUT /api/tarsasag/:id/bejegyzes`: the registered identifiers and, optionally, `befizetettTorzsbetetek`
 * (per member of the saved state, in its order, whether the törzsbetét is fully paid; the register does not hold it).
 * Not `sablonVerzio`: the template version is the server's own, and the strict identifiers refuse it (it was dropped
 * without a word before, and would now fail `registrationAnswer.parse`).
 */
export const registrationBody = registrationAnswer
  .extend({
    befizetettTorzsbetetek: paidContributionsField.optional(),
  })
  .superRefine(refineRegistrationDates);
export type RegistrationBody = z.infer<typeof registrationBody>;

const membersOf = (data: unknown) => (data as { tagok?: unknown[] }).tagok?.length ?? 0;

/**
 * `4027 Debrecen, Böszörményi út 20.` → `Debrecen`: the place the registered articles are dated at when the
 * registration does not give where the founding document was signed (`letesitoOkiratHelye`).
 */
function cityOf(address: string): string {
  const match = /^\s*\d{4}\s+([^,]+)/.exec(address);
  return (match?.[1] ?? address.split(',')[0] ?? address).trim();
}

/**
 * The registered articles are signed and countersigned by whoever drafted them; the server does not know them, so
 * the registering lawyer (with the law firm when the user belongs to one) stands in, dated at the deed's date.
 */
function lawyerOf(db: Db, user: AuthUser) {
  const membership = findMembership(db, user.id);
  const firm = membership ? db.select().from(lawFirms).where(eq(lawFirms.id, membership.lawFirmId)).get() : undefined;
  return {
    nev: firm?.nev ?? user.name,
    szekhely: firm?.szekhely ?? '……',
    ugyvedNeve: user.name,
    ...(user.kasz ? { kasz: user.kasz } : {}),
  };
}

/** The formation request of the registered state (registered name form), validated: 400 with its fields if it is not. */
function registeredArticlesRequest(db: Db, user: AuthUser, data: unknown, registration: RegistrationAnswer) {
  const parsed = documentRequestSchema.safeParse({
    ugyvediIroda: lawyerOf(db, user),
    keltezesHelye: registration.letesitoOkiratHelye ?? cityOf((data as { szekhely: string }).szekhely),
    keltezesIdeje: registration.letesitoOkiratKelte,
    tarsasag: data,
    bejegyzes: { cegjegyzekszam: registration.cegjegyzekszam, adoszam: registration.adoszam },
  });
  if (parsed.success) return parsed.data;
  const { fields } = validationError(parsed.error.issues);
  throw new AppError('VALIDATION_FAILED', {
    message:
      'A társaság adatai hiányosak, így a bejegyzett létesítő okirat nem állítható elő: javítsa őket, majd rögzítse újra a bejegyzést.',
    ...(fields ? { fields } : {}),
  });
}

/**
 * Marks the company's current saved state as registered (issue 11): keeps the identifiers with the company and adds a
 * `BEJEGYZETT` version with the state, the articles' block tree in registered form (or the consolidated articles of
 * the amendment that produced exactly this state) and the template version. It becomes the next amendment's base.
 * The members' payments stated in the body are written into the saved state and the version (they are not in the
 * articles' text, so the kept articles stay valid); a list of the wrong length, or a registration day after today in
 * Budapest, is a 400 and nothing is written.
 */
export async function registerCompany(
  deps: Pick<AppDeps, 'db' | 'renderer' | 'now'>,
  user: AuthUser,
  companyId: number,
  input: RegistrationBody,
): Promise<CompanyAnswer> {
  const { db } = deps;
  const company = findOwnCompany(db, user.id, companyId);
  const { befizetettTorzsbetetek: paid, ...identifiers } = input;
  assertOnePaymentPerMember(paid, membersOf(company.data), 'a társaságnak');
  // The template version is the server's own: the one that rendered the kept articles. The registration day is checked
  // against the day in Budapest here, where the clock is known (the body's schema checks the rest).
  const checked = registrationAnswer
    .superRefine(refuseFutureRegistration(budapestDate(deps.now())))
    .safeParse(identifiers);
  if (!checked.success) throw validationError(checked.error.issues);
  const registration = checked.data;
  const latest = findLatestVersion(db, user.id, companyId);
  const isAmendedState =
    latest?.tipus === 'MODOSITAS' &&
    latest.articles !== null &&
    JSON.stringify(latest.state) === JSON.stringify(company.data);
  const { tree: articles, templateVersion } = isAmendedState
    ? { tree: latest.articles as DocumentTree, templateVersion: latest.templateVersion }
    : await deps.renderer.renderArticlesTree(registeredArticlesRequest(db, user, company.data, registration));
  const now = deps.now();
  return db.transaction((tx) => {
    // The payments go into the state as it is now: a save while the articles rendered is not undone.
    const current = findOwnCompany(tx, user.id, companyId).data;
    assertOnePaymentPerMember(paid, membersOf(current), 'a társaságnak');
    const row = tx
      .update(companies)
      .set(paid ? { registration, data: withStatedPayments(current, paid), modifiedAt: now } : { registration })
      .where(eq(companies.id, companyId))
      .returning()
      .get();
    if (!row) throw new AppError('NOT_FOUND', { message: 'Nincs ilyen társaság.' });
    addCompanyVersion(tx, {
      companyId,
      ownerId: user.id,
      tipus: 'BEJEGYZETT',
      state: row.data,
      registration,
      articles,
      templateVersion,
      createdBy: user.id,
      createdAt: now,
    });
    return toCompanyAnswer(row);
  });
}
