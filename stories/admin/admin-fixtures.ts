import type {
  AuditEntry,
  ConsultationDetail,
  ConsultationNote,
  ConsultationRow,
  FigureReportRow,
  LeadRow,
  OutboxRow,
  OutboxStatus,
  Paged,
  PartnerDayRow,
  PartnerRow,
  StaffUser,
  Summary,
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
    potSize: 480000,
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

/** The member of staff who owns some of the requests. */
const OWNER = { id: 2, email: 'sam.staff@example.com' };

export const CONSULTATIONS: ConsultationRow[] = [
  {
    id: 8,
    name: 'Olive Overdue',
    email: 'olive.overdue@a-very-long-mail-domain.example.com',
    phone: '07700 900456',
    preferredTime: 'asap',
    topic: 'fees',
    message: 'Friday evening request: please call me first thing on Monday.',
    createdAt: '2026-11-20T17:30:00Z',
    status: 'new',
    owner: null,
    replyDueAt: '2026-11-23T09:30:00Z',
    overdue: true,
    notes: 0,
    source: null,
    statusChangedAt: null,
  },
  {
    id: 7,
    name: 'Peter Hughes',
    email: 'peter.hughes@example.com',
    phone: '07700 900123',
    preferredTime: 'morning',
    topic: 'choosingProvider',
    message: 'I retire next spring and have two pensions to bring together.',
    createdAt: '2026-11-21T14:10:00Z',
    status: 'contacted',
    owner: OWNER,
    replyDueAt: '2026-11-23T10:00:00Z',
    overdue: false,
    notes: 2,
    source: null,
    statusChangedAt: null,
  },
  {
    id: 6,
    name: 'Anne Carter',
    email: 'anne.carter@example.com',
    phone: '020 7946 0000',
    preferredTime: 'afternoon',
    topic: 'drawdownVsAnnuity',
    message: '',
    createdAt: '2026-11-18T11:00:00Z',
    status: 'booked',
    owner: { id: 1, email: 'staff@example.com' },
    replyDueAt: '2026-11-18T13:00:00Z',
    overdue: false,
    notes: 1,
    source: null,
    statusChangedAt: null,
  },
  {
    id: 5,
    name: 'Raj Patel',
    email: 'raj.patel@example.com',
    phone: '07700 900789',
    preferredTime: 'lateAfternoon',
    topic: 'transfer',
    message: 'No rush.',
    createdAt: '2026-11-17T09:15:00Z',
    status: 'no-answer',
    owner: OWNER,
    replyDueAt: '2026-11-17T11:15:00Z',
    overdue: false,
    notes: 1,
    source: null,
    statusChangedAt: null,
  },
  {
    id: 4,
    name: 'Helen Brooks',
    email: 'helen.brooks@example.com',
    phone: '01632 960001',
    preferredTime: 'asap',
    topic: 'taxFreeCash',
    message: '',
    createdAt: '2026-11-12T08:05:00Z',
    status: 'done',
    owner: { id: 1, email: 'staff@example.com' },
    replyDueAt: '2026-11-12T10:05:00Z',
    overdue: false,
    notes: 3,
    source: null,
    statusChangedAt: null,
  },
];

export const NOTES: ConsultationNote[] = [
  {
    id: 11,
    author: 'sam.staff@example.com',
    body: 'Called at 10:05, no answer. Left a voicemail with our number.',
    createdAt: '2026-11-21T10:05:00Z',
  },
  {
    id: 12,
    author: 'staff@example.com',
    body: 'Called back at 14:30. Booked the consultation for Thursday 10:00.',
    createdAt: '2026-11-21T14:30:00Z',
  },
];

export const USERS: StaffUser[] = [
  {
    id: 1,
    email: 'staff@example.com',
    role: 'admin',
    createdAt: '2026-10-01T09:00:00Z',
    invitePendingUntil: null,
    passwordSet: true,
  },
  {
    id: 2,
    email: 'sam.staff@example.com',
    role: 'staff',
    createdAt: '2026-11-02T09:00:00Z',
    invitePendingUntil: null,
    passwordSet: true,
  },
  {
    id: 3,
    email: 'new.starter@example.com',
    role: 'staff',
    createdAt: '2026-11-23T09:00:00Z',
    invitePendingUntil: '2026-11-26T09:00:00Z',
    passwordSet: false,
  },
  {
    id: 4,
    email: 'late.joiner@example.com',
    role: 'staff',
    createdAt: '2026-11-10T09:00:00Z',
    invitePendingUntil: null,
    passwordSet: false,
  },
];

export const AUDIT: AuditEntry[] = [
  {
    id: 40,
    user: 'staff@example.com',
    action: 'subject.erased',
    target: 'email-hash:Qm9vT3ZlcmR1ZUhhc2hFeGFtcGxl',
    detail: { leads: 1, consultations: 1, emails: 6 },
    at: '2026-11-23T16:20:00Z',
  },
  {
    id: 39,
    user: 'staff@example.com',
    action: 'subject.accessed',
    target: 'email-hash:Qm9vT3ZlcmR1ZUhhc2hFeGFtcGxl',
    detail: { leads: 1, consultations: 1, emails: 6 },
    at: '2026-11-23T16:10:00Z',
  },
  {
    id: 38,
    user: 'sam.staff@example.com',
    action: 'consultation.status_changed',
    target: 'consultation:7',
    detail: { from: 'new', to: 'contacted' },
    at: '2026-11-23T10:06:00Z',
  },
  {
    id: 37,
    user: 'sam.staff@example.com',
    action: 'consultation.owner_changed',
    target: 'consultation:7',
    detail: { from: null, to: 2 },
    at: '2026-11-23T10:05:30Z',
  },
  {
    id: 36,
    user: 'sam.staff@example.com',
    action: 'leads.exported',
    target: null,
    detail: { search: 'text (not kept)', rows: 14 },
    at: '2026-11-23T09:40:00Z',
  },
  {
    id: 35,
    user: 'sam.staff@example.com',
    action: 'auth.signed_in',
    target: 'user:2',
    detail: null,
    at: '2026-11-23T09:00:00Z',
  },
  {
    id: 34,
    user: 'staff@example.com',
    action: 'user.invited',
    target: 'user:3',
    detail: { email: 'new.starter@example.com' },
    at: '2026-11-23T08:55:00Z',
  },
  {
    id: 33,
    user: 'command line (npm run admin:create)',
    action: 'user.admin_granted',
    target: 'user:1',
    detail: { email: 'staff@example.com', account: 'created' },
    at: '2026-10-01T09:00:00Z',
  },
];

/** What every outbox row below has unless it says otherwise: a series e-mail not yet tried. */
const SERIES_ROW: Omit<OutboxRow, 'id' | 'to' | 'step' | 'dueAt'> = {
  kind: 'series',
  isTest: false,
  status: 'pending',
  sentAt: null,
  attempts: 0,
  lastError: null,
};

export const OUTBOX: OutboxStatus = {
  counts: { due: 1, scheduled: 9, sent: 8, failed: 1, unsubscribed: 4, retrying: 0 },
  transport: 'file',
  recent: [
    { ...SERIES_ROW, id: 30, to: 'margaret.ellis@example.com', step: 3, dueAt: '2026-11-26T10:42:00Z' },
    {
      ...SERIES_ROW,
      id: 29,
      to: 'margaret.ellis@example.com',
      step: 2,
      status: 'sent',
      dueAt: '2026-11-22T10:42:00Z',
      sentAt: '2026-11-22T10:43:00Z',
      attempts: 1,
    },
    {
      ...SERIES_ROW,
      id: 28,
      to: 'staff@example.com',
      step: 1,
      isTest: true,
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP 550 mailbox unavailable',
      dueAt: '2026-11-20T09:00:00Z',
    },
    {
      ...SERIES_ROW,
      id: 27,
      to: 'd.okafor@example.com',
      step: 2,
      status: 'cancelled',
      dueAt: '2026-11-23T16:05:00Z',
    },
  ],
};

export const EMPTY_OUTBOX: OutboxStatus = {
  counts: { due: 0, scheduled: 0, sent: 0, failed: 0, unsubscribed: 0, retrying: 0 },
  transport: 'file',
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

function paged<T>(items: T[], total = items.length): Paged<T> {
  return { items, total, page: 1, pageSize: 25 };
}

/** What the mocked admin API answers (all optional; `data` decides the lists). */
export interface AdminMock {
  /** Lists with rows, with none, or every admin call failing with 503. */
  data: 'full' | 'empty' | 'failing';
  /** Who is signed in (default: an admin). */
  role?: 'admin' | 'staff';
  /** The counts of the replies-due summary (default: from the fixtures). */
  summary?: Summary;
  /** Answers to saving a status, owner or note: saved (default) or refused with 503. */
  saves?: 'ok' | 'failing';
  /** The answer to an invitation: sent (default) or "already has an account" (409). */
  invite?: 'ok' | 'exists';
  /** The answer to a set-password link (default: the password is set). */
  setPassword?: 'ok' | 'expired';
  /** The total the audit log says it has (more than a page shows the pager). */
  auditTotal?: number;
  /** Signing out works (default) or the server does not answer it (503). */
  signOut?: 'ok' | 'failing';
}

const UNAVAILABLE = { error: { code: 'unavailable', message: 'The database is not answering.' } };

function summaryOf(items: ConsultationRow[]): Summary {
  const waiting = items.filter((c) => c.status === 'new');
  return {
    overdue: waiting.filter((c) => c.overdue).length,
    awaitingReply: waiting.length,
    dueWithin30Minutes: 0,
  };
}

/** Answers the admin API (and the session check) from fixed data; nothing reaches a server. */
export function mockAdminApi(options: AdminMock['data'] | AdminMock) {
  const o: AdminMock = typeof options === 'string' ? { data: options } : options;
  const role = o.role ?? 'admin';
  const user =
    role === 'admin'
      ? { id: 1, email: 'staff@example.com', isAdmin: true, role: 'admin' }
      : { id: 2, email: 'sam.staff@example.com', isAdmin: false, role: 'staff' };
  const full = o.data === 'full';
  // A copy per story, changed by what the story saves (so a saved status or note stays on reload).
  const consultations: ConsultationRow[] = full ? CONSULTATIONS.map((c) => ({ ...c })) : [];
  let partners: PartnerRow[] = full ? PARTNERS.map((p) => ({ ...p })) : [];
  const notes = new Map(consultations.map((c) => [c.id, NOTES.slice(0, Number(c.notes ?? 0))]));
  const detailOf = (request: ConsultationRow): ConsultationDetail => ({
    ...request,
    noteList: notes.get(request.id) ?? [],
  });
  return mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    const method = request.method;
    if (pathname === '/api/auth/session') return jsonResponse(200, { user });
    if (pathname === '/api/auth/sign-out')
      return o.signOut === 'failing' ? jsonResponse(503, UNAVAILABLE) : new Response(null, { status: 204 });
    if (pathname === '/api/auth/set-password') {
      return o.setPassword === 'expired'
        ? jsonResponse(410, {
            error: {
              code: 'link_expired',
              message:
                'This link has expired or has already been used. Ask an admin to send a new invitation.',
            },
          })
        : jsonResponse(200, { email: 'new.starter@example.com' });
    }
    if (o.data === 'failing') return jsonResponse(503, UNAVAILABLE);
    if (pathname === '/api/admin/leads') return jsonResponse(200, paged(full ? LEADS : []));
    if (pathname === '/api/admin/consultations') {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      const shown = consultations.filter((c) =>
        status === '' ? true : status === 'overdue' ? c.overdue : c.status === status,
      );
      return jsonResponse(200, paged(shown));
    }
    const one = /^\/api\/admin\/consultations\/(\d+)(\/notes)?$/.exec(pathname);
    if (one) {
      const found = consultations.find((c) => String(c.id) === one[1]);
      if (!found)
        return jsonResponse(404, { error: { code: 'not_found', message: 'There is no such request.' } });
      if (method === 'GET') return jsonResponse(200, detailOf(found));
      if (o.saves === 'failing') return jsonResponse(503, UNAVAILABLE);
      const change = (await request.json()) as {
        status?: string;
        ownerUserId?: number | null;
        body?: string;
      };
      if (one[2]) {
        const list = notes.get(found.id) ?? [];
        list.push({
          id: 100 + list.length,
          author: user.email,
          body: change.body ?? '',
          createdAt: '2026-11-24T09:00:00Z',
        });
        notes.set(found.id, list);
        found.notes = list.length;
        return jsonResponse(201, detailOf(found));
      }
      if (change.status) {
        found.status = change.status as ConsultationRow['status'];
        found.overdue = false;
      }
      if (change.ownerUserId !== undefined)
        found.owner = USERS.find((u) => u.id === change.ownerUserId) ?? null;
      return jsonResponse(200, detailOf(found));
    }
    if (pathname === '/api/admin/summary') return jsonResponse(200, o.summary ?? summaryOf(consultations));
    if (pathname === '/api/admin/users' && method === 'POST') {
      if (o.invite === 'exists')
        return jsonResponse(409, {
          error: {
            code: 'already_exists',
            message: 'This person already has an account.',
            fields: { email: 'This person already has an account.' },
          },
        });
      const { email } = (await request.json()) as { email: string };
      return jsonResponse(201, { id: 9, email });
    }
    if (pathname === '/api/admin/users')
      return jsonResponse(200, { items: full ? USERS : USERS.slice(0, 1) });
    if (pathname === '/api/admin/audit')
      return jsonResponse(200, {
        ...paged(full ? AUDIT : [], full ? (o.auditTotal ?? AUDIT.length) : 0),
        retentionMonths: 36,
      });
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
    if (pathname === '/api/admin/partners' && method === 'GET') return jsonResponse(200, { items: partners });
    if (/^\/api\/admin\/partners\/[^/]+\/days$/.test(pathname))
      return jsonResponse(200, { items: full ? PARTNER_DAYS : [] });
    if (pathname === '/api/admin/partners' && method === 'POST')
      return jsonResponse(201, { item: PARTNERS[0] });
    const decided = /^\/api\/admin\/partners\/([^/]+)\/(approve|decline)$/.exec(pathname);
    if (decided) {
      const id = decodeURIComponent(decided[1] ?? '');
      const found = partners.find((p) => p.id === id);
      if (!found)
        return jsonResponse(404, {
          error: { code: 'not_found', message: 'There is no partner with that id.' },
        });
      if (decided[2] === 'decline') {
        partners = partners.filter((p) => p.id !== id);
        return jsonResponse(200, { ok: true, id });
      }
      found.status = 'active';
      return jsonResponse(200, { item: found });
    }
    return jsonResponse(404, {
      error: { code: 'not_found', message: 'No such endpoint in the story mock.' },
    });
  });
}

export const PARTNERS: PartnerRow[] = [
  {
    id: 'money-weekly',
    name: 'Money Weekly',
    origins: ['https://www.moneyweekly.example', 'https://moneyweekly.example'],
    status: 'active',
    contactEmail: null,
    reportUrl: 'https://drawdowncompare.example/partners/report#key=3f9a1c7e2b8d4f60a5e7c9b1d3f5a7c9',
    createdAt: '2026-09-01T09:00:00Z',
    last30Days: { loads: 4210, pots: 1380, unlocks: 212, consultations: 31 },
  },
  {
    id: 'retire-well',
    name: 'Retire Well Forum',
    origins: ['https://retirewell.example'],
    status: 'active',
    contactEmail: 'editor@retirewell.example',
    reportUrl: 'https://drawdowncompare.example/partners/report#key=0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e',
    createdAt: '2026-11-15T09:00:00Z',
    last30Days: { loads: 0, pots: 0, unlocks: 0, consultations: 0 },
  },
  {
    id: 'pension-pages.example',
    name: 'Pension Pages',
    origins: ['https://www.pension-pages.example'],
    status: 'pending',
    contactEmail: 'editor@pension-pages.example',
    reportUrl: 'https://drawdowncompare.example/partners/report/pending',
    createdAt: '2026-11-24T16:12:00Z',
    last30Days: { loads: 0, pots: 0, unlocks: 0, consultations: 0 },
  },
];

export const PARTNER_DAYS: PartnerDayRow[] = [
  { day: '2026-11-23', loads: 182, pots: 61, unlocks: 9, consultations: 2 },
  { day: '2026-11-22', loads: 140, pots: 47, unlocks: 6, consultations: 1 },
];
