import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLinkToken, loadAccessLinkSecret } from '../../server/access/access-link.server.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

/** Rows in every table a visit could leave a trace in. */
async function traces(server: TestServer): Promise<number[]> {
  const db = server.running.ctx.db;
  const counts: number[] = [];
  for (const table of ['leads', 'consents', 'outbox', 'audit_log', 'sessions', 'settings']) {
    const [row] = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
    counts.push(Number(row?.n));
  }
  return counts;
}

describe.each(backends())('the e-mails’ unlocking links on $name (decision 043)', (backend) => {
  let server: TestServer;
  const transport = memoryTransport();
  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_LEADS_PER_IP: '1000' }, { transport });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the first e-mail with a signed link that the server accepts, and records nothing new', async () => {
    const lead = { name: 'Ann Link', email: 'ann.link@example.com', potSize: 250000, consent: true };
    expect((await postJson(`${server.url}/api/leads`, lead)).status).toBe(201);
    await eventually(() => transport.sent.some((m) => m.to.email === lead.email), 'the first e-mail');
    const mail = transport.sent.find((m) => m.to.email === lead.email);
    const link = /See the comparison: (\S+)/.exec(mail?.text ?? '')?.[1] as string;
    const url = new URL(link);
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('pot')).toBe('250000');
    expect(url.hash).toBe('#compare');
    const token = url.searchParams.get('access') as string;
    expect(token).toMatch(/^u1\./);
    expect(token).not.toContain('ann');

    const before = await traces(server);
    const res = await postJson(`${server.url}/api/access-links`, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unlocked: true });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await traces(server)).toEqual(before);
  });

  it('refuses a changed token (400) and an old one (410), in the error shape', async () => {
    const secret = await loadAccessLinkSecret(server.running.ctx.db, server.config);
    const good = accessLinkToken(secret, new Date(), 1);
    const changed = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await postJson(`${server.url}/api/access-links`, { token: changed });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_token');
    const old = accessLinkToken(secret, new Date(Date.now() - 3 * 86_400_000), 1);
    const expired = await postJson(`${server.url}/api/access-links`, { token: old });
    expect(expired.status).toBe(410);
    expect(expired.json.error.code).toBe('expired_token');
    expect(expired.json.error.message).toMatch(/too old/);
  });

  it('answers bad requests with the JSON error shape', async () => {
    const missing = await postJson(`${server.url}/api/access-links`, {});
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.token).toBeTruthy();
    const notJson = await fetch(`${server.url}/api/access-links`, { method: 'POST', body: 'token=x' });
    expect(notJson.status).toBe(415);
    const get = await fetch(`${server.url}/api/access-links`);
    expect(get.status).toBe(405);
  });

  it('keeps one secret per installation, and ACCESS_LINK_SECRET replaces it', async () => {
    const db = server.running.ctx.db;
    const first = await loadAccessLinkSecret(db, server.config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadAccessLinkSecret(db, server.config)).toBe(first);
    const configured = { ...server.config, accessLinks: { secret: 'x'.repeat(40), days: 90 } };
    expect(await loadAccessLinkSecret(db, configured)).toBe('x'.repeat(40));
  });
});
