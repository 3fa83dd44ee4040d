import { PROVIDERS } from '../../widget/core/providers.ts';

/**
 * The providers with a review page: one per provider data file (spec §2's route table lists the
 * 21 of the spec, and a test checks each of them has a data file). Any other slug is not found.
 */
export const REVIEW_SLUGS: readonly string[] = PROVIDERS.map((provider) => provider.slug);

const SLUGS = new Set(REVIEW_SLUGS);

export function hasReview(slug: string): boolean {
  return SLUGS.has(slug);
}
