import { textIn } from '../../src/domain/listing/listing';
import { sql } from 'kysely';
import type { ProductDetail, ProductSummary } from '../../src/contract/search';
import { addDays, type IsoDate } from '../../src/domain/search/iso-date';
import { SAIL_TYPES, BOAT_TYPES, boatTypeGroup, type HalfDayPeriod } from '../../src/domain/search/search-filters';
import { areaConditions, effectivePriceSql, whereAll } from './boat-conditions';
import type { SearchContext } from './search-context';
import { productBlocksOf } from '../owners/product-blocks';
import { responseFiguresSql, responseStatsOfRow, type ResponseFiguresRow } from '../conversations/response-stats';
import { effectivePricePerDay, quotedTotal, rentalDays } from './pricing';
import { loadProductSummaries, quotedPricesOf, summaryJsonOf, toIsoInstant, toProductSummary, type SummaryRow } from './product-summaries';

interface DetailColumns {
  description: string;
  descriptions: Record<string, string> | null;
  minimum_days: number;
  deposit: number;
  product_tags: string[];
  member_since: Date | string;
  sleeping_areas: unknown;
  itineraries: unknown;
  equipments: number[];
  reviews: Array<{ id: number; author_first_name: string; rating: number; comment: string; language: string; created_at: string }> | null;
  unavailabilities: Array<{ start_date: string; end_date: string }> | null;
  available: boolean | null;
  response_figures: ResponseFiguresRow | null;
}

export interface QuoteRequest {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly halfDayPeriod?: HalfDayPeriod | undefined;
}

/** Reviews shown on the product page: the latest ones. */
export const DETAIL_REVIEWS = 20;
/** Booked ranges are listed over this many days from today. */
const CALENDAR_DAYS = 365;

/** GET /products/{id}: the product page, with a quote when dates are given; undefined for an unknown product. */
export const loadProductDetail = async (
  context: SearchContext,
  id: number,
  today: IsoDate,
  quote: QuoteRequest | undefined,
): Promise<ProductDetail | undefined> => {
  const { rows } = await sql<DetailColumns & { summary: SummaryRow; is_favorite: boolean }>`
    select ${summaryJsonOf(sql`b.id`)} as summary,
      ${context.userId === null ? sql`false` : sql`exists (select 1 from favorites f where f.user_id = ${context.userId}::int and f.product_id = b.id)`} as is_favorite,
      b.description, b.descriptions, b.minimum_days, b.deposit, b.product_tags, b.sleeping_areas, b.itineraries, o.created_at as member_since,
      array(select e.equipment_id from boat_equipment e where e.boat_id = b.id order by e.equipment_id) as equipments,
      (select json_agg(r) from (
        select r.id, r.author_first_name, r.rating, r.comment, r.language, r.created_at from reviews r
        where r.product_kind = 'boat' and r.product_id = b.id order by r.created_at desc, r.id desc limit ${DETAIL_REVIEWS}::int
      ) r) as reviews,
      (select json_agg(u) from (
        select to_char(u.start_date, 'YYYY-MM-DD') as start_date, to_char(u.end_date, 'YYYY-MM-DD') as end_date
        from boat_unavailabilities u
        where u.boat_id = b.id and u.end_date >= ${today}::date and u.start_date <= ${addDays(today, CALENDAR_DAYS)}::date
        order by u.start_date
      ) u) as unavailabilities,
      ${responseFiguresSql(sql<number>`b.owner_id`, today)} as response_figures,
      ${quote ? sql`not exists (select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= ${quote.endDate}::date and u.end_date >= ${quote.startDate}::date)` : sql`null::boolean`} as available
    from boats b join users o on o.id = b.owner_id
    where b.id = ${id}::int and b.status = 'published'`.execute(context.db);
  if (!rows[0]) return undefined;
  const { summary: summaryRow, ...detail } = rows[0];
  const row = { ...summaryRow, ...detail };
  const { directory, language } = context;
  const summary = toProductSummary(row, { directory, language, dates: quote });
  const harbour = directory.get(row.place_id);
  const city = harbour ? directory.parent(harbour) : undefined;
  const days = quote ? rentalDays(quote.startDate, quote.endDate) : 0;
  const prices = quotedPricesOf(row);
  return {
    ...summary,
    description: textIn(row.descriptions ?? {}, language) || row.description,
    ...(row.minimum_days > 1 && { minimumDays: row.minimum_days }),
    // The product page's date picker prices each day with them (src/domain/product/day-prices.ts).
    seasonalPrices: prices.seasonalPrices.filter((season) => season.endDate >= today),
    equipments: row.equipments,
    deposit: row.deposit,
    productTags: row.product_tags,
    owner: { ...summary.owner, memberSince: toIsoInstant(row.member_since), responseStats: responseStatsOfRow(row.response_figures) },
    location: {
      harbourName: harbour ? directory.name(harbour, language) : '',
      cityName: city?.kind === 'city' ? directory.name(city, language) : null,
      countryCode: harbour?.countryCode ?? '',
      latitude: row.latitude,
      longitude: row.longitude,
    },
    reviewsList: (row.reviews ?? []).map((r) => ({
      id: r.id,
      authorFirstName: r.author_first_name,
      rating: r.rating,
      comment: r.comment,
      language: r.language,
      createdAt: toIsoInstant(r.created_at),
    })),
    unavailabilities: (row.unavailabilities ?? []).map((u) => ({ startDate: u.start_date, endDate: u.end_date })),
    quote: quote
      ? {
          startDate: quote.startDate,
          endDate: quote.endDate,
          days,
          totalPrice: quotedTotal(prices, quote),
          available: row.available === true,
        }
      : null,
    ...productBlocksOf({ sleepingAreas: row.sleeping_areas, itineraries: row.itineraries }, language),
  };
};

export const SUGGESTIONS = 6;
/** Suggestions are looked for within this distance of the boat (km). */
export const SUGGESTIONS_RADIUS_KM = 100;

const MOTOR_TYPES: readonly string[] = BOAT_TYPES.filter((t) => !SAIL_TYPES.includes(t));

/**
 * GET /products/{id}/suggestions: up to 6 other boats within 100 km, of the same group (sail or motor), closest in
 * price per day after discount, then best score. Undefined for an unknown product.
 */
export const loadSuggestions = async (
  context: SearchContext,
  id: number,
  dates: QuoteRequest | undefined,
): Promise<ProductSummary[] | undefined> => {
  const boat = await context.db
    .selectFrom('boats')
    .select(['type', 'latitude', 'longitude', 'price_per_day', 'discount_percentage'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!boat) return undefined;
  if (boat.latitude === null || boat.longitude === null) return [];
  const groupTypes = boatTypeGroup(boat.type) === 'sail' ? [...SAIL_TYPES] : [...MOTOR_TYPES];
  const target = effectivePricePerDay(boat.price_per_day, boat.discount_percentage);
  const area = areaConditions('b', {
    kind: 'around',
    centre: { latitude: boat.latitude, longitude: boat.longitude },
    radiusKm: SUGGESTIONS_RADIUS_KM,
    place: undefined,
  });
  const { rows } = await sql<{ id: number }>`
    select b.id from boats b
    where b.id <> ${id}::int and b.status = 'published' and b.type = any(${groupTypes}::text[]) and ${whereAll(area)}
    order by abs(${effectivePriceSql('b')} - ${target}::int), b.score desc, b.id
    limit ${SUGGESTIONS}::int`.execute(context.db);
  return loadProductSummaries(
    context.db,
    rows.map((r) => r.id),
    context.userId,
    { directory: context.directory, language: context.language, dates },
  );
};
