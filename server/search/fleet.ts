import { sql } from 'kysely';
import type { FlexibleDatesResponse } from '../../src/contract/search';
import { compareIsoDates, type IsoDate } from '../../src/domain/search/iso-date';
import type { FleetDates } from '../../src/domain/search/search-api-params';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import { boatConditions, effectivePriceSql, whereAll } from './boat-conditions';
import { countableFromSnapshot, heldCatalogueSnapshot, priceCountsAt, pricedFleet } from './catalogue-snapshot';
import type { SearchContext } from './search-context';
import { rentalDays, totalPrice } from './pricing';
import { resolveSearchArea } from './search-area';
import { parseVersions, readVersions, searchCacheOf, searchKey, versionsColumn, wholeCatalogue } from './search-cache';

/** Fleets of the same searches and periods, reused while the versions of migration 015 stay (search-cache.ts). */
const fleetCache = (db: object) => searchCacheOf<Array<{ count: number; lowest: number | null }>>(db, 'fleets', 1000);

/** Bits of a period mask: at most this many periods per statement. */
const PERIODS_PER_STATEMENT = 30;

/**
 * GET /flexibleDates/fleet: for each period, the boats of the search free on every day of it and the lowest total
 * price for it (EUR cents, or null when none). The search's own dates are replaced by each period; a period starting
 * before today has no fleet. One statement per 30 periods, one pass over the filtered boats: the booked ranges that
 * overlap any period (per boat of a place through boat_unavailabilities_boat_range_idx, or for the whole catalogue
 * through boat_unavailabilities_window_idx) give each boat a mask of the periods it is booked in; the boats are
 * counted, with their lowest price, per mask, and a period's fleet is the sum over the masks without its bit.
 */
export const fleetPerDate = async (
  context: SearchContext,
  filters: SearchFilters,
  periods: readonly FleetDates[],
  today: IsoDate,
): Promise<FlexibleDatesResponse> => {
  const open = periods.map((p, index) => ({ ...p, index })).filter((p) => compareIsoDates(p.startDate, today) >= 0);
  const found = new Map<number, { count: number; lowest: number | null }>();
  if (open.length > 0) {
    const area = resolveSearchArea(filters, context.directory, context.language);
    const cache = fleetCache(context.db);
    const key = searchKey(filters, area, open.map((p) => [p.startDate, p.endDate]));
    let fleets = cache.peek(key) ? cache.get(key, (await readVersions(context.db)).versions) : undefined;
    if (!fleets && countableFromSnapshot(filters, area) && heldCatalogueSnapshot(context.db)) {
      // From this process's snapshot when it is at the database's versions.
      const { versions } = await readVersions(context.db);
      const counted = open.map((p) => priceCountsAt(context.db, { ...filters, startDate: p.startDate, endDate: p.endDate }, versions, area, null));
      if (counted.every((prices) => prices !== undefined)) {
        fleets = counted.map((prices) => pricedFleet(prices!, filters));
        cache.set(key, fleets, versions, true);
      }
    }
    if (!fleets) {
      const where = whereAll(boatConditions(filters, area, { price: true, dates: false }));
      // Over the whole catalogue, the ranges booked in the periods are read by date alone (the window index) and
      // hashed, and the boats are not held apart (the planner then knows boat ids are unique: joined to a held set,
      // the plan was estimated at 20 million rows and PostgreSQL spent 280 ms compiling it with JIT); around a place,
      // the area's boats are held once and their ranges read boat by boat.
      const wide = area.kind === 'everywhere';
      fleets = [];
      let versions = '';
      for (let start = 0; start < open.length; start += PERIODS_PER_STATEMENT) {
        const chunk = open.slice(start, start + PERIODS_PER_STATEMENT);
        const from = chunk.reduce((min, p) => (compareIsoDates(p.startDate, min) < 0 ? p.startDate : min), chunk[0]!.startDate);
        const to = chunk.reduce((max, p) => (compareIsoDates(p.endDate, max) > 0 ? p.endDate : max), chunk[0]!.endDate);
        // The periods a range overlaps, as a mask: one pass over the ranges of the whole window, not one per period.
        const mask = sql.join(
          chunk.map((p, bit) => sql`(case when u.start_date <= ${p.endDate}::date and u.end_date >= ${p.startDate}::date then ${1 << bit}::int else 0 end)`),
          sql` | `,
        );
        // The boats grouped by the periods they are booked in (at most 2^30 masks, a handful in practice): a period's
        // fleet is every group whose mask lacks its bit.
        const statement = sql<{ groups: Array<[number, number, number | null]>; versions: string }>`
          with base as ${wide ? sql`not materialized` : sql`materialized`} (select b.id, ${effectivePriceSql('b')} as eff from boats b where ${where}),
          booked as (
            select u.boat_id, bit_or(${mask}) as mask
            from ${wide ? sql`boat_unavailabilities u` : sql`base join boat_unavailabilities u on u.boat_id = base.id`}
            where u.start_date <= ${to}::date and u.end_date >= ${from}::date
            group by u.boat_id
          )
          select (select coalesce(json_agg(json_build_array(mask, n, lowest)), '[]'::json) from (
              select coalesce(k.mask, 0) as mask, count(*)::int as n, min(base.eff)::int as lowest
              from base left join booked k on k.boat_id = base.id group by 1
            ) g) as groups,
            ${versionsColumn} as versions`;
        // Over the whole catalogue, without parallel workers: each would build the whole booked set again (153 ms
        // against 60 ms on this machine, idle).
        const { rows } = await wholeCatalogue(context.db, wide, (db) => statement.execute(db));
        const row = rows[0]!;
        chunk.forEach((_, bit) => {
          let count = 0;
          let lowest: number | null = null;
          for (const [booked, n, cheapest] of row.groups) {
            if ((booked & (1 << bit)) !== 0) continue;
            count += n;
            if (cheapest !== null && (lowest === null || cheapest < lowest)) lowest = cheapest;
          }
          fleets!.push({ count, lowest });
        });
        // Chunks read apart are cached only when they were all read at the same versions.
        versions = start === 0 || versions === row.versions ? row.versions : '';
      }
      cache.set(key, fleets, parseVersions(versions), true);
    }
    open.forEach((p, i) => found.set(p.index, fleets![i]!));
  }
  return {
    fleetPerDate: periods.map((period, index) => {
      const fleet = found.get(index);
      const days = rentalDays(period.startDate, period.endDate);
      return {
        startDate: period.startDate,
        endDate: period.endDate,
        count: fleet?.count ?? 0,
        price: fleet?.lowest == null ? null : totalPrice(fleet.lowest, days, filters.halfDayPeriod),
      };
    }),
  };
};
