import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import { COMPARED_PROVIDERS } from '../core/compared-providers.ts';
import { type QuoteRanking, rankQuotes } from '../core/cost-engine.ts';
import { DEFAULT_FILTERS, type Filters, filterAnswers, ratingFilterAvailable } from '../core/filters.ts';
import { potForCalculation } from '../core/money.ts';
import { countProviders, type ProviderCount } from '../core/provider-count.ts';
import type { ComparedProvider } from '../core/provider-schema.ts';
import { type Ranking, rankProviders, tariffOf } from '../core/rank.ts';
import { baselineScenario, defaultTrades, type Scenario } from '../core/scenario.ts';

/**
 * The refine step's answers: a scenario without its pot (the pot is typed above it). Trades a year
 * left as null follow the pot (`defaultTrades`), so changing the pot after adding a plan never
 * leaves the trades of an older pot behind.
 */
export type Refinement = Omit<Scenario, 'pot' | 'tradesPerYear'> & { tradesPerYear: number | null };

/** The scenario a refinement gives for a pot. */
export function refinedScenario(refinement: Refinement, pot: number): Scenario {
  return { ...refinement, pot, tradesPerYear: refinement.tradesPerYear ?? defaultTrades(pot) };
}

/** The state one widget (or one group of widgets) works on. */
export interface WidgetStore {
  /** The pot exactly as typed; never snapped to a number (an empty input stays empty). */
  potRaw: Signal<string>;
  filters: Signal<Filters>;
  filtersOpen: Signal<boolean>;
  /** The "how you'll take your money" answers, or null for the plain comparison (spec §9). */
  refinement: Signal<Refinement | null>;
  /** The scenario every cost is worked out for. */
  scenario: ReadonlySignal<Scenario>;
  ranking: ReadonlySignal<Ranking>;
  /** The one provider count for the scenario, over every provider whatever the filters. */
  count: ReadonlySignal<ProviderCount>;
  /** Providers left out because a filter's field is not known for them, with those filters' labels. */
  notKnown: ReadonlySignal<{ provider: ComparedProvider; filters: string[] }[]>;
  /** Whether any provider has a sourced rating; without one the rating filter is switched off. */
  ratingAvailable: boolean;
  /** The engine's full quotes (receipts, horizon, how long the money lasts), worked out when read. */
  quotes: ReadonlySignal<QuoteRanking>;
  /** Focus functions of the unlock forms currently shown for this state. */
  unlockForms: Set<() => void>;
  /**
   * "Unlock Details" was pressed when no unlock form had registered yet (the form is still
   * mounting, or opens only on that press): the next form to register takes the focus.
   */
  unlockRequested: boolean;
}

/**
 * A fresh state over a provider list.
 *
 * @example createWidgetStore(COMPARED_PROVIDERS, '250000').ranking.value.shown[0].topBadge // 'Top 1'
 */
export function createWidgetStore(
  providers: readonly ComparedProvider[] = COMPARED_PROVIDERS,
  initialPot = '',
): WidgetStore {
  const potRaw = signal(initialPot);
  const filters = signal<Filters>(DEFAULT_FILTERS);
  const refinement = signal<Refinement | null>(null);
  const scenario = computed((): Scenario => {
    const pot = potForCalculation(potRaw.value);
    return refinement.value ? refinedScenario(refinement.value, pot) : baselineScenario(pot);
  });
  const ranking = computed(() => rankProviders(providers, scenario.value.pot, filters.value, scenario.value));
  return {
    potRaw,
    filters,
    filtersOpen: signal(false),
    refinement,
    scenario,
    ranking,
    count: computed(() =>
      countProviders(
        filters.value === DEFAULT_FILTERS
          ? ranking.value
          : rankProviders(providers, scenario.value.pot, DEFAULT_FILTERS, scenario.value),
      ),
    ),
    quotes: computed(() => rankQuotes(providers.map(tariffOf), scenario.value)),
    notKnown: computed(() =>
      providers.flatMap((provider) => {
        const { answer, notKnown } = filterAnswers(provider, filters.value);
        return answer === 'not-known' ? [{ provider, filters: notKnown }] : [];
      }),
    ),
    ratingAvailable: ratingFilterAvailable(providers),
    unlockForms: new Set(),
    unlockRequested: false,
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

/**
 * "Unlock Details": focuses an unlock form of this state; where none has registered yet, the
 * request waits for the first one that does (registerUnlockForm). Returns whether a form took it.
 * The press and the form's registration may come in either order (a press replayed at the
 * handoff, a slow CPU, a form that only opens on the press): the outcome is the same.
 */
export function requestUnlockForm(store: WidgetStore): boolean {
  const [focus] = store.unlockForms;
  if (focus) {
    store.unlockRequested = false;
    focus();
    return true;
  }
  store.unlockRequested = true;
  return false;
}

/** Registers an unlock form's focus function (and answers a waiting request); returns the unregister. */
export function registerUnlockForm(store: WidgetStore, focus: () => void): () => void {
  store.unlockForms.add(focus);
  if (store.unlockRequested) {
    store.unlockRequested = false;
    focus();
  }
  return () => {
    store.unlockForms.delete(focus);
  };
}
