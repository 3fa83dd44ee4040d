import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { type Config, loadConfig } from '../../server/config.server.ts';
import { openDb } from '../../server/db/db.server.ts';
import { migrate, readMigrations } from '../../server/db/migrate.server.ts';
import { createLogger, type Logger } from '../../server/log.server.ts';
import type { OutgoingMail } from '../../server/mail/render.server.ts';
import type { MailTransport } from '../../server/mail/transports.server.ts';
import { type RunningServer, startServer } from '../../server/server.server.ts';

export interface Backend {
  name: 'pglite' | 'postgres';
  url?: string;
}

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. In CI (CI=true) it must be set
 * (.ci/run sets it and stops when PostgreSQL is unreachable): nothing is skipped in silence there.
 */
export function backends(): Backend[] {
  if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL)
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests would be skipped.');
  const list: Backend[] = [{ name: 'pglite' }];
  if (process.env.TEST_DATABASE_URL) list.push({ name: 'postgres', url: process.env.TEST_DATABASE_URL });
  return list;
}

/** A migrated PGlite data directory, made once per set of migrations and copied for each test server (initdb takes seconds). */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256')
    .update(
      readMigrations()
        .map((m) => m.name + m.sql)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  const dir = join(tmpdir(), `dc-pglite-template-${hash}`);
  if (existsSync(join(dir, 'db', 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'dc-pglite-build-'));
  const db = await openDb({ dataDir: building });
  await migrate(db);
  await db.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A fresh data directory (with a copy of the migrated template for PGlite). */
export async function freshDataDir(backend: Backend): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dc-int-'));
  if (backend.name === 'pglite')
    cpSync(join(await pgliteTemplate(), 'db'), join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

export function uniqueSchema(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A small built site: enough files to test caching, compression, index resolution and 404. */
export function fakePublicDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'dc-public-'));
  const write = (path: string, body: string, compress = false) => {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, body);
    if (compress) {
      writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(body)));
      writeFileSync(`${file}.gz`, gzipSync(Buffer.from(body)));
    }
  };
  const page = (title: string) =>
    `<!doctype html><html lang="en-GB"><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>text</p>'.repeat(40)}</body></html>`;
  write('index.html', page('Home'), true);
  write('404.html', page('Page not found'), true);
  write('pension-drawdown-calculator/index.html', page('Calculator'), true);
  write('download-ebook/index.html', page('Ebook'), true);
  write('contact/index.html', page('Contact'));
  write('admin/index.html', page('Admin'));
  write('blog/pension-drawdown-vs-annuity/index.html', page('Drawdown vs annuity'));
  write('widget.js', `/* loader */ ${'console.log(1);'.repeat(50)}`, true);
  write('widget/drawdown-compare-abc123.js', `/* chunk */ ${'var a=1;'.repeat(100)}`, true);
  write('assets/index-Hash1234.css', `body{color:navy}${' '.repeat(300)}`, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.secret', 'hidden');
  mkdirSync(join(root, 'empty-dir'));
  return root;
}

/** A transport that records messages in memory, optionally failing the first N sends. */
export function memoryTransport(
  options: { failFirst?: number } = {},
): MailTransport & { sent: OutgoingMail[]; attempts: number } {
  let failures = options.failFirst ?? 0;
  const t = {
    name: 'file' as const,
    sent: [] as OutgoingMail[],
    attempts: 0,
    async send(mail: OutgoingMail) {
      t.attempts++;
      if (failures > 0) {
        failures--;
        throw new Error('transport down');
      }
      t.sent.push(mail);
      return `<${mail.reference}@test>`;
    },
    close() {},
  };
  return t;
}

export interface TestServer {
  url: string;
  running: RunningServer;
  config: Config;
  dataDir: string;
  logs: string[];
  close(): Promise<void>;
}

/**
 * Starts the real server in-process on an ephemeral port against a fresh database.
 * `env` overrides variables (e.g. rate limits); `transport` replaces the mail transport.
 */
export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
  options: { transport?: MailTransport; publicDir?: string; renderWorkerFile?: URL } = {},
): Promise<TestServer> {
  const dataDir = await freshDataDir(backend);
  const schema = backend.name === 'postgres' ? uniqueSchema() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_DIR: options.publicDir ?? fakePublicDir(),
    LOG_LEVEL: 'info',
    OUTBOX_POLL_MS: '50',
    ...(backend.url ? { DATABASE_URL: backend.url, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const logs: string[] = [];
  const log: Logger = createLogger(config.logLevel, (line) => logs.push(line));
  const running = await startServer(
    { ...config, publicUrl: config.publicUrl },
    {
      log,
      ...(options.transport ? { transport: options.transport } : {}),
      ...(options.renderWorkerFile ? { renderWorkerFile: options.renderWorkerFile } : {}),
    },
  );
  // PUBLIC_URL defaults to the port chosen at start.
  running.ctx.config.publicUrl = env.PUBLIC_URL ?? running.url;
  return {
    url: running.url,
    running,
    config: running.ctx.config,
    dataDir,
    logs,
    async close() {
      await running.close();
      if (backend.url && schema) await dropSchema(backend.url, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Waits until `check` returns true (polling), or fails with `what`. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}
