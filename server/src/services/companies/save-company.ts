import { and, eq, inArray } from 'drizzle-orm';
import type { Company, DocumentTree } from '@cegdok/engine';
import { companies, companyPersons, persons } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError, type FieldErrors } from '../../errors/app-error.ts';
import { addCompanyVersion } from './company-versions.ts';
import { toCompanyAnswer, type CompanyAnswer, type RegistrationAnswer } from './to-company-answer.ts';

/**
 * Checks that every `szemely.id` of the members and directors is one of the owner's persons,
 * stores the ids as numbers, and answers the stored data with the person ids used.
 */
function resolvePersons(
  db: Db,
  ownerId: number,
  company: Company,
): { data: Omit<Company, 'id' | 'modifiedAt'>; personIds: number[] } {
  const fields: FieldErrors = {};
  const wanted = new Set<number>();
  const refs: { path: string; id: number }[] = [];
  const normalize = <T extends { szemely?: { id?: number | string | undefined } | undefined }>(
    items: T[],
    list: string,
  ): T[] =>
    items.map((item, index) => {
      const rawId = item.szemely?.id;
      if (rawId === undefined) return item;
      const id = typeof rawId === 'number' ? rawId : /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
      const path = `${list}.${index}.szemely.id`;
      if (!Number.isSafeInteger(id) || id <= 0) {
        fields[path] = 'Érvénytelen személyazonosító.';
        return item;
      }
      wanted.add(id);
      refs.push({ path, id });
      return { ...item, szemely: { id } };
    });
  const tagok = normalize(company.tagok, 'tagok');
  const ugyvezetok = normalize(company.ugyvezetok, 'ugyvezetok');
  const found = new Set(
    wanted.size === 0
      ? []
      : db
          .select({ id: persons.id })
          .from(persons)
          .where(and(eq(persons.ownerId, ownerId), inArray(persons.id, [...wanted])))
          .all()
          .map((row) => row.id),
  );
  for (const ref of refs)
    if (!found.has(ref.id)) fields[ref.path] = 'A személy nem található az elmentett személyek között.';
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  const { id: _id, modifiedAt: _modifiedAt, ...rest } = company;
  return { data: { ...rest, tagok, ugyvezetok }, personIds: [...found] };
}

function linkPersons(db: Db, companyId: number, personIds: number[]): void {
  db.delete(companyPersons).where(eq(companyPersons.companyId, companyId)).run();
  if (personIds.length > 0)
    db.insert(companyPersons)
      .values(personIds.map((personId) => ({ companyId, personId })))
      .run();
}

/** Saves a new company of the owner (a sent id is ignored); the server sets modifiedAt. */
export function createCompany(db: Db, ownerId: number, company: Company, now: Date): CompanyAnswer {
  return db.transaction((tx) => {
    const { data, personIds } = resolvePersons(tx, ownerId, company);
    const row = tx
      .insert(companies)
      .values({ ownerId, nev: data.nev, szekhely: data.szekhely, data, createdAt: now, modifiedAt: now })
      .returning()
      .get();
    linkPersons(tx, row.id, personIds);
    return toCompanyAnswer(row);
  });
}

/** What a save of a registered company keeps as its version: a plain save, or the state a generated amendment made. */
export type SavedVersion =
  | { tipus: 'MENTES' }
  | {
      tipus: 'MODOSITAS';
      articles: DocumentTree | null;
      templateVersion: string;
      amendment: unknown;
      /** The SHA-256 of the generating call's body (`refuseRepeatedAmendment`). */
      requestDigest: string;
    };

/**
 * Replaces the owner's company `id`; another owner's id is a 404. A registered company's save is kept as its next
 * version (`MENTES`, or `MODOSITAS` for the state a generated amendment made).
 */
export function updateCompany(
  db: Db,
  ownerId: number,
  id: number,
  company: Company,
  now: Date,
  version: SavedVersion = { tipus: 'MENTES' },
): CompanyAnswer {
  return db.transaction((tx) => {
    const { data, personIds } = resolvePersons(tx, ownerId, company);
    const row = tx
      .update(companies)
      .set({ nev: data.nev, szekhely: data.szekhely, data, modifiedAt: now })
      .where(and(eq(companies.id, id), eq(companies.ownerId, ownerId)))
      .returning()
      .get();
    if (!row) throw new AppError('NOT_FOUND', { message: 'A társaság nem található.' });
    linkPersons(tx, row.id, personIds);
    if (row.registration !== null)
      addCompanyVersion(tx, {
        ...version,
        companyId: row.id,
        ownerId,
        state: data,
        registration: row.registration as RegistrationAnswer,
        createdBy: ownerId,
        createdAt: now,
      });
    return toCompanyAnswer(row);
  });
}
