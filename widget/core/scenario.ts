import { formatGBP, MAX_POT } from './money.ts';

/**
 * How a visitor holds and takes their money: the input of the drawdown cost engine
 * (`cost-engine.ts`). Every figure is a plain number in pounds, percent or counts.
 */
export type IncomeFrequency = 'monthly' | 'quarterly' | 'yearly';
export type TaxFreeCash = 'start' | 'none';

export interface Scenario {
  /** The pot in pounds. */
  pot: number;
  /** How the pot is held, in percent of the pot; the three add up to 100. */
  holdings: { funds: number; shares: number; trusts: number };
  /** Buys and sells a year, across the whole pot. */
  tradesPerYear: number;
  /**
   * Money taken out each year, in today's pounds (it rises with inflation year by year).
   * 0 means nothing is taken.
   */
  income: number;
  /** How a regular income is paid (ignored when `lumpSums` is above 0). */
  incomeFrequency: IncomeFrequency;
  /**
   * When above 0, the yearly `income` is taken as this many ad-hoc lump sums a year instead of a
   * regular income: uncrystallised lump sums (UFPLS) when no tax-free cash is taken at the start,
   * one-off drawdown payments when it is.
   */
  lumpSums: number;
  /** Whether the 25% tax-free cash is taken at the start (and the rest moved into drawdown). */
  taxFreeCash: TaxFreeCash;
  /** The fund charge (ongoing charges figure, OCF) in percent a year, on the part held in funds. */
  ocf: number;
  /** How many years ahead the cost is added up. */
  years: number;
  /** Investment growth in percent a year, before charges. */
  growth: number;
  /** Inflation in percent a year: the income rises by it every year. */
  inflation: number;
}

/** The longest look ahead, and the length of the month-by-month projection behind "how long it lasts". */
export const PROJECTION_YEARS = 40;

/**
 * Stated defaults for the refine step, each with its source (shown beside the figures):
 * - Fund charge 0.20% a year: a low-cost index fund; Vanguard's own fund costs run from 0.06% to
 *   0.79% a year (vanguardinvestor.co.uk/what-we-offer/fees-explained) and Standard Life
 *   illustrates a Total Fund Charge of 0.10% (standardlife.co.uk/pensions/personal-pension/charges,
 *   5 February 2025). Editable, because it is the visitor's fund choice, not the provider's.
 * - Growth 5% a year: the middle of the FCA's 2% / 5% / 8% projection rates that providers such
 *   as Vanguard use for illustrations (research: peers.md).
 * - Inflation 2.5% a year: the figure PensionBee's pension calculator assumes
 *   (research: peers-and-goals-2026-11.md, R21); the Bank of England's target is 2%.
 * - Ten years ahead: long enough for tier and cap effects to show, short enough to mean something.
 */
export const SCENARIO_DEFAULTS = Object.freeze({
  holdings: Object.freeze({ funds: 100, shares: 0, trusts: 0 }),
  income: 0,
  incomeFrequency: 'monthly' as IncomeFrequency,
  lumpSums: 0,
  taxFreeCash: 'none' as TaxFreeCash,
  ocf: 0.2,
  years: 10,
  growth: 5,
  inflation: 2.5,
});

/**
 * Trades a year by pot size, as Boring Money's fees calculator assumes
 * (boringmoney.co.uk/fees-calculator-assumptions, in research/peers.md): 1 under £10k, 2 for
 * £10k–£50k, 4 for £50k–£100k, 6 for £100k–£250k. Boring Money's steps above £250k are not in the
 * stored copy, so larger pots keep 6 rather than a guessed higher figure.
 *
 * @example defaultTrades(120_000) // 6
 */
export function defaultTrades(pot: number): number {
  if (pot < 10_000) return 1;
  if (pot < 50_000) return 2;
  if (pot < 100_000) return 4;
  return 6;
}

/**
 * The scenario the refine step starts from: the stated defaults for this pot.
 *
 * @example suggestedScenario(250_000).tradesPerYear // 6
 */
export function suggestedScenario(pot: number): Scenario {
  return {
    pot,
    ...SCENARIO_DEFAULTS,
    holdings: { ...SCENARIO_DEFAULTS.holdings },
    tradesPerYear: defaultTrades(pot),
  };
}

/**
 * The spec §9 scenario: all funds, nothing taken, no trades, no fund charge, one year. Its cost
 * is exactly `annualCost` for every provider, so the plain ranking and the engine agree.
 *
 * @example baselineScenario(100_000).years // 1
 */
export function baselineScenario(pot: number): Scenario {
  return {
    pot,
    holdings: { funds: 100, shares: 0, trusts: 0 },
    tradesPerYear: 0,
    income: 0,
    incomeFrequency: 'monthly',
    lumpSums: 0,
    taxFreeCash: 'none',
    ocf: 0,
    years: 1,
    growth: SCENARIO_DEFAULTS.growth,
    inflation: SCENARIO_DEFAULTS.inflation,
  };
}

/**
 * The standard plan in plain words, stated once wherever its figures are shown (the home ranking,
 * the fee page, the questionnaire, provider pages, the calculator's start, e-mail 1 and the API
 * without plan parameters all price it).
 */
export const STANDARD_PLAN_WORDS =
  'Standard plan: your pot held in funds, nothing taken out, for one year; platform and drawdown charges. Fund charges, dealing and one-off set-up fees are not in it.';

/**
 * What a cost covers, for headings and cards: "a year" for a one-year plan, "over 10 years".
 *
 * @example costPeriod(baselineScenario(250_000)) // "a year"
 */
export function costPeriod(s: Pick<Scenario, 'years'>): string {
  return s.years === 1 ? 'a year' : `over ${s.years} years`;
}

/** Whether a scenario is the §9 one (so a page can say "the standard comparison"). */
export function isBaseline(s: Scenario): boolean {
  return (
    s.holdings.funds === 100 &&
    s.tradesPerYear === 0 &&
    s.income === 0 &&
    s.lumpSums === 0 &&
    s.taxFreeCash === 'none' &&
    s.ocf === 0 &&
    s.years === 1
  );
}

/** A query parameter that could not be read, named so the visitor or partner can fix it. */
export interface ScenarioFieldError {
  param: string;
  message: string;
}

export type ScenarioParse =
  | { ok: true; scenario: Scenario; explicit: ReadonlySet<string> }
  | { ok: false; errors: ScenarioFieldError[] };

/** The query parameters a scenario is written in (API, site URL and element attributes alike). */
export const SCENARIO_PARAMS = [
  'pot',
  'funds',
  'shares',
  'trusts',
  'trades',
  'income',
  'incomeFrequency',
  'lumpSums',
  'taxFreeCash',
  'ocf',
  'years',
] as const;
export type ScenarioParam = (typeof SCENARIO_PARAMS)[number];

type Getter = (name: string) => string | null | undefined;

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * Reads a scenario from query parameters (or element attributes: anything with a `get`).
 * Missing parameters take the stated defaults; `pot` is required. Numbers are plain digits
 * (£ signs and commas are allowed in `pot` and `income`, as people type them). Errors name each
 * bad parameter and say what it accepts.
 *
 * @example parseScenario(new URLSearchParams('pot=250000&income=12000')).ok // true
 */
export function parseScenario(source: { get: Getter } | Getter): ScenarioParse {
  const get: Getter = typeof source === 'function' ? source : (name) => source.get(name);
  const errors: ScenarioFieldError[] = [];
  const explicit = new Set<string>();

  const raw = (name: ScenarioParam): string | undefined => {
    const value = get(name);
    if (value === null || value === undefined || value.trim() === '') return undefined;
    explicit.add(name);
    return value.trim();
  };
  const number = (
    name: ScenarioParam,
    min: number,
    max: number,
    what: string,
    money = false,
  ): number | undefined => {
    const value = raw(name);
    if (value === undefined) return undefined;
    const cleaned = money ? value.replace(/^£/, '').replace(/,/g, '') : value;
    if (!NUMBER.test(cleaned) || Number(cleaned) < min || Number(cleaned) > max) {
      errors.push({ param: name, message: `${name} must be ${what}.` });
      return undefined;
    }
    return Number(cleaned);
  };
  const whole = (name: ScenarioParam, max: number, what: string): number | undefined => {
    const value = number(name, 0, max, what);
    if (value !== undefined && !Number.isInteger(value)) {
      errors.push({ param: name, message: `${name} must be ${what}.` });
      return undefined;
    }
    return value;
  };

  const pot = number('pot', 0, MAX_POT, 'a pot in pounds from 0 to 100,000,000', true);
  if (pot === undefined && !explicit.has('pot'))
    errors.push({ param: 'pot', message: 'pot is required: the pension pot in pounds.' });
  const funds = number('funds', 0, 100, 'a percentage from 0 to 100');
  const shares = number('shares', 0, 100, 'a percentage from 0 to 100');
  const trusts = number('trusts', 0, 100, 'a percentage from 0 to 100');
  const trades = whole('trades', 1000, 'a whole number of trades a year from 0 to 1,000');
  const income = number('income', 0, MAX_POT, 'pounds a year from 0 to 100,000,000', true);
  const frequencyRaw = raw('incomeFrequency');
  if (frequencyRaw !== undefined && !['monthly', 'quarterly', 'yearly'].includes(frequencyRaw))
    errors.push({
      param: 'incomeFrequency',
      message: 'incomeFrequency must be monthly, quarterly or yearly.',
    });
  const lumpSums = whole('lumpSums', 12, 'a whole number of lump sums a year from 0 to 12');
  const tfcRaw = raw('taxFreeCash');
  if (tfcRaw !== undefined && tfcRaw !== 'start' && tfcRaw !== 'none')
    errors.push({ param: 'taxFreeCash', message: 'taxFreeCash must be start or none.' });
  const ocf = number('ocf', 0, 3, 'a fund charge in percent from 0 to 3');
  const years = whole('years', PROJECTION_YEARS, `a whole number of years from 1 to ${PROJECTION_YEARS}`);
  if (years === 0)
    errors.push({
      param: 'years',
      message: `years must be a whole number of years from 1 to ${PROJECTION_YEARS}.`,
    });

  // The split: any part given fixes the rest; what is not given is the remainder in funds.
  let holdings: Scenario['holdings'] = { ...SCENARIO_DEFAULTS.holdings };
  if (funds !== undefined || shares !== undefined || trusts !== undefined) {
    const s = shares ?? 0;
    const t = trusts ?? 0;
    const f = funds ?? 100 - s - t;
    if (Math.abs(f + s + t - 100) > 1e-9) {
      const param = funds === undefined ? (shares !== undefined ? 'shares' : 'trusts') : 'funds';
      errors.push({ param, message: 'funds, shares and trusts must add up to 100.' });
    } else holdings = { funds: f, shares: s, trusts: t };
  }
  if (
    lumpSums !== undefined &&
    lumpSums > 0 &&
    (income === undefined || income === 0) &&
    !errors.some((e) => e.param === 'income')
  )
    errors.push({
      param: 'income',
      message: 'income is needed with lumpSums: the pounds a year the lump sums add up to.',
    });
  if (lumpSums !== undefined && lumpSums > 0 && frequencyRaw !== undefined)
    errors.push({
      param: 'incomeFrequency',
      message: 'incomeFrequency is for a regular income; leave it out when taking lumpSums.',
    });

  if (errors.length > 0 || pot === undefined) return { ok: false, errors };
  return {
    ok: true,
    explicit,
    scenario: {
      pot,
      holdings,
      tradesPerYear: trades ?? defaultTrades(pot),
      income: income ?? 0,
      incomeFrequency: (frequencyRaw as IncomeFrequency | undefined) ?? SCENARIO_DEFAULTS.incomeFrequency,
      lumpSums: lumpSums ?? 0,
      taxFreeCash: (tfcRaw as TaxFreeCash | undefined) ?? 'none',
      ocf: ocf ?? SCENARIO_DEFAULTS.ocf,
      years: years ?? SCENARIO_DEFAULTS.years,
      growth: SCENARIO_DEFAULTS.growth,
      inflation: SCENARIO_DEFAULTS.inflation,
    },
  };
}

/**
 * The scenario as query parameters, leaving out what equals the stated default for its pot, so
 * links stay short and a partner's attributes stay few.
 *
 * @example scenarioToParams(suggestedScenario(250_000)).toString() // "pot=250000"
 */
export function scenarioToParams(s: Scenario): URLSearchParams {
  const params = new URLSearchParams();
  params.set('pot', String(s.pot));
  if (s.holdings.funds !== 100) {
    params.set('funds', String(s.holdings.funds));
    params.set('shares', String(s.holdings.shares));
    params.set('trusts', String(s.holdings.trusts));
  }
  if (s.tradesPerYear !== defaultTrades(s.pot)) params.set('trades', String(s.tradesPerYear));
  if (s.income > 0) params.set('income', String(s.income));
  if (s.income > 0 && s.lumpSums === 0 && s.incomeFrequency !== SCENARIO_DEFAULTS.incomeFrequency)
    params.set('incomeFrequency', s.incomeFrequency);
  if (s.lumpSums > 0) params.set('lumpSums', String(s.lumpSums));
  if (s.taxFreeCash !== 'none') params.set('taxFreeCash', s.taxFreeCash);
  if (s.ocf !== SCENARIO_DEFAULTS.ocf) params.set('ocf', String(s.ocf));
  if (s.years !== SCENARIO_DEFAULTS.years) params.set('years', String(s.years));
  return params;
}

/**
 * The scenario in plain words, one phrase per answer, for the line above a receipt.
 *
 * @example describeScenario({ ...suggestedScenario(250_000), income: 12_000 })[2] // "£12,000 a year, paid monthly"
 */
export function describeScenario(s: Scenario): string[] {
  const held =
    s.holdings.funds === 100
      ? 'all in funds'
      : [
          s.holdings.funds > 0 ? `${s.holdings.funds}% in funds` : '',
          s.holdings.shares > 0 ? `${s.holdings.shares}% in shares and ETFs` : '',
          s.holdings.trusts > 0 ? `${s.holdings.trusts}% in investment trusts` : '',
        ]
          .filter(Boolean)
          .join(', ');
  const taken =
    s.income === 0
      ? 'nothing taken out'
      : s.lumpSums > 0
        ? `${formatGBP(s.income)} a year in ${s.lumpSums} lump sum${s.lumpSums === 1 ? '' : 's'}`
        : `${formatGBP(s.income)} a year, paid ${s.incomeFrequency}`;
  return [
    `a pot of ${formatGBP(s.pot)}`,
    held,
    taken,
    s.taxFreeCash === 'start' ? 'the 25% tax-free cash taken at the start' : 'no tax-free cash taken',
    `${s.tradesPerYear} trade${s.tradesPerYear === 1 ? '' : 's'} a year`,
    `a fund charge of ${s.ocf}% a year`,
    `${s.years} year${s.years === 1 ? '' : 's'} ahead`,
  ];
}

export type QueryScenario =
  | { kind: 'none' }
  | { kind: 'plan'; scenario: Scenario }
  | { kind: 'errors'; errors: ScenarioFieldError[] };

/**
 * The visitor's plan from a page's query, read as the widget keeps it in the site's URL: a query
 * with no scenario parameter but the pot (or none at all) is the standard comparison ('none');
 * otherwise the plan, or what is wrong with it.
 *
 * @example scenarioFromQuery(new URLSearchParams('pot=250000&income=12000')).kind // 'plan'
 */
export function scenarioFromQuery(query: URLSearchParams): QueryScenario {
  if (!SCENARIO_PARAMS.some((name) => name !== 'pot' && (query.get(name) ?? '').trim() !== ''))
    return { kind: 'none' };
  const parsed = parseScenario(query);
  return parsed.ok ? { kind: 'plan', scenario: parsed.scenario } : { kind: 'errors', errors: parsed.errors };
}
