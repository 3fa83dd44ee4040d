import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CookieNotice } from './cookie-notice.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { Spinner } from './spinner.tsx';
import { StickyBar } from './sticky-bar.tsx';

/** The shell of every page: header, main (pages load on demand with a spinner), footer, notices. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Marks the page as interactive (used by the browser tests and handy for monitoring).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <SiteFooter />
      {/* A new page is a new page view: the bar's "dismissed" resets. */}
      <StickyBar key={pathname} />
      <CookieNotice />
      <RouteAnnouncer />
      <ScrollManager />
    </>
  );
}
