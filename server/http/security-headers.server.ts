import type { OutgoingHttpHeaders } from 'node:http';
import { type InlineHashes, NO_INLINE_HASHES } from './inline-hashes.server.ts';

/**
 * The site's policy: only its own scripts and the one inline module the build writes (which starts
 * them after the first paint), styles from its own files and the `<style>` elements the build
 * inlined, each allowed by its hash (the `style` attributes React and the prerender write are
 * allowed, any other inline script or `<style>` element is not), framed only by itself.
 */
export function siteCsp(hashes: InlineHashes = NO_INLINE_HASHES): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes.script].join(' '),
    ["style-src 'self'", ...hashes.style].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** API answers and files carry no active content: nothing may run or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON: OutgoingHttpHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Adds the security headers every response carries, choosing the CSP by what the response is.
 * `hashes`: the hash sources of what the build inlined (see inline-hashes.server.ts).
 */
export function withSecurityHeaders(
  headers: OutgoingHttpHeaders,
  path: string,
  hashes: InlineHashes = NO_INLINE_HASHES,
): OutgoingHttpHeaders {
  const type = String(headers['content-type'] ?? '');
  const isPage =
    type.startsWith('text/html') || (!path.startsWith('/api/') && headers['content-type'] === undefined);
  const out: OutgoingHttpHeaders = { ...COMMON, ...headers };
  if (isPage) {
    out['content-security-policy'] = siteCsp(hashes);
    out['x-frame-options'] = 'SAMEORIGIN';
    out['cross-origin-opener-policy'] = 'same-origin';
    out['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  } else {
    out['content-security-policy'] = API_CSP;
  }
  return out;
}
