import { describe, expect, it } from 'vitest';
import { platformFacts } from '../../widget/core/platform-facts.ts';
import { PROVIDERS, providerBySlug } from '../../widget/core/providers.ts';
import { tariffOf } from '../../widget/core/rank.ts';
import { costRankAt, formatPercent, ordinal } from './provider-facts.ts';

describe('provider facts', () => {
  it('writes ordinals as people read them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });

  it('writes rates with two decimals below 1%', () => {
    expect(formatPercent(0.45)).toBe('0.45%');
    expect(formatPercent(0.1)).toBe('0.10%');
    expect(formatPercent(0.125)).toBe('0.125%');
    expect(formatPercent(1.5)).toBe('1.5%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('ranks the cheapest provider first at a pot, and gives no rank to an unpublished tariff', () => {
    const ranks = PROVIDERS.map((provider) => costRankAt(provider, 250_000)).filter((rank) => rank !== null);
    expect(ranks.map((rank) => rank.position).sort((a, b) => a - b)[0]).toBe(1);
    const unpublished = PROVIDERS.find((provider) => !platformFacts(tariffOf(provider)).priced);
    if (unpublished) expect(costRankAt(unpublished, 250_000)).toBeNull();
    const vanguard = providerBySlug('vanguard');
    expect(vanguard && costRankAt(vanguard, 100_000)?.cost).toBe(150);
  });
});
