import { describe, expect, it } from 'vitest';
import {
  baselineScenario,
  defaultTrades,
  describeScenario,
  isBaseline,
  parseScenario,
  SCENARIO_DEFAULTS,
  scenarioFromQuery,
  scenarioToParams,
  suggestedScenario,
} from './scenario.ts';

describe('scenario', () => {
  it('defaults trades by pot size as Boring Money does', () => {
    expect([5_000, 10_000, 49_999, 50_000, 99_999, 100_000, 2_000_000].map(defaultTrades)).toEqual([
      1, 2, 2, 4, 4, 6, 6,
    ]);
  });

  it('starts the refine step from the stated defaults', () => {
    expect(suggestedScenario(80_000)).toEqual({
      pot: 80_000,
      holdings: { funds: 100, shares: 0, trusts: 0 },
      tradesPerYear: 4,
      income: 0,
      incomeFrequency: 'monthly',
      lumpSums: 0,
      taxFreeCash: 'none',
      ocf: SCENARIO_DEFAULTS.ocf,
      years: 10,
      growth: 5,
      inflation: 2.5,
    });
    expect(isBaseline(baselineScenario(80_000))).toBe(true);
    expect(isBaseline(suggestedScenario(80_000))).toBe(false);
  });

  it('reads a scenario from the query, filling the holdings split', () => {
    const parsed = parseScenario(
      new URLSearchParams('pot=£250,000&shares=30&trusts=10&income=12,000&incomeFrequency=quarterly'),
    );
    expect(parsed.ok && parsed.scenario).toMatchObject({
      pot: 250_000,
      holdings: { funds: 60, shares: 30, trusts: 10 },
      income: 12_000,
      incomeFrequency: 'quarterly',
      tradesPerYear: 6,
    });
  });

  it('reads element attributes the same way', () => {
    const attributes: Record<string, string> = { pot: '100000', lumpsums: '2' };
    const parsed = parseScenario((name) => attributes[name.toLowerCase()] ?? null);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.map((e) => e.param)).toEqual(['income']);
  });

  it('round-trips through query parameters, leaving out the defaults', () => {
    expect(scenarioToParams(suggestedScenario(250_000)).toString()).toBe('pot=250000');
    const s = {
      ...suggestedScenario(250_000),
      holdings: { funds: 50, shares: 50, trusts: 0 },
      income: 9000,
      lumpSums: 3,
      taxFreeCash: 'start' as const,
      ocf: 0.5,
      years: 20,
      tradesPerYear: 10,
    };
    const back = parseScenario(scenarioToParams(s));
    expect(back.ok && back.scenario).toEqual(s);
  });

  it('names every bad parameter', () => {
    const parsed = parseScenario(new URLSearchParams('pot=lots&funds=120&years=0&taxFreeCash=maybe'));
    expect(!parsed.ok && parsed.errors.map((e) => e.param).sort()).toEqual([
      'funds',
      'pot',
      'taxFreeCash',
      'years',
    ]);
  });
});

describe('scenarioFromQuery: the plan in a page address, as the widget keeps it', () => {
  it('is the standard comparison with no query or only a pot', () => {
    expect(scenarioFromQuery(new URLSearchParams('')).kind).toBe('none');
    expect(scenarioFromQuery(new URLSearchParams('pot=250000')).kind).toBe('none');
    expect(scenarioFromQuery(new URLSearchParams('pot=250000&utm_source=x')).kind).toBe('none');
  });

  it('reads the plan the refine step writes', () => {
    const plan = { ...suggestedScenario(250_000), income: 12_000, taxFreeCash: 'start' as const };
    const read = scenarioFromQuery(scenarioToParams(plan));
    expect(read).toEqual({ kind: 'plan', scenario: plan });
  });

  it('names each bad parameter', () => {
    const read = scenarioFromQuery(new URLSearchParams('pot=250000&shares=150&years=0'));
    expect(read.kind).toBe('errors');
    if (read.kind === 'errors') expect(read.errors.map((e) => e.param).sort()).toEqual(['shares', 'years']);
  });
});

describe('describeScenario', () => {
  it('says the plan in words', () => {
    const words = describeScenario({
      ...suggestedScenario(250_000),
      holdings: { funds: 60, shares: 40, trusts: 0 },
      income: 12_000,
      lumpSums: 2,
      taxFreeCash: 'start',
    });
    expect(words).toEqual([
      'a pot of £250,000',
      '60% in funds, 40% in shares and ETFs',
      '£12,000 a year in 2 lump sums',
      'the 25% tax-free cash taken at the start',
      '6 trades a year',
      'a fund charge of 0.2% a year',
      '10 years ahead',
    ]);
  });
});
