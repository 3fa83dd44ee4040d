import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AuditPage,
  ConsultationDetail,
  ConsultationRow,
  Erased,
  FigureReportPage,
  FigureReportRow,
  LeadDetail,
  LeadRow,
  OutboxStatus,
  Paged,
  StaffUser,
  Summary,
} from '../../../server/api/admin-types.ts';
import type { ConsultationStatus } from '../../../widget/core/consultation.ts';
import type { FigureReportStatus } from '../../../widget/core/figure-report.ts';
import { ApiError, api, sessionRejected, toApiError } from '../../app/session.ts';

export type {
  AuditEntry,
  AuditPage,
  ConsultationDetail,
  ConsultationNote,
  ConsultationRow,
  Erased,
  FigureReportPage,
  FigureReportRow,
  LeadDetail,
  LeadRow,
  OutboxRow,
  OutboxStatus,
  Paged,
  StaffUser,
  Summary,
} from '../../../server/api/admin-types.ts';

export interface EbookGenerated {
  generatedAt: string;
  bytes: number;
}

/**
 * Runs an admin call. A 401 or 403 also tells the session store, so the guard redirects as spec §4
 * says; every failure reaches the caller as an `ApiError` or `NetworkError`.
 */
async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = await toApiError(error);
    if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) {
      sessionRejected(failure.status);
    }
    throw failure;
  }
}

/**
 * A partner who embeds the widget, with the last 30 days' counts (no personal data). A publisher's
 * sign-up is `pending` (its id counts nothing) until an admin approves it.
 */
export interface PartnerRow {
  id: string;
  name: string;
  origins: string[];
  status: 'pending' | 'active';
  /** Where a signed-up publisher's approval goes (null for partners an admin registered). */
  contactEmail: string | null;
  reportUrl: string;
  createdAt: string;
  last30Days: { loads: number; pots: number; unlocks: number; consultations: number };
}

export interface PartnerDayRow {
  day: string;
  loads: number;
  pots: number;
  unlocks: number;
  consultations: number;
}

export const LEADS_PAGE_SIZE = 25;

export const adminApi = {
  leads: (q: string, page: number, pageSize = LEADS_PAGE_SIZE) =>
    adminCall(() =>
      api
        .get('admin/leads', { searchParams: { q, page, pageSize }, cache: 'no-store' })
        .json<Paged<LeadRow>>(),
    ),
  consultations: (page: number, status = '') =>
    adminCall(() =>
      api
        .get('admin/consultations', { searchParams: { page, status }, cache: 'no-store' })
        .json<Paged<ConsultationRow>>(),
    ),
  /** One request: a number from the list, or the one a link gave (`/staff?request=12`). */
  consultation: (id: number | string) =>
    adminCall(() => api.get(`admin/consultations/${id}`, { cache: 'no-store' }).json<ConsultationDetail>()),
  updateConsultation: (id: number, change: { status?: ConsultationStatus; ownerUserId?: number | null }) =>
    adminCall(() => api.patch(`admin/consultations/${id}`, { json: change }).json<ConsultationDetail>()),
  addNote: (id: number, body: string) =>
    adminCall(() =>
      api.post(`admin/consultations/${id}/notes`, { json: { body } }).json<ConsultationDetail>(),
    ),
  figureReports: (page: number, status = '') =>
    adminCall(() =>
      api
        .get('admin/figure-reports', { searchParams: { page, status }, cache: 'no-store' })
        .json<FigureReportPage>(),
    ),
  updateFigureReport: (id: number, status: FigureReportStatus) =>
    adminCall(() => api.patch(`admin/figure-reports/${id}`, { json: { status } }).json<FigureReportRow>()),
  summary: () => adminCall(() => api.get('admin/summary', { cache: 'no-store' }).json<Summary>()),
  lead: (id: number) =>
    adminCall(() => api.get(`admin/leads/${id}`, { cache: 'no-store' }).json<LeadDetail>()),
  users: () => adminCall(() => api.get('admin/users', { cache: 'no-store' }).json<{ items: StaffUser[] }>()),
  invite: (email: string) =>
    adminCall(() => api.post('admin/users', { json: { email } }).json<{ id: number; email: string }>()),
  removeUser: (id: number) => adminCall(() => api.delete(`admin/users/${id}`).then(() => undefined)),
  audit: (page: number) =>
    adminCall(() => api.get('admin/audit', { searchParams: { page }, cache: 'no-store' }).json<AuditPage>()),
  outbox: () => adminCall(() => api.get('admin/outbox', { cache: 'no-store' }).json<OutboxStatus>()),
  erase: (email: string) => adminCall(() => api.post('admin/erase', { json: { email } }).json<Erased>()),
  sendTestSeries: (email: string) =>
    adminCall(() => api.post('admin/email-funnel-test', { json: { email } }).json<{ queued: number }>()),
  regenerateEbook: () => adminCall(() => api.post('admin/ebook').json<EbookGenerated>()),
  partners: () =>
    adminCall(() => api.get('admin/partners', { cache: 'no-store' }).json<{ items: PartnerRow[] }>()),
  createPartner: (partner: { id: string; name: string; origins: string[] }) =>
    adminCall(() => api.post('admin/partners', { json: partner }).json<{ item: PartnerRow }>()),
  partnerDays: (id: string) =>
    adminCall(() =>
      api
        .get(`admin/partners/${encodeURIComponent(id)}/days`, { cache: 'no-store' })
        .json<{ items: PartnerDayRow[] }>(),
    ),
  approvePartner: (id: string) =>
    adminCall(() =>
      api.post(`admin/partners/${encodeURIComponent(id)}/approve`).json<{ item: PartnerRow }>(),
    ),
  declinePartner: (id: string) =>
    adminCall(() => api.post(`admin/partners/${encodeURIComponent(id)}/decline`).json<{ ok: true }>()),
};

/** The CSV export of the leads matching a search (downloaded by the browser with the session cookie). */
export function leadsCsvUrl(q: string): string {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return `/api/admin/leads.csv${query}`;
}

/** The CSV export of consultation requests (every cell quoted, with the consent given). */
export const CONSULTATIONS_CSV_URL = '/api/admin/consultations.csv';

/** Everything held about one address, as a JSON file (admins). */
export function subjectUrl(email: string): string {
  return `/api/admin/subject?${new URLSearchParams({ email: email.trim() })}`;
}

export const EBOOK_PDF_URL = '/api/admin/ebook.pdf';

export type Loadable<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown; data?: T };

/**
 * Loads data for a panel and loads it again when `key` changes or `reload()` is called. The data
 * already shown stays on screen while the next answer comes, so tables do not jump.
 */
export function useAdminData<T>(key: string, load: () => Promise<T>): Loadable<T> & { reload: () => void } {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // Runs again when `key` or `tick` changes; the loader is read from a ref so it may change freely.
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loadRef.current().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState((previous) => ({ status: 'failed', error, data: previous.data }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
