import { healthz, readyz } from './api/health.server.ts';
import { createLead } from './api/leads.server.ts';
import type { Route } from './app.server.ts';

/** Every API route; anything else is a redirect, a static file or the not-found page. */
export function apiRoutes(): Route[] {
  return [
    { method: 'GET', path: '/healthz', handler: healthz },
    { method: 'GET', path: '/readyz', handler: readyz },
    { method: 'POST', path: '/api/leads', handler: createLead, cors: true },
  ];
}
