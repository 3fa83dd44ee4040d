import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.server.ts';
import { HttpError } from '../http/http-types.server.ts';

export interface Limit {
  key: string;
  limit: number;
}

/** A short stable hash for counter keys and stored IPs, so no address or e-mail is kept in clear. */
export function hashKey(value: string, salt: string): string {
  return createHash('sha256').update(salt).update('\0').update(value).digest('base64url').slice(0, 32);
}

/**
 * Counts one hit on each key in a fixed window shared by every process (one statement), and
 * throws 429 with Retry-After when any key is over its limit.
 *
 * @example await takeHits(db, [{ key: 'lead:ip:abc', limit: 30 }], 3600);
 */
export async function takeHits(db: Queryable, limits: Limit[], windowSeconds: number): Promise<void> {
  const rows = await db.query<{ key: string; count: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, count)
       SELECT k, now(), 1 FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN now() ELSE r.window_start END
     RETURNING key, count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2::int) - now()))))::int AS retry_after`,
    [limits.map((l) => l.key), windowSeconds],
  );
  let retryAfter = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key);
    if (limit && row.count > limit.limit) retryAfter = Math.max(retryAfter, row.retry_after);
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}

/** Reads counters without counting (sign-in checks failures before trying a password). */
export async function overLimit(db: Queryable, limits: Limit[], windowSeconds: number): Promise<number> {
  const rows = await db.query<{ key: string; count: number; retry_after: number }>(
    `SELECT key, count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2::int) - now()))))::int AS retry_after
       FROM rate_limits WHERE key = ANY($1::text[]) AND window_start > now() - make_interval(secs => $2::int)`,
    [limits.map((l) => l.key), windowSeconds],
  );
  let retryAfter = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key);
    if (limit && row.count >= limit.limit) retryAfter = Math.max(retryAfter, row.retry_after);
  }
  return retryAfter;
}

export function tooManyRequests(retryAfter: number): HttpError {
  const minutes = Math.ceil(retryAfter / 60);
  return new HttpError(
    429,
    'rate_limited',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfter) },
  );
}
