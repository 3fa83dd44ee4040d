import './styles/site.css';
import {
  EARLY_PRESS_PROPERTY,
  type EarlyPressHost,
  FIRST_VIEW_ATTRIBUTE,
} from '../widget/element/first-view-names.ts';
import { ACCESS_FLAG, takeAccessToken } from './app/access-token.ts';
import { watchStickyBar } from './app/sticky-bar-behaviour.ts';

/**
 * The one script every page loads (about 1 KB; ADR 021). The page is prerendered HTML that works
 * without it: links, the menu (a native dialog), the footer's sections, the cookie notice (a form
 * the server answers) and every form. This entry only arms each island's trigger; React and an
 * island's code load when that island is needed, and each island is its own root.
 *
 * - `<dc-island data-when="visible">`: when it comes near the viewport;
 * - `data-when="interaction"`: on the first pointer, key or focus inside it;
 * - `data-when="idle"`: when the browser is idle after load;
 * - `<drawdown-compare>`: the widget element is defined when one comes near the viewport;
 * - the admin area and sign-in (`#root[data-spa]`) are one client-routed app behind the guard.
 *
 * It also starts the phone sticky bar's watcher (`sticky-bar-behaviour.ts`, plain DOM, ADR 024).
 *
 * A tap on a button or a form sent inside an island that has not hydrated yet is held and given to
 * the island once it has (never lost, never sent natively half-done).
 */
type IslandElement = HTMLElement & { dcHydration?: Promise<void> };

const root = document.getElementById('root');

// An e-mail's comparison link carries a signed token (decision 043): it leaves the address bar
// before any island reads the address, and unlocks the names once the server has checked it.
const accessToken = takeAccessToken();
if (accessToken !== null)
  void import('./app/access-link.ts')
    .then((link) => link.unlockWithToken(accessToken))
    .then((result) => {
      if (result === 'unlocked') hydrateIslandsWithHiddenNames();
    });

/** Whether this browser has unlocked the names (the widget's flag; storage may be blocked). */
function namesUnlocked(): boolean {
  try {
    return localStorage.getItem(ACCESS_FLAG) === 'true';
  } catch {
    return false;
  }
}

/**
 * A ranking made for the visitor is prerendered with the names hidden (decision 043): for a visitor
 * who has unlocked them, its island hydrates at once rather than at the first touch, and shows them.
 */
function hydrateIslandsWithHiddenNames() {
  for (const island of document.querySelectorAll<IslandElement>('dc-island[data-island]'))
    if (!island.parentElement?.closest('dc-island') && island.querySelector('[data-names-gated]'))
      void hydrate(island);
}

function hydrate(island: IslandElement): Promise<void> {
  island.dcHydration ??= import('./island-runtime.tsx')
    .then((runtime) => runtime.hydrateIsland(island))
    .then(() => {
      island.dataset.hydrated = 'true';
    });
  return island.dcHydration;
}

/** Holds clicks on buttons and form submissions until the island has hydrated, then replays them. */
function holdEarlyActions(island: IslandElement) {
  const hold = (event: Event) => {
    if (island.dataset.hydrated) return;
    const target = event.target as HTMLElement;
    if (event.type === 'click') {
      const button = target.closest('button, [role="button"], input[type="submit"]');
      if (!button || !island.contains(button) || button.hasAttribute('command')) return;
      event.preventDefault();
      event.stopPropagation();
      void hydrate(island).then(() => (button as HTMLElement).click());
    } else if (event.type === 'submit') {
      const form = target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
      event.stopPropagation();
      void hydrate(island).then(() => form.requestSubmit(submitter));
    }
  };
  island.addEventListener('click', hold, true);
  island.addEventListener('submit', hold, true);
}

/**
 * Defines the widget element, which mounts every <drawdown-compare> on the page over the first view
 * the server wrote (decision 051). A partner widget's "See all providers" link brings the reader's
 * pot along (`/?pot=250000`), and the mini layout the partner's id: the server renders `/` for them
 * (this only fills in what a page served without them lacks).
 */
function defineWidget() {
  const query = new URLSearchParams(window.location.search);
  const pot = query.get('pot');
  if (pot && /^\d{1,10}$/.test(pot))
    for (const widget of document.querySelectorAll('drawdown-compare:not([pot])'))
      widget.setAttribute('pot', pot);
  // From a partner's mini widget: the partner is credited with what happens here (an unlock).
  const partner = query.get('partner');
  if (partner && /^[A-Za-z0-9._-]{1,64}$/.test(partner))
    for (const widget of document.querySelectorAll('drawdown-compare:not([partner])'))
      widget.setAttribute('partner', partner);
  void import('./app/drawdown-compare-element.tsx').then((widget) => widget.ensureDrawdownCompareDefined());
}

/**
 * Holds a button pressed in a widget's first view before the element is defined (its script comes
 * with the site's React): the element presses it again on the interface (EARLY_PRESS_PROPERTY).
 * Typing needs no help: the first view's fields keep it, and the element carries it over.
 */
function holdEarlyPresses(widget: EarlyPressHost) {
  widget.addEventListener(
    'click',
    (event) => {
      if (widget.matches(':defined')) return;
      const target = event.composedPath()[0];
      const button = target instanceof Element ? target.closest('button') : null;
      if (!button || button.closest(`[${FIRST_VIEW_ATTRIBUTE}]`) === null) return;
      event.preventDefault();
      widget[EARLY_PRESS_PROPERTY] = button;
      defineWidget();
    },
    true,
  );
}

/**
 * A dc-island is `display: contents` (site.css): it has no box, so an IntersectionObserver never
 * sees it come near. A `visible` island is watched through its element children instead.
 */
const islandOf = new WeakMap<Element, IslandElement>();

const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearViewport.unobserve(entry.target);
      const island = islandOf.get(entry.target);
      if (island) {
        for (const child of island.children) nearViewport.unobserve(child);
        void hydrate(island);
      } else if (entry.target.localName === 'drawdown-compare') defineWidget();
    }
  },
  // About a screen ahead, so it is ready by the time it is seen.
  { rootMargin: '100% 0px' },
);

// 'input' and 'change' too: a value can change with no key or pointer event inside the island (a
// select chosen from the system's own picker on a phone, autofill); replayEarlyInput hands it over.
const INTERACTIONS = [
  'pointerdown',
  'keydown',
  'focusin',
  'pointerover',
  'touchstart',
  'input',
  'change',
] as const;

function arm(island: IslandElement) {
  holdEarlyActions(island);
  const when = island.dataset.when;
  if (when === 'interaction') {
    const start = () => {
      for (const type of INTERACTIONS) island.removeEventListener(type, start, true);
      void hydrate(island);
    };
    for (const type of INTERACTIONS) island.addEventListener(type, start, { capture: true, passive: true });
    if (island.contains(document.activeElement)) start();
  } else if (when === 'idle') {
    // After load, so the island's code never competes with what the first view needs.
    const start = () => void hydrate(island);
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(start, { timeout: 3000 })
        : setTimeout(start, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  } else {
    const boxes = island.children.length > 0 ? [...island.children] : [island];
    for (const box of boxes) {
      islandOf.set(box, island);
      nearViewport.observe(box);
    }
  }
}

if (root?.dataset.spa !== undefined) {
  const { hydrateSite } = await import('./hydrate.tsx');
  await hydrateSite(root);
} else {
  // Outermost islands only: an island inside another hydrates with it.
  for (const island of document.querySelectorAll<IslandElement>('dc-island[data-island]'))
    if (!island.parentElement?.closest('dc-island')) arm(island);
  for (const widget of document.querySelectorAll<EarlyPressHost>('drawdown-compare')) {
    holdEarlyPresses(widget);
    nearViewport.observe(widget);
  }
  if (namesUnlocked()) hydrateIslandsWithHiddenNames();
  const stickyBar = document.querySelector<HTMLDetailsElement>('details.dc-sticky');
  if (stickyBar) watchStickyBar(stickyBar);
  // A menu link to a place on this page (Compare Now on the home page) leaves the document loaded:
  // close the menu so the place is seen.
  window.addEventListener('hashchange', () =>
    document.querySelector<HTMLDialogElement>('dialog[open]')?.close(),
  );
  // Browsers without invoker commands (before Safari 26.2, Firefox 144) open the menu from here.
  if (!('command' in HTMLButtonElement.prototype))
    document.addEventListener('click', (event) => {
      const button = (event.target as Element).closest?.('button[commandfor]');
      if (!button) return;
      const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (button.getAttribute('command') === 'show-modal') dialog.showModal();
      else if (button.getAttribute('command') === 'close') dialog.close();
    });
  // Tab stays inside an open modal dialog (the menu) instead of leaving for the browser's toolbar.
  document.addEventListener('keydown', (event) => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (event.key !== 'Tab' || !dialog) return;
    const items = [
      ...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
    ];
    const edge = event.shiftKey ? items[0] : items.at(-1);
    if (edge && document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? items.at(-1) : items[0])?.focus();
    }
  });
  // Every trigger is armed: from here no input is lost (tests and monitoring wait for this).
  document.documentElement.dataset.hydrated = 'true';
}
