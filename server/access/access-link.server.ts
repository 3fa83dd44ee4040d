import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.server.ts';
import type { Queryable } from '../db/db.server.ts';

/**
 * Signed, expiring links that unlock the provider names in whatever browser opens them
 * (docs/decisions/043). The token holds only its expiry and a signature: no lead id, no address,
 * nothing that says who it was sent to, and checking it writes nothing.
 *
 * Format: `u1.<expiry, seconds since 1970, base 36>.<HMAC-SHA256 of "u1.<expiry>", base64url>`.
 */
export const ACCESS_LINK_PARAM = 'access';
const VERSION = 'u1';
const TOKEN_PATTERN = /^u1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/**
 * A token that unlocks until `now + days`.
 *
 * @example accessLinkToken('secret', new Date('2026-11-25T12:00:00Z'), 90).startsWith('u1.') // true
 */
export function accessLinkToken(secret: string, now: Date, days: number): string {
  const expiry = Math.floor(now.getTime() / 1000) + days * 86_400;
  const body = `${VERSION}.${expiry.toString(36)}`;
  return `${body}.${signature(secret, body)}`;
}

export type AccessLinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a token was signed with this secret, and whether it is still within its time. */
export function checkAccessLinkToken(secret: string, token: string, now: Date): AccessLinkCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return 'invalid';
  const body = `${VERSION}.${match[1]}`;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const expiry = Number.parseInt(match[1] as string, 36);
  return expiry * 1000 > now.getTime() ? 'valid' : 'expired';
}

/**
 * The link with the token added to its query, before any `#fragment`.
 *
 * @example withAccessToken('https://x.test/?pot=1#compare', 'u1.a.b') // 'https://x.test/?pot=1&access=u1.a.b#compare'
 */
export function withAccessToken(url: string, token: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = base.includes('?') ? '&' : '?';
  return `${base}${joiner}${ACCESS_LINK_PARAM}=${encodeURIComponent(token)}${hash}`;
}

/**
 * The secret the links are signed with: ACCESS_LINK_SECRET, or else a random one made once per
 * installation and kept in the database's settings table, so every process (and every host on one
 * PostgreSQL) signs and checks with the same one, and no installation shares a default.
 */
export async function loadAccessLinkSecret(db: Queryable, config: Config): Promise<string> {
  if (config.accessLinks.secret) return config.accessLinks.secret;
  await db.query(
    "INSERT INTO settings (key, value) VALUES ('access_link_secret', $1) ON CONFLICT (key) DO NOTHING",
    [randomBytes(32).toString('base64url')],
  );
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM settings WHERE key = 'access_link_secret'",
  );
  const value = rows[0]?.value;
  if (!value) throw new Error('The access link secret could not be stored in the settings table');
  return value;
}
