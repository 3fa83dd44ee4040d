import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type SessionUser, useSession } from './session.ts';

/** Where /auth sends an admin back to after signing in (router state, so the URL stays /auth). */
export interface AuthRedirectState {
  from?: string;
}

/** Whether a signed-in user may open a page guarded for `allow` (docs/decisions/027). */
export function mayOpen(user: SessionUser, allow: 'admin' | 'staff'): boolean {
  if (user.isAdmin) return true;
  return allow === 'staff' && user.role === 'staff';
}

/**
 * The admin guard of spec §4: nothing is rendered while the session is loading (and so nothing
 * during prerender); no session goes to /auth; a session without the admin role goes to /; the
 * admin role renders the page. Signing out later, here or in another tab, goes to /auth.
 * `allow="staff"` guards the staff area the same way, letting the staff role in too.
 */
export function AdminGuard({
  children,
  allow = 'admin',
}: {
  children: ReactNode;
  allow?: 'admin' | 'staff';
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (!mayOpen(session.user, allow)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
