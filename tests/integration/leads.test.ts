import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.server.ts';
import { CONSENT_VERSION, TEXT, TOAST } from '../../widget/core/texts.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const lead = (n: number | string, extra: Record<string, unknown> = {}) => ({
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  potSize: 250000,
  consent: true,
  ...extra,
});

describe.each(backends())('POST /api/leads on $name', (backend) => {
  let server: TestServer;
  let db: Db;
  const transport = memoryTransport();
  beforeAll(async () => {
    server = await startTestServer(
      backend,
      { RATE_LIMIT_LEADS_PER_IP: '1000', RATE_LIMIT_LEADS_PER_EMAIL: '3' },
      { transport },
    );
    db = server.running.ctx.db;
    // A lead names its partner only when it comes from one of that partner's sites.
    await db.query(
      `INSERT INTO partners (id, name, origins, report_token) VALUES ('money-weekly', 'Money Weekly', '{https://money-weekly.example}', 'leads-test-token')`,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a new lead with its consent record and five scheduled e-mails in one go (201)', async () => {
    const res = await postJson(
      `${server.url}/api/leads`,
      {
        ...lead(1),
        email: '  Person1@Example.COM ',
        partner: 'money-weekly',
        source: '/pension-drawdown-calculator',
      },
      { 'user-agent': 'test-agent', origin: 'https://money-weekly.example' },
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    const [row] = await db.query<{ id: number; email: string; pot_size: number; partner: string }>(
      `SELECT id, email, pot_size, partner FROM leads WHERE email = 'person1@example.com'`,
    );
    expect(row).toMatchObject({ email: 'person1@example.com', pot_size: 250000, partner: 'money-weekly' });
    const consents = await db.query<Record<string, unknown>>('SELECT * FROM consents WHERE lead_id = $1', [
      row?.id,
    ]);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      consent_text: TEXT.consent,
      consent_version: CONSENT_VERSION,
      source: '/pension-drawdown-calculator',
      partner: 'money-weekly',
      user_agent: 'test-agent',
    });
    expect(String(consents[0]?.ip_hash)).toMatch(/^[\w-]{20,}$/);
    expect(String(consents[0]?.ip_hash)).not.toContain('127.0.0.1');
    const emails = await db.query<{ step: number; days: number }>(
      `SELECT step, round(EXTRACT(EPOCH FROM (due_at - created_at)) / 86400)::int AS days FROM outbox WHERE lead_id = $1 AND kind = 'series' ORDER BY step`,
      [row?.id],
    );
    expect(emails).toEqual([
      { step: 1, days: 0 },
      { step: 2, days: 3 },
      { step: 3, days: 7 },
      { step: 4, days: 10 },
      { step: 5, days: 14 },
    ]);
  });

  it('sends the first e-mail of the series straight away', async () => {
    await eventually(
      () => transport.sent.some((m) => m.to.email === 'person1@example.com'),
      'the first e-mail',
    );
    const first = transport.sent.find((m) => m.to.email === 'person1@example.com');
    expect(first?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(first?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first?.text).toContain('Hello Person,');
    expect(first?.text).toContain('guidance only and not financial advice');
    expect(first?.text).toContain('Financial Conduct Authority');
  });

  it('answers as for a new lead (201) and starts no second series for the same e-mail', async () => {
    const again = await postJson(`${server.url}/api/leads`, lead(1, { name: 'Someone Else' }));
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ ok: true });
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = 'person1@example.com'`,
    );
    expect(count?.n).toBe(5);
    const [leadCount] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE email = 'person1@example.com'`,
    );
    expect(leadCount?.n).toBe(1);
  });

  it('gives a filled honeypot the same 201 but stores and sends nothing', async () => {
    const res = await postJson(`${server.url}/api/leads`, lead('bot', { honeypot: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    expect(await db.query(`SELECT id FROM leads WHERE email = 'personbot@example.com'`)).toHaveLength(0);
    expect(await db.query(`SELECT id FROM outbox WHERE to_email = 'personbot@example.com'`)).toHaveLength(0);
  });

  it('names each bad field with a 400', async () => {
    const res = await postJson(`${server.url}/api/leads`, {
      name: ' ',
      email: 'not-an-email',
      potSize: 'lots',
      consent: false,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_failed');
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['consent', 'email', 'name', 'potSize']);
  });

  it('accepts a lead without a pot size', async () => {
    const res = await postJson(`${server.url}/api/leads`, {
      name: 'No Pot',
      email: 'nopot@example.com',
      consent: true,
    });
    expect(res.status).toBe(201);
    const [row] = await db.query<{ pot_size: number | null }>(
      `SELECT pot_size FROM leads WHERE email = 'nopot@example.com'`,
    );
    expect(row?.pot_size).toBeNull();
  });

  it('limits repeats of one e-mail with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postJson(`${server.url}/api/leads`, lead('limit'))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await postJson(`${server.url}/api/leads`, lead('limit'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.error.code).toBe('rate_limited');
  });

  it('unsubscribes in one click (RFC 8058) and cancels the rest of the series at once', async () => {
    await postJson(`${server.url}/api/leads`, lead('unsub'));
    const [row] = await db.query<{ id: number; unsubscribe_token: string }>(
      `SELECT id, unsubscribe_token FROM leads WHERE email = 'personunsub@example.com'`,
    );
    const url = `${server.url}/api/unsubscribe?token=${row?.unsubscribe_token}`;

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(
      await db.query(`SELECT id FROM leads WHERE id = $1 AND unsubscribed_at IS NULL`, [row?.id]),
    ).toHaveLength(1);

    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    const pending = await db.query(`SELECT id FROM outbox WHERE lead_id = $1 AND status = 'pending'`, [
      row?.id,
    ]);
    expect(pending).toHaveLength(0);
    const cancelled = await db.query(`SELECT id FROM outbox WHERE lead_id = $1 AND status = 'cancelled'`, [
      row?.id,
    ]);
    expect(cancelled.length).toBeGreaterThanOrEqual(4);
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    const css = await fetch(`${server.url}/api/pages.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('explains a bad or unknown unsubscribe link', async () => {
    expect((await fetch(`${server.url}/api/unsubscribe?token=x`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/unsubscribe?token=${'a'.repeat(32)}`)).status).toBe(404);
  });
});

describe.each(backends())('lead limits per IP on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_LEADS_PER_IP: '3', OUTBOX_DISABLED: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After once one address sends too many', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await postJson(`${server.url}/api/leads`, lead(`ip${i}`))).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});

describe.each(backends())('lead limits under concurrent requests on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      RATE_LIMIT_LEADS_PER_IP: '4',
      RATE_LIMIT_LEADS_PER_EMAIL: '3',
      TRUST_PROXY: '1',
      OUTBOX_DISABLED: '1',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const burst = (count: number, from: string, body: (i: number) => unknown) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        postJson(`${server.url}/api/leads`, body(i), { 'x-forwarded-for': from }),
      ),
    );

  it('lets exactly the limit through when one address sends many leads at once', async () => {
    const responses = await burst(12, '203.0.113.7', (i) => lead(`burst-ip-${i}`));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    for (const r of responses.filter((r) => r.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await server.running.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE email LIKE 'personburst-ip-%'`,
    );
    expect(row?.n).toBe(4);
  });

  it('counts one e-mail sent many times at once against its own limit', async () => {
    // Different addresses: only the per-e-mail limit (3) applies.
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postJson(`${server.url}/api/leads`, lead('burst-mail'), { 'x-forwarded-for': `198.51.100.${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('a database outage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' }, { OUTBOX_DISABLED: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 with the error toast text, never a 2xx, and /readyz reports it', async () => {
    const db = server.running.ctx.db;
    const original = db.query.bind(db);
    db.query = async () => {
      throw Object.assign(new Error('connection terminated'), { code: '57P01' });
    };
    try {
      const res = await postJson(`${server.url}/api/leads`, lead('outage'));
      expect(res.status).toBe(503);
      expect(res.json.error).toMatchObject({
        code: 'service_unavailable',
        message: TOAST.leadFailed.message,
      });
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      db.query = original;
    }
    expect(await original(`SELECT id FROM leads WHERE email = 'personoutage@example.com'`)).toHaveLength(0);
  });
});
