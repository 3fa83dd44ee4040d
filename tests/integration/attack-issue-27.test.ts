/**
 * Issue 27, items 2 to 10: what did not hold when the server was attacked from outside again, each
 * as a test that failed before its fix. Real HTTP against the real server; the concurrency cases
 * also against PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import {
  eventually,
  fakePublicDir,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const ADMIN = { email: 'issue27-admin@example.com', password: 'an-admin-password-long-enough' };

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
    let limited: Response | undefined;
    for (let i = 0; i < 400 && !limited; i++) {
      const res = await beacon(JSON.stringify({ event: 'pot', partner: 'nobody' }));
      if (res.status === 429) limited = res;
    }
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
