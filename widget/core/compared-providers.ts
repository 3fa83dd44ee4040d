import { deepFreeze } from './deep-freeze.ts';
import { COMPARED_PROVIDER_RECORDS } from './provider-compared.generated.ts';
import type { ComparedProvider } from './provider-schema.ts';

/**
 * The providers as the comparison sees them (COMPARED_FIELDS of provider-schema.ts), in the order
 * of PROVIDERS. The widget reads these, not PROVIDERS, so a partner page downloads the fees and
 * filters but not the site's profile words (about 7 KB gzip, decision 029).
 */
export const COMPARED_PROVIDERS: readonly ComparedProvider[] = deepFreeze(COMPARED_PROVIDER_RECORDS);
