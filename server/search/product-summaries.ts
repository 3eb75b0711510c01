import { textIn, type SeasonalPrice } from '../../src/domain/listing/listing';
import { sql, type Kysely } from 'kysely';
import type { ProductSummary } from '../../src/contract/search';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { HalfDayPeriod } from '../../src/domain/search/search-filters';
import type { Database } from '../db/schema';
import { boatTypeSlug } from './landing-path';
import type { PlaceDirectory } from './place-directory';
import { quotedTotal, type QuotedPrices } from './pricing';

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

/** The seasons of `boats b`, as the domain's SeasonalPrice list (null when none). */
export const seasonalPricesColumn = sql`(select json_agg(json_build_object('startDate', to_char(s.start_date, 'YYYY-MM-DD'),
  'endDate', to_char(s.end_date, 'YYYY-MM-DD'), 'pricePerDay', s.price_per_day) order by s.start_date)
  from boat_seasonal_prices s where s.boat_id = b.id)`;

export const quotedPricesOf = (row: SummaryRow): QuotedPrices => ({
  pricePerDay: row.price_per_day,
  discountPercentage: row.discount_percentage,
  weeklyDiscount: row.weekly_discount ?? 0,
  seasonalPrices: row.seasonal_prices ?? [],
  halfDayPrice: row.half_day_price ?? null,
});

/** The columns of a ProductSummary, over `boats b join users o` (one row per boat, pictures aggregated). */
export const summaryColumns = (userId: number | null) => sql`
  b.id, b.title, b.slug, b.type, b.created_at, b.reviews_count, b.reviews_avg, b.length_m, b.engine_power,
  b.builder_name, b.model_name, b.cabins, b.berths, b.capacity, b.build_year, b.place_id, b.latitude, b.longitude,
  b.price_per_day, b.discount_percentage, b.instant_booking, b.sailing_type, b.cancellation_policy,
  b.titles, b.weekly_discount, b.half_day_price, ${seasonalPricesColumn} as seasonal_prices,
  o.first_name, o.is_pro, o.is_super_owner,
  array(select p.url from boat_pictures p where p.boat_id = b.id order by p.position) as pictures,
  ${userId === null ? sql`false` : sql`exists (select 1 from favorites f where f.user_id = ${userId}::int and f.product_id = b.id)`} as is_favorite`;

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
 * The summaries of the boats listed by a CTE `name(id, ord)`, in `ord` order, as ONE json value: PGlite converts a
 * json document much faster than the same data as typed rows and columns (about half the time for a page of 18).
 */
export const summariesJson = (name: string, userId: number | null) => sql`(
  select coalesce(json_agg(x order by x.ord), '[]'::json) from (
    select p.ord, ${summaryColumns(userId)}
    from ${sql.table(name)} p join boats b on b.id = p.id join users o on o.id = b.owner_id
  ) x)`;

/** Summaries of the given boats in the given order, in one query (pictures, owner and favourite included). */
export const loadProductSummaries = async (
  db: Kysely<Database>,
  ids: readonly number[],
  userId: number | null,
  context: SummaryContext,
): Promise<ProductSummary[]> => {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ page: SummaryRow[] }>`
    with page(id, ord) as (select * from unnest(${[...ids]}::int[]) with ordinality)
    select ${summariesJson('page', userId)} as page`.execute(db);
  return (rows[0]?.page ?? []).map((row) => toProductSummary(row, context));
};
