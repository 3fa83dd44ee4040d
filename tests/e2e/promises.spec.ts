import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { replyDueInWords, replyDueOnDate } from '../../widget/core/opening-hours.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { GATE_TEXT } from '../../widget/core/texts.ts';
import { HIDDEN_NAME_LABEL } from '../../widget/ui/hidden-name.tsx';
import { addLead, RUN } from './admin-helpers.ts';
import { mailText } from './mail-helpers.ts';
import { chooseCookies, DESKTOP, PHONE, SITE_SHOT_DIR, siteUrl } from './site-helpers.ts';
import { waitForList } from './widget-helpers.ts';

/** What we promise a visitor holds. */
mkdirSync(SITE_SHOT_DIR, { recursive: true });

/** Names long enough not to turn up inside other words ("IG"). */
const NAMES = PROVIDERS.map((p) => p.name).filter((name) => name.length > 3);

async function freshPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await chooseCookies(page);
  return page;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

function namesIn(text: string | null): string[] {
  return NAMES.filter((name) => (text ?? '').includes(name));
}

test.describe('the unlock follows the person (decision 043)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the first e-mail's link shows the names in a browser that never unlocked, at ${viewport.width} px`, async ({
      browser,
      request,
    }) => {
      const email = `link-${viewport.width}-${RUN}@example.com`;
      await addLead(request, { name: 'Lena Link', email, potSize: 250000 });
      const text = await mailText('series-', email);
      const link = /See the comparison: (\S+)/.exec(text)?.[1] as string;
      expect(new URL(link).searchParams.get('access')).toMatch(/^u1\./);

      // Another device: a new browser context with nothing stored.
      const page = await freshPage(browser, viewport);
      await page.goto(link);
      const widget = page.locator('drawdown-compare[view="results"]');
      await waitForList(widget);
      await expect(widget.getByText(HIDDEN_NAME_LABEL)).toHaveCount(0);
      await expect(widget.locator('article').first()).toContainText(/\S/);
      expect(namesIn(await widget.locator('article').first().textContent())).not.toEqual([]);
      // The token is gone from the address bar; the pot and the place stay.
      const url = new URL(page.url());
      expect(url.searchParams.has('access')).toBe(false);
      expect(url.searchParams.get('pot')).toBe('250000');
      expect(url.hash).toBe('#compare');
      expect(await page.evaluate(() => localStorage.getItem('drawdownCompareAccess'))).toBe('true');
      await page.screenshot({ path: `${SITE_SHOT_DIR}/email-link-unlocked-${viewport.width}.png` });
      await page.context().close();
    });
  }

  test('a link whose token was changed unlocks nothing, and still leaves the address bar', async ({
    browser,
  }) => {
    const page = await freshPage(browser, DESKTOP);
    await page.goto(
      siteUrl('/?pot=250000&access=u1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA#compare'),
    );
    const widget = page.locator('drawdown-compare[view="results"]');
    await waitForList(widget);
    await expect(page).toHaveURL(/\/\?pot=250000#compare$/);
    await expect(widget.getByText(HIDDEN_NAME_LABEL).first()).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('drawdownCompareAccess'))).toBeNull();
    // The form says exactly what unlocking shows.
    await expect(widget.getByText(GATE_TEXT.onSite)).toBeVisible();
    await page.context().close();
  });
});

test.describe('one gate for every ranking made for the visitor (decision 043)', () => {
  const FINDER = '/find-provider?pot=300000&style=diy&priority=low-cost&step=shortlist';
  const CALCULATOR =
    '/pension-drawdown-calculator?pot=250000&income=12000&growth=4&inflation=2.5&years=30&provider=vanguard';

  for (const viewport of [PHONE, DESKTOP]) {
    test(`locked, the shortlist, the calculator's list and the fee table sorted for the pot hide the names, at ${viewport.width} px`, async ({
      browser,
    }) => {
      const page = await freshPage(browser, viewport);

      await page.goto(siteUrl(FINDER));
      await hydrated(page);
      const shortlist = page.getByTestId('finder-shortlist');
      await expect(shortlist.locator('> li')).toHaveCount(3);
      await expect(shortlist.getByText(HIDDEN_NAME_LABEL)).toHaveCount(3);
      expect(namesIn(await shortlist.textContent())).toEqual([]);
      await expect(shortlist.getByRole('link')).toHaveCount(0);
      await expect(page.getByTestId('unlock-prompt-link')).toHaveAttribute('href', '/?pot=300000#compare');
      await page.screenshot({
        path: `${SITE_SHOT_DIR}/gate-finder-locked-${viewport.width}.png`,
        fullPage: true,
      });

      await page.goto(siteUrl(CALCULATOR));
      await hydrated(page);
      const options = page.getByLabel('Drawdown provider').locator('option');
      await expect(options.filter({ hasText: /^Vanguard$/ })).toHaveCount(1);
      expect(await options.allInnerTexts()).not.toContainEqual(expect.stringMatching(/in year 1/));

      await page.goto(siteUrl('/fees-and-charges?pot=750000&sort=yourPot'));
      await hydrated(page);
      const table = page.getByTestId('fee-table');
      await expect(table.locator('tbody tr')).toHaveCount(PROVIDERS.length);
      await expect(table.getByText(HIDDEN_NAME_LABEL)).toHaveCount(PROVIDERS.length);
      await expect(table.locator('tbody th a')).toHaveCount(0);
      await page.screenshot({ path: `${SITE_SHOT_DIR}/gate-fees-locked-${viewport.width}.png` });
      // The complete table at the standard pots stays public.
      await page.goto(siteUrl('/fees-and-charges'));
      await expect(table.locator('tbody th a')).toHaveCount(PROVIDERS.length);
      // So do the reference pages about one provider.
      await page.goto(siteUrl('/provider/vanguard'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Vanguard');
      await page.context().close();
    });

    test(`unlocked, each of them shows the names at once, without a touch, at ${viewport.width} px`, async ({
      browser,
    }) => {
      const page = await freshPage(browser, viewport);
      await page.addInitScript(() => localStorage.setItem('drawdownCompareAccess', 'true'));

      await page.goto(siteUrl(FINDER));
      const shortlist = page.getByTestId('finder-shortlist');
      await expect(shortlist.getByText(HIDDEN_NAME_LABEL)).toHaveCount(0);
      await expect(shortlist.getByRole('link')).toHaveCount(3);
      expect(namesIn(await shortlist.textContent()).length).toBeGreaterThan(0);
      await page.screenshot({
        path: `${SITE_SHOT_DIR}/gate-finder-unlocked-${viewport.width}.png`,
        fullPage: true,
      });

      await page.goto(siteUrl(CALCULATOR));
      await expect(page.getByLabel('Drawdown provider').locator('option:checked')).toHaveText(
        'Vanguard: £375 in year 1',
      );

      await page.goto(siteUrl('/fees-and-charges?pot=750000&sort=yourPot'));
      const names = page.getByTestId('fee-table').locator('tbody th a');
      await expect(names).toHaveCount(PROVIDERS.length);
      await page.context().close();
    });
  }
});

test.describe('say the time (issue 29)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the thank-you page and the acknowledgement say by when we will respond, at ${viewport.width} px`, async ({
      browser,
    }) => {
      const page = await freshPage(browser, viewport);
      await page.goto(siteUrl('/contact'));
      await hydrated(page);
      const email = `promise-${viewport.width}-${RUN}@example.com`;
      await page.getByLabel('Your name').fill('Wendy Wednesday');
      await page.getByLabel('Your e-mail address').fill(email);
      await page.getByLabel('Your phone number').fill('020 7946 0123');
      await page.getByLabel('When should we call?').selectOption('morning');
      await page.getByLabel('What would you like to talk about?').selectOption('fees');
      await page.getByRole('checkbox', { name: /may contact me by phone and e-mail/ }).check();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/consultations') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Book Free Consultation' }).click();
      const answer = await saved;
      expect(answer.status()).toBe(201);
      // The reply-due time the server stored, which staff see as "reply due by".
      const due = new Date((await answer.json()).replyDueAt);
      expect(Number.isNaN(due.getTime())).toBe(false);
      const promise = page.getByTestId('contact-promise');
      await expect(promise).toContainText(
        `A specialist will contact you ${replyDueInWords(due, new Date())} (UK time)`,
      );
      await promise.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SITE_SHOT_DIR}/contact-promise-${viewport.width}.png` });
      const ack = await mailText('consultation-ack-', email);
      expect(ack).toContain(`We will respond ${replyDueOnDate(due)} (UK time)`);
      await page.context().close();
    });
  }
});
