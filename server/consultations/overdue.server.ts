import type { Db } from '../db/db.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import { consultationReplyDue } from './reply-due.server.ts';

/** Requests whose reply fell due longer ago than this are not announced (e.g. rows from before the feature). */
const NOTIFY_WINDOW_DAYS = 3;

/**
 * Fills in "reply due by" for requests stored before it existed, then queues one e-mail to the
 * firm's inbox for each request that is still New past its due time. The same statement marks the
 * request as announced and queues the e-mail, so it happens exactly once however many processes
 * run the check. Returns how many were announced.
 */
export async function checkOverdueConsultations(db: Db, firmInbox: string): Promise<number> {
  const missing = await db.query<{ id: number; created_at: Date }>(
    'SELECT id, created_at FROM consultations WHERE reply_due_at IS NULL ORDER BY id LIMIT 500',
  );
  if (missing.length > 0) {
    await db.query(
      `UPDATE consultations c SET reply_due_at = m.due
         FROM unnest($1::bigint[], $2::timestamptz[]) AS m(id, due)
        WHERE c.id = m.id AND c.reply_due_at IS NULL`,
      [missing.map((m) => m.id), missing.map((m) => consultationReplyDue(new Date(m.created_at)))],
    );
  }
  const rows = await db.query<{ id: number }>(
    `WITH due AS (
       UPDATE consultations SET overdue_notified_at = now()
        WHERE status = 'new' AND overdue_notified_at IS NULL AND reply_due_at <= now()
          AND reply_due_at > now() - make_interval(days => $2::int)
       RETURNING id, name
     ), mail AS (
       INSERT INTO outbox (kind, consultation_id, to_email, to_name)
       SELECT $3::text, id, $1, name FROM due
     )
     SELECT id FROM due`,
    [firmInbox, NOTIFY_WINDOW_DAYS, OUTBOX_KIND['consultation-overdue']],
  );
  return rows.length;
}
