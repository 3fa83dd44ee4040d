import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { extname, join, posix, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PUBLIC_ORIGIN_PLACEHOLDER, withPublicOrigin } from '../../widget/core/public-origin.ts';
import type { AppRequest, AppResponse } from './http-types.server.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** Files up to this size are kept in memory after the first request (the widget, pages, chunks). */
const MEMORY_LIMIT = 512 * 1024;

interface Variant {
  path: string;
  size: number;
  etag: string;
  body: Buffer | null;
}

interface StaticEntry {
  type: string;
  mtimeMs: number;
  identity: Variant;
  br: Variant | undefined;
  gzip: Variant | undefined;
}

export interface StaticFiles {
  /** The response for a GET/HEAD of `path`, or null when no such file exists. */
  serve(req: AppRequest, path: string): AppResponse | null;
  /** The not-found page with status 404. */
  notFound(req: AppRequest): AppResponse;
  /** Whether a file exists at this URL path (after index.html resolution). */
  has(path: string): boolean;
}

const FALLBACK_404 = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found | Drawdown Compare</title><meta name="robots" content="noindex"></head><body><main><h1>Page not found</h1><p>We could not find that page. <a href="/">Go to the home page</a>.</p></main></body></html>`;

/**
 * A file whose name changes whenever its bytes do: a build's `name-<hash>.ext` (Vite's hash has
 * digits or capitals; a plain word such as `-compare` is not one) or a frozen widget release
 * `/widget/<major>.<minor>.<patch>.js`.
 */
const CONTENT_HASHED = /^\/(assets|widget)\/[\w.-]*-(?=[\w-]*[A-Z0-9])[\w-]{6,}\.[a-z0-9]+$/;
const VERSION_NAMED = /^\/widget\/\d+\.\d+\.\d+\.js$/;

/**
 * Cache rules of the static contract: content-hashed and version-named files forever, the loaders
 * and the widget's indexes (releases.json, manifest.json: they change with each release) 5 minutes,
 * HTML revalidated, anything else an hour.
 */
export function cacheControlFor(urlPath: string, type: string): string {
  if (CONTENT_HASHED.test(urlPath) || VERSION_NAMED.test(urlPath))
    return 'public, max-age=31536000, immutable';
  // The evergreen loaders and the release index follow each release within five minutes.
  if (urlPath === '/widget.js' || urlPath.startsWith('/widget/')) return 'public, max-age=300';
  if (type.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Files other origins may load (the widget loader, its chunks, hashed assets). */
export function isCrossOriginAsset(urlPath: string): boolean {
  return urlPath === '/widget.js' || urlPath.startsWith('/widget/') || urlPath.startsWith('/assets/');
}

/**
 * A text file (a prerendered page, the sitemap, robots.txt) that carries the placeholder origin,
 * served with PUBLIC_URL in its place: the body and its compressed copies are made from the filled
 * text (the precompressed files on disk are never used for it), and the ETag names the origin.
 */
function withOrigin(entry: StaticEntry, publicUrl: string): StaticEntry {
  const body = entry.identity.body;
  if (!body || !/^(text\/|application\/(xml|json))/.test(entry.type)) return entry;
  const text = body.toString('utf8');
  if (!text.includes(PUBLIC_ORIGIN_PLACEHOLDER)) return entry;
  const filled = Buffer.from(withPublicOrigin(text, publicUrl), 'utf8');
  const tag = createHash('sha256').update(filled).digest('base64url').slice(0, 16);
  const copy = (data: Buffer, suffix: string): Variant => ({
    path: entry.identity.path,
    size: data.length,
    etag: `"${tag}${suffix}"`,
    body: data,
  });
  return {
    ...entry,
    identity: copy(filled, ''),
    br: copy(brotliCompressSync(filled, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), '-br'),
    gzip: copy(gzipSync(filled, { level: 9 }), '-gz'),
  };
}

/**
 * Static files from `root` with ETag/304, precompressed .br/.gz chosen by Accept-Encoding, no
 * directory listing and no way out of the root. With `revalidate` (development) every request looks at the disk again;
 * otherwise files found are kept in memory.
 */
export function createStaticFiles(
  root: string,
  options: { revalidate: boolean; publicUrl?: string },
): StaticFiles {
  const cache = new Map<string, StaticEntry>();

  function resolveFile(urlPath: string): string | null {
    if (urlPath.includes('\0') || urlPath.includes('\\')) return null;
    const normal = posix.normalize(urlPath);
    if (
      !normal.startsWith('/') ||
      normal.split('/').some((part) => part === '..' || (part.startsWith('.') && part !== ''))
    )
      return null;
    const base = join(root, normal);
    if (!(base === root || base.startsWith(root + sep))) return null;
    const candidates = normal.endsWith('/')
      ? [join(base, 'index.html')]
      : [base, join(base, 'index.html'), `${base}.html`];
    for (const candidate of candidates) {
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // try the next candidate
      }
    }
    return null;
  }

  function variant(path: string): Variant | undefined {
    try {
      const stat = statSync(path);
      if (!stat.isFile()) return undefined;
      return {
        path,
        size: stat.size,
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${path.endsWith('.br') ? '-br' : path.endsWith('.gz') ? '-gz' : ''}"`,
        body: stat.size <= MEMORY_LIMIT ? readFileSync(path) : null,
      };
    } catch {
      return undefined;
    }
  }

  function lookup(urlPath: string): StaticEntry | null {
    if (!options.revalidate) {
      const cached = cache.get(urlPath);
      if (cached) return cached;
    }
    const file = resolveFile(urlPath);
    const identity = file ? variant(file) : undefined;
    if (!file || !identity) return null;
    const mtimeMs = statSync(file).mtimeMs;
    // A compressed copy older than its file is another version of it (a partial rebuild without
    // scripts/precompress.mjs): it is never served in the file's place.
    const current = (copy: string) => {
      const found = variant(copy);
      return found && statSync(copy).mtimeMs >= mtimeMs ? found : undefined;
    };
    const found: StaticEntry = {
      type: CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      mtimeMs,
      identity,
      br: current(`${file}.br`),
      gzip: current(`${file}.gz`),
    };
    const entry = options.publicUrl ? withOrigin(found, options.publicUrl) : found;
    // Only files that exist are kept (in production), so random paths cannot grow the map.
    if (!options.revalidate) cache.set(urlPath, entry);
    return entry;
  }

  function respond(
    req: AppRequest,
    urlPath: string,
    entry: StaticEntry,
    status: number,
    cacheControl: string,
  ): AppResponse {
    const accept = String(req.headers['accept-encoding'] ?? '');
    let chosen = entry.identity;
    let encoding: string | undefined;
    if (entry.br && /\bbr\b/.test(accept)) {
      chosen = entry.br;
      encoding = 'br';
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      chosen = entry.gzip;
      encoding = 'gzip';
    }
    const headers: OutgoingHttpHeaders = {
      'content-type': entry.type,
      'cache-control': cacheControl,
      etag: chosen.etag,
      'last-modified': new Date(entry.mtimeMs).toUTCString(),
    };
    if (entry.br || entry.gzip) headers.vary = 'Accept-Encoding';
    if (encoding) headers['content-encoding'] = encoding;
    if (isCrossOriginAsset(urlPath)) {
      headers['access-control-allow-origin'] = '*';
      headers['cross-origin-resource-policy'] = 'cross-origin';
    }
    if (status === 200 && etagMatches(req.headers['if-none-match'], chosen.etag)) {
      delete headers['content-type'];
      return { status: 304, headers, body: null };
    }
    headers['content-length'] = chosen.size;
    const body = req.method === 'HEAD' ? null : (chosen.body ?? createReadStream(chosen.path));
    return { status, headers, body };
  }

  return {
    serve(req, rawPath) {
      // One cache entry per file, not per spelling: "/assets//x.js", "/assets///x.js"… would
      // otherwise each keep their own copy of the file in memory (unbounded growth).
      const urlPath = posix.normalize(rawPath);
      const entry = lookup(urlPath);
      if (!entry) return null;
      return respond(req, urlPath, entry, 200, cacheControlFor(urlPath, entry.type));
    },
    notFound(req) {
      const entry = lookup('/404.html');
      if (entry) return respond(req, '/404.html', entry, 404, 'no-store');
      return {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body: req.method === 'HEAD' ? null : FALLBACK_404,
      };
    },
    has(urlPath) {
      return lookup(urlPath) !== null;
    },
  };
}

function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
