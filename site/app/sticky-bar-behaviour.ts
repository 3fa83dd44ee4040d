/**
 * What the phone sticky bar does once the site's one script runs (ADR 024): plain DOM, no React,
 * about half a kilobyte, started by entry-client.tsx on every public page that has the bar. Without
 * it the bar still works (CSS reveals it past 500 px and the close is a native `<details>` toggle);
 * with it the bar also:
 * - shows only past 500 px of scroll in every browser (not only those with scroll-driven animations);
 * - stays away while the cookie notice shows (both sit at the bottom);
 * - steps aside whenever it would cover the focused control or a form's submit button;
 * - goes when the visitor scrolls up, so the header comes back: the header hides while the bar
 *   shows (`html[data-sticky-bar="shown"]`, site.css), so the two never take more than about 15% of
 *   a phone's screen.
 * Its state is on the bar as `data-shown`; closing it (the summary) stops the watching.
 */

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

const SUBMIT = 'form button[type="submit"], form button:not([type]), form input[type="submit"]';

/** Every form's submit button on the page, including those inside the widget's shadow roots. */
function submitButtons(): Element[] {
  const found = [...document.querySelectorAll(SUBMIT)];
  for (const host of document.querySelectorAll('drawdown-compare'))
    if (host.shadowRoot) found.push(...host.shadowRoot.querySelectorAll(SUBMIT));
  return found;
}

/** Whether any of these boxes reaches into the bottom band of the viewport the bar would cover. */
function coversAny(elements: readonly Element[], bandTop: number): boolean {
  return elements.some((element) => {
    // The bar's own controls (its close and links) are never "covered" by it.
    if (element.closest('.dc-sticky')) return false;
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.bottom > bandTop && box.top < window.innerHeight;
  });
}

/** Starts watching the bar; returns the function that stops it (stories, tests). */
export function watchStickyBar(bar: HTMLDetailsElement): () => void {
  const root = document.documentElement;
  let lastY = window.scrollY;
  // How far the page has moved in the current direction.
  let travelled = 0;
  let scrollingUp = false;
  let frame = 0;

  const setShown = (shown: boolean) => {
    if (shown) {
      bar.dataset.shown = 'true';
      root.dataset.stickyBar = 'shown';
    } else {
      delete bar.dataset.shown;
      delete root.dataset.stickyBar;
    }
  };

  const check = () => {
    frame = 0;
    const y = window.scrollY;
    // Direction with some slack, so a wobble of the finger does not make the bars flicker.
    const moved = y - lastY;
    if (moved !== 0) {
      travelled = Math.sign(moved) === Math.sign(travelled) ? travelled + moved : moved;
      if (Math.abs(travelled) > DIRECTION_SLACK_PX) scrollingUp = travelled < 0;
    }
    lastY = y;
    if (
      !bar.open ||
      y <= STICKY_BAR_THRESHOLD_PX ||
      scrollingUp ||
      document.getElementById('cookie-notice')
    ) {
      setShown(false);
      return;
    }
    const height = bar.getBoundingClientRect().height || 112;
    const bandTop = window.innerHeight - height;
    const focused = deepActiveElement();
    setShown(!coversAny(focused ? [focused, ...submitButtons()] : submitButtons(), bandTop));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('focusin', schedule);
    document.removeEventListener('focusout', schedule);
    bar.removeEventListener('toggle', onToggle);
    setShown(false);
    delete root.dataset.stickyBarJs;
  };
  // Closed stays closed for this page view (the summary is the only way to toggle it).
  const onToggle = () => {
    if (!bar.open) stop();
  };

  root.dataset.stickyBarJs = 'true';
  check();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('focusin', schedule);
  document.addEventListener('focusout', schedule);
  bar.addEventListener('toggle', onToggle);
  return stop;
}
