/**
 * Handlers that answer only a signed-in staff member or admin, marked by the wrapper that checks
 * the session (adminOnly, staffRoute, adminRoute), so the route table can tell its public routes
 * from the rest without a list kept beside it.
 */
const signedIn = new WeakSet<object>();

/** Marks a handler as answering signed-in users only; returns it. */
export function markSignedInOnly<T extends object>(handler: T): T {
  signedIn.add(handler);
  return handler;
}

/** Whether a handler checks for a signed-in staff member or admin before anything else. */
export function isSignedInOnly(handler: object): boolean {
  return signedIn.has(handler);
}
