/**
 * The holes found when the server was attacked as an outsider would (and run by a careless
 * operator), each as a test that failed before its fix. Real HTTP against the real server;
 * the concurrency cases also against PostgreSQL when TEST_DATABASE_URL is set. The data-directory
 * lock, which needs separate processes, is in data-dir-lock.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import { ConfigError, loadConfig } from '../../server/config.server.ts';
import { clientIp } from '../../server/http/node-adapter.server.ts';
import { redactEmails } from '../../server/log.server.ts';
import { EMAIL_PATTERN } from '../../widget/core/lead.ts';
import { LeadSchema } from '../../widget/core/lead-schema.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const ADMIN = { email: 'outsider-admin@example.com', password: 'an-admin-password-long-enough' };

/** The e-mail pattern as it was: the same language, but quadratic on a failing match. */
const QUADRATIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Runs `work` under a watchdog that stops it after `ms` (a hang, not a timing figure). */
function finishesWithin(ms: number, work: () => unknown): boolean {
  try {
    runInNewContext('work()', { work }, { timeout: ms });
    return true;
  } catch (error) {
    // The watchdog's error comes from another realm: not `instanceof Error` here.
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return false;
    throw error;
  }
}

describe('e-mail pattern and form body limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent' },
      { transport: memoryTransport() },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a 16 KB address body as too large for a form, before reading it as JSON', async () => {
    const body = JSON.stringify({ name: 'A', email: `a@${'.'.repeat(16_000)}@`, consent: true });
    const res = await postJson(`${server.url}/api/leads`, body);
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
    // A partner page can read the answer.
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const consultation = await postJson(
      `${server.url}/api/consultations`,
      `{"message":"${'x'.repeat(20_000)}"}`,
    );
    expect(consultation.status).toBe(413);
    const signIn = await postJson(`${server.url}/api/auth/sign-in`, `{"email":"${'a'.repeat(8000)}"}`, {
      origin: server.url,
    });
    expect(signIn.status).toBe(413);
  });

  it('still takes a consultation with the longest message in any script', async () => {
    const res = await postJson(`${server.url}/api/consultations`, {
      name: 'Ånne Ó’Brien',
      email: 'anne@example.com',
      phone: '020 7946 0123',
      preferredTime: 'morning',
      topic: 'fees',
      message: '€'.repeat(2000),
      consent: true,
    });
    expect(res.status).toBe(201);
  });

  it('checks the length of an address first and stops there', async () => {
    const long = `a@${'.'.repeat(3000)}@`;
    const parsed = LeadSchema.safeParse({ name: 'A', email: long, consent: true });
    expect(parsed.success).toBe(false);
    const emailIssues = parsed.error?.issues.filter((issue) => issue.path[0] === 'email') ?? [];
    expect(emailIssues.map((issue) => issue.message)).toEqual(['Use a shorter e-mail address.']);
    const res = await postJson(`${server.url}/api/leads`, { name: 'A', email: long, consent: true });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.email).toBe('Use a shorter e-mail address.');
  });

  it('matches the e-mail pattern in linear time, and accepts exactly what it accepted before', () => {
    for (const input of [
      `a@${'.'.repeat(200_000)}@`,
      `a@b${'.'.repeat(200_000)}@`,
      `${'a'.repeat(200_000)}@`,
    ]) {
      expect(
        finishesWithin(2000, () => EMAIL_PATTERN.test(input)),
        `${input.slice(0, 12)}… (${input.length} characters)`,
      ).toBe(true);
    }
    // The old pattern on the first input: about 2 * 10^10 steps, which the watchdog stops.
    expect(finishesWithin(300, () => QUADRATIC_EMAIL_PATTERN.test(`a@${'.'.repeat(200_000)}@`))).toBe(false);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '.', '@', ' ', '\t', 'é'), maxLength: 12 }),
        (s) => {
          expect(EMAIL_PATTERN.test(s), JSON.stringify(s)).toBe(QUADRATIC_EMAIL_PATTERN.test(s));
        },
      ),
      { numRuns: 5000, seed: 14 },
    );
  });

  it('redacts addresses from logged error text in linear time', () => {
    const long = `${'a'.repeat(100_000)}@b`;
    expect(finishesWithin(2000, () => redactEmails(long))).toBe(true);
    expect(redactEmails('Brevo said: bad contact ann.o@example.co.uk, "x@y.z" <a@b> end.')).toBe(
      'Brevo said: bad contact [email] "[email]" <a@b> end.',
    );
  });
});

describe.each(backends())('sign-in limits ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      backend,
      { LOG_LEVEL: 'silent', TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_FAILURES: '5' },
      { transport: memoryTransport() },
    );
    await createOrPromoteAdmin(server.running.ctx.db, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
  });
  const signIn = (body: { email: string; password: string }, address: string) =>
    postJson(`${server.url}/api/auth/sign-in`, body, { origin: server.url, 'x-forwarded-for': address });

  it('checks no more than 5 of 300 concurrent wrong passwords, and refuses the right one among them', async () => {
    const user = { email: 'concurrent@example.com', password: 'the-concurrent-password-1' };
    await createOrPromoteAdmin(server.running.ctx.db, user.email, user.password);
    const bodies = Array.from({ length: 300 }, (_, i) =>
      i === 150 ? user : { email: user.email, password: `wrong-guess-${i}` },
    );
    const results = await Promise.all(bodies.map((body) => signIn(body, '198.51.100.7')));
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checked, JSON.stringify(statuses)).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 429 && status !== 401)).toEqual([]);
    expect(statuses[150]).toBe(429);
    // The owner, elsewhere, still signs in.
    expect((await signIn(user, '198.51.100.8')).status).toBe(200);
  });

  it('never locks the owner out at a fresh address, however often one address guesses', async () => {
    const user = { email: 'owner@example.com', password: 'the-owners-password-123' };
    await createOrPromoteAdmin(server.running.ctx.db, user.email, user.password);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 8; i++)
        await signIn({ email: user.email, password: `guess-${round}-${i}` }, '203.0.113.66');
      expect((await signIn(user, '203.0.113.66')).status).toBe(429);
      const owner = await signIn(user, `192.0.2.${10 + round}`);
      expect(owner.status).toBe(200);
    }
  });

  it('makes each address wait longer after every further wrong password', async () => {
    const user = { email: 'delays@example.com', password: 'the-delays-password-123' };
    await createOrPromoteAdmin(server.running.ctx.db, user.email, user.password);
    const address = '203.0.113.77';
    for (let i = 0; i < 5; i++)
      expect((await signIn({ email: user.email, password: `guess-${i}` }, address)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await signIn({ email: user.email, password: 'another-guess' }, address);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get('retry-after')));
      // As if the wait had passed.
      await server.running.ctx.db.query('UPDATE sign_in_throttle SET next_at = now() WHERE next_at > now()');
      expect((await signIn({ email: user.email, password: `late-guess-${i}` }, address)).status).toBe(401);
    }
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([30, 60, 120]);
  });

  it('slows an attack from many addresses to one guess each, and still lets the owner in from a fresh one', async () => {
    const user = { email: 'many@example.com', password: 'the-many-password-1234' };
    await createOrPromoteAdmin(server.running.ctx.db, user.email, user.password);
    // 10 addresses, 5 guesses each: the account's ceiling (50) is reached.
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++)
        expect((await signIn({ email: user.email, password: `g-${a}-${i}` }, `100.64.1.${a}`)).status).toBe(
          401,
        );
    // A new address now gets one guess, then waits.
    expect((await signIn({ email: user.email, password: 'g-new' }, '100.64.2.1')).status).toBe(401);
    expect((await signIn({ email: user.email, password: 'g-new-2' }, '100.64.2.1')).status).toBe(429);
    // The owner, at an address of their own, is let in.
    expect((await signIn(user, '100.64.3.1')).status).toBe(200);
  });
});

describe('client address behind proxies (TRUST_PROXY=N)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent', TRUST_PROXY: '1', RATE_LIMIT_LEADS_PER_IP: '30' },
      { transport: memoryTransport() },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts leads per real client address whatever the client writes into X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // The client forges a different first entry each time; the proxy appends the address it saw.
      const res = await postJson(
        `${server.url}/api/leads`,
        { name: 'Forger', email: `forger-${i}@example.com`, consent: true },
        { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.50` },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('takes the Nth entry from the right, and never one the client wrote', () => {
    const xff = '6.6.6.6, 198.51.100.1, 10.0.0.2';
    expect(clientIp('10.0.0.3', xff, 0)).toBe('10.0.0.3');
    expect(clientIp('10.0.0.3', xff, 1)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.3', xff, 2)).toBe('198.51.100.1');
    // Fewer entries than proxies: the leftmost one there is.
    expect(clientIp('10.0.0.3', '198.51.100.1', 2)).toBe('198.51.100.1');
    expect(clientIp('10.0.0.3', ['6.6.6.6', '198.51.100.1'], 1)).toBe('198.51.100.1');
    expect(clientIp('10.0.0.3', '6.6.6.6, [2001:db8::1]:443', 1)).toBe('2001:db8::1');
    expect(clientIp('10.0.0.3', '6.6.6.6, 198.51.100.1:5000', 1)).toBe('198.51.100.1');
    expect(clientIp('10.0.0.3', '6.6.6.6, not-an-address', 1)).toBe('10.0.0.3');
    expect(clientIp('10.0.0.3', undefined, 1)).toBe('10.0.0.3');
  });

  it('is checked at start: a number of proxies, with the old true and false still understood', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be the number of proxies/);
  });
});

describe('the lead endpoint does not reveal who is on the list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent' },
      { transport: memoryTransport() },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a known, an unsubscribed and a new address with the same status and body', async () => {
    const post = (email: string) =>
      postJson(`${server.url}/api/leads`, { name: 'Prober', email, consent: true, potSize: 100000 });
    const first = await post('listed@example.com');
    await post('gone@example.com');
    await server.running.ctx.db.query(
      `UPDATE leads SET unsubscribed_at = now() WHERE email = 'gone@example.com'`,
    );
    const answers = await Promise.all([
      post('listed@example.com'),
      post('gone@example.com'),
      post('new@example.com'),
    ]);
    for (const answer of [first, ...answers]) {
      expect(answer.status).toBe(201);
      expect(answer.text).toBe('{"ok":true}');
    }
    // The difference shows only in the inbox: the known addresses get no second series.
    const rows = await server.running.ctx.db.query<{ email: string; n: number }>(
      `SELECT l.email, count(o.id)::int AS n FROM leads l JOIN outbox o ON o.lead_id = l.id AND o.kind = 'series' GROUP BY l.email ORDER BY l.email`,
    );
    expect(rows).toEqual([
      { email: 'gone@example.com', n: 5 },
      { email: 'listed@example.com', n: 5 },
      { email: 'new@example.com', n: 5 },
    ]);
  });
});

describe('a password change', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent' },
      { transport: memoryTransport() },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ends every session of that user, and only that user', async () => {
    const user = { email: 'changer@example.com', password: 'the-old-password-1234' };
    const other = { email: 'bystander@example.com', password: 'bystanders-password-1' };
    await createOrPromoteAdmin(server.running.ctx.db, user.email, user.password);
    await createOrPromoteAdmin(server.running.ctx.db, other.email, other.password);
    const cookie = async (creds: typeof user) => {
      const res = await postJson(`${server.url}/api/auth/sign-in`, creds, { origin: server.url });
      expect(res.status).toBe(200);
      return String(res.headers.get('set-cookie')).split(';')[0] as string;
    };
    const [laptop, phone, bystander] = [await cookie(user), await cookie(user), await cookie(other)];
    const leads = (c: string) => fetch(`${server.url}/api/admin/leads`, { headers: { cookie: c } });
    expect((await leads(laptop)).status).toBe(200);
    // The password changes (npm run admin:create for an existing user).
    await createOrPromoteAdmin(server.running.ctx.db, user.email, 'the-new-password-5678');
    expect((await leads(laptop)).status).toBe(401);
    expect((await leads(phone)).status).toBe(401);
    expect((await leads(bystander)).status).toBe(200);
    expect((await postJson(`${server.url}/api/auth/sign-in`, user, { origin: server.url })).status).toBe(401);
    await cookie({ email: user.email, password: 'the-new-password-5678' });
  });
});

describe('the forms cannot be used to mail anyone', () => {
  let server: TestServer;
  const transport = memoryTransport();
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent', TRUST_PROXY: '1', RATE_LIMIT_CONSULTATIONS_PER_IP: '10' },
      { transport },
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  const consultation = (name: string, email: string) => ({
    name,
    email,
    phone: '020 7946 0123',
    preferredTime: 'morning',
    topic: 'fees',
    message: 'Please call.',
    consent: true,
  });

  it('sends one acknowledgement per recipient address per hour, and keeps every request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 33; i++) {
      const res = await postJson(
        `${server.url}/api/consultations`,
        consultation('Pat Smith', 'target@example.com'),
        {
          'x-forwarded-for': `198.51.100.${i % 3}`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    const counts = await server.running.ctx.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM outbox WHERE kind LIKE 'consultation%' GROUP BY kind ORDER BY kind`,
    );
    expect(counts).toEqual([
      { kind: 'consultation-ack', n: 1 },
      { kind: 'consultation-notice', n: 30 },
    ]);
    await eventually(
      () => transport.sent.filter((m) => m.to.email === 'target@example.com').length === 1,
      'the one acknowledgement',
    );
  });

  it('greets neutrally when the name holds a link or markup, in the acknowledgement and the series', async () => {
    const evil = 'https://evil.test/claim-your-refund Smith';
    expect(
      (await postJson(`${server.url}/api/consultations`, consultation(evil, 'link@example.com'))).status,
    ).toBe(201);
    expect(
      (
        await postJson(`${server.url}/api/leads`, {
          name: 'Visit evil.test now',
          email: 'series@example.com',
          consent: true,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await postJson(`${server.url}/api/leads`, {
          name: '<b>Prize</b> winner',
          email: 'markup@example.com',
          consent: true,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await postJson(`${server.url}/api/leads`, {
          name: 'Ann Smith',
          email: 'ann@example.com',
          consent: true,
        })
      ).status,
    ).toBe(201);
    const mailTo = (email: string) => transport.sent.find((m) => m.to.email === email);
    await eventually(
      () =>
        ['link@example.com', 'series@example.com', 'markup@example.com', 'ann@example.com'].every((e) =>
          mailTo(e),
        ),
      'the four e-mails',
    );
    for (const email of ['link@example.com', 'series@example.com', 'markup@example.com']) {
      const mail = mailTo(email);
      expect(mail?.text.startsWith('Hello there,'), email).toBe(true);
      expect(`${mail?.text}${mail?.html}${mail?.to.name}`).not.toMatch(/evil\.test|Prize|&lt;b/);
      expect(mail?.to.name).toBe('');
    }
    expect(mailTo('ann@example.com')?.text.startsWith('Hello Ann,')).toBe(true);
    expect(mailTo('ann@example.com')?.to.name).toBe('Ann Smith');
  });
});

describe('CSV exports', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent' },
      { transport: memoryTransport() },
    );
    await createOrPromoteAdmin(server.running.ctx.db, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('quotes every cell, so a ; inside a name never starts a new cell in a ;-separated spreadsheet', async () => {
    for (const [name, email] of [
      ['Bob;=1+1', 'semicolon@example.com'],
      ['Ann;@SUM(A1)', 'semicolon2@example.com'],
      ['Plain Name', 'semicolon3@example.com'],
    ])
      expect(
        (await postJson(`${server.url}/api/leads`, { name, email, consent: true, source: '/a;b' })).status,
      ).toBe(201);
    const signIn = await postJson(`${server.url}/api/auth/sign-in`, ADMIN, { origin: server.url });
    const cookie = String(signIn.headers.get('set-cookie')).split(';')[0] as string;
    const res = await fetch(`${server.url}/api/admin/leads.csv?q=semicolon`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const quotedCells = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;
    for (const line of lines) expect(line, line).toMatch(quotedCells);
    // Each piece after a ; is marked as text too.
    expect(lines.some((line) => line.includes(`"Bob;'=1+1"`))).toBe(true);
    expect(lines.some((line) => line.includes(`"Ann;'@SUM(A1)"`))).toBe(true);
  });
});

describe('a byte-order mark before JSON', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent' },
      { transport: memoryTransport() },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is accepted and dropped; a partner id claimed from no registered origin is not attributed', async () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        JSON.stringify({ name: 'Bom User', email: 'bom@example.com', consent: true, partner: 'any-partner' }),
      ),
    ]);
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(201);
    const rows = await server.running.ctx.db.query<{ name: string; partner: string | null }>(
      `SELECT name, partner FROM leads WHERE email = 'bom@example.com'`,
    );
    expect(rows).toEqual([{ name: 'Bom User', partner: null }]);
    // Anywhere but the start it is still text, and the rest must be JSON.
    const inside = await postJson(`${server.url}/api/leads`, ' \uFEFF{"name":"x"}');
    expect(inside.status).toBe(400);
    expect(inside.json.error.code).toBe('invalid_json');
  });
});

describe('erasure', () => {
  let server: TestServer;
  let brevo: Server;
  const calls: { method: string; path: string }[] = [];
  let failDeletes = 1;
  beforeAll(async () => {
    brevo = createServer((req, res) => {
      calls.push({ method: req.method ?? '', path: req.url ?? '' });
      req.resume();
      if (req.method === 'DELETE' && failDeletes-- > 0) res.writeHead(502).end('{"message":"down"}');
      else
        res.writeHead(req.method === 'DELETE' ? 204 : 201, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((r) => brevo.listen(0, '127.0.0.1', () => r()));
    const port = (brevo.address() as AddressInfo).port;
    // The file transport writes the e-mails; Brevo holds the contacts.
    server = await startTestServer(
      { name: 'pglite' },
      {
        LOG_LEVEL: 'silent',
        MAIL_TRANSPORT: 'file',
        BREVO_API_KEY: 'test-key',
        BREVO_API_URL: `http://127.0.0.1:${port}/v3`,
        OUTBOX_RETRY_BASE_MS: '50',
      },
    );
    await createOrPromoteAdmin(server.running.ctx.db, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((r) => brevo.close(r));
  });

  const mailFiles = () => {
    const dir = join(server.dataDir, 'mail');
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(dir, name), 'utf8').toLowerCase());
  };

  it('deletes the e-mail files naming the person and the Brevo contact (retried), and the admin sees it done', async () => {
    const person = 'erase-me@example.com';
    const other = 'keep-me@example.com';
    for (const email of [person, other])
      expect(
        (await postJson(`${server.url}/api/leads`, { name: 'Erin Erase', email, consent: true })).status,
      ).toBe(201);
    expect(
      (
        await postJson(`${server.url}/api/consultations`, {
          name: 'Erin Erase',
          email: person,
          phone: '020 7946 0123',
          preferredTime: 'morning',
          topic: 'fees',
          consent: true,
        })
      ).status,
    ).toBe(201);
    // The first series e-mail to each, and the acknowledgement and the firm's notice.
    await eventually(
      () =>
        mailFiles().filter((text) => text.includes(person)).length >= 3 &&
        mailFiles().some((t) => t.includes(other)),
      'the e-mail files',
    );
    const signIn = await postJson(`${server.url}/api/auth/sign-in`, ADMIN, { origin: server.url });
    const cookie = String(signIn.headers.get('set-cookie')).split(';')[0] as string;
    const res = await postJson(
      `${server.url}/api/admin/erase`,
      { email: person },
      { cookie, origin: server.url },
    );
    expect(res.status).toBe(200);
    expect(res.json.erased).toMatchObject({ leads: 1, consultations: 1, brevo: { status: 'queued' } });
    expect(res.json.erased.files).toBeGreaterThanOrEqual(3);
    expect(mailFiles().filter((text) => text.includes(person))).toEqual([]);
    expect(mailFiles().some((text) => text.includes(other))).toBe(true);

    const deletePath = `/v3/contacts/${encodeURIComponent(person)}?identifierType=email_id`;
    await eventually(
      () => calls.filter((c) => c.method === 'DELETE' && c.path === deletePath).length === 2,
      'the Brevo deletion, once failed and retried',
    );
    const outbox = async () =>
      (
        await fetch(`${server.url}/api/admin/outbox`, { headers: { cookie } }).then((r) => r.json())
      ).recent.find((row: { id: number }) => row.id === res.json.erased.brevo.outboxId);
    await eventually(async () => (await outbox())?.status === 'sent', 'the deletion shown as done');
    const done = await outbox();
    expect(done).toMatchObject({ kind: 'brevo-delete', status: 'sent', attempts: 2 });
    // Once Brevo has it, the address is gone from the outbox too.
    expect(done.to).toBe('(erased)');
  });
});
