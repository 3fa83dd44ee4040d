import type { Provider, ProviderCategory } from './provider-schema.ts';

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
 * The feature filters of spec §9 with the words that count as a match in a provider's
 * features or description (case-insensitive).
 */
export const FEATURE_FILTERS: readonly { key: FeatureKey; label: string; matches: readonly string[] }[] = [
  {
    key: 'no-withdrawal',
    label: 'No withdrawal fees',
    matches: [
      'no withdrawal',
      'no drawdown fee',
      'free drawdown',
      'no charge for taking income',
      'no annual drawdown fee',
    ],
  },
  {
    key: 'managed-portfolios',
    label: 'Managed portfolios',
    matches: [
      'managed portfolio',
      'ready-made portfolio',
      'managed service',
      'smart portfolio',
      'managed fund',
    ],
  },
  { key: 'mobile-app', label: 'Mobile app', matches: ['mobile app', 'app'] },
  { key: 'research-tools', label: 'Research tools', matches: ['research', 'guidance tools', 'insight'] },
  { key: 'shares-trading', label: 'Shares trading', matches: ['shares', 'share dealing'] },
  { key: 'etfs', label: 'ETFs', matches: ['etf'] },
  { key: 'flat-fee', label: 'Flat fee', matches: ['flat fee', 'fixed fee', 'flat'] },
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
export function investmentTotal(provider: Pick<Provider, 'investments'>): number {
  const { funds, shares, etfs, trusts } = provider.investments;
  return (funds ?? 0) + (shares ?? 0) + (etfs ?? 0) + (trusts ?? 0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each match word as a whole word or phrase, plural allowed ("etf" matches "ETFs"), so that
 * "app" does not match "apply" nor "flat" match "flatten". No look-behind: older Safari lacks it.
 */
const FEATURE_PATTERNS = new Map(
  FEATURE_FILTERS.map((filter) => [
    filter.key,
    filter.matches.map(
      (word) => new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(word.trim())}s?(?![a-z0-9])`, 'i'),
    ),
  ]),
);

export function matchesFeature(
  provider: Pick<Provider, 'features' | 'description'>,
  key: FeatureKey,
): boolean {
  const patterns = FEATURE_PATTERNS.get(key);
  if (!patterns) return false;
  const haystack = [...provider.features, provider.description].join('\n');
  return patterns.some((pattern) => pattern.test(haystack));
}

/** Whether a provider passes every active filter; all selected features must match. */
export function matchesFilters(provider: Provider, filters: Filters): boolean {
  if (filters.type !== 'all' && provider.category !== filters.type) return false;
  if (filters.minRating !== null && (provider.trustpilotRating ?? 0) < filters.minRating) return false;
  if (filters.minInvestments !== null && investmentTotal(provider) < filters.minInvestments) return false;
  return filters.features.every((key) => matchesFeature(provider, key));
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
