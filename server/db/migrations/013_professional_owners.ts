import { sql, type Kysely } from 'kysely';

/**
 * Professional owners (issue [6]): the sales settings that give new listings their defaults, teammates who share the
 * fleet's inbox, and leads (conversations about a boat before any booking) assigned to the owner or a teammate.
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owner_sales_settings')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // EUR cents.
    .addColumn('deposit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_policy', 'varchar(10)', (c) => c.notNull().defaultTo('Moderate'))
    .addColumn('instant_booking', 'boolean', (c) => c.notNull().defaultTo(false))
    // The owner's own target for answering a new enquiry.
    .addColumn('response_time_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('owner_sales_settings_deposit_check', sql`deposit >= 0`)
    .addCheckConstraint('owner_sales_settings_policy_check', sql`cancellation_policy in ('Flexible', 'Moderate', 'Strict')`)
    .addCheckConstraint('owner_sales_settings_response_check', sql`response_time_hours between 1 and 72`)
    .execute();

  // One row per owner and invited address; a removed teammate keeps their row (removed_at) and can be invited again.
  await db.schema
    .createTable('owner_teammates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    // The account that accepted the invitation (signed in with that email); null while pending.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('invited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('removed_at', 'timestamptz')
    .addUniqueConstraint('owner_teammates_owner_email_key', ['owner_id', 'email'])
    .addCheckConstraint('owner_teammates_email_check', sql`email = lower(email)`)
    .execute();
  // The conversation queries look up the fleets a user belongs to on every call.
  await sql`create index owner_teammates_member_idx on owner_teammates (user_id, owner_id)
    where accepted_at is not null and removed_at is null`.execute(db);
  await sql`create index owner_teammates_email_idx on owner_teammates (email) where removed_at is null`.execute(db);

  // Leads: who answers an enquiry (null: nobody yet) and how it went; a conversation with a booking is won.
  await db.schema
    .alterTable('conversations')
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('lead_status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .execute();
  await sql`alter table conversations add constraint conversations_lead_status_check check (lead_status in ('open', 'won', 'lost'))`.execute(db);
  await sql`update conversations set lead_status = 'won' where booking_request_id is not null`.execute(db);
  // Whatever writes the booking into a conversation (the payment's finalisation), the lead is won at that moment.
  await sql`create function conversations_lead_won() returns trigger language plpgsql as $$
    begin
      if new.booking_request_id is not null then new.lead_status := 'won'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger conversations_lead_won before insert or update of booking_request_id on conversations
    for each row execute function conversations_lead_won()`.execute(db);
  await sql`create index conversations_leads_idx on conversations (owner_id, last_message_at)
    where booking_request_id is null and boat_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists conversations_leads_idx`.execute(db);
  await sql`drop trigger if exists conversations_lead_won on conversations`.execute(db);
  await sql`drop function if exists conversations_lead_won()`.execute(db);
  await sql`alter table conversations drop constraint conversations_lead_status_check`.execute(db);
  await db.schema.alterTable('conversations').dropColumn('assigned_to').dropColumn('lead_status').execute();
  await db.schema.dropTable('owner_teammates').execute();
  await db.schema.dropTable('owner_sales_settings').execute();
}
