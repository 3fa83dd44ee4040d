import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { serveStatic, storyPhase } from './storybook-helpers.ts';

/**
 * The stories designers review, compared with the committed pictures
 * (storybook-visual.spec.ts-snapshots/). Decision 045 says when and how to update them:
 * `npx playwright test tests/e2e/storybook-visual.spec.ts --update-snapshots -g "<name>"` after
 * `npm run build-storybook`, then look at the new picture before committing it.
 *
 * Kept stable for CI and a busy machine: each story on a fresh page at a fixed viewport, reduced
 * motion and animations stopped, the caret hidden, one installed font (DejaVu Sans, from
 * fonts-dejavu-core) for every text including the widget's shadow roots, and the picture taken
 * only once the story's play function has finished and its fonts are in.
 */

interface Shot {
  /** The picture's name (without .png). */
  name: string;
  /** Storybook story id. */
  id: string;
  /** What to photograph; the story's root unless said. */
  locator?: string;
  width: number;
  /** The viewport's height; 800 unless said. */
  height?: number;
  /** Only the top of the element, this many pixels (a table of every provider is long). */
  top?: number;
}

const PHONE_WIDTH = 360;
const DESKTOP_WIDTH = 1280;

/**
 * The card, the list and the fee table are ranked from a fixed sample of providers
 * (stories/support/sample-providers.ts): a provider added to the data changes none of these pictures.
 */
const SHOTS: Shot[] = [
  { name: 'widget-card', id: 'widget-provider-card--locked-top-1', width: PHONE_WIDTH },
  { name: 'widget-list', id: 'widget-embed-parts--limited', width: PHONE_WIDTH },
  { name: 'widget-unlock-form', id: 'widget-unlock-form--empty', width: PHONE_WIDTH },
  { name: 'widget-receipt', id: 'widget-cost-receipt--standard-comparison', width: PHONE_WIDTH },
  { name: 'site-header', id: 'site-header--desktop', width: DESKTOP_WIDTH },
  { name: 'site-footer', id: 'site-footer--desktop', width: DESKTOP_WIDTH },
  // The fee table's head and first rows, as laid out on the page (its region scrolls sideways).
  {
    name: 'site-fee-table',
    id: 'site-fee-table--by-cost-at-250-k',
    locator: 'section[aria-label="Fee table (scrolls sideways)"]',
    width: DESKTOP_WIDTH,
    height: 1400,
    top: 600,
  },
];

/** One font for all text, whatever the stylesheets ask for (Playwright applies it in shadow roots too). */
const PINNED = `*, *::before, *::after, :host {
  font-family: 'DejaVu Sans', sans-serif !important;
  caret-color: transparent !important;
}`;

// `SKIP_STORIES=1 npm test` skips the Storybook build, so skip its check too.
test.skip(process.env.SKIP_STORIES === '1', 'SKIP_STORIES=1');
test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });
// A busy machine (two cores shared by several runs) can take a while to render a whole page.
test.describe.configure({ timeout: 120_000 });

let server: Server;
let base: string;

test.beforeAll(async () => {
  server = await serveStatic();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

for (const shot of SHOTS) {
  test(`${shot.name} looks as approved (${shot.id}, ${shot.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: shot.width, height: shot.height ?? 800 });
    await page.goto(`${base}/iframe.html?id=${shot.id}&viewMode=story&globals=a11y.manual:!true`);
    // A whole page (the fee table's) can take most of a minute to render on a busy machine.
    expect(await storyPhase(page, shot.id, 90_000)).toBe('finished');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const target = page.locator(shot.locator ?? '#storybook-root');
    const settings = {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      style: PINNED,
      maxDiffPixelRatio: 0.01,
      timeout: 30_000,
    } as const;
    if (shot.top === undefined) {
      await expect(target).toHaveScreenshot(`${shot.name}.png`, settings);
      return;
    }
    const box = await target.boundingBox();
    expect(box, `${shot.locator} is not on the page`).not.toBeNull();
    const { x, y, width, height } = box as NonNullable<typeof box>;
    expect(
      y + Math.min(height, shot.top),
      'the part photographed is inside the viewport',
    ).toBeLessThanOrEqual(shot.height ?? 800);
    await expect(page).toHaveScreenshot(`${shot.name}.png`, {
      ...settings,
      clip: { x, y, width: Math.min(width, shot.width - x), height: Math.min(height, shot.top) },
    });
  });
}
