import { sql } from 'kysely';
import type { FlexibleDatesResponse } from '../../src/contract/search';
import { compareIsoDates, type IsoDate } from '../../src/domain/search/iso-date';
import type { FleetDates } from '../../src/domain/search/search-api-params';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import { boatConditions, effectivePriceSql, whereAll } from './boat-conditions';
import type { SearchContext } from './search-context';
import { rentalDays, totalPrice } from './pricing';
import { resolveSearchArea } from './search-area';

/**
 * GET /flexibleDates/fleet: for each period, the boats of the search free on every day of it and the lowest total
 * price for it (EUR cents, or null when none). The search's own dates are replaced by each period; a period starting
 * before today has no fleet. One statement: the filtered boats once, then one anti-join per period.
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
    const where = whereAll(boatConditions(filters, area, { price: true, dates: false }));
    const values = sql.join(open.map((p) => sql`(${p.index}::int, ${p.startDate}::date, ${p.endDate}::date)`));
    const { rows } = await sql<{ idx: number; count: number; lowest: number | null }>`
      with base as materialized (select b.id, ${effectivePriceSql('b')} as eff from boats b where ${where}),
      periods(idx, start_date, end_date) as (values ${values})
      select p.idx, count(base.id)::int as count, min(base.eff)::int as lowest
      from periods p left join base on not exists (
        select 1 from boat_unavailabilities u
        where u.boat_id = base.id and u.start_date <= p.end_date and u.end_date >= p.start_date)
      group by p.idx`.execute(context.db);
    for (const r of rows) found.set(r.idx, { count: r.count, lowest: r.lowest });
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
