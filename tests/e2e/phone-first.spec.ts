import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { FEATURE_FILTERS } from '../../widget/core/filters.ts';
import { FIELD_PROBLEM } from '../../widget/core/lead.ts';
import { TEXT, TOAST } from '../../widget/core/texts.ts';
import { chooseCookies, DESKTOP, open, PHONE, SITE_SHOT_DIR, siteUrl } from './site-helpers.ts';
import { partnerUrl } from './widget-helpers.ts';

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

/** Resolves once every comparison widget on the page shows its first view or its interface. */
async function widgetsShown(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('drawdown-compare')].every(
      (host) => (host.shadowRoot?.querySelector('.dc-mount')?.childElementCount ?? 0) > 0,
    ),
  );
}

/**
 * Scrolls to `y` and resolves once the page has handled that scroll and the sticky bar's script has
 * checked it (the script checks in the next animation frame), so what is read next is the state.
 */
async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    const handled = new Promise<void>((resolve) =>
      window.addEventListener('scroll', () => resolve(), { once: true }),
    );
    const before = window.scrollY;
    window.scrollTo(0, top);
    if (window.scrollY !== before) await handled;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, y);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

test.describe('every public page on a phone', () => {
  test.setTimeout(600_000);

  test('never scrolls sideways at 320 or 360 px, and no filter key or "s’s" shows in its words', async ({
    page,
  }) => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(40);
    const keys = FEATURE_FILTERS.map((filter) => filter.key);
    const problems: string[] = [];
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const path of paths) {
        await open(page, path);
        await widgetsShown(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) problems.push(`${path} at ${width} px: ${scrollWidth} px wide`);
        if (width !== 360) continue;
        const text = await visibleText(page);
        for (const key of keys) {
          if (key.includes('-') ? text.includes(key) : new RegExp(`\\b${key}\\b`).test(text)) {
            problems.push(`${path}: filter key "${key}" in visible text`);
          }
        }
        // "St James's Place" is the firm's own name; any other "s's" is a slip.
        for (const slip of text.match(/\b\w+s[’']s\b(?! Place)/g) ?? []) problems.push(`${path}: "${slip}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('guidance tables are stacked rows on a phone and a labelled, focusable region on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: PHONE.height });
    await open(page, '/privacy-policy');
    const region = page.getByRole('region', { name: /What we keep/ });
    const table = region.getByRole('table');
    expect((await box(table)).width).toBeLessThanOrEqual((await box(region)).width + 1);
    await expect(region.getByRole('cell').first()).toBeVisible();
    await page.screenshot({ path: `${SITE_SHOT_DIR}/privacy-tables-320.png`, fullPage: true });

    await page.setViewportSize(DESKTOP);
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.getByRole('columnheader').first()).toBeVisible();
    await page.screenshot({ path: `${SITE_SHOT_DIR}/privacy-tables-1280.png`, fullPage: true });
  });
});

test.describe('the first screen of the home page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`holds the pot input and its result above the cookie notice (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const notice = page.getByRole('region', { name: /Cookies/ });
      await expect(notice).toBeVisible();
      const noticeTop = (await box(notice)).y;
      const pot = page.getByLabel('Your pension pot');
      await expect(pot).toBeVisible();
      expect((await box(pot)).y + (await box(pot)).height).toBeLessThanOrEqual(noticeTop);

      await pot.pressSequentially('250000');
      await expect(pot).toHaveValue('250,000');
      const cost = page.locator('[part="best-value"] .text-4xl');
      await expect(cost).toHaveText(/^£[\d,]+\s*a year$/);
      const costBox = await box(cost);
      expect(costBox.y + costBox.height).toBeLessThanOrEqual(noticeTop);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.screenshot({ path: `${SITE_SHOT_DIR}/home-first-screen-${viewport.width}.png` });
    });
  }
});

test.describe('the pot input', () => {
  test.use({ viewport: PHONE });

  test('groups thousands as you type, keeps the caret, and reads £, commas, spaces, k and m', async ({
    page,
  }) => {
    await chooseCookies(page);
    await open(page, '/');
    const pot = page.getByLabel('Your pension pot');
    await pot.pressSequentially('250000');
    await expect(pot).toHaveValue('250,000');
    // A digit typed in the middle: the caret stays after it.
    await pot.press('Home');
    await pot.press('ArrowRight');
    await pot.press('ArrowRight');
    await pot.press('5');
    await expect(pot).toHaveValue('2,550,000');
    expect(await pot.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);

    for (const [typed, shown] of [
      ['250k', '£250,000'],
      ['1.2m', '£1,200,000'],
      ['£ 300 000', null],
    ] as const) {
      await pot.fill(typed);
      // Shorthand is spelt out beside the field; an amount typed in full needs no echo.
      const echo = page.getByText(/^That is £[\d,]+\.$/);
      if (shown === null) await expect(echo).toHaveCount(0);
      else await expect(echo).toHaveText(`That is ${shown}.`);
      await expect(pot).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.locator('[part="best-value"]')).toContainText('for a £300,000 pot');
  });

  test('explains a mistake in words beside the field, and the pot then counts as 0', async ({ page }) => {
    await chooseCookies(page);
    await open(page, '/');
    const pot = page.getByLabel('Your pension pot');
    await pot.fill('about half a million');
    await expect(pot).toHaveAttribute('aria-invalid', 'true');
    const message = page.getByText('Enter your pension pot as an amount in pounds, for example 250,000.');
    await expect(message).toBeVisible();
    const messageId = await message.evaluate((node) => node.closest('p')?.id ?? '');
    expect(await pot.getAttribute('aria-describedby')).toContain(messageId);
    await expect(page.getByText(TEXT.enterPot)).toBeVisible();
    await page.screenshot({ path: `${SITE_SHOT_DIR}/pot-mistake-360.png` });
  });
});

test.describe('before a pot is entered', () => {
  test.use({ viewport: PHONE });

  async function expectNoZeroFigures(widget: Locator) {
    await expect(widget.locator('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(widget.locator('[part="top-badge"]')).toHaveCount(0);
    await expect(widget.getByText(/more than best value/)).toHaveCount(0);
    await expect(widget.locator('[part="empty-state"]')).toBeVisible();
    const text = await widget.evaluate(
      (el) => (el.shadowRoot?.querySelector('.dc-mount') as HTMLElement | null)?.innerText ?? '',
    );
    expect(text).not.toMatch(/£0\b/);
  }

  test('the site shows a clear empty state, not £0 and Top badges', async ({ page }) => {
    await chooseCookies(page);
    await open(page, '/');
    const results = page.locator('drawdown-compare[view="results"]');
    await results.scrollIntoViewIfNeeded();
    await expectNoZeroFigures(results);
    await results.locator('[part="empty-state"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SITE_SHOT_DIR}/home-empty-list-360.png` });

    await page.getByLabel('Your pension pot').fill('250000');
    await expect(results.locator('[part="top-badge"]')).toHaveCount(3);
    await expect(results.locator('[part="empty-state"]')).toHaveCount(0);
  });

  test('a partner page shows the same empty state', async ({ page }) => {
    await page.goto(partnerUrl('grouped.html'));
    const results = page.locator('#results');
    await results.scrollIntoViewIfNeeded();
    await expectNoZeroFigures(results);
  });
});

test.describe('unlock form errors, as GOV.UK does them', () => {
  test.use({ viewport: PHONE });

  test('mark each field, move focus to the first problem, and keep the toast until it is corrected', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The page's timers run on the test clock, so the toast's lifetime is checked without waiting.
    await page.clock.install();
    await chooseCookies(page);
    await open(page, '/');
    await page.getByLabel('Your pension pot').fill('250000');
    const name = page.getByLabel('Your name');
    const email = page.getByLabel('Your e-mail address');
    const consent = page.getByRole('checkbox', { name: TEXT.consent });
    await name.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Unlock provider names' }).click();

    const alert = page.getByRole('alert').filter({ hasText: TOAST.missingInformation.title });
    await expect(alert).toContainText(TOAST.missingInformation.message);
    await expect(name).toBeFocused();
    for (const [field, message] of [
      [name, FIELD_PROBLEM.nameBlank],
      [email, FIELD_PROBLEM.emailBlank],
      [consent, FIELD_PROBLEM.consent],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const text = await field.evaluate(
        (node, id) => (node.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '',
        describedBy,
      );
      expect(text).toContain(message);
    }
    // The toast does not cover the field the visitor is on.
    const [toastBox, nameBox] = [await box(alert), await box(name)];
    expect(toastBox.y >= nameBox.y + nameBox.height || toastBox.y + toastBox.height <= nameBox.y).toBe(true);
    await page.screenshot({ path: `${SITE_SHOT_DIR}/unlock-errors-360.png` });

    // It stays: no timer takes it away before a slow reader gets to it (ten minutes on the clock).
    await page.clock.runFor('10:00');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(TOAST.missingInformation.message);

    // Correcting a field clears its message; solving the toast's problem clears the toast.
    await name.fill('Margaret Jones');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(alert).toBeVisible();
    await email.fill('margaret@example.co.uk');
    await expect(alert).toHaveCount(0);
    await expect(consent).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Unlock provider names' }).click();
    const consentAlert = page.getByRole('alert').filter({ hasText: TOAST.consentRequired.title });
    await expect(consentAlert).toContainText(TOAST.consentRequired.message);
    await expect(consent).toBeFocused();
    await consentAlert.getByRole('button', { name: 'Close message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: TOAST.consentRequired.title })).toHaveCount(0);
  });
});

test.describe('the sticky consultation bar', () => {
  test.use({ viewport: PHONE });

  test('with the header takes at most 15% of the screen, and gives way to the header on scrolling up', async ({
    page,
  }) => {
    await chooseCookies(page);
    await open(page, '/fees-and-charges');
    const bar = page.getByTestId('sticky-bar');
    const header = page.locator('header').first();
    await scrollAndSettle(page, 1200);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(TEXT.stickyBar.title);
    // The header slides away (a 200 ms transition): wait until what shows of both fits.
    const barHeight = (await box(bar)).height;
    await expect
      .poll(async () => {
        const headerBox = await box(header);
        return Math.max(0, headerBox.y + headerBox.height) + barHeight;
      })
      .toBeLessThanOrEqual(PHONE.height * 0.15);
    await page.screenshot({ path: `${SITE_SHOT_DIR}/sticky-bar-down-360.png` });

    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(bar).toBeHidden();
    await expect.poll(async () => (await box(header)).y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${SITE_SHOT_DIR}/sticky-bar-up-360.png` });
  });

  test('never covers the focused control or a submit button', async ({ page }) => {
    await chooseCookies(page);
    await open(page, '/download-ebook');
    const bar = page.getByTestId('sticky-bar');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // At each position the bar's script has checked: the bar shows, or a submit button sits
    // where it would be; never both.
    const shownAt: number[] = [];
    const coveringAt: number[] = [];
    for (let y = 600; y < height; y += 150) {
      await scrollAndSettle(page, y);
      const { shown, covering } = await bar.evaluate((node) => {
        const barBox = node.getBoundingClientRect();
        const buttons = [...document.querySelectorAll('form button[type="submit"], form button:not([type])')];
        const covering = buttons.some((button) => {
          const rect = button.getBoundingClientRect();
          return (
            barBox.height > 0 && rect.height > 0 && rect.bottom > barBox.top && rect.top < window.innerHeight
          );
        });
        return { shown: barBox.height > 0, covering };
      });
      if (shown) shownAt.push(y);
      if (covering) coveringAt.push(y);
    }
    expect(coveringAt, 'scroll positions where the bar covered a submit button').toEqual([]);
    expect(shownAt.length).toBeGreaterThan(0);

    // A field focused near the bottom of the screen: the bar steps aside.
    await page.evaluate(() => window.scrollTo(0, 600));
    const field = page.locator('form input:not([type="hidden"])').first();
    await field.evaluate((input) => {
      const top = input.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 90);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await field.focus({ timeout: 5000 });
    // The focused field is never under the bar: the bar steps aside, or the browser scrolls the
    // field clear of it (scroll-padding while it shows).
    const fieldUnderBar = () =>
      field.evaluate((input) => {
        const bar = document.querySelector('[data-testid="sticky-bar"]')?.getBoundingClientRect();
        if (!bar) throw new Error('no sticky bar on the page');
        const box = input.getBoundingClientRect();
        return bar.height > 0 && box.bottom > bar.top && box.top < bar.bottom;
      });
    await expect.poll(fieldUnderBar).toBe(false);
    await expect(field).toBeFocused();
  });

  test('stays off /contact', async ({ page }) => {
    await chooseCookies(page);
    await open(page, '/contact');
    await scrollAndSettle(page, 1200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(page.getByTestId('sticky-bar')).toHaveCount(0);
  });

  test('shows past 500 px and closes before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    // Before a cookie choice the notice sits at the bottom: the bar waits for it.
    await page.goto(siteUrl('/fees-and-charges'));
    const bar = page.getByTestId('sticky-bar');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.locator('#cookie-notice')).toBeVisible();
    await expect(bar).toBeHidden();
    // The notice's form records the choice (no script): the page comes back without it.
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.locator('#cookie-notice')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(bar).toBeVisible();
    await page.screenshot({ path: `${SITE_SHOT_DIR}/sticky-bar-no-js-360.png` });
    await bar.getByLabel('Close').click();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(bar).toBeHidden();
    await context.close();
  });
});
