import type { ProviderCategory } from '../core/provider-schema.ts';

/** Plain-English names of the provider categories. */
export const CATEGORY_LABEL: Record<ProviderCategory, string> = {
  direct: 'Direct',
  robo: 'Robo',
  adviser: 'Adviser',
};
