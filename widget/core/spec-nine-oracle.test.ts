import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_POT } from './money.ts';
import type { Provider } from './provider-schema.ts';
import { PROVIDERS, providerBySlug } from './providers.ts';
import { tariffOf } from './rank.ts';
import { annualCost, costBreakdown, type SpecNineFees, specNineFees } from './spec-nine-oracle.ts';

const noFee: SpecNineFees = {
  chargeBasis: 'bands',
  tiers: [],
  flatFee: null,
  capAmount: null,
  minimumFee: null,
  annualDrawdownFee: 0,
};

function tariff(fee: Partial<SpecNineFees>): SpecNineFees {
  return { ...noFee, ...fee };
}

/** A provider's §9 fee fields, from its engine tariff. */
const feesOf = (provider: Provider) => specNineFees(tariffOf(provider));

function provider(slug: string): Provider {
  const found = providerBySlug(slug);
  if (!found) throw new Error(`no provider ${slug}`);
  return found;
}

const vanguard = tariff({ tiers: [{ upTo: null, percentage: 0.15 }], minimumFee: 150, capAmount: 375 });
const ajBell = tariff({
  tiers: [
    { upTo: 250_000, percentage: 0.25 },
    { upTo: 500_000, percentage: 0.1 },
    { upTo: null, percentage: 0 },
  ],
});
const hargreavesLansdown = tariff({
  tiers: [
    { upTo: 250_000, percentage: 0.45 },
    { upTo: 1_000_000, percentage: 0.25 },
    { upTo: 2_000_000, percentage: 0.1 },
    { upTo: null, percentage: 0 },
  ],
});
const fidelity = tariff({
  chargeBasis: 'whole-pot',
  tiers: [
    { upTo: 250_000, percentage: 0.35 },
    { upTo: null, percentage: 0.2 },
  ],
  capAmount: 2000,
});

describe('annualCost: the examples of spec §9', () => {
  it.each([
    [50_000, 150],
    [100_000, 150],
    [250_000, 375],
    [500_000, 375],
  ])('charges Vanguard 0.15%% with a £150 minimum and a £375 cap: £%i costs £%i', (pot, cost) => {
    expect(annualCost(vanguard, pot)).toBe(cost);
    // The product shows Vanguard's sourced £48 minimum, which only matters below £100,000.
    if (pot >= 100_000) expect(annualCost(provider('vanguard'), pot)).toBe(cost);
  });

  it("charges the product's Vanguard its sourced £48 minimum, not the spec example's £150", () => {
    expect(annualCost(provider('vanguard'), 20_000)).toBe(48);
    expect(annualCost(provider('vanguard'), 50_000)).toBe(75);
  });

  // The spec's example figures as fixtures: the data files no longer count them (ii's
  // 2023 figure was superseded, IG's £210 has no source), but §9's formula must still give them.
  it('charges Interactive Investor a flat £155.88 whatever the pot', () => {
    for (const pot of [0, 1_000, 100_000, 250_000, 500_000, 5_000_000]) {
      expect(annualCost(tariff({ flatFee: 155.88 }), pot)).toBe(155.88);
    }
  });

  it('charges IG a flat £210 whatever the pot', () => {
    for (const pot of [0, 1_000, 100_000, 250_000, 500_000, 5_000_000]) {
      expect(annualCost(tariff({ flatFee: 210 }), pot)).toBe(210);
    }
  });

  it('adds the annual drawdown fee to a flat fee', () => {
    expect(annualCost(tariff({ flatFee: 120, annualDrawdownFee: 30 }), 400_000)).toBe(150);
  });

  it.each([
    [100_000, 250],
    [250_000, 625],
    [400_000, 775],
    [500_000, 875],
    [2_000_000, 875],
  ])('charges AJ Bell band by band (0.25%%, 0.10%%, then 0%%): £%i costs £%i', (pot, cost) => {
    expect(annualCost(ajBell, pot)).toBe(cost);
    expect(annualCost(provider('aj-bell'), pot)).toBe(cost);
  });

  it.each([
    [100_000, 450],
    [250_000, 1125],
    [500_000, 1750],
    [1_000_000, 3000],
    [2_000_000, 4000],
    [3_000_000, 4000],
  ])(
    'charges Hargreaves Lansdown band by band (0.45%%, 0.25%%, 0.10%%, then 0%%): £%i costs £%i',
    (pot, cost) => {
      expect(annualCost(hargreavesLansdown, pot)).toBe(cost);
      expect(annualCost(provider('hargreaves-lansdown'), pot)).toBe(cost);
    },
  );

  it("adds Standard Life's £158 a year drawdown fee (the spec example) to its percentage charge", () => {
    const standardLife = tariff({ tiers: [{ upTo: null, percentage: 0.45 }], annualDrawdownFee: 158 });
    expect(annualCost(standardLife, 100_000)).toBe(450 + 158);
    // The product shows Standard Life's own page instead: no extra charge for drawdown.
    expect(feesOf(provider('standard-life')).annualDrawdownFee).toBe(0);
    expect(annualCost(provider('standard-life'), 100_000)).toBe(450);
  });

  it("adds Aegon's £75 a year in drawdown (the spec's example) to its percentage charge", () => {
    // The spec's example (£75 a year) as a fixture. Aegon's own page charges the £75 only from the
    // first income payment, so §9's plan, which takes nothing, does not meet it.
    const drawdown = tariffOf(provider('aegon')).charges.drawdown;
    expect(drawdown.yearlyFee).toMatchObject({ value: 75, startsOn: 'first-income-payment' });
    expect(feesOf(provider('aegon')).annualDrawdownFee).toBe(0);
    const aegon = { ...feesOf(provider('aegon')), annualDrawdownFee: 75 };
    // 0.60% × 30k + 0.55% × 20k + 0.50% × 50k = 180 + 110 + 250 = 540, plus £75.
    expect(annualCost(aegon, 100_000)).toBe(615);
  });
});

describe('annualCost: whole-pot tariffs', () => {
  it("charges Fidelity's £90 minimum only under £25,000, as its page says", () => {
    // 0.35% of £20,000 = £70, raised to £90; 0.35% of £25,500 = £89.25, no minimum from £25,000.
    expect(annualCost(provider('fidelity'), 20_000)).toBe(90);
    expect(annualCost(provider('fidelity'), 25_500)).toBe(89.25);
  });

  it('charges Fidelity 0.35% on all of £249,999 but 0.20% on all of £250,000', () => {
    expect(annualCost(fidelity, 249_999)).toBe(875);
    expect(annualCost(fidelity, 250_000)).toBe(500);
    expect(annualCost(provider('fidelity'), 249_999)).toBe(875);
    expect(annualCost(provider('fidelity'), 250_000)).toBe(500);
  });

  it('treats tier limits as exclusive: a pot equal to a limit takes the next rate', () => {
    const scottishWidows = provider('scottish-widows');
    expect(annualCost(scottishWidows, 29_999)).toBeCloseTo(269.99, 2);
    expect(annualCost(scottishWidows, 30_000)).toBe(120);
  });

  it('caps a whole-pot charge: Fidelity charges nothing above £1m, so at most £2,000', () => {
    expect(annualCost(fidelity, 1_000_000)).toBe(2000);
    expect(annualCost(fidelity, 3_000_000)).toBe(2000);
  });

  it('shows its working as one whole-pot line', () => {
    expect(costBreakdown(fidelity, 300_000).lines).toEqual([
      { kind: 'whole-pot', from: 0, to: null, percentage: 0.2, amount: 600 },
    ]);
  });
});

describe('annualCost: unpublished tariffs, minimum and cap', () => {
  it('gives no cost for an unpublished tariff rather than inventing one', () => {
    const unpublished = tariff({ chargeBasis: 'unpublished', annualDrawdownFee: 50 });
    expect(annualCost(unpublished, 100_000)).toBeNull();
    expect(costBreakdown(unpublished, 100_000)).toEqual({ total: null, lines: [] });
    for (const slug of ['pensionbee', 'true-potential']) {
      expect(annualCost(provider(slug), 250_000)).toBeNull();
    }
  });

  it('raises to the minimum first, then caps', () => {
    // A minimum above the cap: the cap has the last word (spec §9 step 3).
    const odd = tariff({ tiers: [{ upTo: null, percentage: 0.1 }], minimumFee: 300, capAmount: 200 });
    expect(annualCost(odd, 10_000)).toBe(200);
    expect(costBreakdown(odd, 10_000).lines.map((line) => line.kind)).toEqual(['band', 'minimum', 'cap']);
  });

  it('explains a band charge line by line, with the drawdown fee last', () => {
    const breakdown = costBreakdown({ ...ajBell, annualDrawdownFee: 120 }, 400_000);
    expect(breakdown.total).toBe(895);
    expect(breakdown.lines).toEqual([
      { kind: 'band', from: 0, to: 250_000, percentage: 0.25, amount: 625 },
      { kind: 'band', from: 250_000, to: 500_000, percentage: 0.1, amount: 150 },
      { kind: 'drawdown', amount: 120 },
    ]);
  });

  it('treats a missing, negative or non-numeric pot as £0', () => {
    for (const pot of [0, -5_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(annualCost(ajBell, pot)).toBe(0);
      expect(annualCost(vanguard, pot)).toBe(150);
    }
  });

  it('keeps pence: 0.45% of £12,345 is £55.55', () => {
    expect(annualCost(tariff({ tiers: [{ upTo: null, percentage: 0.45 }] }), 12_345)).toBe(55.55);
  });
});

describe('annualCost: properties over every provider and any pot', () => {
  const pot = fc.double({ min: 0, max: MAX_POT, noNaN: true });
  const all = PROVIDERS.map(feesOf);
  const priced = all.filter((p) => p.chargeBasis !== 'unpublished');
  const bandTariffs = priced.filter((p) => p.chargeBasis === 'bands');
  const wholePotTariffs = priced.filter((p) => p.chargeBasis === 'whole-pot');

  it('never falls as the pot grows, for band tariffs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...bandTariffs), pot, pot, (p, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(annualCost(p, large)!).toBeGreaterThanOrEqual(annualCost(p, small)!);
      }),
    );
  });

  /*
   * A whole-pot rate CAN fall at a band edge (Fidelity: £875 at £249,999, £500 at £250,000), so
   * "never falls" is false for these tariffs. The honest property: within one band the cost never
   * falls, and at any pot it equals the rate of the band the pot is in, times the whole pot, kept
   * between the minimum and the cap.
   */
  it('never falls within one band, for whole-pot tariffs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...wholePotTariffs), pot, pot, (p, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const bandOf = (x: number) => p.tiers.findIndex((t) => t.upTo === null || x < t.upTo);
        fc.pre(bandOf(small) === bandOf(large));
        expect(annualCost(p, large)!).toBeGreaterThanOrEqual(annualCost(p, small)!);
      }),
    );
  });

  it('charges the whole pot at the rate of the band it is in, for whole-pot tariffs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...wholePotTariffs), pot, (p, x) => {
        const { tiers, minimumFee, capAmount } = p;
        const tier = tiers.find((t) => t.upTo === null || x < t.upTo)!;
        let expected = (x * tier.percentage) / 100;
        if (minimumFee !== null && x < (p.minimumBelow ?? Number.POSITIVE_INFINITY))
          expected = Math.max(expected, minimumFee);
        if (capAmount !== null) expected = Math.min(expected, capAmount);
        expect(annualCost(p, x)!).toBeCloseTo(expected + p.annualDrawdownFee, 1);
      }),
    );
  });

  it('never charges less than the minimum plus the drawdown fee where a minimum applies', () => {
    fc.assert(
      fc.property(fc.constantFrom(...priced.filter((p) => p.minimumFee !== null)), pot, (p, x) => {
        fc.pre(x < (p.minimumBelow ?? Number.POSITIVE_INFINITY));
        expect(annualCost(p, x)!).toBeGreaterThanOrEqual(p.minimumFee! + p.annualDrawdownFee);
      }),
    );
  });

  it('never charges more than the cap plus the drawdown fee where there is a cap', () => {
    fc.assert(
      fc.property(fc.constantFrom(...priced.filter((p) => p.capAmount !== null)), pot, (p, x) => {
        expect(annualCost(p, x)!).toBeLessThanOrEqual(p.capAmount! + p.annualDrawdownFee);
      }),
    );
  });

  it('is never negative and always a finite number of pounds, for any number at all', () => {
    fc.assert(
      fc.property(fc.constantFrom(...priced), fc.double(), (p, x) => {
        const cost = annualCost(p, x)!;
        expect(Number.isFinite(cost)).toBe(true);
        expect(cost).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps any generated band tariff non-negative, finite and non-decreasing', () => {
    const tiers = fc
      .uniqueArray(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 5 })
      .chain((limits) =>
        fc.tuple(
          fc.constant([...limits].sort((a, b) => a - b)),
          fc.array(fc.double({ min: 0, max: 5, noNaN: true }), {
            minLength: limits.length + 1,
            maxLength: limits.length + 1,
          }),
        ),
      )
      .map(([limits, rates]) => [
        ...limits.map((upTo, i) => ({ upTo, percentage: rates[i]! })),
        { upTo: null, percentage: rates[limits.length]! },
      ]);
    fc.assert(
      fc.property(tiers, pot, pot, (generated, a, b) => {
        const p = tariff({ tiers: generated });
        const [small, large] = a <= b ? [a, b] : [b, a];
        const [low, high] = [annualCost(p, small)!, annualCost(p, large)!];
        expect(Number.isFinite(high)).toBe(true);
        expect(low).toBeGreaterThanOrEqual(0);
        // Each band is rounded to pence on its own, so allow a penny per band.
        expect(high).toBeGreaterThanOrEqual(low - 0.01 * generated.length);
      }),
    );
  });
});
