import rawWidgetCss from '../ui/widget.css?inline';
import { adoptStyles } from './adopt-styles.ts';
import { shadowCss } from './shadow-css.ts';

/** Marker the build-time rewrite leaves in the CSS (before minification merges the layer blocks). */
const REWRITTEN = '@layer properties{:host';

/** Defined as true by shadowCssPlugin in the builds it rewrote the stylesheet for. */
declare const __DC_SHADOW_CSS_AT_BUILD__: boolean | undefined;
const REWRITTEN_AT_BUILD = typeof __DC_SHADOW_CSS_AT_BUILD__ !== 'undefined' && __DC_SHADOW_CSS_AT_BUILD__;

/**
 * The stylesheet, rewritten for a shadow root. Our own builds do this at build time
 * (shadowCssPlugin, which also defines __DC_SHADOW_CSS_AT_BUILD__: minification merges the
 * rewrite's layer block into Tailwind's, so the marker alone is not found in a built bundle and the
 * rewrite used to run again on every page); a bundler without the plugin (the site in development,
 * Storybook) gets the same rewrite here, once, instead of cards without shadows or borders.
 */
function preparedCss(css: string): string {
  if (REWRITTEN_AT_BUILD || css.includes(REWRITTEN)) return css;
  try {
    return shadowCss(css);
  } catch (error) {
    console.warn('drawdown-compare: could not adapt the stylesheet for the shadow root', error);
    return css;
  }
}

let widgetCss: string | null = null;
const css = () => {
  widgetCss ??= preparedCss(rawWidgetCss);
  return widgetCss;
};

let shared: CSSStyleSheet | null = null;

function supportsAdopted(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

function sharedSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(css());
  }
  return shared;
}

/**
 * Parses the widget's stylesheet now, so that mounting later only adopts it. The site calls this
 * in a task of its own before it defines the element: parsing the CSS and mounting two widgets in
 * one task made a long task on / (decision 012). Does nothing without constructable stylesheets.
 *
 * @example prepareWidgetStyles(); setTimeout(() => defineDrawdownCompare(), 0);
 */
export function prepareWidgetStyles(): void {
  if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) sharedSheet();
}

/**
 * Puts the widget's CSS into a shadow root as one constructable stylesheet shared by every
 * element on the page. Constructable sheets are not subject to a page's `style-src` CSP; the
 * `<style>` fallback is only for engines without them.
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  adoptStyles(root, supportsAdopted(root) ? sharedSheet() : css());
}

/**
 * The stylesheet's text, as a `<style>` in a declarative shadow root needs it (the site's server
 * render, decision 051). Its SHA-256 is allowed by the site's CSP (scripts/build-site.mjs).
 */
export function widgetCssText(): string {
  return css();
}
