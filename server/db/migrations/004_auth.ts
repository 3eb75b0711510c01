import { sql, type Kysely } from 'kysely';

/**
 * Sign-in and registration (spec sections 4 and 7, guide section 6): pending registrations with their hashed SMS
 * codes, third-party identities, rate-limit hits, password-reset tokens, the SMS and email outboxes, the server
 * secret, and the user's consents. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Emails are compared lower-cased: one account per address whatever its case.
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Lower-cased.
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    // E.164: the code was sent to this number.
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    // HMAC-SHA256 (server secret) of the email and code, hex.
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resend_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(30)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

  // One row per counted event; a limit counts the rows of a subject inside its window.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('bucket', 'varchar(40)', (c) => c.notNull())
    // SHA-256 hex of the email, phone or client address: no personal data kept here.
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_lookup_idx')
    .on('rate_limit_hits')
    .columns(['bucket', 'subject', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('channel', 'varchar(4)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('sms_outbox_channel_check', sql`channel in ('sms', 'call')`)
    .execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'id']).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_outbox_recipient_idx').on('email_outbox').columns(['recipient', 'id']).execute();

  // Spec section 3 "User": permissions (pushNotif, tracking); no row means neither was accepted.
  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('push_notif', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tracking', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_permissions').execute();
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('pending_registrations').execute();
  await db.schema.dropTable('server_secrets').execute();
  await sql`drop index users_email_lower_idx`.execute(db);
}
