import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session.ts';

/** Where /auth sends an admin back to after signing in (router state, so the URL stays /auth). */
export interface AuthRedirectState {
  from?: string;
}

/**
 * The admin guard of spec §4: nothing is rendered while the session is loading (and so nothing
 * during prerender); no session goes to /auth; a session without the admin role goes to /; the
 * admin role renders the page. Signing out later, here or in another tab, goes to /auth.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (!session.user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
