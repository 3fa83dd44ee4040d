import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { tariffOf } from '../../../widget/core/rank.ts';
import {
  calculatorScenario,
  cheapestFor,
  chosenProvider,
  errorFields,
  headlineText,
  NO_PROVIDER,
  providerOption,
  runPlan,
  runsOutWithinPlan,
  sharePathFor,
  visibleErrorsOf,
} from './calculator-model.ts';
import { DEFAULT_PARAMS, type ValidParams, validateParams } from './drawdown-projection.ts';

const plan = (over: Partial<ValidParams> = {}): ValidParams => ({
  ...validateParams(DEFAULT_PARAMS).values!,
  ...over,
});
const priced = PROVIDERS.find((p) => tariffOf(p).charges.unpricedReason === undefined)!;
const unpriced = PROVIDERS.find((p) => tariffOf(p).charges.unpricedReason !== undefined);

describe('calculator model', () => {
  it('chooses a provider only when its charges are known', () => {
    expect(chosenProvider(NO_PROVIDER)).toBeUndefined();
    expect(chosenProvider('no-such-provider')).toBeUndefined();
    expect(chosenProvider(priced.slug)?.slug).toBe(priced.slug);
    if (unpriced) expect(chosenProvider(unpriced.slug)).toBeUndefined();
  });

  it('plans a yearly income in funds, capped at 40 years for the cost engine', () => {
    const scenario = calculatorScenario(plan({ years: 50, income: 9000 }));
    expect(scenario.years).toBe(40);
    expect(scenario.incomeFrequency).toBe('yearly');
    expect(scenario.holdings).toEqual({ funds: 100, shares: 0, trusts: 0 });
  });

  it('charges nothing without a provider, and something with one', () => {
    const values = plan({ pot: 200_000, income: 8000, years: 10 });
    expect(runPlan(values, undefined).totalCharges).toBe(0);
    expect(runPlan(values, priced).totalCharges).toBeGreaterThan(0);
  });

  it('finds the cheapest provider, never dearer than any priced one', () => {
    const values = plan({ pot: 200_000, income: 8000, years: 10 });
    const cheapest = cheapestFor(values)!;
    expect(cheapest.total).toBeLessThanOrEqual(runPlan(values, priced).totalCharges);
  });

  it('words the headline for no income, a lasting pot and a pot that runs out', () => {
    const none = plan({ pot: 100_000, income: 0, years: 5, growthPercent: 0 });
    expect(headlineText(none, runPlan(none, undefined))).toBe(
      'With no income taken, your pot is £100,000 after 5 years.',
    );
    const ten = plan({ pot: 100_000, income: 10_000, years: 12, growthPercent: 0, inflationPercent: 0 });
    const projection = runPlan(ten, undefined);
    expect(headlineText(ten, projection)).toBe(
      'Your pot pays £10,000 a year, rising with inflation, for 10 years.',
    );
    expect(runsOutWithinPlan(ten, projection)).toBe(true);
    expect(runsOutWithinPlan({ ...ten, years: 5 }, runPlan({ ...ten, years: 5 }, undefined))).toBe(false);
  });

  it('shows a provider’s year-1 charge beside its name only when names are unlocked', () => {
    const values = plan();
    expect(providerOption(priced, values, false)).toEqual({ label: priced.name, disabled: false });
    expect(providerOption(priced, values, true).label).toMatch(
      new RegExp(`^${priced.name}: £[\\d,]+ in year 1$`),
    );
    if (unpriced)
      expect(providerOption(unpriced, values, true)).toEqual({
        label: `${unpriced.name}: charges not in our data`,
        disabled: true,
      });
  });

  it('shows only the errors of fields left, listed in the form’s order', () => {
    const errors = { years: 'Years', pot: 'Pot' };
    expect(visibleErrorsOf(errors, new Set(['years']))).toEqual({ years: 'Years' });
    expect(errorFields(errors)).toEqual(['pot', 'years']);
  });

  it('makes the share path from the inputs and the provider', () => {
    expect(sharePathFor(DEFAULT_PARAMS, NO_PROVIDER)).toMatch(/^\/pension-drawdown-calculator\?pot=/);
    expect(sharePathFor(DEFAULT_PARAMS, priced.slug)).toContain(`provider=${priced.slug}`);
  });
});
