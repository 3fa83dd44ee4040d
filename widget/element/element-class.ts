import { type MountedWidget, type MountWidget, readConfig, WIDGET_ATTRIBUTES } from './widget-config.ts';

export interface ElementClassOptions {
  /** Returns the mount function: directly (site) or by loading the lazy bundle (partner loader). */
  load: () => MountWidget | Promise<MountWidget>;
  /** Wait until the element is near the viewport before loading. */
  lazy: boolean;
  /** The origin used when `api-base` or `site-url` is absent. */
  defaultOrigin: () => string;
}

/** How far below the fold an element may be before the loader starts fetching the bundle. */
const ROOT_MARGIN = '600px 0px';

const LOADING_TEXT = 'Loading the drawdown cost comparison…';
const FAILED_TEXT = 'Sorry, the drawdown cost comparison could not be loaded. Please refresh the page.';

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
      if (!this.#root.firstChild) this.#message(LOADING_TEXT);
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
        this.#mounted.unmount();
        this.#mounted = null;
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue !== newValue) this.#mounted?.update(readConfig(this, options.defaultOrigin()));
    }

    #start() {
      this.#observer?.disconnect();
      this.#observer = null;
      if (this.#mounted || this.#loading) return;
      this.#loading = true;
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
            this.#message(FAILED_TEXT);
            console.error('drawdown-compare: the widget bundle failed to load', error);
          });
        } else {
          mountWith(loaded);
        }
      } catch (error) {
        this.#loading = false;
        this.#message(FAILED_TEXT);
        console.error('drawdown-compare: the widget failed to start', error);
      }
    }

    #message(text: string) {
      const p = document.createElement('p');
      p.textContent = text;
      this.#root.replaceChildren(p);
    }
  }

  // JS properties mirror the attributes, so frameworks that set properties (React 19) work too.
  for (const [attribute, property] of Object.entries(WIDGET_ATTRIBUTES)) {
    Object.defineProperty(DrawdownCompareElement.prototype, property, {
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
  return DrawdownCompareElement;
}

/** Registers the class under `tag` unless something already did (a second script tag, the site). */
export function defineOnce(tag: string, make: () => CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, make());
}
