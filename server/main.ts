import { ConfigError, loadConfig } from './config';
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
  const started = Date.now();
  const server = await startServer(config);
  console.log(
    `Seaway is ready on ${server.url} (${server.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}, ${Date.now() - started} ms)`,
  );
  if (!config.smsProviderUrl || !config.emailProviderUrl) {
    console.warn(
      'Offline SMS or email outbox active: codes and reset links are readable at /dev/sms-outbox. Configure SMS_PROVIDER_URL/SMS_PROVIDER_TOKEN and EMAIL_PROVIDER_URL/EMAIL_PROVIDER_TOKEN before exposing this server to the public.',
    );
  }
  // SIGTERM (an orchestrator, docker stop) or Ctrl-C: answer what was accepted, then exit 0; a second signal exits at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    server.close({ drainMs: 1_000, deadlineMs: 10_000 }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
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
