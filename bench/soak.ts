/**
 * `npm run bench:soak`: a burst of leads from concurrent clients against two server processes
 * sharing one PostgreSQL database, while one process is killed with SIGKILL and restarted (twice
 * by default). Afterwards it proves, from the database and the e-mails actually written:
 *
 * - every lead that got a 2xx is stored exactly once, with its consent record and exactly its five
 *   scheduled e-mails (steps 1 to 5 on the configured days);
 * - nothing is stored that no client sent;
 * - every e-mail that is due was sent, and no e-mail was sent twice.
 *
 * The servers use the default file transport with one shared mail folder: each sent e-mail is one
 * `.eml` file named by the outbox row's delivery key (`series-<id>-<key>.eml`). A row a killed
 * process had already written is claimed again once its lease ends; the file transport then finds
 * its file and does not write it twice, so a second file for one row means two live processes sent
 * it, and "rows claimed more than once" counts the resends the kills caused. Rows a killed process had claimed stay leased for five minutes (LEASE_SECONDS in
 * server/mail/outbox.server.ts); the soak fast-forwards those leases instead of waiting, which is
 * exactly what the passing of time does to them.
 *
 * Options (also as flags): --leads 20000 --concurrency 64 --kills 2 --database-url postgres://…
 * Exits 1 on any lost or duplicated lead or e-mail. Only loopback addresses are used.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type ServerProcess, startServerProcess } from '../tests/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SERIES_DAYS = [0, 3, 7, 10, 14];

export interface SoakOptions {
  /** A PostgreSQL URL whose user may CREATE DATABASE; a fresh database is made and dropped. */
  databaseUrl: string;
  leads: number;
  concurrency: number;
  /** Server processes sharing the database (at least 2, so one is always serving). */
  processes: number;
  /** How many times a process is killed with SIGKILL during the burst (then restarted). */
  kills: number;
  /** Gives up waiting for the outbox after this long. */
  drainTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface SoakFigures {
  leadsSent: number;
  acked: number;
  created201: number;
  repeat200: number;
  clientGaveUp: number;
  retries: number;
  storedNotAcked: number;
  burstSeconds: number;
  leadsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  kills: { atLead: number; restartMs: number; leasedAtKill: number }[];
  orphanLeases: number;
  emailsDue: number;
  emailsSent: number;
  drainSeconds: number;
  duplicateEmails: number;
  duplicatesAfterKill: number;
  duplicatesWithoutKill: number;
  resentAfterLease: number;
}

export interface SoakResult {
  ok: boolean;
  problems: string[];
  figures: SoakFigures;
}

class SoakError extends Error {
  override name = 'SoakError';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts one `node --import tsx server/main.ts`; it picks its own port and says it on stdout. */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ env, timeoutMs: 120_000 });
}

/** The outbox row id of each written e-mail (`series-<id>-<delivery key>.eml`), counted. */
function sentFiles(mailDir: string): Map<number, number> {
  const counts = new Map<number, number>();
  let names: string[] = [];
  try {
    names = readdirSync(mailDir);
  } catch {
    return counts;
  }
  for (const name of names) {
    const m = /^series-(\d+)-[\w.-]+\.eml$/.exec(name);
    if (m) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
  }
  return counts;
}

/** Runs the whole soak; never throws for a failed check (they are in `problems`). */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => {});
  if (options.processes < 2) throw new SoakError('The soak needs at least 2 server processes.');
  const run = randomBytes(4).toString('hex');
  const database = `dc_soak_${run}`;
  const url = databaseUrlFor(options.databaseUrl, database);
  const work = mkdtempSync(join(tmpdir(), 'dc-soak-'));
  const publicDir = join(work, 'public');
  mkdirSync(publicDir);
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>soak</title>');
  const mailDir = join(work, 'mail');
  await adminQuery(options.databaseUrl, `CREATE DATABASE ${database}`);
  log(`database ${database}, work folder ${work}`);

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: work,
    PUBLIC_DIR: publicDir,
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '10',
    LOG_LEVEL: 'warn',
    MAIL_TRANSPORT: 'file',
    TRUST_PROXY: '1',
    OUTBOX_POLL_MS: '200',
    SERIES_DAYS: SERIES_DAYS.join(','),
    RATE_LIMIT_LEADS_PER_IP: '1000',
    RATE_LIMIT_LEADS_PER_EMAIL: '1000',
    IP_HASH_SALT: `soak-${run}`,
  };

  const servers: (ServerProcess | null)[] = [];
  const problems: string[] = [];
  const killsDone: SoakFigures['kills'] = [];
  let pool: pg.Pool | undefined;
  try {
    // Both start together: the migration lock must let exactly one of them create the tables.
    servers.push(...(await Promise.all(Array.from({ length: options.processes }, () => startServer(env)))));
    log(`servers: ${servers.map((s) => s?.url).join(', ')}`);
    pool = new pg.Pool({ connectionString: url, max: 2 });

    const email = (i: number) => `soak-${run}-${i}@example.com`;
    const status = new Int16Array(options.leads); // final HTTP status, 0 = gave up
    const latencies: number[] = [];
    let next = 0;
    let completed = 0;
    let retries = 0;
    let turn = 0;
    const killAt = Array.from({ length: options.kills }, (_, k) =>
      Math.floor((options.leads * (k + 1)) / (options.kills + 1)),
    );
    const killing: Promise<void>[] = [];
    /** Database time of each kill: leases taken before it may belong to the dead process. */
    const killedAt: string[] = [];

    const live = () => servers.filter((s): s is ServerProcess => s !== null);

    async function killAndRestart(k: number): Promise<void> {
      const index = k % options.processes;
      const victim = servers[index];
      if (!victim) return;
      servers[index] = null;
      const atLead = completed;
      await victim.kill();
      const started = performance.now();
      killedAt.push((await pool!.query<{ t: string }>('SELECT now()::text AS t')).rows[0]?.t ?? '');
      const leased = await pool!.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE status = 'pending' AND locked_until > now()`,
      );
      log(`SIGKILL server ${index} after ${atLead} leads; restarting`);
      const replacement = await startServer(env);
      servers[index] = replacement;
      const restartMs = Math.round(performance.now() - started);
      killsDone.push({ atLead, restartMs, leasedAtKill: leased.rows[0]?.n ?? 0 });
      log(`server ${index} back on ${replacement.url} after ${restartMs} ms`);
    }

    async function sendOne(i: number): Promise<void> {
      const body = JSON.stringify({
        name: `Soak Tester ${i}`,
        email: email(i),
        potSize: 100_000 + (i % 900) * 1000,
        consent: true,
        source: '/pension-drawdown-calculator',
        partner: `soak-${i % 7}`,
      });
      // Visitors come from many addresses (a proxy in front sets X-Forwarded-For).
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      for (let attempt = 0; attempt < 30; attempt++) {
        const targets = live();
        const target = targets[turn++ % Math.max(1, targets.length)];
        if (!target) {
          await sleep(100);
          continue;
        }
        const started = performance.now();
        try {
          const response = await fetch(`${target.url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body,
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          if (response.status >= 500 || response.status === 429) {
            retries++;
            await sleep(50 * (attempt + 1));
            continue;
          }
          latencies.push(performance.now() - started);
          status[i] = response.status;
          return;
        } catch {
          // The process died under the request: try again (another process, or the restarted one).
          retries++;
          await sleep(50 * (attempt + 1));
        }
      }
      status[i] = 0;
    }

    async function client(): Promise<void> {
      while (next < options.leads) {
        const i = next++;
        await sendOne(i);
        completed++;
        const k = killing.length;
        if (k < killAt.length && completed >= (killAt[k] ?? Number.POSITIVE_INFINITY)) {
          killing.push(killAndRestart(k));
        }
      }
    }

    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, () => client()));
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    await Promise.all(killing);
    log(`burst done: ${options.leads} leads in ${burstSeconds.toFixed(1)} s`);

    // The outbox: wait until the live processes have sent everything not held by a dead one,
    // then let the dead processes' leases run out (fast-forwarded) and wait for the rest.
    const drainStarted = performance.now();
    const deadline = Date.now() + (options.drainTimeoutMs ?? 15 * 60_000);
    const dueCount = async () =>
      (
        await pool!.query<{ free: number; leased: number; sent: number }>(
          `SELECT count(*) FILTER (WHERE status = 'pending' AND due_at <= now() AND (locked_until IS NULL OR locked_until <= now()))::int AS free,
                  count(*) FILTER (WHERE status = 'pending' AND due_at <= now() AND locked_until > now())::int AS leased,
                  count(*) FILTER (WHERE status = 'sent')::int AS sent
             FROM outbox WHERE kind = 'series'`,
        )
      ).rows[0] ?? { free: 0, leased: 0, sent: 0 };
    let lastSent = -1;
    let stableSince = Date.now();
    let orphanLeases = 0;
    for (;;) {
      if (Date.now() > deadline) {
        problems.push('The outbox did not drain before the time limit.');
        break;
      }
      const c = await dueCount();
      if (c.sent !== lastSent) {
        lastSent = c.sent;
        stableSince = Date.now();
      }
      if (c.free === 0 && c.leased === 0) break;
      if (c.free === 0 && Date.now() - stableSince > 3_000) {
        // Only leases taken before the last kill: a live process's claims are never touched.
        const expired = await pool.query(
          `UPDATE outbox SET locked_until = now() - interval '1 second'
            WHERE status = 'pending' AND locked_until > now()
              AND locked_until <= $1::timestamptz + make_interval(secs => 300) RETURNING id`,
          [killedAt.at(-1) ?? '-infinity'],
        );
        orphanLeases += expired.rowCount ?? 0;
        log(`fast-forwarded ${expired.rowCount} lease(s) held by killed processes`);
        stableSince = Date.now();
      }
      await sleep(500);
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;

    // Checks.
    const acked = new Set<string>();
    let created201 = 0;
    let repeat200 = 0;
    let gaveUp = 0;
    for (let i = 0; i < options.leads; i++) {
      const s = status[i] ?? 0;
      if (s >= 200 && s < 300) acked.add(email(i));
      if (s === 201) created201++;
      else if (s === 200) repeat200++;
      else if (s === 0) gaveUp++;
      else problems.push(`Lead ${i} was answered ${s}.`);
    }
    const leads = (
      await pool.query<{ id: number; email: string; consents: number; created_at: Date }>(
        `SELECT l.id::int AS id, l.email, l.created_at, (SELECT count(*)::int FROM consents c WHERE c.lead_id = l.id) AS consents
           FROM leads l`,
      )
    ).rows;
    const outbox = (
      await pool.query<{
        id: number;
        lead_id: number;
        step: number;
        status: string;
        attempts: number;
        due_days: number;
        due: boolean;
      }>(
        `SELECT o.id::int AS id, o.lead_id::int AS lead_id, o.step, o.status, o.attempts, o.due_at <= now() AS due,
                round(extract(epoch FROM (o.due_at - l.created_at)) / 86400)::int AS due_days
           FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.kind = 'series'`,
      )
    ).rows;
    const byEmail = new Map<string, number>();
    for (const lead of leads) byEmail.set(lead.email, (byEmail.get(lead.email) ?? 0) + 1);
    const known = new Set(Array.from({ length: options.leads }, (_, i) => email(i)));
    const firstProblems = (label: string, list: string[]) => {
      if (list.length > 0) problems.push(`${label}: ${list.length} (first: ${list.slice(0, 3).join('; ')})`);
    };
    firstProblems(
      'Acknowledged leads missing from the database',
      [...acked].filter((e) => !byEmail.has(e)),
    );
    firstProblems(
      'Leads stored more than once',
      [...byEmail].filter(([, n]) => n > 1).map(([e]) => e),
    );
    firstProblems(
      'Leads stored that no client sent',
      leads.filter((l) => !known.has(l.email)).map((l) => l.email),
    );
    firstProblems(
      'Leads without exactly one consent record',
      leads.filter((l) => l.consents !== 1).map((l) => l.email),
    );
    const rowsByLead = new Map<number, typeof outbox>();
    for (const row of outbox) {
      const list = rowsByLead.get(row.lead_id) ?? [];
      list.push(row);
      rowsByLead.set(row.lead_id, list);
    }
    const expected = SERIES_DAYS.map((d, i) => `${i + 1}@${d}`).join(',');
    firstProblems(
      'Leads without exactly their 5 scheduled e-mails',
      leads
        .filter((l) => {
          const rows = (rowsByLead.get(l.id) ?? []).slice().sort((a, b) => a.step - b.step);
          return rows.map((r) => `${r.step}@${r.due_days}`).join(',') !== expected;
        })
        .map((l) => l.email),
    );

    const files = sentFiles(mailDir);
    const due = outbox.filter((r) => r.due);
    firstProblems(
      'Due e-mails not sent',
      due.filter((r) => r.status !== 'sent' || !files.has(r.id)).map((r) => `row ${r.id} ${r.status}`),
    );
    firstProblems(
      'E-mails sent before they were due',
      outbox.filter((r) => !r.due && files.has(r.id)).map((r) => `row ${r.id}`),
    );
    const duplicates = [...files].filter(([, n]) => n > 1).map(([id]) => id);
    // A second claim happens only when a lease ran out, that is after a kill.
    const reclaimed = new Set(outbox.filter((r) => r.attempts > 1).map((r) => r.id));
    const afterKill = duplicates.filter((id) => reclaimed.has(id));
    const withoutKill = duplicates.filter((id) => !reclaimed.has(id));
    firstProblems(
      'E-mails sent twice by two live processes',
      withoutKill.map((id) => `row ${id}`),
    );
    firstProblems(
      'E-mails sent again after a killed process had already sent them',
      afterKill.map((id) => `row ${id}`),
    );

    const sorted = latencies.slice().sort((a, b) => a - b);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    const figures: SoakFigures = {
      leadsSent: options.leads,
      acked: acked.size,
      created201,
      repeat200,
      clientGaveUp: gaveUp,
      retries,
      storedNotAcked: leads.filter((l) => !acked.has(l.email)).length,
      burstSeconds: round1(burstSeconds),
      leadsPerSecond: Math.round(options.leads / burstSeconds),
      latencyMs: {
        p50: round1(percentile(sorted, 50)),
        p95: round1(percentile(sorted, 95)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted.at(-1) ?? 0),
      },
      kills: killsDone,
      orphanLeases,
      emailsDue: due.length,
      emailsSent: [...files.values()].reduce((a, b) => a + b, 0),
      drainSeconds: round1(drainSeconds),
      duplicateEmails: duplicates.length,
      duplicatesAfterKill: afterKill.length,
      duplicatesWithoutKill: withoutKill.length,
      resentAfterLease: reclaimed.size,
    };
    if (killsDone.length !== options.kills)
      problems.push(`Only ${killsDone.length} of ${options.kills} kills happened.`);
    return { ok: problems.length === 0, problems, figures };
  } finally {
    await pool?.end().catch(() => {});
    await Promise.all(servers.map((s) => s?.stop()));
    await adminQuery(options.databaseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) =>
      log(`could not drop ${database}: ${String(error)}`),
    );
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      leads: { type: 'string', default: '20000' },
      concurrency: { type: 'string', default: '64' },
      processes: { type: 'string', default: '2' },
      kills: { type: 'string', default: '2' },
      'database-url': {
        type: 'string',
        default:
          process.env.SOAK_DATABASE_URL ??
          process.env.TEST_DATABASE_URL ??
          'postgres://postgres@127.0.0.1:5432/test',
      },
      out: { type: 'string', default: join(ROOT, 'bench', 'results', 'soak.json') },
    },
  });
  const options: SoakOptions = {
    databaseUrl: values['database-url'],
    leads: Number(values.leads),
    concurrency: Number(values.concurrency),
    processes: Number(values.processes),
    kills: Number(values.kills),
    log: (line) => process.stdout.write(`soak: ${line}\n`),
  };
  const started = new Date();
  const result = await runSoak(options);
  const f = result.figures;
  const lines = [
    ['leads sent', f.leadsSent],
    ['answered 2xx (201 new / 200 repeat)', `${f.acked} (${f.created201} / ${f.repeat200})`],
    ['client gave up', f.clientGaveUp],
    ['retries after a dead connection or 5xx', f.retries],
    ['stored although the answer was lost', f.storedNotAcked],
    ['burst', `${f.burstSeconds} s, ${f.leadsPerSecond} leads/s`],
    [
      'latency p50 / p95 / p99 / max',
      `${f.latencyMs.p50} / ${f.latencyMs.p95} / ${f.latencyMs.p99} / ${f.latencyMs.max} ms`,
    ],
    [
      'SIGKILLs (at lead, restart, leased rows)',
      f.kills.map((k) => `${k.atLead}, ${k.restartMs} ms, ${k.leasedAtKill}`).join(' | '),
    ],
    ['orphaned leases fast-forwarded', f.orphanLeases],
    ['e-mails due / written', `${f.emailsDue} / ${f.emailsSent}`],
    ['rows claimed more than once', f.resentAfterLease],
    [
      'duplicate e-mails (after a kill / live processes)',
      `${f.duplicateEmails} (${f.duplicatesAfterKill} / ${f.duplicatesWithoutKill})`,
    ],
    ['outbox drained in', `${f.drainSeconds} s`],
  ];
  const width = Math.max(...lines.map(([k]) => String(k).length));
  process.stdout.write(`\n${lines.map(([k, v]) => `${String(k).padEnd(width)}  ${v}`).join('\n')}\n`);
  mkdirSync(join(values.out, '..'), { recursive: true });
  writeFileSync(
    values.out,
    `${JSON.stringify(
      {
        name: 'soak',
        date: started.toISOString(),
        machine: {
          cpus: cpus().length,
          cpu: cpus()[0]?.model ?? 'unknown',
          memoryGiB: Math.round(totalmem() / 2 ** 30),
          node: process.version,
          loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
        },
        options: {
          leads: options.leads,
          concurrency: options.concurrency,
          processes: options.processes,
          kills: options.kills,
        },
        ok: result.ok,
        problems: result.problems,
        figures: f,
      },
      null,
      2,
    )}\n`,
  );
  if (!result.ok) {
    process.stderr.write(`\nSOAK FAILED:\n${result.problems.map((p) => `- ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    '\nSOAK PASSED: every acknowledged lead stored once with its 5 e-mails; no e-mail sent twice.\n',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
