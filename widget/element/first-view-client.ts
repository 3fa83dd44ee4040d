/**
 * The loader's half of the first view (decision 031): asks the server for the widget's HTML and
 * puts it, made inert and CSP-safe, into the shadow root. Plain DOM, no framework: this file is in
 * widget.js, which every partner page runs.
 */
import { readUnlockCopy } from './unlock-copy.ts';
import {
  FIRST_VIEW_ATTRIBUTE,
  STYLE_ATTRIBUTE,
  WIDGET_ATTRIBUTES,
  type WidgetConfig,
} from './widget-config.ts';

/** Elements a first view never needs; anything else that could run or load is stripped too. */
const STRIPPED = 'script,iframe,object,embed,link,meta,base,style,template';
const SAFE_URL = /^(https?:|mailto:|tel:|#|\/(?!\/))/i;

const isUrlAttribute = (name: string) =>
  name.endsWith('href') || name === 'src' || name === 'action' || name === 'formaction';

/**
 * Leaves only markup: no element that runs or loads anything, no `on…` handler, no link or form
 * target other than http(s), mail, phone, a fragment or a path. The server renders this HTML from
 * our own components; the check keeps it to data even if that ever went wrong. Only the values of
 * link and form targets are read: reading every attribute's value cost as much as parsing the view
 * (docs/benchmarks.md, 28 November).
 */
function inert(root: DocumentFragment): void {
  for (const element of root.querySelectorAll(STRIPPED)) element.remove();
  for (const element of root.querySelectorAll('*'))
    for (const name of element.getAttributeNames())
      if (
        name.startsWith('on') ||
        (isUrlAttribute(name) && !SAFE_URL.test(element.getAttribute(name)?.trim() ?? ''))
      )
        element.removeAttribute(name);
  for (const element of root.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`)) {
    // Through the CSSOM, which a page's CSP allows (a style attribute in HTML it may refuse).
    element.style.cssText = element.getAttribute(STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(STYLE_ATTRIBUTE);
  }
}

/**
 * The first view for `host`, ready to insert, or null where the widget must render itself:
 * grouped elements (they share state on the page), a reader who unlocked before (except in the
 * mini layout, which names no provider, so the unlock changes nothing in it), a server that
 * answers anything but the HTML for this loader's bundle, or no network. The unlock is read from
 * its IndexedDB copy (decision 059): a reader whose flag predates the copy sees the first view
 * once, and the interface, which reads the flag itself, shows the names when it takes over.
 */
export async function fetchFirstView(
  host: HTMLElement,
  config: WidgetConfig,
  base: string,
  bundleFile: string,
): Promise<HTMLElement | null> {
  if (config.group !== null) return null;
  // A reader who unlocked before gets the interface, names and all, at once; the check runs
  // beside the request rather than before it.
  const unlocked = config.layout === 'mini' ? Promise.resolve(false) : readUnlockCopy();
  const query = new URLSearchParams();
  for (const name of Object.keys(WIDGET_ATTRIBUTES)) {
    const value = host.getAttribute(name);
    if (value !== null) query.set(name, value);
  }
  query.set('bundle', bundleFile);
  if (config.urlState) query.set('page', location.search.slice(1));
  const abort = new AbortController();
  const html = fetch(new URL(`/api/widget/first-view?${query}`, base), {
    credentials: 'omit',
    signal: abort.signal,
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ html?: unknown }>) : null))
    .catch(() => null);
  if (await unlocked) {
    abort.abort();
    return null;
  }
  const body = await html;
  if (typeof body?.html !== 'string') return null;
  const template = document.createElement('template');
  template.innerHTML = body.html;
  inert(template.content);
  const view = template.content.firstElementChild;
  return view instanceof HTMLElement && view.hasAttribute(FIRST_VIEW_ATTRIBUTE) ? view : null;
}
