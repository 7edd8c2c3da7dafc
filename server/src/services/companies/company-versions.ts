import { and, desc, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { companySchema, type DocumentTree } from '@cegdok/engine';
import { users } from '../../db/schema/accounts.ts';
import { companies, companyVersions, COMPANY_VERSION_TYPES, type CompanyVersionType } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { amendmentDeedDate } from './amendment-deed-date.ts';
import { registrationAnswer, type RegistrationAnswer } from './to-company-answer.ts';

export const versionListItem = z.object({
  id: z.number(),
  sorszam: z.number(),
  tipus: z.enum(COMPANY_VERSION_TYPES),
  letrehozva: z.string(),
  letrehozo: z.object({ id: z.number().nullable(), nev: z.string().nullable() }),
  alap: z.boolean(),
  cegjegyzekszam: z.string().nullable(),
  /** A `MODOSITAS` version's deed date (YYYY-MM-DD) when the amendment changed the articles; null otherwise. */
  modositasKelte: z.string().nullable(),
});
export const versionDetail = versionListItem.extend({
  tarsasag: companySchema,
  bejegyzes: registrationAnswer.nullable(),
});
export type VersionListItem = z.infer<typeof versionListItem>;

export const COMPANY_NOT_FOUND = 'Nincs ilyen társaság.';

/** The owner's company row; another owner's or an unknown id is a 404. */
export function findOwnCompany(db: Db, ownerId: number, companyId: number) {
  const row = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.ownerId, ownerId)))
    .get();
  if (!row) throw new AppError('NOT_FOUND', { message: COMPANY_NOT_FOUND });
  return row;
}

export type NewVersion = {
  companyId: number;
  ownerId: number;
  tipus: CompanyVersionType;
  state: unknown;
  registration: RegistrationAnswer | null;
  articles?: DocumentTree | null;
  templateVersion?: string | null;
  amendment?: unknown;
  requestDigest?: string | null;
  createdBy: number;
  createdAt: Date;
};

/** Adds the company's next version (sorszam 1, 2, …); call it inside the transaction that saves the state. */
export function addCompanyVersion(db: Db, version: NewVersion): number {
  const last = db
    .select({ sorszam: max(companyVersions.sorszam) })
    .from(companyVersions)
    .where(eq(companyVersions.companyId, version.companyId))
    .get();
  return db
    .insert(companyVersions)
    .values({ ...version, sorszam: (last?.sorszam ?? 0) + 1 })
    .returning({ id: companyVersions.id })
    .get().id;
}

/** The versions of the owner's company: every query of them is filtered by the owner as well. */
const ownedBy = (ownerId: number, companyId: number) =>
  and(eq(companyVersions.ownerId, ownerId), eq(companyVersions.companyId, companyId));

/** The base of the next amendment: the newest `BEJEGYZETT` version of the company, if any. */
export function findBaseVersion(db: Db, ownerId: number, companyId: number) {
  return db
    .select()
    .from(companyVersions)
    .where(and(ownedBy(ownerId, companyId), eq(companyVersions.tipus, 'BEJEGYZETT')))
    .orderBy(desc(companyVersions.sorszam))
    .get();
}

/** The company's newest version, if any. */
export function findLatestVersion(db: Db, ownerId: number, companyId: number) {
  return db
    .select()
    .from(companyVersions)
    .where(ownedBy(ownerId, companyId))
    .orderBy(desc(companyVersions.sorszam))
    .get();
}

function selectVersions(db: Db, ownerId: number, companyId: number) {
  return db
    .select({
      id: companyVersions.id,
      sorszam: companyVersions.sorszam,
      tipus: companyVersions.tipus,
      createdAt: companyVersions.createdAt,
      createdBy: companyVersions.createdBy,
      creatorName: users.name,
      registration: companyVersions.registration,
      state: companyVersions.state,
      amendment: companyVersions.amendment,
    })
    .from(companyVersions)
    .leftJoin(users, eq(users.id, companyVersions.createdBy))
    .where(ownedBy(ownerId, companyId))
    .orderBy(desc(companyVersions.sorszam));
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['all']>>[number];

/** The registered base a version was made on: the newest `BEJEGYZETT` version before it (rows newest first). */
const baseBefore = (rows: readonly VersionRow[], row: VersionRow) =>
  rows.find((candidate) => candidate.tipus === 'BEJEGYZETT' && candidate.sorszam < row.sorszam);

function toListItem(row: VersionRow, rows: readonly VersionRow[]): VersionListItem {
  const registration = row.registration as RegistrationAnswer | null;
  const base = row.tipus === 'MODOSITAS' ? baseBefore(rows, row) : undefined;
  return {
    id: row.id,
    sorszam: row.sorszam,
    tipus: row.tipus,
    letrehozva: row.createdAt.toISOString(),
    letrehozo: { id: row.createdBy, nev: row.creatorName },
    alap: row.id === rows.find((candidate) => candidate.tipus === 'BEJEGYZETT')?.id,
    cegjegyzekszam: registration?.cegjegyzekszam ?? null,
    modositasKelte: base ? amendmentDeedDate(row, base) : null,
  };
}

/** The owner's company's versions, newest first (`[]` for a company never registered). */
export function listCompanyVersions(db: Db, ownerId: number, companyId: number): VersionListItem[] {
  findOwnCompany(db, ownerId, companyId);
  const rows = selectVersions(db, ownerId, companyId).all();
  return rows.map((row) => toListItem(row, rows));
}

/** One version with its company state and registered identifiers; 404 for another company's or owner's. */
export function getCompanyVersion(db: Db, ownerId: number, companyId: number, versionId: number) {
  findOwnCompany(db, ownerId, companyId);
  const rows = selectVersions(db, ownerId, companyId).all();
  const row = rows.find((candidate) => candidate.id === versionId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Nincs ilyen változat.' });
  return {
    ...toListItem(row, rows),
    tarsasag: row.state as z.infer<typeof companySchema>,
    bejegyzes: row.registration as RegistrationAnswer | null,
  };
}
