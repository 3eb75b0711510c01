/**
 * One API process of the scale bench (bench/scale.ts forks one per core through server/api-processes.ts, as
 * API_PROCESSES does with server/main.ts): the real server on the bench's database and clock, which also empties its
 * caches of searches or reads its catalogue snapshot when the bench asks, so that first sights are measured as such.
 */
import { loadConfig } from '../server/config';
import { isStopMessage } from '../server/api-processes';
import { clearSearchAggregates } from '../server/search/boat-search';
import { catalogueSnapshotRead } from '../server/search/catalogue-snapshot';
import { startServer } from '../server/start';
import { NOW } from './search';

export type ScaleBenchRequest = 'bench:clear-search-caches' | 'bench:read-snapshot';

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const config = { ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), port: 0, host: '127.0.0.1' };
const server = await startServer(config, { now: () => NOW, log: () => undefined });
process.on('message', (message: unknown) => {
  if (isStopMessage(message)) void server.close().then(() => process.exit(0));
  else if (message === 'bench:clear-search-caches') {
    clearSearchAggregates(server.database.db);
    process.send?.(`${message}:done`);
  } else if (message === 'bench:read-snapshot') {
    void catalogueSnapshotRead(server.database.db).then(() => process.send?.(`${message}:done`));
  }
});
// The bench is gone (stopped or crashed): so is this process.
process.on('disconnect', () => process.exit(0));
