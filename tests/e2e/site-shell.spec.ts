import { expect, type Page, test } from '@playwright/test';
import { BRAND } from '../../widget/core/brand.ts';
import { CTA_VARIANTS, TEXT } from '../../widget/core/texts.ts';
import { chooseCookies, DESKTOP, open, PHONE, SITE_SHOT_DIR, siteUrl } from './site-helpers.ts';

/**
 * Scrolls to `y` and resolves once the page has handled that scroll event and rendered what it
 * changed (React renders an update from a native listener in a task of its own, before the next
 * frame), so a check for absence afterwards is a check of the state, not of a race.
 */
async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    const handled = new Promise<void>((resolve) =>
      window.addEventListener('scroll', () => resolve(), { once: true }),
    );
    window.scrollTo(0, top);
    await handled;
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, y);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const RESOURCES = [
  'Find Provider',
  'Income Drawdown',
  'How It Works',
  'Fees & Charges',
  'Annuities',
  'Calculator',
];

test.describe('header and navigation on a large screen', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => chooseCookies(page));

  test('has the logo, the phone number, Home, Resources, Blog, Contact and Compare Now', async ({ page }) => {
    await open(page, '/fees-and-charges');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header.getByRole('link', { name: BRAND.productName })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: new RegExp(BRAND.phoneDisplay) })).toHaveAttribute(
      'href',
      BRAND.phoneHref,
    );
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Blog', 'Contact'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Compare Now' })).toHaveAttribute('href', '/#calculator');
  });

  test('Resources opens on a click and lists the six pages, Calculator flagged New', async ({ page }) => {
    await open(page, '/fees-and-charges');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.click();
    const menu = page.locator('#resources-menu');
    for (const name of RESOURCES)
      await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Calculator/ })).toContainText('New');
    // Placed under its button (CSS anchor positioning), not over the page's middle.
    const [button, panel] = [await trigger.boundingBox(), await menu.boundingBox()];
    expect(panel && button && panel.y >= button.y + button.height).toBe(true);
    await page.screenshot({ path: `${SITE_SHOT_DIR}/resources-menu-1280.png` });
    await page.mouse.click(5, 600);
    await expect(menu).toBeHidden();
  });

  test('Resources works from the keyboard: Enter opens, Tab reaches the links, Escape closes', async ({
    page,
  }) => {
    await open(page, '/fees-and-charges');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#resources-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Find Provider/);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Compare Now lands on the calculator from another page', async ({ page }) => {
    await open(page, '/fees-and-charges');
    await page.getByRole('link', { name: 'Compare Now' }).click();
    await expect(page).toHaveURL(siteUrl('/#calculator'));
    await expect(page.locator('#calculator')).toBeInViewport();
  });

  test('a link is a plain link: the next page arrives whole, with its own title', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fees & Charges' }).click();
    await expect(page).toHaveTitle(`Pension drawdown fees and charges compared | ${BRAND.productName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pension drawdown fees and charges');
  });

  test('the footer has about, Quick Links, Get In Touch, legal links and the regulatory statements', async ({
    page,
  }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: `About ${BRAND.productName}` })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(footer.getByText(BRAND.phoneHours).filter({ visible: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: BRAND.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.contactEmail}`,
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
    await expect(footer.getByText(BRAND.guidanceOnly)).toBeVisible();
    await expect(footer.getByText(BRAND.tradingStyleStatement)).toBeVisible();
    await expect(footer.getByText(/not financial advice/)).toBeVisible();
  });

  test('the sticky bar never shows on a large screen', async ({ page }) => {
    // A long page with no widget: on / the widget mounting above the scroll position moves it
    // (scroll anchoring), so the exact position scrollAndSettle checks was a race.
    await open(page, '/income-drawdown');
    await scrollAndSettle(page, 2000);
    // Past the threshold with the cookie choice made, the bar is in the page but CSS takes it out
    // of the layout on a large screen: a state, not a moment.
    const bar = page.getByTestId('sticky-bar');
    await expect(bar).toBeAttached();
    await expect(bar).toHaveCSS('display', 'none');
  });

  test('every consultation button in every CTA variant leads to /contact', async ({ page }) => {
    for (const path of ['/', '/provider/aj-bell', '/fees-and-charges']) {
      await open(page, path);
      const blocks = page.locator('[data-cta]');
      expect(await blocks.count()).toBeGreaterThan(0);
      const hrefs = await blocks
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(new Set(hrefs)).toEqual(new Set(['/contact']));
    }
    await open(page, '/provider/aj-bell');
    for (const variant of ['inline', 'sidebar', 'banner'] as const) {
      await expect(
        page.locator(`[data-cta="${variant}"]`).getByRole('heading', { name: CTA_VARIANTS[variant] }),
      ).toBeVisible();
    }
    await open(page, '/');
    await expect(
      page.locator('[data-cta="default"]').getByRole('heading', { name: CTA_VARIANTS.default }),
    ).toBeVisible();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: PHONE });

  test('the Menu panel opens from the right, traps focus, closes with Escape and returns focus', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await chooseCookies(page);
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // Flush with the right edge once it has slid in.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(PHONE.width);
    for (const name of ['Home', ...RESOURCES, 'Blog', 'Contact', 'Compare Now']) {
      await expect(dialog.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await page.screenshot({ path: `${SITE_SHOT_DIR}/mobile-menu-360.png` });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    // The site CSP refuses injected <style> elements: opening the menu must not need one.
    expect(refused).toEqual([]);
  });

  test('a link in the Menu navigates and closes the panel', async ({ page }) => {
    await chooseCookies(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Fees & Charges' }).click();
    await expect(page).toHaveURL(siteUrl('/fees-and-charges'));
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the footer is an accordion: one section open at a time, and it collapses', async ({ page }) => {
    await chooseCookies(page);
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const section = (name: string) =>
      footer.locator('details', { has: page.locator('summary', { hasText: name }) });
    const [about, contact] = [section(`About ${BRAND.productName}`), section('Get In Touch')];
    for (const details of [about, section('Quick Links'), contact])
      await expect(details).not.toHaveAttribute('open');
    await about.locator('summary').click();
    await expect(about).toHaveAttribute('open');
    await expect(footer.getByText(BRAND.since).filter({ visible: true })).toBeVisible();
    await contact.locator('summary').click();
    await expect(contact).toHaveAttribute('open');
    await expect(about).not.toHaveAttribute('open');
    await expect(
      footer.getByRole('link', { name: BRAND.phoneDisplay }).filter({ visible: true }),
    ).toBeVisible();
    await contact.locator('summary').click();
    await expect(contact).not.toHaveAttribute('open');
    await expect(footer.getByText(BRAND.guidanceOnly)).toBeVisible();
  });

  test('the sticky bar appears past 500 px of scroll and stays closed once dismissed', async ({ page }) => {
    await chooseCookies(page);
    await open(page, '/fees-and-charges');
    const bar = page.getByTestId('sticky-bar');
    // data-shown is the bar's own state; each check follows a scroll the page has handled.
    await scrollAndSettle(page, 400);
    await expect(bar).not.toHaveAttribute('data-shown');
    await expect(bar).toBeHidden();
    await scrollAndSettle(page, 700);
    await expect(bar).toHaveAttribute('data-shown', 'true');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(TEXT.stickyBar.title);
    await expect(bar).toContainText(TEXT.stickyBar.subtitle);
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', BRAND.phoneHref);
    await expect(bar.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/contact');
    await page.screenshot({ path: `${SITE_SHOT_DIR}/sticky-bar-360.png` });
    await bar.getByLabel('Close').click();
    await expect(bar).not.toHaveAttribute('open');
    await expect(bar).not.toHaveAttribute('data-shown');
    await expect(bar).toBeHidden();
    await scrollAndSettle(page, 100);
    await scrollAndSettle(page, 1500);
    await expect(bar).not.toHaveAttribute('open');
    await expect(bar).not.toHaveAttribute('data-shown');
    await expect(bar).toBeHidden();
  });

  test('on a page with no island the bar works with the one small entry script: React never loads', async ({
    page,
  }) => {
    await chooseCookies(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, '/income-drawdown');
    const bar = page.getByTestId('sticky-bar');
    await scrollAndSettle(page, 700);
    await expect(bar).toHaveAttribute('data-shown', 'true');
    await expect(bar).toBeVisible();
    // Scrolling up brings the header back and the bar goes (ADR 024).
    await scrollAndSettle(page, 600);
    await expect(bar).not.toHaveAttribute('data-shown');
    await expect(page.locator('header').first()).toBeInViewport();
    await page.waitForLoadState('networkidle');
    // The entry and its four small static imports (the bar's script, the e-mail link's token
    // check that takes it out of the address, the names it shares with the widget's first view,
    // Vite's preload helper): no island runtime, no React. The page as sent asks for none of them;
    // its one inline module starts them once it has painted, the imports preloaded beside the
    // entry (decision 054).
    const sent = await (await page.request.get(siteUrl('/income-drawdown'))).text();
    expect(sent).not.toMatch(/<script\b[^>]*\ssrc=|<link\b[^>]*modulepreload/);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(4);
    expect(scripts.map((path) => path.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      '/assets/access-token',
      '/assets/first-view-names',
      '/assets/index',
      '/assets/preload-helper',
      '/assets/sticky-bar-behaviour',
    ]);
  });
});

test.describe('cookie notice', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows until a choice, Reject is as easy as Accept, and the choice is kept (${viewport.width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const notice = page.getByRole('region', { name: /Cookies/ });
      await expect(notice).toBeVisible();
      await page.screenshot({ path: `${SITE_SHOT_DIR}/cookie-notice-${viewport.width}.png` });
      const accept = notice.getByRole('button', { name: 'Accept' });
      const reject = notice.getByRole('button', { name: 'Reject' });
      const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(a && r && Math.abs(a.height - r.height)).toBeLessThan(1);
      expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
      // Nothing optional before a choice: no cookies at all.
      expect(await context.cookies()).toEqual([]);
      // A form the server answers: it records the choice and sends the visitor back.
      await reject.click();
      await expect(page).toHaveURL(siteUrl('/'));
      await expect(page.getByRole('region', { name: /Cookies/ })).toHaveCount(0);
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookie-consent')?.value).toBe(
        'rejected',
      );
      await page.reload();
      await expect(page.getByRole('region', { name: /Cookies/ })).toHaveCount(0);
      await context.clearCookies();
      await page.goto(siteUrl('/fees-and-charges'));
      await page
        .getByRole('region', { name: /Cookies/ })
        .getByRole('button', { name: 'Accept' })
        .click();
      await expect(page).toHaveURL(siteUrl('/fees-and-charges'));
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookie-consent')?.value).toBe(
        'accepted',
      );
    });
  }
});

test.describe('not found', () => {
  test.use({ viewport: DESKTOP });
  for (const path of [
    '/no-such-page',
    '/provider/no-such-provider',
    '/provider/no-such-provider/review',
    '/provider/aj-bell/extra',
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(siteUrl(path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});
