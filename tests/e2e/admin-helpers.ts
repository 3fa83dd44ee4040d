import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The built site under test, started by global-setup.ts on a fresh data directory. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run these tests through playwright.config.ts');
  return url;
}

/** A tag unique to this run, so rows written by other specs on the shared server never confuse us. */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

const created = new Map<string, string>();

/**
 * Creates an admin with the documented CLI (it reaches the running server through its local
 * socket in DATA_DIR) and returns the password. Creating the same e-mail twice is a no-op here.
 */
export function createAdmin(email: string): { email: string; password: string } {
  const known = created.get(email);
  if (known) return { email, password: known };
  const password = `e2e-${RUN}-correct-horse`;
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', '--email', email], {
    env: { ...process.env, ADMIN_PASSWORD: password, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    stdio: 'pipe',
  });
  created.set(email, password);
  return { email, password };
}

/** Signs in through the API with the page's cookie jar (same-origin, as the browser would). */
export async function signInByApi(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post(`${baseUrl()}/api/auth/sign-in`, {
    data: account,
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A lead as a visitor would send it from the unlock form. */
export async function addLead(
  request: APIRequestContext,
  lead: { name: string; email: string; potSize?: number; partner?: string; source?: string },
  /** The page's origin: a partner id is kept only from one of that partner's registered sites. */
  origin?: string,
): Promise<void> {
  const response = await request.post(`${baseUrl()}/api/leads`, {
    data: { ...lead, consent: true, honeypot: '' },
    headers: origin ? { origin } : {},
  });
  expect([200, 201], await response.text()).toContain(response.status());
}

/** A consultation request as the contact form sends it. */
export async function addConsultation(
  request: APIRequestContext,
  consultation: { name: string; email: string; message: string },
): Promise<void> {
  const response = await request.post(`${baseUrl()}/api/consultations`, {
    data: {
      ...consultation,
      phone: '020 7946 0123',
      preferredTime: 'morning',
      topic: 'fees',
      consent: true,
      honeypot: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** axe with the WCAG 2.x A/AA rules; the test fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Records every JavaScript dialog the page opens (the XSS probe would call alert); assert it stays empty. */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', async (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return seen;
}

/**
 * Registers a partner with its sites through the admin API (in the given request context, which
 * keeps the admin cookie). Already registered with the same id is fine: specs share one server.
 */
export async function ensurePartner(
  request: APIRequestContext,
  partner: { id: string; name: string; origins: string[] },
): Promise<{ reportUrl: string }> {
  const admin = createAdmin(`partners-admin-${RUN}@example.com`);
  const signIn = await request.post(`${baseUrl()}/api/auth/sign-in`, {
    data: admin,
    headers: { origin: baseUrl() },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const created = await request.post(`${baseUrl()}/api/admin/partners`, {
    data: partner,
    headers: { origin: baseUrl() },
  });
  expect([201, 409], await created.text()).toContain(created.status());
  const list = await request.get(`${baseUrl()}/api/admin/partners`);
  const items = (await list.json()).items as Array<{ id: string; reportUrl: string }>;
  const found = items.find((item) => item.id === partner.id);
  if (!found) throw new Error(`partner ${partner.id} was not registered`);
  return { reportUrl: found.reportUrl };
}
