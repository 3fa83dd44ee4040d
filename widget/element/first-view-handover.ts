import { pathTo } from './handoff.ts';
import type { FirstViewHandoff, MountWidget } from './widget-config.ts';

/** Events on the first view that start loading the bundle (the reader is about to use it). */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'click', 'input', 'submit'];
/** Events that end a press: the swap waits for them. */
const RELEASE_EVENTS = ['pointerup', 'pointercancel', 'keyup'];

/** What the handover asks of its element. */
export interface HandoverHost {
  /** Whether the element is in the page (a swap waits for it to be). */
  connected(): boolean;
  /** The bundle's mount: at once (site) or by loading it (partner loader). */
  load(): MountWidget | Promise<MountWidget>;
  /** Mounts the interface over the first view with this handoff. */
  mount(mount: MountWidget, handoff: FirstViewHandoff): void;
  /** The first view is gone (swapped, or the mount failed). */
  ended(): void;
}

/**
 * A server-rendered first view on show (decisions 031 and 056), from the reader's first touch to
 * the interface in its place. The bundle loads at the first touch (or at once, on the site); the
 * interface is then built beside the view, which stays in use meanwhile: a press on it is held
 * (its button pressed again on the interface) and the swap waits for the press to end.
 */
export class FirstViewHandover {
  #pressing = false;
  #mount: MountWidget | null = null;
  #waking = false;
  #mounting = false;
  #swapIn: (() => void) | null = null;
  #ended = false;

  constructor(
    readonly element: HTMLElement,
    /** Child-index path of a button pressed before the interface was in. */
    public clickPath: number[] | null,
    private readonly root: ShadowRoot,
    private readonly host: HandoverHost,
  ) {
    this.#listen('addEventListener');
  }

  /** Starts loading the bundle; the interface replaces the first view once built and no press is under way. */
  wake(): void {
    // Loaded while the element was out of the page (moved): swap now that the reader is here.
    if (this.#mount) this.#swap();
    if (this.#waking || this.#ended) return;
    this.#waking = true;
    Promise.resolve(this.host.load()).then(
      (mount) => {
        this.#mount = mount;
        this.#swap();
      },
      (error: unknown) => {
        // The first view stays: its links work, and the next touch tries again.
        this.#waking = false;
        console.error('drawdown-compare: the widget bundle failed to load', error);
      },
    );
  }

  /**
   * The element left the page while its interface was being built, and that build was undone:
   * this handover ends (its listeners go, its swap never comes), and the element starts a new one
   * when it is back.
   */
  cancel(): void {
    if (!this.#ended) this.#end();
  }

  /** Adds or removes the first view's listeners. */
  #listen(method: 'addEventListener' | 'removeEventListener'): void {
    for (const name of WAKE_EVENTS) this.root[method](name, this.#onEvent, true);
    for (const name of RELEASE_EVENTS) this.root[method](name, this.#released, true);
  }

  #onEvent = (event: Event) => {
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    if (event.type === 'pointerdown' || event.type === 'keydown') this.#pressing = true;
    if (event.type === 'submit') event.preventDefault();
    if (event.type === 'click') {
      this.#pressing = false;
      const target = event.composedPath()[0];
      const button = target instanceof Element ? target.closest('button') : null;
      if (button && this.element.contains(button)) {
        // Pressed before the interface could answer: pressed again on the mounted one.
        event.preventDefault();
        this.clickPath = pathTo(this.element, button);
      }
    }
    this.wake();
  };

  #released = () => {
    // The click (or the key's own action) comes right after the release.
    setTimeout(() => {
      this.#pressing = false;
      this.#swap();
    }, 0);
  };

  /** Builds the interface beside the first view (once), then swaps it in when nothing is pressed. */
  #swap(): void {
    if (!this.#mount || this.#pressing || this.#ended || !this.host.connected()) return;
    if (this.#swapIn) {
      this.#end();
      this.#swapIn();
      return;
    }
    if (this.#mounting) return;
    this.#mounting = true;
    const handover = this;
    try {
      this.host.mount(this.#mount, {
        element: this.element,
        get clickPath() {
          return handover.clickPath;
        },
        whenBuilt: (swapIn) => {
          this.#swapIn = swapIn;
          this.#swap();
        },
      });
    } catch (error) {
      this.#end();
      console.error('drawdown-compare: the widget failed to start', error);
    }
  }

  #end(): void {
    this.#ended = true;
    this.#listen('removeEventListener');
    this.host.ended();
  }
}
