import { CONSULTATION_CONSENT, ConsultationSchema } from '../../widget/core/consultation.ts';
import { CONSENT_VERSION } from '../../widget/core/texts.ts';
import type { AppContext } from '../app-context.server.ts';
import { consultationReplyDue } from '../consultations/reply-due.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import { hashKey, takeHits } from './rate-limit.server.ts';

/**
 * POST /api/consultations: stores the request with its consent, and queues the acknowledgement to
 * the visitor and the notice to the firm's inbox, all in one transaction. 201 `{ ok, id, replyDueAt }`
 * (when the reply is due, ISO 8601: the same time staff see as "reply due by").
 */
export async function createConsultation(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const body = readJsonBody(req);
  const parsed = ConsultationSchema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  }
  const c = parsed.data;
  // The promise the thank-you page and the acknowledgement state, by the rule staff see as
  // "reply due" (decision 028).
  const replyDue = consultationReplyDue(new Date());
  if (c.honeypot && c.honeypot.trim() !== '') {
    ctx.log.info('consultation.honeypot');
    return json(201, { ok: true, id: 0, replyDueAt: replyDue.toISOString() });
  }
  const ipHash = hashKey(req.ip, ctx.salt);
  await takeHits(
    ctx.db,
    [{ key: `consultation:ip:${ipHash}`, limit: ctx.config.rateLimits.consultationsPerIp }],
    3600,
  );
  const userAgent = String(req.headers['user-agent'] ?? '').slice(0, 300) || null;
  const rows = await ctx.db.query<{ id: number }>(
    `WITH c AS (
       INSERT INTO consultations (name, email, phone, preferred_time, topic, message, source, reply_due_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $13)
       RETURNING id, name, email
     ), consent AS (
       INSERT INTO consents (consultation_id, purpose, consent_text, consent_version, source, ip_hash, user_agent)
       SELECT id, 'consultation', $8, $9, $7, $10, $11 FROM c
     ), ack_slot AS (
       -- One acknowledgement per recipient address per hour: anyone can type anyone's address.
       -- The slot is taken atomically (the row lock orders concurrent requests).
       INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($14, now(), 1)
       ON CONFLICT (key) DO UPDATE SET window_start = now(), count = 1
         WHERE r.window_start <= now() - interval '1 hour'
       RETURNING key
     ), mails AS (
       INSERT INTO outbox (kind, consultation_id, to_email, to_name)
       SELECT $15::text, id, email, name FROM c WHERE EXISTS (SELECT 1 FROM ack_slot)
       UNION ALL
       SELECT $16::text, id, $12, name FROM c
     )
     SELECT id FROM c`,
    [
      c.name,
      c.email,
      c.phone,
      c.preferredTime,
      c.topic,
      c.message,
      c.source ?? null,
      CONSULTATION_CONSENT,
      CONSENT_VERSION,
      ipHash,
      userAgent,
      ctx.config.mail.firmInbox,
      replyDue,
      `ack:email:${hashKey(c.email, ctx.salt)}`,
      OUTBOX_KIND['consultation-ack'],
      OUTBOX_KIND['consultation-notice'],
    ],
  );
  const id = rows[0]?.id ?? 0;
  ctx.log.info('consultation.created', { consultationId: id });
  ctx.wakeOutbox();
  return json(201, { ok: true, id, replyDueAt: replyDue.toISOString() });
}
