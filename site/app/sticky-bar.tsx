import { CalendarCheck, Phone, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { TEXT } from '../../widget/core/texts.ts';
import { STICKY_BAR_HIDDEN_ON, STICKY_BAR_THRESHOLD_PX } from './sticky-bar-behaviour.ts';

export { STICKY_BAR_HIDDEN_ON, STICKY_BAR_THRESHOLD_PX };

/**
 * The phone-only consultation bar (spec §2, ADR 024): plain server-rendered HTML, no React in the
 * browser. It works with no script at all: CSS shows it past 500 px of scroll (a scroll-driven
 * animation, where the browser has them) and keeps it away while the cookie notice shows, and the
 * close is the native toggle of a `<details open>`; a closed `<details>` is `display: none`, so it
 * stays closed for this page view. When the site's one small script runs
 * (`sticky-bar-behaviour.ts`, started by entry-client.tsx) it takes over the showing, and the bar
 * also steps aside when it would cover the focused control or a form's submit button, and when the
 * visitor scrolls up (so the header comes back). It is never rendered on /contact, the booking form.
 */
export function StickyBar() {
  const { pathname } = useLocation();
  if (STICKY_BAR_HIDDEN_ON.includes(pathname.replace(/\/$/, '') || '/')) return null;
  return (
    <details
      open
      data-testid="sticky-bar"
      className="dc-sticky fixed inset-x-0 bottom-0 z-40 border-t border-white/20 bg-navy text-white shadow-[0_-6px_20px_rgb(11_37_69/0.25)] md:hidden"
    >
      {/* The close control: a native toggle, so it works before and without any script. */}
      <summary
        aria-label="Close"
        className="absolute top-1 right-2 inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        <X aria-hidden="true" className="size-6" />
      </summary>
      <aside aria-label="Free consultation" className="px-4 pt-2 pb-2">
        <p className="pr-11 text-base leading-tight">
          <strong className="block">{TEXT.stickyBar.title}</strong>
          <span>{TEXT.stickyBar.subtitle}</span>
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <a href={BRAND.phoneHref} className="dc-btn-outline-light min-h-11 py-1.5">
            <Phone aria-hidden="true" className="size-5" />
            Call
          </a>
          <a
            href="/contact"
            className="dc-btn min-h-11 bg-brand py-1.5 text-white hover:bg-brand-dark hover:text-white"
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book
          </a>
        </div>
      </aside>
    </details>
  );
}
