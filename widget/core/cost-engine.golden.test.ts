import { describe, expect, it } from 'vitest';
import { quote } from './cost-engine.ts';
import { AEGON, AJ_BELL, FIDELITY, HARGREAVES_LANSDOWN, VANGUARD } from './cost-fixtures.ts';
import type { CostTariff } from './cost-tariff.ts';
import { baselineScenario, type Scenario } from './scenario.ts';

/**
 * Golden table: scenarios worked out by hand from the providers' own pages (the fixtures in
 * cost-fixtures.ts cite them). Each row's comment is the working; the engine must agree to the
 * penny, line by line.
 */
function scenario(pot: number, over: Partial<Scenario> = {}): Scenario {
  return { ...baselineScenario(pot), growth: 0, inflation: 0, ...over };
}

interface Golden {
  name: string;
  tariff: CostTariff;
  scenario: Scenario;
  /** Expected known lines, by key, in pounds. */
  lines: Record<string, number>;
  total: number;
  notKnown?: string[];
}

const GOLDEN: Golden[] = [
  {
    // 0.45% × £30,000 = £135.00.
    name: 'HL, £30k in funds, nothing taken',
    tariff: HARGREAVES_LANSDOWN,
    scenario: scenario(30_000),
    lines: { 'platform-funds': 135 },
    total: 135,
  },
  {
    // HL's bands are on the "Value of funds": £240,000 in funds, all in the first band,
    // 0.45% × £240,000 = £1,080.00. Shares: 0.45% × £160,000 = £720.00, capped at £200
    // (−£520.00). Total £1,080 + £720 − £520 = £1,280.00. (The whole-pot reading gave £1,100:
    // the bands on the whole £400k, shared 60/40.)
    name: 'HL, £400k, 60% funds / 40% shares: the £200 share cap',
    tariff: HARGREAVES_LANSDOWN,
    scenario: scenario(400_000, { holdings: { funds: 60, shares: 40, trusts: 0 } }),
    lines: { 'platform-funds': 1080, 'platform-shares': 720, cap: -520 },
    total: 1280,
  },
  {
    // £1m in funds, £40k a year monthly, 6 fund trades, 0.2% OCF.
    // Platform 0.45% × £250,000 (£1,125) + 0.25% × £750,000 (£1,875) = £3,000.00.
    // Fund charges 0.2% × £1,000,000 = £2,000.00. Dealing 6 × £0 = £0. Drawdown free.
    // Total £5,000.00.
    name: 'HL, £1m, regular monthly income, trades and a fund charge',
    tariff: HARGREAVES_LANSDOWN,
    scenario: scenario(1_000_000, { income: 40_000, incomeFrequency: 'monthly', tradesPerYear: 6, ocf: 0.2 }),
    lines: { 'platform-funds': 3000, 'fund-charges': 2000, 'dealing-funds': 0 },
    total: 5000,
  },
  {
    // UFPLS needs no drawdown, so Fidelity's £50k drawdown minimum does not apply.
    // One rate on the whole pot: £30,000 is in the under-£250k tier, 0.35% × £30,000 = £105.00
    // (above the £90 minimum). Two lump sums at £0 each (no one-off withdrawal fee).
    name: 'Fidelity, £30k, two UFPLS lump sums a year',
    tariff: FIDELITY,
    scenario: scenario(30_000, { income: 6_000, lumpSums: 2 }),
    lines: { 'platform-funds': 105 },
    total: 105,
    notKnown: [],
  },
  {
    // Tax-free cash at the start: 25% × £60,000 = £15,000, leaving £45,000 in drawdown (over the
    // £50k minimum, which is checked on the pot before the cash is taken).
    // 0.35% × £45,000 = £157.50. No set-up, income or tax-free-cash fees.
    name: 'Fidelity, £60k, tax-free cash then a yearly income',
    tariff: FIDELITY,
    scenario: scenario(60_000, { income: 3_000, incomeFrequency: 'yearly', taxFreeCash: 'start' }),
    lines: { 'platform-funds': 157.5 },
    total: 157.5,
  },
  {
    // Whole pot over £250k: 0.20% × £300,000 = £600.00, half on funds (£300.00) and half on
    // shares (£300.00), the shares part capped at £90 (−£210.00). Total £390.00.
    name: 'Fidelity, £300k, half in shares: whole-pot rate and the £90 share cap',
    tariff: FIDELITY,
    scenario: scenario(300_000, { holdings: { funds: 50, shares: 50, trusts: 0 } }),
    lines: { 'platform-funds': 300, 'platform-shares': 300, cap: -210 },
    total: 390,
  },
  {
    // Whole pot: 0.20% × £1,500,000 = £3,000.00, capped at £2,000 (0.20% of the first £1m):
    // −£1,000.00. Total £2,000.00.
    name: 'Fidelity, £1.5m: the overall £2,000 cap',
    tariff: FIDELITY,
    scenario: scenario(1_500_000),
    lines: { 'platform-funds': 3000, cap: -1000 },
    total: 2000,
  },
  {
    // 0.25% × £100,000 = £250.00. Regular income: £100 + 20% VAT = £120.00 a year.
    // The set-up fee is not stated either way: not known, not in the total. Total £370.00.
    name: 'AJ Bell, £100k, monthly income',
    tariff: AJ_BELL,
    scenario: scenario(100_000, { income: 4_000, incomeFrequency: 'monthly' }),
    lines: { 'platform-funds': 250, 'regular-income': 120 },
    total: 370,
    notKnown: ['Drawdown set-up fee'],
  },
  {
    // 0.25% × £250,000 = £625.00. UFPLS: 4 × (£25 + VAT) = 4 × £30 = £120.00.
    // Dealing: 4 fund trades × £1.50 = £6.00. Fund charges 0.2% × £250,000 = £500.00.
    // No drawdown, so no set-up fee. Total £1,251.00.
    name: 'AJ Bell, £250k, four UFPLS lump sums and four trades',
    tariff: AJ_BELL,
    scenario: scenario(250_000, { income: 10_000, lumpSums: 4, tradesPerYear: 4, ocf: 0.2 }),
    lines: { 'platform-funds': 625, 'fund-charges': 500, 'dealing-funds': 6, ufpls: 120 },
    total: 1251,
    notKnown: [],
  },
  {
    // Tax-free cash: 25% × £500,000 = £125,000 (under the £268,275 allowance); £375,000 left.
    // Shares: "0.25% of the value of the shares", 0.25% × £375,000 = £937.50, capped at £100
    // (£25 a quarter): −£837.50. Tax-free cash payment £25 + VAT = £30.00. Two one-off
    // payments 2 × £30 = £60.00. Six share trades × £5 = £30.00. Set-up not known.
    // Total £937.50 − £837.50 + £30 + £60 + £30 = £220.00 (the fund bands are not on shares).
    name: 'AJ Bell, £500k in shares, tax-free cash then two lump sums',
    tariff: AJ_BELL,
    scenario: scenario(500_000, {
      holdings: { funds: 0, shares: 100, trusts: 0 },
      taxFreeCash: 'start',
      income: 20_000,
      lumpSums: 2,
      tradesPerYear: 6,
    }),
    lines: {
      'platform-shares': 937.5,
      cap: -837.5,
      'tax-free-cash': 30,
      'lump-sums': 60,
      'dealing-shares': 30,
    },
    total: 220,
    notKnown: ['Drawdown set-up fee'],
  },
  {
    // Tax-free cash is capped by the Lump Sum Allowance: 25% × £1,200,000 = £300,000, so
    // £268,275 is taken and £931,725 stays. Platform 0.25% × £250,000 (£625) + 0.10% ×
    // £681,725 (£681.73, rounded from £681.725) = £1,306.73. Tax-free cash fee £30.00.
    // Total £1,336.73.
    name: 'AJ Bell, £1.2m: tax-free cash limited by the Lump Sum Allowance',
    tariff: AJ_BELL,
    scenario: scenario(1_200_000, { taxFreeCash: 'start' }),
    lines: { 'platform-funds': 1306.73, 'tax-free-cash': 30 },
    total: 1336.73,
    notKnown: ['Drawdown set-up fee'],
  },
  {
    // 0.15% × £30,000 = £45.00, raised to the £48 minimum (+£3.00). Total £48.00.
    name: 'Vanguard, £30k: the £48 minimum',
    tariff: VANGUARD,
    scenario: scenario(30_000),
    lines: { 'platform-funds': 45, minimum: 3 },
    total: 48,
    notKnown: ['Yearly drawdown fee'],
  },
  {
    // 0.15% × £1,000,000 = £1,500.00, capped at £375 (−£1,125.00). Fund charges 0.2% × £1m =
    // £2,000.00. Total £2,375.00.
    name: 'Vanguard, £1m with a fund charge: the £375 cap',
    tariff: VANGUARD,
    scenario: scenario(1_000_000, { ocf: 0.2 }),
    lines: { 'platform-funds': 1500, cap: -1125, 'fund-charges': 2000 },
    total: 2375,
    notKnown: ['Yearly drawdown fee'],
  },
  {
    // ARC bands: 0.60% × £29,999.99 = £179.99994 → £180.00; 0.55% × £20,000 = £110.00;
    // 0.50% × £50,000 = £250.00; 0.45% × £0.01 → £0.00. Platform £540.00, plus the £75 yearly
    // drawdown fee: £615.00 (the research notes' figure at £100k).
    name: 'Aegon ARC, £100k: bands plus the £75 drawdown fee',
    tariff: AEGON,
    scenario: scenario(100_000),
    lines: { 'platform-funds': 540, 'drawdown-yearly': 75 },
    total: 615,
  },
];

describe('golden table: year-one receipts worked out by hand', () => {
  it.each(GOLDEN.map((g) => [g.name, g] as const))('%s', (_name, g) => {
    const q = quote(g.tariff, g.scenario);
    expect(q.eligible).toBe(true);
    const known = Object.fromEntries(
      q.yearOne.lines.filter((l) => l.amount !== null).map((l) => [l.key, l.amount]),
    );
    expect(known).toEqual(g.lines);
    expect(q.yearOne.total).toBe(g.total);
    if (g.notKnown) expect(q.yearOne.notKnown).toEqual(g.notKnown);
    for (const l of q.yearOne.lines) {
      expect(l.formula.length).toBeGreaterThan(0);
      // A known figure says where it is from; an unknown one says so and why.
      if (l.amount !== null) expect(l.source).not.toBeNull();
      else expect(l.formula).toMatch(/^Not known/);
    }
  });

  it('shows the working with its figures', () => {
    const q = quote(HARGREAVES_LANSDOWN, GOLDEN[1]!.scenario);
    const formulas = q.yearOne.lines.map((l) => l.formula);
    expect(formulas[0]).toBe('0.45% of £240,000 held in funds');
    expect(formulas[1]).toBe('0.45% of £160,000 held in shares and ETFs');
    expect(formulas[2]).toBe(
      'the charge on shares and ETFs and investment trusts capped at £200 a year, down from £720',
    );
    expect(q.yearOne.lines[0]!.source).toBe('https://www.hl.co.uk/pensions/sipp/charges-and-interest-rates');
    expect(q.yearOne.lines[0]!.checkedOn).toBe('2026-11-01');
  });
});

describe('golden table: eligibility', () => {
  it('Fidelity, £40k and a regular income: under the £50k drawdown minimum', () => {
    const q = quote(FIDELITY, scenario(40_000, { income: 2_000 }));
    expect(q.eligible).toBe(false);
    expect(q.reason).toBe('Needs a pot of at least £50,000 for drawdown.');
  });
  it('a provider that does not pay UFPLS cannot do lump sums without tax-free cash first', () => {
    const noUfpls: CostTariff = {
      ...AJ_BELL,
      charges: {
        ...AJ_BELL.charges,
        drawdown: {
          ...AJ_BELL.charges.drawdown,
          ufplsOffered: { ...AJ_BELL.charges.drawdown.ufplsOffered, value: false },
        },
      },
    };
    expect(quote(noUfpls, scenario(100_000, { income: 5_000, lumpSums: 2 })).reason).toBe(
      'Does not pay lump sums straight from the pension (UFPLS).',
    );
    // Taking the tax-free cash first makes them one-off drawdown payments, which it does pay.
    expect(
      quote(noUfpls, scenario(100_000, { income: 5_000, lumpSums: 2, taxFreeCash: 'start' })).eligible,
    ).toBe(true);
  });
});

describe('golden table: over the years, worked by hand (no growth, no inflation)', () => {
  it('HL, £100k, three years: each year charged on the pot at its start', () => {
    // Year 1: 0.45% × £100,000 = £450.00; pot £99,550.00.
    // Year 2: 0.45% × £99,550.00 = £447.975 → £447.98; pot £99,102.02.
    // Year 3: 0.45% × £99,102.02 = £445.95909 → £445.96.
    // Total £450.00 + £447.98 + £445.96 = £1,343.94.
    const q = quote(HARGREAVES_LANSDOWN, scenario(100_000, { years: 3 }));
    expect(q.horizon).toEqual({ years: 3, total: 1343.94 });
    expect(q.moneyLastsYears).toBeNull();
  });

  it('HL, £30k, £12,000 taken at the start of each year: lasts two years', () => {
    // Year 1: £12,000 paid → £18,000; charges on the opening £30,000 = £135.00 → £17,865.00.
    // Year 2: charges 0.45% × £17,865 = £80.39; £12,000 paid → £5,865 − £80.39 = £5,784.61.
    // Year 3: £5,784.61 cannot pay £12,000: the money lasts 24 months, 2.0 years.
    const q = quote(
      HARGREAVES_LANSDOWN,
      scenario(30_000, { income: 12_000, incomeFrequency: 'yearly', years: 5 }),
    );
    expect(q.moneyLastsYears).toBe(2);
    expect(q.horizon.total).toBe(215.39);
    expect(q.milestones).toEqual([
      { years: 10, pot: 0, charges: 215.39 },
      { years: 20, pot: 0, charges: 215.39 },
    ]);
  });
});
