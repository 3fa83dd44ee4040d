import type { OutgoingHttpHeaders } from 'node:http';
import type { AppContext } from './app-context.server.ts';
import { DatabaseUnavailableError } from './db/db.server.ts';
import {
  type AppRequest,
  type AppResponse,
  errorResponse,
  HttpError,
  json,
  redirect,
} from './http/http-types.server.ts';
import { readInlineStyleHashes } from './http/inline-style-hashes.server.ts';
import { redirectTarget } from './http/redirects.server.ts';
import { withSecurityHeaders } from './http/security-headers.server.ts';
import { errorFields } from './log.server.ts';

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
}

const CORS_HEADERS: OutgoingHttpHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
};

/** The database failed: the widget shows its error toast and nothing was committed. */
const UNAVAILABLE = new HttpError(
  503,
  'service_unavailable',
  'Failed to process your request. Please try again.',
  undefined,
  {
    'retry-after': '5',
  },
);

/**
 * The whole HTTP behaviour as a plain function of a request: API routes, redirects, static files,
 * the not-found page, errors as JSON, security headers on everything.
 */
export function createApp(ctx: AppContext, routes: Route[]) {
  // The pages' inline <style> hashes for the CSP: read once, or on each request in development,
  // where the files may be rebuilt while the server runs.
  const built = readInlineStyleHashes(ctx.config.publicDir);
  const styleHashes = () =>
    ctx.config.nodeEnv === 'development' ? readInlineStyleHashes(ctx.config.publicDir) : built;
  function match(path: string): { routes: Route[]; params: Record<string, string> } {
    const found: Route[] = [];
    let params: Record<string, string> = {};
    for (const route of routes) {
      if (typeof route.path === 'string') {
        if (route.path === path) found.push(route);
      } else {
        const m = route.path.exec(path);
        if (m) {
          found.push(route);
          params = { ...m.groups };
        }
      }
    }
    return { routes: found, params };
  }

  async function route(req: AppRequest): Promise<AppResponse> {
    const path = req.path;
    const matched = match(path);
    if (matched.routes.length > 0) {
      const cors = matched.routes.some((r) => r.cors);
      if (req.method === 'OPTIONS' && cors) return { status: 204, headers: { ...CORS_HEADERS }, body: null };
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const chosen =
        matched.routes.find((r) => r.method === method) ?? matched.routes.find((r) => r.method === '*');
      if (!chosen) {
        const allow = [...new Set(matched.routes.map((r) => r.method).filter((m) => m !== '*'))].join(', ');
        throw new HttpError(405, 'method_not_allowed', `Use ${allow} for this address.`, undefined, {
          allow,
        });
      }
      const response = await chosen.handler(req, ctx, matched.params);
      if (cors) Object.assign(response.headers, { 'access-control-allow-origin': '*' });
      return response;
    }
    if (path.startsWith('/api/')) throw new HttpError(404, 'not_found', 'There is no such API address.');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new HttpError(405, 'method_not_allowed', 'Use GET for this address.', undefined, {
        allow: 'GET, HEAD',
      });
    }
    const target = redirectTarget(path);
    if (target) return redirect(target);
    return ctx.files.serve(req, path) ?? ctx.files.notFound(req);
  }

  return async function handle(req: AppRequest): Promise<AppResponse> {
    let response: AppResponse;
    try {
      response = await route(req);
    } catch (error) {
      response = toErrorResponse(error, req, ctx);
      if (req.path.startsWith('/api/leads') || req.path.startsWith('/api/consultations')) {
        Object.assign(response.headers, { 'access-control-allow-origin': '*' });
      }
    }
    response.headers = withSecurityHeaders(response.headers, req.path, styleHashes());
    return response;
  };
}

function toErrorResponse(error: unknown, req: AppRequest, ctx: AppContext): AppResponse {
  if (error instanceof HttpError) return errorResponse(error);
  if (error instanceof DatabaseUnavailableError || isDatabaseFailure(error)) {
    ctx.log.error('database.unavailable', { path: req.path, ...errorFields(error) });
    return errorResponse(UNAVAILABLE);
  }
  ctx.log.error('request.failed', { method: req.method, path: req.path, ...errorFields(error) });
  return json(500, { error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
}

/** Errors thrown by the database driver (they carry a SQLSTATE code or come from the pool). */
function isDatabaseFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
