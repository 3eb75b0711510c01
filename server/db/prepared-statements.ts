import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';

/**
 * Prepared statements on PostgreSQL, for the few statements of constant text that run on every search (docs/scale.md).
 * A statement that starts with `prepared(name)` is parsed and planned once per connection and then only bound and
 * executed: for the summaries of a search's page, PostgreSQL's CPU fell from 1.5 ms to 0.7 ms a search. Only constant
 * texts are marked: each text is kept by every connection that ran it. The mark is a comment, so PGlite (and any other
 * database) runs the statement as it is.
 *
 * Past one machine, a pooler in transaction mode must keep prepared statements per client (PgBouncer 1.21 or later,
 * `max_prepared_statements`).
 */
export const prepared = (name: string): RawBuilder<unknown> => {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`A prepared statement's name is lower-case words: ${name}`);
  return sql.raw(`/*prepared:${name}*/ `);
};

const MARK = /^\s*\/\*prepared:([a-z][a-z0-9-]*)\*\//;

/** The marked texts' statement names, remembered: a marked text is hashed once, not at every run. */
const NAMES_KEPT = 512;
const names = new Map<string, string>();

/**
 * The statement name of a text marked by `prepared` (its name and the hash of the whole text, as variants of one
 * statement differ), or null for a text that is not marked (told by the anchored mark alone, without a lookup).
 */
export const statementName = (text: string): string | null => {
  const mark = MARK.exec(text);
  if (!mark) return null;
  const known = names.get(text);
  if (known !== undefined) return known;
  const name = `${mark[1]}:${createHash('sha256').update(text).digest('base64url').slice(0, 16)}`;
  if (names.size >= NAMES_KEPT) names.clear();
  names.set(text, name);
  return name;
};

/** The part of a pg client this needs: `query(text, values)` and `query({ name, text, values })`, promised. */
export interface QueryingClient {
  query(...args: unknown[]): unknown;
}

/**
 * Errors after which a client's prepared statement cannot be used again as it is: its plan's result type changed (a
 * migration altered a table under it while the server ran: 0A000), or a pooler that does not keep prepared statements
 * per client gave it a server connection without it (26000) or with it already (42P05).
 */
const STALE_STATEMENT = new Set(['0A000', '26000', '42P05']);
const isStaleStatement = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && STALE_STATEMENT.has(String((error as { code?: unknown }).code));

/**
 * Makes a pg client run the marked statements it is given as named (prepared) ones. A statement that turns out stale
 * on this client is run again unnamed, as are its later runs on this client, so it fails only where the failure
 * aborted a transaction it ran in. Anything else (unmarked texts, query objects, callbacks) goes to pg as it came.
 */
export const prepareMarkedStatements = <C extends QueryingClient>(client: C): C => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const stale = new Set<string>();
  client.query = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
    const name = statementName(text);
    if (name === null || stale.has(name)) return query(...args);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      if (!isStaleStatement(error)) throw error;
      stale.add(name);
      return query(text, values);
    });
  };
  return client;
};
