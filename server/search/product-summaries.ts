import { textIn, type SeasonalPrice } from '../../src/domain/listing/listing';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProductSummary } from '../../src/contract/search';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { HalfDayPeriod } from '../../src/domain/search/search-filters';
import type { Database } from '../db/schema';
import { boatTypeSlug } from './landing-path';
import type { PlaceDirectory } from './place-directory';
import { quotedTotal, type QuotedPrices } from './pricing';

/** A boat's summary as migration 018's view boat_search_summary_source makes it (its one definition). */
export interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  type: string;
  created_at: Date | string;
  reviews_count: number;
  reviews_avg: number;
  length_m: number;
  engine_power: number;
  builder_name: string;
  model_name: string;
  cabins: number;
  berths: number;
  capacity: number;
  build_year: number;
  place_id: number;
  latitude: number;
  longitude: number;
  price_per_day: number;
  discount_percentage: number;
  instant_booking: boolean;
  sailing_type: string;
  cancellation_policy: string;
  first_name: string;
  is_pro: boolean;
  is_super_owner: boolean;
  pictures: string[] | null;
  is_favorite: boolean;
  titles: Record<string, string> | null;
  weekly_discount: number;
  half_day_price: number | null;
  seasonal_prices: SeasonalPrice[] | null;
}

export const quotedPricesOf = (row: SummaryRow): QuotedPrices => ({
  pricePerDay: row.price_per_day,
  discountPercentage: row.discount_percentage,
  weeklyDiscount: row.weekly_discount ?? 0,
  seasonalPrices: row.seasonal_prices ?? [],
  halfDayPrice: row.half_day_price ?? null,
});

/**
 * The summary of `boats b`, as one json value (is_favorite false): made by migration 018's triggers whenever the boat,
 * its pictures, its seasonal prices or its owner's name and badges change, so a search reads it ready.
 */
export const summaryJsonOf = (boat: RawBuilder<unknown>) => sql`(select s.summary from boat_search_summaries s where s.boat_id = ${boat})`;

export interface SummaryContext {
  readonly directory: PlaceDirectory;
  readonly language: string;
  /** Dates of the search: totalPrice is given for them. */
  readonly dates?: { readonly startDate: IsoDate; readonly endDate: IsoDate; readonly halfDayPeriod?: HalfDayPeriod | undefined } | undefined;
}

export const toIsoInstant = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export const toProductSummary = (row: SummaryRow, context: SummaryContext): ProductSummary => {
  const { directory, language, dates } = context;
  const localization = directory.localizationOf(row.place_id);
  return {
    id: row.id,
    // The owner's title in the page's language, else the fallback (issue [6]).
    title: textIn(row.titles ?? {}, language) || row.title,
    type: row.type,
    pictures: row.pictures ?? [],
    createdAt: toIsoInstant(row.created_at),
    reviews: { number: row.reviews_count, average: row.reviews_avg },
    isFavorite: row.is_favorite,
    length: row.length_m,
    enginePower: row.engine_power,
    builderName: row.builder_name,
    modelName: row.model_name,
    cabins: row.cabins,
    berths: row.berths,
    capacity: row.capacity,
    buildYear: row.build_year,
    localizationName: localization ? directory.name(localization, language) : '',
    latitude: row.latitude,
    longitude: row.longitude,
    pricePerDay: row.price_per_day,
    totalPrice: dates ? quotedTotal(quotedPricesOf(row), dates) : null,
    discountPercentage: row.discount_percentage,
    instantBooking: row.instant_booking,
    sailingType: row.sailing_type,
    cancellationPolicy: row.cancellation_policy,
    owner: { firstName: row.first_name, isPro: row.is_pro, isSuperOwner: row.is_super_owner },
    path: { localization: localization?.slug ?? '', boatType: boatTypeSlug(row.type), boatName: row.slug },
  };
};

/**
 * The summaries of the boats listed by a CTE `name(id, ord)`, in `ord` order, as ONE json value (is_favorite false):
 * PGlite converts a json document much faster than the same data as typed rows and columns (about half the time for a
 * page of 18), and both databases read the ready summaries of migration 018 by id.
 */
export const summariesJson = (name: string) => sql`(
  select coalesce(json_agg(s.summary order by p.ord), '[]'::json)
  from ${sql.table(name)} p join boat_search_summaries s on s.boat_id = p.id)`;

/** The ids among `ids` the user has saved as favourites. */
export const favoritesAmong = (ids: readonly number[], userId: number) =>
  sql<number[]>`array(select f.product_id from favorites f where f.user_id = ${userId}::int and f.product_id = any(${[...ids]}::int[]))`;

/** Summaries of the given boats in the given order, in one query (the user's favourites marked). */
export const loadProductSummaries = async (
  db: Kysely<Database>,
  ids: readonly number[],
  userId: number | null,
  context: SummaryContext,
): Promise<ProductSummary[]> => {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ page: SummaryRow[]; favorites: number[] | null }>`
    with page(id, ord) as (select * from unnest(${[...ids]}::int[]) with ordinality)
    select ${summariesJson('page')} as page, ${userId === null ? sql`null::int[]` : favoritesAmong(ids, userId)} as favorites`.execute(db);
  const favorites = new Set(rows[0]?.favorites ?? []);
  return (rows[0]?.page ?? []).map((row) => toProductSummary({ ...row, is_favorite: favorites.has(row.id) }, context));
};
