import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { localPath, redirectTarget } from './redirects.server.ts';

describe('redirectTarget', () => {
  it('sends /contact-us to /contact, with or without a trailing slash', () => {
    expect(redirectTarget('/contact-us')).toBe('/contact');
    expect(redirectTarget('/contact-us/')).toBe('/contact');
  });

  it('sends /{slug}-pension-drawdown to the provider page for every known slug', () => {
    for (const provider of PROVIDERS) {
      expect(redirectTarget(`/${provider.slug}-pension-drawdown`)).toBe(`/provider/${provider.slug}`);
      expect(redirectTarget(`/${provider.slug}-pension-drawdown/`)).toBe(`/provider/${provider.slug}`);
    }
    expect(redirectTarget('/acme-pension-drawdown')).toBeNull();
  });

  it('sends the three article paths to their blog posts', () => {
    expect(redirectTarget('/pension-drawdown-vs-annuity/')).toBe('/blog/pension-drawdown-vs-annuity');
    expect(redirectTarget('/why-annuities-are-regaining-popularity')).toBe(
      '/blog/why-annuities-are-regaining-popularity',
    );
  });

  it('leaves other paths alone', () => {
    expect(redirectTarget('/')).toBeNull();
    expect(redirectTarget('/contact')).toBeNull();
    expect(redirectTarget('/pension-drawdown-calculator')).toBeNull();
  });
});

describe('localPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(localPath('/')).toBe('/');
    expect(localPath('/fees-and-charges?pot=250000#table')).toBe('/fees-and-charges?pot=250000#table');
  });

  it.each([
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    '/ /evil.test',
    '/\u00a0/evil.test',
    '/\u2028/evil.test',
    '/\u0085/evil.test',
    '//evil.test',
    '/\\evil.test',
    '/a\\b',
    'https://evil.test',
    'evil.test',
    '',
  ])('refuses %j', (value) => {
    expect(localPath(value)).toBeNull();
  });

  it('refuses what is not a string or is too long', () => {
    expect(localPath(null)).toBeNull();
    expect(localPath(`/${'a'.repeat(30)}`, 20)).toBeNull();
  });
});
