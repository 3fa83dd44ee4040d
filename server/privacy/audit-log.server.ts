import { EMAIL_PATTERN } from '../../widget/core/lead.ts';
import { hashKey } from '../api/rate-limit.server.ts';
import type { Queryable } from '../db/db.server.ts';

/**
 * What goes into the audit log (docs/decisions/030): what staff and admins do to personal data or
 * with it, and who can get in. Reads are logged when they show one person's record or take data
 * out (a lead, a request with its notes, a CSV, a subject access file); loading a list is not.
 */
export type AuditAction =
  // signing in and out of the staff and admin areas
  | 'auth.signed_in'
  | 'auth.signed_out'
  // one person's data read, or personal data taken out
  | 'lead.viewed'
  | 'consultation.viewed'
  | 'leads.exported'
  | 'consultations.exported'
  | 'subject.accessed'
  // personal data changed or deleted
  | 'consultation.status_changed'
  | 'consultation.owner_changed'
  | 'consultation.note_added'
  | 'figure_report.status_changed'
  | 'subject.erased'
  | 'emails.test_queued'
  // who has access
  | 'user.invited'
  | 'user.removed'
  | 'user.password_set'
  | 'user.admin_granted';

/** Who did it: a signed-in user, or the command line (`npm run admin:create`), which has no account. */
export interface AuditActor {
  id: number | null;
  email: string;
}

/** The actor of entries written by `npm run admin:create`. */
export const COMMAND_LINE: AuditActor = { id: null, email: 'command line (npm run admin:create)' };

export async function audit(
  db: Queryable,
  user: AuditActor,
  action: AuditAction,
  target: string | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (user_id, user_email, action, target, detail) VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [user.id, user.email, action, target, detail === undefined ? null : JSON.stringify(detail)],
  );
}

/**
 * A member of the public named in the log: only by a salted hash of their address, never the
 * address itself, so the log keeps nothing an erasure removed. The same address gives the same
 * hash, so an admin can still find every entry about one person.
 */
export function emailRef(email: string, salt: string): string {
  return `email-hash:${hashKey(email.trim().toLowerCase(), salt)}`;
}

/**
 * How an export was filtered, without the search text: a search is often a person's name or
 * address. An address becomes its hash (as in `emailRef`); any other text is only noted.
 */
export function searchRef(q: string, salt: string): string | null {
  const text = q.trim();
  if (text === '') return null;
  return EMAIL_PATTERN.test(text) ? emailRef(text, salt) : 'text (not kept)';
}
