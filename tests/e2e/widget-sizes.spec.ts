import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { heightToHold } from '../../site/pages/partners/held-height.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { EMBED_TEXT, TEXT } from '../../widget/core/texts.ts';
import { clearAccess, partnerUrl, SHOT_DIR, siteUrl, storeAccess } from './widget-helpers.ts';

/**
 * The sizes publishers have: `layout="compact"` with `limit="5"` fits a 320 px phone in
 * 900 px, and `layout="mini"` is a pot box and one button, about 200 px tall at 300 px wide. Both in
 * the server's first view and in the interface that replaces it.
 */

/** A partner page of another origin with this snippet, as a reader who has not unlocked. */
async function partnerPage(page: Page, body: string): Promise<Locator> {
  const url = `${partnerUrl('snippet.html')}?html=${encodeURIComponent(
    `<script src="${siteUrl()}/widget.js" async></script>${body}`,
  )}`;
  await page.goto(url);
  await clearAccess(page);
  await page.goto(url);
  const widget = page.locator('drawdown-compare');
  await expect(widget.locator('[data-first-view]')).toHaveCount(1, { timeout: 15_000 });
  return widget;
}

const height = async (widget: Locator) => (await widget.boundingBox())?.height ?? Number.POSITIVE_INFINITY;

/** Touches the widget (focus on the pot field) and waits for the interface to replace the first view. */
async function interfaceOf(widget: Locator): Promise<void> {
  await widget.getByLabel('Your pension pot').focus();
  await expect(widget.locator('[data-first-view]')).toHaveCount(0, { timeout: 15_000 });
  await expect(widget.locator('ol[aria-busy]')).toHaveCount(0);
}

test.describe('the widget in the sizes publishers have', () => {
  test('compact with limit 5 fits 900 px on a 320 px phone; the form and the plan open from their buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    const widget = await partnerPage(
      page,
      '<drawdown-compare pot="250000" layout="compact" limit="5" partner="retirement-weekly"></drawdown-compare>',
    );
    await expect(widget.locator('article')).toHaveCount(5);
    // The count line counts what is shown: the five of the limit, of every provider.
    await expect(widget.getByText(TEXT.showing(5, PROVIDERS.length))).toBeVisible();
    expect(await height(widget)).toBeLessThanOrEqual(900);
    await interfaceOf(widget);
    await expect(widget.getByText(TEXT.showing(5, PROVIDERS.length))).toBeVisible();
    await expect(widget.locator('article')).toHaveCount(5);
    expect(await height(widget)).toBeLessThanOrEqual(900);
    // Behind their buttons: no unlock form, no plan fields, the disclosures as one line.
    await expect(widget.getByLabel('Your name')).toHaveCount(0);
    await expect(widget.getByRole('button', { name: /How you’ll take your money/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const about = widget.getByRole('button', { name: EMBED_TEXT.disclosuresShort });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(widget.getByRole('link', { name: EMBED_TEXT.seeAll(PROVIDERS.length) })).toBeVisible();

    // The disclosures open to the full text; Unlock Details opens the form and focuses its first field.
    await about.click();
    await expect(widget.getByRole('link', { name: EMBED_TEXT.consultation })).toBeVisible();
    await expect(widget.getByText(EMBED_TEXT.guidance, { exact: false })).toBeVisible();
    await widget.getByRole('button', { name: TEXT.unlockDetails }).click();
    await expect(widget.getByLabel('Your name')).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('drawdown-compare').analyze();
    expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([]);
  });

  test('mini is a pot box and one button, about 200 px at 300 px wide, to the ranking with the pot and the partner', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const widget = await partnerPage(
      page,
      '<div style="width:300px"><drawdown-compare pot="250000" layout="mini" partner="retirement-weekly"></drawdown-compare></div>',
    );
    expect(await height(widget)).toBeLessThanOrEqual(240);
    await expect(widget.locator('article')).toHaveCount(0);
    const firstView = await new AxeBuilder({ page }).include('drawdown-compare').analyze();
    expect(firstView.violations, JSON.stringify(firstView.violations, null, 2)).toEqual([]);

    // Typed in the first view and pressed at once: the press waits for the interface, then goes
    // with the pot as typed.
    const pot = widget.getByLabel('Your pension pot');
    await pot.fill('400000');
    await widget.getByRole('button', { name: EMBED_TEXT.miniButton }).click();
    await page.waitForURL((url) => url.origin === siteUrl() && url.pathname === '/');
    const landed = new URL(page.url());
    expect(landed.searchParams.get('pot')).toBe('400000');
    expect(landed.searchParams.get('partner')).toBe('retirement-weekly');
    expect(landed.hash).toBe('#compare');
  });

  test('mini shows its first view to a reader who unlocked before too: it names no provider', async ({
    page,
  }) => {
    const url = `${partnerUrl('snippet.html')}?html=${encodeURIComponent(
      `<script src="${siteUrl()}/widget.js" async></script><drawdown-compare pot="250000" layout="mini"></drawdown-compare><drawdown-compare pot="250000" layout="compact" limit="3"></drawdown-compare>`,
    )}`;
    await page.goto(url);
    await storeAccess(page);
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (/\/widget\/drawdown-compare-[\w-]+\.js$/.test(request.url())) bundles.push(request.url());
    });
    await page.goto(url);
    const [mini, compact] = [
      page.locator('drawdown-compare').nth(0),
      page.locator('drawdown-compare').nth(1),
    ];
    // The compact list has names to show this reader: it renders itself, names and all.
    await expect(compact.locator('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(compact.locator('[data-first-view]')).toHaveCount(0);
    const names = new RegExp(
      PROVIDERS.map((provider) => provider.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    );
    await expect(compact.locator('article').first()).toContainText(names);
    // The mini layout shows the server's first view, as to anyone: no name to unlock in it.
    await expect(mini.locator('[data-first-view]')).toHaveCount(1);
    await expect(mini.getByRole('button', { name: EMBED_TEXT.miniButton })).toBeVisible();
    expect(bundles).toHaveLength(1);
  });

  test('the height a snippet holds is never more than the widget takes, and close to it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    type Case = { layout: 'mini' | 'compact'; limit: string; pot: string; near: boolean };
    const cases: Case[] = [
      { layout: 'mini', limit: '', pot: '250000', near: true },
      { layout: 'mini', limit: '', pot: '', near: true },
      { layout: 'compact', limit: '3', pot: '250000', near: true },
      { layout: 'compact', limit: '5', pot: '250000', near: true },
      { layout: 'compact', limit: '5', pot: '', near: false },
      { layout: 'compact', limit: '', pot: '250000', near: false },
    ];
    const found: string[] = [];
    for (const width of [300, 360, 760, 1280]) {
      await page.setViewportSize({ width: Math.max(width, 360), height: 800 });
      for (const { layout, limit, pot, near } of cases) {
        const attributes = [`layout="${layout}"`, limit && `limit="${limit}"`, pot && `pot="${pot}"`]
          .filter(Boolean)
          .join(' ');
        await page.goto(
          `${partnerUrl('snippet.html')}?html=${encodeURIComponent(
            `<script src="${siteUrl()}/widget.js" async></script><div style="width:${width}px"><drawdown-compare ${attributes}></drawdown-compare></div>`,
          )}`,
        );
        const widget = page.locator('drawdown-compare');
        await expect(widget.locator('[data-first-view]')).toHaveCount(1, { timeout: 15_000 });
        const shown = await height(widget);
        const held = heightToHold({ layout, limit });
        found.push(`${width} px, ${attributes}: held ${held}, shown ${shown}`);
        expect(held, found.at(-1)).toBeLessThanOrEqual(shown);
        // Within a line or so where the height hardly depends on the width.
        if (near) expect(shown - held, found.at(-1)).toBeLessThanOrEqual(100);
      }
    }
    expect(heightToHold({ layout: 'full', limit: '5' })).toBe(0);
    console.log(found.join('\n'));
  });

  test('nothing under a mini or compact widget near the top of an article moves when it loads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The snippets as a publisher copies them from the configurator.
    const snippets: Record<string, string> = {};
    await page.goto('/partners');
    await page.getByLabel(/^Latest v1/).check();
    for (const [layout, label] of [
      ['mini', 'Mini (pot box and one button)'],
      ['compact', 'Compact (one line each)'],
    ] as const) {
      await page.getByLabel(label).check();
      const snippet = page.getByTestId('embed-snippet');
      await expect(snippet).toContainText(`min-height:${heightToHold({ layout, limit: '5' })}px`);
      snippets[layout] = (await snippet.textContent()) ?? '';
    }
    for (const layout of ['mini', 'compact']) {
      await page.goto(
        `${partnerUrl('snippet.html')}?html=${encodeURIComponent(
          `<h1>An article</h1><p>Its first lines, above the widget.</p>${snippets[layout]}${'<p>The article goes on under the widget, as readers see it on a phone.</p>'.repeat(20)}`,
        )}`,
      );
      await page.evaluate(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await expect(page.locator('drawdown-compare [data-first-view]')).toHaveCount(1, { timeout: 15_000 });
      // Two frames after the view is in, so that any shift it caused has been reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // Without the held height: 0.144 for mini and 0.514 for compact on this page.
      expect(
        await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
        layout,
      ).toBeLessThan(0.01);
    }
  });

  test('the configurator offers every layout, each previewed at the size it will have', async ({ page }) => {
    await page.goto('/partners');
    const preview = page.getByTestId('embed-preview');
    const snippet = page.getByTestId('embed-snippet');
    await expect(preview.locator('article').first()).toBeVisible({ timeout: 15_000 });
    const width = async () => (await preview.boundingBox())?.width ?? 0;
    expect(await width()).toBeGreaterThan(600);

    await page.getByLabel('Compact (one line each)').check();
    await expect(preview).toHaveAttribute('layout', 'compact');
    await expect(preview.locator('article')).toHaveCount(5);
    expect(await width()).toBe(320);
    expect(await height(preview)).toBeLessThanOrEqual(900);
    await expect(page.getByText('at 320 px wide', { exact: false })).toBeVisible();

    await page.getByLabel('Mini (pot box and one button)').check();
    await expect(preview).toHaveAttribute('layout', 'mini');
    await expect(preview.getByRole('button', { name: EMBED_TEXT.miniButton })).toBeVisible();
    expect(await width()).toBe(300);
    expect(await height(preview)).toBeLessThanOrEqual(240);
    await expect(snippet).toContainText('layout="mini"');
    await expect(snippet).not.toContainText('limit=');
  });

  for (const width of [320, 760, 1280]) {
    test(`every layout in both themes at ${width} px: nothing sideways, axe passes, screenshots saved`, async ({
      page,
    }) => {
      test.slow(); // six partner pages, each with an axe run, on a shared two-core machine
      await page.setViewportSize({ width, height: 900 });
      for (const layout of ['full', 'compact', 'mini'] as const)
        for (const theme of ['light', 'dark'] as const) {
          const widget = await partnerPage(
            page,
            `<drawdown-compare pot="250000" layout="${layout}" theme="${theme}"${layout === 'compact' ? ' limit="5"' : ''} partner="retirement-weekly"></drawdown-compare>`,
          );
          await interfaceOf(widget);
          const box = await widget.boundingBox();
          expect(box && box.x + box.width <= width, `${layout} ${theme}`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
          const axe = await new AxeBuilder({ page }).include('drawdown-compare').analyze();
          expect(axe.violations, `${layout} ${theme}: ${JSON.stringify(axe.violations, null, 2)}`).toEqual(
            [],
          );
          await widget.screenshot({ path: `${SHOT_DIR}/layout-${layout}-${theme}-${width}.png` });
        }
    });
  }
});
