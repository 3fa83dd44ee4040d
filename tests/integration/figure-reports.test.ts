import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import { applyRetention, retentionPlan } from '../../server/retention.server.ts';
import { FORM_BODY_LIMITS } from '../../server/routes.server.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The built site: the form's page is rendered by the server from the built pages and SSR bundle. */
const PUBLIC_DIR = join(ROOT, 'dist', 'public');
const PASSWORD = 'correct horse battery staple';

const REPORT = {
  provider: 'aj-bell',
  figure: 'Yearly drawdown fee',
  correction: 'It is £0 since 1 November 2026.',
  sourceUrl: 'https://www.ajbell.co.uk/pensions/charges',
};

/** A plain HTML form's body, as a browser with JavaScript off sends it. */
function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe.each(backends())('"Spotted a wrong figure?" reports over HTTP on $name', (backend) => {
  let server: TestServer;
  let admin = '';
  const transport = memoryTransport();
  const db = () => server.running.ctx.db;
  /** Each test its own client address, so the hourly limit of one never touches another. */
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

  const postForm = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/report-a-wrong-figure`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(), ...headers },
      body,
    });
  const staffCall = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        origin: server.url,
        cookie: admin,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  beforeAll(async () => {
    expect(
      existsSync(join(PUBLIC_DIR, 'report-a-wrong-figure', 'index.html')),
      'run npm run build first',
    ).toBe(true);
    server = await startTestServer(
      backend,
      {
        TRUST_PROXY: '1',
        RATE_LIMIT_FIGURE_REPORTS_PER_IP: '3',
        OVERDUE_CHECK_MS: '0',
        RETENTION_INTERVAL_MINUTES: '0',
      },
      { transport, publicDir: PUBLIC_DIR },
    );
    await createOrPromoteAdmin(db(), 'boss@example.com', PASSWORD);
    const signIn = await postJson(
      `${server.url}/api/auth/sign-in`,
      { email: 'boss@example.com', password: PASSWORD },
      { origin: server.url },
    );
    admin = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the JSON API stores a report and e-mails the acknowledgement when an address is given', async () => {
    const answer = await postJson(
      `${server.url}/api/figure-reports`,
      { ...REPORT, email: ' Reader@Example.com ', page: '/provider/aj-bell' },
      from(),
    );
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true, id: expect.any(Number) });
    const rows = await db().query<Record<string, unknown>>(
      'SELECT provider, figure, correction, source_url, email, page, sent_with, status FROM figure_reports WHERE id = $1',
      [answer.json.id],
    );
    expect(rows[0]).toEqual({
      provider: 'aj-bell',
      figure: REPORT.figure,
      correction: REPORT.correction,
      source_url: REPORT.sourceUrl,
      email: 'reader@example.com',
      page: '/provider/aj-bell',
      sent_with: 'script',
      status: 'new',
    });
    await eventually(
      () => transport.sent.some((m) => m.to.email === 'reader@example.com'),
      'the acknowledgement e-mail',
    );
    const mail = transport.sent.find((m) => m.to.email === 'reader@example.com');
    expect(mail?.subject).toBe('Thank you for reporting a figure');
    // The provider's name and that we have it; never the reporter's own words.
    expect(mail?.text).toContain('we have your report about a figure for AJ Bell');
    expect(mail?.text).not.toContain(REPORT.figure);
    expect(mail?.text).not.toContain(REPORT.correction);
  });

  it('a report without an e-mail address is stored and sends nothing', async () => {
    const answer = await postJson(`${server.url}/api/figure-reports`, REPORT, from());
    expect(answer.status).toBe(201);
    const mails = await db().query('SELECT 1 FROM outbox WHERE figure_report_id = $1', [answer.json.id]);
    expect(mails).toHaveLength(0);
  });

  it('bad input gets a JSON error with the right status and a message per field', async () => {
    const empty = await postJson(`${server.url}/api/figure-reports`, {}, from());
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        provider: 'Choose the provider the figure is about.',
        figure: 'Say which figure is wrong.',
        correction: 'Say what you think the figure should be.',
      },
    });
    const bad = await postJson(
      `${server.url}/api/figure-reports`,
      { ...REPORT, provider: 'nobody', sourceUrl: 'javascript:alert(1)', email: 'not-an-address', figure: 7 },
      from(),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      provider: 'Choose one of the providers in the list.',
      figure: 'Send this field as text.',
      sourceUrl: 'Enter a web address starting with https://, or leave this empty.',
      email: 'Enter a valid e-mail address, like name@example.com, or leave this empty.',
    });
    const long = await postJson(
      `${server.url}/api/figure-reports`,
      { ...REPORT, correction: 'x'.repeat(1001) },
      from(),
    );
    expect(long.json.error.fields).toEqual({ correction: 'Keep this under 1000 characters.' });

    const notJson = await fetch(`${server.url}/api/figure-reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...from() },
      body: 'provider=aj-bell',
    });
    expect(notJson.status).toBe(415);
    expect((await notJson.json()).error.code).toBe('unsupported_media_type');
    const broken = await postJson(`${server.url}/api/figure-reports`, '{"provider":', from());
    expect(broken.status).toBe(400);
    expect(broken.json.error.code).toBe('invalid_json');
    const huge = await postJson(
      `${server.url}/api/figure-reports`,
      { ...REPORT, correction: 'x'.repeat(FORM_BODY_LIMITS.figureReport) },
      from(),
    );
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('payload_too_large');
    const wrongMethod = await fetch(`${server.url}/api/figure-reports`);
    expect(wrongMethod.status).toBe(405);
    expect((await wrongMethod.json()).error.code).toBe('method_not_allowed');
  });

  it('a filled honeypot gets the same answer and nothing is stored', async () => {
    const before = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM figure_reports');
    const answer = await postJson(
      `${server.url}/api/figure-reports`,
      { ...REPORT, website: 'https://spam.example' },
      from(),
    );
    expect(answer.status).toBe(201);
    const after = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM figure_reports');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('the hourly limit per address answers 429 as JSON, and re-shows the form as typed without JavaScript', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    for (let i = 0; i < 3; i++)
      expect((await postJson(`${server.url}/api/figure-reports`, REPORT, headers)).status).toBe(201);
    const over = await postJson(`${server.url}/api/figure-reports`, REPORT, headers);
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('rate_limited');
    expect(over.headers.get('retry-after')).toBeTruthy();
    const form = await postForm(formBody({ ...REPORT, email: 'typed@example.com' }), headers);
    expect(form.status).toBe(429);
    const html = await form.text();
    expect(html).toContain('You have sent several reports in a short time.');
    expect(html).toContain('value="typed@example.com"');
    expect(html).toContain(REPORT.correction);
  });

  it('without JavaScript: problems come back in the page, with the form as typed and an error summary', async () => {
    const response = await postForm(
      formBody({
        provider: 'aj-bell',
        figure: '',
        correction: 'About £100',
        email: 'oops',
        page: '/fees-and-charges',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/<title>Error: /);
    expect(html).toContain('There is a problem');
    expect(html).toContain('href="#figure-report-figure"');
    expect(html).toContain('Say which figure is wrong.');
    expect(html).toContain('Enter a valid e-mail address, like name@example.com, or leave this empty.');
    // What was typed is still there, and the chosen provider is still chosen.
    expect(html).toContain('value="oops"');
    expect(html).toContain('About £100');
    expect(html).toMatch(/<option value="aj-bell" selected="">/);
    expect(html).toContain('name="page" value="/fees-and-charges"');
    // The island gets the same state, so hydrating keeps it.
    expect(html).toContain('data-island="shared/figure-report-form"');
    const stored = await db().query("SELECT 1 FROM figure_reports WHERE correction = 'About £100'");
    expect(stored).toHaveLength(0);
  });

  it('without JavaScript: a good report is stored and answered with a redirect to the thank-you page', async () => {
    const response = await postForm(
      formBody({
        ...REPORT,
        correction: 'Plain form report',
        email: '',
        website: '',
        page: '/provider/aj-bell',
      }),
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/report-a-wrong-figure?sent=aj-bell&page=%2Fprovider%2Faj-bell');
    const stored = await db().query<{ sent_with: string; page: string }>(
      "SELECT sent_with, page FROM figure_reports WHERE correction = 'Plain form report'",
    );
    expect(stored).toEqual([{ sent_with: 'form', page: '/provider/aj-bell' }]);
    const thanks = await fetch(`${server.url}${location}`);
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain('Thank you: we have your report');
    expect(html).toMatch(/AJ Bell(<!-- -->)?’s own pages/);
    expect(html).toMatch(/<title>Report received: /);
    expect(html).toContain('href="/provider/aj-bell"');
  });

  it('the page itself answers GET and HEAD, and a form body of another type is refused', async () => {
    const page = await fetch(`${server.url}/report-a-wrong-figure`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Spotted a wrong figure?');
    expect((await fetch(`${server.url}/report-a-wrong-figure`, { method: 'HEAD' })).status).toBe(200);
    const chosen = await (await fetch(`${server.url}/report-a-wrong-figure?provider=vanguard`)).text();
    expect(chosen).toMatch(/<option value="vanguard" selected="">/);
    const json = await fetch(`${server.url}/report-a-wrong-figure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: JSON.stringify(REPORT),
    });
    expect(json.status).toBe(415);
  });

  it('staff list the reports and set their status, with audit entries; strangers cannot', async () => {
    expect((await fetch(`${server.url}/api/admin/figure-reports`)).status).toBe(401);
    const list = await staffCall('/api/admin/figure-reports?status=new');
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.new).toBe(body.total);
    const first = body.items.find((r: { email: string | null }) => r.email === 'reader@example.com');
    expect(first).toMatchObject({ providerName: 'AJ Bell', status: 'new', sentWith: 'script' });

    const changed = await staffCall(`/api/admin/figure-reports/${first.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'fixed' }),
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      id: first.id,
      status: 'fixed',
      statusChangedAt: expect.any(String),
    });
    const fixed = await (await staffCall('/api/admin/figure-reports?status=fixed')).json();
    expect(fixed.items.map((r: { id: number }) => r.id)).toEqual([first.id]);

    const bad = await staffCall(`/api/admin/figure-reports/${first.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'done' }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.status).toContain('not-a-mistake');
    const missing = await staffCall('/api/admin/figure-reports/999999', {
      method: 'PATCH',
      body: JSON.stringify({ status: 'checked' }),
    });
    expect(missing.status).toBe(404);
    const badFilter = await staffCall('/api/admin/figure-reports?status=everything');
    expect(badFilter.status).toBe(400);
    const crossSite = await staffCall(`/api/admin/figure-reports/${first.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'checked' }),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);

    const log = await db().query<{ action: string; target: string | null; detail: unknown }>(
      `SELECT action, target, detail FROM audit_log WHERE action LIKE 'figure_report%' ORDER BY id`,
    );
    // Loading the list is not logged (decision 030); changing a status is.
    expect(log.map((e) => e.action)).not.toContain('figure_reports.viewed');
    const change = log.find((e) => e.action === 'figure_report.status_changed');
    expect(change?.target).toBe(`figure-report:${first.id}`);
    const detail = typeof change?.detail === 'string' ? JSON.parse(change.detail) : change?.detail;
    expect(detail).toEqual({ from: 'new', to: 'fixed' });
  });

  it('reports are in subject access and erasure, with their e-mails', async () => {
    const email = 'subject@example.com';
    const sent = await postJson(`${server.url}/api/figure-reports`, { ...REPORT, email }, from());
    expect(sent.status).toBe(201);
    const access = await staffCall(`/api/admin/subject?email=${encodeURIComponent(email)}`);
    expect(access.status).toBe(200);
    const file = await access.json();
    expect(file.figureReports).toHaveLength(1);
    expect(file.figureReports[0]).toMatchObject({
      provider: 'aj-bell',
      correction: REPORT.correction,
      email,
    });
    expect(file.emails.some((e: { kind: string }) => e.kind === 'figure-report-ack')).toBe(true);

    const erase = await staffCall('/api/admin/erase', { method: 'POST', body: JSON.stringify({ email }) });
    expect(erase.status).toBe(200);
    expect((await erase.json()).erased).toMatchObject({ figureReports: 1 });
    expect(await db().query('SELECT 1 FROM figure_reports WHERE email = $1', [email])).toHaveLength(0);
    expect(await db().query('SELECT 1 FROM outbox WHERE to_email = $1', [email])).toHaveLength(0);
  });

  it('retention deletes reports older than their period, with their e-mails', async () => {
    const old = await postJson(
      `${server.url}/api/figure-reports`,
      { ...REPORT, email: 'old-report@example.com' },
      from(),
    );
    await db().query(`UPDATE figure_reports SET created_at = now() - interval '13 months' WHERE id = $1`, [
      old.json.id,
    ]);
    const plan = await retentionPlan(db(), server.config);
    expect(plan.figureReports).toBe(1);
    const done = await applyRetention(db(), server.config);
    expect(done.figureReports).toBe(1);
    expect(await db().query('SELECT 1 FROM figure_reports WHERE id = $1', [old.json.id])).toHaveLength(0);
    expect(await db().query('SELECT 1 FROM outbox WHERE figure_report_id = $1', [old.json.id])).toHaveLength(
      0,
    );
    expect(
      (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM figure_reports'))[0]?.n,
    ).toBeGreaterThan(0);
  });
});
