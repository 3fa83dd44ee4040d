import {
  checkFigureReport,
  EMPTY_FIGURE_REPORT,
  FIGURE_REPORT_FIELDS,
  FIGURE_REPORT_PATH,
  FIGURE_REPORT_STATUSES,
  type FigureReport,
  type FigureReportStatus,
  type FigureReportValues,
  isFigureReportStatus,
} from '../../widget/core/figure-report.ts';
import { LIMITS } from '../../widget/core/lead.ts';
import { PROVIDERS, providerBySlug } from '../../widget/core/providers.ts';
import type { AppContext } from '../app-context.server.ts';
import { DatabaseUnavailableError } from '../db/db.server.ts';
import { readFormBody, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';
import { localPath } from '../http/redirects.server.ts';
import { renderFigureReportPage } from '../http/site-pages.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import type { FigureReportPage, FigureReportRow } from './admin-types.ts';
import { audit, staffRoute } from './audit.server.ts';
import { PagingSchema, readQuery } from './paging.server.ts';
import { hashKey, takeHits } from './rate-limit.server.ts';

const HOUR = 3600;
const SLUGS: ReadonlySet<string> = new Set(PROVIDERS.map((provider) => provider.slug));

/** The page a report was sent from: a path on this site, or nothing. */
function pagePath(value: unknown): string | null {
  return localPath(typeof value === 'string' ? value.trim() : null, LIMITS.pagePath);
}

/**
 * Stores one checked report and, when it gives an e-mail address, queues the acknowledgement (the
 * provider's name only, never the reporter's words) in the same statement (one transaction: the report is never stored without its e-mail, nor the
 * reverse). At most one acknowledgement per address per hour: anyone can type anyone's address.
 */
export async function storeFigureReport(
  ctx: AppContext,
  report: FigureReport,
  meta: { ip: string; page: string | null; sentWith: 'script' | 'form' },
): Promise<number> {
  const ipHash = hashKey(meta.ip, ctx.salt);
  await takeHits(
    ctx.db,
    [{ key: `figure-report:ip:${ipHash}`, limit: ctx.config.rateLimits.figureReportsPerIp }],
    HOUR,
  );
  const provider = providerBySlug(report.provider);
  const rows = await ctx.db.query<{ id: number }>(
    `WITH r AS (
       INSERT INTO figure_reports (provider, figure, correction, source_url, email, page, sent_with, ip_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING id, email
     ), ack_slot AS (
       INSERT INTO rate_limits AS l (key, window_start, count)
       SELECT $9::text, now(), 1 WHERE $5::text IS NOT NULL
       ON CONFLICT (key) DO UPDATE SET window_start = now(), count = 1
         WHERE l.window_start <= now() - interval '1 hour'
       RETURNING key
     ), mail AS (
       INSERT INTO outbox (kind, figure_report_id, to_email, payload)
       SELECT $11::text, id, email, jsonb_build_object('provider', $10::text)
         FROM r WHERE email IS NOT NULL AND EXISTS (SELECT 1 FROM ack_slot)
     )
     SELECT id FROM r`,
    [
      report.provider,
      report.figure,
      report.correction,
      report.sourceUrl,
      report.email,
      meta.page,
      meta.sentWith,
      ipHash,
      `report-ack:email:${hashKey(report.email ?? '', ctx.salt)}`,
      provider?.name ?? report.provider,
      OUTBOX_KIND['figure-report-ack'],
    ],
  );
  const id = rows[0]?.id ?? 0;
  ctx.log.info('figure_report.created', { reportId: id, provider: report.provider, sentWith: meta.sentWith });
  if (report.email) ctx.wakeOutbox();
  return id;
}

/**
 * POST /api/figure-reports {provider, figure, correction, sourceUrl?, email?, page?}: the form with
 * JavaScript. 201 `{ ok, id }`; 400 with `fields` naming each problem; 429 over the hourly limit.
 */
export async function createFigureReport(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const body = readJsonBody(req);
  const checked = checkFigureReport(body, SLUGS);
  if (!checked.ok)
    throw new HttpError(400, 'validation_failed', 'Please check the highlighted fields.', checked.errors);
  if (typeof body.website === 'string' && body.website.trim() !== '') {
    ctx.log.info('figure_report.honeypot');
    return json(201, { ok: true, id: 0 });
  }
  const id = await storeFigureReport(ctx, checked.report, {
    ip: req.ip,
    page: pagePath(body.page),
    sentWith: 'script',
  });
  return json(201, { ok: true, id });
}

/** What a plain form sent, as text (a field sent twice counts once, the first). */
function formValues(form: URLSearchParams): FigureReportValues {
  const values = { ...EMPTY_FIGURE_REPORT };
  for (const field of FIGURE_REPORT_FIELDS) values[field] = form.get(field) ?? '';
  return values;
}

/**
 * POST /report-a-wrong-figure (a plain HTML form, no JavaScript needed): on success a 303 to the
 * page saying the report was received (Post/Redirect/Get: reloading it sends nothing twice); on a
 * problem the page again, rendered by the server with the form as it was typed and each problem
 * shown (400, or 429 / 503 with a message and nothing lost from the form).
 */
export async function submitFigureReportForm(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/.test(type))
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the form as application/x-www-form-urlencoded, or use POST /api/figure-reports with JSON.',
    );
  const form = readFormBody(req);
  const values = formValues(form);
  const page = pagePath(form.get('page'));
  const checked = checkFigureReport(values, SLUGS);
  if (!checked.ok) return renderFigureReportPage(req, ctx, 400, { values, errors: checked.errors, page });
  if ((form.get('website') ?? '').trim() !== '') {
    ctx.log.info('figure_report.honeypot');
  } else {
    try {
      await storeFigureReport(ctx, checked.report, { ip: req.ip, page, sentWith: 'form' });
    } catch (error) {
      const problem = formProblem(error);
      if (!problem) throw error;
      if (!(error instanceof HttpError)) ctx.log.error('figure_report.not_stored', { path: req.path });
      return renderFigureReportPage(req, ctx, problem.status, {
        values,
        errors: {},
        problem: problem.text,
        page,
      });
    }
  }
  const sent = new URLSearchParams({ sent: checked.report.provider });
  if (page) sent.set('page', page);
  return {
    status: 303,
    headers: { location: `${FIGURE_REPORT_PATH}?${sent}`, 'cache-control': 'no-store' },
    body: null,
  };
}

/** The message the form shows when a report could not be stored, or null for an unexpected failure. */
function formProblem(error: unknown): { status: number; text: string } | null {
  if (error instanceof HttpError && error.status === 429)
    return {
      status: 429,
      text: 'You have sent several reports in a short time. Please wait an hour and send this one again: what you typed is still in the form.',
    };
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof DatabaseUnavailableError || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)))
    return {
      status: 503,
      text: 'We could not save your report just now. Please try again in a few minutes: what you typed is still in the form.',
    };
  return null;
}

// ---------------------------------------------------------------- staff area

interface ReportRow {
  id: number;
  provider: string;
  figure: string;
  correction: string;
  source_url: string | null;
  email: string | null;
  page: string | null;
  sent_with: 'script' | 'form';
  status: FigureReportStatus;
  status_changed_at: Date | null;
  created_at: Date;
}

const REPORT_COLUMNS =
  'id, provider, figure, correction, source_url, email, page, sent_with, status, status_changed_at, created_at';

function reportItem(r: ReportRow): FigureReportRow {
  return {
    id: r.id,
    provider: r.provider,
    providerName: providerBySlug(r.provider)?.name ?? r.provider,
    figure: r.figure,
    correction: r.correction,
    sourceUrl: r.source_url,
    email: r.email,
    page: r.page,
    sentWith: r.sent_with,
    status: r.status,
    statusChangedAt: r.status_changed_at ? r.status_changed_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
  };
}

const STATUS_VALUES = Object.keys(FIGURE_REPORT_STATUSES).join(', ');

/**
 * GET /api/admin/figure-reports?status=&page=&pageSize= (staff): new first, then newest. Not
 * audited: a list load (decision 030); changing a report's status is.
 */
const listFigureReports = staffRoute(async (req, ctx) => {
  const status = req.query.get('status') ?? '';
  if (status !== '' && !isFigureReportStatus(status))
    throw new HttpError(400, 'validation_failed', 'Please check the status.', {
      status: `Use one of: ${STATUS_VALUES}, or leave it empty for all.`,
    });
  const { page, pageSize } = readQuery(req, PagingSchema);
  const [rows, totals] = await Promise.all([
    ctx.db.query<ReportRow>(
      `SELECT ${REPORT_COLUMNS} FROM figure_reports WHERE ($1 = '' OR status = $1)
        ORDER BY (status = 'new') DESC, created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [status, pageSize, (page - 1) * pageSize],
    ),
    ctx.db.query<{ total: number; open: number }>(
      `SELECT count(*) FILTER (WHERE $1 = '' OR status = $1)::int AS total,
              count(*) FILTER (WHERE status = 'new')::int AS open FROM figure_reports`,
      [status],
    ),
  ]);
  return json(200, {
    items: rows.map(reportItem),
    total: totals[0]?.total ?? 0,
    new: totals[0]?.open ?? 0,
    page,
    pageSize,
  } satisfies FigureReportPage);
});

/** PATCH /api/admin/figure-reports/:id {status} (staff): the status, with an audit entry. */
const updateFigureReport = staffRoute(async (req, ctx, params, user) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new HttpError(404, 'not_found', 'There is no report with that number.');
  const body = readJsonBody(req);
  if (!isFigureReportStatus(body.status))
    throw new HttpError(400, 'validation_failed', 'Please check the highlighted fields.', {
      status: `Choose one of the statuses: ${STATUS_VALUES}.`,
    });
  const to = body.status;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await tx.query<{ status: FigureReportStatus }>(
      'SELECT status FROM figure_reports WHERE id = $1 FOR UPDATE',
      [id],
    );
    const from = before[0]?.status;
    if (!from) throw new HttpError(404, 'not_found', 'There is no report with that number.');
    if (from !== to) {
      await tx.query('UPDATE figure_reports SET status = $2, status_changed_at = now() WHERE id = $1', [
        id,
        to,
      ]);
      await audit(tx, user, 'figure_report.status_changed', `figure-report:${id}`, { from, to });
    }
    const rows = await tx.query<ReportRow>(`SELECT ${REPORT_COLUMNS} FROM figure_reports WHERE id = $1`, [
      id,
    ]);
    return rows[0] as ReportRow;
  });
  return json(200, reportItem(row));
});

/** The staff area's routes for reports. */
export function figureReportStaffRoutes() {
  return [
    { method: 'GET', path: '/api/admin/figure-reports', handler: listFigureReports },
    { method: 'PATCH', path: /^\/api\/admin\/figure-reports\/(?<id>\d{1,15})$/, handler: updateFigureReport },
  ];
}
