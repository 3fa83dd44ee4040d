/*
 * The names a page shares with the element about its server-rendered first view. Nothing else is
 * here: the site's one small entry script imports them without the rest of the widget's config.
 */

/** Marks the server-rendered first view's container in the shadow root (decision 031). */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/**
 * A page that shows the first view before it defines the element (our site, decision 051) holds a
 * button pressed in that time on the element, under this property; once defined, the element
 * presses it again on the interface that replaces the first view (see site/entry-client.tsx).
 */
export const EARLY_PRESS_PROPERTY = 'dcEarlyPress';
export type EarlyPressHost = HTMLElement & { [EARLY_PRESS_PROPERTY]?: Element };
