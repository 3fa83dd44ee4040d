import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CookieNotice } from './cookie-notice.tsx';
import { replayEarlyInput } from './early-input.ts';
import { RouteAnnouncer } from './route-announcer.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { Spinner } from './spinner.tsx';
import { StickyBar } from './sticky-bar.tsx';

/** The shell of every page: header, main (pages load on demand with a spinner), footer, notices. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<Spinner />}>
          <HydratedMark />
          {children}
        </Suspense>
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

/**
 * Marks the page as interactive (used by the browser tests, entry-client.tsx and monitoring). It sits
 * inside the page's Suspense boundary, which React hydrates after the shell, so the mark comes once
 * the whole page is hydrated.
 */
function HydratedMark() {
  useEffect(() => {
    // What was typed before hydration reaches the components first (see early-input.ts).
    const root = document.getElementById('root');
    if (root) replayEarlyInput(root);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
