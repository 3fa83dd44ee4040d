/**
 * The app as a plain function of a request (STYLE.md: "handlers testable without opening a port"):
 * `createApp(ctx, apiRoutes()).handle` driven in-process, with no port and no database. Anything
 * that would reach the database fails the test, so these cover the routing rules themselves: 404,
 * 405 with Allow, HEAD, the security headers and CORS on answers and errors alike.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.server.ts';
import type { AppContext } from './app-context.server.ts';
import { loadConfig } from './config.server.ts';
import type { Db } from './db/db.server.ts';
import type { AppRequest, AppResponse } from './http/http-types.server.ts';
import { createRenderGuard } from './http/render-guard.server.ts';
import { createRenderPool } from './http/render-pool.server.ts';
import { ssrBundleUrl } from './http/site-pages.server.ts';
import { createStaticFiles } from './http/static.server.ts';
import { createLogger } from './log.server.ts';
import { apiRoutes } from './routes.server.ts';

/** A database that must not be reached: each use fails the request with a named error. */
class DatabaseNotExpected extends Error {
  override name = 'DatabaseNotExpected';
}
const noDatabase = new Proxy({} as Db, {
  get(_target, property) {
    if (property === 'kind') return 'pglite';
    if (property === 'then') return undefined;
    return () => {
      throw new DatabaseNotExpected(`the in-process app tests reached db.${String(property)}`);
    };
  },
});

let root: string;
let handle: (req: AppRequest) => Promise<AppResponse>;
const errors: string[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'dc-app-'));
  const publicDir = join(root, 'public');
  mkdirSync(join(publicDir, 'assets'), { recursive: true });
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  writeFileSync(
    join(publicDir, '404.html'),
    '<!doctype html><title>Page not found</title><h1>Not found</h1>',
  );
  writeFileSync(join(publicDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_DIR: publicDir, DATA_DIR: join(root, 'var') });
  const log = createLogger('silent');
  const renderGuard = createRenderGuard(noDatabase, 'in-process-test-salt', {
    perAddress: config.rateLimits.rendersPerIp,
    windowSeconds: config.rateLimits.rendersWindowSeconds,
    maxInFlight: config.renders.inFlight,
    cacheBytes: config.renders.cacheBytes,
  });
  const ctx: AppContext = {
    config,
    db: noDatabase,
    log: { ...log, error: (event: string) => void errors.push(event) },
    files: createStaticFiles(publicDir, { revalidate: false }),
    salt: 'in-process-test-salt',
    renderGuard,
    renders: renderGuard.forRequest('', undefined, 'a request outside the route table'),
    // No server bundle here: no thread starts.
    renderPool: createRenderPool({
      bundleUrl: ssrBundleUrl(publicDir),
      size: 1,
      maxQueue: 1,
      timeoutMs: 1000,
      log,
    }),
    wakeOutbox: () => {},
  };
  handle = createApp(ctx, apiRoutes());
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function request(method: string, target: string, headers: AppRequest['headers'] = {}): Promise<AppResponse> {
  const url = new URL(target, 'http://app.test');
  return handle({
    method,
    path: url.pathname,
    query: url.searchParams,
    headers,
    ip: '192.0.2.1',
    body: null,
  });
}

function bodyJson(response: AppResponse): { error?: { code: string; message: string } } {
  return JSON.parse(String(response.body));
}

describe('the app in-process (no port, no database)', () => {
  it('answers an unknown API address with a 404 JSON error', async () => {
    const response = await request('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(bodyJson(response).error?.code).toBe('not_found');
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  });

  it('answers an unknown page with the not-found page and 404', async () => {
    const response = await request('GET', '/no-such-page');
    expect(response.status).toBe(404);
    expect(String(response.body)).toContain('Not found');
  });

  it('refuses a method a route does not take with 405 and an Allow header', async () => {
    const response = await request('DELETE', '/api/v1/quotes');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(bodyJson(response).error?.code).toBe('method_not_allowed');
  });

  it('refuses a write to a static page with 405 and Allow: GET, HEAD', async () => {
    const response = await request('POST', '/');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD like GET without a body', async () => {
    const get = await request('GET', '/healthz');
    const head = await request('HEAD', '/');
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.body === null || String(head.body) === '').toBe(true);
  });

  it('puts the security headers on pages, files, answers and errors', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/assets/app-abc123.js'],
      ['GET', '/healthz'],
      ['GET', '/api/no-such-thing'],
      ['DELETE', '/api/v1/quotes'],
    ] as const) {
      const response = await request(method, path);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
      expect(response.headers['content-security-policy'], path).toBeTruthy();
    }
  });

  it('answers a CORS preflight for a public API route, and not for a private one', async () => {
    const quotes = await request('OPTIONS', '/api/v1/quotes', { origin: 'https://partner.example' });
    expect(quotes.status).toBe(204);
    expect(quotes.headers['access-control-allow-origin']).toBe('*');
    const signIn = await request('OPTIONS', '/api/auth/sign-in', { origin: 'https://partner.example' });
    expect(signIn.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('puts CORS on a public API route’s error as on its answer', async () => {
    const bad = await request('GET', '/api/v1/quotes?pot=not-a-number', {
      origin: 'https://partner.example',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe('*');
    const refused = await request('DELETE', '/api/v1/providers', { origin: 'https://partner.example' });
    expect(refused.status).toBe(405);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    const beacon = await request('POST', '/api/widget-events', { origin: 'https://partner.example' });
    expect(beacon.status).toBeGreaterThanOrEqual(400);
    expect(beacon.headers['access-control-allow-origin']).toBe('*');
  });

  it('never reached the database or failed unexpectedly', () => {
    expect(errors).toEqual([]);
  });
});
