import * as z from 'zod';
import type { AppContext } from '../app-context.server.ts';
import { DUMMY_HASH, verifyPassword } from '../auth/password.server.ts';
import {
  createSession,
  deleteSession,
  ROLE_COLUMNS,
  roleOf,
  type SessionUser,
  sessionCookie,
  sessionUser,
} from '../auth/sessions.server.ts';
import { beginSignInAttempt } from '../auth/sign-in-throttle.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json, noContent } from '../http/http-types.server.ts';
import { audit } from '../privacy/audit-log.server.ts';

const SignInSchema = z.object({
  email: z
    .string('Enter your e-mail address.')
    .trim()
    .toLowerCase()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'Use a shorter e-mail address.'),
  password: z
    .string('Enter your password.')
    .min(1, 'Enter your password.')
    .max(200, 'Use a shorter password.'),
});

/**
 * State-changing requests to sign-in and admin must come from our own pages (CSRF): the Origin
 * (or, failing that, Referer) must be the request's own origin or PUBLIC_URL.
 */
export function checkSameOrigin(req: AppRequest, ctx: AppContext): void {
  const origin = String(req.headers.origin ?? '') || refererOrigin(String(req.headers.referer ?? ''));
  const allowed = new Set([new URL(ctx.config.publicUrl).origin]);
  const host = req.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (!origin || !allowed.has(origin)) {
    throw new HttpError(
      403,
      'cross_origin_rejected',
      'This request must come from the Drawdown Compare site itself.',
    );
  }
}

function refererOrigin(referer: string): string {
  try {
    return referer ? new URL(referer).origin : '';
  } catch {
    return '';
  }
}

function publicUser(user: SessionUser) {
  return { id: user.id, email: user.email, isAdmin: user.isAdmin, role: user.role };
}

/** POST /api/auth/sign-in {email, password}: a session cookie, or 401; 429 after repeated failures. */
export async function signIn(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  checkSameOrigin(req, ctx);
  const parsed = SignInSchema.safeParse(readJsonBody(req));
  if (!parsed.success) {
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  }
  const { email, password } = parsed.data;
  const attempt = await beginSignInAttempt(ctx.db, ctx.salt, email, req.ip, {
    freeAttempts: ctx.config.rateLimits.signInFailures,
  });

  const rows = await ctx.db.query<{
    id: number;
    email: string;
    password_hash: string;
    is_admin: boolean;
    is_staff: boolean;
  }>(
    `SELECT u.id, u.email, u.password_hash, ${ROLE_COLUMNS}
       FROM users u WHERE u.email = $1`,
    [email],
  );
  const user = rows[0];
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) {
    // Already counted by beginSignInAttempt, before the check.
    ctx.log.info('auth.sign_in_failed');
    throw new HttpError(401, 'invalid_credentials', 'The e-mail address or password is not right.');
  }
  await attempt.succeeded();
  const session = await createSession(ctx.db, user.id);
  // Who got into the staff or admin area, and when (decision 030).
  if (roleOf(user))
    await audit(ctx.db, { id: user.id, email: user.email }, 'auth.signed_in', `user:${user.id}`);
  ctx.log.info('auth.signed_in', { userId: user.id });
  return json(
    200,
    { user: publicUser({ id: user.id, email: user.email, isAdmin: user.is_admin, role: roleOf(user) }) },
    {
      'set-cookie': sessionCookie(ctx.config, session.token, session.maxAge),
    },
  );
}

/** POST /api/auth/sign-out: ends the session (204), also when there was none. */
export async function signOut(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  checkSameOrigin(req, ctx);
  const user = await sessionUser(ctx.db, req);
  await deleteSession(ctx.db, req);
  if (user?.role) await audit(ctx.db, user, 'auth.signed_out', `user:${user.id}`);
  return noContent({ 'set-cookie': sessionCookie(ctx.config, '', 0) });
}

/** GET /api/auth/session: `{ user }` or `{ user: null }`. */
export async function getSession(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const user = await sessionUser(ctx.db, req);
  return json(200, { user: user ? publicUser(user) : null });
}

/** The check of the endpoints staff may use: 401 without a session, 403 without the staff or admin role, CSRF on writes. */
export async function requireStaff(req: AppRequest, ctx: AppContext): Promise<SessionUser> {
  const user = await sessionUser(ctx.db, req);
  if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  if (!user.role) throw new HttpError(403, 'forbidden', 'Your account cannot use the staff area.');
  if (req.method !== 'GET' && req.method !== 'HEAD') checkSameOrigin(req, ctx);
  return user;
}

/** The admin check every admin-only /api/admin/ endpoint runs first: 401 without a session, 403 without the role, CSRF on writes. */
export async function requireAdmin(req: AppRequest, ctx: AppContext): Promise<SessionUser> {
  const user = await sessionUser(ctx.db, req);
  if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  if (!user.isAdmin) throw new HttpError(403, 'forbidden', 'Your account cannot use the admin area.');
  if (req.method !== 'GET' && req.method !== 'HEAD') checkSameOrigin(req, ctx);
  return user;
}
