import { expect, type Locator, type Page, test } from '@playwright/test';
import { NOT_KNOWN } from '../../widget/core/texts.ts';
import { ACCESS_KEY } from '../../widget/ui/access.ts';
import { siteUrl, waitForList } from './widget-helpers.ts';

/**
 * One engine behind every cost shown (decision 020): one plan gives the very same
 * numbers, the year-one total and every receipt line, in the widget, on the provider page, on the
 * fees page and from GET /api/v1/quotes. The pages are read without script: the server renders
 * them for the plan in the address, as the widget keeps it there.
 */

// 60% funds and 40% shares, £12,000 a year paid monthly, tax-free cash at the start: at AJ Bell it
// meets the platform charge on both holdings, dealing, the regular-income fee and one-off fees.
const PLAN = 'pot=250000&funds=60&shares=40&trusts=0&income=12000&taxFreeCash=start';
const SLUG = 'aj-bell';
const NAME = 'AJ Bell';

interface Receipt {
  total: number | null;
  lines: { label: string; amount: number | null }[];
}

/** "£1,234.50" → 1234.5, "−£25.00" → −25, "Not in our data" → null. */
function amount(text: string): number | null {
  const t = text.trim();
  if (t === NOT_KNOWN.short) return null;
  const n = Number(t.replace(/[£,\s]/g, '').replace('−', '-'));
  if (Number.isNaN(n)) throw new Error(`Not an amount: ${t}`);
  return n;
}

/** Reads a rendered receipt (the widget's or the site's: both mark lines, labels and the total). */
async function readReceipt(receipt: Locator): Promise<Receipt> {
  const rows = receipt.locator('tbody tr[data-line]');
  const lines: Receipt['lines'] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const label = (await row.locator('th span').first().textContent()) ?? '';
    lines.push({ label: label.trim(), amount: amount((await row.locator('td').last().textContent()) ?? '') });
  }
  return { total: amount((await receipt.locator('[data-total]').textContent()) ?? ''), lines };
}

async function fromApi(page: Page): Promise<Receipt> {
  const response = await page.request.get(`${siteUrl()}/api/v1/quotes?${PLAN}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    providers: {
      slug: string;
      yearOne: { total: number | null; lines: { label: string; amount: number | null }[] };
    }[];
  };
  const aj = body.providers.find((p) => p.slug === SLUG);
  if (!aj) throw new Error(`${SLUG} is not in the API answer`);
  return { total: aj.yearOne.total, lines: aj.yearOne.lines.map(({ label, amount }) => ({ label, amount })) };
}

test('one plan gives the same receipt in the widget, on the provider and fees pages and from the API', async ({
  browser,
  page,
}) => {
  const api = await fromApi(page);
  // The plan meets several charges at AJ Bell, and the lines add up exactly to the total.
  expect(api.lines.length).toBeGreaterThanOrEqual(4);
  expect(api.total).not.toBeNull();
  const sum = api.lines.reduce((s, l) => s + Math.round((l.amount ?? 0) * 100), 0);
  expect(sum).toBe(Math.round((api.total as number) * 100));

  // Provider page and fees page without script: rendered on the server for the plan.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${siteUrl()}/provider/${SLUG}?${PLAN}`);
  // The plan's receipt comes first; the standard plan's, in the pot box below, second.
  const providerReceipt = plain.locator(`section[data-receipt="${SLUG}"]`).first();
  await expect(
    providerReceipt.getByRole('heading', { name: `How we worked out your cost at ${NAME}` }),
  ).toBeVisible();
  await expect(plain.getByTestId('scenario-summary').first()).toContainText('40% in shares and ETFs');
  expect(await readReceipt(providerReceipt)).toEqual(api);

  // Sorted by name it is the public table (sorted for the plan, its names follow the unlock: decision 043).
  await plain.goto(`${siteUrl()}/fees-and-charges?${PLAN}&sort=name`);
  const feesReceipt = plain.locator(`details[data-receipt-of="${SLUG}"] section[data-receipt="${SLUG}"]`);
  await plain.locator(`details[data-receipt-of="${SLUG}"] summary`).click();
  await expect(feesReceipt.locator('[data-total]')).toBeVisible();
  expect(await readReceipt(feesReceipt)).toEqual(api);
  // The table's "Your plan" column shows the same year-one total, to the pound.
  const row = plain.getByRole('row').filter({ has: plain.getByRole('link', { name: NAME, exact: true }) });
  await expect(row).toContainText(`£${Math.round(api.total as number).toLocaleString('en-GB')} in year one`);
  await noScript.close();

  // The widget on the home page, with the plan in the address as its refine step writes it.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), ACCESS_KEY);
  await page.goto(`${siteUrl()}/?${PLAN}#compare`);
  const widget = page.locator('drawdown-compare[view="results"]');
  await waitForList(widget);
  // Cards are headed "N. Name".
  const card = widget
    .locator('ol > li')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${NAME}$`) }) });
  await card.getByRole('button', { name: 'How we worked out this cost' }).click();
  const widgetReceipt = card.locator(`[data-receipt="${SLUG}"]`);
  await expect(widgetReceipt.locator('[data-total]')).toBeVisible();
  expect(await readReceipt(widgetReceipt)).toEqual(api);
  // The card's link takes the plan to the provider page.
  await expect(card.getByRole('link', { name: /View Details/i })).toHaveAttribute(
    'href',
    new RegExp(`/provider/${SLUG}\\?pot=250000&funds=60&shares=40&trusts=0&income=12000&taxFreeCash=start$`),
  );
});

test('a plan the address gets wrong is named on the provider page, which keeps the standard comparison', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const response = await plain.goto(`${siteUrl()}/provider/${SLUG}?pot=250000&shares=150`);
  expect(response?.status()).toBe(200);
  await expect(plain.getByRole('alert')).toContainText('shares must be a percentage from 0 to 100.');
  // Only the standard plan's receipt, in the pot box: no receipt for the plan it could not read.
  await expect(plain.locator('section[data-receipt]')).toHaveCount(1);
  await expect(plain.getByTestId('breakdown').locator('[data-total]')).toBeVisible();
  await noScript.close();
});

test('the refine step writes the plan into the address, and a mistake is named beside its field', async ({
  page,
}) => {
  await page.goto(`${siteUrl()}/?pot=250000`);
  const calculator = page.locator('#calculator drawdown-compare[view="calculator"]');
  // This test is about the refine step, so it waits for the interface to take over the server's
  // first view (decision 051): the fields it fills next are the interface's.
  await expect(calculator.locator('.dc-mount:not([data-first-view])')).toHaveCount(1, { timeout: 30_000 });
  await calculator.getByRole('button', { name: /How you’ll take your money/ }).click();
  await calculator.getByLabel('How you’ll take it').selectOption('monthly');
  await calculator.getByLabel('Pounds a year').fill('12000');
  await expect(page).toHaveURL(/[?&]income=12000(&|$)/);
  await calculator.getByLabel('Shares and ETFs').fill('70');
  await expect(calculator.getByText('The three parts must add up to 100%.').first()).toBeVisible();
  // The figures keep the last good plan, and so does the address.
  await expect(page).not.toHaveURL(/shares=70/);
  await calculator.getByLabel('Funds').fill('30');
  await expect(page).toHaveURL(/funds=30&shares=70&trusts=0/);
});
