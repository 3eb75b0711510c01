import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Rows per statement. Each batch travels as ONE json parameter (a few MB at most), whatever the number of columns:
 * no 65,535-parameter limit, no statement with tens of thousands of placeholders for the driver to build and the
 * server to parse, and far fewer round trips than one statement per row (100,000 boats: about 400 statements in all).
 */
export const INSERT_BATCH_ROWS = 5_000;

/**
 * Bulk insert of plain rows: `insert into table (columns) select columns from json_populate_recordset(null::table, $1)`.
 * The columns are those of the first row, every row must have them all (a missing value would become NULL rather than
 * the column's default, so it is refused). Values are what JSON can say: strings (text, varchar, date, timestamptz in
 * ISO form; a Date becomes its ISO instant), numbers, booleans, null, arrays (text[], int[]) and objects (jsonb: pass
 * the object itself, not its JSON text). The rows go in in the order given, so serial ids follow it.
 */
export const insertRows = async <T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly object[],
  batchRows = INSERT_BATCH_ROWS,
): Promise<void> => {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const column of columns) {
      if (record[column] === undefined) throw new Error(`insertRows(${table}): a row has no value for ${column}`);
    }
  }
  const list = sql.join(columns.map((c) => sql.ref(c)));
  // The next batch is serialised while the server stores the previous one.
  let pending: Promise<unknown> | undefined;
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = JSON.stringify(rows.slice(start, start + batchRows));
    await pending;
    pending = sql`insert into ${sql.table(table)} (${list})
      select ${list} from json_populate_recordset(null::${sql.table(table)}, ${batch}::json)`.execute(db);
    // Handled here as well as awaited below: a failure while the next batch is prepared is not an unhandled rejection.
    pending.catch(() => undefined);
    if (start + batchRows < rows.length) await setImmediate();
  }
  await pending;
};
