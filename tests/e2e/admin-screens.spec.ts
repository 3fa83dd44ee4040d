import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addLead, createAdmin, RUN, signInByApi } from './admin-helpers.ts';

test.use({ baseURL: process.env.E2E_BASE_URL });

/** Where the screenshots of sign-in and admin pages are written for a person to look at. */
const OUT = process.env.ADMIN_SCREENSHOTS ?? '/tmp/admin-shots';

/** The page fits `width` with no sideways scroll (reflow); then a screenshot for a person. */
async function fitsAndShoot(page: Page, width: number, name: string, fullPage = false): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage });
}

for (const width of [360, 1280]) {
  test(`sign-in and admin pages fit ${width} px with no sideways scroll`, async ({ page, playwright }) => {
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
    await fitsAndShoot(page, width, 'auth-errors', true);

    await signInByApi(page, createAdmin(`screens-${RUN}@example.com`));
    await page.goto('/admin');
    await expect(page.locator('#outbox dl')).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await fitsAndShoot(page, width, 'dashboard', true);
    await page.locator('#leads table').evaluate((table) => table.scrollIntoView({ block: 'center' }));
    await fitsAndShoot(page, width, 'dashboard-leads');
    await page.locator('#consultations').scrollIntoViewIfNeeded();
    await fitsAndShoot(page, width, 'dashboard-consultations');
    await page
      .getByRole('button', { name: /^Erase data for / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await fitsAndShoot(page, width, 'erase-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/admin/generate-ebook');
    await page.getByRole('button', { name: 'Regenerate the ebook' }).click();
    await expect(page.getByText(/The ebook was regenerated/)).toBeVisible({ timeout: 30_000 });
    await fitsAndShoot(page, width, 'ebook', true);

    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await fitsAndShoot(page, width, 'auth-signed-in', true);
  });
}
