import { CalendarCheck, Phone, X } from 'lucide-react';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { TEXT } from '../../widget/core/texts.ts';
import { useCookieChoice } from './cookie-consent.ts';

/** Spec §9: the bar appears once the page is scrolled more than this. */
export const STICKY_BAR_THRESHOLD_PX = 500;

/** Pages where the bar would only get in the way: the booking form itself. */
export const STICKY_BAR_HIDDEN_ON: readonly string[] = ['/contact'];

/** How far the page must move the other way before the bar and the header swap. */
const DIRECTION_SLACK_PX = 12;

/** The element that has focus, looking inside shadow roots (the widget's unlock form). */
function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === document.body ? null : active;
}

/** Every form's submit button on the page, including those inside the widget's shadow roots. */
function submitButtons(): Element[] {
  const selector = 'form button[type="submit"], form button:not([type]), form input[type="submit"]';
  const found = [...document.querySelectorAll(selector)];
  for (const host of document.querySelectorAll('drawdown-compare')) {
    if (host.shadowRoot) found.push(...host.shadowRoot.querySelectorAll(selector));
  }
  return found;
}

/** Whether any of these boxes reaches into the bottom band of the viewport the bar would cover. */
function coversAny(elements: readonly Element[], bandTop: number): boolean {
  return elements.some((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.bottom > bandTop && box.top < window.innerHeight;
  });
}

/**
 * The phone-only bar (spec §2): past 500 px of scroll; once closed it stays hidden for this page
 * view (the layout remounts it with each page). It is server-rendered so that it works before
 * scripts run: CSS shows it past 500 px (a scroll-driven animation) and the close is a native
 * <details> toggle. Once scripts run they take over and it also steps aside:
 * - while the cookie notice is showing (both sit at the bottom);
 * - whenever it would cover the focused control or a form's submit button;
 * - when the visitor scrolls up, so the header comes back: the header hides while the bar shows,
 *   so the two together never take more than about 15% of a phone's screen.
 * It never renders on /contact, where the visitor is filling in the booking form.
 */
export function StickyBar() {
  const { pathname } = useLocation();
  const [scrolledPast, setScrolledPast] = useState(false);
  const [open, setOpen] = useState(true);
  const [scrollingUp, setScrollingUp] = useState(false);
  const [inTheWay, setInTheWay] = useState(false);
  const cookieChoice = useCookieChoice();
  const barRef = useRef<HTMLDetailsElement>(null);
  const hiddenHere = STICKY_BAR_HIDDEN_ON.includes(pathname.replace(/\/$/, '') || '/');

  useEffect(() => {
    if (!open || hiddenHere) return;
    const root = document.documentElement;
    root.dataset.stickyBarJs = 'true';
    let lastY = window.scrollY;
    // How far the page has moved in the current direction.
    let travelled = 0;
    let frame = 0;
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      setScrolledPast(y > STICKY_BAR_THRESHOLD_PX);
      // Direction with some slack, so a wobble of the finger does not make the bars flicker.
      const moved = y - lastY;
      if (moved !== 0) {
        travelled = Math.sign(moved) === Math.sign(travelled) ? travelled + moved : moved;
        if (Math.abs(travelled) > DIRECTION_SLACK_PX) setScrollingUp(travelled < 0);
      }
      lastY = y;
      const height = barRef.current?.getBoundingClientRect().height || 112;
      const bandTop = window.innerHeight - height;
      const focused = deepActiveElement();
      setInTheWay(coversAny(focused ? [focused, ...submitButtons()] : submitButtons(), bandTop));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      delete root.dataset.stickyBarJs;
    };
  }, [open, hiddenHere]);

  const shown = open && scrolledPast && !scrollingUp && !inTheWay && cookieChoice !== null && !hiddenHere;

  // The header reads this to step aside on phones while the bar shows (site.css).
  useEffect(() => {
    const root = document.documentElement;
    if (shown) root.dataset.stickyBar = 'shown';
    else delete root.dataset.stickyBar;
    return () => {
      delete root.dataset.stickyBar;
    };
  }, [shown]);

  if (hiddenHere) return null;
  return (
    <details
      ref={barRef}
      open={open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
      data-testid="sticky-bar"
      data-shown={shown || undefined}
      className="dc-sticky fixed inset-x-0 bottom-0 z-40 border-t border-white/20 bg-navy text-white shadow-[0_-6px_20px_rgb(11_37_69/0.25)] md:hidden"
    >
      {/* The close control: a native toggle, so it works before any script has run. */}
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
          <Link
            to="/contact"
            className="dc-btn min-h-11 bg-brand py-1.5 text-white hover:bg-brand-dark hover:text-white"
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book
          </Link>
        </div>
      </aside>
    </details>
  );
}
