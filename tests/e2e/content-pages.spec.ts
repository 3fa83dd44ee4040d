import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { lumpSumAllowance, moneyPurchaseAnnualAllowance } from '../../content/pension-facts.ts';
import { chooseCookies } from './site-helpers.ts';

/** Screenshots for a person to look at (360 px phone and 1280 px desktop). */
const SHOT_DIR = process.env.CONTENT_SHOT_DIR ?? '/tmp/dc-content-shots';
mkdirSync(SHOT_DIR, { recursive: true });

test.use({ baseURL: process.env.E2E_BASE_URL });

/** The posts as their Markdown files describe them (posts.ts needs Vite's import.meta.glob). */
const BLOG_DIR = join(process.cwd(), 'content/blog');
const blogPosts = readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const front = parseYaml(
      /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(BLOG_DIR, file), 'utf8'))![1]!,
    ) as {
      title: string;
      date: string;
    };
    return { slug: file.replace(/\.md$/, ''), title: front.title, date: String(front.date) };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

test.beforeEach(async ({ page }) => {
  // The cookie choice is made, so the notice does not cover the page in screenshots.
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

const GUIDES = [
  {
    path: '/income-drawdown',
    h1: 'Income drawdown explained',
    mustSay: [lumpSumAllowance.display, moneyPurchaseAnnualAllowance.display, 'Scotland'],
  },
  { path: '/annuities', h1: 'Annuities explained', mustSay: ['Enhanced', 'Joint life', 'Level'] },
  {
    path: '/how-it-works',
    h1: 'How our comparison works',
    mustSay: ['What the figure leaves out', 'How the site is funded', 'No provider pays to be listed'],
  },
];

for (const guide of GUIDES) {
  test(`${guide.path} is a full guidance page with a CTA, Pension Wise and sources`, async ({ page }) => {
    const response = await page.goto(guide.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: guide.h1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(guide.h1));
    for (const text of guide.mustSay) await expect(page.getByText(text).first()).toBeAttached();
    await expect(page.getByText('Figures for the 2026/27 tax year')).toBeVisible();
    await expect(page.getByRole('link', { name: /Pension Wise appointment/ })).toHaveAttribute(
      'href',
      /moneyhelper\.org\.uk/,
    );
    const sources = page.getByRole('region', { name: 'Sources' });
    expect(await sources.getByRole('link').count()).toBeGreaterThan(1);
    await expect(
      page.locator('a[href="/contact"]', { hasText: /Book Free|Speak to|Book Free Call/ }).first(),
    ).toBeVisible();
    // The contents list jumps to a section.
    const firstSection = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first();
    await firstSection.click();
    await expect(page).toHaveURL(/#/);
    await expectNoAxeViolations(page);
    await screenshots(page, guide.path.slice(1));
  });
}

test('the blog lists every post with its date, reading time and excerpt, newest first', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Pension drawdown blog' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(blogPosts.length);
  expect(blogPosts.length).toBeGreaterThanOrEqual(6);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: blogPosts[0]!.title })).toBeVisible();
  await expect(first.locator(`time[datetime="${blogPosts[0]!.date}"]`)).toBeVisible();
  await expect(first.getByText(/\d+ min read/)).toBeVisible();
  await expect(first.locator('p').last()).not.toBeEmpty();
  await expectNoAxeViolations(page);
  await screenshots(page, 'blog');
});

for (const slug of [
  'why-annuities-are-regaining-popularity',
  'pension-drawdown-vs-annuity',
  'what-is-phased-drawdown-unlocking-the-benefits-of-flexible-pension-income',
]) {
  test(`the redirect target /blog/${slug} is a real post`, async ({ page }) => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const post = blogPosts.find((p) => p.slug === slug)!;
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText('Drawdown Compare editorial team')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  });
}

test('a post shows its body, related posts and CTAs, and navigates to a related post', async ({ page }) => {
  await page.goto('/blog/pension-drawdown-vs-annuity');
  await expect(page.getByRole('heading', { name: 'Side by side' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.locator('article')).toHaveCount(3);
  const target = related.getByRole('link').first();
  const title = await target.innerText();
  await target.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/blog/pension-drawdown-vs-annuity');
  await expectNoAxeViolations(page);
  await screenshots(page, 'blog-post');
});

test('an unknown blog post is the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the privacy policy says what is stored, for how long, and how to complain', async ({ page }) => {
  const response = await page.goto('/privacy-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  for (const text of [
    'drawdownCompareAccess',
    // the loader's copy of the unlock (decision 059)
    'a small browser database called drawdown-compare',
    'cookie-consent',
    'hashed',
    '24 months',
    // the audit log of what staff do with a person's data (decision 030)
    '36 months after each entry',
    '5 e-mails over 2 weeks',
    'unsubscribe link',
  ]) {
    await expect(page.getByText(text).first()).toBeAttached();
  }
  await expect(page.getByRole('link', { name: /ico\.org\.uk/ })).toHaveAttribute(
    'href',
    'https://ico.org.uk/make-a-complaint/',
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'privacy-policy');
});

test('the terms say the site is guidance only and how the comparison is funded', async ({ page }) => {
  const response = await page.goto('/terms-conditions');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('No provider pays to be listed or to change its position.')).toBeVisible();
  await expect(page.getByText(/guidance only and not financial advice/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'terms-conditions');
});
