import { sql, type Kysely } from 'kysely';

/**
 * The catalogue (spec sections 3 and 7): places, boats and their equipment, pictures, reviews and booking
 * calendar, activities, favourites. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept; no extensions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('places')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('country_code', 'char(2)', (c) => c.notNull())
    // Name per language code: the 13 product languages plus the local language (e.g. hr, tr).
    .addColumn('names', 'jsonb', (c) => c.notNull())
    // Lower-cased, accent-free concatenation of every name, for ILIKE autocomplete.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // harbour → city; city → region (when one fits); region → null.
    .addColumn('parent_id', 'integer', (c) => c.references('places.id').onDelete('set null'))
    .addColumn('population', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('places_kind_check', sql`kind in ('city', 'harbour', 'region')`)
    .execute();
  await db.schema.createIndex('places_parent_id_idx').on('places').column('parent_id').execute();
  await db.schema.createIndex('places_kind_idx').on('places').column('kind').execute();

  await db.schema
    .createTable('boats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('builder_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('model_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('build_year', 'integer', (c) => c.notNull())
    .addColumn('length_m', 'double precision', (c) => c.notNull())
    // Horsepower, total of all engines.
    .addColumn('engine_power', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cabins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('berths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // EUR cents.
    .addColumn('price_per_day', 'integer', (c) => c.notNull())
    .addColumn('discount_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('instant_booking', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sailing_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('cancellation_policy', 'varchar(10)', (c) => c.notNull())
    // EUR cents.
    .addColumn('deposit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_avg', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'boats_type_check',
      sql`type in ('Catamaran', 'Gulet', 'Houseboat', 'Jet Ski', 'Motorboat', 'Motor Yacht', 'RIB', 'Sailboat', 'Sail Yacht', 'Without license', 'Yacht')`,
    )
    .addCheckConstraint(
      'boats_sailing_type_check',
      sql`sailing_type in ('With captain', 'With or without captain', 'Without captain')`,
    )
    .addCheckConstraint('boats_cancellation_policy_check', sql`cancellation_policy in ('Flexible', 'Moderate', 'Strict')`)
    .addCheckConstraint('boats_discount_check', sql`discount_percentage between 0 and 100`)
    .addCheckConstraint('boats_reviews_avg_check', sql`reviews_avg between 0 and 5`)
    .addCheckConstraint('boats_price_check', sql`price_per_day >= 0`)
    .execute();
  await db.schema.createIndex('boats_type_idx').on('boats').column('type').execute();
  // Bounding-box prefilter of a distance search.
  await db.schema.createIndex('boats_lat_lng_idx').on('boats').columns(['latitude', 'longitude']).execute();
  await db.schema.createIndex('boats_price_idx').on('boats').column('price_per_day').execute();
  await db.schema.createIndex('boats_place_id_idx').on('boats').column('place_id').execute();
  await db.schema.createIndex('boats_owner_id_idx').on('boats').column('owner_id').execute();
  // Default ranking and the "score" sort read the best rows first.
  await db.schema.createIndex('boats_score_idx').on('boats').expression(sql`score desc, id`).execute();
  await db.schema.createIndex('boats_type_price_idx').on('boats').columns(['type', 'price_per_day']).execute();
  // Only the discounted minority is indexed (hasDiscount filter, discount sort).
  await db.schema
    .createIndex('boats_discount_idx')
    .on('boats')
    .column('discount_percentage')
    .where(sql<boolean>`discount_percentage > 0`)
    .execute();
  // productTags filter: product_tags && array[...] or @> (built-in GIN array operators, no extension).
  await db.schema.createIndex('boats_product_tags_idx').on('boats').using('gin').column('product_tags').execute();

  await db.schema
    .createTable('boat_equipment')
    .addColumn('boat_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    .addColumn('equipment_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('boat_equipment_pkey', ['boat_id', 'equipment_id'])
    .execute();
  await db.schema
    .createIndex('boat_equipment_equipment_id_idx')
    .on('boat_equipment')
    .columns(['equipment_id', 'boat_id'])
    .execute();

  await db.schema
    .createTable('boat_pictures')
    .addColumn('boat_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('boat_pictures_pkey', ['boat_id', 'position'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_kind', 'varchar(10)', (c) => c.notNull())
    // A boat id or an activity id, by product_kind.
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('author_first_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('reviews_product_kind_check', sql`product_kind in ('boat', 'activity')`)
    .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('reviews_product_idx')
    .on('reviews')
    .columns(['product_kind', 'product_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('boat_unavailabilities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('boat_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    // Both days included: the boat is booked from start_date to end_date.
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addCheckConstraint('boat_unavailabilities_range_check', sql`end_date >= start_date`)
    .execute();
  await db.schema
    .createIndex('boat_unavailabilities_boat_range_idx')
    .on('boat_unavailabilities')
    .columns(['boat_id', 'start_date', 'end_date'])
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('experience', 'varchar(20)', (c) => c.notNull())
    .addColumn('activity_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // EUR cents per person.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('duration_hours', 'double precision', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('times_of_day', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('skipper_languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('instant_booking', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cancellation_policy', 'varchar(10)', (c) => c.notNull())
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_avg', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'activities_experience_check',
      sql`experience in ('waterSport', 'funBoat', 'atypicalBoat', 'fishingBoat', 'partyBoat')`,
    )
    .addCheckConstraint('activities_cancellation_policy_check', sql`cancellation_policy in ('Flexible', 'Moderate', 'Strict')`)
    .addCheckConstraint('activities_reviews_avg_check', sql`reviews_avg between 0 and 5`)
    .execute();
  await db.schema.createIndex('activities_place_id_idx').on('activities').column('place_id').execute();
  await db.schema.createIndex('activities_lat_lng_idx').on('activities').columns(['latitude', 'longitude']).execute();
  await db.schema.createIndex('activities_experience_idx').on('activities').column('experience').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('boats.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorites_pkey', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('favorites_product_id_idx').on('favorites').column('product_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorites').execute();
  await db.schema.dropTable('activities').execute();
  await db.schema.dropTable('boat_unavailabilities').execute();
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('boat_pictures').execute();
  await db.schema.dropTable('boat_equipment').execute();
  await db.schema.dropTable('boats').execute();
  await db.schema.dropTable('places').execute();
}
