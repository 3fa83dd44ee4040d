import { describe, expect, it } from 'vitest';
import { countProviders, providerCountText } from './provider-count.ts';
import { PROVIDERS } from './providers.ts';
import { rankProviders, tariffOf } from './rank.ts';
import { baselineScenario } from './scenario.ts';

describe('the one provider count', () => {
  it('is derived from the data: every provider is priced, unpriced or unable to do the plan', () => {
    const count = countProviders(rankProviders(PROVIDERS, 250_000));
    expect(count.total).toBe(PROVIDERS.length);
    expect(count.priced + count.unpriced + count.cannot).toBe(PROVIDERS.length);
    const unpriced = PROVIDERS.filter((p) => tariffOf(p).charges.unpricedReason !== undefined).length;
    expect(count.unpriced).toBe(unpriced);
    expect(count.cannot).toBe(0);
  });

  it('counts a provider that cannot do a plan apart, with the reason in words', () => {
    const plan = { ...baselineScenario(20_000), income: 1_000, lumpSums: 2 };
    const count = countProviders(rankProviders(PROVIDERS, 20_000, undefined, plan));
    expect(count.cannot).toBeGreaterThan(0);
    expect(providerCountText(count, 'your plan')).toContain(`${count.cannot} cannot do this plan`);
  });

  it('says it plainly', () => {
    expect(providerCountText({ total: 21, priced: 19, unpriced: 2, cannot: 0 }, 'the standard plan')).toBe(
      '21 providers, 19 priced for the standard plan: 2 have charges that are not in our data',
    );
    expect(providerCountText({ total: 21, priced: 21, unpriced: 0, cannot: 0 }, 'your plan')).toBe(
      '21 providers, 21 priced for your plan',
    );
    expect(providerCountText({ total: 21, priced: 18, unpriced: 1, cannot: 2 }, 'your plan')).toBe(
      '21 providers, 18 priced for your plan: 1 has charges that are not in our data; 2 cannot do this plan',
    );
  });
});
