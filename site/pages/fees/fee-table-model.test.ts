import { describe, expect, it } from 'vitest';
import { annualCost } from '../../../widget/core/annual-cost.ts';
import { PROVIDERS, providerBySlug } from '../../../widget/core/providers.ts';
import { shortGBP, sortProviders, tiersText } from './fee-table-model.ts';

describe('fee table', () => {
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
    expect(aj && tiersText(aj)).toBe('0.25% to £250k, 0.10% to £500k, then 0%');
  });
});
