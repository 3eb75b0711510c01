import { sql, type Kysely } from 'kysely';

/**
 * Card payments and what a payment starts (issue [4]): payment attempts (one row per provider intent), the booking's
 * append-only history, and the tenant–owner conversation opened by a paid booking (shown by issue [5]).
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(10)', (c) => c.notNull())
    // The provider's PaymentIntent id (pi_…); the local provider makes its own.
    .addColumn('intent_id', 'varchar(255)', (c) => c.notNull().unique())
    // Lets the tenant's browser confirm this intent (and only it).
    .addColumn('client_secret', 'varchar(255)', (c) => c.notNull().unique())
    // Minor units of the currency (EUR cents).
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull().defaultTo('EUR'))
    // 'checkout' now; the balance payment later.
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('checkout'))
    // 1, 2, …: a new attempt when the price changed.
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    // hash:attempt:amount, sent to the provider so a retried request never creates a second intent.
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    // Why the last confirmation failed (shown to the tenant), null otherwise.
    .addColumn('last_error', 'text')
    // Money taken that no booking can keep (paid twice, session closed, dates taken): to be refunded.
    .addColumn('refund_needed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('payments_provider_check', sql`provider in ('local', 'stripe')`)
    .addCheckConstraint('payments_kind_check', sql`kind in ('checkout', 'balance')`)
    .addCheckConstraint(
      'payments_status_check',
      sql`status in ('requires_payment_method', 'requires_action', 'succeeded', 'declined', 'canceled')`,
    )
    .addCheckConstraint('payments_amount_check', sql`amount > 0`)
    .addCheckConstraint('payments_attempt_check', sql`attempt > 0`)
    .execute();
  await db.schema.createIndex('payments_booking_idx').on('payments').columns(['booking_request_id', 'kind', 'attempt']).execute();
  // A booking keeps at most one successful payment of each kind; a second success is only ever a refund to make.
  await sql`create unique index payments_one_success_idx on payments (booking_request_id, kind)
    where status = 'succeeded' and refund_needed = false`.execute(db);
  // At most one open attempt per booking and kind: a new attempt cancels the previous one in the same transaction.
  await sql`create unique index payments_one_open_idx on payments (booking_request_id, kind)
    where status in ('requires_payment_method', 'requires_action', 'declined')`.execute(db);

  // Booked days written when a payment is finalised point to their booking, once (the other rows are the seed's).
  await db.schema
    .alterTable('boat_unavailabilities')
    .addColumn('booking_request_id', 'integer', (c) => c.references('booking_requests.id').onDelete('cascade'))
    .execute();
  await sql`create unique index boat_unavailabilities_booking_idx on boat_unavailabilities (booking_request_id)
    where booking_request_id is not null`.execute(db);

  // Append-only: rows are inserted, never updated.
  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('booking_events_booking_idx').on('booking_events').columns(['booking_request_id', 'id']).execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().unique().references('booking_requests.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('conversations_tenant_idx').on('conversations').columns(['tenant_id', 'created_at']).execute();
  await db.schema.createIndex('conversations_owner_idx').on('conversations').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    // Null for a system message.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation_idx')
    .on('conversation_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('conversations').execute();
  await db.schema.dropTable('booking_events').execute();
  await sql`drop index if exists boat_unavailabilities_booking_idx`.execute(db);
  await db.schema.alterTable('boat_unavailabilities').dropColumn('booking_request_id').execute();
  await db.schema.dropTable('payments').execute();
}
