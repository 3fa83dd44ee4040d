import { describe, expect, it } from 'vitest';
import type { Route } from './app.server.ts';
import { isSignedInOnly } from './http/access.server.ts';
import { apiRoutes } from './routes.server.ts';

/**
 * Every route carries its own limits (decision 039): this test reads them from the route table
 * itself, so a new public route that writes without a rate limit or a body limit, or that renders
 * without a render mode, fails here, not in an attack.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE', '*']);
const name = (route: Route) => `${route.method} ${String(route.path)}`;
const routes = apiRoutes();
const publicRoutes = routes.filter((route) => !isSignedInOnly(route.handler));

describe('the route table', () => {
  it('has public and signed-in routes, told apart by the handlers that check the session', () => {
    expect(publicRoutes.length).toBeGreaterThan(10);
    expect(routes.length - publicRoutes.length).toBeGreaterThan(10);
    // Everything under /api/admin/ checks the session first.
    expect(publicRoutes.filter((route) => String(route.path).includes('/api/admin/')).map(name)).toEqual([]);
  });

  it('gives every public route that writes a rate limit and a body limit of its own', () => {
    const writes = publicRoutes.filter((route) => WRITES.has(route.method));
    expect(writes.length).toBeGreaterThan(10);
    const missing = writes.flatMap((route) => [
      ...(route.rateLimit ? [] : [`${name(route)}: no rate limit`]),
      ...(route.bodyLimit !== undefined ? [] : [`${name(route)}: no body limit`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('counts the forms sent without script before reading them, as the app does for a named limit', () => {
    const pages = publicRoutes.filter((route) => route.page && route.method === 'POST');
    expect(pages.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/contact', '/download-ebook', '/report-a-wrong-figure']),
    );
    for (const route of pages) expect(route.rateLimit, name(route)).toHaveProperty('name');
  });

  it('gives every route that renders a render budget: pages, forms without script and the first view', () => {
    const rendering = publicRoutes.filter((route) => route.render !== undefined).map(name);
    expect(rendering).toEqual(
      expect.arrayContaining([
        'POST /contact',
        'POST /download-ebook',
        'POST /report-a-wrong-figure',
        'GET /report-a-wrong-figure',
        'GET /api/widget/first-view',
      ]),
    );
    const pages = publicRoutes.find(
      (route) => route.path instanceof RegExp && route.path.test('/fees-and-charges'),
    ) as Route;
    expect(pages.render).toBe('on-miss');
    for (const path of ['/pension-drawdown-calculator', '/find-provider', '/provider/aj-bell/'])
      expect((pages.path as RegExp).test(path), path).toBe(true);
    // A route that always renders is charged before its handler: only a form's POST does.
    for (const route of publicRoutes.filter((r) => r.render === 'always'))
      expect([route.method, route.page], name(route)).toEqual(['POST', true]);
  });

  it('keeps every named counter apart from the others', () => {
    const names = routes.flatMap((route) =>
      route.rateLimit && 'name' in route.rateLimit ? [route.rateLimit.name] : [],
    );
    expect(new Set(names).size).toBe(names.length);
  });
});
