import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Erasure } from '../api/admin-types.ts';
import { hashKey } from '../api/rate-limit.server.ts';
import type { AppContext } from '../app-context.server.ts';
import type { Queryable } from '../db/db.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';

export type { Erasure } from '../api/admin-types.ts';

/**
 * Everything held about one person (UK GDPR right to erasure), in one transaction: their leads
 * (with consent records), consultation requests, wrong-figure reports, a publisher sign-up's
 * contact address, outbox rows and per-address counters; then
 * the e-mail files naming them, and a Brevo contact deletion queued through the outbox.
 * `inTransaction` runs inside the same transaction (the audit entry, say).
 */
export async function erasePerson(
  ctx: Pick<AppContext, 'db' | 'config' | 'salt'>,
  email: string,
  inTransaction?: (tx: Queryable, erased: Omit<Erasure, 'files'>) => Promise<void>,
): Promise<Erasure> {
  const erased = await ctx.db.transaction(async (tx) => {
    const emails = await tx.query<{ n: number }>(
      `WITH gone AS (
         DELETE FROM outbox o WHERE o.to_email = $1
            OR o.lead_id IN (SELECT id FROM leads WHERE email = $1)
            OR o.consultation_id IN (SELECT id FROM consultations WHERE email = $1)
            OR o.figure_report_id IN (SELECT id FROM figure_reports WHERE email = $1)
         RETURNING 1
       ) SELECT count(*)::int AS n FROM gone`,
      [email],
    );
    const leads = await tx.query('DELETE FROM leads WHERE email = $1 RETURNING id', [email]);
    const consultations = await tx.query('DELETE FROM consultations WHERE email = $1 RETURNING id', [email]);
    const figureReports = await tx.query('DELETE FROM figure_reports WHERE email = $1 RETURNING id', [email]);
    const pendingSignUps = await tx.query(
      `DELETE FROM partners WHERE lower(contact_email) = lower($1) AND status = 'pending' RETURNING id`,
      [email],
    );
    const activeContacts = await tx.query(
      'UPDATE partners SET contact_email = NULL WHERE lower(contact_email) = lower($1) RETURNING id',
      [email],
    );
    await tx.query('DELETE FROM rate_limits WHERE key = ANY($1::text[])', [
      [
        `lead:email:${hashKey(email, ctx.salt)}`,
        `ack:email:${hashKey(email, ctx.salt)}`,
        `report-ack:email:${hashKey(email, ctx.salt)}`,
      ],
    ]);
    let brevo: Erasure['brevo'] = { status: 'not-configured' };
    if (ctx.config.mail.brevo) {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO outbox (kind, to_email) VALUES ($2, $1) RETURNING id`,
        [email, OUTBOX_KIND['brevo-delete']],
      );
      brevo = { status: 'queued', outboxId: rows[0]?.id ?? 0 };
    }
    const result = {
      leads: leads.length,
      consultations: consultations.length,
      figureReports: figureReports.length,
      partnerSignUps: pendingSignUps.length + activeContacts.length,
      emails: emails[0]?.n ?? 0,
      brevo,
    };
    await inTransaction?.(tx, result);
    return result;
  });
  const files = await deleteMailFiles(join(ctx.config.dataDir, 'mail'), email);
  return { ...erased, files };
}

/**
 * Deletes the .eml files (the file transport's sent mail) that name this address in a header
 * or the text: the series, acknowledgements, and the firm's notices (Reply-To).
 */
async function deleteMailFiles(dir: string, email: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const needle = email.toLowerCase();
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = join(dir, name);
    const text = (await readFile(file, 'utf8').catch(() => '')).toLowerCase();
    if (mentions(text, needle)) {
      await rm(file, { force: true });
      deleted++;
    }
  }
  return deleted;
}

/** Whether `text` holds `address` as a whole address (not inside a longer one). */
function mentions(text: string, address: string): boolean {
  const edge = /[a-z0-9._%+-]/;
  for (let at = text.indexOf(address); at >= 0; at = text.indexOf(address, at + 1)) {
    const before = text[at - 1];
    const after = text[at + address.length];
    if ((before === undefined || !edge.test(before)) && (after === undefined || !edge.test(after)))
      return true;
  }
  return false;
}
