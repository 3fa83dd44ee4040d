import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import { PARTNER_SIGN_UP_TEXT } from '../../widget/core/partner-sign-up.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const PASSWORD = 'correct horse battery staple';
/** The real build: the form without script is answered with the page rendered by its server bundle. */
const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'dist', 'public');
const SITE = 'https://www.pension-pages.example';

describe.each(backends())('publishers sign up at /partners on $name', (backend) => {
  let server: TestServer;
  let cookie = '';
  const transport = memoryTransport();

  /** A sign-up from one client address (the rate limit counts per address). */
  const signUp = (body: unknown, ip = '198.51.100.1') =>
    postJson(`${server.url}/api/partner-sign-ups`, body, { 'x-forwarded-for': ip });
  const admin = (path: string, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, headers: { origin: server.url, cookie } });
  const partners = async () =>
    (await (await admin('/api/admin/partners')).json()).items as Array<{
      id: string;
      name: string;
      status: string;
      origins: string[];
      contactEmail: string | null;
      reportUrl: string;
    }>;
  const mailTo = (address: string) => transport.sent.filter((mail) => mail.to.email === address);

  beforeAll(async () => {
    expect(existsSync(join(PUBLIC_DIR, 'widget', 'manifest.json')), 'run npm run build first').toBe(true);
    server = await startTestServer(
      backend,
      { TRUST_PROXY: '1', RATE_LIMIT_PARTNER_SIGN_UPS_PER_IP: '3', FIRM_INBOX: 'firm@example.com' },
      { publicDir: PUBLIC_DIR, transport },
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

  it('answers bad input with a clear message per field and stores nothing', async () => {
    const empty = await signUp({});
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        name: PARTNER_SIGN_UP_TEXT.nameMissing,
        site: PARTNER_SIGN_UP_TEXT.siteMissing,
        email: PARTNER_SIGN_UP_TEXT.emailMissing,
      },
    });
    const wrong = await signUp({ name: 'X', site: 'http://insecure.example', email: 'not-an-address' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({
      site: PARTNER_SIGN_UP_TEXT.siteInvalid,
      email: PARTNER_SIGN_UP_TEXT.emailInvalid,
    });
    expect((await signUp('{not json')).status).toBe(400);
    expect(await partners()).toEqual([]);
  });

  it('creates a pending partner from a normalised origin and tells the firm, not the publisher', async () => {
    const res = await signUp({
      name: '  Pension Pages ',
      site: 'www.pension-pages.example/retirement/',
      email: 'Editor@Pension-Pages.example',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ ok: true });
    expect(await partners()).toMatchObject([
      {
        id: 'pension-pages.example',
        name: 'Pension Pages',
        status: 'pending',
        origins: [SITE],
        contactEmail: 'editor@pension-pages.example',
      },
    ]);
    await eventually(() => mailTo('firm@example.com').length === 1, 'the notice to the firm');
    const notice = mailTo('firm@example.com')[0];
    expect(notice?.subject).toBe(`New partner sign-up: ${SITE}`);
    expect(notice?.text).toContain('E-mail: editor@pension-pages.example');
    expect(notice?.headers['Reply-To']).toBe('editor@pension-pages.example');
    expect(mailTo('editor@pension-pages.example')).toEqual([]);
  });

  it("refuses a second sign-up for the same site without saying whose it is, and an admin partner's site too", async () => {
    const again = await signUp(
      { name: 'Copycat', site: `${SITE}/other-page`, email: 'someone@copycat.example' },
      '198.51.100.2',
    );
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: 'site_taken',
      message: PARTNER_SIGN_UP_TEXT.siteTaken,
      fields: { site: PARTNER_SIGN_UP_TEXT.siteTaken },
    });
    expect(again.text).not.toContain('pension-pages.example"');
    expect(again.text).not.toContain('Pension Pages');
    const registered = await fetch(`${server.url}/api/admin/partners`, {
      method: 'POST',
      headers: { origin: server.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'admin-made', name: 'Admin made', origins: ['https://admin-made.example'] }),
    });
    expect(registered.status).toBe(201);
    const taken = await signUp(
      { name: 'Other', site: 'https://admin-made.example', email: 'x@example.com' },
      '198.51.100.2',
    );
    expect(taken.status).toBe(409);
    expect(taken.text).not.toContain('admin-made"');
    expect((await partners()).filter((p) => p.status === 'pending')).toHaveLength(1);
  });

  it('refuses a pending id in the widget: no attribution, no beacon count, no load, no report', async () => {
    const id = 'pension-pages.example';
    const lead = await postJson(
      `${server.url}/api/leads`,
      { name: 'Reader', email: 'reader@example.com', potSize: 250000, partner: id, consent: true },
      { origin: SITE },
    );
    expect(lead.status).toBe(201);
    const stored = await server.running.ctx.db.query<{ partner: string | null }>(
      `SELECT partner FROM leads WHERE email = 'reader@example.com'`,
    );
    expect(stored).toEqual([{ partner: null }]);
    const beacon = await fetch(`${server.url}/api/widget-events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
      body: JSON.stringify({ event: 'pot', partner: id }),
    });
    expect(beacon.status).toBe(204);
    const manifest = JSON.parse(readFileSync(join(PUBLIC_DIR, 'widget', 'manifest.json'), 'utf8'));
    const bundle = (Object.values(manifest) as Array<{ file: string; isEntry?: boolean }>)
      .find((chunk) => chunk.isEntry)
      ?.file.split('/')
      .pop();
    const view = await fetch(
      `${server.url}/api/widget/first-view?pot=250000&partner=${id}&bundle=${bundle}`,
      {
        headers: { origin: SITE },
      },
    );
    expect(view.status).toBe(200);
    const days = await admin(`/api/admin/partners/${id}/days`);
    expect((await days.json()).items).toEqual([]);
    const pending = (await partners()).find((p) => p.id === id);
    expect((await fetch(pending?.reportUrl.replace(/^https?:\/\/[^/]+/, server.url) ?? '')).status).toBe(404);
  });

  it('lets only admins approve or decline', async () => {
    expect(
      (await fetch(`${server.url}/api/admin/partners/pension-pages.example/approve`, { method: 'POST' }))
        .status,
    ).toBe(401);
    expect((await admin('/api/admin/partners/nobody/approve', 'POST')).status).toBe(404);
    expect((await admin('/api/admin/partners/admin-made/approve', 'POST')).status).toBe(409);
    expect((await admin('/api/admin/partners/admin-made/decline', 'POST')).status).toBe(409);
  });

  it('approves: the partner is active, its id counts, and the publisher gets the id, the snippet and the report link', async () => {
    const id = 'pension-pages.example';
    const res = await admin(`/api/admin/partners/${id}/approve`, 'POST');
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({ id, status: 'active' });
    await eventually(() => mailTo('editor@pension-pages.example').length === 1, 'the approval e-mail');
    const mail = mailTo('editor@pension-pages.example')[0];
    expect(mail?.text).toContain(`Your partner id: ${id}`);
    expect(mail?.text).toContain(
      `<script src="${server.url}/widget/v1.js" crossorigin="anonymous" async></script>`,
    );
    expect(mail?.text).toContain(`<drawdown-compare partner="${id}">`);
    expect(mail?.text).toContain(item.reportUrl);
    expect(mail?.html).toContain('&lt;drawdown-compare partner=');
    // The report link is a secret: the outbox keeps no copy once it is sent.
    await eventually(async () => {
      const rows = await server.running.ctx.db.query<{ status: string; payload: unknown }>(
        `SELECT status, payload FROM outbox WHERE kind = 'partner-approved'`,
      );
      return rows[0]?.status === 'sent' && rows[0]?.payload === null;
    }, 'the approval recorded as sent, its payload cleared');

    const beacon = await fetch(`${server.url}/api/widget-events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
      body: JSON.stringify({ event: 'pot', partner: id }),
    });
    expect(beacon.status).toBe(204);
    const days = async () => (await (await admin(`/api/admin/partners/${id}/days`)).json()).items[0] ?? {};
    expect(await days()).toMatchObject({ pots: 1 });
    // A load from another reader now counts; the one made while pending (seconds ago) never did.
    const manifest = JSON.parse(readFileSync(join(PUBLIC_DIR, 'widget', 'manifest.json'), 'utf8'));
    const bundle = (Object.values(manifest) as Array<{ file: string; isEntry?: boolean }>)
      .find((chunk) => chunk.isEntry)
      ?.file.split('/')
      .pop();
    const view = await fetch(
      `${server.url}/api/widget/first-view?pot=250000&partner=${id}&bundle=${bundle}`,
      {
        headers: { origin: SITE, 'x-forwarded-for': '203.0.113.77' },
      },
    );
    expect(view.status).toBe(200);
    await eventually(async () => (await days()).loads >= 1, 'the load counted once active');
    expect((await days()).loads).toBe(1);
    const report = await fetch(item.reportUrl.replace(/^https?:\/\/[^/]+/, server.url));
    expect(report.status).toBe(200);
    expect((await admin(`/api/admin/partners/${id}/approve`, 'POST')).status).toBe(409);
  });

  it('declines: the sign-up is gone, nothing is sent, and the site can be signed up again', async () => {
    const site = 'https://declined.example';
    expect(
      (await signUp({ name: 'Declined', site, email: 'd@declined.example' }, '198.51.100.3')).status,
    ).toBe(201);
    const res = await admin('/api/admin/partners/declined.example/decline', 'POST');
    expect(res.status).toBe(200);
    expect((await partners()).map((p) => p.id)).not.toContain('declined.example');
    expect(mailTo('d@declined.example')).toEqual([]);
    expect(
      (await signUp({ name: 'Declined', site, email: 'd@declined.example' }, '198.51.100.3')).status,
    ).toBe(201);
  });

  it("gives the contact address to subject access, and erasure deletes a pending sign-up's row", async () => {
    const email = 'person@subject-signup.example';
    const site = 'https://subject-signup.example';
    expect((await signUp({ name: 'Subject Pages', site, email }, '198.51.100.4')).status).toBe(201);
    const access = await admin(`/api/admin/subject?email=${encodeURIComponent(email)}`);
    expect(access.status).toBe(200);
    const file = await access.json();
    expect(file.partnerSignUps).toEqual([
      expect.objectContaining({
        id: 'subject-signup.example',
        contactEmail: email,
        status: 'pending',
        sites: [site],
      }),
    ]);
    // The report link's secret never goes into the file.
    const token = (await partners())
      .find((p) => p.id === 'subject-signup.example')
      ?.reportUrl.split('/')
      .at(-1);
    expect(token?.length).toBeGreaterThan(10);
    expect(JSON.stringify(file)).not.toContain(token);

    const erased = await postJson(`${server.url}/api/admin/erase`, { email }, { origin: server.url, cookie });
    expect(erased.status).toBe(200);
    expect(erased.json.erased).toMatchObject({ partnerSignUps: 1 });
    expect((await partners()).map((p) => p.id)).not.toContain('subject-signup.example');
    const after = await (await admin(`/api/admin/subject?email=${encodeURIComponent(email)}`)).json();
    expect(after.partnerSignUps).toEqual([]);
  });

  it('limits sign-ups per address per hour (429), and other addresses still sign up', async () => {
    const ip = '198.51.100.9';
    for (const n of [1, 2, 3]) {
      const ok = await signUp(
        { name: `Site ${n}`, site: `https://limit-${n}.example`, email: 'a@b.example' },
        ip,
      );
      expect(ok.status).toBe(201);
    }
    const limited = await signUp(
      { name: 'Site 4', site: 'https://limit-4.example', email: 'a@b.example' },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await signUp(
      { name: 'Site 4', site: 'https://limit-4.example', email: 'a@b.example' },
      '198.51.100.10',
    );
    expect(other.status).toBe(201);
  });

  it('works without script: the form posts to /partners and the page answers with its errors or its thanks', async () => {
    const post = (fields: Record<string, string>, ip: string) =>
      fetch(`${server.url}/partners`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const bad = await post({ name: '', site: 'ftp://x', email: 'e@no-script.example' }, '198.51.100.20');
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain('<title>Error: ');
    expect(badPage).toContain(PARTNER_SIGN_UP_TEXT.nameMissing);
    expect(badPage).toContain(PARTNER_SIGN_UP_TEXT.siteInvalid);
    expect(badPage).toContain('value="e@no-script.example"');
    const taken = await post({ name: 'Again', site: SITE, email: 'e@no-script.example' }, '198.51.100.20');
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('This site is already signed up');
    const ok = await post(
      { name: 'No Script Weekly', site: 'https://no-script.example', email: 'e@no-script.example' },
      '198.51.100.20',
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Thank you for signing up');
    expect((await partners()).find((p) => p.id === 'no-script.example')?.status).toBe('pending');
  });
});
