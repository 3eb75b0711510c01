import { sql, type Kysely } from 'kysely';

/**
 * After the booking (issue [5]): balance, post-booking and modification payments, refunds, post-booking insurance
 * carts, conversations about a boat before any booking, owners' offers, change requests, reviews by tenants, the
 * balance reminder and account deletion. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Insurance bought after booking: one cart per purchase (the booking's insurance flags show what it already has).
  await db.schema
    .createTable('post_booking_carts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('cab_weather', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('damage_waiver', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('assistance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addCheckConstraint('post_booking_carts_status_check', sql`status in ('open', 'paid', 'closed')`)
    .execute();
  // One open cart per booking: init answers it again rather than opening a second.
  await sql`create unique index post_booking_carts_one_open_idx on post_booking_carts (booking_request_id) where status = 'open'`.execute(db);

  // A change of dates or people asked by the tenant, answered by the owner ([6] gives the owner's screen).
  await db.schema
    .createTable('booking_modifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('number_of_people', 'integer', (c) => c.notNull())
    // EUR cents: the new online total minus the old one (negative: to refund).
    .addColumn('price_difference', 'integer', (c) => c.notNull())
    .addColumn('new_total', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint('booking_modifications_status_check', sql`status in ('pending', 'accepted', 'declined', 'withdrawn', 'paid')`)
    .execute();
  await sql`create unique index booking_modifications_one_pending_idx on booking_modifications (booking_request_id)
    where status in ('pending', 'accepted')`.execute(db);

  // Payments of every kind; a post-booking payment belongs to its cart, a modification's to its change request.
  await sql`alter table payments drop constraint payments_kind_check`.execute(db);
  await sql`alter table payments add constraint payments_kind_check check (kind in ('checkout', 'balance', 'postBooking', 'modification'))`.execute(db);
  await sql`alter table payments alter column kind type varchar(12)`.execute(db);
  await db.schema.alterTable('payments').addColumn('post_booking_cart_id', 'integer', (c) => c.references('post_booking_carts.id').onDelete('cascade')).execute();
  await db.schema.alterTable('payments').addColumn('modification_id', 'integer', (c) => c.references('booking_modifications.id').onDelete('cascade')).execute();
  // The checkout and the balance succeed once per booking; post-booking and modification payments once per cart or request.
  await sql`drop index payments_one_success_idx`.execute(db);
  await sql`create unique index payments_one_success_idx on payments (booking_request_id, kind, coalesce(post_booking_cart_id, 0), coalesce(modification_id, 0))
    where status = 'succeeded' and refund_needed = false`.execute(db);
  await sql`drop index payments_one_open_idx`.execute(db);
  await sql`create unique index payments_one_open_idx on payments (booking_request_id, kind, coalesce(post_booking_cart_id, 0), coalesce(modification_id, 0))
    where status in ('requires_payment_method', 'requires_action', 'declined')`.execute(db);

  // Money paid back: one row per refund made at the provider (idempotency key: booking:reason:payment).
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_refund_id', 'varchar(255)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('refunds_amount_check', sql`amount > 0`)
    .addCheckConstraint('refunds_status_check', sql`status in ('pending', 'succeeded', 'failed')`)
    .execute();

  await db.schema
    .alterTable('booking_requests')
    .addColumn('balance_reminder_sent_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'varchar(10)')
    .addColumn('review_snoozed_until', 'timestamptz')
    // The accepted offer that opened this session (its price replaces the rental's).
    .addColumn('offer_price', 'integer')
    .execute();
  await db.schema.createIndex('booking_requests_user_start_idx').on('booking_requests').columns(['user_id', 'start_date']).execute();

  // Conversations about a boat before any booking: booking_request_id becomes optional, a hash names it in URLs.
  await sql`alter table conversations alter column booking_request_id drop not null`.execute(db);
  await db.schema.alterTable('conversations').addColumn('boat_id', 'integer', (c) => c.references('boats.id').onDelete('cascade')).execute();
  await db.schema.alterTable('conversations').addColumn('hash', 'varchar(64)').execute();
  await sql`update conversations set hash = md5(random()::text || id::text) where hash is null`.execute(db);
  await sql`alter table conversations alter column hash set not null`.execute(db);
  await sql`create unique index conversations_hash_idx on conversations (hash)`.execute(db);
  // One pre-booking conversation per tenant and boat.
  await sql`create unique index conversations_tenant_boat_idx on conversations (tenant_id, boat_id) where booking_request_id is null`.execute(db);
  await db.schema.alterTable('conversations').addColumn('last_message_at', 'timestamptz').execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('boat_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    // EUR cents for the whole rental.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('booking_request_id', 'integer', (c) => c.references('booking_requests.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('offers_price_check', sql`price > 0`)
    .addCheckConstraint('offers_status_check', sql`status in ('pending', 'accepted', 'declined', 'expired', 'withdrawn')`)
    .execute();
  await db.schema.createIndex('offers_tenant_idx').on('offers').columns(['tenant_id', 'created_at']).execute();

  // Reviews written by tenants after a completed booking (the seed's reviews have no booking).
  await db.schema
    .alterTable('reviews')
    .addColumn('booking_request_id', 'integer', (c) => c.references('booking_requests.id').onDelete('set null'))
    .addColumn('owner_answer', 'text')
    .addColumn('owner_answered_at', 'timestamptz')
    .execute();
  await sql`create unique index reviews_booking_idx on reviews (booking_request_id) where booking_request_id is not null`.execute(db);

  // Account deletion: personal data erased, the row kept so the owner's bookings stay whole (anonymised).
  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await sql`drop index if exists reviews_booking_idx`.execute(db);
  await db.schema.alterTable('reviews').dropColumn('booking_request_id').dropColumn('owner_answer').dropColumn('owner_answered_at').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.dropTable('refunds').execute();
  await sql`delete from conversations where booking_request_id is null`.execute(db);
  await db.schema.alterTable('conversations').dropColumn('boat_id').dropColumn('hash').dropColumn('last_message_at').execute();
  await sql`alter table conversations alter column booking_request_id set not null`.execute(db);
  await db.schema
    .alterTable('booking_requests')
    .dropColumn('balance_reminder_sent_at')
    .dropColumn('cancelled_at')
    .dropColumn('cancelled_by')
    .dropColumn('review_snoozed_until')
    .dropColumn('offer_price')
    .execute();
  await sql`drop index if exists booking_requests_user_start_idx`.execute(db);
  await sql`delete from payments where kind not in ('checkout', 'balance')`.execute(db);
  await sql`drop index payments_one_success_idx`.execute(db);
  await sql`drop index payments_one_open_idx`.execute(db);
  await db.schema.alterTable('payments').dropColumn('post_booking_cart_id').dropColumn('modification_id').execute();
  await sql`alter table payments drop constraint payments_kind_check`.execute(db);
  await sql`alter table payments add constraint payments_kind_check check (kind in ('checkout', 'balance'))`.execute(db);
  await sql`create unique index payments_one_success_idx on payments (booking_request_id, kind) where status = 'succeeded' and refund_needed = false`.execute(db);
  await sql`create unique index payments_one_open_idx on payments (booking_request_id, kind)
    where status in ('requires_payment_method', 'requires_action', 'declined')`.execute(db);
  await db.schema.dropTable('booking_modifications').execute();
  await db.schema.dropTable('post_booking_carts').execute();
}
