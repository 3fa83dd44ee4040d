import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BRAND } from '../../widget/core/brand.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { COST_COVERS, EMBED_TEXT, TEXT } from '../../widget/core/texts.ts';
import { WIDGET_VERSION } from '../../widget/core/widget-release.ts';
import { createAdmin, ensurePartner, expectNoAxeViolations, RUN, signInByApi } from './admin-helpers.ts';
import { mailText } from './mail-helpers.ts';
import {
  clearAccess,
  fillUnlockForm,
  partnerUrl,
  SHOT_DIR,
  shownCosts,
  siteUrl,
  submitUnlock,
  uniqueEmail,
} from './widget-helpers.ts';

/** How many providers release 1.0.0 was frozen with: its bundle carries its own data. */
const RELEASE_1_0_0_PROVIDERS = 21;

const RELEASES = JSON.parse(readFileSync('widget/releases/releases.json', 'utf8')) as Array<{
  version: string;
  path: string;
  integrity: string;
  bundle: string;
}>;
const PARTNER_ID = 'retirement-weekly';
const partnerOrigin = () => new URL(partnerUrl('')).origin;
/**
 * The configurator's test counts a partner's report from nothing: a partner and a site of its own
 * (the fixture server by another name), as the other tests' loads and unlocks from this address
 * would already be counted for theirs, once a day and once for good.
 */
const CONFIGURATOR_PARTNER = 'pension-pages';
const configuratorOrigin = () => partnerOrigin().replace('//127.0.0.1:', '//localhost:');

/** A page on the partner's origin (the fixture server) with this snippet in its body. */
async function partnerPage(page: Page, body: string): Promise<void> {
  await page.goto(`${partnerUrl('snippet.html')}?html=${encodeURIComponent(body)}`);
}

async function waitForWidget(page: Page) {
  const widget = page.locator('drawdown-compare').first();
  await expect(widget.locator('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(widget.locator('ol[aria-busy]')).toHaveCount(0);
  return widget;
}

test.describe('the embed as a product for publishers', () => {
  // The configurator test walks a whole partner journey; a busy shared machine needs the room.
  test.describe.configure({ timeout: 240_000 });
  test('a publisher signs up with script and without, and an admin approves: the id, snippet and report link are e-mailed', async ({
    page,
    browser,
  }) => {
    mkdirSync(SHOT_DIR, { recursive: true });
    const withScript = {
      name: `Pension Pages ${RUN}`,
      site: `www.pages-${RUN}.example/retire`,
      email: `pages-${RUN}@example.com`,
    };
    await page.goto('/partners#sign-up');
    const form = page.getByRole('form', { name: 'Sign up as a partner' });
    await form.getByRole('button', { name: 'Sign up' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: 'Enter the name of your site or publication.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('#sign-up').screenshot({ path: `${SHOT_DIR}/partner-sign-up-errors-1280.png` });
    await form.getByLabel('Name of your site or publication').fill(withScript.name);
    await form.getByLabel('Your site’s address').fill(withScript.site);
    await form.getByLabel('Your e-mail address').fill(withScript.email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for signing up' })).toBeFocused();
    await expect(page.getByTestId('partner-sign-up-sent')).toContainText(`https://www.pages-${RUN}.example`);
    await page.locator('#sign-up').screenshot({ path: `${SHOT_DIR}/partner-sign-up-sent-1280.png` });

    // Without script: the same form posts to /partners and the page comes back with its answer.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const off = await plain.newPage();
    await off.goto('/partners#sign-up');
    const plainForm = off.getByRole('form', { name: 'Sign up as a partner' });
    await plainForm.getByLabel('Your site’s address').fill(`https://www.pages-${RUN}.example`);
    await plainForm.getByLabel('Your e-mail address').fill(`other-${RUN}@example.com`);
    await plainForm.getByRole('button', { name: 'Sign up' }).click();
    await expect(off).toHaveTitle(/^Error: /);
    await expect(off.getByRole('alert')).toContainText('Enter the name of your site or publication.');
    await expect(off.getByLabel('Your e-mail address')).toHaveValue(`other-${RUN}@example.com`);
    await off.locator('#sign-up').screenshot({ path: `${SHOT_DIR}/partner-sign-up-errors-360.png` });
    // The same site again is refused, without saying whose it is.
    await off.getByLabel('Name of your site or publication').fill('Copycat');
    await off.getByRole('button', { name: 'Sign up' }).click();
    await expect(off.getByRole('alert')).toContainText(
      'This site is already signed up or registered with us.',
    );
    await expect(off.locator('main')).not.toContainText(withScript.name);
    await off.getByLabel('Your site’s address').fill(`https://plain-${RUN}.example`);
    await off.getByRole('button', { name: 'Sign up' }).click();
    await expect(off.getByRole('heading', { name: 'Thank you for signing up' })).toBeVisible();
    await off.locator('#sign-up').screenshot({ path: `${SHOT_DIR}/partner-sign-up-sent-360.png` });
    await plain.close();

    // An admin sees both sign-ups apart from the active partners, and approves the first.
    await signInByApi(page, createAdmin(`partners-admin-${RUN}@example.com`));
    await page.goto('/admin#partners');
    const pending = page.getByTestId('pending-partners');
    await expect(pending).toContainText(withScript.email);
    await expect(pending).toContainText(`https://plain-${RUN}.example`);
    await page.locator('#partners').screenshot({ path: `${SHOT_DIR}/admin-pending-partners-1280.png` });
    await pending.getByRole('button', { name: `Approve ${withScript.name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${withScript.name} is approved` }),
    ).toBeVisible();
    await expect(pending.getByRole('button', { name: `Approve ${withScript.name}` })).toHaveCount(0);
    const id = `pages-${RUN}.example`;
    await expect(page.getByText(`${withScript.name} (${id})`)).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.locator('#partners').screenshot({ path: `${SHOT_DIR}/admin-pending-partners-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    const mail = await mailText('partner-approved-', withScript.email);
    expect(mail).toContain(`Your partner id: ${id}`);
    expect(mail).toContain(`<drawdown-compare partner="${id}">`);
    expect(mail).toMatch(/\/partners\/report\/[A-Za-z0-9_-]{43}/);
  });

  test('the configurator: options change the preview and the snippet, and the copied snippet works on another origin', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() });
    await page.goto('/partners');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Embed the comparison on your site' }),
    ).toBeVisible();
    const preview = page.getByTestId('embed-preview');
    const snippet = page.getByTestId('embed-snippet');
    await expect(preview.locator('article').first()).toBeVisible({ timeout: 15_000 });
    // Defaults: full cards, the cheapest 5, light, a £250,000 pot, pinned with its integrity hash.
    await expect(preview.locator('article')).toHaveCount(5);
    await expect(preview.getByRole('link', { name: EMBED_TEXT.seeAll(PROVIDERS.length) })).toBeVisible();
    await expect(snippet).toContainText(`${siteUrl()}${RELEASES[0]?.path}`);
    await expect(snippet).toContainText(`integrity="${RELEASES[0]?.integrity}"`);
    await expect(page.getByTestId('release-integrity')).toHaveText(RELEASES[0]?.integrity ?? '');
    await expect(page.getByText(`script-src ${siteUrl()};`)).toBeVisible();
    await expect(new AxeBuilder({ page }).include('main').analyze()).resolves.toMatchObject({
      violations: [],
    });

    await page.getByLabel('Compact (one line each)').check();
    await page.getByLabel('Providers to show').fill('3');
    await page.getByLabel('Dark').check();
    await page.getByLabel('Starting pot in pounds').fill('400000');
    await page.getByLabel('Your partner id').fill(CONFIGURATOR_PARTNER);
    await page.getByLabel(/^Latest v1/).check();
    await expect(preview).toHaveAttribute('layout', 'compact');
    await expect(preview).toHaveAttribute('theme', 'dark');
    await expect(preview.locator('article')).toHaveCount(3);
    await expect(preview.locator('article').first()).toHaveCSS('min-height', '56px');
    await expect(preview.getByRole('link', { name: EMBED_TEXT.seeAll(PROVIDERS.length) })).toHaveAttribute(
      'href',
      `${siteUrl()}/?pot=400000#compare`,
    );
    await expect(snippet).toContainText(
      // The compact list holds its height on the page: 480 px and 64 for each of the 3 lines.
      `<drawdown-compare partner="${CONFIGURATOR_PARTNER}" pot="400000" layout="compact" limit="3" theme="dark" style="display:block;min-height:672px">`,
    );
    await expect(snippet).toContainText(
      `<script src="${siteUrl()}/widget/v1.js" crossorigin="anonymous" async>`,
    );
    await expect(snippet).toContainText(EMBED_TEXT.fallbackLink);
    mkdirSync(SHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SHOT_DIR}/configurator-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await snippet.innerText());

    // The copied snippet on the partner's origin, registered as this partner's site.
    const { reportUrl } = await ensurePartner(request, {
      id: CONFIGURATOR_PARTNER,
      name: 'Pension Pages',
      origins: [configuratorOrigin()],
    });
    const before = await reportTotals(page, reportUrl);
    const events: string[] = [];
    await page.exposeFunction('recordEvent', (name: string, detail: unknown) =>
      events.push(`${name} ${JSON.stringify(detail)}`),
    );
    await page.addInitScript(() => {
      for (const name of ['dc:ready', 'dc:pot-entered', 'dc:refined', 'dc:unlock', 'dc:consultation-click'])
        document.addEventListener(name, (event) =>
          (window as unknown as { recordEvent: (n: string, d: unknown) => void }).recordEvent(
            name,
            (event as CustomEvent).detail,
          ),
        );
    });
    await page.goto(`${configuratorOrigin()}/snippet.html?html=${encodeURIComponent(copied)}`);
    await clearAccess(page);
    await page.reload();
    const widget = await waitForWidget(page);
    await expect(widget.locator('article')).toHaveCount(3);
    // Compact: the disclosures are one line that opens, the form opens from Unlock Details.
    await widget.getByRole('button', { name: EMBED_TEXT.disclosuresShort }).click();
    await expect(widget.getByText(COST_COVERS)).toBeVisible();
    await expect(widget.getByText(BRAND.tradingStyleStatement)).toBeVisible();
    await expect(widget.getByRole('link', { name: EMBED_TEXT.funding })).toHaveAttribute(
      'href',
      `${siteUrl()}/how-it-works#how-we-are-funded`,
    );
    const consultation = widget.getByRole('link', { name: EMBED_TEXT.consultation });
    await expect(consultation).toHaveAttribute(
      'href',
      `${siteUrl()}/contact?partner=${CONFIGURATOR_PARTNER}`,
    );
    // The first view came from the server (decision 031): nothing is entered until the reader
    // touches the widget; then the interface takes over with the pot the attribute set.
    expect(events.some((e) => e.startsWith('dc:pot-entered'))).toBe(false);
    await widget.getByRole('button', { name: TEXT.unlockDetails }).click();
    await fillUnlockForm(widget, { name: 'Peter Lane', email: uniqueEmail('peter'), consent: true });
    await expect.poll(() => events.some((e) => e.startsWith('dc:pot-entered'))).toBe(true);
    const [lead] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${siteUrl()}/api/leads`),
      submitUnlock(widget),
    ]);
    expect(lead.status()).toBe(201);
    await Promise.all([page.waitForURL(/\/contact\?partner=/), consultation.click()]);

    expect(events.find((e) => e.startsWith('dc:ready'))).toBe(
      `dc:ready {"version":1,"widgetVersion":"${WIDGET_VERSION}","view":"all","layout":"compact","partner":"${CONFIGURATOR_PARTNER}"}`,
    );
    expect(events).toContain(`dc:pot-entered {"version":1,"partner":"${CONFIGURATOR_PARTNER}"}`);
    expect(events).toContain(`dc:unlock {"version":1,"partner":"${CONFIGURATOR_PARTNER}"}`);
    expect(events).toContain(`dc:consultation-click {"version":1,"partner":"${CONFIGURATOR_PARTNER}"}`);
    expect(events.join('\n')).not.toMatch(/Peter|@example|400000/);

    // The partner's own report counted the load, the pot, the unlock and the consultation click.
    await expect
      .poll(async () => {
        const after = await reportTotals(page, reportUrl);
        return [0, 1, 2, 3].every((i) => (after[i] ?? 0) > (before[i] ?? 0));
      })
      .toBe(true);
  });

  test('a lead that claims a partner from an origin that is not the partner’s is not attributed', async ({
    request,
  }) => {
    await ensurePartner(request, { id: PARTNER_ID, name: 'Retirement Weekly', origins: [partnerOrigin()] });
    const email = uniqueEmail('copycat');
    const response = await request.post(`${siteUrl()}/api/leads`, {
      data: { name: 'Copy Cat', email, consent: true, partner: PARTNER_ID },
      headers: { origin: 'https://copycat.example' },
    });
    expect(response.status()).toBe(201);
    const leads = await request.get(`${siteUrl()}/api/admin/leads?q=${encodeURIComponent(email)}`);
    expect((await leads.json()).items[0]).toMatchObject({ email, partner: null });
  });

  test('a pinned older release keeps working, with its integrity hash, beside the evergreen URL', async ({
    page,
  }) => {
    const oldest = RELEASES.at(-1)!;
    expect(oldest.version).toBe('1.0.0');
    const evergreen = await page.request.get(`${siteUrl()}/widget/v1.js`);
    expect(evergreen.headers()['cache-control']).toBe('public, max-age=300');
    const pinned = await page.request.get(`${siteUrl()}${oldest.path}`);
    expect(pinned.headers()['cache-control']).toContain('immutable');

    await partnerPage(
      page,
      `<script src="${siteUrl()}${oldest.path}" integrity="${oldest.integrity}" crossorigin="anonymous" async></script>
<drawdown-compare pot="250000"><a href="${siteUrl()}/">${EMBED_TEXT.fallbackLink}</a></drawdown-compare>`,
    );
    const widget = await waitForWidget(page);
    // The pinned bytes carry the providers of their day (21 when 1.0.0 was frozen), not today's.
    await expect(widget.locator('article')).toHaveCount(RELEASE_1_0_0_PROVIDERS);
    // 1.0.0 is the release before the disclosures: the pinned bytes really are the old ones.
    await expect(widget.locator('[part="disclosures"]')).toHaveCount(0);

    // 1.1.0 stays as it was frozen after 1.2.0 came out: disclosures, but no refine step yet.
    const before = RELEASES.find((release) => release.version === '1.1.0')!;
    expect(RELEASES[0]?.version).not.toBe('1.1.0');
    await partnerPage(
      page,
      `<script src="${siteUrl()}${before.path}" integrity="${before.integrity}" crossorigin="anonymous" async></script>
<drawdown-compare pot="250000" limit="3"><a href="${siteUrl()}/">${EMBED_TEXT.fallbackLink}</a></drawdown-compare>`,
    );
    const pinned11 = await waitForWidget(page);
    await expect(pinned11.locator('[part="disclosures"]')).toHaveCount(1);
    await expect(pinned11.locator('[part="refine"]')).toHaveCount(0);

    // A wrong hash is refused by the browser: nothing of the widget runs.
    await partnerPage(
      page,
      `<script src="${siteUrl()}${oldest.path}" integrity="sha384-${'A'.repeat(64)}" crossorigin="anonymous"></script>
<drawdown-compare><a href="${siteUrl()}/">${EMBED_TEXT.fallbackLink}</a></drawdown-compare>`,
    );
    await expect(page.getByRole('link', { name: EMBED_TEXT.fallbackLink })).toBeVisible();
  });

  test('a layout chosen in the configurator before its script has run is the one the snippet gets', async ({
    page,
    browser,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/partners', { waitUntil: 'commit' });
    // A radio group: choosing Mini also leaves Full cards, the prerendered choice.
    await page.getByLabel('Mini (pot box and one button)').check();
    await page.getByLabel('Dark').check();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByLabel('Mini (pot box and one button)')).toBeChecked();
    await expect(page.getByLabel('Full cards')).not.toBeChecked();
    await expect(page.getByLabel('Dark')).toBeChecked();
    const snippet = page.getByTestId('embed-snippet');
    await expect(snippet).toContainText('layout="mini"');
    await expect(snippet).toContainText('theme="dark"');
    await expect(page.getByTestId('embed-preview')).toHaveAttribute('layout', 'mini');

    // And as soon as the page has loaded, in a fresh browser (nothing cached): the first touch
    // starts the form's hydration, and the choice still reaches it.
    const fresh = await browser.newContext({ baseURL: siteUrl() });
    const later = await fresh.newPage();
    await later.goto('/partners');
    await later.getByLabel('Mini (pot box and one button)').check();
    await later.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(later.getByTestId('embed-snippet')).toContainText('layout="mini"');
    await expect(later.getByLabel('Mini (pot box and one button)')).toBeChecked();
    await expect(later.getByLabel('Full cards')).not.toBeChecked();
    await fresh.close();
  });

  test('a pinned release keeps its first view from the server after later builds, and hands over what was typed', async ({
    page,
  }) => {
    const pinned = RELEASES.find((release) => release.version === '1.4.0')!;
    const bundleOf = (url: string) => /\/widget\/(drawdown-compare-[\w-]+\.js)(\?|$)/.exec(url)?.[1];
    // The bundle is held back, as on a slow phone, until the reader has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bundles: string[] = [];
    await page.route(/\/widget\/drawdown-compare-[\w-]+\.js$/, async (route) => {
      bundles.push(bundleOf(route.request().url()) ?? '');
      await held;
      await route.continue();
    });
    const firstViews: { bundle: string | null; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/widget/first-view?'))
        firstViews.push({
          bundle: new URL(response.url()).searchParams.get('bundle'),
          status: response.status(),
        });
    });
    await partnerPage(
      page,
      `<script src="${siteUrl()}${pinned.path}" integrity="${pinned.integrity}" crossorigin="anonymous" async></script>
<drawdown-compare pot="250000" layout="compact" limit="5"><a href="${siteUrl()}/">${EMBED_TEXT.fallbackLink}</a></drawdown-compare>`,
    );
    const widget = page.locator('drawdown-compare');
    await expect(widget.locator('[data-first-view] article')).toHaveCount(5);
    // The server rendered it with the release's own renderer (decision 055), for its own bundle.
    expect(firstViews).toEqual([{ bundle: bundleOf(pinned.bundle), status: 200 }]);
    expect(bundles).toEqual([]);
    const before = await shownCosts(widget);

    const pot = widget.getByLabel('Your pension pot');
    await pot.fill('');
    await pot.pressSequentially('90000');
    await expect.poll(() => bundles).toEqual([bundleOf(pinned.bundle)]);
    release();
    await expect(widget.locator('[data-first-view]')).toHaveCount(0);
    await expect(widget.getByLabel('Your pension pot')).toHaveValue('90,000');
    await expect(widget.getByLabel('Your pension pot')).toBeFocused();
    await expect.poll(() => shownCosts(widget)).not.toEqual(before);
  });

  test('the fallback link shows where script cannot run and is replaced where it can', async ({
    browser,
  }) => {
    // The configurator's snippet: its fallback link carries the pot and the partner.
    const configurator = await browser.newPage();
    await configurator.goto(`${siteUrl()}/partners`);
    const preview = configurator.getByTestId('embed-preview');
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator('article').first()).toBeVisible({ timeout: 60_000 });
    await configurator.getByLabel('Providers to show').fill('3');
    await configurator.getByLabel('Starting pot in pounds').fill('400000');
    await configurator.getByLabel('Your partner id').fill(PARTNER_ID);
    await configurator.getByLabel(/^Latest v1/).check();
    const snippet = configurator.getByTestId('embed-snippet');
    await expect(snippet).toContainText(`partner=${PARTNER_ID}#compare`);
    const body = (await snippet.textContent()) ?? '';
    await configurator.close();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const off = await noScript.newPage();
    await partnerPage(off, body);
    const link = off.getByRole('link', { name: EMBED_TEXT.fallbackLink });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `${siteUrl()}/?pot=400000&partner=${PARTNER_ID}#compare`);
    await Promise.all([
      off.waitForURL(`${siteUrl()}/?pot=400000&partner=${PARTNER_ID}#compare`),
      link.click(),
    ]);
    await noScript.close();

    const withScript = await browser.newContext();
    const on = await withScript.newPage();
    await partnerPage(on, body);
    const widget = await waitForWidget(on);
    await expect(widget.locator('article')).toHaveCount(3);
    await expect(on.getByRole('link', { name: EMBED_TEXT.fallbackLink })).toBeHidden();
    await withScript.close();
  });

  test('screenshots of each layout and theme at 320, 760 and 1280 px, without controls wrapping', async ({
    page,
  }) => {
    mkdirSync(SHOT_DIR, { recursive: true });
    test.setTimeout(180_000);
    for (const layout of ['full', 'compact', 'mini'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await partnerPage(
          page,
          `<script src="${siteUrl()}/widget/v1.js" async></script>
<drawdown-compare pot="250000" layout="${layout}" theme="${theme}" limit="4"></drawdown-compare>`,
        );
        const widget = page.locator('drawdown-compare');
        if (layout === 'mini')
          await expect(widget.getByRole('button', { name: EMBED_TEXT.miniButton })).toBeVisible();
        else await waitForWidget(page);
        for (const width of [320, 760, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await widget.screenshot({ path: `${SHOT_DIR}/embed-${layout}-${theme}-${width}.png` });
          // The compact and mini layouts have no filters (the site's full ranking has them).
          if (layout === 'full') {
            const filters = widget.getByRole('button', { name: /^Filters/ });
            const clear = widget.getByRole('button', { name: 'Clear All' });
            const [a, b] = [await filters.boundingBox(), await clear.boundingBox()];
            // Clear All sits to the right of Filters on the same row, each on one line.
            expect(
              (b?.x ?? 0) >= (a?.x ?? 0) + (a?.width ?? 0),
              `${layout} ${theme} ${width}px: one row`,
            ).toBe(true);
            expect(
              Math.abs((a?.y ?? 0) + (a?.height ?? 0) / 2 - (b?.y ?? 0) - (b?.height ?? 0) / 2),
            ).toBeLessThan(2);
            expect(b?.height ?? 99, 'Clear All on one line').toBeLessThan(50);
          }
          const hostRight = await widget.evaluate((el) => el.getBoundingClientRect().right);
          const widest = await widget.evaluate((el) =>
            Math.max(
              ...[...(el.shadowRoot?.querySelectorAll('*') ?? [])]
                // The toast layer is fixed to the window; screen-reader text is a clipped 1 px box.
                .filter((n) => !n.closest('.sr-only') && getComputedStyle(n).position !== 'fixed')
                .filter((n) => !n.parentElement?.closest('.fixed'))
                .map((n) => n.getBoundingClientRect().right),
            ),
          );
          expect(
            widest,
            `${layout} ${theme} ${width}px: nothing sticks out of the element`,
          ).toBeLessThanOrEqual(hostRight + 0.5);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow, `${layout} ${theme} ${width}px: no sideways scroll`).toBe(false);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }
  });
});

/** The Total row of a partner report: loads, pots, unlocks, consultations. */
async function reportTotals(page: Page, reportUrl: string): Promise<number[]> {
  const path = new URL(reportUrl).pathname;
  const response = await page.request.get(`${siteUrl()}${path}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const total = /<tfoot><tr><th scope="row">Total<\/th>(.*?)<\/tr>/.exec(html)?.[1] ?? '';
  const cells = [...total.matchAll(/<td>(\d+)<\/td>/g)].map((m) => Number(m[1]));
  return cells.length === 4 ? cells : [0, 0, 0, 0];
}
