import { quote } from './cost-engine.ts';
import { type CostTariff, tariffFromFile, unpackTariff } from './cost-tariff.ts';
import { DEFAULT_FILTERS, type Filters, matchesFilters } from './filters.ts';
import { compareNames } from './format.ts';
import type { ComparedProvider } from './provider-schema.ts';
import { baselineScenario, type Scenario } from './scenario.ts';

/** P: the provider records ranked (the widget's ComparedProvider, or the site's full Provider). */
export interface RankedProvider<P extends ComparedProvider = ComparedProvider> {
  provider: P;
  /** Annual cost in pounds; null when the provider publishes no tariff we could source. */
  cost: number | null;
  /**
   * Charges the scenario meets that our data does not hold: not in `cost`, and the card says so
   * (never a silent £0). Empty when every charge is known or nothing is priced.
   */
  notKnown: string[];
  /** 1-based position in the list shown. */
  position: number;
  /** 'Top 1', 'Top 2' or 'Top 3' on the first three shown with a known cost, otherwise null. */
  topBadge: 'Top 1' | 'Top 2' | 'Top 3' | null;
  /** Pounds more than the best value shown; null on the first card and where the cost is unknown. */
  moreThanBest: number | null;
  /** Width of the comparison bar in percent: how much dearer than the best value, capped at 100. */
  barPercent: number | null;
}

export interface Ranking<P extends ComparedProvider = ComparedProvider> {
  /** The providers shown, cheapest first. */
  shown: RankedProvider<P>[];
  /** How many providers there are before filtering. */
  total: number;
  /** The best value among those shown (first with a known cost), or null. */
  best: RankedProvider<P> | null;
  /** Providers that cannot do the scenario asked for, with the reason; never ranked (absent when none). */
  ineligible?: { provider: P; reason: string }[];
}

/**
 * The comparison bar: the extra cost over the best value as a percentage of the best value,
 * capped at 100% (spec §9), so a provider twice as dear or more fills the bar.
 */
function barPercent(cost: number, best: number): number {
  if (best <= 0) return cost > best ? 100 : 0;
  return Math.min(100, Math.round(((cost - best) / best) * 100));
}

const tariffs = new WeakMap<ComparedProvider, CostTariff>();
/**
 * The engine's view of a provider, made once per provider object: the charges of its data file,
 * carried in the record (decision 020), so every page, the widget and the API price from the
 * same sourced figures.
 */
export function tariffOf(provider: ComparedProvider): CostTariff {
  let tariff = tariffs.get(provider);
  if (!tariff) {
    tariff = tariffFromFile({
      slug: provider.slug,
      name: provider.name,
      tariff: unpackTariff(provider.tariff),
    });
    tariffs.set(provider, tariff);
  }
  return tariff;
}

/**
 * A provider's cost from the drawdown cost engine: the §9 annual cost for the plain scenario (all
 * funds, nothing taken, one year), or the cost over the scenario's years for a refined one.
 */
export function providerCost(provider: ComparedProvider, scenario: Scenario): number | null {
  return quote(tariffOf(provider), scenario, { horizonOnly: true }).horizon.total;
}

/**
 * Providers ranked by calculated annual cost for a pot, cheapest first, ties by name; providers
 * with an unpublished tariff come last. Top 1/2/3 go to the first three shown with a known cost.
 * Every cost comes from the drawdown cost engine; without a scenario it is the §9 one for the pot.
 *
 * @example rankProviders(PROVIDERS, 250_000).shown[0].topBadge // 'Top 1'
 */
export function rankProviders<P extends ComparedProvider>(
  providers: readonly P[],
  pot: number,
  filters: Filters = DEFAULT_FILTERS,
  scenario: Scenario = baselineScenario(pot),
): Ranking<P> {
  const ineligible: NonNullable<Ranking<P>['ineligible']> = [];
  const withCost: { provider: P; cost: number | null; notKnown: string[] }[] = [];
  for (const provider of providers) {
    if (!matchesFilters(provider, filters)) continue;
    const q = quote(tariffOf(provider), scenario, { horizonOnly: true });
    if (q.reason !== undefined) ineligible.push({ provider, reason: q.reason });
    else
      withCost.push({
        provider,
        cost: q.horizon.total,
        notKnown: q.horizon.total === null ? [] : q.yearOne.notKnown,
      });
  }
  withCost.sort((a, b) => {
    if (a.cost === null || b.cost === null) {
      if (a.cost === b.cost) return compareNames(a.provider.name, b.provider.name);
      return a.cost === null ? 1 : -1;
    }
    return a.cost - b.cost || compareNames(a.provider.name, b.provider.name);
  });
  const known = withCost.filter((entry) => entry.cost !== null).map((entry) => entry.cost as number);
  const bestCost = known[0] ?? null;
  const shown = withCost.map(({ provider, cost, notKnown }, index): RankedProvider<P> => {
    const position = index + 1;
    const first = index === 0;
    return {
      provider,
      cost,
      notKnown,
      position,
      // A provider whose cost is unknown is never called Top N, even when fewer than three are priced.
      topBadge: position <= 3 && cost !== null ? (`Top ${position}` as RankedProvider['topBadge']) : null,
      moreThanBest:
        first || cost === null || bestCost === null ? null : Math.round((cost - bestCost) * 100) / 100,
      barPercent: first || cost === null || bestCost === null ? null : barPercent(cost, bestCost),
    };
  });
  return {
    shown,
    total: providers.length,
    best: shown.find((entry) => entry.cost !== null) ?? null,
    ...(ineligible.length > 0 ? { ineligible } : {}),
  };
}
