/**
 * What the admin API answers, as types only (decision 050). The handlers check their answers
 * against these (`satisfies`), and the admin screens import them with `import type` (the one
 * server module the site may name: .dependency-cruiser.cjs), so renaming a field breaks the type
 * check, not the admin screen. Nothing here exists at run time.
 */
import type { ConsultationStatus } from '../../widget/core/consultation.ts';
import type { FigureReportStatus } from '../../widget/core/figure-report.ts';

/** A page of a list. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One lead as `GET /api/admin/leads` lists it. */
export interface LeadRow {
  id: number;
  name: string;
  email: string;
  potSize: number | null;
  partner: string | null;
  source: string | null;
  createdAt: string;
  unsubscribedAt: string | null;
  emailsSent: number;
}

/** `GET /api/admin/leads/:id`: one lead with its consent records and series e-mails. */
export interface LeadDetail extends Omit<LeadRow, 'emailsSent'> {
  consents: {
    purpose: string;
    text: string;
    version: string;
    source: string | null;
    partner: string | null;
    givenAt: string;
  }[];
  emails: { step: number; status: string; dueAt: string; sentAt: string | null }[];
}

/** One consultation request as `GET /api/admin/consultations` lists it. */
export interface ConsultationRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  preferredTime: string;
  topic: string;
  message: string;
  source: string | null;
  createdAt: string;
  status: ConsultationStatus;
  owner: { id: number; email: string } | null;
  replyDueAt: string | null;
  statusChangedAt: string | null;
  overdue: boolean;
  /** How many notes it has. */
  notes: number;
}

export interface ConsultationNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/** One request with its notes: `GET`, `PATCH` and `POST …/notes` of `/api/admin/consultations/:id`. */
export interface ConsultationDetail extends ConsultationRow {
  noteList: ConsultationNote[];
}

/** `GET /api/admin/summary`: the counts at the top of the dashboard. */
export interface Summary {
  overdue: number;
  awaitingReply: number;
  dueWithin30Minutes: number;
}

/** One "Spotted a wrong figure?" report as `GET /api/admin/figure-reports` lists it. */
export interface FigureReportRow {
  id: number;
  provider: string;
  providerName: string;
  figure: string;
  correction: string;
  sourceUrl: string | null;
  email: string | null;
  page: string | null;
  sentWith: 'script' | 'form';
  status: FigureReportStatus;
  statusChangedAt: string | null;
  createdAt: string;
}

/** `GET /api/admin/figure-reports`: a page of reports and how many are new. */
export interface FigureReportPage extends Paged<FigureReportRow> {
  new: number;
}

/** One member of staff (`GET /api/admin/users`). */
export interface StaffUser {
  id: number;
  email: string;
  role: 'admin' | 'staff';
  createdAt: string;
  invitePendingUntil: string | null;
  passwordSet: boolean;
}

/** One entry of the audit log. */
export interface AuditEntry {
  id: number;
  user: string;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

/** `GET /api/admin/audit`: a page of the log and how long entries are kept. */
export interface AuditPage extends Paged<AuditEntry> {
  retentionMonths: number;
}

/** One row of the outbox (`recent` of `GET /api/admin/outbox`). */
export interface OutboxRow {
  id: number;
  kind: string;
  /** The recipient. */
  to: string;
  step: number;
  isTest: boolean;
  status: string;
  dueAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** `GET /api/admin/outbox`: counts and the latest rows. */
export interface OutboxStatus {
  /** `due`: pending and due now; `scheduled`: pending, due later; `unsubscribed`: cancelled. */
  counts: {
    due: number;
    scheduled: number;
    sent: number;
    failed: number;
    unsubscribed: number;
    retrying: number;
  };
  transport: 'file' | 'smtp' | 'brevo';
  recent: OutboxRow[];
}

/** What an erasure removed (`POST /api/admin/erase`). */
export interface Erasure {
  leads: number;
  consultations: number;
  /** "Spotted a wrong figure?" reports that gave this address. */
  figureReports: number;
  /**
   * Publisher sign-ups that gave this address as their contact: a pending one is deleted (its
   * site is free again); an approved partner stays, without the address.
   */
  partnerSignUps: number;
  /** Outbox rows (e-mails sent or scheduled) removed. */
  emails: number;
  /** E-mail files under DATA_DIR/mail that named the person, deleted. */
  files: number;
  /**
   * The Brevo contact deletion: `queued` (an outbox row, retried like any send; the admin
   * outbox shows it as `brevo-delete`, sent when Brevo has confirmed), or `not-configured`.
   */
  brevo: { status: 'queued'; outboxId: number } | { status: 'not-configured' };
}

export interface Erased {
  erased: Erasure;
}
