import { describe, expect, it } from 'vitest';
import { FEATURE_FILTERS, matchesFeature } from './filters.ts';
import { platformFacts } from './platform-facts.ts';
import { PROVIDER_FILES } from './provider-files.generated.ts';
import { type Provider, ProviderSchema } from './provider-schema.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';
import { tariffOf } from './rank.ts';
import { annualCost } from './spec-nine-oracle.ts';
import { TEXT } from './texts.ts';

/** The 21 review slugs of spec §2: every one must have a data file. */
const SPEC_REVIEW_SLUGS = [
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

const CATEGORY_ORDER = ['direct', 'robo', 'adviser'];
/** A provider's platform charge as pages list it, from its engine tariff. */
const facts = (p: Provider) => platformFacts(tariffOf(p));
const unpriced = PROVIDERS.filter((p) => !facts(p).priced);
const priced = PROVIDERS.filter((p) => facts(p).priced);

describe('PROVIDERS', () => {
  it('holds one record per data file', () => {
    expect(PROVIDERS.map((p) => p.slug)).toEqual(PROVIDER_FILES.map((f) => f.slug));
  });

  it.each(PROVIDERS.map((p) => [p.slug, p]))('has a schema-valid record for %s', (_slug, provider) => {
    const result = ProviderSchema.safeParse(provider);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has a provider for each of the 21 review slugs of spec §2', () => {
    const slugs = new Set(PROVIDERS.map((p) => p.slug));
    for (const slug of SPEC_REVIEW_SLUGS) expect(slugs.has(slug), slug).toBe(true);
  });

  it('has unique slugs, ids and logo keys', () => {
    for (const key of ['slug', 'id', 'logo'] as const) {
      expect(new Set(PROVIDERS.map((p) => p[key])).size, key).toBe(PROVIDERS.length);
    }
  });

  it("lists providers in spec §3's category order: direct, robo, adviser", () => {
    const order = PROVIDERS.map((p) => CATEGORY_ORDER.indexOf(p.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('stores the annual costs worked out by hand from each tariff at £100k, £250k and £500k', () => {
    // [£100k, £250k, £500k], each worked from the tariff on paper (spec §9), not by annualCost.
    const HAND_WORKED: Record<string, [number, number, number]> = {
      vanguard: [150, 375, 375], // 0.15%, at least £150, at most £375
      'aj-bell': [250, 625, 875], // 0.25% to £250k, then 0.10%: 625 + 250
      'hargreaves-lansdown': [450, 1125, 1750], // 0.45% to £250k, then 0.25%: 1125 + 625
      fidelity: [350, 500, 1000], // whole pot: 0.35% under £250k, 0.20% from £250k
      'legal-and-general': [250, 625, 1250], // 0.25%
      prudential: [200, 375, 750], // whole pot: 0.20% from £100k, 0.15% from £250k
      'royal-london': [450, 1125, 2000], // whole pot: 0.45% from £96.7k, 0.40% from £290k (April 2026 limits)
      nutmeg: [750, 1275, 2150], // 0.75% to £100k, then 0.35%: 750 + 525 / 750 + 1400
      // 180 + 110 + 250 (+ 675 to £250k, then 0%). Aegon's £75 is charged only from the first
      // income payment ("when their first drawdown pension payment is made"), so §9's plan, which
      // takes nothing, does not pay it (was 615 / 1290 / 1290 with the £75 added).
      aegon: [540, 1215, 1215],
      quilter: [300, 675, 1175], // 175 + 125 / 175 + 500 / 675 + 500
      'standard-life': [450, 1125, 2250], // 0.45%; no extra charge for drawdown (its own page)
      'scottish-widows': [300, 625, 1000], // whole pot: 0.30%, 0.25% from £250k, 0.20% from £500k
      'st-james-place': [350, 875, 1750], // 0.35% to £500k
      'james-hay': [270, 675, 1350], // Nucleus tariff from 9 Feb 2026: 0.27% to £500k
      aviva: [350, 875, 1750], // 0.35% to £500k
    };
    expect(priced.map((p) => p.slug).sort()).toEqual(Object.keys(HAND_WORKED).sort());
    for (const p of priced) {
      const [pot100k, pot250k, pot500k] = HAND_WORKED[p.slug]!;
      expect(p.costs, p.slug).toEqual({ pot100k, pot250k, pot500k });
      expect(
        [100_000, 250_000, 500_000].map((pot) => annualCost(p, pot)),
        p.slug,
      ).toEqual([pot100k, pot250k, pot500k]);
    }
  });

  it('gives unpriced providers no costs and no tiers, and says why', () => {
    // ii's 2023 figure was superseded (February 2026 repricing), IG's £210 is only the spec's
    // example, and Bestinvest's and Charles Stanley Direct's tariffs rest only on a third party's
    // 2023 dataset, over a year old (decision 033): none is counted.
    expect(unpriced.map((p) => p.slug).sort()).toEqual([
      'bestinvest',
      'charles-stanley-direct',
      'ig',
      'interactive-investor',
      'pensionbee',
      'true-potential',
    ]);
    for (const p of unpriced) {
      expect(p.costs, p.slug).toEqual({ pot100k: null, pot250k: null, pot500k: null });
      expect(facts(p).tiers, p.slug).toEqual([]);
      expect(p.feeType, p.slug).toBeNull();
      expect(p.costStatus, p.slug).toBeNull();
    }
    expect(providerBySlug('true-potential')?.unpricedReason).toMatch(/financial advisers/);
  });

  it('prices Aviva from its own page and Royal London from a labelled secondary source', () => {
    expect(providerBySlug('aviva')?.costs).toEqual({ pot100k: 350, pot250k: 875, pot500k: 1750 });
    expect(providerBySlug('aviva')?.costStatus).toBe('provider-page');
    expect(providerBySlug('royal-london')?.costStatus).toBe('secondary');
    expect(providerBySlug('bestinvest')?.costs).toEqual({ pot100k: null, pot250k: null, pot500k: null });
  });

  it("shows James Hay's Nucleus tariff from 9 February 2026 and dates the change", () => {
    const jh = providerBySlug('james-hay')!;
    expect(jh.costs).toEqual({ pot100k: 270, pot250k: 675, pot500k: 1350 });
    expect(jh.lastChange?.newValue).toMatch(/0\.27%/);
  });

  it('shows the sourced figure where a newer source contradicts a spec example', () => {
    const vanguard = providerBySlug('vanguard')!;
    expect(facts(vanguard).minimum).toMatchObject({ perYear: 48, appliesBelow: 32_000 });
    expect(annualCost(vanguard, 20_000)).toBe(48);
    expect(tariffOf(providerBySlug('standard-life')!).charges.drawdown.yearlyFee.value).toBe(0);
    // IG's £210 is only the spec's example: never counted, so no cost and no status.
    expect(providerBySlug('ig')!.costStatus).toBeNull();
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
    for (const p of priced.filter((q) => facts(q).flatFee === null)) {
      const limits = facts(p).tiers.map((t) => t.upTo);
      expect(limits.at(-1), p.slug).toBeNull();
      const finite = limits.slice(0, -1) as number[];
      expect(finite, p.slug).toEqual([...finite].sort((a, b) => a - b));
      expect(new Set(finite).size, p.slug).toBe(finite.length);
    }
  });

  it('derives Fixed or Percentage from the tariff, and the fee text agrees with it (spec §2)', () => {
    for (const p of PROVIDERS) {
      const isFlat = facts(p).flatFee !== null;
      if (isFlat) expect(facts(p).tiers, p.slug).toEqual([]);
      if (p.feeType !== null) expect(p.feeType, p.slug).toBe(isFlat ? 'Fixed' : 'Percentage');
      if (p.feeType !== null) expect(TEXT.feeType(p.feeStructure), p.slug).toBe(p.feeType);
    }
  });

  it('matches the Flat fee filter only for the flat-fee providers', () => {
    const flat = PROVIDERS.filter((p) => matchesFeature(p, 'flat-fee')).map((p) => p.slug);
    expect(flat).toEqual(PROVIDERS.filter((p) => facts(p).flatFee !== null).map((p) => p.slug));
  });

  it('matches the No withdrawal fees filter only where the drawdown fees are known to be £0', () => {
    for (const p of PROVIDERS.filter((q) => matchesFeature(q, 'no-withdrawal'))) {
      expect(tariffOf(p).charges.drawdown.yearlyFee.value, p.slug).toBe(0);
      expect(p.featureFlags.noWithdrawalFees, p.slug).toBe(true);
    }
    expect(providerBySlug('pensionbee')!.featureFlags.noWithdrawalFees).toBe(false);
    expect(providerBySlug('aegon')!.featureFlags.noWithdrawalFees).toBe(false);
  });

  it('gives each feature filter at least one provider to find', () => {
    // The only flat fees were ii's superseded 2023 figure and IG's spec example, neither counted
    // so no provider is known to charge a flat fee until one is sourced.
    expect(PROVIDERS.some((p) => matchesFeature(p, 'flat-fee'))).toBe(false);
    for (const { key } of FEATURE_FILTERS.filter((f) => f.key !== 'flat-fee')) {
      expect(
        PROVIDERS.some((p) => matchesFeature(p, key)),
        key,
      ).toBe(true);
    }
  });

  it('keeps a holdings-only cap out of the cost: it is shown, not applied', () => {
    const hl = providerBySlug('hargreaves-lansdown')!;
    expect(facts(hl).holdingsCap?.amount).toBe(200);
    expect(facts(hl).cap).toBeNull();
    expect(hl.costs.pot500k).toBe(1750);
  });

  it('writes every conflict with the spec figures into the fee notes', () => {
    expect(providerBySlug('vanguard')!.feeNotes.join(' ')).toMatch(/£48/);
    expect(providerBySlug('interactive-investor')!.feeNotes.join(' ')).toMatch(/£155\.88/);
    expect(providerBySlug('ig')!.feeNotes.join(' ')).toMatch(/£210/);
    expect(providerBySlug('standard-life')!.feeNotes.join(' ')).toMatch(/£158/);
    expect(providerBySlug('aegon')!.feeNotes.join(' ')).toMatch(/£100 set-up/);
  });

  it('says nothing of our own work tracking in what visitors read (no issue numbers)', () => {
    expect(JSON.stringify(PROVIDERS)).not.toMatch(/\bissue \d+|\b(second|third) reading\b/i);
  });

  it('dates every check and every dated source as YYYY-MM-DD, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const p of PROVIDERS) {
      expect(p.checkedOn <= today, p.slug).toBe(true);
      for (const s of p.sources) if (s.dated) expect(s.dated <= today, p.slug).toBe(true);
    }
  });

  it('is frozen all the way down so no caller can change the shared data', () => {
    const unfrozen: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (value === null || typeof value !== 'object') return;
      if (!Object.isFrozen(value)) unfrozen.push(path);
      for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
    };
    visit(PROVIDERS, 'PROVIDERS');
    expect(unfrozen).toEqual([]);
    const vanguard = providerBySlug('vanguard')!;
    expect(() => {
      (vanguard.costs as { pot100k: number | null }).pot100k = 0;
    }).toThrow(TypeError);
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
