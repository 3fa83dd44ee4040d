import { expect, type Page, test } from '@playwright/test';
import { formatGBP, formatPence } from '../../widget/core/money.ts';
import { countProviders, providerCountText } from '../../widget/core/provider-count.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { rankProviders } from '../../widget/core/rank.ts';
import { baselineScenario } from '../../widget/core/scenario.ts';
import { chooseCookies, DESKTOP, PHONE, SITE_SHOT_DIR, siteUrl } from './site-helpers.ts';
import { waitForList } from './widget-helpers.ts';

/*
 * "one plan, one number": the standard plan (spec §9: the pot in funds, nothing taken,
 * one year, platform and drawdown charges) for one pot, walked through the API, the home ranking,
 * the fee page, a provider page, the questionnaire and the calculator. Every one of them gives the
 * cheapest provider the same cost, because every one of them asks the cost engine.
 */

const POT = 180_000;

interface Cheapest {
  slug: string;
  name: string;
  /** Pounds to the penny. */
  total: number;
}

async function cheapestFromApi(page: Page): Promise<Cheapest> {
  const response = await page.request.get(siteUrl(`/api/v1/quotes?pot=${POT}`));
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    scenario: unknown;
    providers: { slug: string; name: string; rank: number | null; yearOne: { total: number | null } }[];
  };
  // A pot alone is the standard plan: no fund charge, no trades, one year.
  expect(body.scenario).toEqual(baselineScenario(POT));
  const first = body.providers[0];
  if (!first || first.yearOne.total === null) throw new Error('the API priced no provider');
  expect(first.rank).toBe(1);
  return { slug: first.slug, name: first.name, total: first.yearOne.total };
}

// A visitor who has unlocked the names (the gate on each ranking has its own tests): the number is
// what this test follows, and its rows are found by the provider's name.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('drawdownCompareAccess', 'true'));
  await chooseCookies(page);
});

test('one plan gives one number: the API, the home ranking, the fee page, a provider page, the questionnaire and the calculator', async ({
  page,
}) => {
  const cheapest = await cheapestFromApi(page);
  const pounds = formatGBP(cheapest.total);
  // The unit model agrees: the engine's ranking of the standard plan.
  expect(rankProviders(PROVIDERS, POT).best?.cost).toBe(cheapest.total);

  // Home: the pot travels in the address; the first card and the best-value card carry the number.
  await page.goto(siteUrl(`/?pot=${POT}#compare`));
  const results = page.locator('drawdown-compare[view="results"]');
  await waitForList(results);
  const first = results.locator('article[data-position="1"]');
  await expect(first).toHaveAttribute('data-cost', String(cheapest.total));
  await expect(first).toContainText(pounds);
  await expect(page.locator('drawdown-compare[view="calculator"]')).toContainText(pounds);
  // One provider count, with its reason.
  const count = providerCountText(countProviders(rankProviders(PROVIDERS, POT)), 'the standard plan');
  await expect(results.locator('[data-count]')).toContainText(count);

  // The fee page's "Your pot" column, for the same pot in its address.
  await page.goto(siteUrl(`/fees-and-charges?pot=${POT}`));
  const row = page
    .getByTestId('fee-table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: cheapest.name, exact: true }) });
  await expect(row.locator('td[data-label^="Your pot"]')).toHaveText(pounds);
  await expect(page.getByTestId('sort-status')).toContainText(count);

  // The provider page: its receipt, lines and total from one engine quote, for the pot in the address.
  await page.goto(siteUrl(`/provider/${cheapest.slug}?pot=${POT}`));
  await expect(page.getByTestId('breakdown').locator('[data-total]')).toHaveText(formatPence(cheapest.total));

  // The questionnaire, "Low cost" first with no preferred kind: the cheapest, at the same cost.
  await page.goto(siteUrl(`/find-provider?pot=${POT}&style=unsure&priority=low-cost&step=shortlist`));
  const top = page.getByTestId('finder-shortlist').locator('li').first();
  await expect(top).toContainText(cheapest.name);
  await expect(top).toContainText(`About ${pounds} a year on your pot`);

  // The calculator, started on the standard plan (nothing taken, one year) at this provider.
  await page.goto(
    siteUrl(`/pension-drawdown-calculator?pot=${POT}&income=0&years=1&provider=${cheapest.slug}`),
  );
  await expect(
    page.locator('dt', { hasText: 'Provider charges in year 1' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(pounds);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`a card with unknowns, a receipt and the fee page at ${viewport.width} px`, async ({ page }) => {
    test.slow(); // three pages and three screenshots on a shared two-core machine
    await page.setViewportSize(viewport);
    // A plan that meets charges our data does not hold at some providers (income, tax-free cash).
    const plan = `pot=250000&income=10000&taxFreeCash=start`;
    await page.addInitScript(() => localStorage.setItem('drawdownCompareAccess', 'true'));
    await page.goto(siteUrl(`/?${plan}#compare`));
    const results = page.locator('drawdown-compare[view="results"]');
    await waitForList(results);
    // A card whose cost leaves out charges our data does not hold says so, and its receipt names them.
    const card = results.locator('ol > li:has([data-not-known])').first();
    await expect(card.locator('[data-not-known]')).toContainText('not in our data');
    await card.getByRole('button', { name: 'How we worked out this cost' }).click();
    await expect(card.locator('[data-total]')).toBeVisible();
    await expect(card.locator('[data-not-known]').last()).toContainText('Not in the total');
    await card.screenshot({ path: `${SITE_SHOT_DIR}/issue26-card-unknowns-receipt-${viewport.width}.png` });

    await page.goto(siteUrl(`/provider/aj-bell?${plan}`));
    await page
      .locator('section[data-receipt="aj-bell"]')
      .first()
      .screenshot({ path: `${SITE_SHOT_DIR}/issue26-provider-receipt-${viewport.width}.png` });

    await page.goto(siteUrl('/fees-and-charges?pot=180000'));
    await expect(page.getByTestId('fee-table')).toBeVisible();
    await page.screenshot({ path: `${SITE_SHOT_DIR}/issue26-fees-${viewport.width}.png`, fullPage: false });
  });
}
