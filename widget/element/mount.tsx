import { signal } from '@preact/signals-react';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { accessSignal } from '../ui/access.ts';
import { createToastStore } from '../ui/toasts.ts';
import { WidgetApp } from '../ui/widget-app.tsx';
import { emitFrom, WidgetContext, type WidgetContextValue } from '../ui/widget-context.ts';
import { createWidgetStore, groupStore, type WidgetStore } from '../ui/widget-store.ts';
import { adoptStyles } from './adopt-styles.ts';
import { pressAgain, readReaderState, replayReaderState } from './handoff.ts';
import { applyScenario, potShown, seedStore } from './seed.ts';
import type { MountedWidget, MountOptions, MountWidget, WidgetConfig } from './widget-config.ts';

function storeFor(config: WidgetConfig): WidgetStore {
  return config.group ? groupStore(config.group) : createWidgetStore();
}

/**
 * Calls `onCommit` once its tree is live: committed, and every effect below it run (children's
 * effects run first). A layout effect would be too early: React runs a transition's other effects
 * in a later task, and until then a field's store subscription is not made, so a key typed on
 * the swapped-in field was reset by React to the value it was rendered with.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Makes the function that renders the widget into an element's shadow root. `adoptOwnStyles` puts
 * the build's own stylesheet in (the site's bundle inlines it); the partner bundle has none and is
 * given the sheet its loader fetched (`options.styles`). The `pot` attribute seeds the pot when it
 * is first seen and whenever it changes; typing never writes back to it.
 *
 * Over a server-rendered first view (decision 031) the whole list is rendered in one commit, so
 * nothing the reader already sees disappears and refills, and what they typed, ticked, focused or
 * pressed there is carried over (handoff.ts). It is built out of the page, as a transition: React
 * renders it in slices between which the page stays responsive (decision 056; Preact, in the
 * partner bundle, renders it at once), and the first view is swapped for it once it is built.
 *
 * @example const mounted = createMount(adoptWidgetStyles)(el, el.shadowRoot, readConfig(el, location.origin));
 */
export function createMount(adoptOwnStyles?: (root: ShadowRoot) => void): MountWidget {
  return (host, shadowRoot, initial, options: MountOptions = {}): MountedWidget => {
    if (options.styles !== undefined) adoptStyles(shadowRoot, options.styles);
    else adoptOwnStyles?.(shadowRoot);
    accessSignal();
    const firstView = options.firstView;
    const container = document.createElement('div');
    container.className = 'dc-mount';

    const config = signal(initial);
    const toasts = createToastStore();
    let store = storeFor(initial);
    seedStore(store, initial, window.location.search);
    const root = createRoot(container, { identifierPrefix: 'dc-' });
    // The loader already told the page the widget is ready when it showed the first view.
    const emit = emitFrom(host);
    const emitOnce: WidgetContextValue['emit'] = firstView
      ? (name, detail) => {
          if (name !== 'dc:ready') emit(name, detail);
        }
      : emit;

    /** Over a first view: called once the interface is built and its effects have run (once). */
    let built: (() => void) | null = null;
    const onCommit = () => {
      const swap = built;
      built = null;
      // Outside React's own work: the swap sends the reader's input to the new tree, and React
      // must be free to render what that input changes there and then.
      if (swap) queueMicrotask(swap);
    };

    const render = () => {
      const value: WidgetContextValue = { store, toasts, config, emit: emitOnce, progressive: !firstView };
      root.render(
        <StrictMode>
          <Committed onCommit={onCommit}>
            <WidgetContext value={value}>
              <WidgetApp key={config.value.group ?? ''} />
            </WidgetContext>
          </Committed>
        </StrictMode>,
      );
    };

    if (firstView) {
      // The interface replaces the first view in one step, with no blank frame, and gets what the
      // reader did there in the meantime: read at the swap, however long the build took.
      const swapIn = () => {
        if (!firstView.element.isConnected) return;
        const reader = readReaderState(firstView.element, shadowRoot.activeElement);
        firstView.element.replaceWith(container);
        replayReaderState(container, reader);
        // At once, in the same task: the tree's effects have run (the unlock form is registered;
        // requestUnlockForm would keep an Unlock Details press for it anyway), and waiting for a
        // paint lost the press whenever a slow CPU ran later than the reader.
        if (firstView.clickPath) pressAgain(container, firstView.clickPath);
      };
      built = () => (firstView.whenBuilt ? firstView.whenBuilt(swapIn) : swapIn());
      startTransition(render);
    } else {
      // Drop the loader's "Loading…" text (and anything a previous mount left).
      for (const node of [...shadowRoot.childNodes]) if (!(node instanceof HTMLStyleElement)) node.remove();
      shadowRoot.append(container);
      render();
    }

    return {
      update(next) {
        const previous = config.value;
        config.value = next;
        if (next.group !== previous.group) {
          store = storeFor(next);
          seedStore(store, next, window.location.search);
          render();
          return;
        }
        if (next.scenario !== previous.scenario) {
          if (next.scenario === null) store.refinement.value = null;
          else applyScenario(store, { ...next, urlState: false }, '');
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
}
