import { randomBytes } from 'node:crypto';
import { LeadSchema } from '../../widget/core/lead-schema.ts';
import { CONSENT_VERSION, TEXT } from '../../widget/core/texts.ts';
import type { AppContext } from '../app-context.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import { attributedPartner, countUnlockOnce, requestOrigin } from '../partners/partners.server.ts';
import { hashKey, takeHits } from './rate-limit.server.ts';

const HOUR = 3600;

/** The days after sign-up on which the five e-mails of the series are due. */
export function seriesSchedule(days: readonly number[]): { steps: number[]; days: number[] } {
  return { steps: days.map((_, index) => index + 1), days: [...days] };
}

/**
 * POST /api/leads: validates with the shared LeadSchema, then in one statement (one transaction)
 * stores the lead, its consent record and the five scheduled e-mails. An address already on the
 * list (or unsubscribed from it) gets the same 201 and body as a new one, so a stranger cannot
 * learn who is on the list; only the inbox shows the difference (a new address gets the series,
 * a known one nothing more). A filled honeypot gets 201 too, and nothing is stored or sent.
 */
export async function createLead(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const body = readJsonBody(req);
  const parsed = LeadSchema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  }
  const lead = parsed.data;
  if (lead.honeypot && lead.honeypot.trim() !== '') {
    ctx.log.info('lead.honeypot', { partner: lead.partner ?? null });
    return json(201, { ok: true });
  }
  const ipHash = hashKey(req.ip, ctx.salt);
  await takeHits(
    ctx.db,
    [
      { key: `lead:ip:${ipHash}`, limit: ctx.config.rateLimits.leadsPerIp },
      { key: `lead:email:${hashKey(lead.email, ctx.salt)}`, limit: ctx.config.rateLimits.leadsPerEmail },
    ],
    HOUR,
  );
  // The page's claim is attribution only when the request comes from one of that partner's sites.
  const partner = await attributedPartner(ctx.db, lead.partner, requestOrigin(req.headers));
  if (lead.partner && !partner) ctx.log.info('lead.partner_not_attributed', { claimed: lead.partner });
  const schedule = seriesSchedule(ctx.config.seriesDays);
  const userAgent = String(req.headers['user-agent'] ?? '').slice(0, 300) || null;
  const rows = await ctx.db.query<{ id: number }>(
    `WITH new_lead AS (
       INSERT INTO leads (name, email, pot_size, partner, source, unsubscribe_token)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email) DO NOTHING
       RETURNING id, name, email
     ), consent AS (
       INSERT INTO consents (lead_id, purpose, consent_text, consent_version, source, partner, ip_hash, user_agent)
       SELECT id, 'email-series', $7, $8, $5, $4, $9, $10 FROM new_lead
     ), series AS (
       INSERT INTO outbox (kind, lead_id, to_email, to_name, step, due_at)
       SELECT $14::text, new_lead.id, new_lead.email, new_lead.name, s.step, now() + make_interval(days => s.days)
         FROM new_lead, unnest($11::int[], $12::int[]) AS s(step, days)
     ), brevo AS (
       INSERT INTO outbox (kind, lead_id, to_email, to_name)
       SELECT $15::text, id, email, name FROM new_lead WHERE $13::boolean
     )
     SELECT id FROM new_lead`,
    [
      lead.name,
      lead.email,
      lead.potSize ?? null,
      partner,
      lead.source ?? null,
      randomBytes(24).toString('base64url'),
      TEXT.consent,
      CONSENT_VERSION,
      ipHash,
      userAgent,
      schedule.steps,
      schedule.days,
      ctx.config.mail.brevo !== undefined,
      OUTBOX_KIND.series,
      OUTBOX_KIND['brevo-contact'],
    ],
  );
  // The visitor unlocked on the partner's page either way (a repeat e-mail unlocks too), counted
  // once per client address and partner.
  if (partner) await countUnlockOnce(ctx.db, partner, req.ip, ctx.salt);
  if (rows.length === 0) {
    ctx.log.info('lead.repeat', { partner });
    return json(201, { ok: true });
  }
  ctx.log.info('lead.created', { leadId: rows[0]?.id, partner });
  ctx.wakeOutbox();
  return json(201, { ok: true });
}
