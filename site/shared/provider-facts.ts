import type { Provider, ProviderCategory } from '../../widget/core/provider-schema.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { rankProviders } from '../../widget/core/rank.ts';

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

/** The one rate wording (widget/core/format.ts), for the site's pages. */
export { formatPercent } from '../../widget/core/format.ts';

/** "1st", "2nd", "3rd", "11th", "21st". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
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
