import { loadAccessLinkSecret } from '../access/access-link.server.ts';
import type { Config } from '../config.server.ts';
import type { Db } from '../db/db.server.ts';
import { errorFields, type Logger } from '../log.server.ts';
import {
  ERASE_ADDRESS_KINDS,
  type KindContext,
  type OutboxRow,
  outboxKind,
  sendBrevo,
} from './outbox-kinds.server.ts';
import type { MailTransport } from './transports.server.ts';

export { unsubscribeUrl } from './outbox-kinds.server.ts';

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

const CLAIM_SQL = `WITH due AS (
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
  ORDER BY k.due_at, k.id`;

/** Claims due rows (FOR UPDATE SKIP LOCKED) and leases them for LEASE_SECONDS. */
function claim(db: Db): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(CLAIM_SQL, [BATCH, LEASE_SECONDS]);
}

/** Records handled rows as sent or cancelled, in one statement. */
async function record(db: Db, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.query(
    `UPDATE outbox o SET status = r.status, locked_until = NULL,
       sent_at = CASE WHEN r.status = 'sent' THEN now() ELSE o.sent_at END,
       message_id = CASE WHEN r.status = 'sent' THEN r.note ELSE o.message_id END,
       last_error = CASE WHEN r.status = 'sent' THEN NULL ELSE coalesce(r.note, o.last_error) END,
       payload = NULL,
       to_email = CASE WHEN o.kind = ANY($4::text[]) AND r.status = 'sent' THEN '(erased)' ELSE o.to_email END
       FROM unnest($1::bigint[], $2::text[], $3::text[]) AS r(id, status, note)
      WHERE o.id = r.id`,
    [
      outcomes.map((o) => o.id),
      outcomes.map((o) => o.status),
      outcomes.map((o) => o.note),
      ERASE_ADDRESS_KINDS,
    ],
  );
}

/**
 * Records one handled row as soon as it is handled, so a send is marked within one round trip
 * (a kill in between means the e-mail is sent again after the lease, the at-least-once window).
 * Rows handled while a record statement is in flight share the next one: a batch costs a few
 * commits, not one per e-mail.
 */
function createRecorder(db: Db): (outcome: Outcome) => Promise<void> {
  const queue: { outcome: Outcome; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let recording = false;
  async function flush(): Promise<void> {
    recording = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        try {
          await record(
            db,
            batch.map((pending) => pending.outcome),
          );
          for (const pending of batch) pending.resolve();
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      recording = false;
    }
  }
  return (outcome) => {
    const done = new Promise<void>((resolve, reject) => {
      queue.push({ outcome, resolve, reject });
    });
    if (!recording) void flush();
    return done;
  };
}

interface WorkerDeps {
  db: Db;
  config: Config;
  log: Logger;
  transport: MailTransport;
}

/** Builds and sends one row by its kind's rules (outbox-kinds.server.ts); throws when sending fails. */
async function send(row: OutboxRow, ctx: KindContext, transport: MailTransport): Promise<Outcome> {
  const kind = outboxKind(row.kind);
  if (!kind) throw new Error(`Unknown outbox kind ${row.kind}`);
  if (kind.cancelIf?.(row, ctx)) return { id: row.id, status: 'cancelled', note: kind.cancelNote ?? null };
  if (kind.send === 'brevo') {
    const brevo = ctx.config.mail.brevo;
    if (!brevo) return { id: row.id, status: 'cancelled', note: 'Brevo is not configured' };
    return { id: row.id, status: 'sent', note: await sendBrevo(brevo, kind.build(row, ctx)) };
  }
  const mail = kind.build(row, ctx);
  mail.deliveryKey = deliveryKey(row);
  return { id: row.id, status: 'sent', note: await transport.send(mail) };
}

/** Records a failed attempt: a retry with exponential backoff, or failed after the last attempt. */
async function recordFailure(deps: WorkerDeps, row: OutboxRow, error: unknown): Promise<void> {
  const { db, config, log } = deps;
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
    .catch((updateError) => log.error('outbox.update_failed', { id: row.id, ...errorFields(updateError) }));
  log.warn(giveUp ? 'outbox.failed' : 'outbox.retry', {
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    ...errorFields(error),
  });
}

/**
 * The outbox worker: claims due rows with FOR UPDATE SKIP LOCKED (so any number of processes
 * can drain one outbox and no row is sent twice), leases them for five minutes, sends, and marks
 * them sent, or schedules a retry with exponential backoff. Rows survive restarts in the table.
 * Sweeping old sessions and rate-limit rows is the jobs module's work (jobs.server.ts).
 */
export function createOutboxWorker(deps: WorkerDeps): OutboxWorker {
  const { db, config, log, transport } = deps;
  const recordSoon = createRecorder(db);
  /** Loaded at the first claim: signs the e-mails' comparison links (decision 043). */
  let accessSecret = '';

  /** Sends one row and records what became of it (a failure is recorded by recordFailure). */
  async function handleAndRecord(row: OutboxRow): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await send(row, { config, accessSecret, now: new Date() }, transport);
    } catch (error) {
      await recordFailure(deps, row, error);
      return;
    }
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
    const rows = await claim(db);
    if (!accessSecret && rows.length > 0) accessSecret = await loadAccessLinkSecret(db, config);
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++] as OutboxRow;
        await handleAndRecord(row);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY[transport.name], rows.length) }, lane));
    return rows.length;
  }

  return { ...pollLoop(drainOnce, config.outbox.pollMs, log), drainOnce };
}

/**
 * Runs `drainOnce` again and again: at once after a full batch, shortly after a wake, else every
 * `pollMs`.
 */
function pollLoop(
  drainOnce: () => Promise<number>,
  pollMs: number,
  log: Logger,
): Omit<OutboxWorker, 'drainOnce'> {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let wakeRequested = false;
  /** When the pending timer fires (ms since epoch), so a wake only ever brings it forward. */
  let timerDue = 0;

  async function loop(): Promise<void> {
    timer = undefined;
    if (!running) return;
    let handled = 0;
    try {
      wakeRequested = false;
      const work = drainOnce();
      current = work;
      handled = await work;
    } catch (error) {
      log.error('outbox.poll_failed', errorFields(error));
    }
    if (!running) return;
    schedule(handled >= BATCH ? 0 : wakeRequested ? WAKE_DELAY_MS : pollMs);
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
  };
}
