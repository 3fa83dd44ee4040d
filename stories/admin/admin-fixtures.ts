import type {
  ConsultationRow,
  FigureReportRow,
  LeadRow,
  OutboxStatus,
  Paged,
} from '../../site/pages/admin/admin-api.ts';
import { jsonResponse, mockFetch } from '../support/mock-fetch.ts';

/** Fixed, made-up admin data (example.com addresses), so admin stories never reach a server. */
export const LEADS: LeadRow[] = [
  {
    id: 3,
    name: 'Margaret Ellis',
    email: 'margaret.ellis@example.com',
    potSize: 250000,
    partner: 'money-weekly',
    source: '/',
    createdAt: '2026-11-21T10:42:00Z',
    unsubscribedAt: null,
    emailsSent: 2,
  },
  {
    id: 2,
    name: 'David Okafor',
    email: 'd.okafor@example.com',
    potSize: '480000',
    partner: null,
    source: '/download-ebook',
    createdAt: '2026-11-19T16:05:00Z',
    unsubscribedAt: '2026-11-20T08:00:00Z',
    emailsSent: 1,
  },
  {
    id: 1,
    name: 'Sian Price',
    email: 'sian.price@example.com',
    potSize: null,
    partner: null,
    source: '/provider/aj-bell',
    createdAt: '2026-11-15T09:30:00Z',
    unsubscribedAt: null,
    emailsSent: 5,
  },
];

export const CONSULTATIONS: ConsultationRow[] = [
  {
    id: 7,
    name: 'Peter Hughes',
    email: 'peter.hughes@example.com',
    phone: '07700 900123',
    preferredTime: 'Weekday mornings',
    topic: 'Choosing a drawdown provider',
    message: 'I retire next spring and have two pensions to bring together.',
    createdAt: '2026-11-21T14:10:00Z',
  },
  {
    id: 6,
    name: 'Anne Carter',
    email: 'anne.carter@example.com',
    phone: '020 7946 0000',
    preferredTime: 'Any time',
    topic: 'Drawdown or annuity',
    message: '',
    createdAt: '2026-11-18T11:00:00Z',
  },
];

export const OUTBOX: OutboxStatus = {
  counts: { due: 1, scheduled: 9, sent: 8, failed: 1, unsubscribed: 4 },
  recent: [
    { id: 30, to: 'margaret.ellis@example.com', step: 3, status: 'pending', dueAt: '2026-11-26T10:42:00Z' },
    { id: 29, to: 'margaret.ellis@example.com', step: 2, status: 'sent', sentAt: '2026-11-22T10:43:00Z' },
    {
      id: 28,
      to: 'staff@example.com',
      step: 1,
      isTest: true,
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP 550 mailbox unavailable',
      dueAt: '2026-11-20T09:00:00Z',
    },
    { id: 27, to: 'd.okafor@example.com', step: 2, status: 'cancelled', dueAt: '2026-11-23T16:05:00Z' },
  ],
};

export const EMPTY_OUTBOX: OutboxStatus = {
  counts: { due: 0, scheduled: 0, sent: 0, failed: 0, unsubscribed: 0 },
  recent: [],
};

/** "Spotted a wrong figure?" reports in each status, one sent without JavaScript, one with no e-mail. */
export const FIGURE_REPORTS: FigureReportRow[] = [
  {
    id: 14,
    provider: 'aj-bell',
    providerName: 'AJ Bell',
    figure: 'Yearly drawdown fee',
    correction: 'AJ Bell dropped its drawdown fee: it is £0 from 1 November 2026.',
    sourceUrl: 'https://www.ajbell.co.uk/pensions/charges',
    email: 'margaret.ellis@example.com',
    page: '/provider/aj-bell',
    sentWith: 'script',
    status: 'new',
    statusChangedAt: null,
    createdAt: '2026-11-24T09:12:00Z',
  },
  {
    id: 13,
    provider: 'vanguard',
    providerName: 'Vanguard',
    figure: 'Minimum yearly charge',
    correction: 'The minimum is £150 a year, not £48.',
    sourceUrl: null,
    email: null,
    page: '/fees-and-charges',
    sentWith: 'form',
    status: 'checked',
    statusChangedAt: '2026-11-23T15:40:00Z',
    createdAt: '2026-11-23T11:05:00Z',
  },
  {
    id: 12,
    provider: 'james-hay',
    providerName: 'James Hay',
    figure: 'Platform fee on the first £250,000',
    correction: '0.27% since the move to the Nucleus tariff on 9 February 2026.',
    sourceUrl: 'https://www.jameshay.co.uk/charges-and-rates',
    email: 'a.very.long.address.for.a.reader@retired-and-reading.example.co.uk',
    page: '/provider/james-hay',
    sentWith: 'script',
    status: 'fixed',
    statusChangedAt: '2026-11-22T10:00:00Z',
    createdAt: '2026-11-21T18:30:00Z',
  },
  {
    id: 11,
    provider: 'fidelity',
    providerName: 'Fidelity',
    figure: 'Dealing charge for funds',
    correction: 'I was charged £10 to buy a fund.',
    sourceUrl: null,
    email: null,
    page: '/provider/fidelity',
    sentWith: 'script',
    status: 'not-a-mistake',
    statusChangedAt: '2026-11-20T09:00:00Z',
    createdAt: '2026-11-19T08:45:00Z',
  },
];

function paged<T>(items: T[]): Paged<T> {
  return { items, total: items.length, page: 1, pageSize: 25 };
}

/** Answers the admin API (and the session check, as an admin) from fixed data. */
export function mockAdminApi(data: 'full' | 'empty' | 'failing') {
  return mockFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/session') {
      return jsonResponse(200, { user: { id: 1, email: 'staff@example.com', isAdmin: true } });
    }
    if (data === 'failing') {
      return jsonResponse(503, { error: { code: 'unavailable', message: 'The database is not answering.' } });
    }
    const full = data === 'full';
    if (pathname === '/api/admin/leads') return jsonResponse(200, paged(full ? LEADS : []));
    if (pathname === '/api/admin/consultations') return jsonResponse(200, paged(full ? CONSULTATIONS : []));
    if (pathname === '/api/admin/figure-reports' && request.method === 'GET') {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      const items = (full ? FIGURE_REPORTS : []).filter((r) => !status || r.status === status);
      return jsonResponse(200, { ...paged(items), new: full ? 1 : 0 });
    }
    const report = /^\/api\/admin\/figure-reports\/(\d+)$/.exec(pathname);
    if (report && request.method === 'PATCH') {
      const found = FIGURE_REPORTS.find((r) => r.id === Number(report[1]));
      return request
        .json()
        .then((body: { status: FigureReportRow['status'] }) =>
          jsonResponse(200, { ...found, status: body.status, statusChangedAt: new Date().toISOString() }),
        );
    }
    if (pathname === '/api/admin/outbox') return jsonResponse(200, full ? OUTBOX : EMPTY_OUTBOX);
    return jsonResponse(404, {
      error: { code: 'not_found', message: 'No such endpoint in the story mock.' },
    });
  });
}
