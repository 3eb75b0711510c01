import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { importCalendarText } from '../listings/calendar';
import { fetchCalendar, type CalendarFetchOptions } from '../listings/calendar-fetch';

export interface CalendarImportDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly fetch: CalendarFetchOptions;
}

/** Boats re-imported per run, and at once: a run stays well within the hourly job's time limit (5 s per fetch). */
const BATCH = 100;
const CONCURRENCY = 4;
/** A calendar imported less than this long ago (by hand or by the last run) waits for the next run. */
const FRESH_MINUTES = 50;

/**
 * The hourly re-import of the calendars owners saved (PUT …/calendar/import): each boat's imported days are replaced
 * by what its other site says now, the least recently imported first. A calendar that cannot be fetched or read
 * keeps its last imported days (an outage elsewhere must not free days). Answers what happened.
 */
export const runCalendarImports = async (deps: CalendarImportDeps): Promise<{ imported: number; failed: number }> => {
  const now = deps.now();
  const { rows } = await sql<{ id: number; url: string }>`
    select id, ical_import_url as url from boats
    where ical_import_url is not null
      and (ical_imported_at is null or ical_imported_at < ${now}::timestamptz - make_interval(mins => ${FRESH_MINUTES}::int))
    order by ical_imported_at nulls first, id
    limit ${BATCH}::int`.execute(deps.db);
  let imported = 0;
  let failed = 0;
  const queue = [...rows];
  const worker = async () => {
    for (let boat = queue.shift(); boat; boat = queue.shift()) {
      const fetched = await fetchCalendar(boat.url, deps.fetch);
      const outcome = fetched.ok ? await importCalendarText(deps.db, boat.id, fetched.text, { now: deps.now() }) : fetched;
      if (outcome.ok) imported++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  return { imported, failed };
};
