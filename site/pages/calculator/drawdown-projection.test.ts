import { describe, expect, it } from 'vitest';
import { annualCost } from '../../../widget/core/spec-nine-oracle.ts';
import {
  DEFAULT_PARAMS,
  paramsFromSearch,
  projectDrawdown,
  searchFromParams,
  validateParams,
} from './drawdown-projection.ts';

const noCharge = () => 0;

describe('projectDrawdown (hand-worked cases)', () => {
  it('pays £10,000 a year from £100,000 for exactly 10 years with no growth, inflation or charges', () => {
    const result = projectDrawdown({
      pot: 100_000,
      income: 10_000,
      growthPercent: 0,
      inflationPercent: 0,
      years: 12,
      yearlyCharge: noCharge,
    });
    expect(result.yearsOfFullIncome).toBe(10);
    expect(result.runsOutInYear).toBe(10);
    expect(result.rows[9]).toEqual({
      year: 10,
      startPot: 10_000,
      income: 10_000,
      growth: 0,
      charge: 0,
      endPot: 0,
    });
    expect(result.rows[10]!.income).toBe(0);
    expect(result.totalIncome).toBe(100_000);
    expect(result.endPot).toBe(0);
  });

  it('pays what is left in the last year: £25,000 at £10,000 a year is 2 full years and £5,000', () => {
    const result = projectDrawdown({
      pot: 25_000,
      income: 10_000,
      growthPercent: 0,
      inflationPercent: 0,
      years: 5,
      yearlyCharge: noCharge,
    });
    expect(result.yearsOfFullIncome).toBe(2);
    expect(result.runsOutInYear).toBe(3);
    expect(result.rows.map((row) => row.income)).toEqual([10_000, 10_000, 5_000, 0, 0]);
    expect(result.totalIncome).toBe(25_000);
  });

  it('takes income first, then grows the rest: £100,000, £5,000 a year, 5% growth', () => {
    // Year 1: 100,000 − 5,000 = 95,000; × 1.05 = 99,750.
    // Year 2: 99,750 − 5,000 = 94,750; growth 4,737.50; end 99,487.50.
    const result = projectDrawdown({
      pot: 100_000,
      income: 5_000,
      growthPercent: 5,
      inflationPercent: 0,
      years: 2,
      yearlyCharge: noCharge,
    });
    expect(result.rows[0]).toMatchObject({ startPot: 100_000, income: 5_000, growth: 4_750, endPot: 99_750 });
    expect(result.rows[1]).toMatchObject({
      startPot: 99_750,
      income: 5_000,
      growth: 4_737.5,
      endPot: 99_487.5,
    });
  });

  it('raises the income with inflation each year: £10,000, then £11,000, then £12,100 at 10%', () => {
    const result = projectDrawdown({
      pot: 1_000_000,
      income: 10_000,
      growthPercent: 0,
      inflationPercent: 10,
      years: 3,
      yearlyCharge: noCharge,
    });
    expect(result.rows.map((row) => row.income)).toEqual([10_000, 11_000, 12_100]);
    expect(result.totalIncome).toBe(33_100);
    expect(result.endPot).toBe(966_900);
  });

  it("takes the spec's Vanguard example charge on the pot at the start of the year: minimum £150 on £100,000, 0.15% capped at £375 on £300,000", () => {
    // Spec §9's example tariff (the product's Vanguard data has a sourced £48 minimum instead).
    const vanguard = {
      chargeBasis: 'bands' as const,
      tiers: [{ upTo: null, percentage: 0.15 }],
      flatFee: null,
      capAmount: 375,
      minimumFee: 150,
      annualDrawdownFee: 0,
    };
    const charge = (pot: number) => annualCost(vanguard, pot) ?? 0;
    // On the £100,000 at the start of the year (as the comparison prices it): 0.15% = £150, the
    // minimum; taken after the £1,000 income: £100,000 − £1,000 − £150 = £98,850.
    const small = projectDrawdown({
      pot: 100_000,
      income: 1_000,
      growthPercent: 0,
      inflationPercent: 0,
      years: 1,
      yearlyCharge: charge,
    });
    expect(small.rows[0]).toMatchObject({ charge: 150, endPot: 98_850 });
    // £300,000 with no income: 0.15% = £450, capped at £375, every year.
    const large = projectDrawdown({
      pot: 300_000,
      income: 0,
      growthPercent: 0,
      inflationPercent: 0,
      years: 10,
      yearlyCharge: charge,
    });
    expect(large.totalCharges).toBe(3_750);
    expect(large.endPot).toBe(296_250);
  });

  it('never takes a charge larger than the pot', () => {
    const result = projectDrawdown({
      pot: 1_000,
      income: 900,
      growthPercent: 0,
      inflationPercent: 0,
      years: 2,
      yearlyCharge: () => 500,
    });
    expect(result.rows[0]).toMatchObject({ income: 900, charge: 100, endPot: 0 });
    expect(result.runsOutInYear).toBe(1);
  });

  it('reports no end when the pot outlasts the search', () => {
    const result = projectDrawdown({
      pot: 500_000,
      income: 10_000,
      growthPercent: 5,
      inflationPercent: 0,
      years: 30,
      yearlyCharge: noCharge,
    });
    expect(result.yearsOfFullIncome).toBeNull();
    expect(result.runsOutInYear).toBeNull();
    expect(result.rows).toHaveLength(30);
    expect(result.endPot).toBeGreaterThan(500_000);
  });

  it('shows at most 50 years, and at least 1', () => {
    const base = { pot: 100_000, income: 0, growthPercent: 0, inflationPercent: 0, yearlyCharge: noCharge };
    expect(projectDrawdown({ ...base, years: 80 }).rows).toHaveLength(50);
    expect(projectDrawdown({ ...base, years: 0 }).rows).toHaveLength(1);
  });
});

describe('calculator inputs', () => {
  it('accepts the defaults and £, commas and % in the fields', () => {
    expect(validateParams(DEFAULT_PARAMS).values).not.toBeNull();
    const { values } = validateParams({ ...DEFAULT_PARAMS, pot: '£250,000', growth: '4%' });
    expect(values).toMatchObject({ pot: 250_000, growthPercent: 4 });
  });

  it('names each field that needs fixing', () => {
    const { values, errors } = validateParams({
      pot: 'lots',
      income: '-5',
      growth: '40',
      inflation: '',
      years: '2.5',
      provider: 'x',
    });
    expect(values).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['growth', 'income', 'inflation', 'pot', 'years']);
    expect(errors.pot).toMatch(/pension pot/);
  });

  it('round-trips the inputs through the query string', () => {
    const params = { ...DEFAULT_PARAMS, pot: '400000', provider: 'aj-bell' };
    expect(paramsFromSearch(new URLSearchParams(searchFromParams(params)))).toEqual(params);
    expect(paramsFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_PARAMS);
  });
});

describe('the yearly charge is worked out on the pot at the start of the year', () => {
  it('charges year 1 on the pot as entered, so it is the comparison’s figure for that pot', () => {
    const seen: [number, number][] = [];
    const result = projectDrawdown({
      pot: 250_000,
      income: 12_000,
      growthPercent: 4,
      inflationPercent: 0,
      years: 2,
      yearlyCharge: (pot, year) => {
        seen.push([pot, year]);
        // 0.15% capped at £375: on £250,000 it is £375 (not £371.28, 0.15% of the £247,520 year-end pot).
        return Math.min(pot * 0.0015, 375);
      },
    });
    expect(seen[0]).toEqual([250_000, 1]);
    expect(result.rows[0]!.charge).toBe(375);
    // Year 2 starts with what year 1 left: (250,000 − 12,000) × 1.04 − 375 = 247,145.
    expect(seen[1]).toEqual([247_145, 2]);
  });
});
