import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  FEATURE_FILTERS,
  type FeatureKey,
  type Filters,
  investmentTotal,
  MIN_INVESTMENT_OPTIONS,
  MIN_RATING_OPTIONS,
  matchesFeature,
  matchesFilters,
  PROVIDER_TYPE_OPTIONS,
} from './filters.ts';
import type { Provider } from './provider-schema.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';

const template = providerBySlug('vanguard')!;

function make(overrides: Partial<Provider>): Provider {
  return { ...template, features: [], description: 'A pension.', ...overrides };
}

const withFilters = (filters: Partial<Filters>): Filters => ({ ...DEFAULT_FILTERS, ...filters });

describe('filter options of spec §9', () => {
  it('offers all, direct, adviser and robo as provider types', () => {
    expect(PROVIDER_TYPE_OPTIONS.map((o) => o.value)).toEqual(['all', 'direct', 'adviser', 'robo']);
  });

  it('offers minimum ratings 4.5, 4.0, 3.5, 3.0 and minimum investments 10000, 5000, 1000, 500', () => {
    expect(MIN_RATING_OPTIONS).toEqual([4.5, 4.0, 3.5, 3.0]);
    expect(MIN_INVESTMENT_OPTIONS).toEqual([10000, 5000, 1000, 500]);
  });

  it('offers the seven feature filters', () => {
    expect(FEATURE_FILTERS.map((f) => f.key)).toEqual([
      'no-withdrawal',
      'managed-portfolios',
      'mobile-app',
      'research-tools',
      'shares-trading',
      'etfs',
      'flat-fee',
    ]);
  });
});

describe('matchesFilters', () => {
  it('lets every provider through with no filters set', () => {
    expect(PROVIDERS.every((p) => matchesFilters(p, DEFAULT_FILTERS))).toBe(true);
  });

  it('keeps only the chosen provider type', () => {
    const robo = PROVIDERS.filter((p) => matchesFilters(p, withFilters({ type: 'robo' })));
    expect(robo.map((p) => p.slug)).toEqual(['pensionbee', 'nutmeg']);
    expect(matchesFilters(make({ category: 'adviser' }), withFilters({ type: 'direct' }))).toBe(false);
  });

  it('keeps providers rated at or above the minimum Trustpilot rating and drops unrated ones', () => {
    const filters = withFilters({ minRating: 4.0 });
    expect(matchesFilters(make({ trustpilotRating: 4.0 }), filters)).toBe(true);
    expect(matchesFilters(make({ trustpilotRating: 3.9 }), filters)).toBe(false);
    const { trustpilotRating: _omitted, ...unrated } = make({});
    expect(matchesFilters(unrated as Provider, filters)).toBe(false);
  });

  it('counts funds, shares, ETFs and trusts towards the minimum investments', () => {
    const investments = { count: null, details: '', funds: 3000, shares: 1500, etfs: 400, trusts: 100 };
    expect(investmentTotal(make({ investments }))).toBe(5000);
    expect(matchesFilters(make({ investments }), withFilters({ minInvestments: 5000 }))).toBe(true);
    expect(matchesFilters(make({ investments }), withFilters({ minInvestments: 10000 }))).toBe(false);
  });

  it('counts unknown investment numbers as none', () => {
    const investments = { count: 9999, details: '', funds: null, shares: null, etfs: null, trusts: null };
    expect(investmentTotal(make({ investments }))).toBe(0);
    expect(matchesFilters(make({ investments }), withFilters({ minInvestments: 500 }))).toBe(false);
  });

  it('requires every selected feature to match', () => {
    const both = make({ features: ['Mobile app', 'Share dealing from £5'] });
    const appOnly = make({ features: ['Mobile app'] });
    const filters = withFilters({ features: ['mobile-app', 'shares-trading'] });
    expect(matchesFilters(both, filters)).toBe(true);
    expect(matchesFilters(appOnly, filters)).toBe(false);
  });

  it('applies type, rating and features together', () => {
    const p = make({ category: 'robo', trustpilotRating: 4.6, features: ['Managed portfolios'] });
    expect(
      matchesFilters(p, withFilters({ type: 'robo', minRating: 4.5, features: ['managed-portfolios'] })),
    ).toBe(true);
    expect(
      matchesFilters(p, withFilters({ type: 'direct', minRating: 4.5, features: ['managed-portfolios'] })),
    ).toBe(false);
  });
});

describe('matchesFeature', () => {
  const cases: [FeatureKey, string][] = [
    ['no-withdrawal', 'No drawdown fees at all'],
    ['no-withdrawal', 'No charge for taking income'],
    ['managed-portfolios', 'Ready-made portfolios'],
    ['managed-portfolios', 'IG Smart Portfolios'],
    ['mobile-app', 'Manage it in our app'],
    ['research-tools', 'Research and guidance tools'],
    ['shares-trading', 'UK shares'],
    ['etfs', 'ETFs and funds'],
    ['flat-fee', 'A flat fee each month'],
  ];

  it.each(cases)('matches %s by "%s" in the features', (key, text) => {
    expect(matchesFeature(make({ features: [text] }), key)).toBe(true);
  });

  it.each(cases)('matches %s by "%s" in the description', (key, text) => {
    expect(matchesFeature(make({ description: `About us. ${text}.` }), key)).toBe(true);
  });

  it('ignores case', () => {
    expect(matchesFeature(make({ features: ['MOBILE APP'] }), 'mobile-app')).toBe(true);
  });

  it('matches whole words only: "apply" is not an app and "platform" is not flat', () => {
    expect(matchesFeature(make({ description: 'Apply online on our platform.' }), 'mobile-app')).toBe(false);
    expect(matchesFeature(make({ description: 'Flattened fees on our platform.' }), 'flat-fee')).toBe(false);
    expect(matchesFeature(make({ description: 'We are app-based.' }), 'mobile-app')).toBe(true);
  });

  it('does not match a provider that mentions none of the words', () => {
    for (const { key } of FEATURE_FILTERS) {
      expect(matchesFeature(make({ features: ['Pension'], description: 'A pension plan.' }), key)).toBe(
        false,
      );
    }
  });
});

describe('activeFilterCount', () => {
  it('is 0 with nothing set', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('counts type, rating and investments once each and every selected feature', () => {
    expect(activeFilterCount(withFilters({ type: 'robo' }))).toBe(1);
    expect(
      activeFilterCount(
        withFilters({ type: 'adviser', minRating: 3.5, minInvestments: 500, features: ['etfs', 'flat-fee'] }),
      ),
    ).toBe(5);
  });
});
