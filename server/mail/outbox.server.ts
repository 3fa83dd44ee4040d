import { CONSULTATION_TOPICS, PREFERRED_TIMES } from '../../widget/core/consultation.ts';
import type { Config } from '../config.server.ts';
import type { Db } from '../db/db.server.ts';
import { errorFields, type Logger } from '../log.server.ts';
import {
  type OutgoingMail,
  renderConsultationAck,
  renderConsultationNotice,
  renderSeriesEmail,
} from './render.server.ts';
import { type MailTransport, unsubscribeBrevoContact, upsertBrevoContact } from './transports.server.ts';

/** A claimed outbox row with what is needed to build its message. */
interface ClaimedRow {
  id: number;
  kind: string;
  lead_id: number | null;
  consultation_id: number | null;
  to_email: string;
  to_name: string;
  step: number;
  is_test: boolean;
  attempts: number;
  token: string | null;
  pot_size: number | null;
  partner: string | null;
  source: string | null;
  c_phone: string | null;
  c_preferred_time: string | null;
  c_topic: string | null;
  c_message: string | null;
  c_name: string | null;
  c_email: string | null;
}

const LEASE_SECONDS = 300;
const BATCH = 20;

export interface OutboxWorker {
  start(): void;
  /** Finishes the batch in hand, then stops. */
  stop(): Promise<void>;
  /** Looks for due work now instead of at the next poll. */
  wake(): void;
  /** Claims and sends one batch; returns how many rows it handled. */
  drainOnce(): Promise<number>;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * The outbox worker: claims due rows with FOR UPDATE SKIP LOCKED (so any number of processes
 * can drain one outbox and no row is sent twice), leases them for five minutes, sends, and marks
 * them sent, or schedules a retry with exponential backoff. Rows survive restarts in the table.
 */
export function createOutboxWorker(deps: {
  db: Db;
  config: Config;
  log: Logger;
  transport: MailTransport;
}): OutboxWorker {
  const { db, config, log, transport } = deps;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let wakeRequested = false;
  let lastHousekeeping = 0;

  async function claim(): Promise<ClaimedRow[]> {
    return db.query<ClaimedRow>(
      `WITH due AS (
         SELECT o.id FROM outbox o
          WHERE o.status = 'pending' AND o.due_at <= now() AND (o.locked_until IS NULL OR o.locked_until < now())
          ORDER BY o.due_at, o.id
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       )
       UPDATE outbox o SET locked_until = now() + make_interval(secs => $2::int), attempts = o.attempts + 1
         FROM due WHERE o.id = due.id
       RETURNING o.id, o.kind, o.lead_id, o.consultation_id, o.to_email, o.to_name, o.step, o.is_test, o.attempts,
         (SELECT l.unsubscribe_token FROM leads l WHERE l.id = o.lead_id AND l.unsubscribed_at IS NULL) AS token,
         (SELECT l.pot_size FROM leads l WHERE l.id = o.lead_id) AS pot_size,
         (SELECT l.partner FROM leads l WHERE l.id = o.lead_id) AS partner,
         (SELECT l.source FROM leads l WHERE l.id = o.lead_id) AS source,
         (SELECT c.phone FROM consultations c WHERE c.id = o.consultation_id) AS c_phone,
         (SELECT c.preferred_time FROM consultations c WHERE c.id = o.consultation_id) AS c_preferred_time,
         (SELECT c.topic FROM consultations c WHERE c.id = o.consultation_id) AS c_topic,
         (SELECT c.message FROM consultations c WHERE c.id = o.consultation_id) AS c_message,
         (SELECT c.name FROM consultations c WHERE c.id = o.consultation_id) AS c_name,
         (SELECT c.email FROM consultations c WHERE c.id = o.consultation_id) AS c_email`,
      [BATCH, LEASE_SECONDS],
    );
  }

  function build(row: ClaimedRow): OutgoingMail | 'cancel' {
    const publicUrl = config.publicUrl;
    if (row.kind === 'series') {
      if (!row.is_test && !row.token) return 'cancel';
      return renderSeriesEmail({
        step: row.step,
        name: row.to_name,
        email: row.to_email,
        publicUrl,
        unsubscribeUrl: unsubscribeUrl(publicUrl, row.is_test ? 'test' : (row.token as string)),
        reference: `series-${row.id}`,
        isTest: row.is_test,
      });
    }
    const input = {
      id: row.consultation_id ?? 0,
      name: row.c_name ?? row.to_name,
      email: row.c_email ?? row.to_email,
      phone: row.c_phone ?? '',
      preferredTime:
        PREFERRED_TIMES[row.c_preferred_time as keyof typeof PREFERRED_TIMES] ?? row.c_preferred_time ?? '',
      topic: CONSULTATION_TOPICS[row.c_topic as keyof typeof CONSULTATION_TOPICS] ?? row.c_topic ?? '',
      message: row.c_message ?? '',
      publicUrl,
    };
    if (row.kind === 'consultation-ack') return renderConsultationAck(input);
    if (row.kind === 'consultation-notice') {
      const mail = renderConsultationNotice(input, config.mail.firmInbox);
      mail.reference = `consultation-notice-${row.id}`;
      return mail;
    }
    throw new Error(`Unknown outbox kind ${row.kind}`);
  }

  async function handle(row: ClaimedRow): Promise<void> {
    try {
      let messageId: string;
      if (row.kind === 'brevo-contact' || row.kind === 'brevo-unsubscribe') {
        const brevo = config.mail.brevo;
        if (!brevo) {
          await db.query(
            `UPDATE outbox SET status = 'cancelled', locked_until = NULL, last_error = 'Brevo is not configured' WHERE id = $1`,
            [row.id],
          );
          return;
        }
        if (row.kind === 'brevo-contact') {
          await upsertBrevoContact(brevo, {
            email: row.to_email,
            name: row.to_name,
            potSize: row.pot_size,
            partner: row.partner,
            source: row.source,
          });
        } else {
          await unsubscribeBrevoContact(brevo, row.to_email);
        }
        messageId = 'brevo-contact';
      } else {
        const mail = build(row);
        if (mail === 'cancel') {
          await db.query(`UPDATE outbox SET status = 'cancelled', locked_until = NULL WHERE id = $1`, [
            row.id,
          ]);
          return;
        }
        messageId = await transport.send(mail);
      }
      await db.query(
        `UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL, message_id = $2 WHERE id = $1`,
        [row.id, messageId],
      );
      log.info('outbox.sent', { id: row.id, kind: row.kind, step: row.step, transport: transport.name });
    } catch (error) {
      const giveUp = row.attempts >= config.outbox.maxAttempts;
      const delayMs = Math.min(config.outbox.retryBaseMs * 2 ** (row.attempts - 1), 6 * 3600_000);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .query(
          giveUp
            ? `UPDATE outbox SET status = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1`
            : `UPDATE outbox SET due_at = now() + make_interval(secs => $3::float8), locked_until = NULL, last_error = $2 WHERE id = $1`,
          giveUp ? [row.id, message] : [row.id, message, delayMs / 1000],
        )
        .catch((updateError) =>
          log.error('outbox.update_failed', { id: row.id, ...errorFields(updateError) }),
        );
      log.warn(giveUp ? 'outbox.failed' : 'outbox.retry', {
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        ...errorFields(error),
      });
    }
  }

  async function housekeeping(): Promise<void> {
    if (Date.now() - lastHousekeeping < 600_000) return;
    lastHousekeeping = Date.now();
    await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
    await db.query(`DELETE FROM sessions WHERE expires_at < now()`);
  }

  async function drainOnce(): Promise<number> {
    const rows = await claim();
    await Promise.all(rows.map(handle));
    return rows.length;
  }

  async function loop(): Promise<void> {
    timer = undefined;
    if (!running) return;
    let handled = 0;
    try {
      wakeRequested = false;
      const work = drainOnce();
      current = work;
      handled = await work;
      await housekeeping();
    } catch (error) {
      log.error('outbox.poll_failed', errorFields(error));
    }
    if (!running) return;
    const again = handled >= BATCH || wakeRequested;
    timer = setTimeout(() => void loop(), again ? 0 : config.outbox.pollMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(() => void loop(), 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current.catch(() => {});
    },
    wake() {
      if (!running) return;
      wakeRequested = true;
      if (timer) {
        clearTimeout(timer);
        timer = setTimeout(() => void loop(), 0);
      }
    },
    drainOnce,
  };
}
