import { LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { problemMessage } from '../../app/admin-form-parts.tsx';
import { ErrorSummary } from '../../app/form-parts.tsx';
import { signOut, useSession } from '../../app/session.ts';

const ADMIN_LINKS = [
  {
    to: '/admin',
    label: 'Dashboard',
    matches: (path: string) => path.startsWith('/admin') && !path.startsWith('/admin/generate-ebook'),
  },
  {
    to: '/admin/generate-ebook',
    label: 'Ebook',
    matches: (path: string) => path.startsWith('/admin/generate-ebook'),
  },
  { to: '/staff', label: 'Staff view', matches: (path: string) => path.startsWith('/staff') },
] as const;

const STAFF_LINKS = [
  { to: '/staff', label: 'Leads and consultations', matches: (path: string) => path.startsWith('/staff') },
] as const;

/**
 * The frame of every admin page: its title, who is signed in, sign-out and the admin menu.
 * Signing out sends the guard to /auth.
 */
export function AdminShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isAdmin = session.status === 'signed-in' && session.user.isAdmin;
  const links = isAdmin ? ADMIN_LINKS : STAFF_LINKS;
  async function leave() {
    setBusy(true);
    setProblem(null);
    try {
      await signOut();
    } catch (error) {
      setProblem(problemMessage(error));
      setBusy(false);
    }
  }
  return (
    <div className="dc-container py-8 sm:py-12">
      <div className="flex flex-col gap-4 border-b-2 border-line pb-6 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="font-semibold text-muted">Drawdown Compare {isAdmin ? 'admin' : 'staff'}</p>
          <h1 className="mt-1 text-3xl sm:text-4xl">{title}</h1>
          <div className="mt-2 max-w-3xl text-muted">{intro}</div>
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          {session.status === 'signed-in' ? (
            <p className="wrap-anywhere">
              Signed in as <strong className="[overflow-wrap:anywhere]">{session.user.email}</strong>
            </p>
          ) : null}
          <button
            type="button"
            className="dc-btn-secondary self-start md:self-end"
            onClick={leave}
            disabled={busy}
          >
            <LogOut aria-hidden="true" className="size-5" />
            {busy ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      </div>
      <nav aria-label="Admin" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => {
            const current = link.matches(pathname);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={current ? 'page' : undefined}
                  className={`dc-btn ${current ? 'bg-navy text-white hover:text-white' : 'bg-white text-navy ring-1 ring-line hover:bg-brand-tint'}`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {problem ? (
        <div className="mt-4">
          <ErrorSummary problems={[{ message: problem }]} title="You are still signed in" />
        </div>
      ) : null}
      <div className="mt-8 space-y-10">{children}</div>
    </div>
  );
}
