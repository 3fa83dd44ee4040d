import { type ComponentType, useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';
import { type IslandTrigger, PageIsland } from './app/island.tsx';
import { Spinner } from './app/spinner.tsx';

type PageModule = { default: ComponentType };

/**
 * Every page module, imported by a literal specifier: a mistyped or moved file fails the type check
 * and the build instead of turning its route into a 404. Each is its own chunk, loaded on demand.
 */
const PAGES = {
  './pages/home/home-page.tsx': () => import('./pages/home/home-page.tsx'),
  './pages/provider/provider-page.tsx': () => import('./pages/provider/provider-page.tsx'),
  './pages/review/review-page.tsx': () => import('./pages/review/review-page.tsx'),
  './pages/fees/fees-page.tsx': () => import('./pages/fees/fees-page.tsx'),
  './pages/changes/changes-page.tsx': () => import('./pages/changes/changes-page.tsx'),
  './pages/report/report-page.tsx': () => import('./pages/report/report-page.tsx'),
  './pages/finder/finder-page.tsx': () => import('./pages/finder/finder-page.tsx'),
  './pages/guidance/income-drawdown-page.tsx': () => import('./pages/guidance/income-drawdown-page.tsx'),
  './pages/guidance/annuities-page.tsx': () => import('./pages/guidance/annuities-page.tsx'),
  './pages/guidance/how-it-works-page.tsx': () => import('./pages/guidance/how-it-works-page.tsx'),
  './pages/blog/blog-list-page.tsx': () => import('./pages/blog/blog-list-page.tsx'),
  './pages/blog/blog-post-page.tsx': () => import('./pages/blog/blog-post-page.tsx'),
  './pages/calculator/calculator-page.tsx': () => import('./pages/calculator/calculator-page.tsx'),
  './pages/ebook/ebook-page.tsx': () => import('./pages/ebook/ebook-page.tsx'),
  './pages/contact/contact-page.tsx': () => import('./pages/contact/contact-page.tsx'),
  './pages/legal/privacy-policy-page.tsx': () => import('./pages/legal/privacy-policy-page.tsx'),
  './pages/legal/terms-conditions-page.tsx': () => import('./pages/legal/terms-conditions-page.tsx'),
  './pages/auth/auth-page.tsx': () => import('./pages/auth/auth-page.tsx'),
  './pages/admin/admin-dashboard-page.tsx': () => import('./pages/admin/admin-dashboard-page.tsx'),
  './pages/admin/generate-ebook-page.tsx': () => import('./pages/admin/generate-ebook-page.tsx'),
  './pages/admin/staff-page.tsx': () => import('./pages/admin/staff-page.tsx'),
  './pages/admin/set-password-page.tsx': () => import('./pages/admin/set-password-page.tsx'),
  './pages/partners/partners-page.tsx': () => import('./pages/partners/partners-page.tsx'),
  './pages/not-found/not-found-page.tsx': () => import('./pages/not-found/not-found-page.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;

/** One route of the site and the page module that renders it (default export = page component). */
export interface SiteRoute {
  path: string;
  /** The page module, relative to site/ (a key of PAGES, so the type check catches a typo). */
  file: keyof typeof PAGES;
  /**
   * How the build writes it: `page` = prerendered public page in the sitemap; `params` = one file
   * per known parameter (see prerender-paths.ts); `shell` = prerendered noindex shell, not in the
   * sitemap; `none` = not prerendered (the not-found page has its own 404.html).
   */
  kind: 'page' | 'params' | 'shell' | 'none';
  /**
   * A public page is static HTML with islands (ADR 021). A page that is one interactive tool is
   * hydrated whole, as one island, when this says; other pages mark their parts with <Island>.
   */
  island?: IslandTrigger;
}

const NOT_FOUND = './pages/not-found/not-found-page.tsx' satisfies keyof typeof PAGES;

/** The route table (spec §2). Order matters only for readers: matching is by specificity. */
export const ROUTES: readonly SiteRoute[] = [
  { path: '/', file: './pages/home/home-page.tsx', kind: 'page' },
  { path: '/provider/:slug', file: './pages/provider/provider-page.tsx', kind: 'params' },
  { path: '/provider/:slug/review', file: './pages/review/review-page.tsx', kind: 'params' },
  { path: '/fees-and-charges', file: './pages/fees/fees-page.tsx', kind: 'page', island: 'idle' },
  { path: '/changes', file: './pages/changes/changes-page.tsx', kind: 'page' },
  { path: '/report-a-wrong-figure', file: './pages/report/report-page.tsx', kind: 'page' },
  { path: '/find-provider', file: './pages/finder/finder-page.tsx', kind: 'page', island: 'interaction' },
  { path: '/income-drawdown', file: './pages/guidance/income-drawdown-page.tsx', kind: 'page' },
  { path: '/annuities', file: './pages/guidance/annuities-page.tsx', kind: 'page' },
  { path: '/how-it-works', file: './pages/guidance/how-it-works-page.tsx', kind: 'page' },
  { path: '/blog', file: './pages/blog/blog-list-page.tsx', kind: 'page' },
  { path: '/blog/:slug', file: './pages/blog/blog-post-page.tsx', kind: 'params' },
  {
    path: '/pension-drawdown-calculator',
    file: './pages/calculator/calculator-page.tsx',
    kind: 'page',
    island: 'interaction',
  },
  { path: '/download-ebook', file: './pages/ebook/ebook-page.tsx', kind: 'page', island: 'interaction' },
  { path: '/contact', file: './pages/contact/contact-page.tsx', kind: 'page', island: 'interaction' },
  { path: '/partners', file: './pages/partners/partners-page.tsx', kind: 'page', island: 'visible' },
  { path: '/privacy-policy', file: './pages/legal/privacy-policy-page.tsx', kind: 'page' },
  { path: '/terms-conditions', file: './pages/legal/terms-conditions-page.tsx', kind: 'page' },
  { path: '/auth', file: './pages/auth/auth-page.tsx', kind: 'shell' },
  { path: '/admin', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/generate-ebook', file: './pages/admin/generate-ebook-page.tsx', kind: 'shell' },
  { path: '/admin/enhance-blogs', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/blog-editor', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/generate-logo', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/email-funnel-test', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/staff', file: './pages/admin/staff-page.tsx', kind: 'shell' },
  { path: '/staff/set-password', file: './pages/admin/set-password-page.tsx', kind: 'shell' },
  { path: '*', file: NOT_FOUND, kind: 'none' },
];

const loaded = new Map<string, ComponentType>();

function loaderFor(file: string): () => Promise<PageModule> {
  return PAGES[file as keyof typeof PAGES] ?? PAGES[NOT_FOUND];
}

/** Whether the module of a route exists in this build (always, now that pages are imported by name). */
export function pageExists(file: string): boolean {
  return file in PAGES;
}

/** The route a path lands on (the not-found route when nothing else matches). */
export function routeForPath(pathname: string): SiteRoute {
  const exact = ROUTES.filter((route) => route.path !== '*' && matchPath(route.path, pathname));
  // The most specific wins: fewer dynamic segments first.
  exact.sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0));
  return exact[0] ?? ROUTES.at(-1)!;
}

/**
 * Loads the page module of a path before rendering, so the prerender writes the page itself and
 * hydration finds the same tree (no spinner flash on first load).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const { file } = routeForPath(pathname);
  const module = await loaderFor(file)();
  loaded.set(file, module.default);
}

/** The page component of a route's module (the island runtime hydrates it as a page island). */
export async function loadPage(file: string): Promise<ComponentType> {
  return (await loaderFor(file)()).default;
}

/**
 * Renders the page of a route: at once when its module is loaded, otherwise the spinner while it
 * loads. (Not React.lazy: the router wraps navigations in a transition, which would keep the old
 * page on screen with no sign that anything is happening.)
 */
export function RoutePage({ file, island }: { file: string; island?: IslandTrigger }) {
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const Ready = loaded.get(file);
  useEffect(() => {
    if (loaded.has(file)) return;
    let current = true;
    setFailed(false);
    loaderFor(file)()
      .then((module) => {
        loaded.set(file, module.default);
        if (current) setVersion((version) => version + 1);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [file]);
  if (Ready)
    return island ? (
      <PageIsland when={island}>
        <Ready />
      </PageIsland>
    ) : (
      <Ready />
    );
  if (failed) return <PageLoadFailed />;
  return <Spinner />;
}

function PageLoadFailed() {
  return (
    <div role="alert" className="dc-container py-16">
      <h1 className="text-3xl">This page could not load</h1>
      <p className="mt-4">Please check your internet connection and try again.</p>
      <button type="button" className="dc-btn-primary mt-6" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
