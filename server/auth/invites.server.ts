import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.server.ts';

/** How long a set-password link works. */
export const INVITE_HOURS = 72;

export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A new one-time set-password link for a user: any earlier unused link of theirs stops working,
 * only the token's hash is stored, and the token itself goes out once in the invite e-mail.
 */
export async function issuePasswordToken(
  tx: Queryable,
  userId: number,
  createdBy: number | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query('DELETE FROM password_tokens WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await tx.query(
    `INSERT INTO password_tokens (token_hash, user_id, created_by, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
    [inviteTokenHash(token), userId, createdBy, INVITE_HOURS],
  );
  return token;
}

export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/staff/set-password#token=${encodeURIComponent(token)}`;
}
