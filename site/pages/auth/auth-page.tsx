import { LayoutDashboard, LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { problemMessage } from '../../app/admin-form-parts.tsx';
import type { AuthRedirectState } from '../../app/admin-guard.tsx';
import { ErrorSummary, SuccessNote } from '../../app/form-parts.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import {
  lastSignOutReason,
  type SessionUser,
  type SignOutReason,
  signOut,
  useSession,
} from '../../app/session.ts';
import { SignInForm } from './sign-in-form.tsx';

const SIGNED_OUT_TEXT: Record<SignOutReason, string> = {
  'this-tab': 'You have signed out.',
  'other-tab': 'You signed out in another tab or window.',
  ended: 'Your session has ended. Please sign in again.',
};

/**
 * Only admin pages (for admins) and staff pages are worth returning to after signing in; anything
 * else goes to the admin dashboard, or for staff to the staff area.
 */
function returnPath(state: unknown, user: SessionUser): string {
  const from = (state as AuthRedirectState | null)?.from;
  const home = user.isAdmin ? '/admin' : '/staff';
  if (typeof from !== 'string') return home;
  if (/^\/staff(\/|$|\?)/.test(from)) return from;
  return user.isAdmin && /^\/admin(\/|$|\?)/.test(from) ? from : home;
}

function SignedIn({ user }: { user: SessionUser }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function leave() {
    setBusy(true);
    setProblem(null);
    try {
      await signOut();
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-5">
      <ErrorSummary problems={problem ? [{ message: problem }] : []} title="You are still signed in" />
      <h2 className="text-2xl">You are signed in</h2>
      <p>
        Signed in as <strong className="wrap-anywhere">{user.email}</strong>.
      </p>
      {user.isAdmin || user.role === 'staff' ? null : (
        <p>
          This account does not have access to the admin area. If you need it, ask the person who runs
          Drawdown Compare to give your account the admin role.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {user.isAdmin ? (
          <Link to="/admin" className="dc-btn-primary">
            <LayoutDashboard aria-hidden="true" className="size-5" />
            Go to the admin dashboard
          </Link>
        ) : user.role === 'staff' ? (
          <Link to="/staff" className="dc-btn-primary">
            <LayoutDashboard aria-hidden="true" className="size-5" />
            Go to leads and consultations
          </Link>
        ) : null}
        <button type="button" className="dc-btn-secondary" onClick={leave} disabled={busy} aria-busy={busy}>
          <LogOut aria-hidden="true" className="size-5" />
          {busy ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}

/**
 * /auth: staff sign-in with e-mail and password, the signed-in state and sign-out. An admin who
 * signs in goes on to the admin page they were sent here from (or the dashboard).
 */
export default function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const noteRef = useRef<HTMLDivElement>(null);

  // Read after the session is known (never during prerender or hydration, which see `loading`).
  const reason = session.status === 'signed-out' ? lastSignOutReason() : null;
  // Whoever just lost their session lands on the note that says why.
  useEffect(() => {
    if (reason) noteRef.current?.focus();
  }, [reason]);

  function signedIn(user: SessionUser) {
    if (user.isAdmin || user.role === 'staff') navigate(returnPath(location.state, user), { replace: true });
  }

  return (
    <div className="dc-container py-10 sm:py-14">
      <PageMeta title="Sign in" description="Sign-in for Drawdown Compare staff." path="/auth" noindex />
      <div className="dc-card mx-auto max-w-xl p-5 sm:p-8">
        <h1 className="text-3xl sm:text-4xl">Sign in</h1>
        <p className="mt-3 text-muted">
          Sign-in is for Drawdown Compare staff. You do not need an account to compare providers, read our
          guides or <Link to="/contact">book a free consultation</Link>.
        </p>
        <div className="mt-6">
          {session.status === 'loading' ? (
            <p role="status" className="text-muted">
              Checking whether you are signed in…
            </p>
          ) : null}
          {session.status === 'signed-in' ? <SignedIn user={session.user} /> : null}
          {session.status === 'signed-out' ? (
            <div className="space-y-6">
              <div role="status">
                {reason ? <SuccessNote focusRef={noteRef}>{SIGNED_OUT_TEXT[reason]}</SuccessNote> : null}
              </div>
              <SignInForm onSignedIn={signedIn} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
