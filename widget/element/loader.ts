/**
 * widget.js, the partner loader: a few kilobytes with no framework. It defines
 * `<drawdown-compare>`; when an element comes near the viewport it fetches the stylesheet and the
 * server-rendered first view and shows them (decision 031). The content-hashed bundle (Preact and
 * the interface) is imported only when the reader first touches the widget, and then replaces the
 * first view. Everything is resolved against the URL this script was loaded from.
 */
import { adoptStyles } from './adopt-styles.ts';
import { createDrawdownCompareClass, defineOnce } from './element-class.ts';
import { fetchFirstView } from './first-view-client.ts';
import { type MountWidget, TAG_NAME } from './widget-config.ts';

/** The hashed bundle's path from the web root, filled in at build time. */
declare const __DC_BUNDLE__: string;
/** The bundle's SRI hash: a loader pinned with `integrity` thereby pins the bundle too. */
declare const __DC_BUNDLE_INTEGRITY__: string;
/** The stylesheet's path from the web root, and its SRI hash. */
declare const __DC_CSS__: string;
declare const __DC_CSS_INTEGRITY__: string;

function scriptUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  const found = document.querySelector<HTMLScriptElement>('script[src*="/widget"]');
  return found?.src ?? location.href;
}

const base = scriptUrl();
let bundle: Promise<MountWidget> | null = null;
let styles: Promise<CSSStyleSheet | string> | null = null;

/**
 * The module is preloaded with its integrity first, so the browser refuses a bundle whose bytes
 * differ from the ones this loader was built with; `import()` then takes it from the module map.
 */
function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.integrity = __DC_BUNDLE_INTEGRITY__;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * The stylesheet, checked against its hash, parsed once for every element on the page: a
 * constructable sheet (not subject to the page's style-src CSP), or its text where there is none.
 */
function stylesheet(): Promise<CSSStyleSheet | string> {
  styles ??= fetch(new URL(__DC_CSS__, base), { integrity: __DC_CSS_INTEGRITY__, credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw new Error(`the widget stylesheet answered ${response.status}`);
      return response.text();
    })
    .then((css) => {
      if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return css;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    })
    .catch((error: unknown) => {
      styles = null;
      throw error;
    });
  return styles;
}

function importBundle(): Promise<MountWidget> {
  const href = new URL(__DC_BUNDLE__, base).href;
  if (!bundle) preload(href);
  bundle ??= import(/* @vite-ignore */ href).then(
    (module: { mountWidget: MountWidget }) => module.mountWidget,
    (error: unknown) => {
      bundle = null;
      throw error;
    },
  );
  return bundle;
}

/** The bundle's mount, given the fetched stylesheet. */
const load = (): Promise<MountWidget> =>
  Promise.all([importBundle(), stylesheet()]).then(
    ([mount, sheet]): MountWidget =>
      (host, root, config, options) =>
        mount(host, root, config, { ...options, styles: sheet }),
  );

defineOnce(TAG_NAME, () =>
  createDrawdownCompareClass({
    load,
    lazy: true,
    defaultOrigin: () => new URL(base).origin,
    firstView: async (host, root, config) => {
      const [view, sheet] = await Promise.all([
        fetchFirstView(host, config, base, __DC_BUNDLE__.split('/').pop() ?? ''),
        stylesheet().catch(() => null),
      ]);
      if (!view || sheet === null) return null;
      // The loader's "Loading…" text goes; a <style> fallback is put back in by adoptStyles.
      root.replaceChildren(view);
      adoptStyles(root, sheet);
      return view;
    },
  }),
);
