import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addLead, createAdmin, RUN, signInByApi } from './admin-helpers.ts';

test.use({ baseURL: process.env.E2E_BASE_URL });

/** Screenshots for a person to look at (not compared): sign-in and admin pages on a phone and a desktop. */
const OUT = process.env.ADMIN_SCREENSHOTS ?? '/tmp/admin-shots';

for (const width of [360, 1280]) {
  test(`admin pages at ${width} px`, async ({ page, playwright }) => {
    mkdirSync(OUT, { recursive: true });
    await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
    const request = await playwright.request.newContext();
    await addLead(request, {
      name: `Screen Person ${width}`,
      email: `screen-${width}-${RUN}@example.com`,
      potSize: 180000,
    });
    await request.dispose();

    await page.goto('/auth');
    // Answer the cookie notice first, so it does not sit over the page in the pictures.
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${OUT}/auth-errors-${width}.png`, fullPage: true });

    await signInByApi(page, createAdmin(`screens-${RUN}@example.com`));
    await page.goto('/admin');
    await expect(page.locator('#outbox dl')).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.screenshot({ path: `${OUT}/dashboard-${width}.png`, fullPage: true });
    await page.locator('#leads table').evaluate((table) => table.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${OUT}/dashboard-leads-${width}.png` });
    await page.locator('#consultations').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/dashboard-consultations-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page
      .getByRole('button', { name: /^Erase data for / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${OUT}/erase-dialog-${width}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/admin/generate-ebook');
    await page.getByRole('button', { name: 'Regenerate the ebook' }).click();
    await expect(page.getByText(/The ebook was regenerated/)).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${OUT}/ebook-${width}.png`, fullPage: true });

    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await page.screenshot({ path: `${OUT}/auth-signed-in-${width}.png`, fullPage: true });
  });
}
