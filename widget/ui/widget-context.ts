import type { ReadonlySignal } from '@preact/signals-react';
import { createContext, useContext } from 'react';
import type { Filters } from '../core/filters.ts';
import type { WidgetConfig, WidgetLayout, WidgetView } from '../element/widget-config.ts';
import type { ToastStore } from './toasts.ts';
import type { WidgetStore } from './widget-store.ts';

/** The version of the partner event payloads; raised only when a field changes meaning or goes. */
export const EVENT_VERSION = 1;

/** What the pot field holds after an edit: an amount, nothing, or something that is not an amount. */
export type PotFieldState = 'amount' | 'empty' | 'problem';

/**
 * The DOM events a host page can listen to (bubbling, composed, prefixed `dc:`). Every one
 * carries `version` and, where the element has one, `partner`; none carries personal data or
 * anything the reader typed: no name, e-mail, pot amount or free text (1.4.0).
 */
export interface WidgetEvents {
  'dc:ready': { version: 1; widgetVersion: string; view: WidgetView; layout: WidgetLayout; partner?: string };
  /** Once per element, when a valid pot has stayed in the input for a moment. */
  'dc:pot-entered': { version: 1; partner?: string };
  'dc:refined': { version: 1; activeFilters: number; partner?: string };
  'dc:consultation-click': { version: 1; partner?: string };
  'dc:unlock': { version: 1; partner?: string };
  'dc:pot-change': { version: 1; pot: PotFieldState; partner?: string };
  'dc:filter-change': { version: 1; filters: Filters; activeCount: number; partner?: string };
}

export interface WidgetContextValue {
  store: WidgetStore;
  toasts: ToastStore;
  config: ReadonlySignal<WidgetConfig>;
  emit<K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]): void;
  /**
   * Whether the list fills in a few cards per frame (ADR 012; the default). Off for the server's
   * first view and for a mount that replaces it: both render the whole list at once.
   */
  progressive?: boolean;
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

/** A payload with the partner id added when there is one (never an empty `partner` field). */
export function withPartner<T extends object>(detail: T, partner: string | null): T & { partner?: string } {
  return partner ? { ...detail, partner } : detail;
}
