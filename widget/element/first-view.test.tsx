import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDERS } from '../core/providers.ts';
import { EMBED_TEXT, TEXT } from '../core/texts.ts';
import { syncAccessFromStorage } from '../ui/access.ts';
import { configFromQuery, renderFirstView } from './first-view.tsx';
import { pathTo } from './handoff.ts';
import { createMount } from './mount.tsx';
import { FIRST_VIEW_ATTRIBUTE, type MountedWidget, STYLE_ATTRIBUTE } from './widget-config.ts';

/** Every provider in the data: the counts follow the data files, never a typed number. */
const ALL = PROVIDERS.length;

const ORIGIN = 'https://drawdowncompare.co.uk';
const render = (query: string) => renderFirstView(configFromQuery(new URLSearchParams(query), ORIGIN));

describe('the server-rendered first view (decision 031)', () => {
  it('is the widget as a fresh mount shows it: every card of the limit at once, names hidden', () => {
    const html = render('pot=250000&limit=5');
    expect(html.startsWith(`<div class="dc-mount" ${FIRST_VIEW_ATTRIBUTE}="">`)).toBe(true);
    expect(html.match(/<article/g)).toHaveLength(5);
    expect(html).not.toContain('aria-busy');
    // The count line counts the cards shown: the five of the limit, of all providers.
    expect(html).toContain(TEXT.showing(5, ALL));
    expect(html).toContain('value="250,000"');
    for (const provider of PROVIDERS) expect(html).not.toContain(`>${provider.name}<`);
  });

  it('carries no style attribute a strict CSP would refuse; the loader applies them through the CSSOM', () => {
    const html = render('pot=250000');
    expect(html).not.toMatch(/ style="/);
    expect(html).toContain(` ${STYLE_ATTRIBUTE}="`);
  });

  it('reads the attributes as the element does, ignoring unknown ones', () => {
    const config = configFromQuery(
      new URLSearchParams(
        'view=calculator&layout=compact&limit=3&theme=dark&partner=p1&bogus=1&funds=60&shares=40',
      ),
      ORIGIN,
    );
    expect(config).toMatchObject({
      view: 'calculator',
      layout: 'compact',
      limit: 3,
      theme: 'dark',
      partner: 'p1',
      siteUrl: ORIGIN,
      scenario: 'funds=60&shares=40',
    });
    expect(render('view=calculator&pot=100000')).not.toContain('<article');
  });

  it('renders the compact layout with its form, plan and disclosures behind their buttons', () => {
    const html = render('pot=250000&layout=compact&limit=5');
    expect(html.match(/<article/g)).toHaveLength(5);
    expect(html).toContain('data-layout="compact"');
    expect(html).toContain(`>${TEXT.unlockDetails}</button>`);
    expect(html).not.toContain('Your name');
    expect(html).not.toContain(EMBED_TEXT.consultation);
    expect(html).toContain(EMBED_TEXT.disclosuresShort);
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*How you’ll take your money/);
    expect(html).not.toContain(TEXT.filters);
  });

  it('renders the mini layout: the pot box and one button to the ranking, with the pot and the partner', () => {
    const html = render('pot=250000&layout=mini&partner=retirement-weekly');
    expect(html).not.toContain('<article');
    expect(html).toContain(`action="${ORIGIN}/#compare"`);
    expect(html).toContain('<input type="hidden" name="pot" value="250000"/>');
    expect(html).toContain('<input type="hidden" name="partner" value="retirement-weekly"/>');
    expect(html).toContain(EMBED_TEXT.miniButton);
    expect(render('layout=mini')).toContain('<input type="hidden" disabled="" name="pot" value=""/>');
  });

  it('prices the refined plan the attributes describe', () => {
    const plain = render('pot=250000&limit=1');
    const refined = render('pot=250000&limit=1&funds=60&shares=40&income=12000&years=10');
    expect(refined).not.toEqual(plain);
    expect(refined).toContain('over 10 years');
  });
});

describe('a mount over the first view', () => {
  let mounted: MountedWidget | null = null;
  afterEach(() => {
    act(() => mounted?.unmount());
    mounted = null;
    document.body.replaceChildren();
    localStorage.clear();
    syncAccessFromStorage();
  });

  /** A host with the first view in its shadow root, as the loader leaves it. */
  function hostWithFirstView(query: string) {
    const host = document.createElement('div');
    for (const [name, value] of new URLSearchParams(query)) host.setAttribute(name, value);
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const template = document.createElement('template');
    template.innerHTML = render(query);
    const element = template.content.firstElementChild as HTMLElement;
    root.append(element);
    return { host, root, element, config: configFromQuery(new URLSearchParams(query), ORIGIN) };
  }

  it('carries over what was typed, keeps the focus and caret, and does not send dc:ready again', async () => {
    const { host, root, element, config } = hostWithFirstView('pot=250000&limit=5');
    const input = element.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = '90,000';
    input.setSelectionRange(2, 2);
    const events: string[] = [];
    for (const name of ['dc:ready', 'dc:pot-change'])
      host.addEventListener(name, (event) => events.push(event.type));

    await act(async () => {
      mounted = createMount()(host, root, config, { styles: '', firstView: { element, clickPath: null } });
    });

    expect(root.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`)).toBeNull();
    const now = root.querySelector('input') as HTMLInputElement;
    expect(now).not.toBe(input);
    expect(now.value).toBe('90,000');
    expect(root.activeElement).toBe(now);
    expect(now.selectionStart).toBe(2);
    expect(root.textContent).toContain('for a £90,000 pot');
    expect(events).not.toContain('dc:ready');
    expect(events).toContain('dc:pot-change');
    expect(root.querySelectorAll('article')).toHaveLength(5);
  });

  // A whole widget mounted in jsdom: on a shared machine that alone can take seconds.
  it('presses again, on the mounted widget, a button pressed before the bundle ran', {
    timeout: 30_000,
  }, async () => {
    const { host, root, element, config } = hostWithFirstView('pot=250000');
    const filters = [...element.querySelectorAll('button')].find((b) => /Filters/.test(b.textContent ?? ''));
    expect(filters?.getAttribute('aria-expanded')).toBe('false');
    const clickPath = pathTo(element, filters as HTMLButtonElement);

    await act(async () => {
      mounted = createMount()(host, root, config, { styles: '', firstView: { element, clickPath } });
    });

    await waitFor(() => {
      const now = [...root.querySelectorAll('button')].find((b) => /Filters/.test(b.textContent ?? ''));
      expect(now?.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('moves the focus to "Your name" for Unlock Details pressed before the bundle ran, whenever the form registers', {
    timeout: 30_000,
  }, async () => {
    const { host, root, element, config } = hostWithFirstView('pot=250000');
    const unlock = [...element.querySelectorAll('button')].find((b) =>
      b.textContent?.includes(TEXT.unlockDetails),
    );
    const clickPath = pathTo(element, unlock as HTMLButtonElement);
    // The press is replayed in the mount's own task; the form may register before or after it.
    await act(async () => {
      mounted = createMount()(host, root, config, { styles: '', firstView: { element, clickPath } });
    });
    await waitFor(() => expect(root.activeElement?.id).toBe(rootLabelFor(root, 'Your name')));
  });

  it('builds the interface out of the page, then swaps it in when the element says, with what the reader did meanwhile', {
    timeout: 30_000,
  }, async () => {
    const { host, root, element, config } = hostWithFirstView('pot=250000&limit=5');
    const filters = () =>
      [...root.querySelectorAll('button')].find((b) =>
        /Filters/.test(b.textContent ?? ''),
      ) as HTMLButtonElement;
    let swapIn: (() => void) | null = null;
    let clickPath: number[] | null = null;
    const handoff = {
      element,
      get clickPath() {
        return clickPath;
      },
      whenBuilt: (swap: () => void) => {
        swapIn = swap;
      },
    };
    await act(async () => {
      mounted = createMount()(host, root, config, { styles: '', firstView: handoff });
      // A transition: nothing is built while the mount's own task runs (a sync render would be).
      expect(root.querySelectorAll('.dc-mount')).toHaveLength(1);
      expect(swapIn).toBeNull();
      // The reader goes on using the first view while the interface is built.
      const input = element.querySelector('input') as HTMLInputElement;
      input.focus();
      input.value = '80,000';
      clickPath = pathTo(element, filters());
    });
    // Built, and handed to the element, which swaps it in when no press is under way.
    expect(swapIn).not.toBeNull();
    expect(root.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`)).toBe(element);
    expect(root.querySelectorAll('.dc-mount')).toHaveLength(1);

    await act(async () => (swapIn as unknown as () => void)());
    expect(root.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`)).toBeNull();
    expect((root.querySelector('input') as HTMLInputElement).value).toBe('80,000');
    await waitFor(() => expect(filters().getAttribute('aria-expanded')).toBe('true'));
    expect(root.textContent).toContain('for a £80,000 pot');
  });

  it('is live when it is swapped in: a key typed at once after the swap is kept, not reset by React', {
    timeout: 30_000,
  }, async () => {
    // The keys a fast typist sends right after the swap, before React has run the new tree's
    // effects, must land on a field that answers them. A field whose store subscription is not
    // made yet is reset by React to its rendered value, and what was typed is lost.
    const { host, root, element, config } = hostWithFirstView('pot=250000&limit=5');
    const first = element.querySelector('input') as HTMLInputElement;
    first.focus();
    first.value = '80,000';
    const seen: string[] = [];
    const handoff = {
      element,
      clickPath: null,
      whenBuilt: (swap: () => void) => {
        swap();
        const input = root.querySelector('input') as HTMLInputElement;
        seen.push(input.value);
        // The reader's next key: "1" at the end, as the browser changes the field and tells React.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          input,
          `${input.value}1`,
        );
        input.dispatchEvent(new Event('input', { bubbles: true }));
        seen.push(input.value);
      },
    };
    // Not in act(), which would run the effects before the swap's microtask: as a browser does,
    // React flushes a transition's effects in a later task.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      mounted = createMount()(host, root, config, { styles: '', firstView: handoff });
      await waitFor(() => expect(seen).toHaveLength(2));
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(seen).toEqual(['80,000', '800,001']);
    await waitFor(() => expect((root.querySelector('input') as HTMLInputElement).value).toBe('800,001'));
  });

  it('renders itself where no first view was shown, and tells the page it is ready', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const ready = vi.fn();
    host.addEventListener('dc:ready', ready);
    await act(async () => {
      mounted = createMount()(host, root, configFromQuery(new URLSearchParams('pot=1000'), ORIGIN), {
        styles: '',
      });
    });
    // (StrictMode runs effects twice in tests; a production build sends it once.)
    expect(ready).toHaveBeenCalled();
    expect(ready.mock.calls[0]?.[0].detail).toMatchObject({ version: 1, view: 'all' });
    expect(root.querySelector('.dc-mount')).not.toBeNull();
  });
});

/** The id of the field a label names, in a shadow root. */
function rootLabelFor(root: ShadowRoot, text: string): string | null {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  return label?.getAttribute('for') ?? null;
}
