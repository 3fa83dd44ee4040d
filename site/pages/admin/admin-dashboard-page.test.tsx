import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '../../app/session.ts';
import type { LeadRow } from './admin-api.ts';
import AdminDashboardPage from './admin-dashboard-page.tsx';

const XSS = '<img src=x onerror=alert(1)>';

function lead(n: number, extra: Partial<LeadRow> = {}): LeadRow {
  return {
    id: n,
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    potSize: n * 1000,
    partner: null,
    source: '/',
    createdAt: '2026-11-22T17:00:00Z',
    unsubscribedAt: null,
    emailsSent: 1,
    ...extra,
  };
}

/** A fake admin API over an in-memory list of leads; records every request it gets. */
function fakeAdminServer(leads: LeadRow[]) {
  const server = { leads, requests: [] as { method: string; path: string; query: string; body?: unknown }[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.json().catch(() => undefined) : undefined;
      server.requests.push({ method: request.method, path: url.pathname, query: url.search, body });
      switch (url.pathname) {
        case '/api/auth/session':
          return Response.json({ user: { id: 1, email: 'admin@example.com', isAdmin: true } });
        case '/api/admin/leads': {
          const q = (url.searchParams.get('q') ?? '').toLowerCase();
          const page = Number(url.searchParams.get('page') ?? 1);
          const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
          const matching = server.leads.filter((l) => `${l.name} ${l.email}`.toLowerCase().includes(q));
          return Response.json({
            items: matching.slice((page - 1) * pageSize, page * pageSize),
            total: matching.length,
            page,
            pageSize,
          });
        }
        case '/api/admin/consultations':
          return Response.json({ items: [], total: 0, page: 1, pageSize: 25 });
        case '/api/admin/outbox':
          return Response.json({ counts: { due: 4, sent: 1, failed: 0, unsubscribed: 0 }, recent: [] });
        case '/api/admin/erase': {
          const email = (body as { email: string }).email;
          const before = server.leads.length;
          server.leads = server.leads.filter((l) => l.email !== email);
          return Response.json({
            erased: { leads: before - server.leads.length, consultations: 0, emails: 5 },
          });
        }
        case '/api/admin/email-funnel-test':
          return Response.json({ queued: 5 }, { status: 202 });
        default:
          return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
      }
    }),
  );
  return server;
}

function renderDashboard() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<AdminDashboardPage />} />
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

// userEvent typing is slow on a busy 2-core machine: allow time, assert behaviour only.
describe('admin dashboard', { timeout: 20_000 }, () => {
  it('shows what a lead typed as text, never as markup', async () => {
    fakeAdminServer([lead(1, { name: XSS, partner: '<b>partner</b>' })]);
    renderDashboard();
    const table = await screen.findByRole('table', { name: /All leads/ });
    expect(within(table).getByText(XSS)).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect(table.querySelector('b')).toBeNull();
  });

  it('pages through leads 25 at a time and searches', async () => {
    const server = fakeAdminServer(Array.from({ length: 30 }, (_, i) => lead(i + 1)));
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByRole('table', { name: /1–25 of 30/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: /26–30 of 30/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Search by name/), 'person7@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', { name: /matching “person7@”.*1–1 of 1/ })).toBeInTheDocument();
    expect(
      server.requests.some((r) => r.path === '/api/admin/leads' && r.query.includes('q=person7%40')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: /Download CSV of these leads/ })).toHaveAttribute(
      'href',
      '/api/admin/leads.csv?q=person7%40',
    );
  });

  it('asks before erasing a person and then reports what was erased', async () => {
    const server = fakeAdminServer([lead(1), lead(2)]);
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('table', { name: /1–2 of 2/ });
    await user.click(screen.getByRole('button', { name: 'Erase data for person1@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase this person's data?" });
    expect(dialog).toHaveTextContent('person1@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.some((r) => r.path === '/api/admin/erase')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Erase data for person1@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase permanently' }),
    );
    expect(
      await screen.findByText(
        'Erased 1 lead, 0 consultation requests and 5 e-mails for person1@example.com.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /1–1 of 1/ })).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/admin/erase')?.body).toEqual({
      email: 'person1@example.com',
    });
  });

  it('checks the test address and sends the whole series to it', async () => {
    const server = fakeAdminServer([]);
    const user = userEvent.setup();
    renderDashboard();
    const button = await screen.findByRole('button', { name: 'Send all 5 e-mails now' });
    await user.click(button);
    expect(await screen.findByText('Enter an e-mail address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Send the test e-mails to'), 'tester@example.com');
    await user.click(button);
    expect(await screen.findByText(/5 e-mails are queued for/)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/admin/email-funnel-test')?.body).toEqual({
      email: 'tester@example.com',
    });
  });

  it('shows the outbox counts', async () => {
    fakeAdminServer([]);
    renderDashboard();
    const due = await screen.findByText('Due');
    expect(due.nextElementSibling).toHaveTextContent('4');
    expect(
      screen.getByText('No leads yet. They appear here as soon as someone unlocks the comparison.'),
    ).toBeInTheDocument();
  });
});
