import { type ReactNode, useEffect } from 'react';
import { CookieNotice } from './cookie-notice.tsx';
import { Island } from './island.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import StickyBar from './sticky-bar.island.tsx';

/**
 * The shell of every page: header, main, footer, notices. On public pages it is static HTML (the
 * menu, the footer's sections and the cookie notice need no script); the sticky bar watches the
 * scroll, so it is an island (ADR 021).
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
      <Island of={StickyBar} props={{}} when="idle" />
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
