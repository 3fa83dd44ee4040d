import { randomBytes } from 'node:crypto';
import { PARTNER_SIGN_UP_TEXT, PartnerSignUpSchema } from '../../widget/core/partner-sign-up.ts';
import type { AppContext } from '../app-context.server.ts';
import { errorCode, UNIQUE_VIOLATION } from '../db/db.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import { newReportToken, partnerIdFor, partnerSnippet } from '../partners/partners.server.ts';
import { isOriginConflict, onePartner, REPORT_PATH } from './partners.server.ts';
import { hashKey, takeHits } from './rate-limit.server.ts';

/**
 * Publishers sign up at /partners (decision 047): a sign-up is a pending partner, which holds its
 * site (one owner per origin, as for every partner) but counts and attributes nothing until an
 * admin approves it. The firm's inbox hears of each sign-up; the publisher hears from us when it
 * is approved (their partner id, snippet and report link). Declining sends nothing.
 */

const HOUR = 3600;

/** The second sign-up for a site: says it is taken, never by whom. */
function siteTaken(): HttpError {
  return new HttpError(409, 'site_taken', PARTNER_SIGN_UP_TEXT.siteTaken, {
    site: PARTNER_SIGN_UP_TEXT.siteTaken,
  });
}

/**
 * Inserts the pending partner and queues the firm's notice in one statement. An id already taken
 * by another partner (an admin's, or another port of the same host) gets a short random suffix.
 */
async function insertPending(
  ctx: AppContext,
  input: { name: string; site: string; email: string },
): Promise<string> {
  const base = partnerIdFor(input.site);
  for (let attempt = 0; ; attempt++) {
    const id = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    try {
      await ctx.db.query(
        `WITH p AS (
           INSERT INTO partners (id, name, origins, report_token, status, contact_email)
           VALUES ($1, $2, ARRAY[$3::text], $4, 'pending', $5)
           RETURNING id, name
         )
         INSERT INTO outbox (kind, to_email, to_name, payload)
         SELECT $7::text, $6, name, jsonb_build_object('partnerId', id, 'name', name, 'site', $3::text, 'email', $5::text)
           FROM p`,
        [
          id,
          input.name,
          input.site,
          newReportToken(),
          input.email,
          ctx.config.mail.firmInbox,
          OUTBOX_KIND['partner-sign-up-notice'],
        ],
      );
      return id;
    } catch (error) {
      if (isOriginConflict(error)) throw siteTaken();
      if (errorCode(error) !== UNIQUE_VIOLATION || attempt >= 3) throw error;
    }
  }
}

/**
 * POST /api/partner-sign-ups: `{ name, site, email, honeypot? }` → 201 `{ ok: true }`. 400 with a
 * message per field; 409 `site_taken` when the site already has a partner (whose, it never says);
 * 429 after too many sign-ups from one address in an hour.
 */
export async function createPartnerSignUp(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const parsed = PartnerSignUpSchema.safeParse(readJsonBody(req));
  if (!parsed.success) {
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  }
  const input = parsed.data;
  if (input.honeypot && input.honeypot.trim() !== '') {
    ctx.log.info('partner.sign_up_honeypot');
    return json(201, { ok: true });
  }
  await takeHits(
    ctx.db,
    [
      {
        key: `partner-sign-up:ip:${hashKey(req.ip, ctx.salt)}`,
        limit: ctx.config.rateLimits.partnerSignUpsPerIp,
      },
    ],
    HOUR,
  );
  const id = await insertPending(ctx, input);
  ctx.log.info('partner.signed_up', { partner: id });
  ctx.wakeOutbox();
  return json(201, { ok: true });
}

/** The admin's answer when a partner is not (or no longer) waiting. */
async function notPending(ctx: AppContext, id: string): Promise<HttpError> {
  const rows = await ctx.db.query('SELECT 1 FROM partners WHERE id = $1', [id]);
  return rows.length === 0
    ? new HttpError(404, 'not_found', 'There is no partner with that id.')
    : new HttpError(409, 'not_pending', 'This partner is already approved.');
}

/**
 * POST /api/admin/partners/:id/approve: the sign-up becomes an active partner (its id now counts
 * and attributes) and the publisher is e-mailed its id, the snippet and its private report link.
 */
export async function approvePartner(
  _req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
): Promise<AppResponse> {
  const id = params.id ?? '';
  const publicUrl = ctx.config.publicUrl;
  const rows = await ctx.db.query<{ id: string }>(
    `WITH p AS (
       UPDATE partners SET status = 'active', approved_at = now()
        WHERE id = $1 AND status = 'pending' AND contact_email IS NOT NULL
       RETURNING id, name, origins, contact_email, report_token
     ), mail AS (
       INSERT INTO outbox (kind, to_email, to_name, payload)
       SELECT $4::text, contact_email, '', jsonb_build_object(
           'partnerId', id, 'name', name, 'site', origins[1],
           'snippet', $2::text, 'reportUrl', $3::text || report_token)
         FROM p
     )
     SELECT id FROM p`,
    [id, partnerSnippet(publicUrl, id), `${publicUrl}${REPORT_PATH}`, OUTBOX_KIND['partner-approved']],
  );
  if (rows.length === 0) throw await notPending(ctx, id);
  ctx.log.info('partner.approved', { partner: id });
  ctx.wakeOutbox();
  return json(200, { item: await onePartner(ctx, id) });
}

/**
 * POST /api/admin/partners/:id/decline: the sign-up is deleted, which frees its site for another
 * sign-up and keeps nothing of the publisher. No e-mail: anyone can type anyone's address, and an
 * admin who wants to say why writes themselves.
 */
export async function declinePartner(
  _req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
): Promise<AppResponse> {
  const id = params.id ?? '';
  const rows = await ctx.db.query(`DELETE FROM partners WHERE id = $1 AND status = 'pending' RETURNING id`, [
    id,
  ]);
  if (rows.length === 0) throw await notPending(ctx, id);
  ctx.log.info('partner.declined', { partner: id });
  return json(200, { ok: true, id });
}
