import { expect, type Page, test } from '@playwright/test';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { rankProviders } from '../../widget/core/rank.ts';
import { TEXT } from '../../widget/core/texts.ts';
import { axeViolations, chooseCookies, DESKTOP, PHONE, SITE_SHOT_DIR, siteUrl } from './site-helpers.ts';
import { shownCosts } from './widget-helpers.ts';

/**
 * The home page's widgets come with the page (decision 051): the server writes their first view
 * into declarative shadow roots, and the element takes it over without anything moving.
 */

/** The site's chunks that define the widget element: held back, the first view stays. */
const WIDGET_CHUNKS = /\/assets\/(drawdown-compare-element|define)-[\w-]+\.js$/;

/** Holds back the widget's chunks until the returned function is called: the first view stays. */
async function holdWidgetChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(WIDGET_CHUNKS, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Sums every layout shift from the start of the page, as CLS counts them (not after input). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { sum: 0, what: [] as string[] };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput) {
          shifts.sum += entry.value;
          // What moved, so a failure says so.
          for (const source of entry.sources ?? []) {
            const node = source.node as Element | null | undefined;
            const name = node
              ? `${node.nodeName.toLowerCase()}${node instanceof Element && node.className ? `.${String(node.className).split(' ').slice(0, 3).join('.')}` : ''}`
              : '(gone)';
            shifts.what.push(
              `${entry.value.toFixed(4)} ${name} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
            );
          }
        }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { dcShifts: shifts, dcShiftObserver: observer });
  });
}

/** The shifts so far, after two frames (a shift is reported with the frame that shows it). */
function layoutShifts(page: Page): Promise<{ sum: number; what: string[] }> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const { dcShifts, dcShiftObserver } = window as unknown as {
      dcShifts: { sum: number; what: string[] };
      dcShiftObserver: PerformanceObserver;
    };
    for (const entry of dcShiftObserver.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) dcShifts.sum += entry.value;
    return dcShifts;
  });
}

/** Both elements have replaced their first view with the mounted interface. */
async function expectMounted(page: Page): Promise<void> {
  for (const view of ['calculator', 'results'])
    await expect(
      page.locator(`drawdown-compare[view="${view}"] .dc-mount:not([data-first-view])`),
    ).toHaveCount(1, { timeout: 30_000 });
}

test.beforeEach(async ({ page }) => chooseCookies(page));

for (const viewport of [PHONE, DESKTOP]) {
  for (const path of ['/', '/?pot=250000']) {
    test(`nothing moves on ${path} at ${viewport.width} px with the CPU slowed 4× (CLS under 0.02)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await watchLayoutShifts(page);
      await page.goto(siteUrl(path));
      await expectMounted(page);
      const shifts = await layoutShifts(page);
      // Before: 0.193 on / and 0.264 on /?pot= (the reserved height). Now 0 on nearly every load;
      // about 1 load in 20 at 1280 px with a pot shows one 3 px move of the calculator's first
      // view before the interface takes over (sum 0.004-0.009), cause not yet found. The bound
      // keeps any real shift (a card's height is 0.05 and more) failing, and says what moved.
      expect(shifts.sum, shifts.what.join('\n')).toBeLessThan(0.02);
    });
  }
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('/?pot=250000 shows the ranking’s costs, cheapest first, with the names hidden', async ({ page }) => {
    await page.goto(siteUrl('/?pot=250000'));
    const calculator = page.locator('drawdown-compare[view="calculator"]');
    await expect(calculator.getByPlaceholder(TEXT.potPlaceholder)).toHaveValue('250,000');
    const list = page.locator('drawdown-compare[view="results"]');
    const expected = rankProviders(PROVIDERS, 250_000)
      .shown.map((entry) => entry.cost)
      .filter((cost): cost is number => cost !== null);
    const costs = await shownCosts(list);
    expect(costs.length).toBeGreaterThan(0);
    expect(costs).toEqual(expected);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const provider of PROVIDERS)
      await expect(list.getByText(provider.name, { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SITE_SHOT_DIR}/home-pot-no-script-360.png`, fullPage: true });
    // The unlock form cannot work without script: it must not put the name or address in the URL.
    const form = list.locator('form[method="dialog"]');
    await form.getByLabel('Your name').fill('Pat Example');
    await form.locator('input[type="email"]').fill('pat@example.com');
    await form.locator('button[type="submit"]').click();
    expect(page.url()).toBe(siteUrl('/?pot=250000'));
  });

  test('/ shows the calculator waiting for a pot', async ({ page }) => {
    await page.goto(siteUrl('/'));
    const calculator = page.locator('drawdown-compare[view="calculator"]');
    await expect(calculator.getByPlaceholder(TEXT.potPlaceholder)).toBeVisible();
    await expect(calculator.getByText(TEXT.enterPot)).toBeVisible();
  });
});

test.describe('handing over', () => {
  test.use({ viewport: PHONE });

  test('a pot typed and the focus in the first view are kept when the interface takes over', async ({
    page,
  }) => {
    const release = await holdWidgetChunks(page);
    await page.goto(siteUrl('/'));
    const calculator = page.locator('drawdown-compare[view="calculator"]');
    const input = calculator.getByPlaceholder(TEXT.potPlaceholder);
    await input.click();
    await input.pressSequentially('300000');
    await expect(calculator.locator('.dc-mount[data-first-view]')).toHaveCount(1);
    release();
    await expectMounted(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('300,000');
    // The interface answers for the pot typed before it ran.
    const list = page.locator('drawdown-compare[view="results"]');
    await expect(list.getByText('Top 1')).toBeVisible();
  });

  test('a button pressed in the first view before the interface runs is pressed again on it', async ({
    page,
  }) => {
    const release = await holdWidgetChunks(page);
    await page.goto(siteUrl('/?pot=250000'));
    const calculator = page.locator('drawdown-compare[view="calculator"]');
    const refine = calculator.getByRole('button', { name: /How you’ll take your money/ });
    await expect(refine).toHaveAttribute('aria-expanded', 'false');
    // The site's small entry script has run (it holds the press); the element is not defined yet.
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await calculator.evaluate((element) => element.matches(':defined'))).toBe(false);
    await refine.click();
    await expect(calculator.locator('.dc-mount[data-first-view]')).toHaveCount(1);
    release();
    await expectMounted(page);
    await expect(calculator.getByRole('button', { name: /How you’ll take your money/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('typing and a press as soon as the page shows reach the interface on a CPU slowed 6×', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The interface is built in slices while the first view stays in use (decision 056): whether
    // the keys and the press land before the script, while it builds or after, none is lost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(siteUrl('/'));
    const calculator = page.locator('drawdown-compare[view="calculator"]');
    const input = calculator.getByPlaceholder(TEXT.potPlaceholder);
    await input.click();
    await input.pressSequentially('300000');
    await calculator.getByRole('button', { name: /How you’ll take your money/ }).click();
    await expectMounted(page);
    await expect(input).toHaveValue('300,000');
    await expect(calculator.getByRole('button', { name: /How you’ll take your money/ })).toHaveAttribute(
      'aria-expanded',
      'true',
      { timeout: 30_000 },
    );
    await expect(page.locator('drawdown-compare[view="results"]').getByText('Top 1')).toBeVisible();
  });

  test('the first view of /?pot=250000, before the interface, passes axe and the page’s CSP', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await page.route(WIDGET_CHUNKS, (route) => route.abort());
    await page.goto(siteUrl('/?pot=250000'));
    const list = page.locator('drawdown-compare[view="results"]');
    await expect(list.locator('.dc-mount[data-first-view] article').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('a partner’s id in the address is passed to both elements', async ({ page }) => {
    await page.goto(siteUrl('/?pot=250000&partner=acme-news'));
    for (const view of ['calculator', 'results'])
      await expect(page.locator(`drawdown-compare[view="${view}"]`)).toHaveAttribute('partner', 'acme-news');
  });
});
