/**
 * The widget's unlock flag in localStorage (widget/element/widget-config.ts `ACCESS_KEY`; a test
 * keeps the two the same). Written out here so the site's pages read it without the widget's
 * configuration module.
 */
export const ACCESS_FLAG = 'drawdownCompareAccess';

/** The query parameter an e-mail's comparison link carries (server/access/access-link.server.ts). */
export const ACCESS_LINK_PARAM = 'access';

/**
 * Takes an e-mail link's token out of the address bar at once (so it is not bookmarked, shared or
 * sent on as a Referer, and no island reads it as part of its state) and returns it, or null when
 * the address has none. Plain DOM: the page's entry script runs it before anything hydrates.
 */
export function takeAccessToken(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(ACCESS_LINK_PARAM);
  if (token === null) return null;
  url.searchParams.delete(ACCESS_LINK_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/**
 * Sent on window when this page unlocks the names (an e-mail's link): the site's rankings read the
 * flag again (other tabs hear the storage event). Plain DOM, so those pages do not load the
 * widget's state library for one flag.
 */
export const NAMES_UNLOCKED_EVENT = 'dc:names-unlocked';
