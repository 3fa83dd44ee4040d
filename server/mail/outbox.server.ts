import { RETENTION } from '../../content/legal/retention.ts';
import { CONSULTATION_TOPICS, PREFERRED_TIMES } from '../../widget/core/consultation.ts';
import { accessLinkToken, loadAccessLinkSecret } from '../access/access-link.server.ts';
import { INVITE_HOURS, setPasswordUrl } from '../auth/invites.server.ts';
import type { Config } from '../config.server.ts';
import type { Db } from '../db/db.server.ts';
import { errorFields, type Logger } from '../log.server.ts';
import { renderPartnerApproved, renderPartnerSignUpNotice } from './partner-mail.server.ts';
import {
  type OutgoingMail,
  renderConsultationAck,
  renderConsultationNotice,
  renderConsultationOverdue,
  renderEbookDelivery,
  renderFigureReportAck,
  renderSeriesEmail,
  renderStaffInvite,
} from './render.server.ts';
import {
  deleteBrevoContact,
  type MailTransport,
  unsubscribeBrevoContact,
  upsertBrevoContact,
} from './transports.server.ts';

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
  c_created_at: Date | string | null;
  c_reply_due_at: Date | string | null;
  payload:
    | ({ token?: string; invitedBy?: string; provider?: string } & Parameters<
        typeof renderPartnerApproved
      >[0])
    | string
    | null;
  created_at: Date | string;
}

/** A publisher's sign-up e-mails (decision 047); any other kind is unknown. */
function partnerMail(row: ClaimedRow, config: Config): OutgoingMail | 'cancel' {
  if (row.kind !== 'partner-sign-up-notice' && row.kind !== 'partner-approved')
    throw new Error(`Unknown outbox kind ${row.kind}`);
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) ?? {};
  // The payload is cleared once sent; a row without it (resent after that) has nothing to say.
  if (!payload.partnerId) return 'cancel';
  const reference = `${row.kind}-${row.id}`;
  return row.kind === 'partner-approved'
    ? renderPartnerApproved(payload, row.to_email, config.publicUrl, reference)
    : renderPartnerSignUpNotice(payload, config.mail.firmInbox, config.publicUrl, reference);
}

/**
 * The same for every attempt at one outbox row, and different for every row ever made (the id alone
 * repeats if a database is recreated while DATA_DIR/mail is kept). Transports use it to make a
 * resend harmless: a process killed after handing an e-mail over but before recording it leaves the
 * row to be claimed again when its lease ends.
 */
export function deliveryKey(row: { id: number; created_at: Date | string }): string {
  return `${row.id}-${new Date(row.created_at).getTime().toString(36)}`;
}

/** What a handled row becomes: sent (note = message id) or cancelled (note = why, if worth saying). */
interface Outcome {
  id: number;
  status: 'sent' | 'cancelled';
  note: string | null;
}

const LEASE_SECONDS = 300;
/**
 * Rows per claim: one statement claims them, and their outcomes are recorded a few at a time as
 * their sends finish.
 */
const BATCH = 50;
/**
 * E-mails handed over at once within a batch (see drainOnce). Writing files is CPU work, so two at
 * a time leave the process free to answer requests; SMTP and Brevo mostly wait on the network, so
 * more overlap there.
 */
const SEND_CONCURRENCY: Record<MailTransport['name'], number> = { file: 2, smtp: 8, brevo: 8 };
/**
 * A wake (a new lead) is answered after this long, so the e-mails of the leads arriving
 * meanwhile go out in one batch instead of one claim and one commit each.
 */
const WAKE_DELAY_MS = 20;

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
  /** When the pending timer fires (ms since epoch), so a wake only ever brings it forward. */
  let timerDue = 0;
  let lastHousekeeping = 0;
  const recordQueue: { outcome: Outcome; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let recording = false;

  async function claim(): Promise<ClaimedRow[]> {
    return db.query<ClaimedRow>(
      `WITH due AS (
         SELECT o.id FROM outbox o
          WHERE o.status = 'pending' AND o.due_at <= now() AND (o.locked_until IS NULL OR o.locked_until < now())
          ORDER BY o.due_at, o.id
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outbox o SET locked_until = now() + make_interval(secs => $2::int), attempts = o.attempts + 1
           FROM due WHERE o.id = due.id
         RETURNING o.id, o.kind, o.lead_id, o.consultation_id, o.to_email, o.to_name, o.step, o.is_test, o.attempts, o.due_at, o.created_at, o.payload
       )
       SELECT k.id, k.kind, k.lead_id, k.consultation_id, k.to_email, k.to_name, k.step, k.is_test, k.attempts, k.created_at, k.payload,
         CASE WHEN l.unsubscribed_at IS NULL THEN l.unsubscribe_token END AS token,
         l.pot_size, l.partner, l.source,
         c.phone AS c_phone, c.preferred_time AS c_preferred_time, c.topic AS c_topic,
         c.message AS c_message, c.name AS c_name, c.email AS c_email,
         c.created_at AS c_created_at, c.reply_due_at AS c_reply_due_at
         FROM claimed k
         LEFT JOIN leads l ON l.id = k.lead_id
         LEFT JOIN consultations c ON c.id = k.consultation_id
        ORDER BY k.due_at, k.id`,
      [BATCH, LEASE_SECONDS],
    );
  }

  /** Loaded at the first claim: signs the e-mails' comparison links (decision 043). */
  let accessSecret = '';

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
        potSize: row.pot_size,
        accessToken: accessLinkToken(accessSecret, new Date(), config.accessLinks.days),
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
      ...(row.c_reply_due_at ? { replyDueAt: new Date(row.c_reply_due_at) } : {}),
    };
    if (row.kind === 'ebook-delivery')
      return renderEbookDelivery({
        name: row.to_name,
        email: row.to_email,
        url: `${publicUrl}/downloads/drawdown-guide.pdf`,
        reference: `ebook-delivery-${row.id}`,
      });
    if (row.kind === 'staff-invite') {
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
      // The link is cleared once sent; a row without it (resent after that) has nothing to say.
      if (!payload?.token) return 'cancel';
      return renderStaffInvite({
        email: row.to_email,
        url: setPasswordUrl(publicUrl, payload.token),
        invitedBy: payload.invitedBy ?? '',
        hours: INVITE_HOURS,
        reference: `staff-invite-${row.id}`,
      });
    }
    if (row.kind === 'consultation-overdue') {
      if (!row.consultation_id) return 'cancel';
      return renderConsultationOverdue(
        {
          ...input,
          receivedAt: new Date(row.c_created_at ?? row.created_at),
          replyDueAt: new Date(row.c_reply_due_at ?? row.created_at),
        },
        row.to_email,
      );
    }
    if (row.kind === 'consultation-ack') return renderConsultationAck(input);
    if (row.kind === 'figure-report-ack') {
      const payload: Exclude<ClaimedRow['payload'], string | null> =
        (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) ?? {};
      return renderFigureReportAck({
        email: row.to_email,
        // Rows queued before the acknowledgement stopped quoting them also hold the reporter's words: they are never sent.
        provider: String(payload.provider ?? ''),
        publicUrl,
        reference: `figure-report-ack-${row.id}`,
      });
    }
    if (row.kind === 'consultation-notice') {
      const mail = renderConsultationNotice(input, config.mail.firmInbox);
      mail.reference = `consultation-notice-${row.id}`;
      return mail;
    }
    return partnerMail(row, config);
  }

  /**
   * Hands one row to its transport. Returns what to record for it; a failure is recorded here
   * (retry with backoff, or failed after the last attempt) and returns undefined.
   */
  async function handle(row: ClaimedRow): Promise<Outcome | undefined> {
    try {
      if (row.kind === 'brevo-contact' || row.kind === 'brevo-unsubscribe' || row.kind === 'brevo-delete') {
        const brevo = config.mail.brevo;
        if (!brevo) return { id: row.id, status: 'cancelled', note: 'Brevo is not configured' };
        if (row.kind === 'brevo-delete') {
          await deleteBrevoContact(brevo, row.to_email);
          return { id: row.id, status: 'sent', note: 'brevo-contact-deleted' };
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
        return { id: row.id, status: 'sent', note: 'brevo-contact' };
      }
      const mail = build(row);
      if (mail === 'cancel') return { id: row.id, status: 'cancelled', note: null };
      mail.deliveryKey = deliveryKey(row);
      return { id: row.id, status: 'sent', note: await transport.send(mail) };
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
      return undefined;
    }
  }

  /** Records handled rows as sent or cancelled, in one statement. */
  async function record(outcomes: Outcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await db.query(
      `UPDATE outbox o SET status = r.status, locked_until = NULL,
         sent_at = CASE WHEN r.status = 'sent' THEN now() ELSE o.sent_at END,
         message_id = CASE WHEN r.status = 'sent' THEN r.note ELSE o.message_id END,
         last_error = CASE WHEN r.status = 'sent' THEN NULL ELSE coalesce(r.note, o.last_error) END,
         payload = NULL,
         -- An erased person's address is kept only until Brevo has deleted them too.
         to_email = CASE WHEN o.kind = 'brevo-delete' AND r.status = 'sent' THEN '(erased)' ELSE o.to_email END
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS r(id, status, note)
        WHERE o.id = r.id`,
      [outcomes.map((o) => o.id), outcomes.map((o) => o.status), outcomes.map((o) => o.note)],
    );
  }

  async function housekeeping(): Promise<void> {
    if (Date.now() - lastHousekeeping < 600_000) return;
    lastHousekeeping = Date.now();
    await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
    await db.query(`DELETE FROM sessions WHERE expires_at < now()`);
    // Who was counted for a partner (privacy policy): a load matters for its day, an unlock for the report's 90 days.
    await db.query(
      `DELETE FROM partner_counted
        WHERE day < (now() AT TIME ZONE 'UTC')::date - CASE counter WHEN 'loads' THEN $1::int ELSE $2::int END`,
      [RETENTION.partnerLoadDays, RETENTION.partnerUnlockDays],
    );
  }

  /**
   * Records one handled row as soon as it is handled, so a send is marked within one round trip
   * (a kill in between means the e-mail is sent again after the lease, the at-least-once window).
   * Rows handled while a record statement is in flight share the next one: a batch costs a few
   * commits, not one per e-mail.
   */
  function recordSoon(outcome: Outcome): Promise<void> {
    const done = new Promise<void>((resolve, reject) => {
      recordQueue.push({ outcome, resolve, reject });
    });
    if (!recording) void flushRecords();
    return done;
  }

  async function flushRecords(): Promise<void> {
    recording = true;
    try {
      while (recordQueue.length > 0) {
        const batch = recordQueue.splice(0);
        try {
          await record(batch.map((pending) => pending.outcome));
          for (const pending of batch) pending.resolve();
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      recording = false;
    }
  }

  async function handleAndRecord(row: ClaimedRow): Promise<void> {
    const outcome = await handle(row);
    if (!outcome) return;
    try {
      await recordSoon(outcome);
    } catch (error) {
      // Handled but not recorded: the row stays leased and is tried again when the lease ends.
      log.error('outbox.update_failed', { id: row.id, ...errorFields(error) });
      return;
    }
    if (outcome.status === 'sent')
      log.info('outbox.sent', { id: row.id, kind: row.kind, step: row.step, transport: transport.name });
  }

  /**
   * Hands the claimed rows over a few at a time, yielding to the event loop between e-mails:
   * composing a message is CPU work (MIME encoding), and 50 composed at once held up the HTTP
   * requests this process serves for tens of milliseconds (docs/benchmarks.md).
   * During a burst the leads are answered first and their e-mails follow as a backlog.
   */
  async function drainOnce(): Promise<number> {
    const rows = await claim();
    if (!accessSecret && rows.length > 0) accessSecret = await loadAccessLinkSecret(db, config);
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++] as ClaimedRow;
        await handleAndRecord(row);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY[transport.name], rows.length) }, lane));
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
    schedule(handled >= BATCH ? 0 : wakeRequested ? WAKE_DELAY_MS : config.outbox.pollMs);
  }

  function schedule(delayMs: number): void {
    if (timer) clearTimeout(timer);
    timerDue = Date.now() + delayMs;
    timer = setTimeout(() => void loop(), delayMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current.catch(() => {});
    },
    wake() {
      if (!running) return;
      wakeRequested = true;
      // Idle: look again shortly, once for all the wakes until then. Busy: the loop looks again
      // when its batch is done.
      if (timer && timerDue > Date.now() + WAKE_DELAY_MS) schedule(WAKE_DELAY_MS);
    },
    drainOnce,
  };
}
