import { signal } from '@preact/signals-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { potForCalculation } from '../core/money.ts';
import { groupWhileTyping } from '../core/pot-text.ts';
import { parseScenario } from '../core/scenario.ts';
import { accessSignal } from '../ui/access.ts';
import { createToastStore } from '../ui/toasts.ts';
import { WidgetApp } from '../ui/widget-app.tsx';
import { emitFrom, WidgetContext, type WidgetContextValue } from '../ui/widget-context.ts';
import { createWidgetStore, groupStore, type WidgetStore } from '../ui/widget-store.ts';
import { adoptWidgetStyles } from './styles.ts';
import type { MountedWidget, MountWidget, WidgetConfig } from './widget-config.ts';

/** A pot from the `pot` attribute, shown as the input shows typed amounts ("250,000"). */
const potShown = (pot: string) => groupWhileTyping(pot, 0).text;

function storeFor(config: WidgetConfig): WidgetStore {
  return config.group ? groupStore(config.group) : createWidgetStore();
}

/**
 * Seeds the refine step from the scenario attributes, or (with `url-state`) from the page's URL
 * query, which wins so a shared link shows the same figures. Bad values are ignored: the
 * standard comparison is shown instead.
 */
function applyScenario(store: WidgetStore, config: WidgetConfig): void {
  const fromUrl = config.urlState ? new URLSearchParams(window.location.search) : null;
  const source =
    fromUrl && [...fromUrl.keys()].some((k) => k !== 'pot')
      ? fromUrl
      : config.scenario
        ? new URLSearchParams(config.scenario)
        : null;
  if (!source) return;
  if (config.urlState && fromUrl?.get('pot') && store.potRaw.value === '')
    store.potRaw.value = fromUrl.get('pot') as string;
  const params = new URLSearchParams(source);
  params.set('pot', String(potForCalculation(store.potRaw.value)));
  const parsed = parseScenario(params);
  if (!parsed.ok) return;
  const { pot: _pot, ...refinement } = parsed.scenario;
  store.refinement.value = refinement;
}

/**
 * Renders the widget into an element's shadow root. The `pot` attribute seeds the pot when it is
 * first seen and whenever it changes; typing never writes back to it.
 *
 * @example const mounted = mountWidget(el, el.shadowRoot, readConfig(el, location.origin));
 */
export const mountWidget: MountWidget = (host, shadowRoot, initial): MountedWidget => {
  adoptWidgetStyles(shadowRoot);
  accessSignal();
  const container = document.createElement('div');
  container.className = 'dc-mount';
  // Drop the loader's "Loading…" text (and anything a previous mount left).
  for (const node of [...shadowRoot.childNodes]) if (!(node instanceof HTMLStyleElement)) node.remove();
  shadowRoot.append(container);

  const config = signal(initial);
  const toasts = createToastStore();
  let store = storeFor(initial);
  if (initial.pot !== null) store.potRaw.value = potShown(initial.pot);
  applyScenario(store, initial);
  const root = createRoot(container, { identifierPrefix: 'dc-' });

  const render = () => {
    const value: WidgetContextValue = { store, toasts, config, emit: emitFrom(host) };
    root.render(
      <StrictMode>
        <WidgetContext value={value}>
          <WidgetApp key={config.value.group ?? ''} />
        </WidgetContext>
      </StrictMode>,
    );
  };
  render();

  return {
    update(next) {
      const previous = config.value;
      config.value = next;
      if (next.group !== previous.group) {
        store = storeFor(next);
        if (next.pot !== null) store.potRaw.value = potShown(next.pot);
        applyScenario(store, next);
        render();
        return;
      }
      if (next.scenario !== previous.scenario) {
        if (next.scenario === null) store.refinement.value = null;
        else applyScenario(store, { ...next, urlState: false });
      }
      if (next.pot !== previous.pot && next.pot !== null) store.potRaw.value = potShown(next.pot);
      if (next.pot === null && previous.pot !== null) store.potRaw.value = '';
    },
    unmount() {
      toasts.dismiss();
      root.unmount();
      container.remove();
    },
  };
};
