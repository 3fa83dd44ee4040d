/**
 * widget.js, the partner loader: a few hundred bytes with no React. It defines
 * `<drawdown-compare>` and fetches the content-hashed bundle only when an element comes near the
 * viewport. Everything is resolved against the URL this script was loaded from.
 */
import { createDrawdownCompareClass, defineOnce } from './element-class.ts';
import { type MountWidget, TAG_NAME } from './widget-config.ts';

/** The hashed bundle's path from the web root, filled in at build time. */
declare const __DC_BUNDLE__: string;
/** The bundle's SRI hash: a loader pinned with `integrity` thereby pins the bundle too. */
declare const __DC_BUNDLE_INTEGRITY__: string;

function scriptUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  const found = document.querySelector<HTMLScriptElement>('script[src*="/widget"]');
  return found?.src ?? location.href;
}

const base = scriptUrl();
let bundle: Promise<MountWidget> | null = null;

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

function load(): Promise<MountWidget> {
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

defineOnce(TAG_NAME, () =>
  createDrawdownCompareClass({ load, lazy: true, defaultOrigin: () => new URL(base).origin }),
);
