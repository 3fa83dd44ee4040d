import { expect, test } from '@playwright/test';
import { baseUrl, createAdmin, RUN, signInByApi } from './admin-helpers.ts';

test.use({ baseURL: process.env.E2E_BASE_URL });

const DASHBOARD_ROUTES = [
  '/admin',
  '/admin/enhance-blogs',
  '/admin/blog-editor',
  '/admin/generate-logo',
  '/admin/email-funnel-test',
];
const ALL_ADMIN_ROUTES = [...DASHBOARD_ROUTES, '/admin/generate-ebook'];

test.describe('admin guard (spec §4)', () => {
  test('renders nothing while the session is loading', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await gate;
      await route.continue();
    });
    const asked = page.waitForRequest('**/api/auth/session');
    await page.goto('/admin');
    await asked;
    // The layout is there; the admin page inside it renders nothing at all until the session answers.
    await expect(page.locator('main')).toBeAttached();
    expect(((await page.locator('main').textContent()) ?? '').trim()).toBe('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await page.waitForURL('**/auth');
  });

  for (const path of ALL_ADMIN_ROUTES) {
    test(`sends a visitor with no session from ${path} to /auth`, async ({ page }) => {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  }

  test('sends a signed-in user without the admin role to /', async ({ page }) => {
    // The server only creates admins (npm run admin:create); a member's session is simulated here.
    await page.route('**/api/auth/session', (route) =>
      route.fulfill({ json: { user: { id: 999, email: `member-${RUN}@example.com`, isAdmin: false } } }),
    );
    await page.goto('/admin/generate-ebook');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);
  });

  test('renders every admin route for the admin role', async ({ page }) => {
    await signInByApi(page, createAdmin(`guard-${RUN}@example.com`));
    for (const path of DASHBOARD_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.goto('/admin/generate-ebook');
    await expect(page.getByRole('heading', { level: 1, name: 'Ebook' })).toBeVisible();
  });

  test('goes to /auth when the admin signs out in this tab', async ({ page }) => {
    await signInByApi(page, createAdmin(`guard-${RUN}@example.com`));
    await page.goto('/admin');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect(page.locator(':focus')).toHaveText('You have signed out.');
    const session = await page.request.get(`${baseUrl()}/api/auth/session`);
    expect(await session.json()).toEqual({ user: null });
  });

  test('goes to /auth when the admin signs out in another tab', async ({ context }) => {
    const first = await context.newPage();
    await signInByApi(first, createAdmin(`guard-${RUN}@example.com`));
    await first.goto('/admin');
    await expect(first.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    const second = await context.newPage();
    await second.goto('/auth');
    await second.getByRole('button', { name: 'Sign out' }).click();
    await expect(second.getByText('You have signed out.')).toBeVisible();
    // The first tab is in the background: the broadcast alone must take it to /auth.
    await first.waitForURL((url) => url.pathname === '/auth');
    await expect(first.getByText('You signed out in another tab or window.')).toBeVisible();
  });

  test('goes to /auth when the session ended elsewhere and the tab regains focus', async ({ page }) => {
    await signInByApi(page, createAdmin(`guard-${RUN}@example.com`));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    // Ended by another client with the same cookie (no broadcast reaches this tab).
    const response = await page.request.post(`${baseUrl()}/api/auth/sign-out`, {
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(204);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
