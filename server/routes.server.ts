import { adminOnly, adminRoutes } from './api/admin.server.ts';
import { getSession, signIn, signOut } from './api/auth.server.ts';
import { createConsultation } from './api/consultations.server.ts';
import { downloadEbook } from './api/ebook.server.ts';
import { healthz, readyz } from './api/health.server.ts';
import { createLead } from './api/leads.server.ts';
import { pageCss, unsubscribe, unsubscribePage } from './api/unsubscribe.server.ts';
import type { Route } from './app.server.ts';
import { HttpError } from './http/http-types.server.ts';
import { PAGE_CSS_PATH } from './pages/page.server.ts';

/** Every API route; anything else is a redirect, a static file or the not-found page. */
export function apiRoutes(): Route[] {
  const admin = adminRoutes();
  const adminPaths = new Set(admin.map((r) => r.path));
  return [
    { method: 'GET', path: '/healthz', handler: healthz },
    { method: 'GET', path: '/readyz', handler: readyz },
    { method: 'POST', path: '/api/leads', handler: createLead, cors: true },
    { method: 'POST', path: '/api/consultations', handler: createConsultation, cors: true },
    { method: 'GET', path: '/api/unsubscribe', handler: unsubscribePage },
    { method: 'POST', path: '/api/unsubscribe', handler: unsubscribe },
    { method: 'GET', path: PAGE_CSS_PATH, handler: pageCss },
    { method: 'POST', path: '/api/auth/sign-in', handler: signIn },
    { method: 'POST', path: '/api/auth/sign-out', handler: signOut },
    { method: 'GET', path: '/api/auth/session', handler: getSession },
    { method: 'GET', path: '/downloads/drawdown-guide.pdf', handler: downloadEbook },
    ...admin,
    {
      // Anything else under /api/admin/ is checked too, so its existence is not revealed to strangers.
      method: '*',
      path: /^\/api\/admin\//,
      handler: adminOnly((req) => {
        if (adminPaths.has(req.path))
          throw new HttpError(405, 'method_not_allowed', 'This address does not take that method.');
        throw new HttpError(404, 'not_found', 'There is no such admin address.');
      }),
    },
  ];
}
