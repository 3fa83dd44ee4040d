import { SCENARIO_DEFAULTS } from '../../../widget/core/scenario.ts';

/**
 * How long a drawdown pot lasts: a year-by-year projection, pure numbers in and out.
 *
 * Each year, in this order:
 * 1. the year's income is taken at the start of the year (the first year's income as entered,
 *    then raised by inflation every year), or whatever is left if the pot cannot pay it in full;
 * 2. what remains grows (or falls) at the expected growth rate for the year;
 * 3. the provider's charges for the year, worked out on the pot at the start of the year (as the
 *    comparison and the receipts work them out: spec §9's cost for the pot), are taken, never more
 *    than what is left.
 * Figures are in future pounds (not adjusted for inflation); no tax is deducted.
 */

export interface ProjectionInputs {
  /** Pot at the start, in pounds. */
  pot: number;
  /** Income taken in the first year, in pounds; later years rise with inflation. */
  income: number;
  /** Expected growth a year before charges, in percent (e.g. 5 for 5%), as the comparison assumes. May be negative. */
  growthPercent: number;
  /** Inflation a year in percent; the income rises by this each year. */
  inflationPercent: number;
  /** Years to show in the year-by-year table and chart. */
  years: number;
  /**
   * The provider's charges in pounds for a year that starts with this pot (0 for none); `year` is
   * 1 for the first year, which carries any one-off fees.
   */
  yearlyCharge: (pot: number, year: number) => number;
}

export interface ProjectionYear {
  /** 1 for the first year. */
  year: number;
  startPot: number;
  /** Income taken this year (less than planned in the year the pot runs out). */
  income: number;
  growth: number;
  charge: number;
  endPot: number;
}

export interface Projection {
  rows: ProjectionYear[];
  /** Total income taken over the rows shown. */
  totalIncome: number;
  /** Total provider charges over the rows shown. */
  totalCharges: number;
  /** Pot left at the end of the last row shown. */
  endPot: number;
  /**
   * Full years the planned income is paid, looking up to MAX_YEARS ahead; null when the pot still
   * pays it in full after MAX_YEARS.
   */
  yearsOfFullIncome: number | null;
  /** The year (1-based) in which the pot runs out, or null if it does not within MAX_YEARS. */
  runsOutInYear: number | null;
}

/** How far the "how long does it last" search looks ahead. */
export const MAX_YEARS = 100;
/** The longest plan the table and chart show. */
export const MAX_PLAN_YEARS = 50;

/** Whole pence, so long runs do not drift from the figures a person would work out by hand. */
const pence = (pounds: number) => Math.round(pounds * 100) / 100;

/**
 * Projects a drawdown pot year by year.
 *
 * @example projectDrawdown({ pot: 100_000, income: 10_000, growthPercent: 0, inflationPercent: 0,
 *   years: 12, yearlyCharge: () => 0 }).yearsOfFullIncome // 10
 */
export function projectDrawdown(inputs: ProjectionInputs): Projection {
  const growth = inputs.growthPercent / 100;
  const inflation = inputs.inflationPercent / 100;
  const planYears = Math.max(1, Math.min(MAX_PLAN_YEARS, Math.floor(inputs.years)));
  const rows: ProjectionYear[] = [];
  let pot = Math.max(0, inputs.pot);
  let planned = Math.max(0, inputs.income);
  let yearsOfFullIncome: number | null = null;
  let runsOutInYear: number | null = null;

  for (let year = 1; year <= MAX_YEARS; year++) {
    const startPot = pot;
    const income = pence(Math.min(planned, startPot));
    if (income < pence(planned) && yearsOfFullIncome === null) yearsOfFullIncome = year - 1;
    const afterIncome = pence(startPot - income);
    const yearGrowth = pence(afterIncome * growth);
    const beforeCharge = Math.max(0, pence(afterIncome + yearGrowth));
    const charge =
      beforeCharge > 0 ? pence(Math.min(Math.max(0, inputs.yearlyCharge(startPot, year)), beforeCharge)) : 0;
    pot = pence(beforeCharge - charge);

    if (year <= planYears) rows.push({ year, startPot, income, growth: yearGrowth, charge, endPot: pot });
    if (pot <= 0 && runsOutInYear === null) {
      runsOutInYear = year;
      // Paid in full this year but nothing left for the next: full income lasted this many years.
      if (yearsOfFullIncome === null) yearsOfFullIncome = planned > 0 ? year : null;
    }
    if (runsOutInYear !== null && year >= planYears) break;
    planned *= 1 + inflation;
  }

  return {
    rows,
    totalIncome: pence(rows.reduce((sum, row) => sum + row.income, 0)),
    totalCharges: pence(rows.reduce((sum, row) => sum + row.charge, 0)),
    endPot: rows.at(-1)?.endPot ?? inputs.pot,
    yearsOfFullIncome,
    runsOutInYear,
  };
}

/** The calculator's inputs as they travel in the URL (shareable, survive reload). */
export interface CalculatorParams {
  pot: string;
  income: string;
  growth: string;
  inflation: string;
  years: string;
  provider: string;
}

export const DEFAULT_PARAMS: CalculatorParams = {
  pot: '250000',
  income: '12000',
  // The comparison's stated assumptions (scenario.ts): 5% growth a year before charges, 2.5% inflation.
  growth: String(SCENARIO_DEFAULTS.growth),
  inflation: String(SCENARIO_DEFAULTS.inflation),
  years: '30',
  provider: 'vanguard',
};

export type ParamErrors = Partial<Record<keyof CalculatorParams, string>>;

export interface ValidParams {
  pot: number;
  income: number;
  growthPercent: number;
  inflationPercent: number;
  years: number;
  provider: string;
}

function toNumber(raw: string): number | undefined {
  const cleaned = raw.trim().replace(/^£/, '').replace(/[,\s]/g, '').replace(/%$/, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * Checks the calculator's raw inputs and says, per field, what to fix in plain English.
 *
 * @example validateParams({ ...DEFAULT_PARAMS, pot: 'abc' }).errors.pot // 'Enter your pension pot in pounds, like 250000.'
 */
export function validateParams(raw: CalculatorParams): { values: ValidParams | null; errors: ParamErrors } {
  const errors: ParamErrors = {};
  const pot = toNumber(raw.pot);
  if (pot === undefined) errors.pot = 'Enter your pension pot in pounds, like 250000.';
  else if (pot < 1_000 || pot > 100_000_000) errors.pot = 'Enter a pot between £1,000 and £100,000,000.';
  const income = toNumber(raw.income);
  if (income === undefined) errors.income = 'Enter the yearly income you want in pounds, like 12000.';
  else if (income < 0 || income > 10_000_000)
    errors.income = 'Enter a yearly income between £0 and £10,000,000.';
  const growth = toNumber(raw.growth);
  if (growth === undefined) errors.growth = 'Enter the growth you expect as a percentage, like 5.';
  else if (growth < -10 || growth > 15) errors.growth = 'Enter growth between -10% and 15% a year.';
  const inflation = toNumber(raw.inflation);
  if (inflation === undefined) errors.inflation = 'Enter inflation as a percentage, like 2.5.';
  else if (inflation < 0 || inflation > 15) errors.inflation = 'Enter inflation between 0% and 15% a year.';
  const years = toNumber(raw.years);
  if (years === undefined || !Number.isInteger(years))
    errors.years = 'Enter a whole number of years, like 30.';
  else if (years < 1 || years > MAX_PLAN_YEARS) errors.years = `Enter between 1 and ${MAX_PLAN_YEARS} years.`;
  if (Object.keys(errors).length > 0) return { values: null, errors };
  return {
    values: {
      pot: pot!,
      income: income!,
      growthPercent: growth!,
      inflationPercent: inflation!,
      years: years!,
      provider: raw.provider,
    },
    errors,
  };
}

/** Reads the calculator's inputs from a query string, falling back to the defaults. */
export function paramsFromSearch(search: URLSearchParams): CalculatorParams {
  const read = (key: keyof CalculatorParams) => search.get(key)?.slice(0, 40) ?? DEFAULT_PARAMS[key];
  return {
    pot: read('pot'),
    income: read('income'),
    growth: read('growth'),
    inflation: read('inflation'),
    years: read('years'),
    provider: read('provider'),
  };
}

/** The query string that reproduces these inputs. */
export function searchFromParams(params: CalculatorParams): string {
  return new URLSearchParams({ ...params }).toString();
}
