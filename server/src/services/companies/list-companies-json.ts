import { desc, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';

function prepareCompanyList(db: Db) {
  return db
    .select({
      id: companies.id,
      data: sql<string>`${companies.data}`,
      registration: sql<string | null>`${companies.registration}`,
      modifiedAt: companies.modifiedAt,
    })
    .from(companies)
    .where(eq(companies.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(companies.modifiedAt), desc(companies.id))
    .prepare();
}

// The list is the most frequent read: the statement is built once per database.
const companyLists = new WeakMap<Db, ReturnType<typeof prepareCompanyList>>();

/**
 * The owner's companies, the most recently modified first, as the JSON text of
 * `rows.map(toCompanyAnswer)`. The stored `data` is already the JSON of a non-empty object
 * without `id` and `modifiedAt` (and `registration` the JSON of the identifiers or null), so each answer is spliced from it as text instead of parsing
 * and serialising every company again.
 */
export function listCompaniesJson(db: Db, ownerId: number): string {
  let list = companyLists.get(db);
  if (!list) {
    list = prepareCompanyList(db);
    companyLists.set(db, list);
  }
  const answers = list
    .all({ ownerId })
    .map(
      (row) =>
        `{"id":${row.id},${row.data.slice(1, -1)},"modifiedAt":"${row.modifiedAt.toISOString()}","bejegyzes":${row.registration ?? 'null'}}`,
    );
  return `[${answers.join(',')}]`;
}
