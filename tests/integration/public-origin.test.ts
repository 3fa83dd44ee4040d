import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '../../widget/core/public-origin.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Every absolute address a visitor is given (canonical, og:url, JSON-LD, the sitemap, robots.txt,
 * the calculator's share link without script) comes from PUBLIC_URL at serve time, never from a
 * domain fixed when the site was built. Real HTTP against the built site (npm run build first).
 */
const publicDir = join(import.meta.dirname, '../../dist/public');

for (const origin of ['https://example.test', 'https://another.example']) {
  describe(`served with PUBLIC_URL=${origin}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      expect(existsSync(publicDir), 'dist/public is missing: run npm run build first').toBe(true);
      server = await startTestServer(
        { name: 'pglite' },
        { PUBLIC_URL: origin, OUTBOX_DISABLED: '1' },
        { publicDir },
      );
    });
    afterAll(async () => {
      await server?.close();
    });

    const get = async (path: string, encoding = 'identity') => {
      const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status, path).toBe(200);
      return res.text();
    };
    const noOtherOrigin = (text: string) => {
      expect(text).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
      expect(text).not.toContain('https://drawdowncompare.co.uk');
    };

    it('puts it in the canonical link, og:url and JSON-LD of a page, in every encoding', async () => {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const html = await get('/income-drawdown', encoding);
        expect(html).toContain(`<link rel="canonical" href="${origin}/income-drawdown" />`);
        expect(html).toContain(`<meta property="og:url" content="${origin}/income-drawdown" />`);
        const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
          (match) => match[1]!,
        );
        expect(jsonLd.length).toBeGreaterThan(0);
        expect(jsonLd.join('\n')).toContain(`"${origin}/income-drawdown"`);
        noOtherOrigin(html);
      }
    });

    it('lists its pages in the sitemap and names the sitemap in robots.txt', async () => {
      const sitemap = await get('/sitemap.xml', 'br');
      expect(sitemap).toContain(`<loc>${origin}/</loc>`);
      expect(sitemap).toContain(`<loc>${origin}/pension-drawdown-calculator</loc>`);
      noOtherOrigin(sitemap);
      const robots = await get('/robots.txt');
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });

    it("writes the calculator's share link with it before any script runs", async () => {
      for (const path of [
        '/pension-drawdown-calculator',
        '/pension-drawdown-calculator?pot=300000&income=15000',
      ]) {
        const html = await get(path, 'gzip');
        const share = /id="calc-share"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*id="calc-share"/.exec(html);
        expect(share, path).not.toBeNull();
        expect((share![1] ?? share![2])!.startsWith(`${origin}/pension-drawdown-calculator?`), path).toBe(
          true,
        );
        noOtherOrigin(html);
      }
    });
  });
}
