import { WIDGET_VERSION } from '../core/widget-release.ts';

/** What a `<drawdown-compare>` element is told by its attributes, resolved to values. */
export type WidgetView = 'all' | 'calculator' | 'results';
/**
 * `full` cards; `compact`: one line per provider, the rest behind buttons, for narrow columns;
 * `mini`: the pot box and one button to the site's ranking for that pot.
 */
export type WidgetLayout = 'full' | 'compact' | 'mini';
/** `auto` follows the visitor's light or dark setting. */
export type WidgetTheme = 'light' | 'dark' | 'auto';

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
  /**
   * The "how you'll take your money" attributes as scenario query parameters (`funds=60&income=…`),
   * or null when none is set: the standard comparison.
   */
  scenario: string | null;
  /** Keep the scenario in the page's URL query (the site does; partners usually do not). */
  urlState: boolean;
  layout: WidgetLayout;
  /** Show only the cheapest N, then a link to the full ranking on the site; null shows all. */
  limit: number | null;
  theme: WidgetTheme;
}

/** A mounted widget, as returned by the lazy bundle's mount function. */
export interface MountedWidget {
  update(config: WidgetConfig): void;
  unmount(): void;
}

/** The server-rendered first view (decision 031) that a mount replaces. */
export interface FirstViewHandoff {
  /** Its container in the shadow root. */
  element: HTMLElement;
  /**
   * Child-index path, from `element`, of a button the reader pressed before the interface was in:
   * read when the interface is swapped in, so a press while it was being built counts too.
   */
  readonly clickPath: number[] | null;
  /**
   * Called once the interface has been built beside the first view, with the function that swaps
   * it in; the element calls that when no press is under way. Without it the mount swaps at once.
   */
  whenBuilt?: (swapIn: () => void) => void;
}

export interface MountOptions {
  /** The stylesheet the loader fetched, for the partner bundle (which carries no CSS of its own). */
  styles?: CSSStyleSheet | string;
  /** Present when the loader showed the first view: `dc:ready` has been sent already. */
  firstView?: FirstViewHandoff;
}

export type MountWidget = (
  host: HTMLElement,
  root: ShadowRoot,
  config: WidgetConfig,
  options?: MountOptions,
) => MountedWidget;

/** The attributes the element observes, with their matching JS property names. */
export const WIDGET_ATTRIBUTES = {
  pot: 'pot',
  'api-base': 'apiBase',
  'site-url': 'siteUrl',
  partner: 'partner',
  view: 'view',
  group: 'group',
  funds: 'funds',
  shares: 'shares',
  trusts: 'trusts',
  trades: 'trades',
  income: 'income',
  'income-frequency': 'incomeFrequency',
  'lump-sums': 'lumpSums',
  'tax-free-cash': 'taxFreeCash',
  ocf: 'ocf',
  years: 'years',
  'url-state': 'urlState',
  layout: 'layout',
  limit: 'limit',
  theme: 'theme',
} as const;

/** Element attributes that describe the scenario, with their query parameter names. */
export const SCENARIO_ATTRIBUTES = {
  funds: 'funds',
  shares: 'shares',
  trusts: 'trusts',
  trades: 'trades',
  income: 'income',
  'income-frequency': 'incomeFrequency',
  'lump-sums': 'lumpSums',
  'tax-free-cash': 'taxFreeCash',
  ocf: 'ocf',
  years: 'years',
} as const;

export { EARLY_PRESS_PROPERTY, type EarlyPressHost, FIRST_VIEW_ATTRIBUTE } from './first-view-names.ts';

/** Carries a style attribute of the first view until the loader applies it through the CSSOM. */
export const STYLE_ATTRIBUTE = 'data-dc-style';

/**
 * The `dc:ready` event's detail: the same whether the loader showed the first view or the
 * interface mounted at once.
 */
export function readyDetail(config: WidgetConfig) {
  const { view, layout, partner } = config;
  return {
    version: 1 as const,
    widgetVersion: WIDGET_VERSION,
    view,
    layout,
    ...(partner ? { partner } : {}),
  };
}

/** The localStorage key of the unlock flag (spec §3: `{product}Access`, holding 'true'). */
export const ACCESS_KEY = 'drawdownCompareAccess';

/** The custom element's tag name. */
export const TAG_NAME = 'drawdown-compare';

const VIEWS: readonly WidgetView[] = ['all', 'calculator', 'results'];
const LAYOUTS: readonly WidgetLayout[] = ['full', 'compact', 'mini'];
const THEMES: readonly WidgetTheme[] = ['light', 'dark', 'auto'];
/** More than the whole list is the whole list; 50 leaves room for the list to grow. */
const MAX_LIMIT = 50;

/** A whole number from 1 to 50, or null (show every provider) for anything else. */
export function parseLimit(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_LIMIT ? n : null;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function scenarioAttributes(attr: (name: string) => string | null): string | null {
  const params = new URLSearchParams();
  for (const [name, param] of Object.entries(SCENARIO_ATTRIBUTES)) {
    const value = attr(name);
    if (value !== null) params.set(param, value);
  }
  return params.size > 0 ? params.toString() : null;
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
  const layout = attr('layout');
  const theme = attr('theme');
  const apiBase = attr('api-base');
  const siteUrl = attr('site-url');
  return {
    pot: el.getAttribute('pot'),
    apiBase: trimSlash(apiBase ?? defaultOrigin),
    siteUrl: trimSlash(siteUrl ?? defaultOrigin),
    partner: attr('partner'),
    view: VIEWS.includes(view as WidgetView) ? (view as WidgetView) : 'all',
    group: attr('group'),
    scenario: scenarioAttributes(attr),
    urlState: el.hasAttribute('url-state'),
    layout: LAYOUTS.includes(layout as WidgetLayout) ? (layout as WidgetLayout) : 'full',
    limit: parseLimit(attr('limit')),
    theme: THEMES.includes(theme as WidgetTheme) ? (theme as WidgetTheme) : 'light',
  };
}
