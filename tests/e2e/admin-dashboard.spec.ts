import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { LEADS_CSV_HEADER } from '../../server/api/staff.server.ts';
import {
  addConsultation,
  addLead,
  baseUrl,
  createAdmin,
  ensurePartner,
  expectNoAxeViolations,
  RUN,
  recordDialogs,
  signInByApi,
} from './admin-helpers.ts';

test.use({ baseURL: process.env.E2E_BASE_URL });

const XSS_NAME = '<img src=x onerror=alert(1)>';
const ADMIN = `dash-${RUN}@example.com`;

/** Leads and a consultation request of this run, sent as visitors would send them. */
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await addLead(request, { name: XSS_NAME, email: `xss-${RUN}@example.com`, potSize: 250000, source: '/' });
  await ensurePartner(request, {
    id: 'money-weekly',
    name: 'Money Weekly',
    origins: ['https://money-weekly.example'],
  });
  await addLead(
    request,
    {
      name: 'Margaret Thompson',
      email: `margaret-${RUN}@example.com`,
      potSize: 420000,
      partner: 'money-weekly',
      source: '/retirement/drawdown',
    },
    'https://money-weekly.example',
  );
  await addLead(request, { name: 'Erase Me', email: `erase-${RUN}@example.com` });
  await addConsultation(request, {
    name: 'Erase Me',
    email: `erase-${RUN}@example.com`,
    message: 'Please call me about fees.',
  });
  await addConsultation(request, {
    name: 'Colin <script>alert(2)</script>',
    email: `colin-${RUN}@example.com`,
    message: '<b>bold?</b> Second line\nThird line',
  });
  await request.dispose();
});

async function openDashboard(page: Page) {
  await signInByApi(page, createAdmin(ADMIN));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
}

function leadsTable(page: Page) {
  return page.getByRole('table', { name: /leads/i });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search by name, e-mail, partner or page').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(leadsTable(page)).toHaveAccessibleName(
    new RegExp(`matching “${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`),
  );
}

test.describe('admin dashboard against the real server', () => {
  test('signs in through the form and lands on the dashboard', async ({ page }) => {
    const account = createAdmin(ADMIN);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter your e-mail address');
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not right.');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  });

  test('shows what a lead typed as text, never as markup', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await openDashboard(page);
    await search(page, `xss-${RUN}`);
    const cell = leadsTable(page).getByRole('rowheader');
    await expect(cell).toContainText(XSS_NAME);
    await expect(leadsTable(page).locator('img')).toHaveCount(0);
    await search(page, RUN);
    await expect(
      page.locator('#consultations').getByText('Colin <script>alert(2)</script>', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('#consultations').getByText('<b>bold?</b>', { exact: false })).toBeVisible();
    await expect(page.locator('#consultations b')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('searches, pages and exports leads as CSV', async ({ page }) => {
    await openDashboard(page);
    // Pages of 2 instead of 25 (the server pages for real), so three leads of this run make two pages.
    await page.route('**/api/admin/leads?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('pageSize', '2');
      return route.continue({ url: url.toString() });
    });
    await search(page, RUN);
    await expect(leadsTable(page)).toHaveAccessibleName(/1–2 of 3/);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(leadsTable(page)).toHaveAccessibleName(/3–3 of 3/);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(leadsTable(page)).toHaveAccessibleName(/1–2 of 3/);

    await search(page, `margaret-${RUN}`);
    const row = leadsTable(page).getByRole('row').filter({ hasText: 'Margaret Thompson' });
    await expect(row).toContainText('£420,000');
    await expect(row).toContainText('Partner: money-weekly');
    await expect(row).toContainText('/retirement/drawdown');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV of these leads' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(LEADS_CSV_HEADER.map((cell) => `"${cell}"`).join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`margaret-${RUN}@example.com`);
  });

  test('erases one person after asking, and the data is gone from the server', async ({ page }) => {
    await openDashboard(page);
    await search(page, `erase-${RUN}`);
    await page
      .getByRole('button', { name: `Erase data for erase-${RUN}@example.com` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: "Erase this person's data?" });
    await expect(dialog).toContainText(`erase-${RUN}@example.com`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Erase data for erase-${RUN}@example.com` }).first(),
    ).toBeFocused();

    await page
      .getByRole('button', { name: `Erase data for erase-${RUN}@example.com` })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    const note = page.getByText(
      /^Erased 1 lead, 1 consultation request, 0 reports of a wrong figure and \d+ e-mails? for erase-/,
    );
    await expect(note).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`No leads match “erase-${RUN}”.`)).toBeVisible();

    const leads = await page.request.get(
      `${baseUrl()}/api/admin/leads?q=${encodeURIComponent(`erase-${RUN}`)}`,
    );
    expect((await leads.json()).total).toBe(0);
  });

  for (const width of [360, 1280]) {
    test(`erasure from the request form says what it did beside the form, and says plainly when nothing is held, at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const known = `known-${width}-${RUN}@example.com`;
      await addLead(request, { name: 'Kim Known', email: known, potSize: 100000 });
      await openDashboard(page);
      const panel = page.locator('#erase');
      const result = panel.getByTestId('erase-result');
      await page.getByRole('button', { name: 'Erase data for this address…' }).click();
      await expect(panel.getByText('Enter an e-mail address')).toBeVisible();

      await panel.getByLabel('E-mail address of the person').fill(known);
      await page.getByRole('button', { name: 'Erase data for this address…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Erase permanently' }).click();
      // The result is beside the form, has focus, and is in view.
      const done = result.getByText(
        /^Erased 1 lead, 0 consultation requests, 0 reports of a wrong figure and \d+ e-mails? for known-/,
      );
      await expect(done).toBeVisible();
      await expect(result.locator('[tabindex="-1"]')).toBeFocused();
      await expect(result).toBeInViewport();
      await page.screenshot({ path: `/tmp/admin-shots/erase-known-${width}.png` });

      const nobody = `nobody-${width}-${RUN}@example.com`;
      await panel.getByLabel('E-mail address of the person').fill(nobody);
      await page.getByRole('button', { name: 'Erase data for this address…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Erase permanently' }).click();
      await expect(result).toContainText(`Nothing is held for ${nobody}, so nothing was erased`);
      await expect(result).not.toContainText('Erased');
      await expect(result.locator('[tabindex="-1"]')).toBeFocused();
      await expect(result).toBeInViewport();
      await page.screenshot({ path: `/tmp/admin-shots/erase-nobody-${width}.png` });
    });
  }

  test('sends the whole series to a test address and shows it in the outbox', async ({ page }) => {
    await openDashboard(page);
    const address = `tester-${RUN}@example.com`;
    await page.getByLabel('Send the test e-mails to').fill(address);
    await page.getByRole('button', { name: 'Send all 5 e-mails now' }).click();
    await expect(page.getByText(/5 e-mails are queued for/)).toContainText(address);
    const outbox = page.locator('#outbox');
    await expect(outbox.getByRole('table')).toBeVisible();
    await expect
      .poll(async () => {
        await outbox.getByRole('button', { name: 'Refresh the outbox' }).click();
        return outbox.getByRole('row').filter({ hasText: address }).count();
      })
      .toBe(5);
    await expect(outbox.getByRole('row').filter({ hasText: address }).first()).toContainText('(test)');
  });

  test('regenerates the ebook and downloads it', async ({ page }) => {
    await signInByApi(page, createAdmin(ADMIN));
    await page.goto('/admin/generate-ebook');
    await page.getByRole('button', { name: 'Regenerate the ebook' }).click();
    await expect(
      page.getByText(/The ebook was regenerated on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(\d+(\.\d)? (KB|MB)\)/),
    ).toBeVisible({
      timeout: 30_000,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the current PDF' }).click(),
    ]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('has no axe violations on /auth, with and without errors', async ({ page }) => {
    test.slow();
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('has no axe violations on the dashboard and the erase dialog', async ({ page }) => {
    test.slow();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openDashboard(page);
    await search(page, RUN);
    await expect(page.locator('#outbox dl')).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^Erase data for / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing the admin pages do is refused by the site's strict CSP or fails in the console.
    expect(consoleErrors).toEqual([]);
  });

  test('has no axe violations on the ebook page and the signed-in state of /auth', async ({ page }) => {
    test.slow();
    await signInByApi(page, createAdmin(ADMIN));
    await page.goto('/admin/generate-ebook');
    await expect(page.getByRole('heading', { level: 1, name: 'Ebook' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
