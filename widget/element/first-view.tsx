import { signal } from '@preact/signals-react';
import { renderToString } from 'react-dom/server';
import { createToastStore } from '../ui/toasts.ts';
import { WidgetApp } from '../ui/widget-app.tsx';
import { WidgetContext, type WidgetContextValue } from '../ui/widget-context.ts';
import { createWidgetStore } from '../ui/widget-store.ts';
import { seedStore } from './seed.ts';
import {
  FIRST_VIEW_ATTRIBUTE,
  readConfig,
  STYLE_ATTRIBUTE,
  WIDGET_ATTRIBUTES,
  type WidgetConfig,
} from './widget-config.ts';

/**
 * The widget's first view as HTML, rendered by the server from the same components the bundle
 * mounts, in the state a fresh mount starts in (locked, filters closed, the whole list at once).
 * The loader puts it in the shadow root; the bundle replaces it at the reader's first touch.
 * `pageQuery` is the host page's query, read only with `url-state`. `seedAs`: the config the store
 * is seeded as, where it differs (a grouped element shares the store its `url-state` element
 * seeded from the address: the site's results list).
 *
 * @example renderFirstView(config) // '<div class="dc-mount" data-first-view="">…</div>'
 */
export function renderFirstView(config: WidgetConfig, pageQuery = '', seedAs: WidgetConfig = config): string {
  const store = createWidgetStore();
  seedStore(store, seedAs, pageQuery);
  const value: WidgetContextValue = {
    store,
    toasts: createToastStore(),
    config: signal(config),
    emit: () => undefined,
    progressive: false,
  };
  const html = renderToString(
    <WidgetContext value={value}>
      <WidgetApp />
    </WidgetContext>,
  );
  // Style attributes parsed from HTML are refused by a page's strict CSP (style-src without
  // 'unsafe-inline'); the loader sets these through the CSSOM instead, which CSP allows.
  const cspSafe = html.replace(/ style="/g, ` ${STYLE_ATTRIBUTE}="`);
  return `<div class="dc-mount" ${FIRST_VIEW_ATTRIBUTE}="">${cspSafe}</div>`;
}

/** The attributes an element sends as the first view's query (the loader sends every one it has). */
export const FIRST_VIEW_ATTRIBUTES: readonly string[] = Object.keys(WIDGET_ATTRIBUTES);

/**
 * The config of an element whose attributes came as a query (`pot=250000&layout=compact`), as the
 * loader sends them: the same reading as the element's own (readConfig).
 */
export function configFromQuery(query: URLSearchParams, defaultOrigin: string): WidgetConfig {
  const known = (name: string) => FIRST_VIEW_ATTRIBUTES.includes(name) && query.has(name);
  return readConfig(
    {
      getAttribute: (name: string) => (known(name) ? query.get(name) : null),
      hasAttribute: (name: string) => known(name),
    } as unknown as Element,
    defaultOrigin,
  );
}
