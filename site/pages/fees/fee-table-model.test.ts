import { describe, expect, it } from 'vitest';
import { quote } from '../../../widget/core/cost-engine.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import { platformFacts } from '../../../widget/core/platform-facts.ts';
import { PROVIDERS, providerBySlug } from '../../../widget/core/providers.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import { suggestedScenario } from '../../../widget/core/scenario.ts';
import { annualCost } from '../../../widget/core/spec-nine-oracle.ts';
import { NOT_KNOWN } from '../../../widget/core/texts.ts';
import { shortGBP, sortProviders, sortValue, tiersText, yourCost } from './fee-table-model.ts';
import { cells } from './fees-model.ts';

describe('fee table', () => {
  it('sorts each fee column by the very figure its cell shows, read from the engine tariff', () => {
    const keys = ['flatFee', 'minimumFee', 'capAmount', 'setupFee', 'drawdownFee'] as const;
    for (const provider of PROVIDERS) {
      const shown = cells(provider, null, null);
      for (const key of keys) {
        const value = sortValue(provider, key, null);
        if (value === null)
          expect(shown[key], `${provider.slug} ${key}`).toMatch(new RegExp(`^(None|${NOT_KNOWN.short})`));
        else
          expect(shown[key], `${provider.slug} ${key}`).toMatch(
            new RegExp(`^${formatGBP(Number(value)).replace('.', '\\.')}`),
          );
      }
    }
    // A set-up fee the receipt calls not known is not £0 in the table, and sorts last.
    const ajBell = providerBySlug('aj-bell')!;
    expect(tariffOf(ajBell).charges.drawdown.setupFee.value).toBeNull();
    expect(cells(ajBell, null, null).setupFee).toBe(NOT_KNOWN.short);
    const bySetup = sortProviders(PROVIDERS, 'setupFee', 'ascending', null).map((p) =>
      sortValue(p, 'setupFee', null),
    );
    const firstUnknown = bySetup.indexOf(null);
    expect(firstUnknown).toBeGreaterThan(0);
    expect(bySetup.slice(firstUnknown).every((value) => value === null)).toBe(true);
  });

  it('sorts by yearly cost cheapest first, with unpublished tariffs last', () => {
    const sorted = sortProviders(PROVIDERS, 'pot250k', 'ascending', null);
    const costs = sorted.map((provider) => provider.costs.pot250k);
    const known = costs.filter((cost): cost is number => cost !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(costs.slice(known.length).every((cost) => cost === null)).toBe(true);
  });

  it('keeps unknown values last when sorted the other way', () => {
    const sorted = sortProviders(PROVIDERS, 'pot250k', 'descending', null);
    const costs = sorted.map((provider) => provider.costs.pot250k);
    const known = costs.filter((cost): cost is number => cost !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(costs.at(-1)).toBeNull();
  });

  it('sorts by the cost at the pot the visitor typed', () => {
    const sorted = sortProviders(PROVIDERS, 'yourPot', 'ascending', 1_000_000);
    const first = sorted[0];
    const costs = PROVIDERS.map((provider) => annualCost(provider, 1_000_000)).filter(
      (cost): cost is number => cost !== null,
    );
    expect(first && annualCost(first, 1_000_000)).toBe(Math.min(...costs));
  });

  it('sorts names alphabetically both ways', () => {
    const names = sortProviders(PROVIDERS, 'name', 'descending', null).map((provider) => provider.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en-GB')));
  });

  it('writes tiers in one line', () => {
    expect(shortGBP(250_000)).toBe('£250k');
    expect(shortGBP(1_000_000)).toBe('£1m');
    const aj = providerBySlug('aj-bell');
    expect(aj && tiersText(platformFacts(tariffOf(aj)))).toBe('0.25% to £250k, 0.10% to £500k, then 0%');
  });
});

describe('fee table priced for the visitor’s plan (from the URL)', () => {
  const plan = {
    ...suggestedScenario(100_000),
    income: 1_500,
    lumpSums: 2,
  };

  it('gives each provider the engine’s year-one total and horizon for the plan', () => {
    const aj = providerBySlug('aj-bell')!;
    const q = quote(tariffOf(aj), plan);
    expect(yourCost(aj, 100_000, plan)).toEqual({
      yearOne: q.yearOne.total,
      horizon: q.horizon.total,
      years: 10,
    });
  });

  it('names a provider that cannot do the plan and sorts it last', () => {
    const ii = providerBySlug('interactive-investor')!;
    expect(yourCost(ii, 100_000, plan).reason).toContain('at least £1,000');
    const sorted = sortProviders(PROVIDERS, 'yourPot', 'ascending', 100_000, plan);
    const known = sorted.filter((p) => sortValue(p, 'yourPot', 100_000, plan) !== null);
    expect(sorted.indexOf(ii)).toBeGreaterThanOrEqual(known.length);
    const horizons = known.map((p) => sortValue(p, 'yourPot', 100_000, plan) as number);
    expect(horizons).toEqual([...horizons].sort((a, b) => a - b));
  });

  it('without a plan is the §9 cost for the pot', () => {
    const vanguard = providerBySlug('vanguard')!;
    expect(yourCost(vanguard, 100_000, null).yearOne).toBe(annualCost(vanguard, 100_000));
  });
});
