import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import { backends, eventually, postJson, startTestServer, type TestServer } from './harness.ts';

const PASSWORD = 'correct horse battery staple';
const PARTNER_SITE = 'https://money-weekly.example';
const OTHER_SITE = 'https://copycat.example';
/** The real build: the first view is rendered by its server bundle, and its releases are real. */
const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'dist', 'public');
const json = (file: string) => JSON.parse(readFileSync(join(PUBLIC_DIR, 'widget', file), 'utf8'));
/** Every frozen release committed with a first-view renderer of its own (1.3.0 on). */
const RENDERED_RELEASES = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'widget', 'releases', 'releases.json'), 'utf8'),
  ) as { version: string; firstView?: string }[]
)
  .filter((release) => release.firstView)
  .map((release) => release.version);

describe.each(backends())('partners, attribution and the partner report on $name', (backend) => {
  let server: TestServer;
  let cookie = '';
  let reportUrl = '';

  const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: server.url,
        cookie,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const lead = (n: string, origin: string | null) =>
    postJson(
      `${server.url}/api/leads`,
      {
        name: `Reader ${n}`,
        email: `reader-${n}@example.com`,
        potSize: 250000,
        partner: 'money-weekly',
        consent: true,
      },
      origin ? { origin } : {},
    );
  const beacon = (body: unknown, origin: string) =>
    fetch(`${server.url}/api/widget-events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      body: JSON.stringify(body),
    });
  const today = async () => {
    const res = await admin('/api/admin/partners/money-weekly/days');
    return ((await res.json()).items[0] ?? {}) as Record<string, number>;
  };

  beforeAll(async () => {
    expect(existsSync(join(PUBLIC_DIR, 'widget', 'manifest.json')), 'run npm run build first').toBe(true);
    server = await startTestServer(
      backend,
      { RATE_LIMIT_LEADS_PER_IP: '1000', TRUST_PROXY: '1' },
      { publicDir: PUBLIC_DIR },
    );
    await createOrPromoteAdmin(server.running.ctx.db, 'admin@example.com', PASSWORD);
    const res = await postJson(
      `${server.url}/api/auth/sign-in`,
      { email: 'admin@example.com', password: PASSWORD },
      { origin: server.url },
    );
    cookie = String(res.headers.get('set-cookie')).split(';')[0] as string;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets only admins manage partners', async () => {
    const anonymous = await fetch(`${server.url}/api/admin/partners`);
    expect(anonymous.status).toBe(401);
  });

  it('creates a partner with its origins and an unguessable report link, and checks the input', async () => {
    const bad = await admin('/api/admin/partners', {
      method: 'POST',
      body: { id: 'bad id!', name: '', origins: ['https://x.example/path'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['id', 'name', 'origins']);

    const res = await admin('/api/admin/partners', {
      method: 'POST',
      body: { id: 'money-weekly', name: 'Money Weekly', origins: [PARTNER_SITE, `${PARTNER_SITE}/`] },
    });
    expect(res.status).toBe(201);
    const { item } = await res.json();
    expect(item).toMatchObject({ id: 'money-weekly', name: 'Money Weekly', origins: [PARTNER_SITE] });
    expect(item.reportUrl).toMatch(/\/partners\/report\/[A-Za-z0-9_-]{43}$/);
    reportUrl = item.reportUrl;

    const again = await admin('/api/admin/partners', {
      method: 'POST',
      body: { id: 'money-weekly', name: 'Again', origins: ['https://new.example'] },
    });
    expect(again.status).toBe(409);
    const taken = await admin('/api/admin/partners', {
      method: 'POST',
      body: { id: 'other', name: 'Other', origins: [PARTNER_SITE] },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.code).toBe('origin_taken');
  });

  it("records a lead's partner from an allowed origin and refuses it from any other origin", async () => {
    expect((await lead('a', PARTNER_SITE)).status).toBe(201);
    expect((await lead('b', OTHER_SITE)).status).toBe(201);
    expect((await lead('c', null)).status).toBe(201);
    const rows = await server.running.ctx.db.query<{ email: string; partner: string | null }>(
      `SELECT email, partner FROM leads WHERE email LIKE 'reader-%' ORDER BY email`,
    );
    expect(rows).toEqual([
      { email: 'reader-a@example.com', partner: 'money-weekly' },
      { email: 'reader-b@example.com', partner: null },
      { email: 'reader-c@example.com', partner: null },
    ]);
    const consents = await server.running.ctx.db.query<{ partner: string | null }>(
      `SELECT c.partner FROM consents c JOIN leads l ON l.id = c.lead_id WHERE l.email = 'reader-b@example.com'`,
    );
    expect(consents).toEqual([{ partner: null }]);
    expect((await today()).unlocks).toBe(1);
  });

  it('counts a widget load on the first view’s request from a registered origin (1.3.0 on), never cached', async () => {
    const manifest = json('manifest.json') as Record<string, { file: string; isEntry?: boolean }>;
    const current = Object.values(manifest)
      .find((chunk) => chunk.isEntry)
      ?.file.split('/')
      .pop() as string;
    const view = (origin?: string, query = `pot=250000&limit=3&partner=money-weekly&bundle=${current}`) =>
      fetch(`${server.url}/api/widget/first-view?${query}`, { headers: origin ? { origin } : {} });
    const fromPartner = await view(PARTNER_SITE);
    expect(fromPartner.status).toBe(200);
    expect(fromPartner.headers.get('cache-control')).toBe('no-cache');
    expect(fromPartner.headers.get('vary')).toContain('Origin');
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await fromPartner.json()) as { version: number; html: string };
    expect(body.version).toBe(1);
    expect(body.html).toMatch(/^<div class="dc-mount" data-first-view="">/);
    expect(body.html.match(/<article/g)).toHaveLength(3);
    await view(PARTNER_SITE);
    await view(OTHER_SITE);
    await view();

    // What the loader cannot use is refused, and counts nothing.
    const stale = await view(PARTNER_SITE, 'pot=1&bundle=drawdown-compare-older1.js');
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('other_release');
    // A bundle of a release without a first-view renderer (1.2.0 asked for none) is refused too.
    const releases = json('releases.json') as { version: string; bundle: string }[];
    const bundleOf = (version: string) =>
      releases.find((release) => release.version === version)?.bundle.replace('/widget/', '') as string;
    expect((await view(undefined, `pot=1&bundle=${bundleOf('1.2.0')}`)).status).toBe(409);
    const bad = await view(PARTNER_SITE, `pot=1&bundle=${current}&site-url=javascript:alert(1)&colour=red`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect((await bad.json()).error.fields).toEqual({
      colour: 'colour is not a parameter of this API.',
      'site-url': 'site-url must be an http or https address.',
    });
    expect((await view(PARTNER_SITE, `bundle=${current}&group=a`)).status).toBe(400);
    expect((await view(PARTNER_SITE, 'pot=1')).status).toBe(400);
    // The two views from the partner's site came from one address: one load.
    await eventually(async () => (await today()).loads === 1, 'one load counted');

    // A value that spells other parameters is not mistaken for them by the server's cache.
    const html = async (query: string) =>
      ((await (await view(undefined, query)).json()) as { html: string }).html;
    const forged = await html(`partner=${encodeURIComponent('x&pot=999000')}&bundle=${current}`);
    const real = await html(`partner=x&pot=999000&bundle=${current}`);
    expect(forged).not.toEqual(real);
    expect(real).toContain('999,000');
  });

  it('has a renderer for each release from 1.3.0 on', () => {
    expect(RENDERED_RELEASES).toEqual(expect.arrayContaining(['1.3.0', '1.4.0', '1.4.1']));
  });

  it.each(RENDERED_RELEASES)(
    "renders pinned release %s's first view with that release's own renderer (decision 055)",
    async (version) => {
      const releases = json('releases.json') as { version: string; bundle: string }[];
      const pinned = releases.find((release) => release.version === version)?.bundle.replace('/widget/', '');
      const query = `pot=250000&layout=compact&limit=5&theme=dark&bundle=${pinned}`;
      const response = await fetch(`${server.url}/api/widget/first-view?${query}`);
      expect(response.status).toBe(200);
      const { html } = (await response.json()) as { html: string };
      // The renderer committed with the release, called as the render worker calls it.
      const renderer = await import(
        join(import.meta.dirname, '..', '..', `widget/releases/${version}/first-view.server.mjs`)
      );
      const config = renderer.configFromQuery(new URLSearchParams(query), server.url);
      expect(html).toBe(renderer.renderFirstView(config, ''));
      expect(html.match(/<article/g)).toHaveLength(5);
      // Its loader sends only the attributes it knew; the public index names no server file.
      expect(JSON.stringify(releases)).not.toContain('first-view.server');
      expect((await fetch(`${server.url}/api/widget/first-view?${query}&colour=red`)).status).toBe(400);
    },
  );

  it('counts a load on the bundle request only for releases before 1.3.0, whose loaders fetch it on every page', async () => {
    const releases = json('releases.json') as { version: string; bundle: string; css?: string }[];
    const legacy = releases.find((release) => release.version === '1.2.0');
    expect(legacy?.css).toBeUndefined();
    const get = (path: string, origin?: string) =>
      fetch(`${server.url}${path}`, {
        // Another reader than the first views' (a load counts once per address a day).
        headers: { 'x-forwarded-for': '192.0.2.44', ...(origin ? { origin } : {}) },
      });
    const fromPartner = await get(legacy?.bundle as string, PARTNER_SITE);
    expect(fromPartner.status).toBe(200);
    expect(fromPartner.headers.get('cache-control')).toBe('public, no-cache');
    expect(fromPartner.headers.get('vary')).toContain('Origin');
    expect((await get(legacy?.bundle as string)).headers.get('cache-control')).toContain('immutable');
    await eventually(async () => (await today()).loads === 2, 'the 1.2.0 bundle request counted');
    // The newest bundle is fetched only after a first view, which counted the load already.
    const manifest = json('manifest.json') as Record<string, { file: string; isEntry?: boolean }>;
    const current = `/${Object.values(manifest).find((chunk) => chunk.isEntry)?.file}`;
    const newest = await get(current, PARTNER_SITE);
    expect(newest.status).toBe(200);
    // A counted answer is always 'public, no-cache' (the count is decided on the request's path,
    // before the file is sent, and sets that header), so 'immutable' here is the proof this request
    // was not counted; the next test reads the report again after more requests, still 2 loads.
    expect(newest.headers.get('cache-control')).toContain('immutable');
    expect((await today()).loads).toBe(2);
  });

  it('counts pots and consultation clicks from beacons of an allowed origin only, with no personal data', async () => {
    expect((await beacon({ event: 'pot', partner: 'money-weekly' }, PARTNER_SITE)).status).toBe(204);
    expect((await beacon({ event: 'consultation', partner: 'money-weekly' }, PARTNER_SITE)).status).toBe(204);
    expect((await beacon({ event: 'pot', partner: 'money-weekly' }, OTHER_SITE)).status).toBe(204);
    expect((await beacon({ event: 'pot', partner: 'nobody' }, PARTNER_SITE)).status).toBe(204);
    const bad = await beacon({ event: 'pot', partner: 'money-weekly', email: 'x' }, PARTNER_SITE);
    expect(bad.status).toBe(204);
    expect((await beacon({ event: 'launch' }, PARTNER_SITE)).status).toBe(400);
    expect(await today()).toMatchObject({ loads: 2, pots: 2, unlocks: 1, consultations: 1 });
  });

  it("gives the partner a read-only report with the day's counts and nothing personal", async () => {
    const res = await fetch(reportUrl.replace(/^https?:\/\/[^/]+/, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('Widget report: Money Weekly');
    expect(page).toMatch(/<td>2<\/td><td>2<\/td><td>1<\/td><td>1<\/td>/);
    expect(page).not.toContain('reader-a');
    expect(page).not.toContain('250');
    const wrong = await fetch(`${server.url}/partners/report/${'A'.repeat(43)}`);
    expect(wrong.status).toBe(404);
  });

  it('lists partners with their 30-day totals, updates origins and replaces the report link', async () => {
    const list = await (await admin('/api/admin/partners')).json();
    expect(list.items[0]).toMatchObject({
      id: 'money-weekly',
      last30Days: { loads: 2, pots: 2, unlocks: 1, consultations: 1 },
    });
    const updated = await admin('/api/admin/partners/money-weekly', {
      method: 'PUT',
      body: { name: 'Money Weekly', origins: [PARTNER_SITE, 'https://www.money-weekly.example'] },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).item.origins).toHaveLength(2);
    const rotated = await (await admin('/api/admin/partners/money-weekly/token', { method: 'POST' })).json();
    expect(rotated.item.reportUrl).not.toBe(reportUrl);
    const old = await fetch(reportUrl.replace(/^https?:\/\/[^/]+/, server.url));
    expect(old.status).toBe(404);
    expect(
      (
        await admin('/api/admin/partners/nobody', {
          method: 'PUT',
          body: { name: 'N', origins: [OTHER_SITE] },
        })
      ).status,
    ).toBe(404);
  });
});
