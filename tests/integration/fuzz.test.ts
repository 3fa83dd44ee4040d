/**
 * Hostile input: at least 10,000 malformed, oversized, wrongly typed, non-UTF-8, SQL-injection and
 * script-injection requests (bodies, headers and paths) to every endpoint, written as raw bytes on
 * a socket so nothing in a client library tidies them up. The server must answer every one with a
 * status below 500 (and JSON errors on the API), keep serving, keep its memory flat and store
 * nothing that breaks the data contracts.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<n> npx vitest run --project integration tests/integration/fuzz.test.ts
 */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import type { Db } from '../../server/db/db.server.ts';
import type { OutgoingMail } from '../../server/mail/render.server.ts';
import type { MailTransport } from '../../server/mail/transports.server.ts';
import { ConsultationSchema } from '../../widget/core/consultation.ts';
import { LeadSchema } from '../../widget/core/lead-schema.ts';
import { fakePublicDir, startTestServer, type TestServer } from './harness.ts';

const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CONCURRENCY = 8;
const ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz-admin-password-123' };

/** Every endpoint the server has, with the method it expects and what its body looks like. */
const ENDPOINTS: {
  method: string;
  path: string;
  body?: 'lead' | 'consultation' | 'signin' | 'email' | 'form';
}[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'POST', path: '/api/leads', body: 'lead' },
  { method: 'OPTIONS', path: '/api/leads' },
  { method: 'POST', path: '/api/consultations', body: 'consultation' },
  { method: 'GET', path: '/api/unsubscribe' },
  { method: 'POST', path: '/api/unsubscribe', body: 'form' },
  { method: 'GET', path: '/api/pages.css' },
  { method: 'POST', path: '/api/auth/sign-in', body: 'signin' },
  { method: 'POST', path: '/api/auth/sign-out' },
  { method: 'GET', path: '/api/auth/session' },
  { method: 'GET', path: '/downloads/drawdown-guide.pdf' },
  { method: 'GET', path: '/api/admin/leads' },
  { method: 'GET', path: '/api/admin/leads.csv' },
  { method: 'POST', path: '/api/admin/erase', body: 'email' },
  { method: 'GET', path: '/api/admin/consultations' },
  { method: 'GET', path: '/api/admin/outbox' },
  { method: 'POST', path: '/api/admin/email-funnel-test', body: 'email' },
  { method: 'POST', path: '/api/admin/ebook' },
  { method: 'GET', path: '/api/admin/ebook.pdf' },
  { method: 'GET', path: '/api/admin/nothing-here' },
  { method: 'GET', path: '/contact-us/' },
  { method: 'GET', path: '/aj-bell-pension-drawdown' },
  { method: 'GET', path: '/pension-drawdown-vs-annuity' },
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/widget.js' },
  { method: 'GET', path: '/assets/index-Hash1234.css' },
  { method: 'GET', path: '/pension-drawdown-calculator' },
  { method: 'GET', path: '/no/such/page' },
];
/** Admin calls that build the 23-page PDF: fuzzed without a session only (the build takes seconds). */
const EXPENSIVE = new Set(['/api/admin/ebook', '/api/admin/ebook.pdf']);

const SCRIPT = '<script>fuzzXss()</script>';
const HOSTILE = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "x'); DELETE FROM users; --",
  '1; SELECT pg_sleep(10) --',
  '" OR ""="',
  '$1',
  '\\',
  '%00',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '🙂ñß中文',
  SCRIPT,
  '"><img src=x onerror=fuzzXss()>',
  "javascript:fuzzXss('x')",
  '{{constructor.constructor("fuzzXss()")()}}',
  ['$', '{process.exit(1)}'].join(''),
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '\r\nSet-Cookie: dc_session=evil',
  '__proto__',
  'constructor',
  '=HYPERLINK("http://evil.example")',
  'A'.repeat(5000),
  '   ',
  '',
];

type Part = Buffer | string;
interface FuzzCase {
  index: number;
  method: string;
  target: string;
  headers: [string, Part][];
  body: Buffer;
  chunked: boolean;
  withSession: boolean;
  expectsJsonError: boolean;
  note: string;
}

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);
const emailish = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(fc.constantFrom(...HOSTILE), fc.constantFrom('@example.com', '@EXAMPLE.co.uk '))
    .map(([a, b]) => `${a}${b}`),
);
/** Names that are valid but hostile: injections a person could type, stored as plain text. */
const nameish = fc.oneof(
  fc.constantFrom(
    SCRIPT,
    "Robert'); DROP TABLE leads;--",
    '"><img src=x onerror=fuzzXss()>',
    '=1+2',
    'Zoë Ñandú 🙂',
  ),
  fc.string({ minLength: 1, maxLength: 60 }).filter((n) => n.trim() !== ''),
);

/**
 * A valid body for the endpoint, with zero to three of its fields replaced by anything at all (wrong
 * types, hostile strings, nulls, nested objects) or removed, and sometimes an unknown field added.
 */
function corrupted(valid: fc.Arbitrary<Record<string, unknown>>, keys: string[]) {
  return fc
    .tuple(
      valid,
      fc.array(fc.tuple(fc.constantFrom(...keys, '__proto__', 'extra', 'isAdmin'), fc.option(anyValue)), {
        maxLength: 3,
      }),
      fc.nat(3),
    )
    .map(([body, edits, keep]) => {
      const out: Record<string, unknown> = { ...body };
      // A quarter of the bodies stay valid, so they reach the database.
      if (keep === 0) return out;
      for (const [key, value] of edits) {
        if (value === null) delete out[key];
        else Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
      }
      return out;
    });
}

const bodyObject: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  lead: corrupted(
    fc.record(
      {
        name: nameish,
        email: emailish,
        potSize: fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constant(null)),
        consent: fc.constant(true),
        honeypot: fc.constant(''),
        partner: fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/),
        source: fc.constantFrom('/', '/pension-drawdown-calculator', SCRIPT),
      },
      { requiredKeys: ['name', 'email', 'consent'] },
    ),
    ['name', 'email', 'potSize', 'consent', 'honeypot', 'partner', 'source'],
  ),
  consultation: corrupted(
    fc.record({
      name: nameish,
      email: emailish,
      phone: fc.constantFrom('020 7946 0123', '+44 7700 900123', '(0161) 496 0000'),
      preferredTime: fc.constantFrom('asap', 'morning', 'afternoon', 'lateAfternoon'),
      topic: fc.constantFrom('fees', 'other', 'transfer'),
      message: fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 200 })),
      consent: fc.constant(true),
    }),
    ['name', 'email', 'phone', 'preferredTime', 'topic', 'message', 'consent'],
  ),
  signin: corrupted(fc.record({ email: emailish, password: fc.constantFrom(...HOSTILE) }), [
    'email',
    'password',
  ]),
  email: corrupted(fc.record({ email: emailish, name: nameish }), ['email', 'name']),
  form: fc.record({ 'List-Unsubscribe': fc.constant('One-Click') }, { requiredKeys: [] }),
};

const bodyBytes = (kind: string | undefined): fc.Arbitrary<{ body: Buffer; note: string }> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: (bodyObject[kind ?? 'lead'] ?? bodyObject.lead!).map((o) => ({
        body: Buffer.from(JSON.stringify(o)),
        note: 'typed json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 3 })
        .map((v) => ({ body: Buffer.from(JSON.stringify(v) ?? 'null'), note: 'any json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 300 })
        .map((b) => ({ body: Buffer.from(b), note: 'random bytes' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          Buffer.from([
            0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d,
          ]),
          Buffer.from('{"name":"\\ud800","email":"a@b.co","consent":true}'),
          Buffer.from(
            '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},"name":"P","email":"proto@example.com","consent":true}',
          ),
          Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`),
          Buffer.from('{"name":"A","name":"B","email":"dup@example.com","consent":true}'),
          Buffer.from('{"potSize":1e400,"name":"Big","email":"big@example.com","consent":true}'),
          Buffer.from('name=x&email=y'),
          Buffer.from(''),
        )
        .map((body) => ({ body, note: 'crafted' })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 16_385, max: 120_000 }).map((n) => ({
        body: Buffer.from(`{"name":"${'x'.repeat(n)}","email":"huge@example.com","consent":true}`),
        note: 'oversized',
      })),
    },
  );

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates too, which encodeURIComponent refuses). */
function pct(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

const pathMutation = fc.oneof(
  { weight: 6, arbitrary: fc.constant((p: string) => p) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('/', '//', '/.', '/..', '/%2e%2e/', '/%00', '/%', '/%zz', '/%c0%ae%c0%ae/')
      .map((s) => (p: string) => `${p}${s}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '/../../../etc/passwd',
        '/..%2f..%2f..%2fetc%2fpasswd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/..\\..\\windows\\win.ini',
        '/.secret',
        '/%2esecret',
        '/assets/../../server/main.ts',
        '/..%252f..%252fetc%252fpasswd',
      )
      .map((s) => () => s),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.string({ maxLength: 30 }), hostileString).map(
      ([k, v]) =>
        (p: string) =>
          `${p}?${pct(k)}=${pct(v)}&token=${pct(v)}&q=${pct(v)}&page=${pct(v)}`,
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '?q=%',
        '?page=-1&pageSize=1e9',
        '?token=test',
        '?page=NaN',
        '?q=%27%3B%20DROP%20TABLE%20leads%3B--',
        '?a=1&a=2&a=3',
      )
      .map((s) => (p: string) => `${p}${s}`),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 2000, max: 9000 }).map((n) => (p: string) => `${p}/${'a'.repeat(n)}`),
  },
);

const headerExtras = fc.array(
  fc.oneof(
    fc.constantFrom<[string, Part]>(
      ['origin', 'https://evil.example'],
      ['origin', 'null'],
      ['referer', 'javascript:alert(1)'],
      ['cookie', 'dc_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['cookie', 'dc_session=; dc_session=../../etc; =; ;;'],
      ['x-forwarded-for', "1.2.3.4'; DROP TABLE rate_limits;--"],
      ['accept-encoding', 'br;q=garbage, *;q=-1, gzip'],
      ['if-none-match', '*'],
      ['if-none-match', 'W/"x", "y", ,,'],
      ['range', 'bytes=0-1,5-2,-100'],
      ['content-length', '00000'],
      ['expect', '100-continue'],
      ['host', 'evil.example'],
      ['host', '127.0.0.1:1'],
      ['x-http-method-override', 'DELETE'],
    ),
    fc.tuple(
      fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
      hostileString.map((v) => v.replace(/[\r\n\0]/g, ' ')),
    ),
    fc
      .uint8Array({ minLength: 1, maxLength: 40 })
      .map((b): [string, Part] => ['x-raw', Buffer.from(b.map((x) => (x < 0x80 ? 0x80 + x : x)))]),
    fc.integer({ min: 9000, max: 20_000 }).map((n): [string, Part] => ['user-agent', 'u'.repeat(n)]),
  ),
  { maxLength: 3 },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/merge-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  '',
);

const caseArb = fc
  .record({
    endpoint: fc.nat(ENDPOINTS.length * 100),
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'GET',
          'POST',
          'PUT',
          'PATCH',
          'DELETE',
          'HEAD',
          'OPTIONS',
          'TRACE',
          'PROPFIND',
          'get',
          'FOO',
        ),
      },
    ),
    mutate: pathMutation,
    body: fc.nat(),
    contentType,
    extras: headerExtras,
    chunked: fc.nat(9).map((n) => n < 2),
    session: fc.boolean(),
    sameOrigin: fc.boolean(),
  })
  .chain((r) => {
    const endpoint = ENDPOINTS[r.endpoint % ENDPOINTS.length]!;
    return bodyBytes(endpoint.body).map((b) => ({ ...r, endpoint, b }));
  });

type Drawn = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function buildCase(index: number, r: Drawn, port: number, cookie: string): FuzzCase {
  const endpoint = r.endpoint;
  const method: string = r.method || endpoint.method;
  const target: string = r.mutate(endpoint.path);
  // Our admin session is never sent to sign-out (that would end it for the rest of the run).
  const withSession = r.session && !EXPENSIVE.has(endpoint.path) && endpoint.path !== '/api/auth/sign-out';
  const headers: [string, Part][] = [['host', `127.0.0.1:${port}`]];
  if (r.contentType) headers.push(['content-type', r.contentType]);
  if (withSession) headers.push(['cookie', cookie]);
  if (r.sameOrigin) headers.push(['origin', `http://127.0.0.1:${port}`]);
  headers.push(...r.extras);
  const sendsBody = method !== 'GET' && method !== 'HEAD' && method !== 'get';
  const path = target.split('?')[0] ?? '';
  return {
    index,
    method,
    target,
    headers,
    body: sendsBody ? r.b.body : Buffer.alloc(0),
    chunked: sendsBody && r.chunked,
    withSession,
    expectsJsonError: path.startsWith('/api/') && path !== '/api/unsubscribe' && method !== 'HEAD',
    note: r.b.note,
  };
}

function requestBytes(c: FuzzCase): Buffer {
  const lines: Buffer[] = [
    Buffer.from(`${c.method} `),
    Buffer.from(c.target, 'latin1'),
    Buffer.from(' HTTP/1.1\r\n'),
  ];
  for (const [name, value] of c.headers) {
    lines.push(
      Buffer.from(`${name}: `),
      Buffer.isBuffer(value) ? value : Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  lines.push(Buffer.from('connection: close\r\n'));
  if (c.chunked) {
    lines.push(Buffer.from('transfer-encoding: chunked\r\n\r\n'));
    for (let i = 0; i < c.body.length; i += 4096) {
      const part = c.body.subarray(i, i + 4096);
      lines.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
    }
    lines.push(Buffer.from('0\r\n\r\n'));
  } else {
    if (c.body.length > 0 || c.method === 'POST')
      lines.push(Buffer.from(`content-length: ${c.body.length}\r\n`));
    lines.push(Buffer.from('\r\n'), c.body);
  }
  return Buffer.concat(lines);
}

interface RawResponse {
  status: number;
  head: string;
  body: Buffer;
}

/** One request on its own connection, read until the server closes it. */
function rawRequest(port: number, bytes: Buffer): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 20_000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      // Skip interim answers (100 Continue) to reach the final one.
      let start = 0;
      while (/^HTTP\/1\.1 1\d\d/.test(all.subarray(start, start + 12).toString('latin1'))) {
        const next = all.indexOf('\r\n\r\n', start);
        if (next < 0) break;
        start = next + 4;
      }
      const end = all.indexOf('\r\n\r\n', start);
      const head = all.subarray(start, end < 0 ? all.length : end).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: end < 0 ? Buffer.alloc(0) : all.subarray(end + 4) });
    });
    socket.write(bytes, () => {});
  });
}

function heapAfterGc(gc: () => void): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** A transport that only counts, so the test's own memory stays flat. */
function countingTransport(): MailTransport & { count: number } {
  const t = {
    name: 'file' as const,
    count: 0,
    async send(mail: OutgoingMail) {
      t.count++;
      return `<${mail.reference}@fuzz>`;
    },
    close() {},
  };
  return t;
}

describe('hostile input to every endpoint', () => {
  let server: TestServer;
  let db: Db;
  let port: number;
  let cookie: string;
  let publicDir: string;
  let publicBefore: string[];
  const transport = countingTransport();

  beforeAll(async () => {
    publicDir = fakePublicDir();
    publicBefore = readdirSync(publicDir, { recursive: true }).map(String).sort();
    server = await startTestServer(
      { name: 'pglite' },
      {
        LOG_LEVEL: 'error',
        OUTBOX_POLL_MS: '1000',
        RATE_LIMIT_LEADS_PER_IP: '100000',
        RATE_LIMIT_CONSULTATIONS_PER_IP: '100000',
      },
      { transport, publicDir },
    );
    db = server.running.ctx.db;
    port = server.running.port;
    await createOrPromoteAdmin(db, ADMIN.email, ADMIN.password);
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    cookie = String(signIn.headers.get('set-cookie')).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${CASES} hostile requests without a 5xx or a crash, with flat memory`, {
    timeout: 600_000,
  }, async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const drawn = fc.sample(caseArb, { numRuns: CASES, seed: SEED });
    const cases = drawn.map((r, i) => buildCase(i, r, port, cookie));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let heapWarm = 0;
    const checkpoints: string[] = [];
    let nextIndex = 0;
    const warmAt = Math.min(2000, Math.floor(CASES / 5));

    const check = (c: FuzzCase, res: RawResponse) => {
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const path = c.target.split('?')[0] ?? '';
      const describeCase = () =>
        `#${c.index} ${c.method} ${JSON.stringify(c.target.slice(0, 120))} (${c.note}, ${c.body.length} bytes${c.chunked ? ', chunked' : ''}) -> ${res.status} ${res.body.toString('utf8').slice(0, 160)}`;
      if (res.status === 0) failures.push(`no answer: ${describeCase()}`);
      else if (res.status >= 500) failures.push(`5xx: ${describeCase()}`);
      else if (c.expectsJsonError && res.status >= 400 && res.status !== 431 && res.body.length > 0) {
        try {
          const json = JSON.parse(res.body.toString('utf8'));
          if (typeof json?.error?.code !== 'string' || typeof json?.error?.message !== 'string')
            failures.push(`error without code and message: ${describeCase()}`);
        } catch {
          if (/^\/api\//.test(path) && /content-type: application\/json/i.test(res.head))
            failures.push(`broken JSON error: ${describeCase()}`);
        }
      }
      if (res.body.includes(SCRIPT) && /content-type: text\/html/i.test(res.head))
        failures.push(`script echoed into HTML: ${describeCase()}`);
      if (/set-cookie: dc_session=evil/i.test(res.head)) failures.push(`header injection: ${describeCase()}`);
    };

    async function worker(): Promise<void> {
      while (nextIndex < cases.length) {
        const index = nextIndex++;
        const c = cases[index]!;
        const res = await rawRequest(port, requestBytes(c));
        check(c, res);
        // Only the worker that sent request number N measures at N (a full GC pauses the server too).
        if (index + 1 === warmAt) heapWarm = heapAfterGc(gc);
        if ((index + 1) % Math.floor(CASES / 5) === 0)
          checkpoints.push(`${index + 1}: ${(heapAfterGc(gc) / 2 ** 20).toFixed(1)} MB`);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
    const heapEnd = heapAfterGc(gc);
    // Replay the requests, round and round to at least 10,000: new kinds of input cost V8 memory
    // once (hidden classes, compiled code), so the first pass cannot tell a leak from warming up;
    // the same requests again must cost nothing. Keeping 1 KB per request grows ~10 MB here.
    const replayed = Math.max(cases.length, 10_000);
    let replayIndex = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (replayIndex < replayed) {
          const c = cases[replayIndex++ % cases.length]!;
          check(c, await rawRequest(port, requestBytes(c)));
        }
      }),
    );
    const heapReplay = heapAfterGc(gc);

    // Still serving, and still reading its database.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const summary = `seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; heap ${(heapWarm / 2 ** 20).toFixed(1)} -> ${(heapEnd / 2 ** 20).toFixed(1)} MB (${checkpoints.join(', ')}), after replaying ${replayed}: ${(heapReplay / 2 ** 20).toFixed(1)} MB`;
    console.info(`fuzz: ${cases.length} requests; ${summary}`);
    expect(failures.slice(0, 20), summary).toEqual([]);
    for (const endpoint of ENDPOINTS) {
      expect(cases.filter((c) => c.target.startsWith(endpoint.path)).length, endpoint.path).toBeGreaterThan(
        CASES / ENDPOINTS.length / 3,
      );
    }
    // Memory: the first pass may grow while V8 meets new kinds of input (about 5 KB per new
    // distinct request); replaying them must not, within a bound that a 1 KB-per-request leak passes.
    expect(heapEnd - heapWarm, summary).toBeLessThan(64 * 2 ** 20);
    expect(heapReplay - heapEnd, `replay of ${replayed}: ${summary}`).toBeLessThan((replayed * 1024) / 3);
  });

  it('answers a NUL character in a field or the query with 400, not 503 (PostgreSQL cannot store U+0000)', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const lead = await post('/api/leads', { name: 'A\u0000B', email: 'nul@example.com', consent: true });
    expect(lead.status).toBe(400);
    expect((await lead.json()).error.code).toBe('invalid_json');
    const consultation = await post('/api/consultations', {
      name: 'Ann',
      email: 'ann@example.com',
      phone: '020 7946 0123',
      preferredTime: 'asap',
      topic: 'fees',
      message: 'hi\u0000',
      consent: true,
    });
    expect(consultation.status).toBe(400);
    const search = await fetch(`${server.url}/api/admin/leads?q=%00`, { headers: { cookie } });
    expect(search.status).toBe(400);
  });

  it('stored nothing that breaks the data contracts, and the tables are intact', async () => {
    const tables = [
      'leads',
      'consents',
      'consultations',
      'outbox',
      'rate_limits',
      'users',
      'user_roles',
      'sessions',
      'settings',
      'schema_migrations',
    ];
    for (const table of tables) await db.query(`SELECT count(*) FROM ${table}`);
    const users = await db.query<{ email: string }>('SELECT email FROM users');
    expect(users.map((u) => u.email)).toEqual([ADMIN.email]);
    expect(await db.query('SELECT role FROM user_roles')).toEqual([{ role: 'admin' }]);
    // One session per sign-in; the fuzz never signs in (the cookie is ours) nor forges one.
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'))[0]?.n).toBe(1);

    const leads = await db.query<{
      id: number;
      name: string;
      email: string;
      pot_size: number | null;
      partner: string | null;
      source: string | null;
    }>('SELECT id, name, email, pot_size, partner, source FROM leads');
    expect(leads.length).toBeGreaterThan(CASES / 500);
    for (const lead of leads) {
      const reparsed = LeadSchema.safeParse({
        name: lead.name,
        email: lead.email,
        potSize: lead.pot_size,
        partner: lead.partner ?? undefined,
        source: lead.source ?? undefined,
        consent: true,
      });
      expect(reparsed.success, JSON.stringify(lead)).toBe(true);
      // Stored exactly as the schema hands it over: trimmed name, lower-case trimmed e-mail.
      expect(reparsed.data?.name).toBe(lead.name);
      expect(reparsed.data?.email).toBe(lead.email);
      expect(lead.name.includes('\u0000')).toBe(false);
    }
    const series = await db.query<{ lead_id: number; n: number }>(
      `SELECT l.id AS lead_id, (SELECT count(*)::int FROM outbox o WHERE o.lead_id = l.id AND o.kind = 'series') AS n FROM leads l`,
    );
    expect(series.filter((s) => s.n !== 5)).toEqual([]);
    const orphans = await db.query(
      `SELECT id FROM consents WHERE lead_id IS NULL AND consultation_id IS NULL
       UNION ALL SELECT id FROM outbox WHERE lead_id IS NULL AND consultation_id IS NULL AND NOT is_test`,
    );
    expect(orphans).toEqual([]);

    const consultations = await db.query<Record<string, string>>(
      'SELECT name, email, phone, preferred_time, topic, message, source FROM consultations',
    );
    for (const c of consultations) {
      const reparsed = ConsultationSchema.safeParse({
        name: c.name,
        email: c.email,
        phone: c.phone,
        preferredTime: c.preferred_time,
        topic: c.topic,
        message: c.message,
        source: c.source ?? undefined,
        consent: true,
      });
      expect(reparsed.success, JSON.stringify(c)).toBe(true);
    }
    const testMails = await db.query<{ to_email: string }>('SELECT to_email FROM outbox WHERE is_test');
    for (const m of testMails) expect(m.to_email).toMatch(/^[^\s@A-Z]+@[^\s@A-Z]+\.[^\s@A-Z]+$/);

    // No request wrote into the web root.
    expect(readdirSync(publicDir, { recursive: true }).map(String).sort()).toEqual(publicBefore);
    expect(
      readdirSync(join(server.dataDir)).filter(
        (f) => !['db', 'db.lock', 'ebook', 'mail', 'admin.sock'].includes(f),
      ),
    ).toEqual([]);
  });
});
