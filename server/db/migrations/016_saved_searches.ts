import { sql, type Kysely } from 'kysely';

/**
 * Saved searches ("Save this search", kept in the account): the search page's canonical query string per user and
 * kind, once each (saving again finds the saved one), with the label shown in the account's list.
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('boat'))
    // Canonical (domain/search/saved-search.ts): known parameters only, normalised, in spec order, no page.
    .addColumn('query', 'text', (c) => c.notNull())
    // The place's name ('' without one); dates and people are formatted from the query in the reader's language.
    .addColumn('label', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('saved_searches_user_kind_query_key', ['user_id', 'kind', 'query'])
    .addCheckConstraint('saved_searches_kind_check', sql`kind in ('boat', 'activity')`)
    .addCheckConstraint('saved_searches_query_check', sql`length(query) between 1 and 8000`)
    .execute();
  // The account's list: a user's searches, newest first.
  await sql`create index saved_searches_user_created_idx on saved_searches (user_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_searches').execute();
}
