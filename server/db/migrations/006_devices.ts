import { sql, type Kysely } from 'kysely';

/** The native app's devices (spec section 7 "Device and tracking"): one row per device token. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_token', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('device_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('device_version', 'varchar(50)', (c) => c.notNull())
    .addColumn('fcm_token', 'varchar(512)')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('devices').execute();
}
