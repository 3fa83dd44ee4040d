import { providerBySlug } from '../../../widget/core/providers.ts';
import { CostBreakdownPanel } from './cost-breakdown-panel.tsx';

/**
 * The provider page's one interactive part (ADR 021): the pot box and its line-by-line cost. The
 * rest of the page is plain HTML and is never hydrated, so a first tap costs only this island.
 */
export default function CostBreakdown({ slug }: { slug: string }) {
  const provider = providerBySlug(slug);
  return provider ? <CostBreakdownPanel provider={provider} /> : null;
}
