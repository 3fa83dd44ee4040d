/**
 * Static pages with islands (ADR 021): every kind of public page works with JavaScript off, a tap
 * before the scripts have run is not lost, and a shared calculator link shows its own figures on
 * first paint.
 */
import { expect, test } from '@playwright/test';
import { chooseCookies, PHONE, SITE_SHOT_DIR, siteUrl } from './site-helpers.ts';

const ROUTE_KINDS: { kind: string; path: string; heading: RegExp }[] = [
  { kind: 'home', path: '/', heading: /Compare pension drawdown providers/ },
  { kind: 'provider', path: '/provider/aj-bell', heading: /AJ Bell/ },
  { kind: 'review', path: '/provider/aj-bell/review', heading: /AJ Bell/ },
  { kind: 'fees', path: '/fees-and-charges', heading: /fees and charges/i },
  { kind: 'finder', path: '/find-provider', heading: /Find your drawdown provider/ },
  { kind: 'calculator', path: '/pension-drawdown-calculator', heading: /calculator/i },
  { kind: 'contact', path: '/contact', heading: /./ },
  { kind: 'ebook', path: '/download-ebook', heading: /./ },
  { kind: 'blog list', path: '/blog', heading: /./ },
  { kind: 'blog post', path: '/blog/emergency-tax-on-your-first-pension-withdrawal', heading: /./ },
  { kind: 'guide', path: '/income-drawdown', heading: /./ },
  { kind: 'legal', path: '/privacy-policy', heading: /Privacy policy/ },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  for (const { kind, path, heading } of ROUTE_KINDS) {
    test(`the ${kind} page reads, links, and its menu, footer and cookie notice work`, async ({
      page,
      context,
    }) => {
      const response = await page.goto(siteUrl(path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The phone menu: a native dialog opened by an invoker command.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      // The footer's sections: native <details>.
      const about = page.getByRole('contentinfo').locator('details').first();
      await about.locator('summary').click();
      await expect(about).toHaveAttribute('open');
      // The cookie notice: a form the server answers, back to the same page without the notice.
      await page.locator('#cookie-notice').getByRole('button', { name: 'Reject' }).click();
      await expect(page).toHaveURL(siteUrl(path));
      await expect(page.locator('#cookie-notice')).toHaveCount(0);
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookie-consent')?.value).toBe(
        'rejected',
      );
      // A link is a plain link.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(siteUrl('/privacy-policy'));
    });
  }

  test('the calculator form is answered by the server with the figures asked for', async ({ page }) => {
    await chooseCookies(page);
    await page.goto(siteUrl('/pension-drawdown-calculator'));
    const pot = page.locator('#calc-pot');
    await pot.fill('345678');
    await pot.press('Enter');
    await expect(page).toHaveURL(/pot=345678/);
    await expect(page.locator('main')).toContainText('345,678');
  });
});

test.describe('before the scripts have run', () => {
  test.use({ viewport: PHONE });

  test('a tap on Menu opens the menu', async ({ page }) => {
    await chooseCookies(page);
    await page.route('**/assets/*.js', () => new Promise(() => {}));
    // The entry script never arrives, so nothing of it has run.
    await page.goto(siteUrl('/fees-and-charges'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.screenshot({ path: `${SITE_SHOT_DIR}/menu-before-scripts-360.png` });
  });

  test('a tap on a sort button of the fee table is kept and applied once its island has hydrated', async ({
    page,
  }) => {
    await chooseCookies(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/(island-runtime|fees-page)-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl('/fees-and-charges'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const status = page.getByTestId('sort-status');
    const before = await status.textContent();
    await page.getByRole('columnheader').first().getByRole('button').click();
    release();
    await expect(status).not.toHaveText(before ?? '');
  });
});

test('the fee table wakes once the page has loaded, so the first sort needs no code to arrive', async ({
  page,
}) => {
  await chooseCookies(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/fees-and-charges'));
  // No pointer, key or focus: the page's island hydrates on its own after load.
  await expect(page.locator('dc-island[data-island="page"]')).toHaveAttribute('data-hydrated', 'true');
  const status = page.getByTestId('sort-status');
  const before = await status.textContent();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('columnheader').first().getByRole('button').click();
  await expect(status).not.toHaveText(before ?? '');
  expect(scripts).toEqual([]);
});

test('a shared calculator link shows its own figures in the HTML, never the defaults first', async ({
  page,
}) => {
  await chooseCookies(page);
  const link = '/pension-drawdown-calculator?pot=123456&income=7000';
  const html = await (await page.request.get(siteUrl(link))).text();
  expect(html).toContain('123,456');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(siteUrl(link));
  await expect(page.locator('main')).toContainText('123,456');
  await expect(page.locator('main')).not.toContainText('250,000');
});

test('a page opened at another host than the public one hydrates, and its addresses name the public site', async ({
  page,
}) => {
  // The server names the public site (PUBLIC_URL) in the HTML. A reader who came by another name
  // for the same server (a `www.` host, an address) once got a page whose script rendered its own
  // host instead: hydration failed there, and the page was rebuilt with what the reader had done.
  const publicOrigin = new URL(siteUrl('/')).origin;
  const other = publicOrigin.replace('127.0.0.1', 'localhost');
  expect(other).not.toBe(publicOrigin);
  await page.context().addCookies([{ name: 'cookie-consent', value: 'rejected', url: other }]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${other}/partners`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const snippet = page.getByTestId('embed-snippet');
  await expect(snippet).toContainText(`<script src="${publicOrigin}/widget/`);
  await page.getByLabel('Compact (one line each)').check();
  await expect(snippet).toContainText('layout="compact"');
  await expect(snippet).toContainText(`<script src="${publicOrigin}/widget/`);

  await page.goto(`${other}/pension-drawdown-calculator?pot=300000`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('textbox', { name: 'Pension pot' }).fill('320000');
  await expect(page.getByLabel('Link to these results')).toHaveValue(
    new RegExp(`^${publicOrigin.replace(/[.]/g, '\\.')}/pension-drawdown-calculator\\?pot=320000`),
  );
  expect(errors).toEqual([]);
});
