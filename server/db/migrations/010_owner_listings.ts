import { sql, type Kysely } from 'kysely';

/**
 * The owner's side (issue [6]): a boat is a listing with a status (draft, published, paused), titles and
 * descriptions per language, prices beyond the price per day (seasons, weekly discount, half day), a minimum rental,
 * sleeping areas and itineraries; owners block days on its calendar by hand or by importing an iCalendar feed, and
 * export it through a secret URL. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('boats')
    // Only published boats are searched, shown and booked; a draft is being written, a paused one is hidden.
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('published'))
    // Language code → text; `title`/`description` keep the text shown when the page's language has none.
    .addColumn('titles', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('descriptions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // EUR cents for a morning or an afternoon; null: no half days.
    .addColumn('half_day_price', 'integer')
    // Percent off the rental for 7 days or more.
    .addColumn('weekly_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_days', 'integer', (c) => c.notNull().defaultTo(1))
    // [{ kind, cabins, berths }] and [{ title, days: [{ day, harbour, description }] }] (src/domain/listing).
    .addColumn('sleeping_areas', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('itineraries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The secret of the calendar's public .ics URL (owners paste it into other sites).
    .addColumn('ical_token', 'varchar(64)')
    // The other site's .ics URL whose busy days are imported.
    .addColumn('ical_import_url', 'text')
    .addColumn('ical_imported_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`alter table boats add constraint boats_status_check check (status in ('draft', 'published', 'paused')),
    add constraint boats_weekly_discount_check check (weekly_discount between 0 and 50),
    add constraint boats_minimum_days_check check (minimum_days between 1 and 30),
    add constraint boats_half_day_price_check check (half_day_price is null or half_day_price > 0)`.execute(db);
  // Boats listed before: their one text is English (the demo data's language).
  await sql`update boats set titles = jsonb_build_object('en', title), descriptions = jsonb_build_object('en', description) where title <> ''`.execute(db);
  // A draft has no harbour yet; every published boat has one (the check below).
  await sql`alter table boats alter column place_id drop not null`.execute(db);
  await sql`alter table boats alter column latitude drop not null`.execute(db);
  await sql`alter table boats alter column longitude drop not null`.execute(db);
  await sql`alter table boats add constraint boats_published_place_check
    check (status = 'draft' or (place_id is not null and latitude is not null and longitude is not null))`.execute(db);
  await db.schema.createIndex('boats_ical_token_idx').unique().on('boats').column('ical_token').execute();
  await db.schema.createIndex('boats_status_idx').on('boats').column('status').where(sql<boolean>`status <> 'published'`).execute();

  await db.schema
    .createTable('boat_seasonal_prices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('boat_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    // EUR cents.
    .addColumn('price_per_day', 'integer', (c) => c.notNull())
    .addCheckConstraint('boat_seasonal_prices_range_check', sql`end_date >= start_date`)
    .addCheckConstraint('boat_seasonal_prices_price_check', sql`price_per_day > 0`)
    .execute();
  await db.schema.createIndex('boat_seasonal_prices_boat_idx').on('boat_seasonal_prices').columns(['boat_id', 'start_date']).execute();

  // Uploaded pictures (the demo's generated ones have no storage key): an id to address one, the stored file's key
  // behind the picture storage port, and its size once resized.
  await db.schema
    .alterTable('boat_pictures')
    .addColumn('id', 'serial', (c) => c.unique())
    .addColumn('storage_key', 'varchar(200)')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Extras an owner removed: kept for the bookings that chose them, never offered again.
  await db.schema.alterTable('product_extras').addColumn('archived_at', 'timestamptz').execute();

  await db.schema
    .alterTable('boat_unavailabilities')
    // booking (a paid booking's days), owner (blocked by hand), ical (imported from another site's calendar).
    .addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('owner'))
    .addColumn('ical_uid', 'varchar(255)')
    .addColumn('note', 'varchar(200)')
    .execute();
  await sql`update boat_unavailabilities set source = 'booking' where booking_request_id is not null`.execute(db);
  await sql`alter table boat_unavailabilities add constraint boat_unavailabilities_source_check
    check (source in ('booking', 'owner', 'ical'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boat_unavailabilities').dropConstraint('boat_unavailabilities_source_check').execute();
  for (const column of ['source', 'ical_uid', 'note']) await db.schema.alterTable('boat_unavailabilities').dropColumn(column).execute();
  await db.schema.dropTable('boat_seasonal_prices').execute();
  await db.schema.alterTable('product_extras').dropColumn('archived_at').execute();
  for (const column of ['id', 'storage_key', 'width', 'height', 'created_at']) await db.schema.alterTable('boat_pictures').dropColumn(column).execute();
  await sql`delete from boats where status = 'draft' and place_id is null`.execute(db);
  await sql`alter table boats drop constraint boats_published_place_check`.execute(db);
  for (const column of ['place_id', 'latitude', 'longitude']) await sql`alter table boats alter column ${sql.ref(column)} set not null`.execute(db);
  for (const column of [
    'status', 'titles', 'descriptions', 'half_day_price', 'weekly_discount', 'minimum_days', 'sleeping_areas', 'itineraries',
    'ical_token', 'ical_import_url', 'ical_imported_at', 'published_at', 'updated_at',
  ]) {
    await db.schema.alterTable('boats').dropColumn(column).execute();
  }
}
