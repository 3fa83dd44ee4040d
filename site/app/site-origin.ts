import { PUBLIC_ORIGIN_PLACEHOLDER } from '../../widget/core/public-origin.ts';

/**
 * The site's public origin (PUBLIC_URL), as the page was served with it: the placeholder while
 * prerendering, which the server fills with PUBLIC_URL (decision 046), and in a browser the origin
 * of the page's canonical link, which the server filled. So the browser renders the same addresses
 * as the server did, whatever host the page was opened at (a `www.` name, an address): a share link
 * or a publisher's snippet names the public site, and hydration never meets a different address.
 * Where a page has no canonical link, or it was not filled (the dev server), the page's own origin.
 */
export function siteOrigin(): string {
  if (typeof window === 'undefined') return PUBLIC_ORIGIN_PLACEHOLDER;
  // A link element's `href` is already absolute: it names an origin, or is empty.
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '';
  const origin = /^https?:\/\/[^/?#]+/.exec(canonical)?.[0];
  // Not compared with the placeholder itself: the server fills that in this script's text too.
  return origin && !origin.endsWith('.invalid') ? origin : window.location.origin;
}
