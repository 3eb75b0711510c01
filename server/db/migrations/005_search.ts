import { sql, type Kysely } from 'kysely';

/**
 * Search and booking start (issue [2]): booking requests, the record a payment session (ps/{hash}) starts from,
 * and an index for availability searches over the whole catalogue.
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Random, URL-safe: the payment-session route ps/{hash}.
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('boat_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    // Both days included.
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    // EUR cents, computed on the server.
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('booking_requests_range_check', sql`end_date >= start_date`)
    .addCheckConstraint('booking_requests_price_check', sql`total_price >= 0`)
    .addCheckConstraint('booking_requests_status_check', sql`status in ('pending', 'accepted', 'declined', 'cancelled', 'paid')`)
    .execute();
  await db.schema.createIndex('booking_requests_user_idx').on('booking_requests').columns(['user_id', 'created_at']).execute();
  // Availability over many boats (a search without a place): the booked ranges overlapping the dates, found by date
  // rather than boat by boat.
  await db.schema
    .createIndex('boat_unavailabilities_dates_idx')
    .on('boat_unavailabilities')
    .columns(['start_date', 'end_date'])
    .execute();
  await db.schema.createIndex('booking_requests_boat_idx').on('booking_requests').columns(['boat_id', 'start_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('boat_unavailabilities_dates_idx').execute();
  await db.schema.dropTable('booking_requests').execute();
}
