import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/** A saved person; the personal-data columns follow the engine's `personSchema`. */
export const persons = sqliteTable(
  'persons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nev: text('nev').notNull(),
    lakohely: text('lakohely').notNull(),
    szuletesiNev: text('szuletesi_nev'),
    anyjaNeve: text('anyja_neve'),
    szuletesiHely: text('szuletesi_hely'),
    szuletesiIdo: text('szuletesi_ido'),
    allampolgarsag: text('allampolgarsag'),
    adoazonositoJel: text('adoazonosito_jel'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    modifiedAt: integer('modified_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('persons_owner_idx').on(table.ownerId)],
);

/**
 * A saved company: the validated company (engine `companySchema` output, without id and
 * modifiedAt) as JSON, plus the columns lists and searches need.
 */
export const companies = sqliteTable(
  'companies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nev: text('nev').notNull(),
    szekhely: text('szekhely').notNull(),
    data: text('data', { mode: 'json' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    modifiedAt: integer('modified_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('companies_owner_idx').on(table.ownerId)],
);

/** Which saved persons a company uses (as member or director): guards person deletion. */
export const companyPersons = sqliteTable(
  'company_persons',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.personId] }),
    index('company_persons_person_idx').on(table.personId),
  ],
);
