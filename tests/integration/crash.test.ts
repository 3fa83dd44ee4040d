import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db.server.ts';
import { backends, dropSchema, freshDataDir, uniqueSchema } from './harness.ts';

/** Starts server/main.ts as its own process and resolves with its URL once /healthz answers. */
async function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const url = /serving on (http:\/\/\S+)/.exec(output)?.[1];
    if (url) return { child, url };
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

describe.each(backends())('kill -9 in the middle of a burst of leads on $name', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses no lead that got a 2xx', async () => {
    const dataDir = await freshDataDir(backend);
    const schema = uniqueSchema();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const dbEnv: Record<string, string> = backend.url
      ? { DATABASE_URL: backend.url, DATABASE_SCHEMA: schema }
      : { DATABASE_URL: '' };
    if (backend.url) cleanups.push(() => dropSchema(backend.url as string, schema));
    const { child, url } = await startChild({
      DATA_DIR: dataDir,
      RATE_LIMIT_LEADS_PER_IP: '100000',
      ...dbEnv,
    });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    const accepted: string[] = [];
    let failed = 0;
    let killed = false;
    const total = 300;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const email = `burst${i}@example.com`;
        try {
          const res = await fetch(`${url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Burst ${i}`, email, consent: true }),
          });
          if (res.status === 201 || res.status === 200) accepted.push(email);
          else failed++;
        } catch {
          failed++;
        }
        if (!killed && accepted.length >= 80) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await new Promise((r) =>
      child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r),
    );
    expect(killed).toBe(true);
    expect(failed).toBeGreaterThan(0);

    const db = await openDb({ databaseUrl: backend.url, schema: backend.url ? schema : undefined, dataDir });
    try {
      const rows = await db.query<{ email: string }>(`SELECT email FROM leads`);
      const stored = new Set(rows.map((r) => r.email));
      const lost = accepted.filter((email) => !stored.has(email));
      expect(lost).toEqual([]);
      // Each stored lead has its whole series: the lead and its e-mails were one transaction.
      const partial = await db.query(
        `SELECT l.id FROM leads l WHERE (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.kind = 'series') <> 5`,
      );
      expect(partial).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('SIGTERM', () => {
  it('finishes the requests in flight, closes the database and exits 0', async () => {
    const dataDir = await freshDataDir({ name: 'pglite' });
    const { child, url } = await startChild({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_LEADS_PER_IP: '100000',
    });
    try {
      // SIGTERM goes once the server is answering this burst (its first answer is in), so the
      // other requests are in its hands or on their way: no fixed wait that may come too early.
      let firstAnswer: () => void = () => {};
      const answering = new Promise<void>((resolve) => {
        firstAnswer = resolve;
      });
      const requests = Array.from({ length: 40 }, (_, i) =>
        fetch(`${url}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Term ${i}`, email: `term${i}@example.com`, consent: true }),
        }).then(
          (res) => {
            firstAnswer();
            return { i, status: res.status };
          },
          () => {
            firstAnswer();
            return { i, status: 0 };
          },
        ),
      );
      await answering;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      const results = await Promise.all(requests);
      expect(await exited).toBe(0);
      const accepted = results.filter((r) => r.status === 201).map((r) => `term${r.i}@example.com`);
      expect(accepted.length).toBeGreaterThan(0);
      // Every request either got its answer or was never accepted; none was cut off with a 5xx.
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      const db = await openDb({ dataDir });
      try {
        const stored = new Set(
          (await db.query<{ email: string }>('SELECT email FROM leads')).map((r) => r.email),
        );
        expect(accepted.filter((e) => !stored.has(e))).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
