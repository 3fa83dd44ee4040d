import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';
import { TEXT } from '../../widget/core/texts.ts';
import { clearAccess, partnerUrl, siteUrl } from './widget-helpers.ts';

/**
 * Contrast for any accent: whatever `--dc-accent` a publisher sets in their own
 * CSS, text on the accent (the best-value badge, Unlock Details) keeps 4.5:1 in both themes; the
 * widget picks that text's colour itself when `--dc-accent-contrast` is not given.
 */
const ACCENTS = ['#c2410c', '#fde68a', '#1e3a8a', '#22c55e'];

/** WCAG contrast of an element's text colour on its own background, both read as drawn (sRGB). */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const srgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (colour: string) => {
      const [r, g, b] = srgb(colour).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    return (a + 0.05) / (b + 0.05);
  });
}

test.describe('the accent a publisher sets', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const theme of ['light', 'dark'] as const) {
    test(`keeps text on it at 4.5:1 or more, and axe passes, for pale and dark accents (${theme} theme)`, async ({
      page,
    }) => {
      for (const accent of ACCENTS) {
        const body = `<style>drawdown-compare { --dc-accent: ${accent}; }</style>
<script src="${siteUrl()}/widget.js" async></script>
<drawdown-compare pot="250000" limit="3" theme="${theme}"></drawdown-compare>`;
        const url = `${partnerUrl('snippet.html')}?html=${encodeURIComponent(body)}`;
        await page.goto(url);
        await clearAccess(page);
        await page.goto(url);
        const widget = page.locator('drawdown-compare');
        const unlock = widget.getByRole('button', { name: TEXT.unlockDetails });
        const badge = widget.locator('[part="best-value"] span.bg-accent');
        // The server's first view, then the interface that replaces it.
        await expect(widget.locator('[data-first-view]')).toHaveCount(1, { timeout: 15_000 });
        for (const stage of ['first view', 'interface']) {
          if (stage === 'interface') {
            await widget.getByLabel('Your pension pot').focus();
            await expect(widget.locator('[data-first-view]')).toHaveCount(0, { timeout: 15_000 });
          }
          for (const [name, element] of [
            ['Unlock Details', unlock],
            ['best-value badge', badge],
          ] as const) {
            await expect(element).toBeVisible();
            expect(await contrastOf(element), `${accent} ${theme} ${stage}: ${name}`).toBeGreaterThanOrEqual(
              4.5,
            );
          }
          const axe = await new AxeBuilder({ page }).include('drawdown-compare').analyze();
          expect(
            axe.violations,
            `${accent} ${theme} ${stage}: ${JSON.stringify(axe.violations, null, 2)}`,
          ).toEqual([]);
        }
        // On hover the button takes the strong accent and its text follows.
        await unlock.hover();
        expect(await contrastOf(unlock), `${accent} ${theme}: Unlock Details hovered`).toBeGreaterThanOrEqual(
          4.5,
        );
        // The publisher's own text colour, where given, is kept.
        await page.evaluate(() =>
          document
            .querySelector<HTMLElement>('drawdown-compare')
            ?.style.setProperty('--dc-accent-contrast', 'rgb(1, 2, 3)'),
        );
        await expect(unlock).toHaveCSS('color', 'rgb(1, 2, 3)');
      }
    });
  }

  test('the configurator says which text goes on the colour and warns when it is too faint to outline', async ({
    page,
  }) => {
    await page.goto('/partners');
    // The preview is an island that hydrates when it comes into view: a loaded machine needs time.
    await page.getByTestId('embed-preview').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('embed-preview').locator('article').first()).toBeVisible({
      timeout: 60_000,
    });
    const accent = page.getByLabel('Accent colour');
    await accent.fill('#fde68a');
    await expect(page.getByTestId('accent-text')).toContainText('black');
    await expect(page.getByRole('status').filter({ hasText: 'light background' })).toContainText(
      'Choose a darker colour.',
    );
    await accent.fill('#1e3a8a');
    await expect(page.getByTestId('accent-text')).toContainText('white');
    await expect(page.getByText('hard to see against')).toHaveCount(0);
    await page.getByLabel('Dark', { exact: true }).check();
    await expect(page.getByRole('status').filter({ hasText: 'dark background' })).toContainText(
      'Choose a lighter colour.',
    );
    const preview = page.getByTestId('embed-preview');
    await preview.getByLabel('Your pension pot').focus();
    expect(
      await contrastOf(preview.getByRole('button', { name: TEXT.unlockDetails })),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
