import { type CostTariff, type TariffSources, tariffFromFile, withSources } from './cost-tariff.ts';
import type { Provider } from './provider-schema.ts';
import { PROVIDER_SOURCES } from './provider-sources.generated.ts';
import { tariffOf } from './rank.ts';

/**
 * Providers' engine tariffs with every figure's source and checked-on date (decision 020): what
 * receipts are written from. The numbers are `tariffOf`'s, figure for figure; this adds only where
 * they come from. The server and the pages that show receipts import it; the widget loads it the
 * first time a receipt is opened.
 */
const BY_SLUG = new Map(PROVIDER_SOURCES.map((entry) => [entry.slug, entry.sources]));
const cache = new WeakMap<Provider, CostTariff>();

/** Where each of one provider's figures comes from (for a page that passes them to an island). */
export function sourcesOf(slug: string): TariffSources | undefined {
  return BY_SLUG.get(slug);
}

export function sourcedTariffOf(provider: Provider): CostTariff {
  let tariff = cache.get(provider);
  if (!tariff) {
    const plain = tariffOf(provider);
    const { unpricedReason: _derived, ...charges } = withSources(plain, BY_SLUG.get(provider.slug)).charges;
    // Worked out again with the sources, so "not known" can say what was looked for (the file's note).
    tariff = tariffFromFile({
      slug: plain.slug,
      name: plain.name,
      tariff: provider.unpricedReason ? { ...charges, unpricedReason: provider.unpricedReason } : charges,
    });
    cache.set(provider, tariff);
  }
  return tariff;
}
