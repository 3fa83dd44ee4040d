import { describe, expect, it } from 'vitest';
import { formatGBP } from './money.ts';
import { limitText, platformFacts } from './platform-facts.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';
import { tariffOf } from './rank.ts';

const factsOf = (slug: string) => platformFacts(tariffOf(providerBySlug(slug)!));

describe('platformFacts: what a page lists, read from the engine tariff', () => {
  it("reads Vanguard's 0.15%, its £48 minimum under £32,000 and its £375 cap, each with its condition", () => {
    const vanguard = factsOf('vanguard');
    expect(vanguard).toMatchObject({
      priced: true,
      basis: 'marginal',
      tiers: [{ upTo: null, percentage: 0.15 }],
      flatFee: null,
      cap: { perYear: 375 },
    });
    expect(vanguard.minimum).toMatchObject({ perYear: 48, appliesBelow: 32_000 });
    expect(limitText(vanguard.minimum!, formatGBP)).toBe('£48 (£4 a month, for balances under £32,000)');
    expect(limitText(vanguard.cap!, formatGBP)).toBe('£375');
  });

  it("reads Fidelity's whole-pot rate and says its £90 minimum is only for small accounts", () => {
    const fidelity = factsOf('fidelity');
    expect(fidelity.basis).toBe('whole-pot');
    expect(limitText(fidelity.minimum!, formatGBP)).toMatch(/^£90 \(for accounts under £25,000/);
  });

  it("keeps Hargreaves Lansdown's £200 share cap apart from the whole account (it has no overall cap)", () => {
    const hl = factsOf('hargreaves-lansdown');
    expect(hl.cap).toBeNull();
    expect(hl.holdingsCap).toEqual({ amount: 200, appliesTo: 'shares and ETFs, investment trusts' });
  });

  it('says nothing is known, never "none", for a charge only the spec example or no source gives', () => {
    for (const slug of ['ig', 'interactive-investor', 'true-potential']) {
      expect(factsOf(slug), slug).toEqual({
        priced: false,
        basis: 'marginal',
        tiers: [],
        flatFee: null,
        minimum: null,
        cap: null,
        holdingsCap: null,
      });
    }
  });

  it('agrees with the ranking: a provider is listed as priced exactly when it has a standard cost', () => {
    for (const provider of PROVIDERS)
      expect(platformFacts(tariffOf(provider)).priced, provider.slug).toBe(provider.costs.pot250k !== null);
  });

  it('words a condition the provider did not word', () => {
    expect(limitText({ perYear: 90, appliesBelow: 25_000 }, formatGBP)).toBe(
      '£90 while the account is under £25,000',
    );
    expect(limitText({ perYear: 50, appliesFrom: 1_000_000 }, formatGBP)).toBe(
      '£50 once the account is £1,000,000 or more',
    );
  });
});
