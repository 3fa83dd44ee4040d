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

/** The origin a local path is resolved against to check that it stays on this site. */
const CHECK_ORIGIN = 'https://local.invalid';

/**
 * `value` when it is a path on this site (for a redirect's Location or a link back), else null.
 * Browsers drop tabs and line breaks from a URL and read `\` as `/`, so `/\t/evil.test` would
 * go to evil.test: any control character, white space or backslash refuses the value outright,
 * and what is left must resolve to this site's origin. The one check for every local redirect.
 *
 * @example localPath('/fees-and-charges?pot=250000') // '/fees-and-charges?pot=250000'
 * @example localPath('/\t/evil.test') // null
 */
export function localPath(value: unknown, maxLength = 2000): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]|\s/u.test(value)) return null;
  try {
    return new URL(value, CHECK_ORIGIN).origin === CHECK_ORIGIN ? value : null;
  } catch {
    return null;
  }
}
