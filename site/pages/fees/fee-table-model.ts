import { quote } from '../../../widget/core/cost-engine.ts';
import { compareNames } from '../../../widget/core/format.ts';
import { formatGBP } from '../../../widget/core/money.ts';
import {
  type PlatformFacts,
  type PlatformLimit,
  platformFacts,
} from '../../../widget/core/platform-facts.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';
import { providerCost, tariffOf } from '../../../widget/core/rank.ts';
import { baselineScenario, type Scenario } from '../../../widget/core/scenario.ts';
import { formatPercent } from '../../shared/provider-facts.ts';

export type SortKey =
  | 'name'
  | 'category'
  | 'rate'
  | 'flatFee'
  | 'minimumFee'
  | 'capAmount'
  | 'setupFee'
  | 'drawdownFee'
  | 'pot100k'
  | 'pot250k'
  | 'pot500k'
  | 'yourPot';

export type SortDirection = 'ascending' | 'descending';

export interface Column {
  key: SortKey;
  label: string;
  /** Read out after the label where the short label needs it. */
  longLabel: string;
  numeric: boolean;
}

/** Costs first, so they are in view without scrolling; then the parts of the tariff. */
export const COLUMNS: readonly Column[] = [
  { key: 'name', label: 'Provider', longLabel: 'Provider', numeric: false },
  { key: 'pot100k', label: '£100k pot', longLabel: 'Yearly cost on a £100,000 pot', numeric: true },
  { key: 'pot250k', label: '£250k pot', longLabel: 'Yearly cost on a £250,000 pot', numeric: true },
  { key: 'pot500k', label: '£500k pot', longLabel: 'Yearly cost on a £500,000 pot', numeric: true },
  { key: 'yourPot', label: 'Your pot', longLabel: 'Yearly cost on your pot', numeric: true },
  { key: 'rate', label: 'Tiers', longLabel: 'Percentage tiers', numeric: true },
  { key: 'flatFee', label: 'Flat fee', longLabel: 'Flat yearly fee', numeric: true },
  { key: 'minimumFee', label: 'Minimum', longLabel: 'Minimum yearly fee', numeric: true },
  { key: 'capAmount', label: 'Cap', longLabel: 'Yearly cap', numeric: true },
  { key: 'setupFee', label: 'Set-up', longLabel: 'Drawdown set-up fee', numeric: true },
  { key: 'drawdownFee', label: 'Drawdown', longLabel: 'Yearly drawdown fee', numeric: true },
  { key: 'category', label: 'Type', longLabel: 'Type of provider', numeric: false },
];

/** £250,000 → "£250k", £1,000,000 → "£1m". */
export function shortGBP(pounds: number): string {
  if (pounds >= 1_000_000 && pounds % 100_000 === 0) return `£${pounds / 1_000_000}m`;
  if (pounds >= 1_000 && pounds % 1_000 === 0) return `£${pounds / 1_000}k`;
  return formatGBP(pounds);
}

/**
 * A minimum or cap in a table cell: the amount and, where it has one, its condition in a few
 * words ("£90 under £25k"); the provider page gives the provider's own wording.
 */
export function limitCell(limit: PlatformLimit): string {
  const amount = formatGBP(limit.perYear);
  if (limit.appliesBelow !== undefined) return `${amount} under ${shortGBP(limit.appliesBelow)}`;
  if (limit.appliesFrom !== undefined) return `${amount} from ${shortGBP(limit.appliesFrom)}`;
  return amount;
}

/** The tiers in one line: "0.45% to £250k, 0.25% to £1m, then 0%". */
export function tiersText({ tiers, basis }: PlatformFacts): string | null {
  if (tiers.length === 0) return null;
  if (tiers.length === 1 && tiers[0]?.upTo === null)
    return `${formatPercent(tiers[0].percentage)} of the pot`;
  const parts = tiers.map((tier) =>
    tier.upTo === null
      ? `then ${formatPercent(tier.percentage)}`
      : `${formatPercent(tier.percentage)} to ${shortGBP(tier.upTo)}`,
  );
  return `${parts.join(', ')}${basis === 'whole-pot' ? ' (one rate on the whole pot)' : ''}`;
}

/**
 * The cost in the "Your pot" column: the §9 yearly cost, or for the visitor's plan (from the URL,
 * as the widget keeps it) the engine's year-one receipt total and the cost over the plan's years,
 * or why the provider cannot do the plan. The same engine and figures as the widget and the API.
 */
export function yourCost(
  provider: Provider,
  yourPot: number,
  plan: Scenario | null,
): { yearOne: number | null; horizon: number | null; years: number; reason?: string } {
  if (plan === null) {
    const cost = providerCost(provider, baselineScenario(yourPot));
    return { yearOne: cost, horizon: cost, years: 1 };
  }
  const q = quote(tariffOf(provider), { ...plan, pot: yourPot });
  return {
    yearOne: q.yearOne.total,
    horizon: q.horizon.total,
    years: q.horizon.years,
    ...(q.reason ? { reason: q.reason } : {}),
  };
}

/** The value a column sorts by; null sorts last whichever way. */
export function sortValue(
  provider: Provider,
  key: SortKey,
  yourPot: number | null,
  plan: Scenario | null = null,
): string | number | null {
  // Read only by the columns that need them: the default sort (a cost column) needs neither.
  const fee = () => platformFacts(tariffOf(provider));
  const drawdown = () => tariffOf(provider).charges.drawdown;
  switch (key) {
    case 'name':
      return provider.name;
    case 'category':
      return provider.category;
    case 'rate':
      return fee().tiers[0]?.percentage ?? null;
    case 'flatFee':
      return fee().flatFee;
    case 'minimumFee':
      return fee().minimum?.perYear ?? null;
    case 'capAmount':
      return fee().cap?.perYear ?? null;
    case 'setupFee':
      return drawdown().setupFee.value;
    case 'drawdownFee':
      return drawdown().yearlyFee.value;
    case 'pot100k':
    case 'pot250k':
    case 'pot500k':
      return provider.costs[key];
    case 'yourPot': {
      if (yourPot === null) return null;
      // A plan sorts by its cost over the years (as the widget ranks it); a provider that cannot do it last.
      const cost = yourCost(provider, yourPot, plan);
      return cost.reason ? null : cost.horizon;
    }
  }
}

/** Providers sorted by a column; unknown values stay at the bottom, ties go by name. */
export function sortProviders(
  providers: readonly Provider[],
  key: SortKey,
  direction: SortDirection,
  yourPot: number | null,
  plan: Scenario | null = null,
): Provider[] {
  const sign = direction === 'ascending' ? 1 : -1;
  // Each value once (a plan's cost is a quote), then sorted by it.
  const rows = providers.map((provider) => ({ provider, value: sortValue(provider, key, yourPot, plan) }));
  rows.sort(({ provider: a, value: va }, { provider: b, value: vb }) => {
    if (va === null || vb === null) {
      if (va === vb) return compareNames(a.name, b.name);
      return va === null ? 1 : -1;
    }
    const order =
      typeof va === 'number' && typeof vb === 'number' ? va - vb : compareNames(String(va), String(vb));
    return order * sign || compareNames(a.name, b.name);
  });
  return rows.map((row) => row.provider);
}
