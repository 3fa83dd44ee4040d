import { expect, test } from '@playwright/test';
import { addConsultation, addLead, createAdmin, RUN, recordDialogs, signInByApi } from './admin-helpers.ts';

test.use({ baseURL: process.env.E2E_BASE_URL });

/** Markup a visitor can put in every free-text field a lead or a consultation request carries. */
const PAYLOADS = {
  name: `Sec ${RUN} "><svg onload="window.__xss='name'">`,
  source: `/"><img src=x onerror="window.__xss='source'">`,
  consultationName: `Sec ${RUN} <script>window.__xss='cname'</script>`,
  message: `<img src=x onerror="window.__xss='message'"> <a href="javascript:window.__xss='link'">click</a>`,
};

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await addLead(request, {
    name: PAYLOADS.name,
    email: `sec-xss-${RUN}@example.com`,
    source: PAYLOADS.source,
  });
  await addConsultation(request, {
    name: PAYLOADS.consultationName,
    email: `sec-xss-c-${RUN}@example.com`,
    message: PAYLOADS.message,
  });
  await request.dispose();
});

test('lead and consultation fields are shown as text in the admin area, never run', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await signInByApi(page, createAdmin(`sec-xss-admin-${RUN}@example.com`));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await page.getByLabel('Search by name, e-mail, partner or page').fill(`sec-xss-${RUN}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(PAYLOADS.name).first()).toBeVisible();
  await expect(page.getByText(PAYLOADS.consultationName).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/security-admin-xss-1280.png', fullPage: true });
  // Nothing the payloads would create exists, and nothing they would run has run.
  await expect(
    page.locator('img[src="x"], svg[onload], script:has-text("__xss"), a[href^="javascript:"]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
