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

/** Sets the recorded cookie choice before a site story renders. */
export function beforeEachSite({ parameters }: { parameters: Record<string, unknown> }): void {
  const state = (parameters.site ?? {}) as SiteStoryState;
  const choice = state.cookieChoice === undefined ? 'accepted' : state.cookieChoice;
  // The choice lives in the cookie the server sets when the notice's form is sent (a story has no
  // server, so it is written here, synchronously, before the story renders).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous
  document.cookie = choice
    ? `${COOKIE_CONSENT_KEY}=${choice}; Path=/; SameSite=Lax`
    : `${COOKIE_CONSENT_KEY}=; Path=/; Max-Age=0`;
}

/** Storybook globals for the phone viewport (pair with the `phone` tag so the test uses 360 px). */
export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
