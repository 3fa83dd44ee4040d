import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The site's policy: only its own scripts (no inline script), styles from its own files and the
 * `<style>` elements the build inlined, each allowed by its hash (the `style` attributes React and
 * the prerender write are allowed, any other `<style>` element is not), framed only by itself.
 */
export function siteCsp(styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
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
 * `styleHashes`: the hash sources of the build's inline `<style>` (see inline-style-hashes.server.ts).
 */
export function withSecurityHeaders(
  headers: OutgoingHttpHeaders,
  path: string,
  styleHashes: readonly string[] = [],
): OutgoingHttpHeaders {
  const type = String(headers['content-type'] ?? '');
  const isPage =
    type.startsWith('text/html') || (!path.startsWith('/api/') && headers['content-type'] === undefined);
  const out: OutgoingHttpHeaders = { ...COMMON, ...headers };
  if (isPage) {
    out['content-security-policy'] = siteCsp(styleHashes);
    out['x-frame-options'] = 'SAMEORIGIN';
    out['cross-origin-opener-policy'] = 'same-origin';
    out['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  } else {
    out['content-security-policy'] = API_CSP;
  }
  return out;
}
