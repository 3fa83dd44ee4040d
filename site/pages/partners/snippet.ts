import { EMBED_TEXT } from '../../../widget/core/texts.ts';
import { WIDGET_MAJOR } from '../../../widget/core/widget-release.ts';
import type { WidgetLayout, WidgetTheme } from '../../../widget/element/widget-config.ts';
import RELEASES from '../../../widget/releases/releases.json';
import { heightToHold } from './held-height.ts';

/** A frozen release: its URL and the SRI hash of its bytes. */
export interface WidgetRelease {
  version: string;
  path: string;
  integrity: string;
}

/** The newest frozen release (what "pinned" means in the configurator). */
export const LATEST_RELEASE: WidgetRelease = RELEASES[0] as WidgetRelease;

/** The widget's default accent colour (tokens.css). */
export const DEFAULT_ACCENT = '#0f766e';

export interface EmbedOptions {
  /** The site serving the widget, e.g. https://drawdowncompare.co.uk. */
  origin: string;
  layout: WidgetLayout;
  /** Blank or a whole number of providers to show. */
  limit: string;
  theme: WidgetTheme;
  /** A #rrggbb colour. */
  accent: string;
  pot: string;
  partner: string;
  /** Pinned to the newest frozen release with its integrity hash, or the evergreen major. */
  pinned: boolean;
}

export const DEFAULT_OPTIONS: Omit<EmbedOptions, 'origin'> = {
  layout: 'full',
  limit: '5',
  theme: 'light',
  accent: DEFAULT_ACCENT,
  pot: '250000',
  partner: '',
  pinned: true,
};

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Only digits for the pot and the limit; ids as the widget accepts them. */
export function cleanOptions(options: EmbedOptions): EmbedOptions {
  return {
    ...options,
    pot: options.pot.replace(/[^\d]/g, ''),
    limit: options.limit.replace(/[^\d]/g, ''),
    partner: options.partner.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 64),
    accent: /^#[0-9a-fA-F]{6}$/.test(options.accent) ? options.accent.toLowerCase() : DEFAULT_ACCENT,
  };
}

/** The element's attributes for these options (defaults left out), in the snippet's order. */
export function embedAttributes(options: EmbedOptions): [string, string][] {
  const o = cleanOptions(options);
  const attributes: [string, string][] = [];
  if (o.partner) attributes.push(['partner', o.partner]);
  if (o.pot) attributes.push(['pot', o.pot]);
  if (o.layout !== 'full') attributes.push(['layout', o.layout]);
  // The mini layout shows no list: a limit would mean nothing there.
  if (o.layout !== 'mini' && o.limit && Number(o.limit) > 0)
    attributes.push(['limit', String(Number(o.limit))]);
  if (o.theme !== 'light') attributes.push(['theme', o.theme]);
  return attributes;
}

/** The script URL and, when pinned, its integrity. */
export function scriptTag(options: EmbedOptions): string {
  if (options.pinned) {
    return `<script src="${options.origin}${LATEST_RELEASE.path}" integrity="${LATEST_RELEASE.integrity}" crossorigin="anonymous" async></script>`;
  }
  return `<script src="${options.origin}/widget/${WIDGET_MAJOR}.js" crossorigin="anonymous" async></script>`;
}

/**
 * Where the fallback link goes (a reader whose browser runs no script): the site's ranking for
 * the snippet's pot, with the partner's id, as the widget's own links carry them.
 *
 * @example fallbackHref({ origin: 'https://drawdowncompare.co.uk', pot: '250000', partner: 'rw', … })
 * // 'https://drawdowncompare.co.uk/?pot=250000&partner=rw#compare'
 */
export function fallbackHref(options: EmbedOptions): string {
  const o = cleanOptions(options);
  const query = new URLSearchParams();
  if (o.pot) query.set('pot', String(Number(o.pot)));
  if (o.partner) query.set('partner', o.partner);
  return `${o.origin}/${query.size > 0 ? `?${query}` : ''}#compare`;
}

/**
 * The HTML a partner pastes: the script, an accent rule when the colour is not the default, and
 * the element with the plain fallback link inside (shown where script cannot run), holding the
 * height it will take where that is known (`heightToHold`).
 */
export function embedSnippet(options: EmbedOptions): string {
  const o = cleanOptions(options);
  const attributes = embedAttributes(o)
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  const lines = [scriptTag(o)];
  if (o.accent !== DEFAULT_ACCENT)
    lines.push(`<style>drawdown-compare { --dc-accent: ${o.accent}; }</style>`);
  const hold = heightToHold(o);
  // A style attribute, not a rule: it holds this element only, whatever else is on the page.
  const style = hold > 0 ? ` style="display:block;min-height:${hold}px"` : '';
  lines.push(
    `<drawdown-compare${attributes}${style}>`,
    `  <a href="${escapeAttr(fallbackHref(o))}">${EMBED_TEXT.fallbackLink}</a>`,
    '</drawdown-compare>',
  );
  return lines.join('\n');
}

/**
 * The Content-Security-Policy directives the partner's page must allow: the script and its bundle,
 * and the requests (the stylesheet and the first view from 1.3.0, the lead and the report beacon).
 * (The widget's own styles need no style-src: they are constructed stylesheets.)
 */
export function cspLines(options: EmbedOptions): string[] {
  const o = cleanOptions(options);
  return [`script-src ${o.origin};`, `connect-src ${o.origin};`];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text the widget puts on this accent when the page sets no `--dc-accent-contrast` (widget.css
 * does the same sum in CSS): black or white, whichever is stronger. One of them always reaches
 * 4.58:1.
 *
 * @example textOnAccent('#fde68a') // { colour: '#000000', ratio: 16.7… }
 */
export function textOnAccent(hex: string): { colour: '#000000' | '#ffffff'; ratio: number } {
  const white = contrastRatio(hex, '#ffffff');
  const black = contrastRatio(hex, '#000000');
  return white >= black ? { colour: '#ffffff', ratio: white } : { colour: '#000000', ratio: black };
}

/** The widget's card surface in each theme (themes.css), against which the accent draws outlines. */
export const THEME_SURFACES = { light: '#ffffff', dark: '#16222f' } as const;

/**
 * The themes in which the accent, as an outline or border on the widget's cards ("See all", the
 * focused field, the cheapest row), falls under the 3:1 that WCAG asks of such shapes.
 */
export function accentTooFaint(
  hex: string,
  theme: WidgetTheme,
): { theme: keyof typeof THEME_SURFACES; ratio: number }[] {
  const themes = theme === 'auto' ? (['light', 'dark'] as const) : [theme];
  return themes
    .map((name) => ({ theme: name, ratio: contrastRatio(hex, THEME_SURFACES[name]) }))
    .filter((found) => found.ratio < 3);
}
