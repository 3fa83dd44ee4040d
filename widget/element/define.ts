import { createDrawdownCompareClass, defineOnce } from './element-class.ts';
import { createMount } from './mount.tsx';
import { adoptWidgetStyles } from './styles.ts';
import { FIRST_VIEW_ATTRIBUTE, TAG_NAME } from './widget-config.ts';

/**
 * Registers `<drawdown-compare>` with a class that mounts React at once, using the caller's
 * React (the site imports this so that no second copy of React is loaded). Safe to import during
 * server rendering: nothing touches `window` until it is called in a browser. If the partner
 * loader (widget.js) got there first, its definition is kept.
 *
 * @example useEffect(() => defineDrawdownCompare(), []);
 */
export function defineDrawdownCompare(): void {
  if (typeof window === 'undefined') return;
  const mountWidget = createMount(adoptWidgetStyles);
  defineOnce(TAG_NAME, () =>
    createDrawdownCompareClass({
      load: () => mountWidget,
      lazy: false,
      defaultOrigin: () => window.location.origin,
      // The page's server wrote the first view into a declarative shadow root (decision 051): the
      // interface replaces it at once, in one commit, keeping what the reader typed or focused.
      firstView: (_host, root) =>
        Promise.resolve(
          [...root.children].find(
            (child): child is HTMLElement =>
              child instanceof HTMLElement && child.hasAttribute(FIRST_VIEW_ATTRIBUTE),
          ) ?? null,
        ),
      takeOverAtOnce: true,
    }),
  );
}

export type { WidgetEvents } from '../ui/widget-context.ts';
export { prepareWidgetStyles } from './styles.ts';
export type { WidgetConfig, WidgetView } from './widget-config.ts';
