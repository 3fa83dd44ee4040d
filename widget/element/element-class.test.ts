import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrawdownCompareClass } from './element-class.ts';
import { pathTo } from './handoff.ts';
import type { FirstViewHandoff, MountWidget } from './widget-config.ts';

/**
 * The element's side of the handoff from a first view (decision 056): the interface is built while
 * the first view stays in use, and it is swapped in only when no press is under way. The mount here
 * is a stand-in that records what the element gives it, so each step can be played by hand.
 */

let defined = 0;

function defineWith(mount: MountWidget, keepView = false): string {
  const tag = `dc-handoff-${++defined}`;
  customElements.define(
    tag,
    createDrawdownCompareClass({
      load: () => mount,
      lazy: false,
      defaultOrigin: () => 'https://drawdowncompare.co.uk',
      firstView: (_host, root) => {
        // Like the site's element: it takes up the view already in its shadow root, if any.
        const shown = root.firstElementChild;
        if (keepView && shown instanceof HTMLElement) return Promise.resolve(shown);
        const view = document.createElement('div');
        view.innerHTML = '<p>Ranking</p><button type="button">Filters</button>';
        root.replaceChildren(view);
        return Promise.resolve(view);
      },
      takeOverAtOnce: true,
    }),
  );
  return tag;
}

/** Lets the element's promises and zero-delay timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('the element over a first view', () => {
  it('keeps the first view in use while the interface is built, and swaps when the press has ended', async () => {
    let handoff: FirstViewHandoff | undefined;
    const mount = vi.fn<MountWidget>((_host, _root, _config, options) => {
      handoff = options?.firstView;
      return { update: vi.fn(), unmount: vi.fn() };
    });
    const host = document.createElement(defineWith(mount));
    document.body.append(host);
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    const view = handoff?.element as HTMLElement;
    const button = view.querySelector('button') as HTMLButtonElement;

    // A press starts while the interface is still being built: it is held, as before the mount.
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    const swapIn = vi.fn();
    handoff?.whenBuilt?.(swapIn);
    expect(swapIn).not.toHaveBeenCalled();

    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(swapIn).toHaveBeenCalledTimes(1);
    // The press is read at the swap, to be pressed again on the interface.
    expect(handoff?.clickPath).toEqual(pathTo(view, button));
    // Built once: later touches and attribute changes do not mount again.
    host.setAttribute('pot', '100000');
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(swapIn).toHaveBeenCalledTimes(1);
  });

  it('swaps at once when the interface is built with nothing pressed', async () => {
    let handoff: FirstViewHandoff | undefined;
    const host = document.createElement(
      defineWith((_host, _root, _config, options) => {
        handoff = options?.firstView;
        return { update: vi.fn(), unmount: vi.fn() };
      }),
    );
    document.body.append(host);
    await settle();
    const swapIn = vi.fn();
    handoff?.whenBuilt?.(swapIn);
    expect(swapIn).toHaveBeenCalledTimes(1);
    expect(handoff?.clickPath).toBeNull();
  });

  it('an element taken out while its interface is built, and put back, never swaps in the undone build', async () => {
    const handoffs: FirstViewHandoff[] = [];
    const unmount = vi.fn();
    const host = document.createElement(
      defineWith((_host, _root, _config, options) => {
        if (options?.firstView) handoffs.push(options.firstView);
        return { update: vi.fn(), unmount };
      }, true),
    );
    document.body.append(host);
    await settle();
    host.remove();
    await settle();
    expect(unmount).toHaveBeenCalledTimes(1);

    document.body.append(host);
    await settle();
    expect(handoffs).toHaveLength(2);
    const [undone, fresh] = handoffs;
    expect(fresh?.element).toBe(undone?.element);
    // The first build ends late, after it was unmounted; a touch on the view comes meanwhile.
    const stale = vi.fn();
    undone?.whenBuilt?.(stale);
    undone?.element.querySelector('button')?.click();
    await settle();
    expect(stale).not.toHaveBeenCalled();
    const swapIn = vi.fn();
    fresh?.whenBuilt?.(swapIn);
    expect(swapIn).toHaveBeenCalledTimes(1);
  });
});
