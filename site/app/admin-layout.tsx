import { type ReactNode, Suspense, useEffect } from 'react';
import { RouteAnnouncer } from './route-announcer.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { Spinner } from './spinner.tsx';

/** The admin and staff areas (/admin, /staff): a working tool, not a public page. */
export function isAdminPath(pathname: string): boolean {
  return /^\/(admin|staff)(\/|$)/.test(pathname);
}

/**
 * The frame of the admin and staff pages: no public header, footer, sticky consultation bar or
 * cookie notice (staff need the whole screen, and the site's calls to action mean nothing here).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* In a landmark like the rest of the page: a skip link outside one counts as stray content
          wherever it is not the first link of the document (axe "region"). */}
      <header>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-navy focus:px-4 focus:py-2 focus:text-white"
        >
          Skip to content
        </a>
      </header>
      <main id="main" tabIndex={-1} className="min-h-screen bg-canvas outline-none">
        <Suspense fallback={<Spinner />}>
          <HydratedMark />
          {children}
        </Suspense>
      </main>
      <RouteAnnouncer />
      <ScrollManager />
    </>
  );
}

function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
