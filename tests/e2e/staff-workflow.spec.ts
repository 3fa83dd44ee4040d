import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  addConsultation,
  addLead,
  baseUrl,
  createAdmin,
  expectNoAxeViolations,
  RUN,
  signInByApi,
} from './admin-helpers.ts';
import { mailText } from './mail-helpers.ts';

test.use({ baseURL: process.env.E2E_BASE_URL });
const expect = baseExpect.configure({ timeout: 20_000 });
// Whole workflows with several pages each; the shared test machine is often busy.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OUT = process.env.ADMIN_SCREENSHOTS ?? '/tmp/admin-shots';
const STAFF_EMAIL = `staff-${RUN}@example.com`;
const STAFF_PASSWORD = `staff-${RUN}-battery-horse`;
const CALLER = `Cathy Caller ${RUN}`;
const CALLER_EMAIL = `cathy.caller-${RUN}@very-long-example-domain.example.com`;

/** The set-password link from the invitation e-mail written by the file transport. */
async function inviteLink(to: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const linkIn = (): string | undefined => {
    if (!existsSync(dir)) return undefined;
    for (const name of readdirSync(dir).filter((n) => n.startsWith('staff-invite-'))) {
      // Quoted-printable: soft line breaks removed, `=3D` back to `=`.
      const text = readFileSync(join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(to)) continue;
      const match = /\/staff\/set-password#token=([A-Za-z0-9_-]+)/.exec(text);
      if (match) return `/staff/set-password#token=${match[1]}`;
    }
    return undefined;
  };
  // The outbox writes the e-mail after the request has answered: wait for it to be there.
  await expect.poll(linkIn, { message: `an invitation e-mail for ${to}`, timeout: 20_000 }).toBeDefined();
  return linkIn() as string;
}

async function staffPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInByApi(page, { email: STAFF_EMAIL, password: STAFF_PASSWORD });
  return page;
}

test('an admin invites staff; the staff member sets a password with the one-time link and signs in to /staff', async ({
  page,
  browser,
  request,
}) => {
  await addConsultation(request, { name: CALLER, email: CALLER_EMAIL, message: 'Please call about fees' });
  await addLead(request, { name: `Lee Lead ${RUN}`, email: `lee-${RUN}@example.com`, potSize: 200000 });
  await signInByApi(page, createAdmin(`boss-${RUN}@example.com`));
  await page.goto('/admin');
  // The admin area has its own frame: no public header, footer or sticky consultation bar.
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  // Its only header holds the skip link (kept in a landmark); no site menu, footer or sticky bar.
  await expect(page.locator('header')).toHaveText('Skip to content');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByText('Book Free Consultation')).toHaveCount(0);
  await expect(page.getByTestId('overdue-count')).toBeVisible();

  const invite = page.getByRole('form', { name: 'Invite a member of staff' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Enter an e-mail address')).toBeVisible();
  await invite.getByLabel('E-mail address of the new member of staff').fill(STAFF_EMAIL);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${STAFF_EMAIL}`)).toBeVisible();
  await expect(page.locator('#staff table')).toContainText(STAFF_EMAIL);

  const link = await inviteLink(STAFF_EMAIL);
  const context = await browser.newContext({ baseURL: baseUrl() });
  const staff = await context.newPage();
  await staff.goto(link);
  await staff.getByLabel('New password').fill('short');
  await staff.getByRole('button', { name: 'Set my password' }).click();
  await expect(staff.getByRole('alert')).toContainText('at least 12 characters');
  await staff.getByLabel('New password').fill(STAFF_PASSWORD);
  await staff.getByLabel('The same password again').fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Set my password' }).click();
  // The invitation ends signed in, in the staff area.
  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByRole('heading', { name: 'Leads and consultations' })).toBeVisible();
  for (const width of [360, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    await staff.screenshot({ path: `${OUT}/invitation-signed-in-${width}.png` });
  }
  // The link works once.
  await staff.goto('/');
  await staff.goto(link);
  await staff.getByLabel('New password').fill(STAFF_PASSWORD);
  await staff.getByLabel('The same password again').fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Set my password' }).click();
  await expect(staff.getByRole('alert')).toContainText('expired or has already been used');

  await context.close();
  // And the password works at the sign-in form.
  const later = await browser.newContext({ baseURL: baseUrl() });
  const again = await later.newPage();
  await again.goto('/auth');
  await again.getByLabel('E-mail address').fill(STAFF_EMAIL);
  await again.getByLabel('Password').fill(STAFF_PASSWORD);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toHaveURL(/\/staff$/);
  await expect(again.getByRole('heading', { name: 'Leads and consultations' })).toBeVisible();
  await later.close();
});

test('staff work a consultation request: call and mail links, status, owner and a note with author and time', async ({
  browser,
}) => {
  const page = await staffPage(browser);
  await page.goto('/staff');
  const row = page.getByRole('row').filter({ hasText: CALLER });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /020 7946 0123/ })).toHaveAttribute('href', 'tel:+442079460123');
  await expect(row.getByRole('link', { name: CALLER_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CALLER_EMAIL}`,
  );
  await expect(row.getByText(/Received/)).toBeVisible();
  await row.getByLabel(/^Status/).selectOption('contacted');
  await expect(row.getByRole('status')).toHaveText('Saved.');
  await row.getByLabel(/^Owner/).selectOption({ label: STAFF_EMAIL });
  await expect(row.getByLabel(/^Owner/)).toHaveValue(/\d+/);
  await row.getByRole('button', { name: /^Notes/ }).click();
  await page.getByLabel('Add a note').fill('Left a voicemail, will try again at 2pm');
  await page.getByRole('button', { name: 'Save note' }).click();
  const note = page.getByRole('listitem').filter({ hasText: 'Left a voicemail' });
  await expect(note).toContainText(STAFF_EMAIL);
  await expect(note).toContainText(/\d{1,2} \w{3} \d{4}, \d\d:\d\d/);
  await expect(row.getByRole('button', { name: /^Notes \(1\)/ })).toBeVisible();
  // Staff cannot erase, and /admin is for admins only (spec §4): they are sent to /.
  await expect(page.getByRole('button', { name: /^Erase/ })).toHaveCount(0);
  const leadRow = page.getByRole('row').filter({ hasText: `Lee Lead ${RUN}` });
  await leadRow.getByRole('button', { name: /^Consent/ }).click();
  await expect(page.getByText(/version \d{4}-\d\d-\d\d/).first()).toBeVisible();
  const csv = await page.request.get('/api/admin/consultations.csv');
  expect(csv.status()).toBe(200);
  const csvText = await csv.text();
  expect(csvText).toContain(`"${CALLER}"`);
  // In words: the labels staff see, UK times with their offset, and the notes' own text.
  expect(csvText).toContain('"Understanding fees and charges"');
  expect(csvText).toContain('"Contacted"');
  expect(csvText).toMatch(/"\d{4}-\d\d-\d\d \d\d:\d\d \+0[01]:00"/);
  expect(csvText).toContain(`${STAFF_EMAIL}: Left a voicemail, will try again at 2pm`);
  await expectNoAxeViolations(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await page.context().close();
});

test('the admin reads the audit log, exports CSVs and downloads what is held about a person', async ({
  page,
}) => {
  await signInByApi(page, createAdmin(`boss-${RUN}@example.com`));
  await page.goto('/admin');
  const audit = page.locator('#audit');
  await expect(audit.getByRole('table')).toContainText('Changed a status');
  await expect(audit.getByRole('table')).toContainText('Added a note');
  await expect(audit.getByRole('table')).toContainText('Invited a member of staff');
  await expect(audit.getByRole('table')).toContainText(STAFF_EMAIL);
  await expect(audit.getByRole('table')).toContainText('Signed in');
  // Loading a list is not logged (decision 030), and no member of the public is named in clear.
  await expect(audit.getByRole('table')).not.toContainText('Viewed the leads');
  await expect(audit.getByRole('table')).not.toContainText(CALLER_EMAIL);

  const leads = await page.request.get('/api/admin/leads.csv');
  const leadsText = await leads.text();
  expect(leadsText.split('\r\n')[0]).toContain(
    '"Consent text","Consent version","Consent given (UK time)","Consent given on"',
  );

  const subject = page.locator('#subject-access');
  await subject.getByLabel('E-mail address of the person').fill(CALLER_EMAIL);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    subject.getByRole('button', { name: 'Download their data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subject-access-.*\.json$/);
  const file = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(file.consultations[0].name).toBe(CALLER);
  expect(file.consultations[0].notes[0].author).toBe(STAFF_EMAIL);
  expect(file.consents.length).toBeGreaterThan(0);
});

// After the audit log's test: its sign-ins and views would push older entries off the log's first page.
for (const width of [360, 1280]) {
  test(`a member of staff follows the firm's e-mail to the request in /staff, at ${width} px`, async ({
    browser,
  }) => {
    const notice = await mailText('consultation-notice-', CALLER);
    const link = /Open the request in the staff area: (\S+)/.exec(notice)?.[1] as string;
    expect(new URL(link).pathname).toBe('/staff');
    expect(link).not.toContain('/admin');
    // Signed out, on another device: the link asks them to sign in, then opens the request.
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 } });
    const staff = await context.newPage();
    await staff.goto(link);
    await expect(staff).toHaveURL(/\/auth$/);
    await staff.getByLabel('E-mail address').fill(STAFF_EMAIL);
    await staff.getByLabel('Password').fill(STAFF_PASSWORD);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await expect(staff).toHaveURL(/\/staff\?request=\d+/);
    const opened = staff.locator('#requested');
    await expect(opened.getByRole('heading', { name: `The request you opened: ${CALLER}` })).toBeFocused();
    await expect(opened.getByRole('link', { name: CALLER_EMAIL })).toBeVisible();
    await expect(opened.getByLabel(/^Status/)).toBeVisible();
    await expect(opened.getByText(/^Reply due by /)).toBeVisible();
    await staff.screenshot({ path: `${OUT}/staff-from-email-${width}.png` });
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
}

test('npm run retention -- --dry-run asks the running server over its socket', () => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/retention.ts', '--dry-run'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(out).toMatch(/^Would delete \(leads kept 24 months/);
  expect(out).toMatch(/leads: 0\n/);
  expect(out).toMatch(/consultation requests: 0\n/);
  expect(out).toMatch(/audit log entries \d+ months\)/);
  expect(out).toMatch(/audit log entries: 0\n/);
});

for (const width of [360, 1280]) {
  test(`staff and admin pages at ${width} px`, async ({ browser, page }) => {
    mkdirSync(OUT, { recursive: true });
    const staff = await staffPage(browser, width);
    await staff.goto('/staff');
    await expect(staff.getByRole('row').filter({ hasText: CALLER })).toBeVisible();
    await staff.screenshot({ path: `${OUT}/staff-${width}.png`, fullPage: true });
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await staff.context().close();

    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, createAdmin(`boss-${RUN}@example.com`));
    await page.goto('/admin');
    await expect(page.locator('#audit table')).toBeVisible();
    await page.screenshot({ path: `${OUT}/admin-top-${width}.png` });
    await page.locator('#staff').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/admin-staff-${width}.png` });
    await page.locator('#audit').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/admin-audit-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
