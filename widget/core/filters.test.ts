import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  FEATURE_FILTERS,
  type Filters,
  featureAnswer,
  filterAnswers,
  investmentsAnswer,
  investmentTotal,
  MIN_INVESTMENT_OPTIONS,
  MIN_RATING_OPTIONS,
  matchesFeature,
  matchesFilters,
  PROVIDER_TYPE_OPTIONS,
  ratingFilterAvailable,
} from './filters.ts';
import type { Provider } from './provider-schema.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';

const template = providerBySlug('vanguard')!;

const noFlags: Provider['featureFlags'] = {
  mobileApp: false,
  researchTools: false,
  managedPortfolios: false,
  shares: false,
  etfs: false,
  flatFee: false,
  noWithdrawalFees: false,
};

function make(overrides: Partial<Provider>, flags: Partial<Provider['featureFlags']> = {}): Provider {
  return { ...template, featureFlags: { ...noFlags, ...flags }, ...overrides };
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
    expect(robo.map((p) => p.slug).sort()).toEqual(['nutmeg', 'pensionbee']);
    expect(matchesFilters(make({ category: 'adviser' }), withFilters({ type: 'direct' }))).toBe(false);
  });

  it('keeps providers rated at or above the minimum Trustpilot rating; an unrated one is not known', () => {
    const filters = withFilters({ minRating: 4.0 });
    expect(matchesFilters(make({ trustpilotRating: 4.0 }), filters)).toBe(true);
    expect(matchesFilters(make({ trustpilotRating: 3.9 }), filters)).toBe(false);
    const { trustpilotRating: _omitted, ...unrated } = make({});
    expect(matchesFilters(unrated as Provider, filters)).toBe(false);
    expect(filterAnswers(unrated as Provider, filters)).toEqual({
      answer: 'not-known',
      notKnown: ['Trustpilot rating'],
    });
  });

  it('switches the rating filter off while no provider has a rating', () => {
    expect(ratingFilterAvailable(PROVIDERS)).toBe(PROVIDERS.some((p) => p.trustpilotRating !== undefined));
    expect(ratingFilterAvailable([make({ trustpilotRating: 4.2 })])).toBe(true);
    const { trustpilotRating: _omitted, ...unrated } = make({});
    expect(ratingFilterAvailable([unrated as Provider])).toBe(false);
  });

  it('counts funds, shares, ETFs and trusts towards the minimum investments', () => {
    const investments = { count: null, details: '', funds: 3000, shares: 1500, etfs: 400, trusts: 100 };
    expect(investmentTotal(make({ investments }))).toBe(5000);
    expect(matchesFilters(make({ investments }), withFilters({ minInvestments: 5000 }))).toBe(true);
    expect(matchesFilters(make({ investments }), withFilters({ minInvestments: 10000 }))).toBe(false);
  });

  it('answers not known when the known counts fall short and some are unknown', () => {
    const investments = { count: null, details: '', funds: 300, shares: null, etfs: null, trusts: null };
    expect(investmentTotal(make({ investments }))).toBe(300);
    expect(matchesFilters(make({ investments }), withFilters({ minInvestments: 500 }))).toBe(false);
    expect(investmentsAnswer(make({ investments }), 500)).toBe('not-known');
    expect(investmentsAnswer(make({ investments }), 300)).toBe('yes');
    const all = { ...investments, shares: 0, etfs: 0, trusts: 0 };
    expect(investmentsAnswer(make({ investments: all }), 500)).toBe('no');
  });

  it('requires every selected feature to match; a known "no" beats a "not known"', () => {
    const both = make({}, { mobileApp: true, shares: true });
    const appOnly = make({}, { mobileApp: true });
    const appUnknownShares = make({}, { mobileApp: true, shares: null });
    const noAppUnknownShares = make({}, { mobileApp: false, shares: null });
    const filters = withFilters({ features: ['mobile-app', 'shares-trading'] });
    expect(matchesFilters(both, filters)).toBe(true);
    expect(matchesFilters(appOnly, filters)).toBe(false);
    expect(filterAnswers(appUnknownShares, filters)).toEqual({
      answer: 'not-known',
      notKnown: ['Shares trading'],
    });
    expect(filterAnswers(noAppUnknownShares, filters).answer).toBe('no');
  });

  it('applies type, rating and features together', () => {
    const p = make({ category: 'robo', trustpilotRating: 4.6 }, { managedPortfolios: true });
    expect(
      matchesFilters(p, withFilters({ type: 'robo', minRating: 4.5, features: ['managed-portfolios'] })),
    ).toBe(true);
    expect(
      matchesFilters(p, withFilters({ type: 'direct', minRating: 4.5, features: ['managed-portfolios'] })),
    ).toBe(false);
  });
});

describe('matchesFeature', () => {
  it.each(FEATURE_FILTERS.map((f) => [f.key, f.flag] as const))(
    'reads %s from the structured field %s, never from words',
    (key, flag) => {
      expect(matchesFeature(make({}, { [flag]: true }), key)).toBe(true);
      expect(featureAnswer(make({}, { [flag]: false }), key)).toBe('no');
      expect(featureAnswer(make({}, { [flag]: null }), key)).toBe('not-known');
      const words = make({
        features: ['Mobile app', 'Research tools', 'Flat fee'],
        description: 'ETFs, shares, app.',
      });
      expect(matchesFeature(words, key)).toBe(false);
    },
  );
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
