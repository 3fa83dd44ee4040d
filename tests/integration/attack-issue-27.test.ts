/**
 * What did not hold when the server was attacked from outside again, each
 * as a test that failed before its fix. Real HTTP against the real server; the concurrency cases
 * also against PostgreSQL when TEST_DATABASE_URL is set.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_EXPORT } from '../../server/api/subject.server.ts';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import {
  backends,
  eventually,
  fakePublicDir,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

/** The built site: the report page is rendered by the server from the built pages and SSR bundle. */
const BUILT = join(import.meta.dirname, '..', '..', 'dist', 'public');
const ADMIN = { email: 'issue27-admin@example.com', password: 'an-admin-password-long-enough' };

/** A JSON request with any method, read as postJson reads its answer. */
async function postJsonAs(method: string, url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function signIn(server: TestServer): Promise<string> {
  await createOrPromoteAdmin(server.running.ctx.db, ADMIN.email, ADMIN.password);
  const res = await postJson(`${server.url}/api/auth/sign-in`, ADMIN, { origin: server.url });
  return String(res.headers.get('set-cookie')).split(';')[0] as string;
}

describe('CORS on errors (item 10)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' }, { LOG_LEVEL: 'silent', BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(async () => {
    await server?.close();
  });
  const beacon = (body: string) =>
    fetch(`${server.url}/api/widget-events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://partner.example' },
      body,
    });

  it("answers the beacon's 400, 413 and 429 with CORS, as its 204", async () => {
    const ok = await beacon(JSON.stringify({ event: 'pot', partner: 'nobody' }));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const bad = await beacon('not json');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    const big = await beacon('x'.repeat(4096));
    expect(big.status).toBe(413);
    expect(big.headers.get('access-control-allow-origin')).toBe('*');
    // More than the 300 beacons an address may send in an hour, 40 at a time.
    const burst: Response[] = [];
    for (let round = 0; round < 8; round++)
      burst.push(
        ...(await Promise.all(
          Array.from({ length: 40 }, () => beacon(JSON.stringify({ event: 'pot', partner: 'nobody' }))),
        )),
      );
    const limited = burst.find((res) => res.status === 429);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('access-control-allow-origin')).toBe('*');
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('gives the public read APIs CORS on their errors, and no CORS to routes without it', async () => {
    const quotes = await fetch(`${server.url}/api/v1/quotes?pot=-1`, {
      headers: { origin: 'https://p.example' },
    });
    expect(quotes.status).toBe(400);
    expect(quotes.headers.get('access-control-allow-origin')).toBe('*');
    const signIn = await postJson(`${server.url}/api/auth/sign-in`, '{', { origin: 'https://p.example' });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('cache lifetimes of the widget files (item 9)', () => {
  let server: TestServer;
  beforeAll(async () => {
    const publicDir = fakePublicDir();
    mkdirSync(join(publicDir, 'widget'), { recursive: true });
    writeFileSync(join(publicDir, 'widget', 'releases.json'), '[]\n');
    writeFileSync(join(publicDir, 'widget', 'manifest.json'), '{}\n');
    writeFileSync(join(publicDir, 'widget', '1.3.0.js'), '/* 1.3.0 */');
    writeFileSync(join(publicDir, 'widget', 'drawdown-compare-5Ttem2xT.css'), ':host{}');
    server = await startTestServer({ name: 'pglite' }, { LOG_LEVEL: 'silent' }, { publicDir });
  });
  afterAll(async () => {
    await server?.close();
  });
  const cache = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    return res.headers.get('cache-control');
  };

  it('never caches the release index or the build manifest as immutable', async () => {
    for (const path of ['/widget/releases.json', '/widget/manifest.json']) {
      const value = await cache(path);
      expect(value, path).not.toContain('immutable');
      expect(value, path).toBe('public, max-age=300');
    }
  });

  it('keeps content-hashed and version-named files immutable for a year', async () => {
    for (const path of [
      '/widget/1.3.0.js',
      '/widget/drawdown-compare-abc123.js',
      '/widget/drawdown-compare-5Ttem2xT.css',
      '/assets/index-Hash1234.css',
    ])
      expect(await cache(path), path).toBe('public, max-age=31536000, immutable');
  });
});

describe('CSV formula injection through either separator (item 7)', () => {
  let server: TestServer;
  let cookie = '';
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent' },
      { transport: memoryTransport() },
    );
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    [';', 'Bob;=1+1'],
    [';', 'Ann; @SUM(A1)'],
    [';', 'Cy;-2+3'],
    [';', 'Di;+cmd'],
    [',', 'Ed,=HYPERLINK("https://evil.test")'],
    [',', 'Flo,\t=1'],
  ])(
    'leaves no piece that starts a formula when a spreadsheet splits on "%s" (%s)',
    async (separator, name) => {
      const email = `csv-${Buffer.from(name).toString('hex').slice(0, 16)}@example.com`;
      const created = await postJson(`${server.url}/api/leads`, {
        name,
        email,
        consent: true,
        source: `/a${separator}=b`,
      });
      expect(created.status).toBe(201);
      const res = await fetch(`${server.url}/api/admin/leads.csv?q=${encodeURIComponent(email)}`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      const lines = (await res.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(lines.length).toBe(2);
      for (const split of [',', ';']) {
        for (const line of lines) {
          for (const piece of line.split(split)) {
            // A spreadsheet that honours the quotes drops the opening one; one that splits inside
            // them keeps it on the first piece and not on the others.
            expect(piece.replace(/^"/, ''), `${line} split on ${split}`).not.toMatch(/^ *[=+\-@\t\r]/);
          }
        }
      }
      // The text is all still there, marked as text where it could have run.
      expect(lines[1]).toContain(`'`);
    },
  );
});

describe('local redirects (item 6)', () => {
  let server: TestServer;
  beforeAll(async () => {
    expect(existsSync(join(BUILT, 'widget', 'manifest.json')), 'run npm run build first').toBe(true);
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent' },
      { transport: memoryTransport(), publicDir: BUILT },
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  const BAD = [
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r/evil.test',
    '/ /evil.test',
    '/\u00a0/evil.test',
    '/\u0000/evil.test',
    '//evil.test',
    '/\\evil.test',
    'https://evil.test/',
    '\t//evil.test',
  ];

  it.each(BAD)('sends the cookie notice back home, not to %j', async (back) => {
    const res = await fetch(`${server.url}/cookie-consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'accepted', back }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('still goes back to a page of this site with its query', async () => {
    const res = await fetch(`${server.url}/cookie-consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'rejected', back: '/fees-and-charges?pot=250000' }).toString(),
    });
    expect(res.headers.get('location')).toBe('/fees-and-charges?pot=250000');
  });

  it.each(BAD)('keeps no report page %j to link back to', async (page) => {
    const res = await postJson(
      `${server.url}/api/figure-reports`,
      { provider: 'aj-bell', figure: 'Fee', correction: 'Lower', page },
      { 'x-forwarded-for': '192.0.2.1' },
    );
    // A NUL is refused with the whole body; anything else is stored without the page.
    expect([201, 400]).toContain(res.status);
    const rows = await server.running.ctx.db.query<{ page: string | null }>(
      'SELECT page FROM figure_reports WHERE id = $1',
      [res.json?.id ?? 0],
    );
    expect(rows[0]?.page ?? null).toBeNull();
  });

  it.each(BAD)('offers no way back to %j on the report page', async (page) => {
    const res = await fetch(
      `${server.url}/report-a-wrong-figure?${new URLSearchParams({ page, provider: 'aj-bell' })}`,
    );
    // A NUL in the address is refused as it stands; anything else renders the page.
    expect([200, 400]).toContain(res.status);
    expect(await res.text()).not.toContain('evil.test');
  });
});

describe.each(backends())('the guide by e-mail on $name (item 3)', (backend) => {
  let server: TestServer;
  const transport = memoryTransport();
  beforeAll(async () => {
    server = await startTestServer(
      backend,
      { LOG_LEVEL: 'silent', TRUST_PROXY: '1', RATE_LIMIT_FIGURE_REPORTS_PER_IP: '100' },
      { transport },
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  const sentTo = (email: string) => transport.sent.filter((m) => m.to.email === email);

  it('mails the guide at most once an hour to one address, whoever asks, with the same answer', async () => {
    // 40 at once from 40 addresses, as the attack sent them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await postJson(
          `${server.url}/api/ebook-requests`,
          { name: 'Pat Smith', email: i % 2 ? 'Victim@Example.com' : 'victim@example.com' },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
        return { status: res.status, body: res.text };
      }),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`))).toEqual(
      new Set([`201 ${JSON.stringify({ ok: true, series: false })}`]),
    );
    const queued = await server.running.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = 'ebook-delivery' AND to_email = 'victim@example.com'`,
    );
    expect(queued[0]?.n).toBe(1);
    await eventually(() => sentTo('victim@example.com').length === 1, 'the one guide');
    // Another address is not held up by the first.
    expect(
      (await postJson(`${server.url}/api/ebook-requests`, { name: 'Al', email: 'other@example.com' })).status,
    ).toBe(201);
    await eventually(() => sentTo('other@example.com').length === 1, 'the other guide');
  });

  it('puts no link into the guide’s To: name or greeting', async () => {
    const res = await postJson(`${server.url}/api/ebook-requests`, {
      name: 'https://evil.test/claim Smith',
      email: 'named@example.com',
    });
    expect(res.status).toBe(201);
    await eventually(() => sentTo('named@example.com').length === 1, 'the guide');
    const mail = sentTo('named@example.com')[0];
    expect(mail?.to.name).toBe('');
    expect(mail?.text.startsWith('Hello there,')).toBe(true);
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.test');
  });
});

describe('the wrong-figure acknowledgement (item 4)', () => {
  let server: TestServer;
  const transport = memoryTransport();
  beforeAll(async () => {
    server = await startTestServer(
      { name: 'pglite' },
      { LOG_LEVEL: 'silent', TRUST_PROXY: '1', RATE_LIMIT_FIGURE_REPORTS_PER_IP: '100' },
      { transport },
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  const sentTo = (email: string) => transport.sent.filter((m) => m.to.email === email);

  it('acknowledges a wrong-figure report with the provider’s name only, never the reporter’s text', async () => {
    const figure = 'Ring 0161 496 0999 now';
    const correction = 'Your account is frozen: visit https://evil.test/unlock or call +44 161 496 0000';
    const res = await postJson(`${server.url}/api/figure-reports`, {
      provider: 'aj-bell',
      figure,
      correction,
      sourceUrl: 'https://evil.test/source',
      email: 'ack-target@example.com',
    });
    expect(res.status).toBe(201);
    await eventually(() => sentTo('ack-target@example.com').length === 1, 'the acknowledgement');
    const mail = sentTo('ack-target@example.com')[0];
    const all = `${mail?.subject}${mail?.text}${mail?.html}${mail?.to.name}`;
    expect(all).toContain('AJ Bell');
    expect(mail?.text).toContain('we have your report');
    for (const echoed of ['evil.test', '496 0', 'frozen', 'Ring']) expect(all).not.toContain(echoed);
    // Nothing of the free text waits in the outbox either.
    const payloads = await server.running.ctx.db.query<{ payload: unknown }>(
      `SELECT payload FROM outbox WHERE kind = 'figure-report-ack' AND to_email = 'ack-target@example.com'`,
    );
    expect(JSON.stringify(payloads)).not.toMatch(/frozen|496 0|Ring/);
  });
});

describe.each(backends())('one owner per origin on $name (item 5)', (backend) => {
  let server: TestServer;
  let cookie = '';
  beforeAll(async () => {
    server = await startTestServer(backend, { LOG_LEVEL: 'silent' });
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  const admin = (method: string, path: string, body: unknown) =>
    postJsonAs(method, `${server.url}${path}`, body, { origin: server.url, cookie });

  it('gives an origin to one of several partners created with it at once, and a clear 409 to the others', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin('POST', '/api/admin/partners', {
          id: `race-${i}`,
          name: `Race ${i}`,
          origins: [`https://own-${i}.example`, i % 2 ? 'https://shared.example/' : 'https://shared.example'],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe('origin_taken');
      expect(refused.json.error.message).toContain('https://shared.example');
      expect(refused.json.error.fields.origins).toContain('https://shared.example');
    }
    const owners = await server.running.ctx.db.query<{ id: string }>(
      `SELECT id FROM partners WHERE 'https://shared.example' = ANY (origins)`,
    );
    expect(owners).toHaveLength(1);
    // A refused partner was not created at all.
    const all = await server.running.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM partners WHERE id LIKE 'race-%'`,
    );
    expect(all[0]?.n).toBe(1);
  });

  it('gives an origin to one of several partners updated to it at once', async () => {
    for (const id of ['upd-a', 'upd-b', 'upd-c'])
      expect(
        (await admin('POST', '/api/admin/partners', { id, name: id, origins: [`https://${id}.example`] }))
          .status,
      ).toBe(201);
    const answers = await Promise.all(
      ['upd-a', 'upd-b', 'upd-c'].map((id) =>
        admin('PUT', `/api/admin/partners/${id}`, {
          name: id,
          origins: [`https://${id}.example`, 'https://contested.example'],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.json.error.code).toBe('origin_taken');
    const owners = await server.running.ctx.db.query<{ id: string }>(
      `SELECT id FROM partners WHERE 'https://contested.example' = ANY (origins)`,
    );
    expect(owners).toHaveLength(1);
    // The owner may keep it on a later update; another still may not take it.
    const owner = owners[0]?.id as string;
    expect(
      (
        await admin('PUT', `/api/admin/partners/${owner}`, {
          name: 'Renamed',
          origins: ['https://contested.example'],
        })
      ).status,
    ).toBe(200);
    const other = ['upd-a', 'upd-b', 'upd-c'].find((id) => id !== owner) as string;
    const taken = await admin('PUT', `/api/admin/partners/${other}`, {
      name: other,
      origins: ['https://contested.example'],
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('origin_taken');
  });
});

describe.each(backends())('partner counts on $name (item 2)', (backend) => {
  const SITE = 'https://counted.example';
  let server: TestServer;
  let cookie = '';
  let reportUrl = '';
  let bundle = '';
  beforeAll(async () => {
    expect(existsSync(join(BUILT, 'widget', 'manifest.json')), 'run npm run build first').toBe(true);
    server = await startTestServer(
      backend,
      { LOG_LEVEL: 'silent', TRUST_PROXY: '1', RATE_LIMIT_LEADS_PER_IP: '1000' },
      { transport: memoryTransport(), publicDir: BUILT },
    );
    cookie = await signIn(server);
    const created = await postJsonAs(
      'POST',
      `${server.url}/api/admin/partners`,
      { id: 'counted', name: 'Counted', origins: [SITE] },
      { origin: server.url, cookie },
    );
    expect(created.status).toBe(201);
    reportUrl = created.json.item.reportUrl.replace(/^https?:\/\/[^/]+/, server.url);
    const manifest = JSON.parse(readFileSync(join(BUILT, 'widget', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    bundle = Object.values(manifest)
      .find((chunk) => chunk.isEntry)
      ?.file.split('/')
      .pop() as string;
  });
  afterAll(async () => {
    await server?.close();
  });
  const view = (address: string) =>
    fetch(`${server.url}/api/widget/first-view?pot=250000&partner=counted&bundle=${bundle}`, {
      headers: { origin: SITE, 'x-forwarded-for': address },
    });
  const today = async () =>
    (
      await server.running.ctx.db.query<{ loads: number; unlocks: number }>(
        `SELECT loads, unlocks FROM partner_daily WHERE partner_id = 'counted'`,
      )
    )[0] ?? { loads: 0, unlocks: 0 };
  /** The loads are counted after the answer: wait until no counting statement is still running. */
  const settled = async () => {
    if (backend.name === 'pglite') {
      // One connection: this query runs after every statement the requests issued before it.
      await server.running.ctx.db.query('SELECT 1');
      return;
    }
    await eventually(async () => {
      const rows = await server.running.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
            AND query LIKE '%partner_daily%'`,
      );
      return rows[0]?.n === 0;
    }, 'the counting statements to finish');
  };

  it('counts one load per client address per partner per day, however often it loads', async () => {
    // The first view renders once (the render budget charges misses), then the flood is served
    // from the cache: every request is still a page load to count.
    expect((await view('203.0.113.7')).status).toBe(200);
    const flood = await Promise.all(Array.from({ length: 59 }, () => view('203.0.113.7')));
    expect(flood.every((res) => res.status === 200)).toBe(true);
    await eventually(async () => (await today()).loads >= 1, 'the first load counted');
    await settled();
    expect((await today()).loads).toBe(1);
    for (const address of ['203.0.113.8', '203.0.113.9', '203.0.113.8'])
      expect((await view(address)).status).toBe(200);
    await eventually(async () => (await today()).loads >= 3, 'two more clients counted');
    await settled();
    expect((await today()).loads).toBe(3);
  });

  it('counts an unlock once per address and partner', async () => {
    const lead = (n: number, address: string) =>
      postJson(
        `${server.url}/api/leads`,
        { name: `Reader ${n}`, email: `unlock-${n}@example.com`, partner: 'counted', consent: true },
        { origin: SITE, 'x-forwarded-for': address },
      );
    for (let n = 0; n < 12; n++) expect((await lead(n, '198.51.100.20')).status).toBe(201);
    expect((await today()).unlocks).toBe(1);
    expect((await lead(99, '198.51.100.21')).status).toBe(201);
    expect((await today()).unlocks).toBe(2);
  });

  it('says on the report that the counts are not verified, and how they are counted', async () => {
    const res = await fetch(reportUrl);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('not verified');
    expect(page).toContain('at most one widget load per visitor’s address a day');
  });
});

describe.each(backends())(
  'subject access exports every stored column about the person on $name (item 8)',
  (backend) => {
    const EMAIL = 'subject-27@example.com';
    const AGENT = 'Mozilla/5.0 (Issue 27 test browser)';
    let server: TestServer;
    let cookie = '';
    beforeAll(async () => {
      server = await startTestServer(backend, { LOG_LEVEL: 'silent' }, { transport: memoryTransport() });
      cookie = await signIn(server);
    });
    afterAll(async () => {
      await server?.close();
    });

    /** Every table of the schema and its columns, from the database itself. */
    async function columnsByTable(): Promise<Map<string, string[]>> {
      const rows = await server.running.ctx.db.query<{ table_name: string; column_name: string }>(
        `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
      );
      const tables = new Map<string, string[]>();
      for (const row of rows)
        tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
      return tables;
    }

    it('classifies every table: about the person (exported), or not, with a reason', async () => {
      const tables = [...(await columnsByTable()).keys()].sort();
      const classified = [
        ...Object.keys(SUBJECT_EXPORT.columns),
        ...Object.keys(SUBJECT_EXPORT.otherTables),
      ].sort();
      expect(tables).toEqual(classified);
      for (const reason of Object.values(SUBJECT_EXPORT.otherTables))
        expect(reason.length).toBeGreaterThan(20);
    });

    it('exports or deliberately leaves out, with a reason, every column of every table about the person', async () => {
      const tables = await columnsByTable();
      for (const [table, exported] of Object.entries(SUBJECT_EXPORT.columns)) {
        const left = (SUBJECT_EXPORT.notExported as Record<string, Record<string, string>>)[table] ?? {};
        const declared = [...Object.keys(exported), ...Object.keys(left)].sort();
        expect(declared, table).toEqual([...(tables.get(table) ?? [])].sort());
        for (const reason of Object.values(left)) expect(reason.length, table).toBeGreaterThan(20);
      }
    });

    it("puts each exported column into the file, the consent's user agent included", async () => {
      const lead = await postJson(
        `${server.url}/api/leads`,
        { name: 'Sam Subject', email: EMAIL, potSize: 120000, consent: true, source: '/fees-and-charges' },
        { 'user-agent': AGENT },
      );
      expect(lead.status).toBe(201);
      const consultation = await postJson(
        `${server.url}/api/consultations`,
        {
          name: 'Sam Subject',
          email: EMAIL,
          phone: '020 7946 0555',
          preferredTime: 'morning',
          topic: 'fees',
          message: 'Please call.',
          consent: true,
        },
        { 'user-agent': AGENT },
      );
      expect(consultation.status).toBe(201);
      const [row] = await server.running.ctx.db.query<{ id: number }>(
        'SELECT id FROM consultations WHERE email = $1',
        [EMAIL],
      );
      const note = await postJson(
        `${server.url}/api/admin/consultations/${row?.id}/notes`,
        { body: 'Called, left a message.' },
        { origin: server.url, cookie },
      );
      expect(note.status).toBe(201);
      const report = await postJson(`${server.url}/api/figure-reports`, {
        provider: 'aj-bell',
        figure: 'Fee',
        correction: 'Lower',
        email: EMAIL,
        page: '/provider/aj-bell',
      });
      expect(report.status).toBe(201);
      const signUp = await postJson(`${server.url}/api/partner-sign-ups`, {
        name: 'Subject Pages',
        site: 'https://subject-pages.example',
        email: EMAIL,
      });
      expect(signUp.status).toBe(201);

      const res = await fetch(`${server.url}/api/admin/subject?email=${encodeURIComponent(EMAIL)}`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      const file = await res.json();
      const sections: Record<string, Record<string, unknown> | undefined> = {
        leads: file.leads[0],
        consents: file.consents[0],
        consultations: file.consultations[0],
        consultation_notes: file.consultations[0]?.notes[0],
        figure_reports: file.figureReports[0],
        outbox: file.emails[0],
        partners: file.partnerSignUps[0],
      };
      expect(Object.keys(sections).sort()).toEqual(Object.keys(SUBJECT_EXPORT.columns).sort());
      for (const [table, exported] of Object.entries(SUBJECT_EXPORT.columns)) {
        expect(sections[table], table).toBeDefined();
        for (const key of Object.values(exported))
          expect(Object.keys(sections[table] ?? {}), `${table}.${key}`).toContain(key);
      }
      expect(file.consents.map((c: { userAgent: string }) => c.userAgent)).toEqual([AGENT, AGENT]);
    });
  },
);
