import { sql, type Kysely } from 'kysely';

/**
 * Issue [7]: the staff back office, the native app's tracking and the consent banner.
 * - audit_log: every staff action (who, when, what, before and after), append-only: a trigger refuses update,
 *   delete and truncate, so not even a bug in our code can rewrite history.
 * - messages staff hid or edited, users staff flagged, listings staff rejected with a reason;
 * - proposals: a selection of boats with prices for a tenant's dates, sent as a link;
 * - refunds retried by staff keep their attempts and last error;
 * - push notifications received, clicked and opened; deep links opened; consent choices.
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign key: the log outlives the accounts it names (a deleted user must not rewrite it).
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_email', 'varchar(255)', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('note', 'text')
    .addCheckConstraint(
      'audit_log_object_type_check',
      sql`object_type in ('booking', 'refund', 'conversation', 'message', 'user', 'boat', 'damageClaim', 'proposal')`,
    )
    .execute();
  await db.schema.createIndex('audit_log_object_idx').on('audit_log').columns(['object_type', 'object_id', 'id']).execute();
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`create trigger audit_log_no_update before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);

  // A hidden message stays in the database (and in the audit log) but is no longer shown to tenant or owner.
  await db.schema
    .alterTable('conversation_messages')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('edited_at', 'timestamptz')
    .execute();

  await db.schema.alterTable('users').addColumn('flagged_at', 'timestamptz').addColumn('flag_reason', 'text').execute();

  // Staff may reject a listing with a reason; the owner sees it and can edit and publish again.
  await sql`alter table boats drop constraint boats_status_check`.execute(db);
  await sql`alter table boats add constraint boats_status_check check (status in ('draft', 'published', 'paused', 'rejected'))`.execute(db);
  await db.schema.alterTable('boats').addColumn('rejection_reason', 'text').execute();

  await db.schema
    .createTable('proposals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // The secret of the link the tenant opens.
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('tenant_email', 'varchar(255)', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('people', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('proposals_status_check', sql`status in ('draft', 'sent', 'booked', 'withdrawn')`)
    .addCheckConstraint('proposals_dates_check', sql`end_date >= start_date`)
    .addCheckConstraint('proposals_people_check', sql`people between 1 and 20`)
    .execute();
  await db.schema
    .createTable('proposal_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('boat_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    // EUR cents for the whole stay: the price staff agreed, which the checkout charges.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('proposal_items_proposal_boat_key', ['proposal_id', 'boat_id'])
    .addCheckConstraint('proposal_items_price_check', sql`price > 0`)
    .execute();
  await db.schema.alterTable('booking_requests').addColumn('proposal_item_id', 'integer', (c) => c.references('proposal_items.id').onDelete('set null')).execute();

  await db.schema
    .alterTable('refunds')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').columns(['status', 'id']).execute();

  await db.schema
    .createTable('push_notification_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('notification_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(255)')
    .addColumn('object_id', 'varchar(100)')
    .addColumn('object_type', 'varchar(50)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('platform', 'varchar(10)')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('push_notification_events_kind_check', sql`kind in ('received', 'clicked', 'opened')`)
    .execute();

  await db.schema
    .createTable('deeplink_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // 'opened': the beacon of a deep link opened in the app; 'referer': the path recorded as the visit's referer.
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visitor_id', 'varchar(36)')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('deeplink_events_kind_check', sql`kind in ('opened', 'referer')`)
    .execute();

  await db.schema
    .createTable('consent_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event', 'varchar(40)', (c) => c.notNull())
    .addColumn('consent', 'jsonb', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(36)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // (B3) A sent proposal is booked when one of its bookings holds its dates (paid, or held for the owner's answer), whatever path the payment took.
  await sql`create function proposals_booked() returns trigger language plpgsql as $$
    begin
      update proposals p set status = 'booked' from proposal_items i where i.id = new.proposal_item_id and p.id = i.proposal_id and p.status = 'sent';
      return null;
    end $$`.execute(db);
  await sql`create trigger booking_requests_proposal_booked after insert or update of status on booking_requests
    for each row when (new.proposal_item_id is not null and new.status in ('awaitingOwner', 'paid', 'confirmed'))
    execute function proposals_booked()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists booking_requests_proposal_booked on booking_requests`.execute(db);
  await sql`drop function if exists proposals_booked()`.execute(db);
  for (const table of ['consent_events', 'deeplink_events', 'push_notification_events']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('refunds_status_idx').execute();
  await db.schema.alterTable('refunds').dropColumn('attempts').dropColumn('last_error').dropColumn('updated_at').execute();
  await db.schema.alterTable('booking_requests').dropColumn('proposal_item_id').execute();
  await db.schema.dropTable('proposal_items').execute();
  await db.schema.dropTable('proposals').execute();
  await db.schema.alterTable('boats').dropColumn('rejection_reason').execute();
  await sql`alter table boats drop constraint boats_status_check`.execute(db);
  await sql`alter table boats add constraint boats_status_check check (status in ('draft', 'published', 'paused'))`.execute(db);
  await db.schema.alterTable('users').dropColumn('flagged_at').dropColumn('flag_reason').execute();
  await db.schema.alterTable('conversation_messages').dropColumn('hidden_at').dropColumn('edited_at').execute();
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
}
