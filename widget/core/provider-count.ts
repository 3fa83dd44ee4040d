import type { ComparedProvider } from './provider-schema.ts';
import type { Ranking } from './rank.ts';

/**
 * How many providers there are and how many are priced for a plan, with why the rest are not: the
 * one provider count every surface states (counts read 21, 19 and 16 on different pages).
 * Derived from the ranking of the unfiltered provider list, never typed.
 */
export interface ProviderCount {
  /** Every provider in the data. */
  total: number;
  /** Ranked with a cost for the plan. */
  priced: number;
  /** Can do the plan, but their charges for it are not in our data: listed after the priced ones. */
  unpriced: number;
  /** Cannot do the plan (for example a minimum pot for drawdown): listed apart with the reason. */
  cannot: number;
}

/** The count of an unfiltered ranking. */
export function countProviders<P extends ComparedProvider>(ranking: Ranking<P>): ProviderCount {
  const priced = ranking.shown.filter((entry) => entry.cost !== null).length;
  return {
    total: ranking.total,
    priced,
    unpriced: ranking.shown.length - priced,
    cannot: ranking.ineligible?.length ?? 0,
  };
}

const providers = (n: number) => `${n} ${n === 1 ? 'provider' : 'providers'}`;

/**
 * The count in words, with the reason for those not priced.
 *
 * @example providerCountText({ total: 21, priced: 19, unpriced: 2, cannot: 0 }, 'the standard plan')
 * // "21 providers, 19 priced for the standard plan: 2 have charges that are not in our data"
 */
export function providerCountText(count: ProviderCount, plan: string): string {
  const reasons = [
    count.unpriced > 0
      ? `${count.unpriced} ${count.unpriced === 1 ? 'has' : 'have'} charges that are not in our data`
      : '',
    count.cannot > 0 ? `${count.cannot} cannot do this plan` : '',
  ].filter(Boolean);
  const head = `${providers(count.total)}, ${count.priced} priced for ${plan}`;
  return reasons.length === 0 ? head : `${head}: ${reasons.join('; ')}`;
}
