import '../../site/styles/site.css';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { COOKIE_CONSENT_KEY, type CookieChoice } from '../../site/app/cookie-consent.ts';

/** Site story settings (`parameters.site`). */
export interface SiteStoryState {
  /** The path the router starts on (active menu item, breadcrumbs). */
  route?: string;
  /** The visitor's cookie choice; null shows the cookie notice. Default 'accepted'. */
  cookieChoice?: CookieChoice | null;
}

/**
 * Site components with the site's stylesheet and a memory router (links work, nothing leaves the
 * story).
 */
export const withSite: Decorator = (Story, context) => {
  const state = (context.parameters.site ?? {}) as SiteStoryState;
  return (
    <MemoryRouter initialEntries={[state.route ?? '/']}>
      <Story />
    </MemoryRouter>
  );
};

/** Sets the stored cookie choice before a site story renders. */
export function beforeEachSite({ parameters }: { parameters: Record<string, unknown> }): void {
  const state = (parameters.site ?? {}) as SiteStoryState;
  const choice = state.cookieChoice === undefined ? 'accepted' : state.cookieChoice;
  try {
    if (choice) localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    else localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // storage blocked: the notice shows, as it would for such a visitor
  }
}

/** Storybook globals for the phone viewport (pair with the `phone` tag so the test uses 360 px). */
export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
