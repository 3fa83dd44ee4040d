import { CalendarCheck, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { TEXT } from '../../widget/core/texts.ts';
import { useCookieChoice } from './cookie-consent.ts';

/** Spec §9: the bar appears once the page is scrolled more than this. */
export const STICKY_BAR_THRESHOLD_PX = 500;

/**
 * The phone-only bar: appears past 500 px of scroll; once closed it stays hidden for this page
 * view (the layout remounts it with each page). Waits for the cookie notice so the two never
 * stack over the content.
 */
export function StickyBar() {
  const [scrolledPast, setScrolledPast] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const cookieChoice = useCookieChoice();

  useEffect(() => {
    if (dismissed) return;
    const check = () => setScrolledPast(window.scrollY > STICKY_BAR_THRESHOLD_PX);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [dismissed]);

  if (dismissed || !scrolledPast || !cookieChoice) return null;
  return (
    <aside
      aria-label="Free consultation"
      data-testid="sticky-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/20 bg-navy text-white shadow-[0_-6px_20px_rgb(11_37_69/0.25)] md:hidden"
    >
      <div className="flex items-start gap-2 px-4 pt-2">
        <p className="min-w-0 flex-1 leading-snug">
          <strong className="block">{TEXT.stickyBar.title}</strong>
          <span>{TEXT.stickyBar.subtitle}</span>
        </p>
        <button
          type="button"
          aria-label="Close"
          onClick={() => setDismissed(true)}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-white hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="grid grid-cols-2 gap-2 px-4 pt-1 pb-3">
        <a href={BRAND.phoneHref} className="dc-btn-outline-light">
          <Phone aria-hidden="true" className="size-5" />
          Call
        </a>
        <Link to="/contact" className="dc-btn bg-brand text-white hover:bg-brand-dark hover:text-white">
          <CalendarCheck aria-hidden="true" className="size-5" />
          Book
        </Link>
      </div>
    </aside>
  );
}
