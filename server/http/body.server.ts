import type { AppRequest } from './http-types.server.ts';
import { HttpError } from './http-types.server.ts';

/**
 * The JSON body of a request: 415 unless it says application/json, 400 when it is not JSON or not
 * an object. (The size limit, 413, is applied while reading.)
 */
export function readJsonBody(req: AppRequest): Record<string, unknown> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/.test(type)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
  if (!req.body || req.body.length === 0)
    throw new HttpError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
  let value: unknown;
  let hasNul = false;
  try {
    // A UTF-8 byte-order mark before the JSON (some Windows tools write one) is accepted and
    // dropped: it says nothing but "this is UTF-8" (docs/decisions/014).
    value = JSON.parse(req.body.toString('utf8').replace(/^\uFEFF/, ''), (_key, v) => {
      if (typeof v === 'string' && v.includes('\u0000')) hasNul = true;
      return v;
    });
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  // PostgreSQL text cannot hold U+0000: storing one fails, which must not look like an outage (503).
  if (hasNul)
    throw new HttpError(400, 'invalid_json', 'The request body contains a NUL character (\\u0000).');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'invalid_json', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** A form-encoded or empty body (the RFC 8058 one-click unsubscribe and plain HTML forms). */
export function readFormBody(req: AppRequest): URLSearchParams {
  return new URLSearchParams(req.body ? req.body.toString('utf8') : '');
}

/** Zod-style issues to `fields` (first message per top-level field). */
export function fieldsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
