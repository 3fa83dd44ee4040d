import { describe, expect, it } from 'vitest';
import { annualCost } from './annual-cost.ts';
import { FEATURE_FILTERS, matchesFeature } from './filters.ts';
import { ProviderSchema } from './provider-schema.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';
import { TEXT } from './texts.ts';

/** The 21 review slugs of spec §2, in its order. */
const SPEC_SLUGS = [
  'interactive-investor',
  'ig',
  'quilter',
  'aj-bell',
  'vanguard',
  'standard-life',
  'fidelity',
  'charles-stanley-direct',
  'aviva',
  'pensionbee',
  'scottish-widows',
  'hargreaves-lansdown',
  'bestinvest',
  'aegon',
  'legal-and-general',
  'prudential',
  'st-james-place',
  'true-potential',
  'nutmeg',
  'royal-london',
  'james-hay',
];

/** Spec §3, providers by category, in its order. */
const SPEC_CATEGORIES = {
  direct: [
    'Vanguard',
    'Interactive Investor',
    'AJ Bell',
    'Hargreaves Lansdown',
    'Fidelity',
    'Bestinvest',
    'Charles Stanley Direct',
    'IG',
    'Legal & General',
    'Prudential',
    'Royal London',
  ],
  robo: ['PensionBee', 'Nutmeg'],
  adviser: [
    'Aegon',
    'Aviva',
    'Quilter',
    'Standard Life',
    'Scottish Widows',
    "St James's Place",
    'True Potential',
    'James Hay',
  ],
} as const;

const unpublished = PROVIDERS.filter((p) => p.feeDetails.chargeBasis === 'unpublished');
const priced = PROVIDERS.filter((p) => p.feeDetails.chargeBasis !== 'unpublished');

describe('PROVIDERS', () => {
  it('holds 21 providers', () => {
    expect(PROVIDERS).toHaveLength(21);
  });

  it.each(PROVIDERS.map((p) => [p.slug, p]))('has a schema-valid record for %s', (_slug, provider) => {
    const result = ProviderSchema.safeParse(provider);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('uses exactly the 21 review slugs of spec §2, each once', () => {
    const slugs = PROVIDERS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(21);
    expect([...slugs].sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it('has unique ids and logo keys', () => {
    expect(new Set(PROVIDERS.map((p) => p.id)).size).toBe(21);
    expect(new Set(PROVIDERS.map((p) => p.logo)).size).toBe(21);
  });

  it("lists providers in spec §3's category order with its categories", () => {
    const expected = Object.entries(SPEC_CATEGORIES).flatMap(([category, names]) =>
      names.map((name) => [name, category]),
    );
    expect(PROVIDERS.map((p) => [p.name, p.category])).toEqual(expected);
  });

  it('stores costs equal to the cost model at £100k, £250k and £500k for every provider', () => {
    for (const p of PROVIDERS) {
      expect(p.costs, p.slug).toEqual({
        pot100k: annualCost(p, 100_000),
        pot250k: annualCost(p, 250_000),
        pot500k: annualCost(p, 500_000),
      });
    }
  });

  it('gives unpublished tariffs no costs, no tiers and no sources, so the site says check with the provider', () => {
    expect(unpublished.map((p) => p.slug).sort()).toEqual(
      ['aviva', 'bestinvest', 'charles-stanley-direct', 'pensionbee', 'true-potential'].sort(),
    );
    for (const p of unpublished) {
      expect(p.costs, p.slug).toEqual({ pot100k: null, pot250k: null, pot500k: null });
      expect(p.sources, p.slug).toEqual([]);
      expect(p.feeDetails.tiers, p.slug).toEqual([]);
      expect(p.feeNotes.join(' '), p.slug).toMatch(new RegExp(TEXT.checkWithProvider, 'i'));
    }
  });

  it('gives every priced tariff at least one source with a URL and known costs', () => {
    for (const p of priced) {
      expect(p.sources.length, p.slug).toBeGreaterThan(0);
      for (const source of p.sources) expect(source.url, p.slug).toMatch(/^https?:\/\/[^\s]+\.[a-z]{2,}/);
      expect(
        Object.values(p.costs).every((cost) => typeof cost === 'number'),
        p.slug,
      ).toBe(true);
    }
  });

  it('lists band limits in rising order and ends every band or whole-pot tariff with an open top band', () => {
    for (const p of priced.filter((q) => q.feeDetails.flatFee === null)) {
      const limits = p.feeDetails.tiers.map((t) => t.upTo);
      expect(limits.at(-1), p.slug).toBeNull();
      const finite = limits.slice(0, -1) as number[];
      expect(finite, p.slug).toEqual([...finite].sort((a, b) => a - b));
      expect(new Set(finite).size, p.slug).toBe(finite.length);
    }
  });

  it('gives flat-fee tariffs no tiers and says Fixed in the fee structure', () => {
    for (const p of PROVIDERS) {
      const isFlat = p.feeDetails.flatFee !== null;
      if (isFlat) expect(p.feeDetails.tiers, p.slug).toEqual([]);
      expect(TEXT.feeType(p.feeStructure), p.slug).toBe(isFlat ? 'Fixed' : 'Percentage');
    }
  });

  it('matches the Flat fee filter only for the flat-fee providers', () => {
    const flat = PROVIDERS.filter((p) => matchesFeature(p, 'flat-fee')).map((p) => p.slug);
    expect(flat).toEqual(PROVIDERS.filter((p) => p.feeDetails.flatFee !== null).map((p) => p.slug));
  });

  it('matches the No withdrawal fees filter only where the drawdown fee is known to be £0', () => {
    for (const p of PROVIDERS.filter((q) => matchesFeature(q, 'no-withdrawal'))) {
      expect(p.drawdownFees.annualFee, p.slug).toBe(0);
      expect(p.sources.length, p.slug).toBeGreaterThan(0);
    }
  });

  it('gives each feature filter at least one provider to find', () => {
    for (const { key } of FEATURE_FILTERS) {
      expect(
        PROVIDERS.some((p) => matchesFeature(p, key)),
        key,
      ).toBe(true);
    }
  });

  it('keeps a holdings-only cap out of the cost: it is shown, not applied', () => {
    const hl = providerBySlug('hargreaves-lansdown')!;
    expect(hl.feeDetails.holdingsCap?.amount).toBe(200);
    expect(hl.feeDetails.capAmount).toBeNull();
    expect(hl.costs.pot500k).toBe(1750);
  });

  it('writes every conflict with the spec figures into the fee notes', () => {
    expect(providerBySlug('vanguard')!.feeNotes.join(' ')).toMatch(/£48/);
    expect(providerBySlug('interactive-investor')!.feeNotes.join(' ')).toMatch(/£155\.88/);
    expect(providerBySlug('ig')!.feeNotes.join(' ')).toMatch(/£210/);
    expect(providerBySlug('standard-life')!.feeNotes.join(' ')).toMatch(/£158/);
    expect(providerBySlug('aegon')!.feeNotes.join(' ')).toMatch(/£100 set-up/);
  });

  it('dates every check and every dated source as YYYY-MM-DD, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const p of PROVIDERS) {
      expect(p.checkedOn <= today, p.slug).toBe(true);
      for (const s of p.sources) if (s.dated) expect(s.dated <= p.checkedOn, p.slug).toBe(true);
    }
  });

  it('is frozen so no caller can change the shared data', () => {
    expect(Object.isFrozen(PROVIDERS)).toBe(true);
  });
});

describe('providerBySlug', () => {
  it('finds a provider by its slug', () => {
    expect(providerBySlug('vanguard')?.name).toBe('Vanguard');
    expect(providerBySlug('st-james-place')?.name).toBe("St James's Place");
  });

  it('returns undefined for an unknown slug', () => {
    expect(providerBySlug('nope')).toBeUndefined();
    expect(providerBySlug('')).toBeUndefined();
    expect(providerBySlug('constructor')).toBeUndefined();
  });
});
