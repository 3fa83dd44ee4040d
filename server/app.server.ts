import { readFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { TOAST } from '../widget/core/texts.ts';
import { hashKey, RefusalMemo, takeHitsRemembered } from './api/rate-limit.server.ts';
import type { AppContext } from './app-context.server.ts';
import type { Config } from './config.server.ts';
import { DatabaseUnavailableError } from './db/db.server.ts';
import {
  type AppRequest,
  type AppResponse,
  errorResponse,
  HttpError,
  json,
  redirect,
} from './http/http-types.server.ts';
import { readInlineHashes } from './http/inline-hashes.server.ts';
import { redirectTarget } from './http/redirects.server.ts';
import type { RenderMode } from './http/render-guard.server.ts';
import { withSecurityHeaders } from './http/security-headers.server.ts';
import { refusedFormPage, sitePage } from './http/site-pages.server.ts';
import { errorFields } from './log.server.ts';
import { countLoadFromOrigin, requestOrigin } from './partners/partners.server.ts';

export type Handler = (
  req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
) => Promise<AppResponse> | AppResponse;

export interface Route {
  method: string;
  /** `*` answers any method not routed otherwise. */
  /** An exact path, or a pattern with named groups. */
  path: string | RegExp;
  handler: Handler;
  /** Public API callable from partner pages: CORS for any origin, without credentials. */
  cors?: boolean;
  /**
   * Largest body this route reads, when smaller than BODY_LIMIT_BYTES: a public form is a few
   * hundred bytes, so anything far bigger is refused (413) before it is parsed or validated.
   */
  bodyLimit?: number;
  /**
   * The address is also a site page (a form that POSTs to its own page, ADR 022): GET and HEAD are
   * answered by the page as usual, not refused as a method this route does not take. Refusals made
   * before its handler runs (rate limit, render budget) are answered as a small HTML page.
   */
  page?: boolean;
  /**
   * How one client's requests are limited. Every public route that writes declares one (the
   * route-table test reads it): a counter the app takes before the handler, so before the body is
   * even validated, or the counters its handler takes itself, named.
   */
  rateLimit?: RouteRateLimit;
  /**
   * The route renders pages with the site's server bundle (decision 038): `always` is charged to
   * the client's render budget before the handler; `on-miss` only when its handler misses the
   * render cache. A route without it cannot render (ctx.renders refuses).
   */
  render?: RenderMode;
}

export type RouteRateLimit =
  | {
      /** Counter name: the key is `name:ip:<hashed client address>`. */
      name: string;
      perAddress: (config: Config) => number;
      windowSeconds: number;
    }
  | {
      /** What the handler counts, after reading the body (e.g. per address and per e-mail). */
      inHandler: string;
    };

/**
 * The body limit for a request path: the route's own, capped by the configured one.
 *
 * @example bodyLimitFor(routes, 16384)('/api/leads') // 4096
 */
export function bodyLimitFor(routes: Route[], configured: number): (path: string) => number {
  const limits = new Map<string, number>();
  for (const route of routes)
    if (typeof route.path === 'string' && route.bodyLimit !== undefined)
      limits.set(route.path, Math.min(route.bodyLimit, limits.get(route.path) ?? configured));
  return (path) => limits.get(path) ?? configured;
}

/**
 * Whether a request path belongs to a route with CORS (`cors: true`), so that its errors carry the
 * same CORS header as its successes, whoever answers them (the router, or the body reader's 413).
 *
 * @example corsFor(routes)('/api/widget-events') // true
 */
export function corsFor(routes: Route[]): (path: string) => boolean {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const route of routes) {
    if (!route.cors) continue;
    if (typeof route.path === 'string') exact.add(route.path);
    else patterns.push(route.path);
  }
  return (path) => exact.has(path) || patterns.some((pattern) => pattern.test(path));
}

const CORS_HEADERS: OutgoingHttpHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
};

/** The database failed: the widget shows its error toast and nothing was committed. */
const UNAVAILABLE = new HttpError(503, 'service_unavailable', TOAST.leadFailed.message, undefined, {
  'retry-after': '5',
});

/**
 * The whole HTTP behaviour as a plain function of a request: API routes, redirects, static files,
 * the not-found page, errors as JSON, security headers on everything.
 */
export function createApp(ctx: AppContext, routes: Route[]) {
  // The hashes of the pages' inline <style> and <script> for the CSP: read once, or on each request
  // in development, where the files may be rebuilt while the server runs.
  const built = readInlineHashes(ctx.config.publicDir);
  const hasCors = corsFor(routes);
  const inlineHashes = () =>
    ctx.config.nodeEnv === 'development' ? readInlineHashes(ctx.config.publicDir) : built;
  /** Every route matching the path, each with the named groups of its own pattern. */
  function match(path: string): { route: Route; params: Record<string, string> }[] {
    const found: { route: Route; params: Record<string, string> }[] = [];
    for (const route of routes) {
      if (typeof route.path === 'string') {
        if (route.path === path) found.push({ route, params: {} });
      } else {
        const m = route.path.exec(path);
        if (m) found.push({ route, params: { ...m.groups } });
      }
    }
    return found;
  }

  /** Refusals of the routes' own limits, answered without a statement while they last. */
  const refusals = new RefusalMemo();

  /** The route's declared limits, then its handler with renders charged as it declares. */
  async function runRoute(
    route: Route,
    req: AppRequest,
    params: Record<string, string>,
  ): Promise<AppResponse> {
    let release = () => {};
    try {
      const limit = route.rateLimit;
      if (limit && 'name' in limit) {
        await takeHitsRemembered(
          ctx.db,
          refusals,
          [{ key: `${limit.name}:ip:${hashKey(req.ip, ctx.salt)}`, limit: limit.perAddress(ctx.config) }],
          limit.windowSeconds,
        );
      }
      if (route.render === 'always') release = await ctx.renderGuard.admit(req.ip);
    } catch (error) {
      // A form's page (ADR 022) says so in HTML, without rendering the page it refused.
      if (route.page && error instanceof HttpError && req.method === 'POST')
        return refusedFormPage(req, error);
      throw error;
    }
    try {
      const renders = ctx.renderGuard.forRequest(req.ip, route.render, `${req.method} ${req.path}`);
      return await route.handler(req, { ...ctx, renders }, params);
    } finally {
      release();
    }
  }

  async function route(req: AppRequest): Promise<AppResponse> {
    const path = req.path;
    const matched = match(path);
    if (matched.length > 0) {
      if (req.method === 'OPTIONS' && hasCors(path))
        return { status: 204, headers: { ...CORS_HEADERS }, body: null };
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const chosen =
        matched.find((m) => m.route.method === method) ?? matched.find((m) => m.route.method === '*');
      const pageRead = method === 'GET' && matched.every((m) => m.route.page);
      if (!chosen && !pageRead) {
        const methods = matched.map((m) => m.route.method).filter((m) => m !== '*');
        const allow = [
          ...new Set(matched.every((m) => m.route.page) ? ['GET', 'HEAD', ...methods] : methods),
        ].join(', ');
        throw new HttpError(405, 'method_not_allowed', `Use ${allow} for this address.`, undefined, {
          allow,
        });
      }
      if (chosen) return await runRoute(chosen.route, req, chosen.params);
    }
    if (path.startsWith('/api/')) throw new HttpError(404, 'not_found', 'There is no such API address.');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new HttpError(405, 'method_not_allowed', 'Use GET for this address.', undefined, {
        allow: 'GET, HEAD',
      });
    }
    const target = redirectTarget(path);
    if (target) return redirect(target);
    const page = await sitePage(req, ctx);
    if (page) return page;
    const file = ctx.files.serve(req, path);
    if (!file) return ctx.files.notFound(req);
    if (WIDGET_BUNDLE.test(path) && countsLoadsOnBundle(ctx.config.publicDir, path))
      countWidgetLoad(req, ctx, file);
    // A page differs with the cookie choice (the notice is left out once one is recorded).
    if (String(file.headers['content-type']).startsWith('text/html'))
      file.headers.vary = 'Accept-Encoding, Cookie';
    return file;
  }

  return async function handle(req: AppRequest): Promise<AppResponse> {
    let response: AppResponse;
    try {
      response = await route(req);
    } catch (error) {
      response = toErrorResponse(error, req, ctx);
    }
    // The route's own CORS, on its answers and its errors alike.
    if (hasCors(req.path)) Object.assign(response.headers, { 'access-control-allow-origin': '*' });
    response.headers = withSecurityHeaders(response.headers, req.path, inlineHashes());
    return response;
  };
}

/** The lazy widget bundles. */
const WIDGET_BUNDLE = /^\/widget\/drawdown-compare-[\w-]+\.js$/;

/** Per web root (tests run servers over different ones in one process). */
const bundlesCounted = new Map<string, Set<string>>();

/**
 * Whether a bundle's request is its page's widget load: for releases before 1.3.0, whose loader
 * fetches the bundle on every page. From 1.3.0 the bundle waits for the reader's first touch, and
 * the load is counted on the first view's request instead (widget-view.server.ts, decision 031).
 * Those releases are the ones frozen without a stylesheet of their own (releases.json).
 */
function countsLoadsOnBundle(publicDir: string, path: string): boolean {
  let counted = bundlesCounted.get(publicDir);
  if (!counted) {
    counted = new Set();
    bundlesCounted.set(publicDir, counted);
    try {
      const releases = JSON.parse(readFileSync(join(publicDir, 'widget', 'releases.json'), 'utf8')) as {
        bundle?: string;
        css?: string;
      }[];
      for (const release of releases) if (release.bundle && !release.css) counted.add(release.bundle);
    } catch {
      // No release index (a bare build): nothing is counted on bundles.
    }
  }
  return counted.has(path);
}

/**
 * A widget load on another site: the bundle is a module script, so the browser sends the page's
 * Origin, and the load is counted for the partner who registered that origin (no cookie, no id).
 * Such a response is revalidated on every page (a small 304) instead of cached for a year, or a
 * returning reader's loads would not be seen. The count never delays or fails the file.
 */
function countWidgetLoad(req: AppRequest, ctx: AppContext, response: AppResponse): void {
  // The cache rule depends on the Origin, so shared caches must keep the two answers apart.
  response.headers.vary = 'Origin, Accept-Encoding';
  const origin = requestOrigin(req.headers);
  if (!origin || origin === new URL(ctx.config.publicUrl).origin) return;
  response.headers['cache-control'] = 'public, no-cache';
  countLoadFromOrigin(ctx.db, origin, req.ip, ctx.salt).catch((error: unknown) =>
    ctx.log.warn('partner.load_not_counted', errorFields(error)),
  );
}

function toErrorResponse(error: unknown, req: AppRequest, ctx: AppContext): AppResponse {
  if (error instanceof HttpError) return errorResponse(error);
  if (error instanceof DatabaseUnavailableError || isDatabaseFailure(error)) {
    ctx.log.error('database.unavailable', { path: req.path, ...errorFields(error) });
    return errorResponse(UNAVAILABLE);
  }
  ctx.log.error('request.failed', { method: req.method, path: req.path, ...errorFields(error) });
  return json(500, { error: { code: 'internal_error', message: TOAST.unexpected.message } });
}

/** Errors thrown by the database driver (they carry a SQLSTATE code or come from the pool). */
function isDatabaseFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
