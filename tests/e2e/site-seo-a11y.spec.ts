import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { REVIEW_SLUGS } from '../../site/shared/review-slugs.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import {
  axeViolations,
  chooseCookies,
  DESKTOP,
  open,
  PHONE,
  SITE_SHOT_DIR,
  siteUrl,
} from './site-helpers.ts';

/** The routes this part of the site owns, plus a sample of the generated ones. */
const OWN_ROUTES = [
  '/',
  '/fees-and-charges',
  '/changes',
  '/find-provider',
  '/provider/aj-bell',
  '/provider/bestinvest',
  '/provider/vanguard/review',
];

function headOf(html: string) {
  const pick = (pattern: RegExp) => html.match(pattern)?.[1] ?? null;
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    ),
    // Inline scripts other than data and the one module that starts the entry after the first paint.
    inlineScripts: [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*\bdata-entry=)[^>]*>/g,
      ),
    ].length,
    startModules: [
      ...html.matchAll(
        /<script type="module" data-entry="\/assets\/[^"]+\.js" data-imports="[^"]*">([^<]*)<\/script>/g,
      ),
    ].map((m) => m[1] ?? ''),
    inlineStyles: (html.match(/\sstyle="/g) ?? []).length,
  };
}

test.describe('search engines and the strict CSP', () => {
  test('every sitemap URL is prerendered with its content, a unique title and description, canonical, Open Graph and no inline script but the one the CSP allows by its hash', async ({
    request,
  }) => {
    const sitemap = await (await request.get(siteUrl('/sitemap.xml'))).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const provider of PROVIDERS) expect(urls).toContain(`/provider/${provider.slug}`);
    for (const slug of REVIEW_SLUGS) expect(urls).toContain(`/provider/${slug}/review`);
    for (const path of ['/', '/fees-and-charges', '/find-provider']) expect(urls).toContain(path);
    expect(urls.some((path) => path.startsWith('/admin') || path === '/auth')).toBe(false);

    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of urls) {
      const response = await request.get(siteUrl(path));
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const head = headOf(html);
      expect(head.title, path).toBeTruthy();
      expect(head.description, path).toBeTruthy();
      expect(head.canonical, path).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
      expect(head.ogTitle, path).toBe(head.title);
      expect(head.inlineScripts, path).toBe(0);
      // One module starts the scripts after the first paint (decision 054), allowed by its hash.
      expect(head.startModules, path).toHaveLength(1);
      const hash = createHash('sha256')
        .update(head.startModules[0] ?? '')
        .digest('base64');
      expect(response.headers()['content-security-policy'], path).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      );
      expect(head.inlineStyles, path).toBe(0);
      expect(html, path).toMatch(/<h1[^>]*>/);
      titles.add(head.title ?? '');
      descriptions.add(head.description ?? '');
    }
    expect(titles.size).toBe(urls.length);
    expect(descriptions.size).toBe(urls.length);
  });

  test('JSON-LD where it fits: Organization on home, BreadcrumbList on inner pages, Review on reviews', async ({
    request,
  }) => {
    const types = async (path: string) =>
      headOf(await (await request.get(siteUrl(path))).text()).jsonLd.map((item) => item['@type']);
    expect(await types('/')).toContain('Organization');
    expect(await types('/provider/aj-bell')).toContain('BreadcrumbList');
    expect(await types('/fees-and-charges')).toContain('BreadcrumbList');
    expect(await types('/provider/aj-bell/review')).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'Review']),
    );
  });

  test('robots.txt points at the sitemap and keeps admin out', async ({ request }) => {
    const robots = await (await request.get(siteUrl('/robots.txt'))).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /admin');
  });

  test('sign-in and admin shells are prerendered but kept out of search', async ({ request }) => {
    for (const path of ['/auth', '/admin', '/admin/generate-ebook']) {
      const html = await (await request.get(siteUrl(path))).text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('axe finds no violations on the routes of this part, with the cookie notice showing', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const failures: string[] = [];
      for (const path of [...OWN_ROUTES, '/no-such-page']) {
        await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.waitForLoadState('networkidle');
        for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`);
      }
      expect(failures).toEqual([]);
    });

    test('axe finds no violations in open menus, the finder steps and the results', async ({ page }) => {
      test.setTimeout(120_000);
      await chooseCookies(page);
      const failures: string[] = [];
      const check = async (label: string) => {
        for (const violation of await axeViolations(page)) failures.push(`${label}: ${violation}`);
      };
      await open(page, '/find-provider');
      await page.getByRole('textbox', { name: 'How much is in your pension pot?' }).fill('200000');
      await page.getByRole('button', { name: 'Next' }).click();
      await check('finder step 2');
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Next' }).click();
      await check('finder step 3');
      await page.getByRole('button', { name: 'Show my shortlist' }).click();
      await check('finder results');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await check('mobile menu');
        await page.keyboard.press('Escape');
        await page.getByRole('contentinfo').locator('summary', { hasText: 'Quick Links' }).click();
        await check('footer accordion');
        // The footer is at the end of the page: from there 900 px is a scroll up, which brings the
        // header back instead of the bar (ADR 024). Start from the top, as a visitor reading down.
        // Two frames, so the bar's script has seen the top before the page moves down again.
        await page.evaluate(() => {
          window.scrollTo(0, 0);
          return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        });
        await page.evaluate(() => window.scrollTo(0, 900));
        await expect(page.getByTestId('sticky-bar')).toBeVisible();
        await check('sticky bar');
      } else {
        await page.getByRole('button', { name: 'Resources' }).click();
        // The menu fades in: axe measures contrast on what is painted, so let the fade finish.
        await page
          .locator('#resources-menu')
          .evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)));
        await check('resources menu');
      }
      await page.screenshot({ path: `${SITE_SHOT_DIR}/a11y-last-${viewport.width}.png` });
      expect(failures).toEqual([]);
    });
  });
}
