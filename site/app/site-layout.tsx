import { type ReactNode, useEffect } from 'react';
import { CookieNotice } from './cookie-notice.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { StickyBar } from './sticky-bar.tsx';

/**
 * The shell of every page: header, main, footer, notices. On public pages it is static HTML (the
 * menu, the footer's sections, the cookie notice and the sticky bar need no script; ADR 021, 024).
 * The sticky bar's extra care (scroll direction, focus) is a few lines of plain DOM script that
 * entry-client.tsx starts, not an island: no page loads React for it.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <HydratedMark />
        {children}
      </main>
      <SiteFooter />
      <StickyBar />
      <CookieNotice />
      <RouteAnnouncer />
      <ScrollManager />
    </>
  );
}

/**
 * Marks the admin area as interactive once React has hydrated it (browser tests, monitoring). Public
 * pages are marked by entry-client.tsx once every island's trigger is armed.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
