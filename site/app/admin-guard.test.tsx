import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminGuard } from './admin-guard.tsx';
import { AUTH_CHANNEL, AUTH_STORAGE_KEY, resetSessionForTests, sessionRejected, signOut } from './session.ts';

type User = { id: number; email: string; isAdmin: boolean; role?: 'admin' | 'staff' | null } | null;

const ADMIN: User = { id: 1, email: 'admin@example.com', isAdmin: true };
const MEMBER: User = { id: 2, email: 'member@example.com', isAdmin: false };
const STAFF: User = { id: 3, email: 'staff@example.com', isAdmin: false, role: 'staff' };

/** A fake server: the session it reports can change while the page is open. */
function fakeServer(initial: User) {
  const server = { user: initial, calls: [] as string[] };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const path = new URL(request.url).pathname;
    server.calls.push(`${request.method} ${path}`);
    if (path === '/api/auth/session') return Response.json({ user: server.user });
    if (path === '/api/auth/sign-out') {
      server.user = null;
      return new Response(null, { status: 204 });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminGuard>
              <h1>Admin dashboard</h1>
            </AdminGuard>
          }
        />
        <Route
          path="/staff"
          element={
            <AdminGuard allow="staff">
              <h1>Staff area</h1>
            </AdminGuard>
          }
        />
        <Route path="/auth" element={<Where />} />
        <Route path="/" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  resetSessionForTests();
  vi.unstubAllGlobals();
});

describe('AdminGuard (spec §4)', () => {
  it('renders nothing at all while the session is loading', async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { container } = renderAt('/admin');
    await waitFor(() => expect(answer).toBeDefined());
    expect(container).toBeEmptyDOMElement();
    await act(async () => answer?.(Response.json({ user: ADMIN })));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('sends a visitor with no session to /auth', async () => {
    fakeServer(null);
    renderAt('/admin/generate-ebook');
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user without the admin role to /', async () => {
    fakeServer(MEMBER);
    renderAt('/admin');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('sends the staff role from /admin to / (admin routes stay admin-only)', async () => {
    fakeServer(STAFF);
    renderAt('/admin');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('opens the staff area for the staff role and for admins, not for a user without a role', async () => {
    fakeServer(STAFF);
    renderAt('/staff');
    expect(await screen.findByRole('heading', { name: 'Staff area' })).toBeInTheDocument();
    cleanup();
    resetSessionForTests();
    fakeServer(ADMIN);
    renderAt('/staff');
    expect(await screen.findByRole('heading', { name: 'Staff area' })).toBeInTheDocument();
    cleanup();
    resetSessionForTests();
    fakeServer(MEMBER);
    renderAt('/staff');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('renders the page for the admin role', async () => {
    fakeServer(ADMIN);
    renderAt('/admin/email-funnel-test');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('treats a failed session check as signed out and goes to /auth', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    renderAt('/admin');
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
  });

  it('treats an unreachable server as signed out and goes to /auth', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAt('/admin');
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
  });

  it('goes to /auth when the admin signs out in this tab', async () => {
    const server = fakeServer(ADMIN);
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    await act(() => signOut());
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
    expect(server.calls).toContain('POST /api/auth/sign-out');
  });

  it('goes to /auth when another tab signs out (BroadcastChannel)', async () => {
    const server = fakeServer(ADMIN);
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    server.user = null;
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    otherTab.postMessage('signed-out');
    otherTab.close();
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
  });

  it('goes to /auth when another tab signs out (storage event)', async () => {
    const server = fakeServer(ADMIN);
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    server.user = null;
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: AUTH_STORAGE_KEY,
          newValue: JSON.stringify({ event: 'signed-out', at: Date.now() }),
        }),
      );
    });
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
  });

  it('re-checks the session when the tab regains focus and goes to /auth if it ended', async () => {
    const server = fakeServer(ADMIN);
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    server.user = null;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
  });

  it('goes to / when a re-check finds the admin role was taken away', async () => {
    const server = fakeServer(ADMIN);
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    server.user = MEMBER;
    act(() => sessionRejected(403));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('goes to /auth when an admin call answers 401', async () => {
    fakeServer(ADMIN);
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Admin dashboard' });
    act(() => sessionRejected(401));
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth');
  });
});
