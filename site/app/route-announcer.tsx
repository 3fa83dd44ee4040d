import { useSyncExternalStore } from 'react';

/**
 * After a client-side navigation the new page's title is announced and focus moves to its main
 * heading, as a full page load would do for screen-reader and keyboard users. The first page of a
 * visit is left alone (the browser already announced it).
 */
let firstPage = true;
let message = '';
const listeners = new Set<() => void>();

export function announcePage(title: string): void {
  if (firstPage) {
    firstPage = false;
    return;
  }
  message = `${title}`;
  for (const listener of listeners) listener();
  // A hash link (/#calculator) moves focus to its target instead (see ScrollManager).
  if (window.location.hash) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  const target = heading ?? document.getElementById('main');
  if (target) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region that reads out the page title after each navigation. */
export function RouteAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
