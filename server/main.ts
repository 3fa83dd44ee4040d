import cluster from 'node:cluster';
import { type Config, ConfigError, loadConfig } from './config.server.ts';
import { DataDirLockedError } from './db/data-dir-lock.server.ts';
import { createLogger, describeError, type Logger } from './log.server.ts';
import { startServer } from './server.server.ts';

/**
 * `npm run serve`: validate the environment, open the database, serve. SIGTERM/SIGINT stop
 * accepting, finish what is in flight and close the database. WEB_CONCURRENCY=N (PostgreSQL only)
 * forks N processes sharing the port through node:cluster.
 */
async function main(): Promise<void> {
  let config: Config;
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
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config, log);
  await runWorker(config, log);
}

function runPrimary(config: Config, log: Logger): void {
  let stopping = false;
  log.info('cluster.starting', { processes: config.webConcurrency });
  const fork = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.warn('cluster.worker_exited', { workerPid: worker.process.pid, code, signal });
    setTimeout(fork, 500);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info('cluster.stopping', { signal });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function runWorker(config: Config, log: Logger): Promise<void> {
  const running = await startServer(config, { log });
  if (config.logLevel !== 'silent' && cluster.isPrimary)
    process.stdout.write(`Drawdown Compare is serving on ${running.url}\n`);
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
  // A known condition is one sentence for the operator; anything else keeps its stack.
  const text = error instanceof DataDirLockedError ? error.message : describeError(error);
  process.stderr.write(`Drawdown Compare could not start: ${text}\n`);
  process.exit(error instanceof DataDirLockedError ? 75 : 1);
});
