import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.server.ts';
import type { Queryable } from './db/db.server.ts';
import { OUTBOX_KIND } from './mail/outbox-kinds.server.ts';

/** How many rows of each kind are past their retention period (or were deleted). */
export interface RetentionCounts {
  leads: number;
  consents: number;
  consultations: number;
  notes: number;
  /** "Spotted a wrong figure?" reports (they may hold an e-mail address). */
  figureReports: number;
  emails: number;
  /** E-mail files of the file transport (DATA_DIR/mail) older than the longest retention period. */
  files: number;
  /** Audit log entries older than RETENTION_AUDIT_MONTHS (decision 030). */
  audit: number;
}

/**
 * What is past the retention periods of the privacy policy (content/legal/privacy-policy.ts,
 * RETENTION; configurable with RETENTION_*_MONTHS):
 * - a lead, its consent records and e-mails: months after the last e-mail of its series (sent or
 *   still scheduled), or after sign-up if it has none;
 * - a consultation request, its consent record, notes and e-mails: months after the request;
 * - a wrong-figure report and its acknowledgement e-mail: months after the report;
 * - any other e-mail record (tests, invitations, overdue notices): months after sending, or after
 *   it was queued if never sent;
 * - an audit log entry: months after it was written (decision 030).
 */
const PLAN = `
  old_leads AS (
    SELECT l.id FROM leads l
     WHERE greatest(l.created_at, (SELECT max(coalesce(o.sent_at, o.due_at)) FROM outbox o
                                    WHERE o.lead_id = l.id AND o.kind = $6))
           < now() - make_interval(months => $1::int)
  ),
  old_consultations AS (
    SELECT c.id FROM consultations c WHERE c.created_at < now() - make_interval(months => $2::int)
  ),
  old_reports AS (
    SELECT r.id FROM figure_reports r WHERE r.created_at < now() - make_interval(months => $4::int)
  ),
  old_emails AS (
    SELECT o.id FROM outbox o
     WHERE o.lead_id IN (SELECT id FROM old_leads)
        OR o.consultation_id IN (SELECT id FROM old_consultations)
        OR o.figure_report_id IN (SELECT id FROM old_reports)
        OR (o.lead_id IS NULL AND o.consultation_id IS NULL AND o.figure_report_id IS NULL AND o.status <> 'pending'
            AND coalesce(o.sent_at, o.created_at) < now() - make_interval(months => $3::int))
  ),
  old_audit AS (
    SELECT a.id FROM audit_log a WHERE a.created_at < now() - make_interval(months => $5::int)
  )`;

/**
 * The file transport's .eml files past retention. A file is the copy of one sent e-mail and holds
 * no link to its row, so it goes once it is older than the longest of the periods: by then every
 * record it could belong to is past its own.
 */
async function oldMailFiles(config: Config): Promise<string[]> {
  const dir = join(config.dataDir, 'mail');
  const { leadMonths, consultationMonths, emailMonths, reportMonths } = config.retention;
  const cutoff = new Date();
  cutoff.setUTCMonth(
    cutoff.getUTCMonth() - Math.max(leadMonths, consultationMonths, emailMonths, reportMonths),
  );
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const old: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && info.mtime < cutoff) old.push(join(dir, name));
  }
  return old;
}

function params(config: Config) {
  const r = config.retention;
  return [
    r.leadMonths,
    r.consultationMonths,
    r.emailMonths,
    r.reportMonths,
    r.auditMonths,
    OUTBOX_KIND.series,
  ];
}

/** Counts what would be deleted now, without deleting anything (`npm run retention -- --dry-run`). */
export async function retentionPlan(db: Queryable, config: Config): Promise<RetentionCounts> {
  const rows = await db.query<Omit<RetentionCounts, 'files'>>(
    `WITH ${PLAN}
     SELECT (SELECT count(*) FROM old_leads)::int AS leads,
            (SELECT count(*) FROM consents k WHERE k.lead_id IN (SELECT id FROM old_leads)
                OR k.consultation_id IN (SELECT id FROM old_consultations))::int AS consents,
            (SELECT count(*) FROM old_consultations)::int AS consultations,
            (SELECT count(*) FROM consultation_notes n WHERE n.consultation_id IN (SELECT id FROM old_consultations))::int AS notes,
            (SELECT count(*) FROM old_reports)::int AS "figureReports",
            (SELECT count(*) FROM old_emails)::int AS emails,
            (SELECT count(*) FROM old_audit)::int AS audit`,
    params(config),
  );
  const files = (await oldMailFiles(config)).length;
  const none = { leads: 0, consents: 0, consultations: 0, notes: 0, figureReports: 0, emails: 0, audit: 0 };
  return { ...(rows[0] ?? none), files };
}

/** Deletes everything past its retention period in one transaction and returns the counts. */
export async function applyRetention(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  config: Config,
): Promise<RetentionCounts> {
  const counts = await db.transaction(async (tx) => {
    const counts = await retentionPlan(tx, config);
    if (counts.leads + counts.consultations + counts.figureReports + counts.emails + counts.audit === 0)
      return counts;
    // Consent records, notes and e-mails of a lead or request go with it (ON DELETE CASCADE).
    await tx.query(
      `WITH ${PLAN},
       gone_emails AS (DELETE FROM outbox WHERE id IN (SELECT id FROM old_emails) RETURNING id),
       gone_leads AS (DELETE FROM leads WHERE id IN (SELECT id FROM old_leads) RETURNING id),
       gone_consultations AS (DELETE FROM consultations WHERE id IN (SELECT id FROM old_consultations) RETURNING id),
       gone_reports AS (DELETE FROM figure_reports WHERE id IN (SELECT id FROM old_reports) RETURNING id),
       gone_audit AS (DELETE FROM audit_log WHERE id IN (SELECT id FROM old_audit) RETURNING id)
       SELECT (SELECT count(*) FROM gone_emails) + (SELECT count(*) FROM gone_leads)
            + (SELECT count(*) FROM gone_consultations) + (SELECT count(*) FROM gone_reports)
            + (SELECT count(*) FROM gone_audit) AS n`,
      params(config),
    );
    return counts;
  });
  // After the rows: a file deleted before a rolled-back transaction would be lost for nothing.
  const files = await oldMailFiles(config);
  await Promise.all(files.map((file) => rm(file, { force: true })));
  return { ...counts, files: files.length };
}
