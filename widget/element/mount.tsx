import { signal } from '@preact/signals-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { accessSignal } from '../ui/access.ts';
import { createToastStore } from '../ui/toasts.ts';
import { WidgetApp } from '../ui/widget-app.tsx';
import { emitFrom, WidgetContext, type WidgetContextValue } from '../ui/widget-context.ts';
import { createWidgetStore, groupStore, type WidgetStore } from '../ui/widget-store.ts';
import { adoptWidgetStyles } from './styles.ts';
import type { MountedWidget, MountWidget, WidgetConfig } from './widget-config.ts';

function storeFor(config: WidgetConfig): WidgetStore {
  return config.group ? groupStore(config.group) : createWidgetStore();
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
  if (initial.pot !== null) store.potRaw.value = initial.pot;
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
        if (next.pot !== null) store.potRaw.value = next.pot;
        render();
        return;
      }
      if (next.pot !== previous.pot && next.pot !== null) store.potRaw.value = next.pot;
      if (next.pot === null && previous.pot !== null) store.potRaw.value = '';
    },
    unmount() {
      toasts.dismiss();
      root.unmount();
      container.remove();
    },
  };
};
