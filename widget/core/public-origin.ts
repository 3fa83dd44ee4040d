/**
 * The origin written into prerendered pages, the sitemap and robots.txt wherever an absolute
 * address is needed (canonical, og:url, JSON-LD, the share link without script). The server puts
 * its PUBLIC_URL in its place when it serves them, so no domain fixed at build time reaches a
 * visitor (decision 046). A `.invalid` name can never resolve, so a missed copy is plainly broken.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

/** Text with the placeholder origin replaced by the public one (no trailing slash). */
export function withPublicOrigin(text: string, publicUrl: string): string {
  return text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, new URL(publicUrl).origin);
}
