/**
 * `npm run bench:server`: leads/s and p50/p99 latency of POST /api/leads on PGlite and PostgreSQL,
 * and requests/s of the static /widget.js, with one and with two server processes
 * (WEB_CONCURRENCY=2, PostgreSQL only: PGlite is single-process). The server runs as its own
 * process (`server/main.ts`, production settings, request logs on) and the load comes from
 * autocannon in another process, so neither measures the other.
 *
 *   npm run bench:server                          PGlite, plus PostgreSQL if one answers on 127.0.0.1:5432
 *   npm run bench:server -- --duration 10         seconds per measurement (default 8)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:server
 *
 * Writes bench/results/server.json. The target on 2 cores: ≥ 1,000 leads/s on PostgreSQL, and
 * p99 ≤ 50 ms at a steady 200 leads/s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServerProcess } from '../tests/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..');

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
  non2xx: number;
}

interface AutocannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number };
}

interface LoadSpec {
  url: string;
  kind: 'leads' | 'static';
  connections: number;
  duration: number;
  rate?: number;
}

/** The load generator: runs in a child process (this file with --load), prints one JSON line. */
async function runLoad(spec: LoadSpec): Promise<void> {
  // autocannon ships no types; the fields read below are its documented result shape.
  const specifier = 'autocannon';
  const { default: autocannon } = (await import(specifier)) as {
    default: (opts: Record<string, unknown>) => Promise<AutocannonResult>;
  };
  const run = randomBytes(4).toString('hex');
  let n = 0;
  const options: Record<string, unknown> = {
    url: spec.kind === 'leads' ? `${spec.url}/api/leads` : `${spec.url}/widget.js`,
    connections: spec.connections,
    duration: spec.duration,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
  };
  if (spec.kind === 'leads') {
    options.method = 'POST';
    options.headers = { 'content-type': 'application/json' };
    options.requests = [
      {
        setupRequest(req: Record<string, unknown>) {
          n++;
          return {
            ...req,
            body: JSON.stringify({
              name: `Bench ${n}`,
              email: `b${run}-${n}@example.com`,
              potSize: 250000,
              consent: true,
            }),
          };
        },
      },
    ];
  } else {
    options.headers = { 'accept-encoding': 'br, gzip' };
  }
  const result = await autocannon(options);
  const out: LoadResult = {
    requestsPerSecond: Math.round(result['2xx'] / spec.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function load(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--load', JSON.stringify(spec)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolvePromise(JSON.parse(line) as LoadResult);
      } catch {
        reject(new Error(`load generator failed (${code}): ${out}`));
      }
    });
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A public dir with the built widget.js, or a stand-in of the same order of size when nothing is built. */
function publicDir(): string {
  const built = join(ROOT, 'dist/public');
  if (existsSync(join(built, 'widget.js'))) return built;
  const dir = mkdtempSync(join(tmpdir(), 'dc-bench-public-'));
  writeFileSync(join(dir, 'widget.js'), `/* stand-in loader */${'x'.repeat(3000)}`);
  return dir;
}

interface Row {
  database: 'pglite' | 'postgres';
  processes: number;
  leadsPerSecond: number;
  leadsP50: number;
  leadsP99: number;
  leadsErrors: number;
  steady200P50: number;
  steady200P99: number;
  steady200Achieved: number;
  widgetRequestsPerSecond: number;
  widgetP99: number;
  /** Day-0 e-mails of the burst's leads not yet written when the burst ended. */
  mailBacklogAfterBurst: number;
  /** Seconds from the end of the burst until every one of them was written. */
  mailDrainSeconds: number;
}

/** The .eml files the default file transport has written so far. */
function mailsWritten(dataDir: string): number {
  const dir = join(dataDir, 'mail');
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')).length : 0;
}

/**
 * Waits until every accepted lead's day-0 e-mail is written (each bench lead is new and gets
 * exactly one e-mail due now), so the steady-rate measurement does not also carry the burst's
 * backlog. Returns the backlog at the start and the seconds it took.
 */
async function waitForMail(dataDir: string, expected: number): Promise<{ backlog: number; seconds: number }> {
  const started = performance.now();
  const backlog = Math.max(0, expected - mailsWritten(dataDir));
  const deadline = Date.now() + 300_000;
  while (mailsWritten(dataDir) < expected && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  if (mailsWritten(dataDir) < expected)
    throw new Error(`the outbox did not drain: ${mailsWritten(dataDir)} of ${expected} e-mails written`);
  return { backlog, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function measure(
  database: 'pglite' | 'postgres',
  processes: number,
  duration: number,
  pgUrl: string | undefined,
): Promise<Row> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = {
    LOG_LEVEL: 'info',
    PUBLIC_DIR: publicDir(),
    WEB_CONCURRENCY: String(processes),
    RATE_LIMIT_LEADS_PER_IP: '10000000',
    RATE_LIMIT_LEADS_PER_EMAIL: '10000000',
    ...(database === 'postgres' && pgUrl
      ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: '10' }
      : { DATABASE_URL: '' }),
  };
  const server = await startServerProcess({
    env,
    readyPath: '/readyz',
    output: 'stderr',
    timeoutMs: 120_000,
  });
  const { url, dataDir } = server;
  try {
    // Warm up (JIT, pool, prepared plans) before measuring.
    const warm = await load({ url, kind: 'leads', connections: 10, duration: 2 });
    const max = await load({ url, kind: 'leads', connections: 32, duration });
    // The outbox sends the burst's e-mails behind the answers; let it finish before the next phase.
    const drain = await waitForMail(dataDir, warm.ok + max.ok);
    const steady = await load({ url, kind: 'leads', connections: 16, duration, rate: 200 });
    const widget = await load({
      url,
      kind: 'static',
      connections: 32,
      duration: Math.max(3, Math.round(duration / 2)),
    });
    return {
      database,
      processes,
      leadsPerSecond: max.requestsPerSecond,
      leadsP50: max.p50,
      leadsP99: max.p99,
      leadsErrors: max.errors + max.non2xx + steady.errors + steady.non2xx,
      steady200P50: steady.p50,
      steady200P99: steady.p99,
      steady200Achieved: steady.requestsPerSecond,
      widgetRequestsPerSecond: widget.requestsPerSecond,
      widgetP99: widget.p99,
      mailBacklogAfterBurst: drain.backlog,
      mailDrainSeconds: drain.seconds,
    };
  } finally {
    await server.stop();
    if (database === 'postgres' && pgUrl) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { load: { type: 'string' }, duration: { type: 'string', default: '8' } },
  });
  if (values.load) return runLoad(JSON.parse(values.load) as LoadSpec);
  const duration = Math.max(2, Number(values.duration));
  const pgUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const hasPg = await postgresAnswers(pgUrl);
  const plan: ['pglite' | 'postgres', number][] = [['pglite', 1]];
  if (hasPg) plan.push(['postgres', 1], ['postgres', 2]);
  const rows: Row[] = [];
  for (const [database, processes] of plan) {
    process.stderr.write(`measuring ${database} with ${processes} process(es)…\n`);
    rows.push(await measure(database, processes, duration, hasPg ? pgUrl : undefined));
  }
  const table = rows.map((r) => ({
    database: r.database,
    processes: r.processes,
    'leads/s': r.leadsPerSecond,
    'p50 ms': r.leadsP50,
    'p99 ms': r.leadsP99,
    'p50 @200/s': r.steady200P50,
    'p99 @200/s': r.steady200P99,
    'mail backlog': r.mailBacklogAfterBurst,
    'drain s': r.mailDrainSeconds,
    'widget.js req/s': r.widgetRequestsPerSecond,
    errors: r.leadsErrors,
  }));
  console.table(table);
  if (!hasPg)
    console.log('PostgreSQL did not answer: only PGlite was measured (PGlite serves one process only).');
  console.log('PGlite is single-process, so two processes are measured on PostgreSQL only.');
  const result = {
    benchmark: 'server',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadavg: loadavg() },
    durationSeconds: duration,
    targets: { postgresLeadsPerSecond: 1000, p99AtTwoHundredPerSecondMs: 50 },
    rows,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/server.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
