import { sql, type Kysely } from 'kysely';

/**
 * Booking requests answered by the owner (issue [6]): a request's checkout payment is authorised but held on the card
 * (captured on accept, released on decline or expiry), the request's outcome and the decline's reason are kept, and
 * the owner's push notifications have a local outbox like the emails'. Plain SQL that PostgreSQL 15 and PGlite
 * (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    // manual: only authorised when it succeeds (Stripe's requires_capture), the money is taken at captured_at.
    .addColumn('capture_method', 'varchar(10)', (c) => c.notNull().defaultTo('automatic'))
    .addColumn('captured_at', 'timestamptz')
    // A held authorisation given back to the card (declined, expired, cancelled before the owner's answer).
    .addColumn('released_at', 'timestamptz')
    .execute();
  await sql`alter table payments add constraint payments_capture_method_check check (capture_method in ('automatic', 'manual')),
    add constraint payments_captured_or_released_check check (captured_at is null or released_at is null)`.execute(db);
  // Every payment that succeeded so far was taken at once.
  await sql`update payments set captured_at = updated_at where status = 'succeeded'`.execute(db);

  await db.schema
    .alterTable('booking_requests')
    .addColumn('request_outcome', 'varchar(10)')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('decline_reason', 'text')
    .execute();
  await sql`alter table booking_requests add constraint booking_requests_request_outcome_check
      check (request_outcome is null or request_outcome in ('accepted', 'declined', 'expired')),
    add constraint booking_requests_decline_reason_check check (decline_reason is null or char_length(decline_reason) <= 1000)`.execute(db);
  // The expiry job's sweep: requests still waiting, by deadline.
  await sql`create index booking_requests_awaiting_owner_idx on booking_requests (response_before) where status = 'awaitingOwner'`.execute(db);

  // Push notifications kept here (readable by developers) unless FCM is configured (server/push).
  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'varchar(512)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_outbox_user_idx').on('push_outbox').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_outbox').execute();
  await sql`drop index if exists booking_requests_awaiting_owner_idx`.execute(db);
  await sql`alter table booking_requests drop constraint booking_requests_request_outcome_check, drop constraint booking_requests_decline_reason_check`.execute(db);
  await db.schema.alterTable('booking_requests').dropColumn('request_outcome').dropColumn('answered_at').dropColumn('decline_reason').execute();
  await sql`alter table payments drop constraint payments_capture_method_check, drop constraint payments_captured_or_released_check`.execute(db);
  await db.schema.alterTable('payments').dropColumn('capture_method').dropColumn('captured_at').dropColumn('released_at').execute();
}
