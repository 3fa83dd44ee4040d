import * as z from 'zod';
import { BRAND } from '../../widget/core/brand.ts';
import type { AppContext } from '../app-context.server.ts';
import { errorCode, UNIQUE_VIOLATION } from '../db/db.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import {
  type AppRequest,
  type AppResponse,
  HttpError,
  html,
  json,
  noContent,
} from '../http/http-types.server.ts';
import { escapeHtml } from '../mail/render.server.ts';
import { renderPage } from '../pages/page.server.ts';
import {
  countForPartner,
  newReportToken,
  PARTNER_ID_PATTERN,
  partnerDays,
  requestOrigin,
} from '../partners/partners.server.ts';
import { hashKey, takeHits } from './rate-limit.server.ts';

/** The path of a partner's private, read-only report. */
export const REPORT_PATH = '/partners/report/';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const OriginSchema = z
  .string()
  .trim()
  .max(200, 'Use a shorter origin.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '')
      );
    } catch {
      return false;
    }
  }, 'Give an origin only, like https://www.example.co.uk (no path).')
  .transform((value) => new URL(value).origin);

const PartnerSchema = z.object({
  id: z
    .string('Give the partner an id.')
    .trim()
    .regex(PARTNER_ID_PATTERN, 'Use letters, digits, dots, dashes or underscores, up to 64.'),
  name: z
    .string('Give the partner a name.')
    .trim()
    .min(1, 'Give the partner a name.')
    .max(120, 'Use a shorter name.'),
  origins: z
    .array(OriginSchema, 'List the sites the widget runs on.')
    .min(1, 'List at least one site the widget runs on.')
    .max(20, 'List at most 20 sites.'),
});
const PartnerUpdateSchema = PartnerSchema.omit({ id: true });

interface PartnerRow {
  id: string;
  name: string;
  origins: string[];
  status: 'pending' | 'active';
  contact_email: string | null;
  report_token: string;
  created_at: Date;
  loads: number;
  pots: number;
  unlocks: number;
  consultations: number;
}

function partnerItem(row: PartnerRow, ctx: AppContext) {
  return {
    id: row.id,
    name: row.name,
    origins: row.origins,
    /** A sign-up waits for an admin (pending); only an active partner's id counts and attributes. */
    status: row.status,
    contactEmail: row.contact_email,
    reportUrl: `${ctx.config.publicUrl}${REPORT_PATH}${row.report_token}`,
    createdAt: row.created_at.toISOString(),
    last30Days: {
      loads: Number(row.loads),
      pots: Number(row.pots),
      unlocks: Number(row.unlocks),
      consultations: Number(row.consultations),
    },
  };
}

const PARTNER_SELECT = `SELECT p.id, p.name, p.origins, p.status, p.contact_email, p.report_token, p.created_at,
    COALESCE(sum(d.loads), 0)::int AS loads, COALESCE(sum(d.pots), 0)::int AS pots,
    COALESCE(sum(d.unlocks), 0)::int AS unlocks, COALESCE(sum(d.consultations), 0)::int AS consultations
  FROM partners p
  LEFT JOIN partner_daily d ON d.partner_id = p.id AND d.day > (now() AT TIME ZONE 'UTC')::date - 30`;

function parse<T extends z.ZodType>(schema: T, req: AppRequest): z.infer<T> {
  const parsed = schema.safeParse(readJsonBody(req));
  if (!parsed.success) {
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  }
  return parsed.data;
}

/**
 * Each origin belongs to one partner, so a load (known only by its Origin) has one owner: the
 * database holds it (partner_origins, migration 008), and a write that would give an origin a
 * second owner fails there, however many arrive at once. This names the origin and its owner.
 */
async function originTaken(ctx: AppContext, origins: string[], exceptId: string | null): Promise<HttpError> {
  const taken = await ctx.db.query<{ id: string; origin: string }>(
    `SELECT partner_id AS id, origin FROM partner_origins
      WHERE origin = ANY ($1::text[]) AND ($2::text IS NULL OR partner_id <> $2) ORDER BY origin LIMIT 1`,
    [origins.map((origin) => origin.toLowerCase()), exceptId],
  );
  const message = taken[0]
    ? `${taken[0].origin} already belongs to partner ${taken[0].id}.`
    : 'One of these sites already belongs to another partner.';
  return new HttpError(409, 'origin_taken', message, { origins: message });
}

/** Whether a unique violation is a second owner for an origin (not a taken partner id). */
export function isOriginConflict(error: unknown): boolean {
  return (
    errorCode(error) === UNIQUE_VIOLATION &&
    (error as { constraint?: unknown }).constraint === 'partner_origins_pkey'
  );
}

/**
 * GET /api/admin/partners: every partner with its report link and the last 30 days' totals, and
 * the sign-ups waiting for approval (status 'pending', with the publisher's contact address).
 */
export async function listPartners(_req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const rows = await ctx.db.query<PartnerRow>(`${PARTNER_SELECT} GROUP BY p.id ORDER BY p.name, p.id`);
  return json(200, { items: rows.map((row) => partnerItem(row, ctx)) });
}

/** POST /api/admin/partners: creates a partner with a fresh report token. */
export async function createPartner(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const input = parse(PartnerSchema, req);
  const origins = [...new Set(input.origins)];
  try {
    await ctx.db.query('INSERT INTO partners (id, name, origins, report_token) VALUES ($1, $2, $3, $4)', [
      input.id,
      input.name,
      origins,
      newReportToken(),
    ]);
  } catch (error) {
    if (isOriginConflict(error)) throw await originTaken(ctx, origins, input.id);
    if (errorCode(error) === UNIQUE_VIOLATION) {
      throw new HttpError(409, 'partner_exists', `There is already a partner with the id ${input.id}.`, {
        id: 'This id is taken.',
      });
    }
    throw error;
  }
  ctx.log.info('partner.created', { partner: input.id });
  return json(201, { item: await onePartner(ctx, input.id) });
}

/** PUT /api/admin/partners/:id: changes the name and origins (the id and token stay). */
export async function updatePartner(
  req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
): Promise<AppResponse> {
  const id = params.id ?? '';
  const input = parse(PartnerUpdateSchema, req);
  const origins = [...new Set(input.origins)];
  let rows: unknown[];
  try {
    rows = await ctx.db.query('UPDATE partners SET name = $2, origins = $3 WHERE id = $1 RETURNING id', [
      id,
      input.name,
      origins,
    ]);
  } catch (error) {
    if (isOriginConflict(error)) throw await originTaken(ctx, origins, id);
    throw error;
  }
  if (rows.length === 0) throw new HttpError(404, 'not_found', 'There is no partner with that id.');
  return json(200, { item: await onePartner(ctx, id) });
}

/** POST /api/admin/partners/:id/token: a new report link; the old one stops working. */
export async function rotateReportToken(
  _req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
): Promise<AppResponse> {
  const id = params.id ?? '';
  const rows = await ctx.db.query('UPDATE partners SET report_token = $2 WHERE id = $1 RETURNING id', [
    id,
    newReportToken(),
  ]);
  if (rows.length === 0) throw new HttpError(404, 'not_found', 'There is no partner with that id.');
  return json(200, { item: await onePartner(ctx, id) });
}

/** GET /api/admin/partners/:id/days: the partner's counters per day, newest first. */
export async function partnerDaysAdmin(
  _req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
): Promise<AppResponse> {
  const id = params.id ?? '';
  const exists = await ctx.db.query('SELECT 1 FROM partners WHERE id = $1', [id]);
  if (exists.length === 0) throw new HttpError(404, 'not_found', 'There is no partner with that id.');
  return json(200, { items: await partnerDays(ctx.db, id) });
}

export async function onePartner(ctx: AppContext, id: string) {
  const rows = await ctx.db.query<PartnerRow>(`${PARTNER_SELECT} WHERE p.id = $1 GROUP BY p.id`, [id]);
  const row = rows[0];
  if (!row) throw new HttpError(404, 'not_found', 'There is no partner with that id.');
  return partnerItem(row, ctx);
}

const BeaconSchema = z.object({
  event: z.enum(['pot', 'consultation']),
  partner: z.string().regex(PARTNER_ID_PATTERN),
});
const HOUR = 3600;
/** Beacons one address may send in an hour; a visitor sends at most a few per page. */
const BEACONS_PER_IP = 300;

/**
 * POST /api/widget-events: the widget's beacon (text/plain JSON `{ event, partner }`, no cookie,
 * nothing about the visitor). Counted only when the Origin is one of that partner's sites. Always
 * 204 for a well-formed beacon, so the answer does not reveal which partners or origins exist.
 */
export async function widgetBeacon(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  let body: unknown;
  try {
    body = JSON.parse(req.body?.toString('utf8') ?? '');
  } catch {
    throw new HttpError(400, 'invalid_json', 'The beacon body is not valid JSON.');
  }
  const parsed = BeaconSchema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(400, 'validation_failed', 'Send { event: "pot" | "consultation", partner }.');
  }
  const origin = requestOrigin(req.headers);
  if (!origin) return noContent();
  await takeHits(ctx.db, [{ key: `beacon:ip:${hashKey(req.ip, ctx.salt)}`, limit: BEACONS_PER_IP }], HOUR);
  const { event, partner } = parsed.data;
  const owned = await ctx.db.query(
    `SELECT 1 FROM partners WHERE id = $1 AND $2 = ANY (origins) AND status = 'active'`,
    [partner, origin],
  );
  if (owned.length > 0) await countForPartner(ctx.db, partner, event === 'pot' ? 'pots' : 'consultations');
  return noContent();
}

/** GET /partners/report/:token: the partner's own read-only report, counters only. */
export async function partnerReportPage(
  _req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
): Promise<AppResponse> {
  const token = params.token ?? '';
  const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  const partner = TOKEN_PATTERN.test(token)
    ? (
        await ctx.db.query<{ id: string; name: string }>(
          `SELECT id, name FROM partners WHERE report_token = $1 AND status = 'active'`,
          [token],
        )
      )[0]
    : undefined;
  if (!partner) {
    return html(
      404,
      renderPage(
        'Report not found',
        `<p>This report link is not valid or has been replaced. Ask ${escapeHtml(BRAND.contactEmail)} for a new one.</p>`,
      ),
      headers,
    );
  }
  const days = await partnerDays(ctx.db, partner.id);
  const total = days.reduce(
    (sum, d) => ({
      loads: sum.loads + d.loads,
      pots: sum.pots + d.pots,
      unlocks: sum.unlocks + d.unlocks,
      consultations: sum.consultations + d.consultations,
    }),
    { loads: 0, pots: 0, unlocks: 0, consultations: 0 },
  );
  const cells = (d: Omit<PartnerDay, 'day'>) =>
    `<td>${d.loads}</td><td>${d.pots}</td><td>${d.unlocks}</td><td>${d.consultations}</td>`;
  const rows = days.map((d) => `<tr><th scope="row">${escapeHtml(d.day)}</th>${cells(d)}</tr>`).join('\n');
  const table = days.length
    ? `<div class="table"><table>
<caption>Per day (UTC), newest first, last 90 days</caption>
<thead><tr><th scope="col">Day</th><th scope="col">Widget loads</th><th scope="col">Pots entered</th><th scope="col">Unlocks</th><th scope="col">Consultation clicks</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th>${cells(total)}</tr></tfoot>
</table></div>`
    : '<p>Nothing counted yet. Loads appear once the widget is shown on one of your registered sites.</p>';
  return html(
    200,
    renderPage(
      `Widget report: ${partner.name}`,
      `<p>Partner id <code>${escapeHtml(partner.id)}</code>. Counts only: no names, e-mail addresses or pots are kept for this report, and no cookies are used. Only requests from your registered sites are counted.</p>
<p>These counts are not verified: they come from visitors’ browsers, which we cannot check. We count at most one widget load per visitor’s address a day, and one unlock per address.</p>
${table}`,
    ),
    headers,
  );
}

type PartnerDay = Awaited<ReturnType<typeof partnerDays>>[number];
