import * as z from 'zod';
import {
  CONSULTATION_STATUSES,
  CONSULTATION_TOPICS,
  type ConsultationStatus,
  NOTE_LIMIT,
  PREFERRED_TIMES,
} from '../../widget/core/consultation.ts';
import { ukDateTimeWithOffset } from '../../widget/core/opening-hours.ts';
import type { Queryable } from '../db/db.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, HttpError, json } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import type {
  AuditPage,
  ConsultationDetail,
  ConsultationRow as ConsultationItem,
  LeadDetail,
  Paged,
  Summary,
} from './admin-types.ts';
import { adminRoute, audit, searchRef, staffRoute } from './audit.server.ts';
import { csvDownload } from './csv-export.server.ts';
import { ConsultationQuerySchema, likePattern, PagingSchema, readQuery } from './paging.server.ts';

/** The search, paging and status filter of the consultation endpoints. */
function query(req: AppRequest) {
  return readQuery(req, ConsultationQuerySchema);
}

function body<T extends z.ZodType>(req: AppRequest, schema: T): z.output<T> {
  const parsed = schema.safeParse(readJsonBody(req));
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  return parsed.data;
}

function idParam(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'not_found', 'There is no such record.');
  return id;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

// ---------------------------------------------------------------- consultations

interface ConsultationRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  preferred_time: string;
  topic: string;
  message: string;
  source: string | null;
  created_at: Date;
  status: ConsultationStatus;
  owner_user_id: number | null;
  owner_email: string | null;
  reply_due_at: Date | null;
  status_changed_at: Date | null;
  overdue: boolean;
  notes: number;
}

const CONSULTATION_COLUMNS = `c.id, c.name, c.email, c.phone, c.preferred_time, c.topic, c.message, c.source,
  c.created_at, c.status, c.owner_user_id, u.email AS owner_email, c.reply_due_at, c.status_changed_at,
  (c.status = 'new' AND c.reply_due_at IS NOT NULL AND c.reply_due_at < now()) AS overdue,
  (SELECT count(*) FROM consultation_notes n WHERE n.consultation_id = c.id)::int AS notes`;

const CONSULTATION_FILTER = `($1 = '' OR c.email ILIKE $2 OR c.name ILIKE $2 OR c.phone ILIKE $2)
  AND ($3 = '' OR ($3 = 'overdue' AND c.status = 'new' AND c.reply_due_at < now())
       OR ($3 = 'open' AND c.status IN ('new', 'no-answer')) OR c.status = $3)`;

function consultationItem(r: ConsultationRow): ConsultationItem {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    preferredTime: r.preferred_time,
    topic: r.topic,
    message: r.message,
    source: r.source,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    owner: r.owner_user_id ? { id: r.owner_user_id, email: r.owner_email ?? '' } : null,
    replyDueAt: iso(r.reply_due_at),
    statusChangedAt: iso(r.status_changed_at),
    overdue: r.overdue,
    notes: r.notes,
  };
}

/**
 * GET /api/admin/consultations?q=&status=&page=&pageSize= : overdue first, then newest. Not
 * audited (a list load, decision 030); opening a request's notes is.
 */
const listConsultations = staffRoute(async (req, ctx) => {
  const { q, page, pageSize, status } = query(req);
  const args = [q, likePattern(q), status];
  const [rows, totals] = await Promise.all([
    ctx.db.query<ConsultationRow>(
      `SELECT ${CONSULTATION_COLUMNS} FROM consultations c LEFT JOIN users u ON u.id = c.owner_user_id
        WHERE ${CONSULTATION_FILTER}
        ORDER BY (c.status = 'new' AND c.reply_due_at < now()) DESC, c.created_at DESC, c.id DESC
        LIMIT $4 OFFSET $5`,
      [...args, pageSize, (page - 1) * pageSize],
    ),
    ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM consultations c WHERE ${CONSULTATION_FILTER}`,
      args,
    ),
  ]);
  return json(200, {
    items: rows.map(consultationItem),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  } satisfies Paged<ConsultationItem>);
});

async function consultationById(db: Queryable, id: number): Promise<ConsultationDetail> {
  const rows = await db.query<ConsultationRow>(
    `SELECT ${CONSULTATION_COLUMNS} FROM consultations c LEFT JOIN users u ON u.id = c.owner_user_id WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'not_found', 'There is no consultation request with that number.');
  const notes = await db.query<{ id: number; author_email: string; body: string; created_at: Date }>(
    `SELECT id, author_email, body, created_at FROM consultation_notes WHERE consultation_id = $1 ORDER BY created_at, id`,
    [id],
  );
  return {
    ...consultationItem(row),
    noteList: notes.map((n) => ({
      id: n.id,
      author: n.author_email,
      body: n.body,
      createdAt: n.created_at.toISOString(),
    })),
  };
}

/** GET /api/admin/consultations/:id : one request with its notes. */
const getConsultation = staffRoute(async (_req, ctx, params, user) => {
  const id = idParam(params);
  const item = await consultationById(ctx.db, id);
  await audit(ctx.db, user, 'consultation.viewed', `consultation:${id}`);
  return json(200, item);
});

const ConsultationChange = z
  .object({
    status: z.enum(Object.keys(CONSULTATION_STATUSES) as [ConsultationStatus, ...ConsultationStatus[]], {
      error: 'Choose one of the statuses.',
    }),
    ownerUserId: z.number('Choose a member of staff.').int().positive().nullable(),
  })
  .partial()
  .refine((v) => v.status !== undefined || v.ownerUserId !== undefined, {
    message: 'Send a status or an owner.',
  });

/** PATCH /api/admin/consultations/:id {status?, ownerUserId?} */
const updateConsultation = staffRoute(async (req, ctx, params, user) => {
  const id = idParam(params);
  const change = body(req, ConsultationChange);
  await ctx.db.transaction(async (tx) => {
    const before = await tx.query<{ status: string; owner_user_id: number | null }>(
      'SELECT status, owner_user_id FROM consultations WHERE id = $1 FOR UPDATE',
      [id],
    );
    const old = before[0];
    if (!old) throw new HttpError(404, 'not_found', 'There is no consultation request with that number.');
    if (change.ownerUserId !== undefined && change.ownerUserId !== null) {
      const owner = await tx.query(
        `SELECT 1 FROM user_roles WHERE user_id = $1 AND role IN ('admin', 'staff') LIMIT 1`,
        [change.ownerUserId],
      );
      if (owner.length === 0)
        throw new HttpError(400, 'validation_failed', 'Please check the highlighted fields.', {
          ownerUserId: 'Choose a member of staff.',
        });
    }
    if (change.status !== undefined && change.status !== old.status) {
      await tx.query('UPDATE consultations SET status = $2, status_changed_at = now() WHERE id = $1', [
        id,
        change.status,
      ]);
      await audit(tx, user, 'consultation.status_changed', `consultation:${id}`, {
        from: old.status,
        to: change.status,
      });
    }
    if (change.ownerUserId !== undefined && change.ownerUserId !== old.owner_user_id) {
      await tx.query('UPDATE consultations SET owner_user_id = $2 WHERE id = $1', [id, change.ownerUserId]);
      await audit(tx, user, 'consultation.owner_changed', `consultation:${id}`, {
        from: old.owner_user_id,
        to: change.ownerUserId,
      });
    }
  });
  return json(200, await consultationById(ctx.db, id));
});

const NoteBody = z.object({
  body: z
    .string('Write a note.')
    .trim()
    .min(1, 'Write a note.')
    .max(NOTE_LIMIT, `Keep the note under ${NOTE_LIMIT} characters.`),
});

/** POST /api/admin/consultations/:id/notes {body} */
const addNote = staffRoute(async (req, ctx, params, user) => {
  const id = idParam(params);
  const { body: text } = body(req, NoteBody);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.query(
      `INSERT INTO consultation_notes (consultation_id, author_user_id, author_email, body)
       SELECT id, $2, $3, $4 FROM consultations WHERE id = $1 RETURNING id`,
      [id, user.id, user.email, text],
    );
    if (rows.length === 0)
      throw new HttpError(404, 'not_found', 'There is no consultation request with that number.');
    await audit(tx, user, 'consultation.note_added', `consultation:${id}`);
  });
  return json(201, await consultationById(ctx.db, id));
});

/** GET /api/admin/summary : the counts at the top of the dashboard. */
const summary = staffRoute(async (_req, ctx) => {
  const rows = await ctx.db.query<{ overdue: number; awaiting: number; due_soon: number }>(
    `SELECT count(*) FILTER (WHERE reply_due_at < now())::int AS overdue,
            count(*)::int AS awaiting,
            count(*) FILTER (WHERE reply_due_at >= now() AND reply_due_at < now() + interval '30 minutes')::int AS due_soon
       FROM consultations WHERE status = 'new'`,
  );
  const r = rows[0] ?? { overdue: 0, awaiting: 0, due_soon: 0 };
  return json(200, {
    overdue: r.overdue,
    awaitingReply: r.awaiting,
    dueWithin30Minutes: r.due_soon,
  } satisfies Summary);
});

/** GET /api/admin/consultations.csv?q=&status= */
const consultationsCsv = staffRoute(async (req, ctx, _params, user) => {
  const { q, status } = query(req);
  const rows = await ctx.db.query<
    ConsultationRow & { consent_text: string | null; consent_version: string | null; given_at: Date | null }
  >(
    `SELECT ${CONSULTATION_COLUMNS}, k.consent_text, k.consent_version, k.given_at
       FROM consultations c LEFT JOIN users u ON u.id = c.owner_user_id
       LEFT JOIN LATERAL (SELECT consent_text, consent_version, given_at FROM consents
                           WHERE consultation_id = c.id ORDER BY given_at DESC LIMIT 1) k ON true
      WHERE ${CONSULTATION_FILTER}
      ORDER BY c.created_at DESC, c.id DESC LIMIT 100000`,
    [q, likePattern(q), status],
  );
  await audit(ctx.db, user, 'consultations.exported', null, {
    search: searchRef(q, ctx.salt),
    status,
    rows: rows.length,
  });
  // The notes' own words, oldest first, each with its author and time (not a count).
  const notes = await ctx.db.query<{
    consultation_id: number;
    author_email: string;
    body: string;
    created_at: Date;
  }>(
    `SELECT consultation_id, author_email, body, created_at FROM consultation_notes
      WHERE consultation_id = ANY($1::bigint[]) ORDER BY created_at, id`,
    [rows.map((r) => r.id)],
  );
  const notesOf = new Map<number, string[]>();
  for (const note of notes) {
    const key = Number(note.consultation_id);
    const list = notesOf.get(key) ?? [];
    list.push(`${ukTime(note.created_at)}, ${note.author_email}: ${note.body}`);
    notesOf.set(key, list);
  }
  return csvDownload(
    'consultations',
    [
      'Number',
      'Name',
      'E-mail',
      'Phone',
      'Best time to call',
      'Topic',
      'Message',
      'Sent from page',
      'Received (UK time)',
      'Reply due by (UK time)',
      'Status',
      'Overdue',
      'Owner',
      'Notes',
      'Consent text',
      'Consent version',
      'Consent given (UK time)',
    ],
    rows.map((r) => [
      r.id,
      r.name,
      r.email,
      r.phone,
      labelOf(PREFERRED_TIMES, r.preferred_time),
      labelOf(CONSULTATION_TOPICS, r.topic),
      r.message,
      r.source,
      ukTime(r.created_at),
      ukTime(r.reply_due_at),
      labelOf(CONSULTATION_STATUSES, r.status),
      r.overdue ? 'Yes' : 'No',
      r.owner_email ?? 'Nobody yet',
      (notesOf.get(Number(r.id)) ?? []).join('\n\n'),
      r.consent_text,
      r.consent_version,
      ukTime(r.given_at),
    ]),
  );
});

/** A time in an export: UK local time with its offset ("2026-07-01 17:27 +01:00"), or blank. */
function ukTime(value: Date | string | null | undefined): string {
  return value === null || value === undefined ? '' : ukDateTimeWithOffset(new Date(value));
}

/** The words staff see on screen for a stored key (an unknown key as it is). */
function labelOf(labels: Record<string, string>, key: string | null): string {
  if (key === null) return '';
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

// ---------------------------------------------------------------- leads

/** The leads export's header row (the admin end-to-end test reads the file against it). */
export const LEADS_CSV_HEADER = [
  'Number',
  'Name',
  'E-mail',
  'Pension pot (£)',
  'Partner',
  'Sent from page',
  'Unlocked (UK time)',
  'Unsubscribed (UK time)',
  'E-mails sent',
  'Consent text',
  'Consent version',
  'Consent given (UK time)',
  'Consent given on',
] as const;

/** GET /api/admin/leads.csv?q= : every matching lead with the consent it was given under. */
const leadsCsv = staffRoute(async (req, ctx, _params, user) => {
  const { q } = readQuery(req, PagingSchema);
  const rows = await ctx.db.query<{
    id: number;
    name: string;
    email: string;
    pot_size: number | null;
    partner: string | null;
    source: string | null;
    created_at: Date;
    unsubscribed_at: Date | null;
    emails_sent: number;
    consent_text: string | null;
    consent_version: string | null;
    given_at: Date | null;
    consent_source: string | null;
    consent_partner: string | null;
  }>(
    `SELECT l.id, l.name, l.email, l.pot_size, l.partner, l.source, l.created_at, l.unsubscribed_at,
            (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.kind = $3 AND o.status = 'sent')::int AS emails_sent,
            k.consent_text, k.consent_version, k.given_at, k.source AS consent_source, k.partner AS consent_partner
       FROM leads l
       LEFT JOIN LATERAL (SELECT consent_text, consent_version, given_at, source, partner FROM consents
                           WHERE lead_id = l.id ORDER BY given_at DESC LIMIT 1) k ON true
      WHERE ($1 = '' OR l.email ILIKE $2 OR l.name ILIKE $2 OR COALESCE(l.partner, '') ILIKE $2)
      ORDER BY l.created_at DESC, l.id DESC LIMIT 100000`,
    [q, likePattern(q), OUTBOX_KIND.series],
  );
  await audit(ctx.db, user, 'leads.exported', null, { search: searchRef(q, ctx.salt), rows: rows.length });
  return csvDownload(
    'leads',
    LEADS_CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.name,
      r.email,
      r.pot_size,
      r.partner,
      r.source,
      ukTime(r.created_at),
      ukTime(r.unsubscribed_at),
      r.emails_sent,
      r.consent_text,
      r.consent_version,
      ukTime(r.given_at),
      r.consent_partner
        ? `partner:${r.consent_partner}${r.consent_source ? ` ${r.consent_source}` : ''}`
        : r.consent_source,
    ]),
  );
});

/** GET /api/admin/leads/:id : one lead with its consent records and e-mails. */
const getLead = staffRoute(async (_req, ctx, params, user) => {
  const id = idParam(params);
  const leads = await ctx.db.query<{
    id: number;
    name: string;
    email: string;
    pot_size: number | null;
    partner: string | null;
    source: string | null;
    created_at: Date;
    unsubscribed_at: Date | null;
  }>(
    'SELECT id, name, email, pot_size, partner, source, created_at, unsubscribed_at FROM leads WHERE id = $1',
    [id],
  );
  const lead = leads[0];
  if (!lead) throw new HttpError(404, 'not_found', 'There is no lead with that number.');
  const [consents, emails] = await Promise.all([
    ctx.db.query<{
      purpose: string;
      consent_text: string;
      consent_version: string;
      source: string | null;
      partner: string | null;
      given_at: Date;
    }>(
      'SELECT purpose, consent_text, consent_version, source, partner, given_at FROM consents WHERE lead_id = $1 ORDER BY given_at',
      [id],
    ),
    ctx.db.query<{ kind: string; step: number; status: string; due_at: Date; sent_at: Date | null }>(
      `SELECT kind, step, status, due_at, sent_at FROM outbox WHERE lead_id = $1 AND kind = $2 ORDER BY step, id`,
      [id, OUTBOX_KIND.series],
    ),
  ]);
  await audit(ctx.db, user, 'lead.viewed', `lead:${id}`);
  return json(200, {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    potSize: lead.pot_size,
    partner: lead.partner,
    source: lead.source,
    createdAt: lead.created_at.toISOString(),
    unsubscribedAt: iso(lead.unsubscribed_at),
    consents: consents.map((c) => ({
      purpose: c.purpose,
      text: c.consent_text,
      version: c.consent_version,
      source: c.source,
      partner: c.partner,
      givenAt: c.given_at.toISOString(),
    })),
    emails: emails.map((e) => ({
      step: e.step,
      status: e.status,
      dueAt: e.due_at.toISOString(),
      sentAt: iso(e.sent_at),
    })),
  } satisfies LeadDetail);
});

// ---------------------------------------------------------------- audit log

/** GET /api/admin/audit?page=&pageSize= (admins only) */
const listAudit = adminRoute(async (req, ctx) => {
  const { page, pageSize } = readQuery(req, PagingSchema);
  const [rows, totals] = await Promise.all([
    ctx.db.query<{
      id: number;
      user_email: string;
      action: string;
      target: string | null;
      detail: unknown;
      created_at: Date;
    }>(
      'SELECT id, user_email, action, target, detail, created_at FROM audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2',
      [pageSize, (page - 1) * pageSize],
    ),
    ctx.db.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log'),
  ]);
  return json(200, {
    items: rows.map((r) => ({
      id: r.id,
      user: r.user_email,
      action: r.action,
      target: r.target,
      detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail,
      at: r.created_at.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
    retentionMonths: ctx.config.retention.auditMonths,
  } satisfies AuditPage);
});

const ID = '(?<id>\\d{1,15})';

/** The routes staff and admins share, plus the audit log (admins). */
export function staffRoutes() {
  return [
    { method: 'GET', path: '/api/admin/consultations', handler: listConsultations },
    { method: 'GET', path: '/api/admin/consultations.csv', handler: consultationsCsv },
    { method: 'GET', path: new RegExp(`^/api/admin/consultations/${ID}$`), handler: getConsultation },
    { method: 'PATCH', path: new RegExp(`^/api/admin/consultations/${ID}$`), handler: updateConsultation },
    { method: 'POST', path: new RegExp(`^/api/admin/consultations/${ID}/notes$`), handler: addNote },
    { method: 'GET', path: '/api/admin/summary', handler: summary },
    { method: 'GET', path: '/api/admin/leads.csv', handler: leadsCsv },
    { method: 'GET', path: new RegExp(`^/api/admin/leads/${ID}$`), handler: getLead },
    { method: 'GET', path: '/api/admin/audit', handler: listAudit },
  ];
}
