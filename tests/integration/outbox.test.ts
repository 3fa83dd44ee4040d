import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db.server.ts';
import { createLogger } from '../../server/log.server.ts';
import { createOutboxWorker, deliveryKey } from '../../server/mail/outbox.server.ts';
import { renderSeriesEmail } from '../../server/mail/render.server.ts';
import { SERIES } from '../../server/mail/series-content.server.ts';
import { createFileTransport } from '../../server/mail/transports.server.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const ALL_NOW = { SERIES_DAYS: '0,0,0,0,0' };

describe.each(backends())('the outbox on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { OUTBOX_DISABLED: '1', RATE_LIMIT_LEADS_PER_IP: '10000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  // PostgreSQL: two workers with their own connection pools, as two processes would have. PGlite
  // allows one connection, so there the two workers share it: that tests one process only.
  it(
    backend.name === 'postgres'
      ? 'two workers, each with its own connection pool, drain one outbox and no e-mail is sent twice'
      : 'two workers in one process, sharing the one PGlite connection, drain one outbox and no e-mail is sent twice',
    async () => {
      const db = server.running.ctx.db;
      await db.query(
        `INSERT INTO outbox (kind, to_email, to_name, step, is_test) SELECT 'series', 'drain' || s || '@example.com', 'Drain', 1 + (s % 5), true FROM generate_series(1, 120) AS s`,
      );
      const otherDb =
        backend.name === 'postgres'
          ? await openDb({
              databaseUrl: server.config.databaseUrl,
              schema: server.config.databaseSchema,
              dataDir: server.dataDir,
              poolSize: 5,
            })
          : db;
      const log = createLogger('silent');
      const a = memoryTransport();
      const b = memoryTransport();
      const workerA = createOutboxWorker({ db, config: server.config, log, transport: a });
      const workerB = createOutboxWorker({ db: otherDb, config: server.config, log, transport: b });
      const drain = async (worker: typeof workerA) => {
        while ((await worker.drainOnce()) > 0) {
          // keep going until nothing is due
        }
      };
      await Promise.all([drain(workerA), drain(workerB), drain(workerA), drain(workerB)]);
      if (otherDb !== db) await otherDb.close();
      const references = [...a.sent, ...b.sent].map((m) => m.reference);
      expect(references).toHaveLength(120);
      expect(new Set(references).size).toBe(120);
      if (backend.name === 'postgres') {
        expect(a.sent.length).toBeGreaterThan(0);
        expect(b.sent.length).toBeGreaterThan(0);
      }
      const [left] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent' AND to_email LIKE 'drain%'`,
      );
      expect(left?.n).toBe(0);
    },
  );

  it('retries with backoff when the transport fails, then sends once', async () => {
    const db = server.running.ctx.db;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO outbox (kind, to_email, to_name, step, is_test) VALUES ('series', 'retry@example.com', 'Retry', 2, true) RETURNING id`,
    );
    const flaky = memoryTransport({ failFirst: 2 });
    const worker = createOutboxWorker({
      db,
      config: { ...server.config, outbox: { ...server.config.outbox, retryBaseMs: 200 } },
      log: createLogger('silent'),
      transport: flaky,
    });
    expect(await worker.drainOnce()).toBe(1);
    const [afterFirst] = await db.query<{
      status: string;
      attempts: number;
      last_error: string;
      wait: number;
    }>(
      `SELECT status, attempts, last_error, EXTRACT(EPOCH FROM (due_at - now()))::float8 AS wait FROM outbox WHERE id = $1`,
      [row?.id],
    );
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, last_error: 'transport down' });
    expect(afterFirst?.wait).toBeGreaterThan(0);
    expect(await worker.drainOnce()).toBe(0); // not due yet
    await eventually(
      async () => (await worker.drainOnce()) > 0 && flaky.attempts === 2,
      'the second attempt',
    );
    await eventually(async () => {
      await worker.drainOnce();
      return flaky.sent.length === 1;
    }, 'the third attempt');
    const [done] = await db.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM outbox WHERE id = $1`,
      [row?.id],
    );
    expect(done).toEqual({ status: 'sent', attempts: 3 });
  });

  it('gives up after the last attempt and shows the failure in the outbox status', async () => {
    const db = server.running.ctx.db;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO outbox (kind, to_email, to_name, step, is_test) VALUES ('series', 'never@example.com', 'Never', 1, true) RETURNING id`,
    );
    const broken = memoryTransport({ failFirst: 100 });
    const worker = createOutboxWorker({
      db,
      config: { ...server.config, outbox: { ...server.config.outbox, retryBaseMs: 1, maxAttempts: 2 } },
      log: createLogger('silent'),
      transport: broken,
    });
    await eventually(async () => {
      await worker.drainOnce();
      const [r] = await db.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1', [row?.id]);
      return r?.status === 'failed';
    }, 'the row to fail');
    const [failed] = await db.query<{ attempts: number; last_error: string }>(
      'SELECT attempts, last_error FROM outbox WHERE id = $1',
      [row?.id],
    );
    expect(failed).toEqual({ attempts: 2, last_error: 'transport down' });
  });
});

describe.each(backends())('a real SMTP peer on $name', (backend) => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: { to: string; raw: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // Header lines are folded and quoted-printable lines softly broken: join both to read the text whole.
          const raw = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/\r?\n[ \t]+/g, ' ')
            .replace(/=\r?\n/g, '');
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startTestServer(backend, {
      ...ALL_NOW,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      FIRM_INBOX: 'firm@example.com',
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('receives the whole series with one-click unsubscribe headers and the firm details', async () => {
    expect(
      (
        await postJson(`${server.url}/api/leads`, {
          name: 'Sam Smtp',
          email: 'sam@example.com',
          consent: true,
        })
      ).status,
    ).toBe(201);
    await eventually(
      () => received.filter((m) => m.to === 'sam@example.com').length === SERIES.length,
      'five messages',
      30_000,
    );
    const mine = received.filter((m) => m.to === 'sam@example.com');
    const subjects = mine.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]).sort();
    expect(subjects).toEqual(SERIES.map((e) => e.subject).sort());
    for (const m of mine) {
      expect(m.raw).toMatch(
        /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[\w-]+>/m,
      );
      expect(m.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(m.raw).toContain('Drawdown Compare Wealth Management Ltd');
    }
  });

  it('acknowledges a consultation to the visitor and tells the firm', async () => {
    const res = await postJson(`${server.url}/api/consultations`, {
      name: 'Carol Consult',
      email: 'carol@example.com',
      phone: '020 7946 0999',
      preferredTime: 'morning',
      topic: 'fees',
      message: 'Please call me about fees.',
      consent: true,
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true, id: expect.any(Number), replyDueAt: expect.any(String) });
    await eventually(
      () =>
        received.some((m) => m.to === 'carol@example.com') &&
        received.some((m) => m.to === 'firm@example.com'),
      'both messages',
    );
    const ack = received.find((m) => m.to === 'carol@example.com')?.raw ?? '';
    expect(ack.replace(/=\r?\n/g, '')).toContain('within 2 hours');
    const notice = received.find((m) => m.to === 'firm@example.com')?.raw ?? '';
    expect(notice).toMatch(/^Reply-To: carol@example.com/m);
    expect(notice.replace(/=\r?\n/g, '')).toContain('020 7946 0999');
  });
});

describe('the Brevo transport', () => {
  let server: TestServer;
  let brevo: ReturnType<typeof createServer>;
  const calls: { path: string; key: string; body: any }[] = [];
  let failNext = 1;
  beforeAll(async () => {
    brevo = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (failNext > 0) {
          failNext--;
          res.writeHead(502).end('bad gateway');
          return;
        }
        calls.push({
          path: req.url ?? '',
          key: String(req.headers['api-key']),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ messageId: `<m${calls.length}@brevo>` }));
      });
    });
    await new Promise<void>((resolve) => brevo.listen(0, '127.0.0.1', () => resolve()));
    const port = (brevo.address() as AddressInfo).port;
    server = await startTestServer(
      { name: 'pglite' },
      {
        BREVO_API_KEY: 'test-key',
        BREVO_LIST_ID: '7',
        BREVO_API_URL: `http://127.0.0.1:${port}/v3`,
        OUTBOX_RETRY_BASE_MS: '50',
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => brevo?.close(() => resolve()));
  });

  it('adds the contact with its attributes to the list and sends through the API, retrying a failure', async () => {
    expect(
      (
        await postJson(`${server.url}/api/leads`, {
          name: 'Bea Brevo',
          email: 'bea@example.com',
          potSize: 400000,
          partner: 'pw',
          consent: true,
        })
      ).status,
    ).toBe(201);
    await eventually(
      () => calls.some((c) => c.path === '/v3/contacts') && calls.some((c) => c.path === '/v3/smtp/email'),
      'both Brevo calls',
    );
    const contact = calls.find((c) => c.path === '/v3/contacts');
    expect(contact?.key).toBe('test-key');
    // 'pw' is no registered partner with this request's Origin, so the lead carries no partner
    // and Brevo is told none (decision 025).
    expect(contact?.body).toEqual({
      email: 'bea@example.com',
      attributes: { FIRSTNAME: 'Bea', LASTNAME: 'Brevo', POT_SIZE: 400000 },
      listIds: [7],
      updateEnabled: true,
    });
    const mail = calls.find((c) => c.path === '/v3/smtp/email');
    expect(mail?.body.to).toEqual([{ email: 'bea@example.com', name: 'Bea Brevo' }]);
    expect(mail?.body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the default file transport', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes each e-mail as an .eml file under DATA_DIR/mail', async () => {
    expect(
      (
        await postJson(`${server.url}/api/leads`, {
          name: 'Fay File',
          email: 'fay@example.com',
          consent: true,
        })
      ).status,
    ).toBe(201);
    const dir = join(server.dataDir, 'mail');
    await eventually(() => {
      try {
        return readdirSync(dir).some((f) => f.endsWith('.eml'));
      } catch {
        return false;
      }
    }, 'an .eml file');
    const file = readdirSync(dir).find((f) => f.endsWith('.eml')) as string;
    const raw = readFileSync(join(dir, file), 'utf8');
    expect(raw).toMatch(/^To: Fay File <fay@example.com>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain(`Subject: ${SERIES[0]?.subject}`);
  });

  it('writes an outbox e-mail once, however often a crashed attempt is repeated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dc-mail-'));
    try {
      const transport = createFileTransport(dir, 'Drawdown Compare <hello@drawdowncompare.co.uk>');
      const mail = renderSeriesEmail({
        step: 1,
        name: 'Rhys Resend',
        email: 'rhys@example.com',
        publicUrl: 'http://localhost',
        unsubscribeUrl: 'http://localhost/unsubscribe?token=t',
        reference: 'series-7',
        isTest: false,
      });
      mail.deliveryKey = deliveryKey({ id: 7, created_at: new Date('2026-11-22T10:00:00Z') });
      const first = await transport.send(mail);
      const again = await transport.send({ ...mail });
      expect(again).toBe(first);
      expect(first).toMatch(/^<series-7\.7-[a-z0-9]+@drawdowncompare\.co\.uk>$/);
      const files = readdirSync(dir);
      expect(files).toEqual([`series-7-${mail.deliveryKey}.eml`]);
      expect(readFileSync(join(dir, files[0] as string), 'utf8')).toContain(`Message-ID: ${first}`);

      // Another row with the same id (a recreated database) is another e-mail.
      await transport.send({ ...mail, deliveryKey: deliveryKey({ id: 7, created_at: new Date() }) });
      // Mail that is not from the outbox (no delivery key) is written every time.
      const { deliveryKey: _, ...plain } = mail;
      await transport.send(plain);
      await transport.send(plain);
      expect(readdirSync(dir)).toHaveLength(4);
      transport.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
