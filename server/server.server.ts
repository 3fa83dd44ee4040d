import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminSocketPath, startAdminSocket } from './admin-socket.server.ts';
import { bodyLimitFor, corsFor, createApp } from './app.server.ts';
import type { AppContext } from './app-context.server.ts';
import type { Config } from './config.server.ts';
import { type Db, openDb } from './db/db.server.ts';
import { migrate } from './db/migrate.server.ts';
import { createNodeHandler } from './http/node-adapter.server.ts';
import { createRenderGuard } from './http/render-guard.server.ts';
import { createRenderPool } from './http/render-pool.server.ts';
import { ssrBundleUrl } from './http/site-pages.server.ts';
import { createStaticFiles } from './http/static.server.ts';
import { type ScheduledJobs, startScheduledJobs } from './jobs.server.ts';
import { createLogger, type Logger } from './log.server.ts';
import { createOutboxWorker, type OutboxWorker } from './mail/outbox.server.ts';
import { createTransport, type MailTransport } from './mail/transports.server.ts';
import { apiRoutes } from './routes.server.ts';

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  server: Server;
  outbox: OutboxWorker;
  /** The overdue check and the retention job. */
  jobs: ScheduledJobs;
  /** Stops accepting, finishes in-flight requests, stops the worker, closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  db?: Db;
  log?: Logger;
  transport?: MailTransport;
  /** The render threads' module (tests: one that crashes on demand); else the render worker. */
  renderWorkerFile?: URL;
}

/** A render running longer than this ends its thread, and the request gets 503 (decision 048). */
const RENDER_TIMEOUT_MS = 20_000;

/** Loads the per-installation salt (IP_HASH_SALT overrides it). */
async function loadSalt(db: Db, config: Config): Promise<string> {
  if (process.env.IP_HASH_SALT) return config.ipHashSalt;
  const rows = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'ip_hash_salt'");
  return rows[0]?.value ?? config.ipHashSalt;
}

/**
 * Opens the database, applies migrations and serves on config.host:config.port (0 = any free port).
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel);
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      role: 'server',
      // `npm run admin:create` holds the embedded database for a few seconds when no server runs.
      lockWaitMs: 60_000,
    }));
  const applied = await migrate(db);
  if (applied.length > 0) log.info('database.migrated', { applied });
  const salt = await loadSalt(db, config);
  const renderGuard = createRenderGuard(db, salt, {
    perAddress: config.rateLimits.rendersPerIp,
    windowSeconds: config.rateLimits.rendersWindowSeconds,
    maxInFlight: config.renders.inFlight,
    cacheBytes: config.renders.cacheBytes,
  });
  // Renders waiting for a thread are among those the guard admits, so the queue never refuses
  // before the guard does; it is bounded all the same.
  const renderPool = createRenderPool({
    bundleUrl: ssrBundleUrl(config.publicDir),
    size: config.renders.workers,
    maxQueue: config.renders.inFlight,
    timeoutMs: RENDER_TIMEOUT_MS,
    log,
    ...(options.renderWorkerFile ? { workerFile: options.renderWorkerFile } : {}),
  });
  const ctx: AppContext = {
    config,
    db,
    log,
    files: createStaticFiles(config.publicDir, {
      revalidate: config.nodeEnv === 'development',
      publicUrl: config.publicUrl,
    }),
    salt,
    renderGuard,
    // Outside a route that declares a render mode, nothing renders.
    renders: renderGuard.forRequest('', undefined, 'a request outside the route table'),
    renderPool,
    wakeOutbox: () => outbox.wake(),
  };
  const transport = options.transport ?? createTransport(config);
  const outbox = createOutboxWorker({ db, config, log, transport });
  const routes = apiRoutes();
  const handle = createApp(ctx, routes);
  const server = createServer({ keepAliveTimeout: 5_000, requestTimeout: 30_000, headersTimeout: 20_000 });
  server.on(
    'request',
    createNodeHandler(handle, {
      bodyLimit: bodyLimitFor(routes, config.bodyLimitBytes),
      cors: corsFor(routes),
      trustProxy: config.trustProxy,
      log,
    }),
  );
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  if (config.outbox.enabled) outbox.start();
  const jobs = startScheduledJobs({ db, config, log, wakeOutbox: () => outbox.wake() });
  const adminSocket =
    db.kind === 'pglite' && !options.db ? await startAdminSocket(config.dataDir, db, log, config) : undefined;
  log.info('server.listening', { url, database: db.kind, publicDir: config.publicDir, mail: transport.name });

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    ctx,
    server,
    outbox,
    jobs,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          const sweep = setInterval(() => server.closeIdleConnections(), 100);
          const force = setTimeout(() => server.closeAllConnections(), 10_000);
          server.once('close', () => {
            clearInterval(sweep);
            clearTimeout(force);
          });
        });
        // After the server: the requests it finished may have been rendering.
        await renderPool.close();
        if (adminSocket) {
          await new Promise<void>((resolve) => adminSocket.close(() => resolve()));
          rmSync(adminSocketPath(config.dataDir), { force: true });
        }
        await jobs.stop();
        await outbox.stop();
        transport.close();
        await db.close();
        log.info('server.closed');
      })();
      return closing;
    },
  };
}
