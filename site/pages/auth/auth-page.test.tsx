import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHANNEL, resetSessionForTests, sessionRejected } from '../../app/session.ts';
import AuthPage from './auth-page.tsx';
import { SIGN_IN_TEXT } from './sign-in-form.tsx';

type User = { id: number; email: string; isAdmin: boolean } | null;

function fakeServer(options: {
  user?: User;
  accounts?: Record<string, { password: string; isAdmin: boolean }>;
}) {
  const server = { user: options.user ?? null, throttled: false, signInBodies: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/session') return Response.json({ user: server.user });
      if (path === '/api/auth/sign-out') {
        server.user = null;
        return new Response(null, { status: 204 });
      }
      if (path === '/api/auth/sign-in') {
        const body = (await request.json()) as { email: string; password: string };
        server.signInBodies.push(body);
        if (server.throttled) {
          return Response.json(
            { error: { code: 'rate_limited', message: 'Too many attempts' } },
            { status: 429, headers: { 'retry-after': '600' } },
          );
        }
        const account = options.accounts?.[body.email];
        if (!account || account.password !== body.password) {
          return Response.json({ error: { code: 'invalid_credentials', message: 'Wrong' } }, { status: 401 });
        }
        server.user = { id: 7, email: body.email, isAdmin: account.isAdmin };
        return Response.json({ user: server.user });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return server;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAuth(state?: { from: string }) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/auth', state }]}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/admin/*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => resetSessionForTests());
afterEach(() => {
  cleanup();
  resetSessionForTests();
  vi.unstubAllGlobals();
});

describe('/auth', { timeout: 20_000 }, () => {
  it('says what is missing before sending anything, and focuses the list of problems', async () => {
    const server = fakeServer({});
    const user = userEvent.setup();
    renderAuth();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(SIGN_IN_TEXT.emailMissing);
    expect(summary).toHaveTextContent(SIGN_IN_TEXT.passwordMissing);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.emailInvalid);
    expect(server.signInBodies).toHaveLength(0);
  });

  it('says the e-mail or password is not right, without saying which', async () => {
    fakeServer({ accounts: { 'admin@example.com': { password: 'right horse battery', isAdmin: true } } });
    const user = userEvent.setup();
    renderAuth();
    await user.type(await screen.findByLabelText('E-mail address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.wrongDetails);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('asks the person to wait when sign-in is throttled', async () => {
    const server = fakeServer({});
    server.throttled = true;
    const user = userEvent.setup();
    renderAuth();
    await user.type(await screen.findByLabelText('E-mail address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.throttled(600));
    expect(SIGN_IN_TEXT.throttled(600)).toContain('Wait 10 minutes');
  });

  it('takes an admin on to the admin page they came from', async () => {
    fakeServer({ accounts: { 'admin@example.com': { password: 'right horse battery', isAdmin: true } } });
    const user = userEvent.setup();
    renderAuth({ from: '/admin/generate-ebook' });
    await user.type(await screen.findByLabelText('E-mail address'), ' admin@example.com ');
    await user.type(screen.getByLabelText('Password'), 'right horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/generate-ebook');
  });

  it('shows a non-admin that they are signed in but have no admin access, and signs them out', async () => {
    fakeServer({ accounts: { 'member@example.com': { password: 'pw', isAdmin: false } } });
    const user = userEvent.setup();
    renderAuth();
    await user.type(await screen.findByLabelText('E-mail address'), 'member@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByText(/does not have access to the admin area/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /admin dashboard/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the signed-in state to an admin who opens /auth', async () => {
    fakeServer({ user: { id: 1, email: 'admin@example.com', isAdmin: true } });
    renderAuth();
    expect(await screen.findByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
  });

  it('says so when the session was ended in another tab', async () => {
    const server = fakeServer({ user: { id: 1, email: 'admin@example.com', isAdmin: true } });
    renderAuth();
    await screen.findByRole('heading', { name: 'You are signed in' });
    server.user = null;
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    otherTab.postMessage('signed-out');
    otherTab.close();
    expect(await screen.findByText('You signed out in another tab or window.')).toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('You signed out in another tab or window.');
  });

  it('says so when the server ended the session', async () => {
    fakeServer({ user: { id: 1, email: 'admin@example.com', isAdmin: true } });
    renderAuth();
    await screen.findByRole('heading', { name: 'You are signed in' });
    sessionRejected(401);
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('shows the password on request', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderAuth();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
