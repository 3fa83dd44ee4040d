import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { STATIC_DIR, serveStatic, storyPhase } from './storybook-helpers.ts';

/**
 * Every story of the built Storybook (storybook-static, built by `npm run build-storybook`, which
 * `npm test` runs before this tier) rendered in Chromium: it must finish rendering (play functions
 * included) with no page error, no console error and zero axe violations. Stories tagged `phone`
 * are checked at 360 px, the rest at 1280 px. Docs pages are rendered and checked the same way.
 */

const INDEX = join(STATIC_DIR, 'index.json');
/** Optional: save a screenshot of every story here (for a person to look at). */
const SHOTS = process.env.STORYBOOK_SCREENSHOTS;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

function readEntries(): IndexEntry[] {
  if (!existsSync(INDEX)) return [];
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter(
    // Autodocs pages repeat the stories; MDX pages (unattached docs) are checked on their own.
    (entry) => entry.type === 'story' || (entry.type === 'docs' && !entry.tags?.includes('autodocs')),
  );
}

/**
 * Rules about a whole page's outline (one main landmark, one h1, everything in a landmark) do not
 * apply to a component shown on its own; stories of whole pages are tagged `page` and keep them.
 */
const PAGE_ONLY_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'heading-order'];

/**
 * Violations that come from a third-party library and cannot be fixed in our code, each limited to
 * one story and one rule, with the upstream issue. Keep this list short and re-check it on upgrades.
 */
const KNOWN_THIRD_PARTY: Record<string, { rule: string; reason: string }> = {};

const entries = readEntries();

/**
 * Shows a story as a first-time visitor would (empty localStorage, top of the page), each in a page
 * load of its own, so nothing a story left running (a pending query of its play function, a timer,
 * a lazy chunk) can log into the next story's check: on a loaded CI machine, stories switched to
 * in one loaded preview failed on console errors no single story gives. The addon's in-page axe run
 * is turned off (globals a11y.manual): the axe run below checks the same page.
 */
async function showEntry(entry: IndexEntry): Promise<void> {
  // Clear storage on a light page of the same origin first, so the story's first render is clean.
  await page.goto(`${base}/index.json`);
  await page.evaluate(() => localStorage.clear());
  // What the last story logged while it was left (and the resize) is not this story's.
  problems.length = 0;
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=${viewMode}&globals=a11y.manual:!true`);
}

// `SKIP_STORIES=1 npm test` skips the Storybook build, so skip its check too.
test.skip(process.env.SKIP_STORIES === '1', 'SKIP_STORIES=1');

// One worker walks the stories in order on one page; a failed story does not stop the others.
// No retries: a story that fails once fails the run. (Typed text once lost came from two
// user-event copies stacking their value interceptors on the same inputs; the preview prepares
// the document with both copies, in a fixed order, before the first play function: decision 045.)
test.describe.configure({ mode: 'default', retries: 0 });

let server: Server;
let base: string;
let browser: Browser;
let page: Page;
const problems: string[] = [];

test.beforeAll(async ({ playwright }) => {
  server = await serveStatic();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test('the built Storybook has stories', () => {
  expect(entries.length, `no ${INDEX}: run "npm run build-storybook" first`).toBeGreaterThan(0);
});

/** Stories that fail today, each with why; the list is meant to be empty. */
const KNOWN_FAILING: Record<string, string> = {};

for (const entry of entries) {
  const phone = entry.tags?.includes('phone') ?? false;
  const wholePage = entry.tags?.includes('page') ?? false;
  test(`${entry.title} › ${entry.name}${phone ? ' (360 px)' : ''}`, async () => {
    const knownFailure = KNOWN_FAILING[`${entry.title} › ${entry.name}`];
    test.fixme(knownFailure !== undefined, knownFailure ?? '');
    // A whole page renders and runs axe over a thousand nodes: on a machine shared by several
    // runs that took more than a minute (25 November, load average over 30).
    if (wholePage) test.setTimeout(180_000);
    await page.setViewportSize(phone ? { width: 360, height: 740 } : { width: 1280, height: 800 });
    await showEntry(entry);

    if (entry.type === 'story') {
      const phase = await storyPhase(page, entry.id);
      const shownError = await page.locator('#error-message').textContent();
      expect(phase, `the story did not render: ${shownError ?? ''}`).toBe('finished');
      await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    } else {
      await expect(page.locator('#storybook-docs h1').first()).toBeVisible({ timeout: 20_000 });
    }

    const axe = new AxeBuilder({ page }).exclude('#storybook-docs[hidden]');
    const known = KNOWN_THIRD_PARTY[entry.id];
    axe.disableRules([...(wholePage ? [] : PAGE_ONLY_RULES), ...(known ? [known.rule] : [])]);
    const { violations } = await axe.analyze();
    const summary = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${entry.id}.png`), fullPage: true });
    expect(summary, 'axe violations').toEqual([]);
    // The start of each message: a testing-library failure prints the whole DOM after it, which
    // would push the message itself out of a CI log that keeps only the tail.
    expect(
      problems.map((problem) => (problem.length > 600 ? `${problem.slice(0, 600)} …` : problem)),
      'errors while rendering',
    ).toEqual([]);
  });
}
