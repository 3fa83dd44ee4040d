import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { EMAIL_PATTERN } from '../../widget/core/lead.ts';
import type { AppContext } from '../app-context.server.ts';
import { inviteTokenHash, issuePasswordToken } from '../auth/invites.server.ts';
import { hashPassword, passwordProblem } from '../auth/password.server.ts';
import { createSession, ROLE_COLUMNS, roleOf, sessionCookie } from '../auth/sessions.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json, noContent } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import type { StaffUser } from './admin-types.ts';
import { adminRoute, audit, staffRoute } from './audit.server.ts';
import { checkSameOrigin } from './auth.server.ts';
import { hashKey, takeHits } from './rate-limit.server.ts';
import { subjectAccess } from './subject.server.ts';

function parse<T extends z.ZodType>(req: AppRequest, schema: T): z.output<T> {
  const parsed = schema.safeParse(readJsonBody(req));
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  return parsed.data;
}

/** GET /api/admin/users : everyone with a role (staff see it too, to choose an owner). */
const listUsers = staffRoute(async (_req, ctx) => {
  const rows = await ctx.db.query<{
    id: number;
    email: string;
    role: 'admin' | 'staff';
    created_at: Date;
    invite_expires_at: Date | null;
    has_password: boolean;
  }>(
    `SELECT u.id, u.email, u.created_at,
            CASE WHEN EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'admin') THEN 'admin' ELSE 'staff' END AS role,
            (SELECT max(t.expires_at) FROM password_tokens t WHERE t.user_id = u.id AND t.used_at IS NULL AND t.expires_at > now()) AS invite_expires_at,
            (u.password_hash NOT LIKE 'invited$%') AS has_password
       FROM users u
      WHERE EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role IN ('admin', 'staff'))
      ORDER BY u.email`,
  );
  return json(200, {
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      createdAt: r.created_at.toISOString(),
      invitePendingUntil: r.invite_expires_at ? r.invite_expires_at.toISOString() : null,
      passwordSet: r.has_password,
    })),
  } satisfies { items: StaffUser[] });
});

const InviteBody = z.object({
  email: z
    .string('Enter an e-mail address.')
    .trim()
    .toLowerCase()
    .max(254, 'Use a shorter e-mail address.')
    .regex(EMAIL_PATTERN, 'Enter a valid e-mail address, like name@example.com.'),
});

/**
 * POST /api/admin/users {email} (admins): a staff account without a usable password, and an
 * e-mail with a one-time link to set one. Asking again for someone who has not set a password yet
 * sends a fresh link (the old one stops working).
 */
const inviteStaff = adminRoute(async (req, ctx, _params, admin) => {
  const { email } = parse(req, InviteBody);
  const userId = await ctx.db.transaction(async (tx) => {
    const existing = await tx.query<{ id: number; has_password: boolean; has_role: boolean }>(
      `SELECT u.id, (u.password_hash NOT LIKE 'invited$%') AS has_password,
              EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id) AS has_role
         FROM users u WHERE u.email = $1`,
      [email],
    );
    let id = existing[0]?.id;
    if (existing[0]?.has_password && existing[0].has_role)
      throw new HttpError(409, 'already_exists', 'This person already has an account.', {
        email: 'This person already has an account.',
      });
    if (id === undefined) {
      // A hash of a random secret nobody knows, marked as invited: sign-in fails as for a wrong password.
      const placeholder = `invited$${await hashPassword(randomBytes(32).toString('base64url'))}`;
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id',
        [email, placeholder],
      );
      id = rows[0]?.id as number;
    }
    await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'staff') ON CONFLICT DO NOTHING`, [
      id,
    ]);
    const token = await issuePasswordToken(tx, id, admin.id);
    await tx.query(`INSERT INTO outbox (kind, to_email, to_name, payload) VALUES ($3, $1, '', $2::jsonb)`, [
      email,
      JSON.stringify({ token, invitedBy: admin.email }),
      OUTBOX_KIND['staff-invite'],
    ]);
    await audit(tx, admin, 'user.invited', `user:${id}`, { email });
    return id;
  });
  ctx.wakeOutbox();
  return json(201, { id: userId, email });
});

/** DELETE /api/admin/users/:id (admins): the account and its sessions go; notes keep the author's address. */
const removeUser = adminRoute(async (_req, ctx, params, admin) => {
  const id = Number(params.id);
  if (id === admin.id)
    throw new HttpError(400, 'cannot_remove_self', 'You cannot remove your own account while signed in.');
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ email: string }>('DELETE FROM users WHERE id = $1 RETURNING email', [id]);
    if (rows.length === 0) throw new HttpError(404, 'not_found', 'There is no such user.');
    await audit(tx, admin, 'user.removed', `user:${id}`, { email: rows[0]?.email });
  });
  return noContent();
});

const SetPasswordBody = z.object({
  token: z.string('The link is not complete.').regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not complete.'),
  password: z.string('Choose a password.'),
});

/**
 * POST /api/auth/set-password {token, password}: the invited person chooses a password. The link
 * works once and until it expires; every session of the user ends (sign in again with the new one).
 */
export async function setPassword(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  checkSameOrigin(req, ctx);
  const { token, password } = parse(req, SetPasswordBody);
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, 'validation_failed', problem, { password: problem });
  // Every attempt is counted before the token is looked at, so concurrent guesses cannot pass the limit.
  await takeHits(ctx.db, [{ key: `setpw:ip:${hashKey(req.ip, ctx.salt)}`, limit: 20 }], 900);
  const hash = await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ user_id: number; email: string }>(
      `UPDATE password_tokens t SET used_at = now() FROM users u
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.id = t.user_id
        RETURNING t.user_id, u.email`,
      [inviteTokenHash(token)],
    );
    const row = rows[0];
    if (!row) return null;
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [row.user_id, hash]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [row.user_id]);
    await audit(tx, { id: row.user_id, email: row.email }, 'user.password_set', `user:${row.user_id}`);
    return row;
  });
  if (!user) {
    throw new HttpError(
      410,
      'link_expired',
      'This link has expired or has already been used. Ask an admin to send a new invitation.',
    );
  }
  ctx.log.info('auth.password_set', { userId: user.user_id });
  // The invitation ends signed in: the person who just chose the password is not asked for it
  // again at once. Every older session of theirs was ended above.
  const [account] = await ctx.db.query<{ id: number; email: string; is_admin: boolean; is_staff: boolean }>(
    `SELECT u.id, u.email, ${ROLE_COLUMNS} FROM users u WHERE u.id = $1`,
    [user.user_id],
  );
  const role = account ? roleOf(account) : null;
  const session = await createSession(ctx.db, user.user_id);
  if (role)
    await audit(ctx.db, { id: user.user_id, email: user.email }, 'auth.signed_in', `user:${user.user_id}`);
  ctx.log.info('auth.signed_in', { userId: user.user_id });
  return json(
    200,
    { email: user.email, user: { id: user.user_id, email: user.email, isAdmin: role === 'admin', role } },
    { 'set-cookie': sessionCookie(ctx.config, session.token, session.maxAge) },
  );
}

export function userRoutes() {
  return [
    { method: 'GET', path: '/api/admin/users', handler: listUsers },
    { method: 'POST', path: '/api/admin/users', handler: inviteStaff },
    { method: 'DELETE', path: /^\/api\/admin\/users\/(?<id>\d{1,15})$/, handler: removeUser },
    { method: 'GET', path: '/api/admin/subject', handler: subjectAccess },
  ];
}
