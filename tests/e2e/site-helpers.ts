import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where the site's screenshots are written for a person to look at. */
export const SITE_SHOT_DIR = process.env.SITE_SHOT_DIR ?? '/tmp/dc-site-shots';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function siteUrl(path = '/'): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: run through playwright (global setup).');
  return `${base}${path}`;
}

/**
 * Records a cookie choice the way the notice's form does (the `cookie-consent` cookie the server
 * sets), so pages come without the notice.
 */
export async function chooseCookies(page: Page, choice: 'accepted' | 'rejected' = 'rejected'): Promise<void> {
  await page.context().addCookies([{ name: 'cookie-consent', value: choice, url: siteUrl('/') }]);
}

/**
 * Opens a page and waits until React has hydrated it (the header's menu toggle responds) and every
 * widget on it has taken over its server-rendered first view (decision 051). A reader never sees
 * the swap (what they typed and focused is carried over), but a test holding an element of the
 * first view would find it gone from the page.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('drawdown-compare')].every(
      (widget) => !widget.shadowRoot?.querySelector('[data-first-view]'),
    ),
  );
}

/**
 * Waits until nothing on the page is moving: two frames, so scroll watchers (the sticky bar) have
 * seen the last scroll, then every running finite animation and transition to its end (the header
 * steps aside in 200 ms). Axe reads what is painted where, so a target half under a moving header
 * would otherwise count as too small on some runs and not others.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const moving = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.timeline === document.timeline &&
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe with WCAG 2.x A/AA rules and best practice, once the page has settled; returns a readable
 * list of violations.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
