import { useSyncExternalStore } from 'react';

/** The stored cookie choice (DESIGN.md names): 'accepted' | 'rejected', or null before a choice. */
export type CookieChoice = 'accepted' | 'rejected';
export const COOKIE_CONSENT_KEY = 'cookie-consent';
const CHANGE_EVENT = 'dc:cookie-consent';

export function readCookieChoice(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice and tells every listener (the notice hides; optional features may start). */
export function storeCookieChoice(choice: CookieChoice): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Storage blocked: the choice still holds for this page view.
    memoryChoice = choice;
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: choice }));
}

let memoryChoice: CookieChoice | null = null;

/**
 * The choice as last read, `undefined` until the first read. The first read of localStorage in a
 * page costs several milliseconds (the browser loads the site's storage), so it is not done while
 * React hydrates: the first subscriber schedules it as a task of its own.
 */
let known: CookieChoice | null | undefined;
let readScheduled = false;
const listeners = new Set<() => void>();

function refresh() {
  known = readCookieChoice() ?? memoryChoice;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(CHANGE_EVENT, refresh);
    window.addEventListener('storage', refresh);
  }
  if (!readScheduled) {
    readScheduled = true;
    setTimeout(refresh, 0);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(CHANGE_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    }
  };
}

/**
 * The visitor's cookie choice. `undefined` while prerendering, hydrating and until storage has been
 * read (unknown), `null` before a choice, then the choice.
 */
export function useCookieChoice(): CookieChoice | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => undefined,
  );
}
