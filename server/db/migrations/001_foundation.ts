import { sql, type Kysely } from 'kysely';

/** Currencies (spec section 9) and the users of every role (tenant, owner, staff). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'varchar(3)', (c) => c.primaryKey())
    .addColumn('legacy_id', 'integer', (c) => c.notNull().unique())
    .addColumn('symbol', 'varchar(8)', (c) => c.notNull())
    // Units of this currency for one euro; the base currency is EUR with rate 1.
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('minor_units', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone_country', 'varchar(2)')
    .addColumn('phone_number', 'varchar(20)')
    .addColumn('password_hash', 'text')
    // Roles: tenant, owner, staff.
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{tenant}'`))
    .addColumn('is_pro', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_super_owner', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('avatar_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('currencies').execute();
}
