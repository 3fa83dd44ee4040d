import { BRAND } from '../../widget/core/brand.ts';
import { absoluteUrl } from './json-ld.ts';
import { fullTitle, type PageMetaProps } from './page-meta.tsx';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> must not be able to close it. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The <head> tags of a prerendered page: title, description, canonical, Open Graph, Twitter card,
 * robots and JSON-LD (not executed, so the strict CSP allows it).
 */
export function headHtml(meta: PageMetaProps): string {
  const title = escapeHtml(fullTitle(meta.title));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(absoluteUrl(meta.path));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.noindex
      ? '<meta name="robots" content="noindex, nofollow" />'
      : `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.productName)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}
