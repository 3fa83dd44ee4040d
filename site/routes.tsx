import { type ComponentType, useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';
import { Spinner } from './app/spinner.tsx';

/** One route of the site and the page module that renders it (default export = page component). */
export interface SiteRoute {
  path: string;
  /** The page module, relative to site/. */
  file: string;
  /**
   * How the build writes it: `page` = prerendered public page in the sitemap; `params` = one file
   * per known parameter (see prerender-paths.ts); `shell` = prerendered noindex shell, not in the
   * sitemap; `none` = not prerendered (the not-found page has its own 404.html).
   */
  kind: 'page' | 'params' | 'shell' | 'none';
}

const NOT_FOUND = './pages/not-found/not-found-page.tsx';

/** The route table (spec §2). Order matters only for readers: matching is by specificity. */
export const ROUTES: readonly SiteRoute[] = [
  { path: '/', file: './pages/home/home-page.tsx', kind: 'page' },
  { path: '/provider/:slug', file: './pages/provider/provider-page.tsx', kind: 'params' },
  { path: '/provider/:slug/review', file: './pages/review/review-page.tsx', kind: 'params' },
  { path: '/fees-and-charges', file: './pages/fees/fees-page.tsx', kind: 'page' },
  { path: '/find-provider', file: './pages/finder/finder-page.tsx', kind: 'page' },
  { path: '/income-drawdown', file: './pages/guidance/income-drawdown-page.tsx', kind: 'page' },
  { path: '/annuities', file: './pages/guidance/annuities-page.tsx', kind: 'page' },
  { path: '/how-it-works', file: './pages/guidance/how-it-works-page.tsx', kind: 'page' },
  { path: '/blog', file: './pages/blog/blog-list-page.tsx', kind: 'page' },
  { path: '/blog/:slug', file: './pages/blog/blog-post-page.tsx', kind: 'params' },
  { path: '/pension-drawdown-calculator', file: './pages/calculator/calculator-page.tsx', kind: 'page' },
  { path: '/download-ebook', file: './pages/ebook/ebook-page.tsx', kind: 'page' },
  { path: '/contact', file: './pages/contact/contact-page.tsx', kind: 'page' },
  { path: '/privacy-policy', file: './pages/legal/privacy-policy-page.tsx', kind: 'page' },
  { path: '/terms-conditions', file: './pages/legal/terms-conditions-page.tsx', kind: 'page' },
  { path: '/auth', file: './pages/auth/auth-page.tsx', kind: 'shell' },
  { path: '/admin', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/generate-ebook', file: './pages/admin/generate-ebook-page.tsx', kind: 'shell' },
  { path: '/admin/enhance-blogs', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/blog-editor', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/generate-logo', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '/admin/email-funnel-test', file: './pages/admin/admin-dashboard-page.tsx', kind: 'shell' },
  { path: '*', file: NOT_FOUND, kind: 'none' },
];

type PageModule = { default: ComponentType };

/**
 * Page modules found at build time. A glob (rather than one import per route) keeps the build
 * green while other parts of the site are still being written: a route whose module does not
 * exist yet renders the not-found page, and the build prints which ones are missing.
 */
const LOADERS = import.meta.glob<PageModule>('./pages/**/*-page.tsx');

const loaded = new Map<string, ComponentType>();

function loaderFor(file: string): () => Promise<PageModule> {
  return LOADERS[file] ?? LOADERS[NOT_FOUND]!;
}

/** Whether the module of a route exists in this build. */
export function pageExists(file: string): boolean {
  return file in LOADERS;
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

/**
 * Renders the page of a route: at once when its module is loaded, otherwise the spinner while it
 * loads. (Not React.lazy: the router wraps navigations in a transition, which would keep the old
 * page on screen with no sign that anything is happening.)
 */
export function RoutePage({ file }: { file: string }) {
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
  if (Ready) return <Ready />;
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
