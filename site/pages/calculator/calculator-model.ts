import { ineligibleReason, quote, yearChargePence } from '../../../widget/core/cost-engine.ts';
import { compareNames } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { PROVIDERS, providerBySlug } from '../../../widget/core/providers.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import type { Scenario } from '../../../widget/core/scenario.ts';
import {
  type CalculatorParams,
  type ParamErrors,
  type Projection,
  projectDrawdown,
  searchFromParams,
  type ValidParams,
} from './drawdown-projection.ts';

/**
 * The calculator page's model, without React: which provider is chosen, the projection and the
 * figures derived from it, the shareable address and the error list. The address ⇄ inputs mapping
 * and the checks of each input are in drawdown-projection.ts; the page (calculator-page.tsx) holds
 * the state and the view sections show it.
 */

export const PATH = '/pension-drawdown-calculator';
export const CRUMBS = [{ label: 'Drawdown calculator', to: PATH }];
/** The provider option for "leave provider charges out". */
export const NO_PROVIDER = 'none';

export const FIELD_ORDER: (keyof CalculatorParams)[] = ['pot', 'income', 'growth', 'inflation', 'years'];
export const FIELD_IDS: Record<keyof CalculatorParams, string> = {
  pot: 'calc-pot',
  income: 'calc-income',
  growth: 'calc-growth',
  inflation: 'calc-inflation',
  years: 'calc-years',
  provider: 'calc-provider',
};

export const sortedProviders = [...PROVIDERS].sort((a, b) => compareNames(a.name, b.name));

/**
 * The calculator's plan as a cost-engine scenario: the pot in funds, the income taken once a year,
 * no trades and no fund charge (the growth entered is before the provider's charges, as the
 * comparison's), no tax-free cash.
 */
export function calculatorScenario(values: ValidParams): Scenario {
  return {
    pot: values.pot,
    holdings: { funds: 100, shares: 0, trusts: 0 },
    tradesPerYear: 0,
    income: values.income,
    incomeFrequency: 'yearly',
    lumpSums: 0,
    taxFreeCash: 'none',
    ocf: 0,
    years: Math.min(values.years, 40),
    growth: values.growthPercent,
    inflation: values.inflationPercent,
  };
}

/**
 * A provider's charges for each year of the plan, from the cost engine: every charge its data file
 * holds for this plan (platform charge with its minimum and cap, fixed fees, the drawdown set-up
 * fee in year 1, the yearly drawdown fee, fees for paying an income), on the pot at the start of
 * the year, exactly as its receipt works them out. Charges not known count as nothing and are named.
 */
function chargeFor(
  provider: Provider | undefined,
  values: ValidParams,
): (pot: number, year: number) => number {
  if (!provider) return () => 0;
  const tariff = tariffOf(provider);
  const plan = calculatorScenario(values);
  return (pot, year) => yearChargePence(tariff, { ...plan, pot }, pot, year - 1) / 100;
}

/** The projection of this plan with this provider's charges (none without a provider). */
export function runPlan(values: ValidParams, provider: Provider | undefined): Projection {
  return projectDrawdown({
    pot: values.pot,
    income: values.income,
    growthPercent: values.growthPercent,
    inflationPercent: values.inflationPercent,
    years: values.years,
    yearlyCharge: chargeFor(provider, values),
  });
}

/** Whether the engine can price this provider for the plan: a published tariff, and it can do the plan. */
function priceable(provider: Provider, values: ValidParams): boolean {
  const tariff = tariffOf(provider);
  return (
    tariff.charges.unpricedReason === undefined &&
    ineligibleReason(tariff.charges, calculatorScenario(values)) === undefined
  );
}

export interface Cheapest {
  name: string;
  slug: string;
  total: number;
}

/** The provider with the lowest total charges over this plan, among those that can be priced for it. */
export function cheapestFor(values: ValidParams): Cheapest | null {
  let best: Cheapest | null = null;
  for (const provider of PROVIDERS) {
    if (!priceable(provider, values)) continue;
    const total = runPlan(values, provider).totalCharges;
    if (!best || total < best.total) best = { name: provider.name, slug: provider.slug, total };
  }
  return best;
}

/** The provider the address asks for, when its charges are known (else none: charges left out). */
export function chosenProvider(slug: string): Provider | undefined {
  const chosen = slug === NO_PROVIDER ? undefined : providerBySlug(slug);
  return chosen && tariffOf(chosen).charges.unpricedReason === undefined ? chosen : undefined;
}

/** The results headline: how long the pot pays the income (or, with none taken, what is left). */
export function headlineText(values: ValidParams, projection: Projection): string {
  const income = formatGBP(values.income);
  if (values.income === 0) {
    return projection.runsOutInYear !== null
      ? `With no income taken, charges alone empty the pot in year ${projection.runsOutInYear}.`
      : `With no income taken, your pot is ${formatGBP(projection.endPot)} after ${values.years} years.`;
  }
  if (projection.yearsOfFullIncome === null) {
    return `Your pot pays ${income} a year, rising with inflation, for more than 100 years.`;
  }
  const lasts = projection.yearsOfFullIncome;
  return `Your pot pays ${income} a year, rising with inflation, for ${lasts} ${lasts === 1 ? 'year' : 'years'}.`;
}

/**
 * A provider's line in the list: its year-1 charge for the pot (the same figure as the "year 1" tile
 * and the table's first row), or only its name while names are locked: names beside their costs
 * for the visitor's pot are a ranking made for them and follow the home ranking's gate (decision 043).
 */
export function providerOption(
  provider: Provider,
  shown: ValidParams,
  unlocked: boolean,
): { label: string; disabled: boolean } {
  const unpriced = tariffOf(provider).charges.unpricedReason !== undefined;
  if (unpriced) return { label: `${provider.name}: charges not in our data`, disabled: true };
  if (!unlocked) return { label: provider.name, disabled: false };
  const first = runPlan({ ...shown, years: 1 }, provider).rows[0]?.charge ?? 0;
  return { label: `${provider.name}: ${formatGBP(first)} in year 1`, disabled: false };
}

/** The path that opens the calculator with these inputs (the share link, without a host). */
export function sharePathFor(params: CalculatorParams, providerSlug: string): string {
  return `${PATH}?${searchFromParams({ ...params, provider: providerSlug })}`;
}

/** Only the errors of fields the visitor has left (or of a submitted form). */
export function visibleErrorsOf(errors: ParamErrors, touched: Set<keyof CalculatorParams>): ParamErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => touched.has(key as keyof CalculatorParams)),
  );
}

/** The fields with a problem, in the form's order (for the error summary). */
export function errorFields(errors: ParamErrors): (keyof CalculatorParams)[] {
  return FIELD_ORDER.filter((key) => errors[key]);
}

/** Whether the pot runs out inside the plan while an income is taken (the shortfall warning). */
export function runsOutWithinPlan(values: ValidParams, projection: Projection): boolean {
  return values.income > 0 && projection.runsOutInYear !== null && projection.runsOutInYear <= values.years;
}

/** What the chosen provider's charges come with: its quote for the plan (reason it cannot, unknown charges). */
export function providerQuoteFor(provider: Provider | undefined, plan: Scenario) {
  return provider ? quote(tariffOf(provider), plan, { horizonOnly: true }) : null;
}
