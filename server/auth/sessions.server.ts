import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.server.ts';
import type { Queryable } from '../db/db.server.ts';
import type { AppRequest } from '../http/http-types.server.ts';

export const SESSION_COOKIE = 'dc_session';
const SESSION_DAYS = 7;

/** `admin`: everything; `staff`: leads and consultations only (docs/decisions/027). */
export type Role = 'admin' | 'staff';

export interface SessionUser {
  id: number;
  email: string;
  isAdmin: boolean;
  /** The strongest role the user holds, or null for a user without one. */
  role: Role | null;
}

/** SQL for the role columns of a users row `u`, read from user_roles (spec §7). */
export const ROLE_COLUMNS = `EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'admin') AS is_admin,
            EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'staff') AS is_staff`;

export function roleOf(row: { is_admin: boolean; is_staff: boolean }): Role | null {
  return row.is_admin ? 'admin' : row.is_staff ? 'staff' : null;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function readCookie(req: AppRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** HttpOnly, SameSite=Lax, Secure unless the site runs on localhost over http. */
export function sessionCookie(config: Config, token: string, maxAgeSeconds: number): string {
  const secure = new URL(config.publicUrl).protocol === 'https:' || !isLocalUrl(config.publicUrl);
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

export async function createSession(
  db: Queryable,
  userId: number,
): Promise<{ token: string; maxAge: number }> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [tokenHash(token), userId, SESSION_DAYS],
  );
  return { token, maxAge: SESSION_DAYS * 86400 };
}

/** The signed-in user of this request, with the admin and staff roles looked up in user_roles (spec §7). */
export async function sessionUser(db: Queryable, req: AppRequest): Promise<SessionUser | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const rows = await db.query<{ id: number; email: string; is_admin: boolean; is_staff: boolean }>(
    `SELECT u.id, u.email, ${ROLE_COLUMNS}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash(token)],
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, isAdmin: row.is_admin, role: roleOf(row) } : null;
}

export async function deleteSession(db: Queryable, req: AppRequest): Promise<void> {
  const token = readCookie(req, SESSION_COOKIE);
  if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(token)]);
}
