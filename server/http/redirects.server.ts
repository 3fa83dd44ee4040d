import { PROVIDERS } from '../../widget/core/providers.ts';

/** The three article paths of spec §2 and their blog posts. */
export const ARTICLE_SLUGS = [
  'why-annuities-are-regaining-popularity',
  'pension-drawdown-vs-annuity',
  'what-is-phased-drawdown-unlocking-the-benefits-of-flexible-pension-income',
] as const;

const PROVIDER_SLUGS = new Set(PROVIDERS.map((provider) => provider.slug));

/**
 * Where a redirect-handler route of spec §2 goes (with or without a trailing slash), or null.
 *
 * @example redirectTarget('/contact-us/') // '/contact'
 * @example redirectTarget('/aj-bell-pension-drawdown') // '/provider/aj-bell'
 */
export function redirectTarget(path: string): string | null {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (bare === '/contact-us') return '/contact';
  const slug = bare.slice(1);
  if ((ARTICLE_SLUGS as readonly string[]).includes(slug)) return `/blog/${slug}`;
  const provider = /^\/([a-z0-9-]+)-pension-drawdown$/.exec(bare)?.[1];
  if (provider && PROVIDER_SLUGS.has(provider)) return `/provider/${provider}`;
  return null;
}
