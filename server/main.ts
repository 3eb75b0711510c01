import cluster from 'node:cluster';
import { isStopMessage, startApiProcesses } from './api-processes';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { startServer } from './start';

const main = async () => {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (config.apiProcesses > 1 && cluster.isPrimary) return runPrimary(config);
  const started = Date.now();
  const server = await startServer(config);
  if (cluster.isPrimary) {
    console.log(
      `Seaway is ready on ${server.url} (${server.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}, ${Date.now() - started} ms)`,
    );
    warnOfOfflineOutboxes(config);
  }
  // SIGTERM (an orchestrator, docker stop) or Ctrl-C: answer what was accepted, then exit 0; a second signal exits at
  // once. An API process of several also stops when the primary asks (it logged the signal) or is gone.
  let stopping = false;
  const stop = (signal: string | undefined) => {
    if (stopping) {
      if (signal) process.exit(1);
      return;
    }
    stopping = true;
    if (signal) console.log(`${signal}: finishing the requests in flight, then stopping`);
    server.close({ drainMs: 1_000, deadlineMs: 10_000 }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (cluster.isWorker) {
    process.on('message', (message) => isStopMessage(message) && stop(undefined));
    process.on('disconnect', () => stop(undefined));
  }
};

const warnOfOfflineOutboxes = (config: ServerConfig) => {
  if (!config.smsProviderUrl || !config.emailProviderUrl) {
    console.warn(
      'Offline SMS or email outbox active: codes and reset links are readable at /dev/sms-outbox. Configure SMS_PROVIDER_URL/SMS_PROVIDER_TOKEN and EMAIL_PROVIDER_URL/EMAIL_PROVIDER_TOKEN before exposing this server to the public.',
    );
  }
};

/** API_PROCESSES > 1: this process forks the API processes (server/api-processes.ts) and stops them on a signal. */
const runPrimary = (config: ServerConfig) => {
  const started = Date.now();
  const processes = startApiProcesses({ processes: config.apiProcesses, log: (m) => console.log(m) });
  processes.ready.then(
    (port) => {
      console.log(`Seaway is ready on http://localhost:${port} (PostgreSQL, ${config.apiProcesses} API processes, ${Date.now() - started} ms)`);
      warnOfOfflineOutboxes(config);
    },
    () => undefined,
  );
  // However they stop (asked to, or one failed at start and stopped the others), this process exits with them.
  void processes.stopped.then((code) => process.exit(code));
  let signalled = false;
  const stop = (signal: string) => {
    if (!signalled) console.log(`${signal}: finishing the requests in flight, then stopping`);
    signalled = true;
    void processes.stop();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  // Another server owns the embedded database's folder: like a configuration error, the operator must act (exit 2).
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('Seaway could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
