import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, sessionRejected, toApiError } from '../../app/session.ts';

/** One lead as `GET /api/admin/leads` lists it. */
export interface LeadRow {
  id: string | number;
  name: string;
  email: string;
  potSize: number | string | null;
  partner: string | null;
  source: string | null;
  createdAt: string;
  unsubscribedAt: string | null;
  emailsSent: number | string;
}

/** One consultation request as `GET /api/admin/consultations` lists it. */
export interface ConsultationRow {
  id: string | number;
  name: string;
  email: string;
  phone: string;
  preferredTime: string;
  topic: string;
  message: string;
  createdAt: string;
}

/** One e-mail of the outbox (`recent` of `GET /api/admin/outbox`); fields beyond these are ignored. */
export interface OutboxRow {
  id: string | number;
  kind?: string;
  /** The recipient (the server sends `to`). */
  to?: string;
  toEmail?: string;
  step?: number;
  isTest?: boolean;
  status?: string;
  dueAt?: string | null;
  sentAt?: string | null;
  attempts?: number;
  lastError?: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OutboxStatus {
  /** `due`: pending and due now; `scheduled`: pending, due later; `unsubscribed`: cancelled by an unsubscribe. */
  counts: {
    due: number;
    scheduled?: number;
    sent: number;
    failed: number;
    unsubscribed: number;
    retrying?: number;
  };
  recent: OutboxRow[];
}

export interface Erased {
  erased: { leads: number; consultations: number; emails: number };
}

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

export const LEADS_PAGE_SIZE = 25;

export const adminApi = {
  leads: (q: string, page: number, pageSize = LEADS_PAGE_SIZE) =>
    adminCall(() =>
      api
        .get('admin/leads', { searchParams: { q, page, pageSize }, cache: 'no-store' })
        .json<Paged<LeadRow>>(),
    ),
  consultations: (page: number) =>
    adminCall(() =>
      api
        .get('admin/consultations', { searchParams: { page }, cache: 'no-store' })
        .json<Paged<ConsultationRow>>(),
    ),
  outbox: () => adminCall(() => api.get('admin/outbox', { cache: 'no-store' }).json<OutboxStatus>()),
  erase: (email: string) => adminCall(() => api.post('admin/erase', { json: { email } }).json<Erased>()),
  sendTestSeries: (email: string) =>
    adminCall(() => api.post('admin/email-funnel-test', { json: { email } }).json<{ queued: number }>()),
  regenerateEbook: () => adminCall(() => api.post('admin/ebook').json<EbookGenerated>()),
};

/** The CSV export of the leads matching a search (downloaded by the browser with the session cookie). */
export function leadsCsvUrl(q: string): string {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return `/api/admin/leads.csv${query}`;
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
