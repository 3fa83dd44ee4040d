import type { FeatureFlag } from './provider-derive.ts';
import type { ComparedProvider, ProviderCategory } from './provider-schema.ts';

export type ProviderTypeFilter = 'all' | ProviderCategory;
export const PROVIDER_TYPE_OPTIONS: readonly { value: ProviderTypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'direct', label: 'Direct' },
  { value: 'adviser', label: 'Adviser' },
  { value: 'robo', label: 'Robo' },
];

export const MIN_RATING_OPTIONS = [4.5, 4.0, 3.5, 3.0] as const;
export const MIN_INVESTMENT_OPTIONS = [10000, 5000, 1000, 500] as const;

export type FeatureKey =
  | 'no-withdrawal'
  | 'managed-portfolios'
  | 'mobile-app'
  | 'research-tools'
  | 'shares-trading'
  | 'etfs'
  | 'flat-fee';

/**
 * The feature filters of spec §9, each read from one structured field of the provider data
 * (`featureFlags`, derived from the data files with their own sources), never from its words.
 */
export const FEATURE_FILTERS: readonly { key: FeatureKey; label: string; flag: FeatureFlag }[] = [
  { key: 'no-withdrawal', label: 'No withdrawal fees', flag: 'noWithdrawalFees' },
  { key: 'managed-portfolios', label: 'Managed portfolios', flag: 'managedPortfolios' },
  { key: 'mobile-app', label: 'Mobile app', flag: 'mobileApp' },
  { key: 'research-tools', label: 'Research tools', flag: 'researchTools' },
  { key: 'shares-trading', label: 'Shares trading', flag: 'shares' },
  { key: 'etfs', label: 'ETFs', flag: 'etfs' },
  { key: 'flat-fee', label: 'Flat fee', flag: 'flatFee' },
];

export interface Filters {
  type: ProviderTypeFilter;
  minRating: (typeof MIN_RATING_OPTIONS)[number] | null;
  minInvestments: (typeof MIN_INVESTMENT_OPTIONS)[number] | null;
  features: FeatureKey[];
}

export const DEFAULT_FILTERS: Filters = Object.freeze({
  type: 'all',
  minRating: null,
  minInvestments: null,
  features: [],
}) as Filters;

/** Funds + shares + ETFs + trusts (spec §9); unknown counts are 0. */
export function investmentTotal(provider: Pick<ComparedProvider, 'investments'>): number {
  const { funds, shares, etfs, trusts } = provider.investments;
  return (funds ?? 0) + (shares ?? 0) + (etfs ?? 0) + (trusts ?? 0);
}

/** Whether a provider passes one filter: yes, no, or not known because its field is not known. */
export type FilterAnswer = 'yes' | 'no' | 'not-known';

const FLAG_OF = new Map(FEATURE_FILTERS.map((filter) => [filter.key, filter.flag]));

export function featureAnswer(
  provider: Pick<ComparedProvider, 'featureFlags'>,
  key: FeatureKey,
): FilterAnswer {
  const flag = FLAG_OF.get(key);
  const value = flag ? provider.featureFlags[flag] : null;
  return value === null ? 'not-known' : value ? 'yes' : 'no';
}

/** Whether a provider is known to have a feature. */
export function matchesFeature(provider: Pick<ComparedProvider, 'featureFlags'>, key: FeatureKey): boolean {
  return featureAnswer(provider, key) === 'yes';
}

/**
 * At least this many investments: known counts that reach it say yes (unknown ones could only add);
 * short of it, any unknown count makes the answer not known.
 */
export function investmentsAnswer(
  provider: Pick<ComparedProvider, 'investments'>,
  minimum: number,
): FilterAnswer {
  if (investmentTotal(provider) >= minimum) return 'yes';
  const { funds, shares, etfs, trusts } = provider.investments;
  return [funds, shares, etfs, trusts].some((count) => count === null) ? 'not-known' : 'no';
}

export function ratingAnswer(
  provider: Pick<ComparedProvider, 'trustpilotRating'>,
  minimum: number,
): FilterAnswer {
  if (provider.trustpilotRating === undefined) return 'not-known';
  return provider.trustpilotRating >= minimum ? 'yes' : 'no';
}

/** Every active filter's answer, with the label of each one that is not known. */
export function filterAnswers(
  provider: ComparedProvider,
  filters: Filters,
): { answer: FilterAnswer; notKnown: string[] } {
  const answers: { label: string; answer: FilterAnswer }[] = [];
  if (filters.type !== 'all')
    answers.push({ label: 'Type', answer: provider.category === filters.type ? 'yes' : 'no' });
  if (filters.minRating !== null)
    answers.push({ label: 'Trustpilot rating', answer: ratingAnswer(provider, filters.minRating) });
  if (filters.minInvestments !== null)
    answers.push({
      label: 'Number of investments',
      answer: investmentsAnswer(provider, filters.minInvestments),
    });
  for (const key of filters.features) {
    const label = FEATURE_FILTERS.find((filter) => filter.key === key)?.label ?? key;
    answers.push({ label, answer: featureAnswer(provider, key) });
  }
  const notKnown = answers.filter((entry) => entry.answer === 'not-known').map((entry) => entry.label);
  const answer: FilterAnswer = answers.some((entry) => entry.answer === 'no')
    ? 'no'
    : notKnown.length > 0
      ? 'not-known'
      : 'yes';
  return { answer, notKnown };
}

/** Whether a provider is known to pass every active filter; all selected features must match. */
export function matchesFilters(provider: ComparedProvider, filters: Filters): boolean {
  return filterAnswers(provider, filters).answer === 'yes';
}

/** Whether any provider has a sourced Trustpilot rating: without one the rating filter is switched off. */
export function ratingFilterAvailable(
  providers: readonly Pick<ComparedProvider, 'trustpilotRating'>[],
): boolean {
  return providers.some((provider) => provider.trustpilotRating !== undefined);
}

/**
 * How many filters are active, for the badge on the Filters toggle: type, rating and
 * investments count one each when set; each selected feature counts one.
 */
export function activeFilterCount(filters: Filters): number {
  return (
    (filters.type !== 'all' ? 1 : 0) +
    (filters.minRating !== null ? 1 : 0) +
    (filters.minInvestments !== null ? 1 : 0) +
    filters.features.length
  );
}
