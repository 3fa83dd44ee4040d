import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, postJson, startTestServer, type TestServer } from './harness.ts';

/** A raw GET, so we see exactly what the server sent (fetch would decompress). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(backends())('HTTP on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, database: backend.name });
  });

  it('serves prerendered pages as HTML with no-cache, an ETag and the site CSP', async () => {
    const res = await rawGet(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await rawGet(`${server.url}/contact`);
    const second = await rawGet(`${server.url}/contact`, { 'if-none-match': String(first.headers.etag) });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('chooses brotli, then gzip, then identity by Accept-Encoding', async () => {
    const br = await rawGet(`${server.url}/widget.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await rawGet(`${server.url}/widget.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${server.url}/widget.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('/* loader */');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('gzips what the app makes (a quote answer here, rendered pages alike) for a client that takes it', async () => {
    const url = `${server.url}/api/v1/quotes?pot=250000`;
    const gz = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    // Small answers go as they are.
    const small = await rawGet(`${server.url}/healthz`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('caches the widget loader for 5 minutes and hashed files for a year, readable cross-origin', async () => {
    const loader = await rawGet(`${server.url}/widget.js`);
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const chunk = await rawGet(`${server.url}/widget/drawdown-compare-abc123.js`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const css = await rawGet(`${server.url}/assets/index-Hash1234.css`);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await rawGet(`${server.url}/favicon.svg`)).headers['content-type']).toBe('image/svg+xml');
  });

  it('serves the calculator and ebook pages with and without a trailing slash', async () => {
    for (const path of [
      '/pension-drawdown-calculator',
      '/pension-drawdown-calculator/',
      '/download-ebook',
      '/download-ebook/',
    ]) {
      const res = await rawGet(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body.toString()).toContain(path.includes('calculator') ? 'Calculator' : 'Ebook');
    }
  });

  it('redirects the spec §2 handler routes with 301, with and without a trailing slash', async () => {
    const cases: [string, string][] = [
      ['/contact-us', '/contact'],
      ['/contact-us/', '/contact'],
      ['/aj-bell-pension-drawdown', '/provider/aj-bell'],
      ['/vanguard-pension-drawdown/', '/provider/vanguard'],
      ['/why-annuities-are-regaining-popularity', '/blog/why-annuities-are-regaining-popularity'],
      ['/pension-drawdown-vs-annuity/', '/blog/pension-drawdown-vs-annuity'],
      [
        '/what-is-phased-drawdown-unlocking-the-benefits-of-flexible-pension-income',
        '/blog/what-is-phased-drawdown-unlocking-the-benefits-of-flexible-pension-income',
      ],
    ];
    for (const [from, to] of cases) {
      const res = await rawGet(`${server.url}${from}`);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('shows the not-found page with 404 for unknown paths and unknown provider slugs', async () => {
    for (const path of ['/no-such-page', '/acme-pension-drawdown', '/empty-dir', '/empty-dir/']) {
      const res = await rawGet(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain('Page not found');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('never leaves the web root or shows hidden files', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/.secret',
      '/assets/..%2f..%2fpackage.json',
      '/%00',
    ]) {
      const res = await rawGet(`${server.url}${path}`);
      expect([400, 404], path).toContain(res.status);
      expect(res.body.toString(), path).not.toContain('"name": "drawdown-compare"');
      expect(res.body.toString(), path).not.toContain('hidden');
    }
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await fetch(`${server.url}/api/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await fetch(`${server.url}/api/leads`, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect((await res.json()).error.code).toBe('method_not_allowed');
    const page = await fetch(`${server.url}/`, { method: 'DELETE' });
    expect(page.status).toBe(405);
  });

  it('accepts only JSON bodies (415), within the size limit (413), well-formed (400)', async () => {
    const form = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('unsupported_media_type');
    const big = await postJson(`${server.url}/api/leads`, {
      name: 'x'.repeat(100_000),
      email: 'a@b.co',
      consent: true,
    });
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe('payload_too_large');
    const bad = await postJson(`${server.url}/api/leads`, '{"name": ');
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_json');
    const array = await postJson(`${server.url}/api/leads`, '[1,2]');
    expect(array.status).toBe(400);
  });

  it('allows the widget to call the lead API from any origin without credentials', async () => {
    const preflight = await fetch(`${server.url}/api/leads`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const bad = await postJson(`${server.url}/api/leads`, {}, { origin: 'https://partner.example' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    const admin = await fetch(`${server.url}/api/admin/leads`, {
      headers: { origin: 'https://partner.example' },
    });
    expect(admin.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs one JSON line per request without names or e-mail addresses', async () => {
    await postJson(`${server.url}/api/leads`, {
      name: 'Loggy McLogface',
      email: 'loggy@example.com',
      consent: true,
    });
    const lines = server.logs.map((l) => JSON.parse(l));
    const requestLine = lines.find((l) => l.msg === 'request' && l.path === '/api/leads' && l.status === 201);
    expect(requestLine).toMatchObject({ level: 'info', method: 'POST', ms: expect.any(Number) });
    const all = server.logs.join('\n');
    expect(all).not.toContain('loggy@example.com');
    expect(all).not.toContain('Loggy');
  });
});
