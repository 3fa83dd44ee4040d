/** What a `<drawdown-compare>` element is told by its attributes, resolved to values. */
export type WidgetView = 'all' | 'calculator' | 'results';

export interface WidgetConfig {
  /** The pot attribute as written (raw string), or null when absent. */
  pot: string | null;
  /** Origin (and optional path) of the API, without a trailing slash. */
  apiBase: string;
  /** Where "View Details" links go, without a trailing slash. */
  siteUrl: string;
  /** Partner attribution id stored with a lead, or null. */
  partner: string | null;
  view: WidgetView;
  /** Elements with the same group share one state; null means independent. */
  group: string | null;
}

/** A mounted widget, as returned by the lazy bundle's mount function. */
export interface MountedWidget {
  update(config: WidgetConfig): void;
  unmount(): void;
}

export type MountWidget = (host: HTMLElement, root: ShadowRoot, config: WidgetConfig) => MountedWidget;

/** The attributes the element observes, with their matching JS property names. */
export const WIDGET_ATTRIBUTES = {
  pot: 'pot',
  'api-base': 'apiBase',
  'site-url': 'siteUrl',
  partner: 'partner',
  view: 'view',
  group: 'group',
} as const;

/** The custom element's tag name. */
export const TAG_NAME = 'drawdown-compare';

const VIEWS: readonly WidgetView[] = ['all', 'calculator', 'results'];

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The config from an element's attributes; unknown views fall back to `all`, blank URLs to the
 * default origin.
 *
 * @example readConfig(el, 'https://drawdowncompare.co.uk').view // 'all'
 */
export function readConfig(el: Element, defaultOrigin: string): WidgetConfig {
  const attr = (name: string) => {
    const value = el.getAttribute(name);
    return value === null || value.trim() === '' ? null : value.trim();
  };
  const view = attr('view');
  const apiBase = attr('api-base');
  const siteUrl = attr('site-url');
  return {
    pot: el.getAttribute('pot'),
    apiBase: trimSlash(apiBase ?? defaultOrigin),
    siteUrl: trimSlash(siteUrl ?? defaultOrigin),
    partner: attr('partner'),
    view: VIEWS.includes(view as WidgetView) ? (view as WidgetView) : 'all',
    group: attr('group'),
  };
}
