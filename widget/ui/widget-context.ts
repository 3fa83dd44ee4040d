import type { ReadonlySignal } from '@preact/signals-react';
import { createContext, useContext } from 'react';
import type { Filters } from '../core/filters.ts';
import type { WidgetConfig } from '../element/widget-config.ts';
import type { ToastStore } from './toasts.ts';
import type { WidgetStore } from './widget-store.ts';

/** The DOM events a host page can listen to (bubbling, composed, prefixed `dc:`). */
export interface WidgetEvents {
  'dc:pot-change': { pot: number | null; raw: string };
  'dc:filter-change': { filters: Filters; activeCount: number };
  'dc:unlock': { partner?: string };
}

export interface WidgetContextValue {
  store: WidgetStore;
  toasts: ToastStore;
  config: ReadonlySignal<WidgetConfig>;
  emit<K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]): void;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('Widget components must be rendered inside <WidgetContext>');
  return value;
}

/** Dispatches a widget event on the host element, crossing the shadow boundary. */
export function emitFrom(host: EventTarget) {
  return <K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]) => {
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  };
}
