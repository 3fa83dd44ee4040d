import type { AppContext } from '../app-context.server.ts';
import type { SessionUser } from '../auth/sessions.server.ts';
import type { Queryable } from '../db/db.server.ts';
import type { AppRequest, AppResponse } from '../http/http-types.server.ts';
import { requireAdmin, requireStaff } from './auth.server.ts';

/** What staff and admins did, for the audit log admins read (docs/decisions/027). */
export type AuditAction =
  | 'leads.viewed'
  | 'lead.viewed'
  | 'leads.exported'
  | 'consultations.viewed'
  | 'consultation.viewed'
  | 'consultations.exported'
  | 'consultation.status_changed'
  | 'consultation.owner_changed'
  | 'consultation.note_added'
  | 'figure_reports.viewed'
  | 'figure_report.status_changed'
  | 'subject.accessed'
  | 'subject.erased'
  | 'user.invited'
  | 'user.removed'
  | 'user.password_set'
  | 'audit.viewed';

export async function audit(
  db: Queryable,
  user: { id: number; email: string },
  action: AuditAction,
  target: string | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (user_id, user_email, action, target, detail) VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [user.id, user.email, action, target, detail === undefined ? null : JSON.stringify(detail)],
  );
}

export type RoleHandler = (
  req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
  user: SessionUser,
) => Promise<AppResponse> | AppResponse;

/** A handler that staff and admins may use (leads and consultations). */
export function staffRoute(handler: RoleHandler) {
  return async (req: AppRequest, ctx: AppContext, params: Record<string, string>) =>
    handler(req, ctx, params, await requireStaff(req, ctx));
}

/** A handler for admins only (users, audit log, subject access and erasure). */
export function adminRoute(handler: RoleHandler) {
  return async (req: AppRequest, ctx: AppContext, params: Record<string, string>) =>
    handler(req, ctx, params, await requireAdmin(req, ctx));
}
