import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from '../log.server.ts';
import { type AppRequest, type AppResponse, errorResponse, HttpError } from './http-types.server.ts';
import { withSecurityHeaders } from './security-headers.server.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface NodeAdapterOptions {
  bodyLimit: number;
  trustProxy: boolean;
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
        const body = METHODS_WITH_BODY.has(req.method ?? '') ? await readBody(req, options.bodyLimit) : null;
        const appRequest: AppRequest = {
          method: req.method ?? 'GET',
          path: parsed.path,
          query: parsed.query,
          headers: req.headers,
          ip: clientIp(req, options.trustProxy),
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
      }
      send(req, res, response);
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

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
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

function send(req: IncomingMessage, res: ServerResponse, response: AppResponse): void {
  const { status, headers, body } = response;
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
  if (headers['content-length'] === undefined) headers['content-length'] = Buffer.byteLength(body);
  res.writeHead(status, headers).end(body);
}
