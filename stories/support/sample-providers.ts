import type { Provider } from '../../widget/core/provider-schema.ts';
import { providerBySlug } from '../../widget/core/providers.ts';

/**
 * A fixed sample of the real providers, chosen by slug, for the stories whose pictures are compared
 * (tests/e2e/storybook-visual.spec.ts). A provider added to data/providers/ never reaches these
 * stories, so it needs no new picture; a change to one of these eight providers' own data does
 * reach them, and decision 045 says what to do then.
 *
 * The eight: the five cheapest for a £250,000 pot on the standard plan when this was written, two
 * dearer ones, and one whose cost our data cannot complete (listed last).
 */
const SAMPLE_SLUGS = [
  'prudential',
  'vanguard',
  'fidelity',
  'aj-bell',
  'legal-and-general',
  'hargreaves-lansdown',
  'nutmeg',
  'interactive-investor',
] as const;

export const SAMPLE_PROVIDERS: readonly Provider[] = SAMPLE_SLUGS.map((slug) => {
  const provider = providerBySlug(slug);
  if (!provider) throw new Error(`The story sample names "${slug}", which is not in data/providers/`);
  return provider;
});
