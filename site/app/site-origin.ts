import { PUBLIC_ORIGIN_PLACEHOLDER } from '../../widget/core/public-origin.ts';

/**
 * The site's origin: the page's own in a browser, and while prerendering the placeholder that the
 * server fills with PUBLIC_URL when it serves the page (decision 046).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? PUBLIC_ORIGIN_PLACEHOLDER : window.location.origin;
}
