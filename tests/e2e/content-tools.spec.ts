import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { EBOOK_SERIES_CONSENT, TOAST } from '../../widget/core/texts.ts';
import { chooseCookies } from './site-helpers.ts';

const SHOT_DIR = process.env.CONTENT_SHOT_DIR ?? '/tmp/dc-content-shots';
mkdirSync(SHOT_DIR, { recursive: true });

test.use({ baseURL: process.env.E2E_BASE_URL });

test.beforeEach(async ({ page }) => {
  await chooseCookies(page);
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * At a phone and a desktop width: the page fits with no sideways scroll (reflow), and a screenshot
 * is written for a person to look at.
 */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const CALC = '/pension-drawdown-calculator';

/**
 * Opens a page and waits until it has hydrated: these tests use what the scripts do (checks, sending).
 * The page's scripts load after its first paint, so a click right after `goto` can come first.
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

test.describe('drawdown calculator', () => {
  test('£100,000 at £10,000 a year with no growth, inflation or charges lasts exactly 10 years', async ({
    page,
  }) => {
    await visit(page, `${CALC}?pot=100000&income=10000&growth=0&inflation=0&years=12&provider=none`);
    await expect(page.getByTestId('calc-headline')).toHaveText(
      'Your pot pays £10,000 a year, rising with inflation, for 10 years.',
    );
    await expect(page.getByTestId('calc-shortfall')).toContainText(
      'runs out in year 10 of your 12-year plan',
    );
    await page.getByText('Year-by-year figures (table)').click();
    const row10 = page.getByTestId('calc-table').locator('tbody tr').nth(9);
    await expect(row10.locator('th, td')).toHaveText(['10', '£10,000', '£10,000', '£0', '£0', '£0']);
    await expect(page.getByText('Income taken over 12 years')).toBeVisible();
    await expect(page.locator('dd').first()).toHaveText('£100,000');
  });

  test("Vanguard's charge on £300,000 is capped at £375 a year: £3,750 over 10 years", async ({ page }) => {
    await visit(page, `${CALC}?pot=300000&income=0&growth=0&inflation=0&years=10&provider=vanguard`);
    await expect(page.getByLabel('Drawdown provider')).toHaveValue('vanguard');
    const figures = page.locator('dl dd');
    await expect(figures.nth(1)).toHaveText('£3,750');
    await expect(figures.nth(2)).toHaveText('£296,250');
    await expect(figures.nth(3)).toHaveText('£375');
  });

  test('the year-1 tile, the provider list and the table show one year-1 charge, from the engine', async ({
    page,
  }) => {
    // £250,000 at Vanguard (0.15% capped at £375) with £12,000 a year: charged on the pot at the
    // start of the year, as the comparison does: £375 everywhere (the table used to say £371,
    // 0.15% of the £247,520 year-end pot). The list's costs beside names follow the unlock (decision 043).
    await page.addInitScript(() => localStorage.setItem('drawdownCompareAccess', 'true'));
    await visit(page, `${CALC}?pot=250000&income=12000&growth=4&inflation=2.5&years=30&provider=vanguard`);
    await expect(page.locator('dl dd').nth(3)).toHaveText('£375');
    await expect(page.getByLabel('Drawdown provider').locator('option:checked')).toHaveText(
      'Vanguard: £375 in year 1',
    );
    await page.getByText('Year-by-year figures (table)').click();
    await expect(page.getByTestId('calc-table').locator('tbody tr').first().locator('td').nth(3)).toHaveText(
      '£375',
    );
    await expect(
      page.getByRole('link', { name: /How we worked out Vanguard’s year-1 charges/ }),
    ).toHaveAttribute(
      'href',
      /^\/provider\/vanguard\?pot=250000&trades=0&income=12000&incomeFrequency=yearly&ocf=0&years=30$/,
    );
  });

  test('inflation raises the income: £10,000, £11,000, £12,100 at 10%', async ({ page }) => {
    await visit(page, `${CALC}?pot=1000000&income=10000&growth=0&inflation=10&years=3&provider=none`);
    await page.getByText('Year-by-year figures (table)').click();
    const incomes = page.getByTestId('calc-table').locator('tbody tr td:nth-child(3)');
    await expect(incomes).toHaveText(['£10,000', '£11,000', '£12,100']);
  });

  test('keeps the inputs in the address so a reload or a shared link shows the same result', async ({
    page,
  }) => {
    await visit(page, CALC);
    await page.getByRole('textbox', { name: 'Pension pot' }).fill('400000');
    await page.getByLabel('Drawdown provider').selectOption('aj-bell');
    await expect(page).toHaveURL(/pot=400000/);
    await expect(page).toHaveURL(/provider=aj-bell/);
    const headline = await page.getByTestId('calc-headline').innerText();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Pension pot' })).toHaveValue('400000');
    await expect(page.getByTestId('calc-headline')).toHaveText(headline);
    await expect(page.getByLabel('Link to these results')).toHaveValue(/pot=400000.*provider=aj-bell/);
    // From the address the page was opened at, not a domain fixed when the site was built: the
    // page's script (which runs at the first touch, as a person clicks the link to copy it) puts
    // this page's own origin in front of the path the server wrote.
    const link = page.getByLabel('Link to these results');
    await link.click();
    const origin = new URL(page.url()).origin;
    await expect(link).toHaveValue(new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
  });

  test('explains a bad entry next to the field and in a summary', async ({ page }) => {
    await visit(page, CALC);
    await page.getByRole('textbox', { name: 'Pension pot' }).fill('lots');
    await page.getByRole('button', { name: 'Show my results' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(summary.getByRole('link', { name: /Enter your pension pot/ })).toBeVisible();
    const pot = page.getByRole('textbox', { name: 'Pension pot' });
    await expect(pot).toHaveAttribute('aria-invalid', 'true');
    await expect(pot).toHaveAccessibleDescription(/Enter your pension pot in pounds/);
  });

  test('works with a trailing slash, shows its chart and assumptions, and passes axe', async ({ page }) => {
    const response = await visit(page, `${CALC}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Pension drawdown calculator' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Your pension pot at the end of each year/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What this assumes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'calculator');
  });
});

test.describe('calculator chart labels', () => {
  /** Heights of the chart's label boxes as rendered (CSS px), and how many there are. */
  const labelHeights = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="projection-chart-frame"] [data-chart-label]')]
        .filter((label) => label.getClientRects().length > 0 && getComputedStyle(label).display !== 'none')
        .map((label) => label.getBoundingClientRect().height),
    );

  for (const width of [320, 360, 1280]) {
    test(`are at least 12 px tall at ${width} px, before and after the script runs`, async ({ browser }) => {
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
        const page = await context.newPage();
        await chooseCookies(page);
        await page.goto(`${CALC}?pot=200000&income=16000&years=30`);
        if (javaScriptEnabled)
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        const chart = page.getByTestId('projection-chart-frame');
        await chart.scrollIntoViewIfNeeded();
        const heights = await labelHeights(page);
        // Axis values, years, the axis title and the 'Runs out' mark.
        expect(heights.length).toBeGreaterThanOrEqual(8);
        expect(
          Math.min(...heights),
          `labels at ${width} px, script ${javaScriptEnabled}`,
        ).toBeGreaterThanOrEqual(12);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        await chart.screenshot({
          path: join(SHOT_DIR, `chart-${width}${javaScriptEnabled ? '' : '-no-js'}.png`),
        });
        await context.close();
      }
    });
  }
});

test.describe('free ebook', () => {
  test('asks for name and e-mail, each with its own message; the series box is optional and not ticked', async ({
    page,
  }) => {
    await visit(page, '/download-ebook');
    const series = page.getByRole('checkbox', { name: EBOOK_SERIES_CONSENT });
    await expect(series).not.toBeChecked();
    await page.getByRole('button', { name: 'Get my free guide' }).click();
    await expect(page.getByRole('alert')).toContainText('There is a problem');
    // One line per field, never the same message twice.
    const items = page.getByRole('alert').getByRole('listitem');
    await expect(items).toHaveText(['Enter your name.', 'Enter your e-mail address.']);
    await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(/Enter your name/);
    await expect(series).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Your e-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Get my free guide' }).click();
    await expect(page.getByLabel('Your e-mail address')).toHaveAccessibleDescription(
      new RegExp(TOAST.invalidEmail.message),
    );
    await expectNoAxeViolations(page);
  });

  test('gives the guide without the series, and does not unlock the comparison', async ({ page }) => {
    await visit(page, '/download-ebook/');
    await page.getByLabel('Your name').fill('Plain Reader');
    await page.getByLabel('Your e-mail address').fill(uniqueEmail('ebook-plain'));
    await page.getByRole('button', { name: 'Get my free guide' }).click();
    await expect(page.getByTestId('ebook-ready')).toContainText('We have also e-mailed you a link to it.');
    expect(await page.evaluate(() => window.localStorage.getItem('drawdownCompareAccess'))).not.toBe('true');
  });

  test('joins the series when the separate box is ticked and then gives a valid PDF', async ({
    page,
    request,
  }) => {
    await visit(page, '/download-ebook/');
    await page.getByLabel('Your name').fill('Ebook Reader');
    await page.getByLabel('Your e-mail address').fill(uniqueEmail('ebook'));
    await page.getByRole('checkbox', { name: EBOOK_SERIES_CONSENT }).check();
    const leadResponse = page.waitForResponse(
      (r) => r.url().endsWith('/api/ebook-requests') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Get my free guide' }).click();
    const lead = await leadResponse;
    expect(lead.status()).toBe(201);
    await expect(page.getByTestId('ebook-ready')).toContainText(TOAST.success.message);
    const link = page.getByRole('link', { name: 'Download the guide (PDF)' });
    await expect(link).toHaveAttribute('href', '/downloads/drawdown-guide.pdf');
    expect(await page.evaluate(() => window.localStorage.getItem('drawdownCompareAccess'))).toBe('true');
    await expectNoAxeViolations(page);
    await screenshots(page, 'ebook-done');

    const pdf = await request.get(`${process.env.E2E_BASE_URL}/downloads/drawdown-guide.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-16).toString('latin1')).toContain('%%EOF');
    expect((body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(5);
  });

  test('the page before signing up fits a phone and a desktop with no sideways scroll', async ({ page }) => {
    await visit(page, '/download-ebook');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your free guide to pension drawdown' }),
    ).toBeVisible();
    await screenshots(page, 'ebook');
  });
});

test.describe('contact and consultation', () => {
  test('shows the offer, the phone hours and the e-mail address', async ({ page }) => {
    const response = await visit(page, '/contact');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Free 15-minute consultation', { exact: true })).toBeVisible();
    await expect(page.getByText('No obligation, and no hard sell')).toBeVisible();
    await expect(page.getByText(/We reply within 2 hours/).first()).toBeVisible();
    await expect(page.getByText('Monday to Friday 8:00AM to 6:00PM').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@drawdowncompare.co.uk' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@drawdowncompare.co.uk',
    );
    await expectNoAxeViolations(page);
    await screenshots(page, 'contact');
  });

  test('names each missing field, linked to it, and sends nothing', async ({ page }) => {
    await visit(page, '/contact');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/consultations')) posted = true;
    });
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(6);
    await expect(page.getByLabel('Your phone number')).toHaveAccessibleDescription(/Enter your phone number/);
    await expect(page.getByLabel('When should we call?')).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', { name: 'Enter your name.' }).click();
    await expect(page.getByLabel('Your name')).toBeFocused();
    expect(posted).toBe(false);
    await expectNoAxeViolations(page);
    await screenshots(page, 'contact-errors');
  });

  test('stores a valid request and confirms it', async ({ page }) => {
    await visit(page, '/contact');
    const email = uniqueEmail('consult');
    await page.getByLabel('Your name').fill('Pat Example');
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByLabel('Your phone number').fill('020 7946 0123');
    await page.getByLabel('When should we call?').selectOption('morning');
    await page.getByLabel('What would you like to talk about?').selectOption('fees');
    await page.getByLabel(/Anything we should know/).fill('About £300,000 in two pensions.');
    await page.getByRole('checkbox', { name: /may contact me by phone and e-mail/ }).check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/consultations') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    expect((await saved).status()).toBe(201);
    const done = page.getByTestId('contact-done');
    await expect(done).toContainText('Thank you, Pat Example: your request is booked');
    await expect(done).toContainText(email);
    await expectNoAxeViolations(page);
    await screenshots(page, 'contact-done');
  });

  test('the consultation endpoint stores a request the form would send (a real id comes back)', async ({
    request,
  }) => {
    const response = await request.post(`${process.env.E2E_BASE_URL}/api/consultations`, {
      data: {
        name: 'Sam Example',
        email: uniqueEmail('stored'),
        phone: '07700 900123',
        preferredTime: 'afternoon',
        topic: 'drawdownVsAnnuity',
        message: '',
        consent: true,
        honeypot: '',
        source: '/contact',
      },
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: number };
    expect(body).toMatchObject({ ok: true });
    expect(body.id).toBeGreaterThan(0);
  });

  test('shows the server’s field errors when it refuses a request', async ({ page }) => {
    await page.route('**/api/consultations', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Please check the highlighted fields.',
            fields: { phone: 'Enter a phone number of 10 to 15 digits, like 020 7946 0123.' },
          },
        }),
      }),
    );
    await visit(page, '/contact');
    await page.getByLabel('Your name').fill('Pat Example');
    await page.getByLabel('Your e-mail address').fill(uniqueEmail('refused'));
    await page.getByLabel('Your phone number').fill('020 7946 0123');
    await page.getByLabel('When should we call?').selectOption('asap');
    await page.getByLabel('What would you like to talk about?').selectOption('other');
    await page.getByRole('checkbox', { name: /may contact me/ }).check();
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(page.getByLabel('Your phone number')).toHaveAccessibleDescription(/10 to 15 digits/);
    await expect(page.getByRole('alert')).toContainText('There is a problem');
  });
});

test.describe('a form sent without script (JavaScript off, or not loaded yet)', () => {
  // The forms POST to their own page and the server answers with that page (ADR 022): the
  // thank-you, or the form again with what was typed and an error summary. Nothing typed ever goes
  // into an address.
  const PERSONAL = [
    'Pat Example',
    'Pat+Example',
    'pat.example',
    '020 7946 0123',
    '020+7946+0123',
    '2079460123',
  ];

  function expectNoPersonalData(urls: string[]): void {
    for (const url of urls) {
      const decoded = decodeURIComponent(url);
      for (const value of PERSONAL) expect(decoded, url).not.toContain(value);
      expect(decoded, url).not.toContain('@example.com');
    }
  }

  function recordUrls(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    return urls;
  }

  test('the form addresses answer as pages: GET the form, POST an answer page, other methods 405', async ({
    request,
  }) => {
    for (const path of ['/contact', '/download-ebook']) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expect(page.headers()['content-type'], path).toContain('text/html');
      const put = await request.put(path, { data: 'x' });
      expect(put.status(), path).toBe(405);
      expect(put.headers().allow, path).toBe('GET, HEAD, POST');
      // A form-encoded POST with nothing filled in: the page again, saying what is missing.
      const posted = await request.post(path, { form: { name: '' } });
      expect(posted.status(), path).toBe(400);
      expect(posted.headers()['content-type'], path).toContain('text/html');
      expect(posted.headers()['content-security-policy'], path).toContain("script-src 'self'");
      const html = await posted.text();
      expect(html, path).toContain('There is a problem');
      expect(html, path).toContain('Enter your name.');
      // The answer page is plain HTML: not an island the browser would re-render without its state.
      expect(html, path).not.toContain('data-island="page"');
    }
  });

  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('the contact form comes back with an error summary, then books the consultation', async ({
      page,
    }) => {
      const urls = recordUrls(page);
      await page.goto('/contact');
      await page.getByLabel('Your name').fill('Pat Example');
      await page.getByLabel('Your phone number').fill('020 7946 0123');
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/contact') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Book Free Consultation' }).click();
      expect((await answered).status()).toBe(400);
      const summary = page.getByRole('alert');
      await expect(summary).toContainText('There is a problem');
      // Each problem links to its field; what was typed is still there; the summary has focus.
      await expect(summary.getByRole('link')).toHaveCount(4);
      await expect(summary.getByRole('link', { name: /e-mail/i })).toHaveAttribute('href', '#contact-email');
      await expect(summary).toBeFocused();
      await expect(page.getByLabel('Your name')).toHaveValue('Pat Example');
      await expect(page.getByLabel('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true');
      await screenshots(page, 'contact-no-js-errors');

      const email = uniqueEmail('nojs-contact');
      await page.getByLabel('Your e-mail address').fill(email);
      await page.getByLabel('When should we call?').selectOption('morning');
      await page.getByLabel('What would you like to talk about?').selectOption('fees');
      await page.getByLabel(/Anything we should know/).fill('About £300,000 in two pensions.');
      await page.getByRole('checkbox', { name: /may contact me by phone and e-mail/ }).check();
      await page.getByRole('button', { name: 'Book Free Consultation' }).click();
      const done = page.getByTestId('contact-done');
      await expect(done).toContainText('Thank you, Pat Example: your request is booked');
      await expect(done).toContainText(email);
      await expect(done.getByRole('heading', { level: 2 })).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
      expect(urls.some((url) => url.includes('/api/'))).toBe(false);
      expectNoPersonalData(urls);
      await screenshots(page, 'contact-no-js-done');
    });

    test('the ebook form lists each problem once, then gives the guide', async ({ page }) => {
      const urls = recordUrls(page);
      await page.goto('/download-ebook');
      await page.getByLabel('Your e-mail address').fill('pat.example@');
      await page.getByRole('button', { name: 'Get my free guide' }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toContainText('There is a problem');
      await expect(summary.getByRole('listitem')).toHaveText([
        'Enter your name.',
        TOAST.invalidEmail.message,
      ]);
      await expect(page.getByLabel('Your e-mail address')).toHaveValue('pat.example@');
      await screenshots(page, 'ebook-no-js-errors');

      await page.getByLabel('Your name').fill('Pat Example');
      await page.getByLabel('Your e-mail address').fill(uniqueEmail('nojs-ebook'));
      await page.getByRole('button', { name: 'Get my free guide' }).click();
      const ready = page.getByTestId('ebook-ready');
      await expect(ready).toContainText('Your guide is ready');
      await expect(ready.getByRole('link', { name: 'Download the guide (PDF)' })).toHaveAttribute(
        'href',
        '/downloads/drawdown-guide.pdf',
      );
      expect(new URL(page.url()).search).toBe('');
      expectNoPersonalData(urls);
    });
  });

  test("with the scripts not loaded yet, the contact form gets the server's answer, and works with them", async ({
    page,
  }) => {
    const urls = recordUrls(page);
    let holdScripts = true;
    await page.route('**/assets/*.js', (route) => (holdScripts ? route.abort() : route.continue()));
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Pat Example');
    await page.getByLabel('Your e-mail address').fill('pat.example@example.com');
    await page.getByLabel('Your phone number').fill('020 7946 0123');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(page.getByRole('alert')).toContainText('There is a problem');
    await expect(page.getByLabel('Your phone number')).toHaveValue('020 7946 0123');
    expect(new URL(page.url()).search).toBe('');
    expectNoPersonalData(urls);
    await expectNoAxeViolations(page);

    holdScripts = false;
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(page.getByRole('alert')).toContainText('There is a problem');
    expect(new URL(page.url()).hash).toBe('');
  });
  test('what a visitor typed before the scripts loaded is sent once they have', async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Not 'domcontentloaded': that event waits for the (held) entry script.
    await page.goto('/contact', { waitUntil: 'commit' });
    const email = uniqueEmail('early');
    await page.getByLabel('Your name').fill('Pat Early');
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByLabel('Your phone number').fill('020 7946 0123');
    await page.getByLabel('When should we call?').selectOption('morning');
    await page.getByLabel('What would you like to talk about?').selectOption('fees');
    await page.getByRole('checkbox', { name: /may contact me by phone and e-mail/ }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByLabel('Your name')).toHaveValue('Pat Early');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/consultations') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByTestId('contact-done')).toContainText(`Thank you, Pat Early`);
    await expect(page.getByTestId('contact-done')).toContainText(email);
  });
});
