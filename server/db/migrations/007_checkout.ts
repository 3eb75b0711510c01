import { sql, type Kysely } from 'kysely';

/**
 * Checkout (issue [4]): the booking request becomes the checkout session and the booking itself (its id is the
 * booking id, its status the domain's BookingStatus of src/domain/booking/booking-lifecycle.ts), for a boat or an
 * activity; the tenant's choices (extras, rental type, insurances, promo code, down payment) live on it or beside it,
 * with the last computed price as a snapshot. Product extras, insurance offers and promo codes are the catalogue the
 * price is computed from (server/checkout/checkout-price.ts). Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17)
 * both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Activities: what the tenant pays besides the price per person.
  await db.schema
    .alterTable('activities')
    // EUR cents for the booking; 0 when all-inclusive.
    .addColumn('fuel_price', 'integer', (c) => c.notNull().defaultTo(0))
    // EUR cents for the booking.
    .addColumn('skipper_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_all_inclusive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_skipper_paid_at_harbor', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`alter table activities add constraint activities_checkout_prices_check
    check (fuel_price >= 0 and skipper_price >= 0)`.execute(db);

  // Booking requests: a boat's or an activity's.
  await sql`alter table booking_requests alter column boat_id drop not null`.execute(db);
  await db.schema
    .alterTable('booking_requests')
    .addColumn('activity_id', 'integer', (c) => c.references('activities.id').onDelete('cascade'))
    .addColumn('number_of_people', 'integer', (c) => c.notNull().defaultTo(1))
    // An activity's slot: 'morning', 'afternoon' or 'evening' (null for a boat).
    .addColumn('time_of_day', 'varchar(10)')
    // Unpaid sessions expire (created_at + 30 minutes, server/checkout/session-rules.ts).
    .addColumn('expires_at', 'timestamptz')
    // Instant booking: paid means confirmed, no owner answer needed.
    .addColumn('is_direct', 'boolean', (c) => c.notNull().defaultTo(false))
    // The owner must answer before this instant (requests that are not direct).
    .addColumn('response_before', 'timestamptz')
    // Normalised code (promo_codes.code), applied when it was accepted.
    .addColumn('promo_code', 'varchar(40)')
    .addColumn('down_payment_selected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('insurance_cab_weather', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('insurance_damage_waiver', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('insurance_assistance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('insurance_multirisk', 'boolean', (c) => c.notNull().defaultTo(false))
    // The rental type extra (skipper) wanted: 0 or 1 (spec section 9).
    .addColumn('rental_type_quantity', 'smallint', (c) => c.notNull().defaultTo(0))
    // The last computed price (PriceDetails), refreshed by every change; never what is charged (always recomputed).
    .addColumn('price_snapshot', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Statuses of the domain lifecycle. 'awaitingOwner' does not fit the old varchar(12).
  await sql`alter table booking_requests drop constraint booking_requests_status_check`.execute(db);
  await sql`alter table booking_requests alter column status type varchar(20)`.execute(db);
  await sql`update booking_requests set status = case status
      when 'pending' then 'requested' when 'accepted' then 'confirmed' else status end`.execute(db);
  await sql`alter table booking_requests alter column status set default 'requested'`.execute(db);
  await sql`alter table booking_requests add constraint booking_requests_status_check check (status in
    ('requested', 'awaitingOwner', 'paid', 'confirmed', 'declined', 'expired', 'cancelled', 'refunded'))`.execute(db);

  // Older rows: their sessions expired 30 minutes after creation; direct when the boat books instantly.
  await sql`update booking_requests b set expires_at = b.created_at + interval '30 minutes', updated_at = b.created_at,
      is_direct = coalesce((select x.instant_booking from boats x where x.id = b.boat_id), false)`.execute(db);
  await sql`alter table booking_requests alter column expires_at set not null`.execute(db);

  await sql`alter table booking_requests add constraint booking_requests_product_check
    check (num_nonnulls(boat_id, activity_id) = 1)`.execute(db);
  await sql`alter table booking_requests add constraint booking_requests_people_check
    check (number_of_people between 1 and 1000)`.execute(db);
  await sql`alter table booking_requests add constraint booking_requests_time_of_day_check
    check (time_of_day is null or time_of_day in ('morning', 'afternoon', 'evening'))`.execute(db);
  await sql`alter table booking_requests add constraint booking_requests_activity_slot_check
    check (activity_id is null or (time_of_day is not null and start_date = end_date))`.execute(db);
  await sql`alter table booking_requests add constraint booking_requests_rental_type_check
    check (rental_type_quantity in (0, 1))`.execute(db);
  // Multirisk and assistance are mutually exclusive (spec section 4): never both, whatever the code does.
  await sql`alter table booking_requests add constraint booking_requests_insurances_check
    check (not (insurance_multirisk and insurance_assistance))`.execute(db);

  await db.schema.createIndex('booking_requests_activity_idx').on('booking_requests').columns(['activity_id', 'start_date']).execute();
  // The expiry job's scan: unpaid sessions by expiry.
  await sql`create index booking_requests_expiry_idx on booking_requests (expires_at) where status = 'requested'`.execute(db);

  // Extras of a product: optional extras (some mandatory or included) and the rental type (the skipper).
  await db.schema
    .createTable('product_extras')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('boat_id', 'integer', (c) => c.references('boats.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.references('activities.id').onDelete('cascade'))
    // 'optional' (polymorph id extra-{id}) or 'rentalType' (rental-type-{id}).
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_type', 'varchar(10)', (c) => c.notNull())
    // EUR cents per unit of the price type.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('is_mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_included', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_pay_in_harbour', 'boolean', (c) => c.notNull().defaultTo(false))
    // Rental type only.
    .addColumn('crew_number', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('licence_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('price_by_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'smallint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('product_extras_product_check', sql`num_nonnulls(boat_id, activity_id) = 1`)
    .addCheckConstraint('product_extras_kind_check', sql`kind in ('optional', 'rentalType')`)
    .addCheckConstraint('product_extras_price_type_check', sql`price_type in ('perBooking', 'perDay', 'perPerson')`)
    .addCheckConstraint('product_extras_price_check', sql`price >= 0`)
    .execute();
  await db.schema.createIndex('product_extras_boat_idx').on('product_extras').columns(['boat_id', 'position']).execute();
  await db.schema.createIndex('product_extras_activity_idx').on('product_extras').columns(['activity_id', 'position']).execute();
  // At most one rental type per boat.
  await sql`create unique index product_extras_rental_type_idx on product_extras (boat_id) where kind = 'rentalType'`.execute(db);

  // The optional extras a session selected (mandatory ones are always charged and not listed here).
  await db.schema
    .createTable('booking_extras')
    .addColumn('booking_request_id', 'integer', (c) => c.notNull().references('booking_requests.id').onDelete('cascade'))
    .addColumn('product_extra_id', 'integer', (c) => c.notNull().references('product_extras.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('booking_extras_pkey', ['booking_request_id', 'product_extra_id'])
    .execute();

  // Insurances a product offers; prices follow a rule on the rental (server/checkout/insurance-offers.ts).
  await db.schema
    .createTable('insurance_offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('boat_id', 'integer', (c) => c.references('boats.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.references('activities.id').onDelete('cascade'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('insurance_offers_product_check', sql`num_nonnulls(boat_id, activity_id) = 1`)
    .addCheckConstraint(
      'insurance_offers_name_check',
      sql`name in ('cabWeather', 'damageWaiver', 'assistanceInsurance', 'multiriskInsurance')`,
    )
    .execute();
  await sql`create unique index insurance_offers_boat_idx on insurance_offers (boat_id, name) where boat_id is not null`.execute(db);
  await sql`create unique index insurance_offers_activity_idx on insurance_offers (activity_id, name) where activity_id is not null`.execute(db);

  await db.schema
    .createTable('promo_codes')
    // Upper case, no spaces (normalisePromoCode).
    .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('percentage', 'integer', (c) => c.notNull().defaultTo(0))
    // EUR cents off (kind 'amount').
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    // EUR cents: the rental (after the owner's discount) must reach it.
    .addColumn('minimum_amount', 'integer', (c) => c.notNull().defaultTo(0))
    // Both days included; null: no bound.
    .addColumn('valid_from', 'date')
    .addColumn('valid_until', 'date')
    .addCheckConstraint('promo_codes_kind_check', sql`kind in ('percentage', 'amount')`)
    .addCheckConstraint('promo_codes_values_check', sql`percentage between 0 and 100 and amount >= 0 and minimum_amount >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promo_codes').execute();
  await db.schema.dropTable('insurance_offers').execute();
  await db.schema.dropTable('booking_extras').execute();
  await db.schema.dropTable('product_extras').execute();
  await sql`drop index if exists booking_requests_expiry_idx`.execute(db);
  await sql`drop index if exists booking_requests_activity_idx`.execute(db);
  for (const name of ['product', 'people', 'time_of_day', 'activity_slot', 'rental_type', 'insurances', 'status']) {
    await sql`alter table booking_requests drop constraint if exists ${sql.raw(`booking_requests_${name}_check`)}`.execute(db);
  }
  await sql`delete from booking_requests where activity_id is not null`.execute(db);
  await sql`update booking_requests set status = case status
      when 'requested' then 'pending' when 'confirmed' then 'accepted' when 'awaitingOwner' then 'paid'
      when 'expired' then 'cancelled' when 'refunded' then 'cancelled' else status end`.execute(db);
  await sql`alter table booking_requests alter column status set default 'pending'`.execute(db);
  await sql`alter table booking_requests alter column status type varchar(12)`.execute(db);
  await sql`alter table booking_requests add constraint booking_requests_status_check
    check (status in ('pending', 'accepted', 'declined', 'cancelled', 'paid'))`.execute(db);
  await sql`alter table booking_requests alter column boat_id set not null`.execute(db);
  for (const column of [
    'activity_id', 'number_of_people', 'time_of_day', 'expires_at', 'is_direct', 'response_before', 'promo_code',
    'down_payment_selected', 'insurance_cab_weather', 'insurance_damage_waiver', 'insurance_assistance',
    'insurance_multirisk', 'rental_type_quantity', 'price_snapshot', 'updated_at',
  ]) {
    await db.schema.alterTable('booking_requests').dropColumn(column).execute();
  }
  await sql`alter table activities drop constraint if exists activities_checkout_prices_check`.execute(db);
  for (const column of ['fuel_price', 'skipper_price', 'is_all_inclusive', 'is_skipper_paid_at_harbor']) {
    await db.schema.alterTable('activities').dropColumn(column).execute();
  }
}
