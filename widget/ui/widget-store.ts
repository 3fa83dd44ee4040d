import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import { DEFAULT_FILTERS, type Filters } from '../core/filters.ts';
import { potForCalculation } from '../core/money.ts';
import type { Provider } from '../core/provider-schema.ts';
import { PROVIDERS } from '../core/providers.ts';
import { type Ranking, rankProviders } from '../core/rank.ts';

/** The state one widget (or one group of widgets) works on. */
export interface WidgetStore {
  /** The pot exactly as typed; never snapped to a number (an empty input stays empty). */
  potRaw: Signal<string>;
  filters: Signal<Filters>;
  filtersOpen: Signal<boolean>;
  ranking: ReadonlySignal<Ranking>;
  /** Focus functions of the unlock forms currently shown for this state. */
  unlockForms: Set<() => void>;
}

/**
 * A fresh state over a provider list.
 *
 * @example createWidgetStore(PROVIDERS, '250000').ranking.value.shown[0].topBadge // 'Top 1'
 */
export function createWidgetStore(providers: readonly Provider[] = PROVIDERS, initialPot = ''): WidgetStore {
  const potRaw = signal(initialPot);
  const filters = signal<Filters>(DEFAULT_FILTERS);
  return {
    potRaw,
    filters,
    filtersOpen: signal(false),
    ranking: computed(() => rankProviders(providers, potForCalculation(potRaw.value), filters.value)),
    unlockForms: new Set(),
  };
}

const groups = new Map<string, WidgetStore>();

/** The one state shared by every element with this `group` on the page. */
export function groupStore(name: string): WidgetStore {
  let store = groups.get(name);
  if (!store) {
    store = createWidgetStore();
    groups.set(name, store);
  }
  return store;
}
