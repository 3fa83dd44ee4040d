import { signal } from '@preact/signals-react';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { action } from 'storybook/actions';
import { within } from 'storybook/test';
import { DEFAULT_FILTERS, type Filters } from '../../widget/core/filters.ts';
import type { Provider } from '../../widget/core/provider-schema.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import type { ToastText } from '../../widget/core/texts.ts';
import { adoptWidgetStyles } from '../../widget/element/styles.ts';
import type { WidgetConfig, WidgetLayout, WidgetView } from '../../widget/element/widget-config.ts';
import { ACCESS_KEY, accessSignal } from '../../widget/ui/access.ts';
import { createToastStore, type ToastEdge, type ToastTone } from '../../widget/ui/toasts.ts';
import { WidgetContext, type WidgetContextValue, type WidgetEvents } from '../../widget/ui/widget-context.ts';
import { createWidgetStore, type Refinement } from '../../widget/ui/widget-store.ts';

/** The widget state a story starts from (set per story with `parameters.widget`). */
export interface WidgetStoryState {
  /** The pot as typed; '' shows the empty state. */
  pot?: string;
  filters?: Filters;
  filtersOpen?: boolean;
  /** Whether the visitor has unlocked names (the page-wide drawdownCompareAccess flag). */
  unlocked?: boolean;
  /** The refine step's answers (a scenario without its pot); absent for the standard comparison. */
  refinement?: Refinement;
  /** A toast already on screen, without the timer that would close it. */
  toast?: { text: ToastText; tone: ToastTone; edge?: ToastEdge };
  view?: WidgetView;
  layout?: WidgetLayout;
  limit?: number | null;
  partner?: string | null;
  providers?: readonly Provider[];
  /** Render the component without the `.dc-root` wrapper (for WidgetApp, which brings its own). */
  bare?: boolean;
}

/**
 * Sets the page-wide unlock flag before a widget story renders, in memory and in localStorage, so
 * the real element (which reads the stored flag) agrees with the story.
 */
export function applyUnlocked(unlocked: boolean): void {
  try {
    if (unlocked) localStorage.setItem(ACCESS_KEY, 'true');
    else localStorage.removeItem(ACCESS_KEY);
  } catch {
    // storage blocked: the in-memory flag below is enough
  }
  accessSignal().value = unlocked;
}

function contextFor(state: WidgetStoryState, host: () => EventTarget | null): WidgetContextValue {
  const store = createWidgetStore(state.providers ?? PROVIDERS, state.pot ?? '');
  store.filters.value = state.filters ?? DEFAULT_FILTERS;
  store.filtersOpen.value = state.filtersOpen ?? false;
  store.refinement.value = state.refinement ?? null;
  const toasts = createToastStore();
  if (state.toast) {
    toasts.current.value = {
      id: 1,
      title: state.toast.text.title,
      message: state.toast.text.message,
      tone: state.toast.tone,
      edge: state.toast.edge ?? 'bottom',
    };
  }
  const config = signal<WidgetConfig>({
    pot: state.pot ?? null,
    apiBase: window.location.origin,
    siteUrl: 'https://drawdowncompare.co.uk',
    partner: state.partner ?? null,
    view: state.view ?? 'all',
    group: null,
    scenario: null,
    urlState: false,
    layout: state.layout ?? 'full',
    limit: state.limit ?? null,
    theme: 'light',
  });
  return {
    store,
    toasts,
    config,
    emit<K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]) {
      action(name)(detail);
      host()?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    },
  };
}

/**
 * A host element with an open shadow root that has adopted the production widget stylesheet
 * (widget/element/styles.ts, the same constructable sheet partners get). Children are portalled
 * into it, so they keep the story's React tree and context.
 */
export function ShadowFrame({ children }: { children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptWidgetStyles(shadow);
    const container = document.createElement('div');
    container.className = 'dc-mount';
    shadow.append(container);
    setMount(container);
    return () => {
      container.remove();
      setMount(null);
    };
  }, []);
  return (
    <div ref={hostRef} data-widget-host="">
      {mount ? createPortal(children, mount) : null}
    </div>
  );
}

function WidgetHarness({ state, children }: { state: WidgetStoryState; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(state);
  const value = useMemo(() => contextFor(state, () => hostRef.current), [key]);
  return (
    <div ref={hostRef}>
      <ShadowFrame>
        <WidgetContext value={value}>
          {state.bare ? children : <div className="dc-root @container">{children}</div>}
        </WidgetContext>
      </ShadowFrame>
    </div>
  );
}

/**
 * Decorator for widget components: a fresh widget state from `parameters.widget`, rendered inside
 * a real shadow root with the production stylesheet.
 */
export const withWidget: Decorator = (Story, context) => {
  const state = (context.parameters.widget ?? {}) as WidgetStoryState;
  return (
    <WidgetHarness state={state}>
      <Story />
    </WidgetHarness>
  );
};

/** Sets the unlock flag from `parameters.widget.unlocked` before each widget story renders. */
export function beforeEachWidget({ parameters }: { parameters: Record<string, unknown> }): void {
  const state = (parameters.widget ?? {}) as WidgetStoryState;
  applyUnlocked(state.unlocked ?? false);
}

/**
 * Testing Library queries scoped to the widget's shadow root (queries do not cross shadow
 * boundaries on their own).
 *
 * @example const widget = widgetCanvas(canvasElement); await userEvent.click(widget.getByRole('button'));
 */
export function widgetCanvas(canvasElement: HTMLElement) {
  const mount = canvasElement.querySelector('[data-widget-host]')?.shadowRoot?.querySelector('.dc-mount');
  if (!(mount instanceof HTMLElement)) throw new Error('The widget story has no shadow root mount');
  return within(mount);
}
