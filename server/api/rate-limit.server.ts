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

/** One caller's hits, waiting to go out with the next statement. */
interface PendingHits {
  limits: Limit[];
  windowSeconds: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Per database handle: the hits waiting while a statement is in flight. */
interface HitBatcher {
  queue: PendingHits[];
  busy: boolean;
}

const batchers = new WeakMap<Queryable, HitBatcher>();

/**
 * Counts one hit on each key in a fixed window shared by every process, and throws 429 with
 * Retry-After when any key is over its limit.
 *
 * Concurrent callers share statements: the first goes out at once, and every call that arrives
 * while it is in flight goes out together in the next one, with each key counted once per hit.
 * The outcome is the same as running the calls one after another in arrival order (hit i of n on
 * a key whose counter ends at c saw c - n + i), but one busy address (every lead from one proxy)
 * costs one round trip per batch rather than one per request queued on its counter row.
 *
 * @example await takeHits(db, [{ key: 'lead:ip:abc', limit: 30 }], 3600);
 */
export function takeHits(db: Queryable, limits: Limit[], windowSeconds: number): Promise<void> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = { queue: [], busy: false };
    batchers.set(db, batcher);
  }
  const pending = new Promise<void>((resolve, reject) => {
    batcher.queue.push({ limits, windowSeconds, resolve, reject });
  });
  if (!batcher.busy) void flush(db, batcher);
  return pending;
}

async function flush(db: Queryable, batcher: HitBatcher): Promise<void> {
  batcher.busy = true;
  try {
    while (batcher.queue.length > 0) {
      // One statement per window length; other windows wait for the next turn.
      const windowSeconds = (batcher.queue[0] as PendingHits).windowSeconds;
      const batch = batcher.queue.filter((p) => p.windowSeconds === windowSeconds);
      batcher.queue = batcher.queue.filter((p) => p.windowSeconds !== windowSeconds);
      await countBatch(db, batch, windowSeconds);
    }
  } finally {
    batcher.busy = false;
  }
}

async function countBatch(db: Queryable, batch: PendingHits[], windowSeconds: number): Promise<void> {
  const hitsPerKey = new Map<string, number>();
  for (const pending of batch)
    for (const { key } of pending.limits) hitsPerKey.set(key, (hitsPerKey.get(key) ?? 0) + 1);
  // Sorted keys lock their rows in one order in every process, so two batches never deadlock.
  const keys = [...hitsPerKey.keys()].sort();
  let rows: { key: string; count: number; retry_after: number }[];
  try {
    rows = await db.query<{ key: string; count: number; retry_after: number }>(
      `INSERT INTO rate_limits AS r (key, window_start, count)
         SELECT k, now(), n FROM unnest($1::text[], $3::int[]) AS h(k, n)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN EXCLUDED.count ELSE r.count + EXCLUDED.count END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN now() ELSE r.window_start END
       RETURNING key, count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2::int) - now()))))::int AS retry_after`,
      [keys, windowSeconds, keys.map((key) => hitsPerKey.get(key) as number)],
    );
  } catch (error) {
    for (const pending of batch) pending.reject(error);
    return;
  }
  const byKey = new Map(rows.map((row) => [row.key, row]));
  // The count each caller saw on a key: the batch's hits on it are numbered in arrival order.
  const seen = new Map<string, number>();
  for (const pending of batch) {
    let retryAfter = 0;
    for (const { key, limit } of pending.limits) {
      const row = byKey.get(key);
      if (!row) continue;
      const before = seen.get(key) ?? 0;
      seen.set(key, before + 1);
      const count = row.count - (hitsPerKey.get(key) as number) + before + 1;
      if (count > limit) retryAfter = Math.max(retryAfter, row.retry_after);
    }
    if (retryAfter > 0) pending.reject(tooManyRequests(retryAfter));
    else pending.resolve();
  }
}

/**
 * Reads counters without counting. Read-then-act is not atomic: concurrent requests all see the
 * same count, so guard a password check with takeHits or beginSignInAttempt instead.
 */
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

/**
 * Refusals the shared store has given, remembered in this process until their Retry-After ends,
 * so a client that keeps asking while refused is answered at once without a statement (a flood
 * costs one query per window, not one per request). Nothing is counted in the meantime, which
 * changes nothing: the window and its end are the store's. Bounded: the oldest go first.
 */
export class RefusalMemo {
  private readonly until = new Map<string, number>();
  constructor(
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds left on a remembered refusal of any of the keys, or 0. */
  retryAfter(keys: readonly string[]): number {
    let left = 0;
    const now = this.now();
    for (const key of keys) {
      const end = this.until.get(key);
      if (end === undefined) continue;
      if (end <= now) this.until.delete(key);
      else left = Math.max(left, Math.ceil((end - now) / 1000));
    }
    return left;
  }

  remember(keys: readonly string[], retryAfterSeconds: number): void {
    const end = this.now() + retryAfterSeconds * 1000;
    for (const key of keys) {
      this.until.delete(key);
      this.until.set(key, end);
    }
    for (const oldest of this.until.keys()) {
      if (this.until.size <= this.max) break;
      this.until.delete(oldest);
    }
  }
}

/**
 * takeHits, answered from the memo while a refusal it remembers lasts (only for limits whose
 * counts nothing else reads; not the sign-in throttle, which clears its counters).
 */
export async function takeHitsRemembered(
  db: Queryable,
  memo: RefusalMemo,
  limits: Limit[],
  windowSeconds: number,
): Promise<void> {
  const keys = limits.map((l) => l.key);
  const left = memo.retryAfter(keys);
  if (left > 0) throw tooManyRequests(left);
  try {
    await takeHits(db, limits, windowSeconds);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      memo.remember(keys, Number(error.headers['retry-after']) || windowSeconds);
    throw error;
  }
}
