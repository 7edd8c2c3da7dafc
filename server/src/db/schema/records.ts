import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
    /** Signatories who do not understand Hungarian (decision 031). */
    nemErtiMagyarul: integer('nem_erti_magyarul', { mode: 'boolean' }),
    magyarazatNyelve: text('magyarazat_nyelve'),
    tolmacsNeve: text('tolmacs_neve'),
    tolmacsAzonosito: text('tolmacs_azonosito'),
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
    /** The registered identifiers (engine `registrationSchema` output); null while not registered yet. */
    registration: text('registration', { mode: 'json' }),
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

export const COMPANY_VERSION_TYPES = ['BEJEGYZETT', 'MENTES', 'MODOSITAS'] as const;
export type CompanyVersionType = (typeof COMPANY_VERSION_TYPES)[number];

/**
 * A kept state of a registered company (issue 11): the registered state (`BEJEGYZETT`, the base of the next
 * amendment), every later save (`MENTES`) and each generated amendment (`MODOSITAS`). `state` is the company as
 * stored in `companies.data`; `articles` the articles' block tree (engine `DocumentTree`) of a registered or amended
 * state, `templateVersion` the template version that rendered it, `amendment` the amendment data of a `MODOSITAS`.
 */
export const companyVersions = sqliteTable(
  'company_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, … per company. */
    sorszam: integer('sorszam').notNull(),
    tipus: text('tipus', { enum: COMPANY_VERSION_TYPES }).notNull(),
    state: text('state', { mode: 'json' }).notNull(),
    /** The company's registered identifiers when the version was made. */
    registration: text('registration', { mode: 'json' }),
    articles: text('articles', { mode: 'json' }),
    templateVersion: text('template_version'),
    amendment: text('amendment', { mode: 'json' }),
    /**
     * A `MODOSITAS`: the SHA-256 of the call's body that generated it, so that the same call sent again (a second
     * click, a second tab, a retry) is refused instead of generating and charging the documents twice.
     */
    requestDigest: text('request_digest'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('company_versions_company_sorszam_unique').on(table.companyId, table.sorszam),
    index('company_versions_owner_idx').on(table.ownerId),
  ],
);
