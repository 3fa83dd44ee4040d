import type { AppContext } from '../app-context.server.ts';
import type { SessionUser } from '../auth/sessions.server.ts';
import { markSignedInOnly } from '../http/access.server.ts';
import type { AppRequest, AppResponse } from '../http/http-types.server.ts';
import { requireAdmin, requireStaff } from './auth.server.ts';

export { type AuditAction, audit, emailRef, searchRef } from '../privacy/audit-log.server.ts';

export type RoleHandler = (
  req: AppRequest,
  ctx: AppContext,
  params: Record<string, string>,
  user: SessionUser,
) => Promise<AppResponse> | AppResponse;

/** A handler that staff and admins may use (leads and consultations). */
export function staffRoute(handler: RoleHandler) {
  return markSignedInOnly(async (req: AppRequest, ctx: AppContext, params: Record<string, string>) =>
    handler(req, ctx, params, await requireStaff(req, ctx)),
  );
}

/** A handler for admins only (users, audit log, subject access and erasure). */
export function adminRoute(handler: RoleHandler) {
  return markSignedInOnly(async (req: AppRequest, ctx: AppContext, params: Record<string, string>) =>
    handler(req, ctx, params, await requireAdmin(req, ctx)),
  );
}
