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

function subscribe(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The visitor's cookie choice. `undefined` while prerendering and hydrating (unknown), `null`
 * before a choice, then the choice.
 */
export function useCookieChoice(): CookieChoice | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readCookieChoice() ?? memoryChoice,
    () => undefined,
  );
}
