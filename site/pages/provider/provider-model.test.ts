import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../../widget/core/providers.ts';
import { addressPot, crumbsFor, metaDescription } from './provider-model.ts';

const provider = PROVIDERS[0]!;

describe('provider page model', () => {
  it('starts the cost box from a pot in the address only when it is one we can price', () => {
    expect(addressPot(new URLSearchParams('pot=300000'))).toBe(300_000);
    expect(addressPot(new URLSearchParams('pot=lots'))).toBeNull();
    expect(addressPot(new URLSearchParams('pot=999999999999'))).toBeNull();
    expect(addressPot(new URLSearchParams(''))).toBeNull();
  });

  it('describes the provider with its cost on £250,000, or says fees are not fully published', () => {
    expect(metaDescription({ ...provider, costs: { ...provider.costs, pot250k: 1234 } })).toContain(
      'about £1,234 a year on a £250,000 pot',
    );
    expect(metaDescription({ ...provider, costs: { ...provider.costs, pot250k: null } })).toContain(
      'fees not fully published',
    );
  });

  it('places the page under the fee table', () => {
    expect(crumbsFor(provider)).toEqual([
      { label: 'Fees & Charges', to: '/fees-and-charges' },
      { label: provider.name, to: `/provider/${provider.slug}` },
    ]);
  });
});
