import { deepFreeze } from './deep-freeze.ts';
import { PROVIDER_RECORDS } from './provider-records.generated.ts';
import type { Provider } from './provider-schema.ts';

/**
 * The drawdown providers, one per data file in data/providers/ (spec §3), in category order:
 * direct, robo, adviser. Every figure and every word about a figure is derived from the data
 * files at build time (scripts/provider-data.ts, widget/core/provider-derive.ts); `costs` are
 * worked out with the cost model, never typed.
 */
export const PROVIDERS: readonly Provider[] = deepFreeze(PROVIDER_RECORDS);

const BY_SLUG = new Map(PROVIDERS.map((provider) => [provider.slug, provider]));

export function providerBySlug(slug: string): Provider | undefined {
  return BY_SLUG.get(slug);
}
