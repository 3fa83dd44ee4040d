import * as z from 'zod';
import { EMAIL_PATTERN } from '../../widget/core/lead.ts';
import type { Handler } from '../app.server.ts';
import type { AppContext } from '../app-context.server.ts';
import { markSignedInOnly } from '../http/access.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import { SERIES } from '../mail/series-content.server.ts';
import { erasePerson } from '../privacy/erase-person.server.ts';
import type { Erased, LeadRow as LeadItem, OutboxStatus, Paged } from './admin-types.ts';
import { adminRoute, audit, emailRef, staffRoute } from './audit.server.ts';
import { requireAdmin } from './auth.server.ts';
import { adminEbookPdf, adminRegenerateEbook } from './ebook.server.ts';
import { figureReportStaffRoutes } from './figure-reports.server.ts';
import { likePattern, PagingSchema, readQuery } from './paging.server.ts';
import { staffRoutes } from './staff.server.ts';
import { userRoutes } from './users.server.ts';

/** Wraps a handler with the server-side admin check. */
export function adminOnly(handler: Handler): Handler {
  return markSignedInOnly<Handler>(async (req, ctx, params) => {
    await requireAdmin(req, ctx);
    return handler(req, ctx, params);
  });
}

interface LeadRow {
  id: number;
  name: string;
  email: string;
  pot_size: number | null;
  partner: string | null;
  source: string | null;
  created_at: Date;
  unsubscribed_at: Date | null;
  emails_sent: number;
}

const LEAD_FILTER = `($1 = '' OR l.email ILIKE $2 OR l.name ILIKE $2 OR COALESCE(l.partner, '') ILIKE $2)`;
const LEAD_COLUMNS = `l.id, l.name, l.email, l.pot_size, l.partner, l.source, l.created_at, l.unsubscribed_at,
  (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.kind = $5 AND o.status = 'sent')::int AS emails_sent`;

function leadItem(row: LeadRow): LeadItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    potSize: row.pot_size,
    partner: row.partner,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    unsubscribedAt: row.unsubscribed_at ? row.unsubscribed_at.toISOString() : null,
    emailsSent: row.emails_sent,
  };
}

/**
 * GET /api/admin/leads?q=&page=&pageSize= (staff and admins). Not audited: a list load is not a
 * read of one person's record (decision 030); opening a lead and exporting are.
 */
const listLeads = staffRoute(async (req, ctx) => {
  const { q, page, pageSize } = readQuery(req, PagingSchema);
  const [rows, totals] = await Promise.all([
    ctx.db.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads l WHERE ${LEAD_FILTER} ORDER BY l.created_at DESC, l.id DESC LIMIT $3 OFFSET $4`,
      [q, likePattern(q), pageSize, (page - 1) * pageSize, OUTBOX_KIND.series],
    ),
    ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads l WHERE ${LEAD_FILTER}`, [
      q,
      likePattern(q),
    ]),
  ]);
  return json(200, {
    items: rows.map(leadItem),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  } satisfies Paged<LeadItem>);
});

const EmailBody = z.object({
  email: z
    .string('Enter an e-mail address.')
    .trim()
    .toLowerCase()
    .max(254, { error: 'Use a shorter e-mail address.', abort: true })
    .regex(EMAIL_PATTERN, 'Enter a valid e-mail address.'),
  name: z.string().trim().max(100).optional(),
});

function emailBody(req: AppRequest) {
  const parsed = EmailBody.safeParse(readJsonBody(req));
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  return parsed.data;
}

/** POST /api/admin/erase {email}: everything held about one person (UK GDPR right to erasure). Admins only. */
const erase = adminRoute(async (req, ctx, _params, user) => {
  const { email } = emailBody(req);
  const erased = await erasePerson(ctx, email, async (tx, result) => {
    // The log names the person only by a salted hash: erasure must not leave the address behind.
    await audit(tx, user, 'subject.erased', emailRef(email, ctx.salt), {
      leads: result.leads,
      consultations: result.consultations,
      figureReports: result.figureReports,
      emails: result.emails,
    });
  });
  if (erased.brevo.status === 'queued') ctx.wakeOutbox();
  ctx.log.info('admin.erased', {
    leads: erased.leads,
    consultations: erased.consultations,
    figureReports: erased.figureReports,
    emails: erased.emails,
    files: erased.files,
    brevo: erased.brevo.status,
  });
  return json(200, { erased } satisfies Erased);
});

/** GET /api/admin/outbox: counts and the latest 50 rows. */
async function outboxStatus(_req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const [counts, recent] = await Promise.all([
    ctx.db.query<{
      due: number;
      scheduled: number;
      sent: number;
      failed: number;
      unsubscribed: number;
      retrying: number;
    }>(
      `SELECT count(*) FILTER (WHERE status = 'pending' AND due_at <= now())::int AS due,
              count(*) FILTER (WHERE status = 'pending' AND due_at > now())::int AS scheduled,
              count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status = 'cancelled')::int AS unsubscribed,
              count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int AS retrying
         FROM outbox`,
    ),
    ctx.db.query<{
      id: number;
      kind: string;
      step: number;
      to_email: string;
      status: string;
      due_at: Date;
      sent_at: Date | null;
      attempts: number;
      last_error: string | null;
      is_test: boolean;
    }>(
      `SELECT id, kind, step, to_email, status, due_at, sent_at, attempts, last_error, is_test FROM outbox ORDER BY id DESC LIMIT 50`,
    ),
  ]);
  return json(200, {
    counts: counts[0] ?? { due: 0, scheduled: 0, sent: 0, failed: 0, unsubscribed: 0, retrying: 0 },
    transport: ctx.config.mail.transport,
    recent: recent.map((r) => ({
      id: r.id,
      kind: r.kind,
      step: r.step,
      to: r.to_email,
      status: r.status,
      dueAt: r.due_at.toISOString(),
      sentAt: r.sent_at ? r.sent_at.toISOString() : null,
      attempts: r.attempts,
      lastError: r.last_error,
      isTest: r.is_test,
    })),
  } satisfies OutboxStatus);
}

/** POST /api/admin/email-funnel-test {email}: the whole series to that address now. */
const emailFunnelTest = adminRoute(async (req, ctx, _params, user) => {
  const { email, name } = emailBody(req);
  const rows = await ctx.db.transaction(async (tx) => {
    const queued = await tx.query(
      `INSERT INTO outbox (kind, to_email, to_name, step, is_test)
       SELECT $4::text, $1, $2, s, true FROM generate_series(1, $3::int) AS s
       RETURNING id`,
      [email, name || 'Test', SERIES.length, OUTBOX_KIND.series],
    );
    await audit(tx, user, 'emails.test_queued', emailRef(email, ctx.salt), { emails: queued.length });
    return queued;
  });
  ctx.log.info('admin.email_funnel_test', { queued: rows.length });
  ctx.wakeOutbox();
  return json(202, { queued: rows.length });
});

/** Every /api/admin/ route, each behind the staff or the admin check (docs/decisions/027). */
export function adminRoutes() {
  return [
    { method: 'GET', path: '/api/admin/leads', handler: listLeads },
    { method: 'POST', path: '/api/admin/erase', handler: erase },
    ...staffRoutes(),
    ...figureReportStaffRoutes(),
    ...userRoutes(),
    { method: 'GET', path: '/api/admin/outbox', handler: adminOnly(outboxStatus) },
    { method: 'POST', path: '/api/admin/email-funnel-test', handler: emailFunnelTest },
    { method: 'POST', path: '/api/admin/ebook', handler: adminOnly(adminRegenerateEbook) },
    { method: 'GET', path: '/api/admin/ebook.pdf', handler: adminOnly(adminEbookPdf) },
  ];
}
