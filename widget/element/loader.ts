/**
 * widget.js, the partner loader: a few hundred bytes with no React. It defines
 * `<drawdown-compare>` and fetches the content-hashed bundle only when an element comes near the
 * viewport. Everything is resolved against the URL this script was loaded from.
 */
import { createDrawdownCompareClass, defineOnce } from './element-class.ts';
import { type MountWidget, TAG_NAME } from './widget-config.ts';

/** The hashed bundle's path relative to widget.js, filled in at build time. */
declare const __DC_BUNDLE__: string;

function scriptUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  const found = document.querySelector<HTMLScriptElement>('script[src*="widget.js"]');
  return found?.src ?? location.href;
}

const base = scriptUrl();
let bundle: Promise<MountWidget> | null = null;

function load(): Promise<MountWidget> {
  bundle ??= import(/* @vite-ignore */ new URL(__DC_BUNDLE__, base).href).then(
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
