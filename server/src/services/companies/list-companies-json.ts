import { desc, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';

function prepareCompanyList(db: Db) {
  return db
    .select({
      id: companies.id,
      // The stored JSON texts as their UTF-8 bytes: spliced into the answer without decoding and encoding them again.
      data: sql<Buffer>`cast(${companies.data} as blob)`,
      registration: sql<Buffer | null>`cast(${companies.registration} as blob)`,
      modifiedAt: companies.modifiedAt,
    })
    .from(companies)
    .where(eq(companies.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(companies.modifiedAt), desc(companies.id))
    .prepare();
}

// The list is the most frequent read: the statement is built once per database.
const companyLists = new WeakMap<Db, ReturnType<typeof prepareCompanyList>>();

/** A list row in the order selected above. */
type CompanyRow = [id: number, data: Buffer, registration: Buffer | null, modifiedAt: number];

const NULL = Buffer.from('null');

/**
 * The owner's companies, the most recently modified first, as the UTF-8 bytes of the JSON text of
 * `rows.map(toCompanyAnswer)`. The stored `data` is already the JSON of a non-empty object without `id` and
 * `modifiedAt` (and `registration` the JSON of the identifiers or null), so each answer is spliced from its bytes
 * instead of parsing and serialising every company again.
 */
export function listCompaniesJson(db: Db, ownerId: number): Buffer<ArrayBuffer> {
  let list = companyLists.get(db);
  if (!list) {
    list = prepareCompanyList(db);
    companyLists.set(db, list);
  }
  const parts: Buffer[] = [Buffer.from('[')];
  // The rows as SQLite answers them (`modified_at` in ms), not mapped by drizzle.
  (list.values({ ownerId }) as CompanyRow[]).forEach(([id, data, registration, modifiedAt], index) => {
    parts.push(
      Buffer.from(`${index === 0 ? '' : ','}{"id":${id},`),
      data.subarray(1, -1),
      Buffer.from(`,"modifiedAt":"${new Date(modifiedAt).toISOString()}","bejegyzes":`),
      registration ?? NULL,
      Buffer.from('}'),
    );
  });
  parts.push(Buffer.from(']'));
  // Buffer.concat allocates a plain (never a shared) ArrayBuffer.
  return Buffer.concat(parts) as Buffer<ArrayBuffer>;
}
