import type { CostLine } from '../../widget/core/annual-cost.ts';
import { formatNumber } from '../../widget/core/format.ts';
import { formatGBP } from '../../widget/core/money.ts';
import type { Provider, ProviderCategory } from '../../widget/core/provider-schema.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { rankProviders } from '../../widget/core/rank.ts';

export const NOT_PUBLISHED = 'Not published — check with the provider';

/** The three pot sizes the data carries illustrative costs for. */
export const SAMPLE_POTS = [
  { pot: 100_000, key: 'pot100k' },
  { pot: 250_000, key: 'pot250k' },
  { pot: 500_000, key: 'pot500k' },
] as const satisfies readonly { pot: number; key: keyof Provider['costs'] }[];

export const CATEGORY_NAME: Record<ProviderCategory, string> = {
  direct: 'Direct platform',
  robo: 'Robo-adviser',
  adviser: 'Adviser platform',
};

/** "1st", "2nd", "3rd", "11th", "21st". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** A yearly rate as people write it: 0.45 → "0.45%", 0.1 → "0.10%", 1.5 → "1.5%", 0 → "0%". */
export function formatPercent(percentage: number): string {
  if (percentage === 0) return '0%';
  let text = percentage.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
  if (percentage < 1) {
    const decimals = text.split('.')[1]?.length ?? 0;
    if (decimals < 2) text = percentage.toFixed(2);
  }
  return `${text}%`;
}

/** A sum in pounds, or the not-published text. */
export function poundsOrNotPublished(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_PUBLISHED : formatGBP(value);
}

export interface CostRank {
  position: number;
  /** Providers with a known cost at that pot. */
  outOf: number;
  cost: number;
}

/** Where a provider comes among all providers on yearly cost at a pot (null if its cost is unknown). */
export function costRankAt(provider: Provider, pot: number): CostRank | null {
  const { shown } = rankProviders(PROVIDERS, pot);
  const known = shown.filter((entry) => entry.cost !== null);
  const index = known.findIndex((entry) => entry.provider.slug === provider.slug);
  const entry = known[index];
  if (!entry || entry.cost === null) return null;
  return { position: index + 1, outOf: known.length, cost: entry.cost };
}

/** One line of the working behind a cost, in words. */
export function describeCostLine(line: CostLine): string {
  switch (line.kind) {
    case 'band': {
      const from = formatGBP(line.from ?? 0);
      const rate = formatPercent(line.percentage ?? 0);
      return line.to === null || line.to === undefined
        ? `Above ${from} at ${rate}`
        : `${from} to ${formatGBP(line.to)} at ${rate}`;
    }
    case 'whole-pot':
      return `The whole pot at ${formatPercent(line.percentage ?? 0)} (the rate for a pot of this size)`;
    case 'flat':
      return 'Flat yearly platform fee';
    case 'minimum':
      return 'Top-up to the minimum yearly fee';
    case 'cap':
      return 'Reduction to the yearly cap';
    case 'drawdown':
      return 'Yearly drawdown fee';
  }
}

/** Pounds with pence where they matter, for the lines of a breakdown: 155.88 → "£155.88". */
export function formatPounds(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const sign = rounded < 0 ? '−' : '';
  const abs = Math.abs(rounded);
  return `${sign}£${formatNumber(abs, {
    minimumFractionDigits: Number.isInteger(abs) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
