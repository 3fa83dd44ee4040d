import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** A request as the app sees it: already parsed, body already read (within the size limit). */
export interface AppRequest {
  method: string;
  /** Decoded path, without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The client address (from X-Forwarded-For, counted from the right, when TRUST_PROXY is set). */
  ip: string;
  /** Raw body bytes, or null when none was sent. */
  body: Buffer | null;
}

export interface AppResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string | Buffer | Readable | null;
}

/** The JSON error shape of DESIGN.md. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** A handled failure with its HTTP status; the API turns it into the JSON error shape. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: OutgoingHttpHeaders = {},
  ) {
    super(message);
  }
}

export function json(status: number, value: unknown, headers: OutgoingHttpHeaders = {}): AppResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(value),
  };
}

export function errorResponse(error: HttpError): AppResponse {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  return json(error.status, body, error.headers);
}

export function noContent(headers: OutgoingHttpHeaders = {}): AppResponse {
  return { status: 204, headers: { 'cache-control': 'no-store', ...headers }, body: null };
}

export function redirect(location: string, status = 301): AppResponse {
  return { status, headers: { location, 'cache-control': 'public, max-age=3600' }, body: null };
}

export function html(status: number, body: string, headers: OutgoingHttpHeaders = {}): AppResponse {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body,
  };
}
