import { sql, type Kysely } from 'kysely';

/**
 * The electronic contract at the harbour (issue [6]): one check-in and one check-out per booking, saved as drafts and
 * signed once both parties confirmed the same content; its photos; the damage claims a check-out opens for staff.
 * A signed contract and its photos never change: the code updates drafts only, and triggers refuse any change to a
 * signed one as the last line of defence. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('econtracts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    // in: check-in, out: check-out.
    .addColumn('direction', 'varchar(3)', (c) => c.notNull())
    // The domain's EcontractData (src/domain/econtract), normalised.
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft'))
    // What the contract is checked against, fixed when it is first saved (the listing may change later).
    .addColumn('deposit', 'integer', (c) => c.notNull())
    .addColumn('equipment_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('licence_required', 'boolean', (c) => c.notNull())
    // SHA-256 (hex) of the canonical content as last saved; once signed, the signed content's.
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    // The canonical text that was hashed at signing, kept so anyone can check the hash again.
    .addColumn('signed_content', 'text')
    .addColumn('owner_confirmed_at', 'timestamptz')
    .addColumn('owner_confirmed_by', 'varchar(10)')
    .addColumn('owner_confirmed_hash', 'varchar(64)')
    .addColumn('tenant_confirmed_at', 'timestamptz')
    .addColumn('tenant_confirmed_by', 'varchar(10)')
    .addColumn('tenant_confirmed_hash', 'varchar(64)')
    .addColumn('signed_at', 'timestamptz')
    // The SMS code of the party confirming on the other's phone: HMAC (server secret), 10 minutes, 5 attempts.
    .addColumn('code_party', 'varchar(10)')
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('econtracts_booking_direction_key', ['booking_request_id', 'direction'])
    .addCheckConstraint('econtracts_direction_check', sql`direction in ('in', 'out')`)
    .addCheckConstraint('econtracts_status_check', sql`status in ('draft', 'signed')`)
    .addCheckConstraint('econtracts_deposit_check', sql`deposit >= 0`)
    .addCheckConstraint(
      'econtracts_confirmed_by_check',
      sql`coalesce(owner_confirmed_by, 'session') in ('session', 'password', 'sms') and coalesce(tenant_confirmed_by, 'session') in ('session', 'password', 'sms')
        and coalesce(code_party, 'owner') in ('owner', 'tenant')`,
    )
    // Signed means both parties confirmed the very content that was hashed.
    .addCheckConstraint(
      'econtracts_signed_check',
      sql`status = 'draft' or (signed_at is not null and signed_content is not null
        and owner_confirmed_hash = content_hash and tenant_confirmed_hash = content_hash)`,
    )
    .execute();

  await db.schema
    .createTable('econtract_photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('econtract_id', 'integer', (c) => c.notNull().references('econtracts.id').onDelete('cascade'))
    // The key behind the photo storage port (server/econtract/photo-storage.ts), never from user input.
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    // SHA-256 (hex) of the stored bytes: part of the signed content.
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('econtract_photos_econtract_idx').on('econtract_photos').column('econtract_id').execute();

  // A damage found at check-out with an amount claimed from the deposit; staff decide it in [7] (damage/edit/{id}).
  await db.schema
    .createTable('damage_claims')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('econtract_id', 'integer', (c) => c.notNull().unique().references('econtracts.id').onDelete('cascade'))
    // EUR cents claimed by the owner, at most the deposit recorded in the contract.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('deposit', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    // Staff's decision: the EUR cents granted to the owner (0 to the amount claimed) and why.
    .addColumn('decided_amount', 'integer')
    .addColumn('decision_note', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('damage_claims_amount_check', sql`amount > 0 and amount <= deposit`)
    .addCheckConstraint('damage_claims_status_check', sql`status in ('open', 'decided')`)
    .addCheckConstraint(
      'damage_claims_decision_check',
      sql`(status = 'open' and decided_at is null and decided_amount is null)
        or (status = 'decided' and decided_at is not null and decided_amount between 0 and amount)`,
    )
    .execute();
  await db.schema.createIndex('damage_claims_status_idx').on('damage_claims').columns(['status', 'created_at']).execute();

  // A signed contract is final: no update, no delete, and its photos neither.
  await sql`create function econtracts_keep_signed() returns trigger language plpgsql as $$
    begin
      if old.status = 'signed' then
        raise exception 'econtract % is signed and cannot change', old.id using errcode = 'integrity_constraint_violation';
      end if;
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger econtracts_keep_signed before update or delete on econtracts
    for each row execute function econtracts_keep_signed()`.execute(db);
  await sql`create function econtract_photos_keep_signed() returns trigger language plpgsql as $$
    declare contract_id integer;
    begin
      contract_id := case when tg_op = 'INSERT' then new.econtract_id else old.econtract_id end;
      if exists (select 1 from econtracts where id = contract_id and status = 'signed') then
        raise exception 'econtract % is signed: its photos cannot change', contract_id using errcode = 'integrity_constraint_violation';
      end if;
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger econtract_photos_keep_signed before insert or update or delete on econtract_photos
    for each row execute function econtract_photos_keep_signed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('damage_claims').execute();
  await db.schema.dropTable('econtract_photos').execute();
  await db.schema.dropTable('econtracts').execute();
  await sql`drop function if exists econtract_photos_keep_signed()`.execute(db);
  await sql`drop function if exists econtracts_keep_signed()`.execute(db);
}
