import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { FEATURE_FILTERS } from '../../widget/core/filters.ts';
import type { FeatureFlag } from '../../widget/core/provider-derive.ts';
import { DESKTOP, open, PHONE, SITE_SHOT_DIR } from './site-helpers.ts';

/** Every public page, from the sitemap the build wrote. */
function sitemapPaths(): string[] {
  const xml = readFileSync(join(process.cwd(), 'dist/public/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

/** The text a visitor can see: the page's and that inside the widget's shadow roots. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const host of document.querySelectorAll('drawdown-compare')) {
      const mount = host.shadowRoot?.querySelector('.dc-mount');
      if (mount instanceof HTMLElement) parts.push(mount.innerText);
    }
    return parts.join('\n');
  });
}

/** The data flags behind the feature filters, by name (a name typed out: the type is checked). */
const FLAG_NAMES: readonly FeatureFlag[] = [
  'noWithdrawalFees',
  'managedPortfolios',
  'mobileApp',
  'researchTools',
  'shares',
  'etfs',
  'flatFee',
];

/** The slips a person reading the page should never meet, each with a readable reason. */
function copySlips(text: string): string[] {
  const slips: string[] = [];
  for (const { key } of FEATURE_FILTERS) {
    // "shares-trading" is never a word; "etfs" in lower case is (the label is "ETFs").
    const leaked = key.includes('-') ? text.includes(key) : new RegExp(`\\b${key}\\b`).test(text);
    if (leaked) slips.push(`filter key "${key}"`);
  }
  for (const flag of FLAG_NAMES) {
    if (/[A-Z]/.test(flag) && text.includes(flag)) slips.push(`data flag "${flag}"`);
  }
  for (const slip of text.match(/[’']s[’']s\b/g) ?? []) slips.push(`doubled possessive "${slip}"`);
  // A name ending in s takes a bare apostrophe ("Scottish Widows’"). "St James's Place" is the
  // firm's own name.
  for (const slip of text.match(/\b\w+s[’']s\b(?! Place)/g) ?? []) slips.push(`possessive "${slip}"`);
  return slips;
}

test.describe('the words on every public page', () => {
  test.setTimeout(600_000);
  test.use({ viewport: PHONE });

  test('the check itself catches a leaked key and a wrong possessive', () => {
    expect(copySlips('Filters: shares trading, etfs')).toEqual(['filter key "etfs"']);
    expect(copySlips('Scottish Widows’s charges')).toEqual(['possessive "Widows’s"']);
    expect(copySlips('the provider’s’s fee')).toEqual(['doubled possessive "’s’s"']);
    expect(copySlips('mobile-app and flatFee')).toEqual(['filter key "mobile-app"', 'data flag "flatFee"']);
    expect(copySlips('St James’s Place, Scottish Widows’ fees and ETFs')).toEqual([]);
  });

  test('show no filter key, data flag or "s’s" at 360 px, on any page of the sitemap', async ({ page }) => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const path of paths) {
      await open(page, path);
      // The widget mounts after hydration, some only once scrolled to: bring each into view and
      // wait for its words.
      const hosts = page.locator('drawdown-compare');
      for (let index = 0; index < (await hosts.count()); index += 1) {
        await hosts.nth(index).scrollIntoViewIfNeeded();
      }
      if ((await hosts.count()) > 0) {
        const mounted = await page
          .waitForFunction(
            () =>
              [...document.querySelectorAll('drawdown-compare')].every(
                (host) => (host.shadowRoot?.querySelector('.dc-mount')?.textContent ?? '').trim() !== '',
              ),
            undefined,
            { timeout: 30_000, polling: 250 },
          )
          .then(
            () => true,
            () => false,
          );
        if (!mounted) problems.push(`${path}: the comparison widget did not show its words`);
      }
      for (const slip of copySlips(await visibleText(page))) problems.push(`${path}: ${slip}`);
    }
    expect(problems).toEqual([]);
  });

  test('show no filter key at 360 px with every feature filter ticked on the home page', async ({ page }) => {
    await open(page, '/');
    await page.getByLabel('Your pension pot').fill('250000');
    const results = page.locator('drawdown-compare[view="results"]');
    await results.getByRole('button', { name: /^Filters/ }).click();
    for (const { label } of FEATURE_FILTERS) {
      await results.getByRole('checkbox', { name: label, exact: true }).check();
    }
    await expect(results.getByRole('button', { name: /^Filters/ })).toContainText(
      String(FEATURE_FILTERS.length),
    );
    expect(copySlips(await visibleText(page))).toEqual([]);
  });
});

test.describe('the header logo', () => {
  // Phones and 640 px, where the name may wrap between its words; 768 px (one line, no nav) and
  // 1024 px (one line beside the nav), the tightest widths for a one-line name; and a desktop.
  for (const width of [320, 360, 640, 768, 1024, DESKTOP.width]) {
    test(`never breaks inside a word and never pushes the page sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width >= 1024 ? DESKTOP.height : PHONE.height });
      await open(page, '/');
      const logo = page.getByRole('banner').getByRole('link', { name: 'Drawdown Compare' });
      await expect(logo).toBeVisible();
      // For each word of the name, the line (top edge) of its first and last letter.
      const words = await logo.evaluate((link) => {
        const text = [...link.querySelectorAll('span')].find((span) => span.textContent?.trim())
          ?.firstChild as Text;
        const found: { word: string; firstTop: number; lastTop: number }[] = [];
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const top = (offset: number) => {
            const range = document.createRange();
            range.setStart(text, offset);
            range.setEnd(text, offset + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          const start = match.index ?? 0;
          found.push({
            word: match[0],
            firstTop: top(start),
            lastTop: top(start + match[0].length - 1),
          });
        }
        return found;
      });
      expect(words.map((w) => w.word)).toEqual(['Drawdown', 'Compare']);
      for (const word of words) expect(word.lastTop, word.word).toBe(word.firstTop);
      // With room to spare, the name is one line.
      if (width >= 768) expect(words[1]?.firstTop).toBe(words[0]?.firstTop);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The header's controls stay on the screen and usable beside the logo.
      const menuOrNav =
        width >= 1024
          ? page.getByRole('navigation', { name: 'Main' })
          : page.getByRole('button', { name: 'Open menu' });
      await expect(menuOrNav).toBeInViewport({ ratio: 1 });
      await page.getByRole('banner').screenshot({ path: `${SITE_SHOT_DIR}/header-logo-${width}.png` });
    });
  }
});
