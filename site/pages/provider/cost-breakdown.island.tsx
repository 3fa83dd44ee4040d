import type { TariffSources } from '../../../widget/core/cost-tariff.ts';
import { providerBySlug } from '../../../widget/core/providers.ts';
import { CostBreakdownPanel } from './cost-breakdown-panel.tsx';

/**
 * The provider page's one interactive part (ADR 021): the pot box and its receipt. The rest of the
 * page is plain HTML and is never hydrated, so a first tap costs only this island. The page passes
 * this provider's figure sources in (a few hundred bytes), so the receipt shows them without the
 * island loading every provider's.
 */
export default function CostBreakdown({
  slug,
  sources,
  pot,
}: {
  slug: string;
  sources?: TariffSources;
  /** The pot in the page's address, if any. */
  pot?: number;
}) {
  const provider = providerBySlug(slug);
  return provider ? <CostBreakdownPanel provider={provider} sources={sources} initialPot={pot} /> : null;
}
