import { expect, type Locator, type Page } from '@playwright/test';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { TEXT } from '../../widget/core/texts.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Showing N of M providers sorted by annual cost", the spec text with any counts. */
export const SHOWING_ANY = new RegExp(`^${escapeRegExp(TEXT.showing(0, 0)).replace(/0/g, '\\d+')}$`);
const [moreBefore, moreAfter] = TEXT.moreThanBest('@').split('@') as [string, string];
/** " more than best value": the spec text after the amount. */
export const MORE_THAN_BEST = moreAfter;
/** "+£1,234 more than best value", the spec text with any amount in pounds. */
export const MORE_THAN_BEST_FIGURE = new RegExp(
  `${escapeRegExp(moreBefore)}£[\\d,]+${escapeRegExp(moreAfter)}`,
);

/** Where screenshots of the widget are written for a person to look at. */
export const SHOT_DIR = process.env.WIDGET_SHOT_DIR ?? '/tmp/dc-widget-shots';

export function partnerUrl(page: string): string {
  const base = process.env.E2E_PARTNER_URL;
  if (!base) throw new Error('E2E_PARTNER_URL is not set: run through playwright (global setup).');
  return `${base}/${page}`;
}

export function siteUrl(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: run through playwright (global setup).');
  return base;
}

/**
 * Waits until the widget has loaded its bundle and shows the whole ranked list (it fills in a few
 * cards per frame and says it is busy until then). On our own site the interface takes over the
 * server's first view at once (decision 051): it waits for that too, so an element the test finds
 * next is the interface's, not one of the first view about to be replaced.
 */
export async function waitForList(widget: Locator): Promise<void> {
  await expect(widget.getByText(SHOWING_ANY)).toBeVisible({
    timeout: 15_000,
  });
  await expect(widget.locator('article').first()).toBeVisible();
  await expect(widget.locator('ol[aria-busy]')).toHaveCount(0);
  if (widget.page().url().startsWith(siteUrl()))
    await expect(widget.locator('.dc-mount:not([data-first-view])')).toHaveCount(1, { timeout: 30_000 });
}

/** All text inside a widget's shadow root, including hidden parts, and its accessibility tree. */
export async function shadowText(widget: Locator): Promise<string> {
  return widget.evaluate((el) => el.shadowRoot?.innerHTML ?? '');
}

export const PROVIDER_NAMES = PROVIDERS.map((p) => p.name);

/** A unique address per test run, so the "already subscribed" path is not hit by accident. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Annual costs shown on the cards, in order, as numbers (unknown costs skipped). */
export async function shownCosts(widget: Locator): Promise<number[]> {
  const costs = await widget
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-cost')));
  return costs.filter((c): c is string => c !== null).map(Number);
}

export async function fillUnlockForm(
  widget: Locator,
  values: { name?: string; email?: string; consent?: boolean },
): Promise<void> {
  if (values.name !== undefined) await widget.getByLabel('Your name').fill(values.name);
  if (values.email !== undefined) await widget.getByLabel('Your e-mail address').fill(values.email);
  const consent = widget.getByRole('checkbox', { name: /5 e-mails over 2 weeks/ });
  if (values.consent !== undefined) await consent.setChecked(values.consent);
}

export async function submitUnlock(widget: Locator): Promise<void> {
  await widget.getByRole('button', { name: 'Unlock provider names' }).click();
}

export async function expectToast(
  widget: Locator,
  title: string,
  message: string,
  role: 'alert' | 'status' = 'alert',
  /** How long to wait for it: longer on a slowed CPU (the keyboard test runs at 6×). */
  timeout?: number,
) {
  const region = widget.getByRole(role);
  await expect(region).toContainText(title, { timeout });
  await expect(region).toContainText(message, { timeout });
}

/** Forgets an unlock on this page's origin: the flag and the loader's copy of it (decision 059). */
export async function clearAccess(page: Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.removeItem('drawdownCompareAccess');
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase('drawdown-compare');
      request.onsuccess = request.onerror = request.onblocked = resolve;
    });
  });
}

/** The flag as an earlier release left it: in localStorage only, without the loader's copy. */
export async function storeOldAccess(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('drawdownCompareAccess', 'true'));
}

/** A reader who unlocked on this origin: the flag, and the copy the loader reads (decision 059). */
export async function storeAccess(page: Page): Promise<void> {
  await storeOldAccess(page);
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('drawdown-compare', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('flags');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const transaction = request.result.transaction('flags', 'readwrite');
          transaction.objectStore('flags').put('true', 'drawdownCompareAccess');
          transaction.oncomplete = () => {
            request.result.close();
            resolve(null);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

/** Whether the loader's copy of the unlock is on this origin (the interface writes it). */
export async function hasAccessCopy(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('drawdown-compare');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          try {
            const read = request.result
              .transaction('flags')
              .objectStore('flags')
              .get('drawdownCompareAccess');
            read.onsuccess = () => resolve(read.result === 'true');
            read.onerror = () => resolve(false);
          } catch {
            resolve(false);
          } finally {
            request.result.close();
          }
        };
      }),
  );
}
