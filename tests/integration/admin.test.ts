import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(backends())('sign-in and the admin API on $name', (backend) => {
  let server: TestServer;
  let origin: string;
  let adminCookie = '';
  let userCookie = '';
  const transport = memoryTransport();

  const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        origin,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });

  const signIn = async (email: string, password: string) =>
    postJson(`${server.url}/api/auth/sign-in`, { email, password }, { origin });

  beforeAll(async () => {
    server = await startTestServer(
      backend,
      { RATE_LIMIT_SIGNIN_FAILURES: '3', RATE_LIMIT_LEADS_PER_IP: '1000' },
      { transport },
    );
    origin = server.url;
    await createOrPromoteAdmin(server.running.ctx.db, 'admin@example.com', PASSWORD);
    await server.running.ctx.db.query(
      `INSERT INTO users (email, password_hash) SELECT 'user@example.com', password_hash FROM users WHERE email = 'admin@example.com'`,
    );
    await server.running.ctx.db.query(
      `INSERT INTO partners (id, name, origins, report_token) VALUES ('partner-x', 'Partner X', '{https://partner-x.example}', 'admin-test-token')`,
    );
    for (const [i, name] of ['Alice Able', 'Bob Baker', '=HYPERLINK("http://evil")'].entries()) {
      await postJson(
        `${server.url}/api/leads`,
        {
          name,
          email: `lead${i}@example.com`,
          potSize: 100000 * (i + 1),
          partner: 'partner-x',
          consent: true,
        },
        { origin: 'https://partner-x.example' },
      );
    }
    await postJson(`${server.url}/api/consultations`, {
      name: 'Alice Able',
      email: 'lead0@example.com',
      phone: '020 7946 0000',
      preferredTime: 'asap',
      topic: 'other',
      consent: true,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no session to begin with', async () => {
    const res = await call('/api/auth/session');
    expect(await res.json()).toEqual({ user: null });
  });

  it('refuses a wrong password with 401 invalid_credentials', async () => {
    const res = await signIn('admin@example.com', 'wrong password!!');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('invalid_credentials');
    const unknown = await signIn('nobody@example.com', 'whatever password');
    expect(unknown.status).toBe(401);
  });

  it('signs in with a session cookie (HttpOnly, SameSite=Lax) and reports the admin role', async () => {
    const res = await signIn('Admin@Example.com', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      user: { id: expect.any(Number), email: 'admin@example.com', isAdmin: true, role: 'admin' },
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^dc_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    adminCookie = cookie.split(';')[0] as string;
    const session = await call('/api/auth/session', { cookie: adminCookie });
    expect(await session.json()).toEqual({
      user: { id: expect.any(Number), email: 'admin@example.com', isAdmin: true, role: 'admin' },
    });
    const user = await signIn('user@example.com', PASSWORD);
    expect(user.json.user).toMatchObject({ isAdmin: false, role: null });
    userCookie = (user.headers.get('set-cookie') ?? '').split(';')[0] as string;
  });

  it('refuses sign-in from another origin (CSRF)', async () => {
    const res = await postJson(
      `${server.url}/api/auth/sign-in`,
      { email: 'admin@example.com', password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  it('answers 401 without a session and 403 without the admin role, on every admin endpoint', async () => {
    const endpoints: [string, string][] = [
      ['GET', '/api/admin/leads'],
      ['GET', '/api/admin/leads.csv'],
      ['POST', '/api/admin/erase'],
      ['GET', '/api/admin/consultations'],
      ['GET', '/api/admin/outbox'],
      ['POST', '/api/admin/email-funnel-test'],
      ['POST', '/api/admin/ebook'],
      ['GET', '/api/admin/ebook.pdf'],
      ['GET', '/api/admin/anything-else'],
    ];
    for (const [method, path] of endpoints) {
      const body = method === 'POST' ? JSON.stringify({ email: 'x@example.com' }) : undefined;
      const anonymous = await call(path, { method, ...(body ? { body } : {}) });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect((await anonymous.json()).error.code).toBe('unauthenticated');
      const user = await call(path, { method, cookie: userCookie, ...(body ? { body } : {}) });
      expect(user.status, `${method} ${path}`).toBe(403);
    }
  });

  it('checks the Origin of state-changing admin requests (CSRF)', async () => {
    const res = await call('/api/admin/erase', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ email: 'lead1@example.com' }),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('cross_origin_rejected');
    const noOrigin = await fetch(`${server.url}/api/admin/erase`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'lead1@example.com' }),
    });
    expect(noOrigin.status).toBe(403);
  });

  it('lists leads newest first with search and paging', async () => {
    const res = await call('/api/admin/leads?page=1&pageSize=2', { cookie: adminCookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: '=HYPERLINK("http://evil")',
      email: 'lead2@example.com',
      potSize: 300000,
      partner: 'partner-x',
      source: null,
      createdAt: expect.any(String),
      unsubscribedAt: null,
      emailsSent: expect.any(Number),
    });
    const search = await (await call('/api/admin/leads?q=baker', { cookie: adminCookie })).json();
    expect(search.items.map((i: { email: string }) => i.email)).toEqual(['lead1@example.com']);
    const bad = await call('/api/admin/leads?page=0&pageSize=5000', { cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['page', 'pageSize']);
  });

  it('exports leads as CSV that a spreadsheet will not run as formulas', async () => {
    const res = await call('/api/admin/leads.csv', { cookie: adminCookie });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Number","Name","E-mail","Pension pot (£)","Partner","Sent from page","Unlocked (UK time)","Unsubscribed (UK time)","E-mails sent","Consent text","Consent version","Consent given (UK time)","Consent given on"',
    );
    expect(lines).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toMatch(/,"?=HYPERLINK/);
  });

  it('lists consultations', async () => {
    const body = await (await call('/api/admin/consultations?page=1', { cookie: adminCookie })).json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      name: 'Alice Able',
      phone: '020 7946 0000',
      preferredTime: 'asap',
      topic: 'other',
    });
  });

  it('sends the whole series to a test address now and shows it in the outbox status', async () => {
    const res = await call('/api/admin/email-funnel-test', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ email: 'Tester@Example.com' }),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ queued: 5 });
    // Sent means handed to the transport and then marked sent in the outbox.
    await eventually(async () => {
      const [row] = await server.running.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE to_email = 'tester@example.com' AND status = 'sent'`,
      );
      return row?.n === 5;
    }, 'five test e-mails marked sent');
    expect(transport.sent.find((m) => m.to.email === 'tester@example.com')?.subject).toMatch(/^\[Test\] /);
    const status = await (await call('/api/admin/outbox', { cookie: adminCookie })).json();
    expect(status.counts).toMatchObject({
      due: expect.any(Number),
      sent: expect.any(Number),
      failed: 0,
      unsubscribed: 0,
    });
    expect(status.counts.sent).toBeGreaterThanOrEqual(5);
    const testRows = status.recent.filter((r: { to: string }) => r.to === 'tester@example.com');
    expect(
      testRows.map((r: { id: number; status: string; kind: string; isTest: boolean }) => [
        r.id,
        r.kind,
        r.status,
        r.isTest,
      ]),
    ).toEqual(testRows.map((r: { id: number }) => [r.id, 'series', 'sent', true]));
    expect(testRows).toHaveLength(5);
    const invalid = await call('/api/admin/email-funnel-test', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ email: 'nope' }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields.email).toBeDefined();
  });

  it("erases one person's leads, consultations and e-mails", async () => {
    const res = await call('/api/admin/erase', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ email: 'LEAD0@example.com' }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.erased).toMatchObject({ leads: 1, consultations: 1 });
    expect(body.erased.emails).toBeGreaterThanOrEqual(7);
    const db = server.running.ctx.db;
    for (const sql of [
      `SELECT id FROM leads WHERE email = 'lead0@example.com'`,
      `SELECT id FROM consultations WHERE email = 'lead0@example.com'`,
      `SELECT id FROM outbox WHERE to_email = 'lead0@example.com'`,
      `SELECT c.id FROM consents c LEFT JOIN leads l ON l.id = c.lead_id LEFT JOIN consultations k ON k.id = c.consultation_id WHERE l.id IS NULL AND k.id IS NULL`,
    ]) {
      expect(await db.query(sql), sql).toHaveLength(0);
    }
    const again = await (
      await call('/api/admin/erase', {
        method: 'POST',
        cookie: adminCookie,
        body: JSON.stringify({ email: 'lead0@example.com' }),
      })
    ).json();
    expect(again.erased).toEqual({
      leads: 0,
      consultations: 0,
      figureReports: 0,
      partnerSignUps: 0,
      emails: 0,
      files: 0,
      brevo: { status: 'not-configured' },
    });
  });

  it('signs out (204) and the session no longer works', async () => {
    const res = await call('/api/auth/sign-out', { method: 'POST', cookie: adminCookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call('/api/admin/leads', { cookie: adminCookie })).status).toBe(401);
  });

  it('throttles repeated failures for one e-mail with 429 and Retry-After, even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn('user@example.com', 'wrong password here')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await signIn('user@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('npm run admin:create on the embedded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' }, { OUTBOX_DISABLED: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Runs the CLI as its own process (asynchronously: the server it talks to lives in this process). */
  const run = (args: string[], env: Record<string, string>, input = '') =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', ...args], {
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => {
        stdout += c;
      });
      child.stderr.on('data', (c) => {
        stderr += c;
      });
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
      child.stdin.end(input);
    });

  it('creates an admin through the running server, with the password from ADMIN_PASSWORD', async () => {
    const result = await run(['--email', 'ops@example.com'], { ADMIN_PASSWORD: PASSWORD });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Created admin ops@example.com');
    expect(result.stdout).toContain('through the running server');
    // It says which database it wrote to.
    expect(result.stdout).toContain(`in the embedded database at ${server.dataDir}`);
    const res = await postJson(
      `${server.url}/api/auth/sign-in`,
      { email: 'ops@example.com', password: PASSWORD },
      { origin: server.url },
    );
    expect(res.json.user).toMatchObject({ email: 'ops@example.com', isAdmin: true });
  });

  it('takes the password from standard input, or generates and prints one', async () => {
    const piped = await run(
      ['--email', 'piped@example.com'],
      { ADMIN_PASSWORD: '' },
      'a piped password that is long\n',
    );
    expect(piped.stdout).toContain('Created admin piped@example.com');
    const ok = await postJson(
      `${server.url}/api/auth/sign-in`,
      { email: 'piped@example.com', password: 'a piped password that is long' },
      { origin: server.url },
    );
    expect(ok.status).toBe(200);
    const generated = await run(['--email', 'gen@example.com'], { ADMIN_PASSWORD: '' }, '');
    const password = /Password \(shown once, keep it safe\): (\S+)/.exec(generated.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    const signed = await postJson(
      `${server.url}/api/auth/sign-in`,
      { email: 'gen@example.com', password },
      { origin: server.url },
    );
    expect(signed.status).toBe(200);
  });

  it('says which database it wrote to, and warns when a server runs on another DATA_DIR', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'dc-other-data-'));
    try {
      const result = await run(['--email', 'lost@example.com'], {
        ADMIN_PASSWORD: PASSWORD,
        DATA_DIR: elsewhere,
        PORT: String(server.running.port),
      });
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`in the embedded database at ${elsewhere}`);
      expect(result.stderr).toContain(`Warning: a server is running on port ${server.running.port}`);
      expect(result.stderr).toContain('Run admin:create with the same DATA_DIR');
      // Indeed the running server does not know this admin.
      const res = await postJson(
        `${server.url}/api/auth/sign-in`,
        { email: 'lost@example.com', password: PASSWORD },
        { origin: server.url },
      );
      expect(res.status).toBe(401);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    // A new embedded database is initialised there (initdb): slow on a busy machine.
  }, 240_000);

  it('grants the role to an existing user and refuses a short password or a bad e-mail', async () => {
    const again = await run(['--email', 'ops@example.com'], { ADMIN_PASSWORD: PASSWORD });
    expect(again.stdout).toContain('Granted the admin role to ops@example.com');
    const short = await run(['--email', 'x@example.com'], { ADMIN_PASSWORD: 'short' });
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const bad = await run(['--email', 'not-an-email'], { ADMIN_PASSWORD: PASSWORD });
    expect(bad.status).toBe(1);
  });
});
