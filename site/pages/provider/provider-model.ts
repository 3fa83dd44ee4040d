import { formatGBP, MAX_POT, parsePot } from '../../../widget/core/money.ts';
import type { Provider } from '../../../widget/core/provider-schema.ts';

/**
 * The provider page's model, without React: what its address holds (a pot for the cost box; the
 * plan is read by scenarioFromQuery) and the texts made from the provider's data.
 */

export const providerPath = (provider: Provider) => `/provider/${provider.slug}`;

export function crumbsFor(provider: Provider) {
  return [
    { label: 'Fees & Charges', to: '/fees-and-charges' },
    { label: provider.name, to: providerPath(provider) },
  ];
}

/** The page's meta description: the yearly cost on a £250,000 pot when it is known. */
export function metaDescription(provider: Provider): string {
  const cost = provider.costs.pot250k;
  const costText =
    cost === null ? 'fees not fully published' : `about ${formatGBP(cost)} a year on a £250,000 pot`;
  return `${provider.name} pension drawdown fees (${costText}), how the charge is worked out, investments, pros and cons, and company facts. Checked and sourced.`;
}

/** A pot in the address (the standard plan's, or the plan's): the one the cost box starts from. */
export function addressPot(search: URLSearchParams): number | null {
  const pot = parsePot(search.get('pot') ?? undefined);
  return pot !== undefined && pot <= MAX_POT ? pot : null;
}
