import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The built site: plan pages, forms and the first view are rendered with its server bundle. */
const PUBLIC_DIR = join(ROOT, 'dist', 'public');
const RENDERS_PER_ADDRESS = 3;
/** Fewer than the renders, so a refused post is told apart from a spent render budget. */
const FORM_POSTS_PER_ADDRESS = 2;

/**
 * (Decision 038.) Renders that miss the cache are charged to the client's
 * address, so one client flooding them is refused (429 with Retry-After) while every other client
 * is answered; answers that repeat come from the cache; the forms sent without script are counted
 * before they are read. Counts only: nothing here depends on how long anything takes.
 */
describe.each(backends())('one client cannot starve the others with renders, on $name', (backend) => {
  let server: TestServer;
  /** Each test its own client addresses, so one test's budget never touches another's. */
  let address = 0;
  const client = () => {
    address++;
    return { 'x-forwarded-for': `198.51.100.${address}` };
  };
  const get = (path: string, headers: Record<string, string>) => fetch(`${server.url}${path}`, { headers });
  const plan = (pot: number) => `/fees-and-charges?pot=${pot}&income=12000`;

  beforeAll(async () => {
    expect(existsSync(join(PUBLIC_DIR, 'fees-and-charges', 'index.html')), 'run npm run build first').toBe(
      true,
    );
    server = await startTestServer(
      backend,
      {
        TRUST_PROXY: '1',
        RATE_LIMIT_RENDERS_PER_IP: String(RENDERS_PER_ADDRESS),
        // A window no run of this file outlasts, however loaded the machine: counts, not time.
        RATE_LIMIT_RENDERS_WINDOW_SECONDS: '86400',
        RATE_LIMIT_FORM_POSTS_PER_IP: String(FORM_POSTS_PER_ADDRESS),
        OVERDUE_CHECK_MS: '0',
        RETENTION_INTERVAL_MINUTES: '0',
        OUTBOX_DISABLED: '1',
      },
      { publicDir: PUBLIC_DIR },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a client flooding the fee page with new plans (429, Retry-After, the page without the plan) while others are answered', async () => {
    const flooder = client();
    const answers = [];
    for (let i = 0; i < RENDERS_PER_ADDRESS + 3; i++) answers.push(await get(plan(210_001 + i), flooder));
    const statuses = answers.map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const first = await answers[0]?.text();
    expect(first).toContain('210,001');
    const refused = answers[RENDERS_PER_ADDRESS] as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const page = await refused.text();
    expect(page).toContain('This page is shown without your figures');
    expect(page).not.toContain('210,004');
    // The static page itself, as served without a plan.
    expect(page).toContain(
      readFileSync(join(PUBLIC_DIR, 'fees-and-charges', 'index.html'), 'utf8').slice(0, 200),
    );

    // Everyone else: the health check, a static page, and their own plan.
    const other = client();
    expect((await get('/healthz', other)).status).toBe(200);
    expect((await get('/healthz', flooder)).status).toBe(200);
    expect((await get('/contact', other)).status).toBe(200);
    const theirs = await get(plan(220_002), other);
    expect(theirs.status).toBe(200);
    expect(await theirs.text()).toContain('220,002');
  });

  it('charges each kind of render to the same budget: calculator, provider and finder pages', async () => {
    const flooder = client();
    const statuses = [];
    for (const path of [
      '/pension-drawdown-calculator?pot=230001&income=9000',
      '/provider/aj-bell?pot=230002&income=9000',
      '/find-provider?pot=230003&income=9000',
      '/provider/aj-bell/?pot=230004&income=9000',
      '/pension-drawdown-calculator?pot=230005&income=9000',
    ])
      statuses.push((await get(path, flooder)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('serves a plan asked for again, in any spelling, from the cache without charging the budget', async () => {
    const visitor = client();
    const spellings = [
      '/fees-and-charges?pot=240001&income=12000',
      '/fees-and-charges?income=12000&pot=240001',
      '/fees-and-charges?income=12000&pot=240001&utm_source=newsletter',
      '/fees-and-charges/?pot=240001&income=12000&gclid=abc',
    ];
    for (let round = 0; round < 3; round++) {
      for (const path of spellings) {
        const answer = await get(path, visitor);
        expect(answer.status, path).toBe(200);
        expect(await answer.text()).toContain('240,001');
      }
    }
    // Twelve answers cost one render: two new plans still fit the budget of three, a third does not.
    expect((await get(plan(240_002), visitor)).status).toBe(200);
    expect((await get(plan(240_003), visitor)).status).toBe(200);
    expect((await get(plan(240_004), visitor)).status).toBe(429);
    // A page another client had rendered costs this one nothing either.
    const late = client();
    for (const pot of [240_001, 240_002, 240_003]) expect((await get(plan(pot), late)).status).toBe(200);
    expect((await get(plan(240_005), late)).status).toBe(200);
  });

  it('limits invalid POST /contact bodies, counted before they are read, as the JSON twin limits valid ones', async () => {
    const flooder = client();
    const invalid = new URLSearchParams({ name: '', email: 'not-an-address', message: 'x' }).toString();
    const post = (headers: Record<string, string>, path = '/contact') =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: invalid,
      });
    const answers = [];
    for (let i = 0; i < FORM_POSTS_PER_ADDRESS + 2; i++) answers.push(await post(flooder));
    expect(answers.map((r) => r.status)).toEqual([400, 400, 429, 429]);
    const refused = answers[FORM_POSTS_PER_ADDRESS] as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toContain('text/html');
    const page = await refused.text();
    expect(page).toContain('You have sent several forms in a short time');
    expect(page).toContain('href="/contact"');
    // The refused posts were not read, so not rendered: the address has one render left.
    expect((await get(plan(245_001), flooder)).status).toBe(200);
    // Another address is read as usual; the guide's form has its own counter.
    const other = client();
    expect((await post(other)).status).toBe(400);
    expect((await post(other, '/download-ebook')).status).toBe(400);
    const stored = await server.running.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM consultations',
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('charges a form’s answer page to the render budget too', async () => {
    const visitor = client();
    for (let i = 0; i < RENDERS_PER_ADDRESS; i++)
      expect((await get(plan(250_001 + i), visitor)).status).toBe(200);
    const answer = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...visitor },
      body: 'name=&email=x',
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).not.toBeNull();
    expect(await answer.text()).toContain('Back to the form');
  });

  it('refuses a client flooding the partner first view with new queries (429 JSON) and still serves repeated ones', async () => {
    const manifest = JSON.parse(readFileSync(join(PUBLIC_DIR, 'widget', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const bundle = Object.values(manifest)
      .find((chunk) => chunk.isEntry)
      ?.file.split('/')
      .pop() as string;
    const view = (pot: number, headers: Record<string, string>) =>
      get(`/api/widget/first-view?pot=${pot}&limit=3&bundle=${bundle}`, headers);
    const flooder = client();
    const statuses = [];
    for (let i = 0; i < RENDERS_PER_ADDRESS + 2; i++)
      statuses.push((await view(260_001 + i, flooder)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await view(260_009, flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect((await refused.json()).error.code).toBe('render_budget_spent');
    // A query already rendered is answered from the cache, to the flooder too.
    const again = await view(260_001, flooder);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { html: string }).html).toContain('260,001');
    expect((await view(260_009, client())).status).toBe(200);
  });
});
