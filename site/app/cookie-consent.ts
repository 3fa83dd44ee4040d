import { useSyncExternalStore } from 'react';

/** The stored cookie choice (DESIGN.md names): 'accepted' | 'rejected', or null before a choice. */
export type CookieChoice = 'accepted' | 'rejected';
export const COOKIE_CONSENT_KEY = 'cookie-consent';
/** Where the cookie notice's form posts; the server sets the cookie and redirects back (ADR 021). */
export const COOKIE_CONSENT_PATH = '/cookie-consent';

/** The choice the server recorded in the `cookie-consent` cookie, or null before a choice. */
export function readCookieChoice(): CookieChoice | null {
  const match = /(?:^|;\s*)cookie-consent=(accepted|rejected)(?:;|$)/.exec(document.cookie);
  return (match?.[1] as CookieChoice | undefined) ?? null;
}

const subscribe = () => () => {};

/**
 * The visitor's cookie choice: `undefined` while prerendering, then the choice or null. A choice is
 * made by a full form submission, so it never changes while a page is open.
 */
export function useCookieChoice(): CookieChoice | null | undefined {
  return useSyncExternalStore(subscribe, readCookieChoice, () => undefined);
}
