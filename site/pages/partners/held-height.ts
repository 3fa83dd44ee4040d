import { PROVIDERS } from '../../../widget/core/providers.ts';
import type { WidgetLayout } from '../../../widget/element/widget-config.ts';

/**
 * The height, in CSS pixels, the widget is sure to take at any width from 300 px once its script
 * has run, or 0 where that depends too much on the width (the full layout: 3,500 to 6,700 px for
 * five providers). The configurator's snippet holds it for the widget (`min-height`), so that the
 * publisher's page under the widget does not move when the widget comes. A lower bound, never
 * more, or a gap would be left: the mini layout is a pot box and a button; the compact one a fixed
 * part, then one line per provider shown. `tests/e2e/widget-sizes.spec.ts` checks these against
 * the widget at 300 to 1280 px wide.
 *
 * @example heightToHold({ layout: 'compact', limit: '5' }) // 800
 */
export function heightToHold({ layout, limit }: { layout: WidgetLayout; limit: string }): number {
  if (layout === 'mini') return 224;
  if (layout !== 'compact') return 0;
  const rows = Math.min(Number(limit.replace(/[^\d]/g, '')) || PROVIDERS.length, PROVIDERS.length);
  return 480 + 64 * rows;
}
