import { ConfigError, loadConfig } from './config.server.ts';
import { createLogger } from './log.server.ts';
import { startServer } from './server.server.ts';

/**
 * `npm run serve`: validate the environment, open the database, serve. SIGTERM/SIGINT stop
 * accepting, finish what is in flight and close the database.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const running = await startServer(config, { log });
  if (config.logLevel !== 'silent') process.stdout.write(`Drawdown Compare is serving on ${running.url}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('server.stopping', { signal });
    running.close().then(
      () => process.exit(0),
      (error) => {
        log.error('server.stop_failed', { err: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(
    `Drawdown Compare could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
