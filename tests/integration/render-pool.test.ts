import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderRefused } from '../../server/http/render-guard.server.ts';
import { createRenderPool, type RenderJob } from '../../server/http/render-pool.server.ts';
import { type SsrBundle, ssrBundle, ssrBundleUrl } from '../../server/http/site-pages.server.ts';
import { createLogger } from '../../server/log.server.ts';
import { startTestServer, type TestServer } from './harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The built site: the threads render with its server bundle. */
const PUBLIC_DIR = join(ROOT, 'dist', 'public');
/** The render worker, except that `crash=1` in an address ends the thread and `hang=1` holds it. */
const FAILING_WORKER = new URL('./fixtures/failing-render-worker.mjs', import.meta.url);

/**
 * (Decision 048.) The server's renders run in worker threads with the built server bundle: the
 * same HTML as the bundle renders in the main thread, a thread that dies or hangs fails only its
 * own request (503 with Retry-After) and is replaced, and a closed server leaves no thread running.
 * Outcomes only: nothing here depends on how long anything takes.
 */
describe('renders in worker threads', () => {
  let ssr: SsrBundle;
  const log = createLogger('silent');

  beforeAll(async () => {
    expect(existsSync(join(PUBLIC_DIR, 'fees-and-charges', 'index.html')), 'run npm run build first').toBe(
      true,
    );
    ssr = await ssrBundle(PUBLIC_DIR);
  });

  it('renders the same HTML, byte for byte, as the server bundle does in the main thread', async () => {
    const pool = createRenderPool({
      bundleUrl: ssrBundleUrl(PUBLIC_DIR),
      size: 1,
      maxQueue: 10,
      timeoutMs: 600_000,
      log,
    });
    try {
      const pages: [string, object][] = [
        ['/fees-and-charges?income=12000&pot=250000', {}],
        ['/pension-drawdown-calculator?income=12000&pot=180000', {}],
        ['/provider/aj-bell?income=12000&pot=250000', {}],
        ['/find-provider?income=12000&pot=90000', {}],
        [
          '/contact',
          {
            posted: {
              form: 'contact',
              values: { name: '', email: 'not-an-address', message: 'x' },
              fields: { name: 'Enter your name.' },
            },
          },
        ],
      ];
      for (const [url, options] of pages) {
        const inline = (await ssr.render(url, options)).html;
        expect(inline.length).toBeGreaterThan(1000);
        expect(await pool.run({ kind: 'page', url, options })).toBe(inline);
      }
      const query = 'limit=5&pot=100000';
      const config = ssr.configFromQuery(new URLSearchParams(query), 'https://partner.example');
      const firstView: RenderJob = { kind: 'first-view', query, defaultOrigin: 'https://partner.example' };
      expect(await pool.run(firstView)).toBe(ssr.renderFirstView(config, ''));
      expect(pool.stats().started).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('fails a render that never ends with 503 and Retry-After, and renders the next in a new thread', async () => {
    const pool = createRenderPool({
      bundleUrl: ssrBundleUrl(PUBLIC_DIR),
      size: 1,
      maxQueue: 10,
      // Reached only by the job that never ends.
      timeoutMs: 100,
      log,
      workerFile: FAILING_WORKER,
    });
    try {
      const config = ssr.configFromQuery(new URLSearchParams('pot=100000'), 'https://partner.example');
      const firstView: RenderJob = {
        kind: 'first-view',
        query: 'pot=100000',
        defaultOrigin: 'https://partner.example',
      };
      const expected = ssr.renderFirstView(config, '');
      // A thread's render time counts once it has loaded the bundle: the first job waits for that.
      expect(await pool.run(firstView)).toBe(expected);
      const stuck = await pool
        .run({ kind: 'page', url: '/fees-and-charges?hang=1&pot=1', options: {} })
        .catch((error: unknown) => error);
      expect(stuck).toBeInstanceOf(RenderRefused);
      expect((stuck as RenderRefused).status).toBe(503);
      expect((stuck as RenderRefused).headers['retry-after']).toBe('5');
      expect(await pool.run(firstView)).toBe(expected);
      expect(pool.stats().started).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('refuses what waits when closed, ends its threads, and renders nothing after', async () => {
    const pool = createRenderPool({
      bundleUrl: ssrBundleUrl(PUBLIC_DIR),
      size: 1,
      maxQueue: 2,
      timeoutMs: 600_000,
      log,
    });
    const job: RenderJob = { kind: 'page', url: '/fees-and-charges?pot=1000', options: {} };
    const answers = [pool.run(job), pool.run(job), pool.run(job)].map((p) =>
      p.then(
        () => 'rendered',
        (error: unknown) => (error instanceof RenderRefused ? error.status : error),
      ),
    );
    await pool.close();
    // One rendering (ended by the close), two waiting (refused): none hangs, each is a 503.
    expect(await Promise.all(answers)).toEqual([503, 503, 503]);
    expect(pool.stats()).toEqual({ started: 1, threads: 0, rendering: 0, queued: 0 });
    await expect(pool.run(job)).rejects.toBeInstanceOf(RenderRefused);
  });

  describe('in the server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(
        { name: 'pglite' },
        { TRUST_PROXY: '1', OVERDUE_CHECK_MS: '0', RETENTION_INTERVAL_MINUTES: '0', OUTBOX_DISABLED: '1' },
        { publicDir: PUBLIC_DIR, renderWorkerFile: FAILING_WORKER },
      );
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers a page whose render thread crashed with the static page, 503 and Retry-After; the next page renders', async () => {
      const pool = server.running.ctx.renderPool;
      const crashed = await fetch(`${server.url}/fees-and-charges?pot=250000&crash=1`);
      expect(crashed.status).toBe(503);
      expect(crashed.headers.get('retry-after')).toBe('5');
      const page = await crashed.text();
      expect(page).toContain('This page is shown without your figures');
      expect(page).toContain(
        readFileSync(join(PUBLIC_DIR, 'fees-and-charges', 'index.html'), 'utf8').slice(0, 200),
      );
      // Not kept: asked again, it is rendered again (and crashes again).
      expect((await fetch(`${server.url}/fees-and-charges?pot=250000&crash=1`)).status).toBe(503);

      const next = await fetch(`${server.url}/fees-and-charges?pot=250001`);
      expect(next.status).toBe(200);
      expect(await next.text()).toContain('250,001');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(pool.stats().started).toBe(3);
      expect(server.running.ctx.renderGuard.inFlight()).toBe(0);
    });

    it('ends its render threads when it closes, and the close does not wait on them', async () => {
      const own = await startTestServer(
        { name: 'pglite' },
        { OVERDUE_CHECK_MS: '0', RETENTION_INTERVAL_MINUTES: '0', OUTBOX_DISABLED: '1' },
        { publicDir: PUBLIC_DIR },
      );
      const pool = own.running.ctx.renderPool;
      const rendered = await fetch(`${own.url}/pension-drawdown-calculator?pot=123456&income=10000`);
      expect(rendered.status).toBe(200);
      expect(await rendered.text()).toContain('123,456');
      expect(pool.stats().threads).toBe(pool.size);
      await own.close();
      expect(pool.stats().threads).toBe(0);
    });
  });
});
