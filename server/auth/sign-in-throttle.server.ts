import { hashKey, takeHits, tooManyRequests } from '../api/rate-limit.server.ts';
import type { Queryable } from '../db/db.server.ts';
import { addressKey } from './client-address.server.ts';

/** Window of the per-address and per-account counters. */
const WINDOW_SECONDS = 15 * 60;
/** The first delay once an account and address have used their free attempts; it doubles each time. */
const FIRST_DELAY_SECONDS = 30;
const LONGEST_DELAY_SECONDS = 15 * 60;
/** An account and address with no attempt for this long start again with their free attempts. */
const FORGET_AFTER_SECONDS = 24 * 3600;

export interface SignInLimits {
  /** Attempts each account and address pair gets before the delays start (RATE_LIMIT_SIGNIN_FAILURES). */
  freeAttempts: number;
}

/** A granted attempt: call `succeeded` when the password was right, so it is not held against anyone. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts one sign-in attempt before its password is checked, and refuses it (429 with Retry-After)
 * when it is over a limit, so concurrent attempts can never all be checked (docs/decisions/013):
 *
 * - per account and client address: `freeAttempts` attempts, then a delay before each next one
 *   that doubles from 30 s up to 15 minutes. A wrong password from one address never delays the
 *   owner at another.
 * - per client address, over all accounts: 4 × `freeAttempts` attempts in 15 minutes (spraying
 *   one password over many accounts).
 * - per account, over all addresses: a ceiling of 10 × `freeAttempts` attempts in 15 minutes.
 *   Over it the account is being attacked from many addresses, and every address that has
 *   already tried it once must wait: a fresh address (the owner's, say) still gets its attempt,
 *   an attacker gets one guess per address instead of `freeAttempts`.
 *
 * Each count is one atomic statement (the row is locked while it is updated), so N attempts at
 * once on one pair see counts 1..N and only the first `freeAttempts` go through.
 */
export async function beginSignInAttempt(
  db: Queryable,
  salt: string,
  email: string,
  ip: string,
  limits: SignInLimits,
): Promise<SignInAttempt> {
  const address = addressKey(ip);
  const addressCounter = { key: `signin:ip:${hashKey(address, salt)}`, limit: limits.freeAttempts * 4 };
  const accountKey = `signin:account:${hashKey(email, salt)}`;
  const pairKey = `signin:pair:${hashKey(`${email}\0${address}`, salt)}`;

  await takeHits(db, [addressCounter], WINDOW_SECONDS);
  const account = await db.query<{ count: number }>(
    `SELECT count FROM rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2::int)`,
    [accountKey, WINDOW_SECONDS],
  );
  const underAttack = (account[0]?.count ?? 0) >= limits.freeAttempts * 10;
  const freeAttempts = underAttack ? 1 : limits.freeAttempts;

  // The attempt is counted, and the delay before the next one set, before any password is checked.
  const attempts = `CASE WHEN t.updated_at < now() - make_interval(secs => $5::int) THEN 1 ELSE t.attempts + 1 END`;
  const granted = await db.query<{ attempts: number }>(
    `INSERT INTO sign_in_throttle AS t (key, attempts, next_at, updated_at)
       VALUES ($1, 1, now() + make_interval(secs => CASE WHEN 1 < $2::int THEN 0 ELSE $3::int END), now())
     ON CONFLICT (key) DO UPDATE SET
       attempts = ${attempts},
       next_at = now() + make_interval(secs => CASE WHEN ${attempts} < $2::int THEN 0
                   ELSE LEAST($4::int, $3::int * power(2, LEAST(${attempts} - $2::int, 20)))::int END),
       updated_at = now()
     WHERE t.next_at <= now()
     RETURNING t.attempts`,
    [pairKey, freeAttempts, FIRST_DELAY_SECONDS, LONGEST_DELAY_SECONDS, FORGET_AFTER_SECONDS],
  );
  if (granted.length === 0) {
    const rows = await db.query<{ wait: number }>(
      `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (next_at - now()))))::int AS wait FROM sign_in_throttle WHERE key = $1`,
      [pairKey],
    );
    throw tooManyRequests(rows[0]?.wait ?? FIRST_DELAY_SECONDS);
  }
  await takeHits(db, [{ key: accountKey, limit: Number.MAX_SAFE_INTEGER }], WINDOW_SECONDS);

  return {
    async succeeded() {
      await db.query('DELETE FROM sign_in_throttle WHERE key = $1', [pairKey]);
      await db.query('UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ANY($1::text[])', [
        [addressCounter.key, accountKey],
      ]);
    },
  };
}
