import { FirstViewHandover } from './first-view-handover.ts';
import { pathTo } from './handoff.ts';
import {
  EARLY_PRESS_PROPERTY,
  type EarlyPressHost,
  type MountedWidget,
  type MountWidget,
  readConfig,
  readyDetail,
  WIDGET_ATTRIBUTES,
  type WidgetConfig,
} from './widget-config.ts';

export interface ElementClassOptions {
  /** Returns the mount function: directly (site) or by loading the lazy bundle (partner loader). */
  load: () => MountWidget | Promise<MountWidget>;
  /** Wait until the element is near the viewport before loading. */
  lazy: boolean;
  /** The origin used when `api-base` or `site-url` is absent. */
  defaultOrigin: () => string;
  /**
   * Shows the server-rendered first view in the shadow root and resolves to its container, or to
   * null where the widget must render itself (decision 031). The partner loader only.
   */
  firstView?: (host: HTMLElement, root: ShadowRoot, config: WidgetConfig) => Promise<HTMLElement | null>;
  /**
   * Take over the first view at once rather than at the reader's first touch: the site, whose
   * bundle is its own and whose grouped elements must change together (decision 051).
   */
  takeOverAtOnce?: boolean;
}

/** How far below the fold an element may be before the loader starts fetching the bundle. */
const ROOT_MARGIN = '600px 0px';

const LOADING_TEXT = 'Loading the drawdown cost comparison…';
const FAILED_TEXT = 'Sorry, the drawdown cost comparison could not be loaded. Please refresh the page.';

/** Puts one line of text in the shadow root in place of anything there. */
function showMessage(root: ShadowRoot, text: string): void {
  const p = document.createElement('p');
  p.textContent = text;
  root.replaceChildren(p);
}

/**
 * Builds the `<drawdown-compare>` class. Called only in a browser (never at module top level), so
 * importing this file during server rendering is safe.
 */
export function createDrawdownCompareClass(options: ElementClassOptions): CustomElementConstructor {
  class DrawdownCompareElement extends HTMLElement {
    static observedAttributes = Object.keys(WIDGET_ATTRIBUTES);

    #mounted: MountedWidget | null = null;
    #observer: IntersectionObserver | null = null;
    #loading = false;
    #root: ShadowRoot;
    /** The server-rendered first view while it is shown (until the interface replaces it). */
    #view: FirstViewHandover | null = null;

    constructor() {
      super();
      this.#root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      if (this.#mounted || this.#loading) return;
      if (!options.lazy || typeof IntersectionObserver === 'undefined') {
        this.#start();
        return;
      }
      if (!this.#root.firstChild) showMessage(this.#root, LOADING_TEXT);
      this.#observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) this.#start();
        },
        { rootMargin: ROOT_MARGIN },
      );
      this.#observer.observe(this);
    }

    disconnectedCallback() {
      this.#observer?.disconnect();
      this.#observer = null;
      // A move (remove then insert in the same task) keeps the mounted tree.
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        // Out mid-build: the half-built interface is unmounted, so its handover must never swap it in.
        this.#view?.cancel();
        this.#mounted.unmount();
        this.#mounted = null;
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue === newValue) return;
      // A first view shows the old attributes: the interface takes over and shows the new ones.
      this.#view?.wake();
      this.#mounted?.update(readConfig(this, options.defaultOrigin()));
    }

    #start() {
      this.#observer?.disconnect();
      this.#observer = null;
      if (this.#mounted || this.#loading) return;
      this.#loading = true;
      if (options.firstView) {
        const config = readConfig(this, options.defaultOrigin());
        options.firstView(this, this.#root, config).then(
          (element) => {
            if (element && this.isConnected) this.#showing(element, config);
            else this.#load();
          },
          () => this.#load(),
        );
        return;
      }
      this.#load();
    }

    /** The first view is in: tell the page, then wait for the reader before loading the bundle. */
    #showing(element: HTMLElement, config: WidgetConfig) {
      // A button the page saw pressed before this element was defined is pressed again on the interface.
      const clickPath = takeEarlyPress(this, element);
      const view: FirstViewHandover = new FirstViewHandover(element, clickPath, this.#root, {
        connected: () => this.isConnected,
        load: options.load,
        mount: (mount, firstView) => {
          this.#loading = false;
          this.#mounted = mount(this, this.#root, readConfig(this, options.defaultOrigin()), { firstView });
        },
        ended: () => {
          if (this.#view === view) this.#view = null;
        },
      });
      this.#view = view;
      const ready = { detail: readyDetail(config), bubbles: true, composed: true };
      this.dispatchEvent(new CustomEvent('dc:ready', ready));
      if (options.takeOverAtOnce) view.wake();
    }

    #load() {
      const mountWith = (mount: MountWidget) => {
        this.#loading = false;
        if (!this.isConnected || this.#mounted) return;
        this.#mounted = mount(this, this.#root, readConfig(this, options.defaultOrigin()));
      };
      try {
        const loaded = options.load();
        if (loaded instanceof Promise) {
          loaded.then(mountWith, (error: unknown) => {
            this.#loading = false;
            this.#failed();
            console.error('drawdown-compare: the widget bundle failed to load', error);
          });
        } else {
          mountWith(loaded);
        }
      } catch (error) {
        this.#loading = false;
        this.#failed();
        console.error('drawdown-compare: the widget failed to start', error);
      }
    }

    /**
     * The widget could not load (blocked by the page's CSP, the network, a failed integrity
     * check): say so, and show the page's own fallback link again, through a slot.
     */
    #failed() {
      showMessage(this.#root, FAILED_TEXT);
      this.#root.append(document.createElement('slot'));
    }
  }

  mirrorAttributes(DrawdownCompareElement.prototype);
  return DrawdownCompareElement;
}

/** JS properties mirror the attributes, so frameworks that set properties (React 19) work too. */
function mirrorAttributes(prototype: HTMLElement): void {
  for (const [attribute, property] of Object.entries(WIDGET_ATTRIBUTES)) {
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
}

/** The path, in the first view, of a button the page held pressed before the element was defined. */
function takeEarlyPress(host: EarlyPressHost, view: HTMLElement): number[] | null {
  const early = host[EARLY_PRESS_PROPERTY];
  delete host[EARLY_PRESS_PROPERTY];
  return early && view.contains(early) ? pathTo(view, early) : null;
}

/** Registers the class under `tag` unless something already did (a second script tag, the site). */
export function defineOnce(tag: string, make: () => CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, make());
}
