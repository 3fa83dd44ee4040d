import { RETENTION } from '../content/legal/retention.ts';
import type { Config } from './config.server.ts';
import { checkOverdueConsultations } from './consultations/overdue.server.ts';
import { bankHolidaysCover } from './consultations/reply-due.server.ts';
import type { Db } from './db/db.server.ts';
import { errorFields, type Logger } from './log.server.ts';
import { applyRetention } from './retention.server.ts';

/** How often expired sessions, old rate-limit windows and partner counts are swept away. */
const SWEEP_MS = 600_000;

/**
 * Deletes what has expired: rate-limit windows older than a day, sessions past their end, and who
 * was counted for a partner (privacy policy: a load matters for its day, an unlock for the
 * report's 90 days).
 */
export async function sweepExpired(db: Db): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  await db.query(`DELETE FROM sessions WHERE expires_at < now()`);
  await db.query(
    `DELETE FROM partner_counted
      WHERE day < (now() AT TIME ZONE 'UTC')::date - CASE counter WHEN 'loads' THEN $1::int ELSE $2::int END`,
    [RETENTION.partnerLoadDays, RETENTION.partnerUnlockDays],
  );
}

export interface ScheduledJobs {
  /** Runs both checks once now (tests, and the first run after start). */
  runOnce(): Promise<{ overdue: number; retention: Awaited<ReturnType<typeof applyRetention>> | null }>;
  stop(): Promise<void>;
}

/**
 * The server's timed work besides the outbox: the overdue check on consultation requests (every
 * OVERDUE_CHECK_MS), the retention job (every RETENTION_INTERVAL_MINUTES) and the sweep of expired
 * sessions and rate-limit rows (every ten minutes). All are safe to run
 * in several processes at once: the overdue e-mail is queued by the statement that marks the request,
 * and deleting twice deletes nothing the second time.
 */
export function startScheduledJobs(deps: {
  db: Db;
  config: Config;
  log: Logger;
  wakeOutbox: () => void;
}): ScheduledJobs {
  const { db, config, log, wakeOutbox } = deps;
  const timers: NodeJS.Timeout[] = [];
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function overdue(): Promise<number> {
    const announced = await checkOverdueConsultations(db, config.mail.firmInbox);
    if (announced > 0) {
      log.info('consultations.overdue_notified', { count: announced });
      wakeOutbox();
    }
    return announced;
  }

  async function retention() {
    const counts = await applyRetention(db, config);
    log.info('retention.applied', { ...counts, ...config.retention });
    return counts;
  }

  function every(ms: number, job: () => Promise<unknown>, name: string) {
    if (ms <= 0) return;
    const run = () => {
      if (stopped) return;
      current = current.then(job).catch((error) => log.error(`${name}.failed`, errorFields(error)));
    };
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
    // The first run soon after start, not one whole interval later.
    const first = setTimeout(run, Math.min(ms, 5_000));
    first.unref();
    timers.push(first);
  }

  if (!bankHolidaysCover(new Date(Date.now() + 90 * 86_400_000)))
    log.warn('consultations.bank_holidays_ending', {
      note: 'Extend content/calendar/bank-holidays.ts from GOV.UK: reply-due times ignore holidays past the list.',
    });
  every(config.overdueCheckMs, overdue, 'consultations.overdue_check');
  every(config.retention.intervalMinutes * 60_000, retention, 'retention');
  every(SWEEP_MS, () => sweepExpired(db), 'housekeeping');

  return {
    async runOnce() {
      const result = (async () => ({ overdue: await overdue(), retention: await retention() }))();
      current = current.then(() => result).catch(() => {});
      return result;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await current.catch(() => {});
    },
  };
}
