import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Logger } from '../log.server.ts';
import { type AppRequest, type AppResponse, errorResponse, HttpError } from './http-types.server.ts';
import { withSecurityHeaders } from './security-headers.server.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface NodeAdapterOptions {
  /** Largest body in bytes, or the largest for a path (routes for forms take less). */
  bodyLimit: number | ((path: string) => number);
  /** Proxies in front of the server (TRUST_PROXY): 0 uses the connection's address. */
  trustProxy: number;
  /** Whether a path's route answers other origins (CORS), on its errors here too. */
  cors?: (path: string) => boolean;
  log: Logger;
}

/** Turns node:http requests into AppRequests, and AppResponses back into bytes, one log line each. */
export function createNodeHandler(
  handle: (req: AppRequest) => Promise<AppResponse>,
  options: NodeAdapterOptions,
) {
  return function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    let logPath = '-';
    res.once('finish', () => {
      options.log.info('request', {
        method: req.method,
        path: logPath,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    void (async () => {
      let response: AppResponse;
      try {
        const parsed = parseTarget(req.url ?? '/');
        logPath = parsed.path;
        const limit =
          typeof options.bodyLimit === 'number' ? options.bodyLimit : options.bodyLimit(parsed.path);
        const body = METHODS_WITH_BODY.has(req.method ?? '') ? await readBody(req, limit) : null;
        const appRequest: AppRequest = {
          method: req.method ?? 'GET',
          path: parsed.path,
          query: parsed.query,
          headers: req.headers,
          ip: clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.trustProxy),
          body,
        };
        response = await handle(appRequest);
      } catch (error) {
        const httpError =
          error instanceof HttpError
            ? error
            : new HttpError(400, 'bad_request', 'The request could not be read.');
        response = errorResponse(httpError);
        response.headers = withSecurityHeaders(response.headers, logPath);
        if (httpError.status === 413) response.headers.connection = 'close';
        // Partner pages read these errors too (the app adds the same to its own answers).
        if (options.cors?.(logPath)) response.headers['access-control-allow-origin'] = '*';
      }
      await send(req, res, response);
    })().catch((error) => {
      options.log.error('response.failed', { err: String(error) });
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  };
}

function parseTarget(target: string): { path: string; query: URLSearchParams } {
  let url: URL;
  let path: string;
  try {
    url = new URL(target, 'http://localhost');
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, 'bad_request', 'The address is not valid.');
  }
  // A NUL in the query would reach SQL parameters (admin search), which PostgreSQL refuses.
  for (const [key, value] of url.searchParams) {
    if (key.includes('\u0000') || value.includes('\u0000'))
      throw new HttpError(400, 'bad_request', 'The address is not valid.');
  }
  return { path, query: url.searchParams };
}

/**
 * The client address. With N trusted proxies in front (TRUST_PROXY=N), the nearest proxy is the
 * connection's peer, and each proxy appends the address it was connected from to
 * X-Forwarded-For: the client is the Nth entry from the right. Entries further left were written
 * by the client itself and are never used. A header with fewer entries than N (a proxy missing
 * from the path) gives its leftmost one; an entry that is not an IP address gives the peer's.
 *
 * @example TRUST_PROXY=1, "X-Forwarded-For: 6.6.6.6, 203.0.113.9" from the proxy -> 203.0.113.9
 */
export function clientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: number,
): string {
  const fallback = peer ?? 'unknown';
  if (trustProxy <= 0 || forwardedFor === undefined) return fallback;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return fallback;
  const chosen = bareAddress(entries[Math.max(0, entries.length - trustProxy)] as string);
  return chosen ?? fallback;
}

/** An address without a port or brackets (`[::1]:443`, `203.0.113.9:5000`), or undefined. */
function bareAddress(entry: string): string | undefined {
  if (isIP(entry)) return entry;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1];
  if (bracketed && isIP(bracketed) === 6) return bracketed;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry)?.[1];
  if (withPort && isIP(withPort) === 4) return withPort;
  return undefined;
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () =>
    new HttpError(413, 'payload_too_large', `The request body is larger than ${limit} bytes.`);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

const gzipAsync = promisify(gzip);
/** Smaller than this, compressing saves less than it costs. */
const COMPRESS_FROM_BYTES = 1400;

/**
 * Whether a body the app made (a page rendered for its query, a no-script form's answer) goes out
 * gzipped: HTML or JSON of some size, not encoded already, to a client that takes gzip. Static
 * files come precompressed (static.server.ts); these were sent whole (a plan page is ~270 KB), so
 * a slow link painted them in parts.
 */
function compressible(req: IncomingMessage, headers: AppResponse['headers'], size: number): boolean {
  if (size < COMPRESS_FROM_BYTES || headers['content-encoding'] !== undefined) return false;
  if (!/^(text\/html|application\/json)/.test(String(headers['content-type'] ?? ''))) return false;
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

async function send(req: IncomingMessage, res: ServerResponse, response: AppResponse): Promise<void> {
  const { status, headers } = response;
  let { body } = response;
  if (body === null || req.method === 'HEAD') {
    res.writeHead(status, headers).end();
    if (body instanceof Readable) body.destroy();
    return;
  }
  if (body instanceof Readable) {
    res.writeHead(status, headers);
    body.on('error', () => res.destroy());
    body.pipe(res);
    return;
  }
  if (compressible(req, headers, Buffer.byteLength(body))) {
    // zlib's asynchronous form runs in libuv's thread pool: the event loop answers others meanwhile.
    body = await gzipAsync(body, { level: 6 });
    headers['content-encoding'] = 'gzip';
    headers['content-length'] = body.length;
    const vary = String(headers.vary ?? '');
    if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  if (headers['content-length'] === undefined) headers['content-length'] = Buffer.byteLength(body);
  res.writeHead(status, headers).end(body);
}
