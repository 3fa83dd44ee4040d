import { type CSSProperties, type ReactNode, startTransition, useEffect } from 'react';
import { nextTask } from '../../widget/ui/tasks.ts';

type WidgetView = 'calculator' | 'results' | 'all';

interface DrawdownCompareAttributes {
  view?: WidgetView;
  group?: string;
  pot?: string | number;
  'site-url'?: string;
  'api-base'?: string;
  /** Keep the visitor's "how you'll take your money" answers in the page's URL query. */
  'url-state'?: boolean;
  partner?: string;
  layout?: 'full' | 'compact';
  limit?: string | number;
  theme?: 'light' | 'dark' | 'auto';
  style?: CSSProperties;
  class?: string;
  id?: string;
  children?: ReactNode;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'drawdown-compare': DrawdownCompareAttributes;
    }
  }
}

/** The widget's element definition, bundled with the site so it shares the site's React. */
const loadDefine = () => import('../../widget/element/define.ts');

let defined: Promise<void> | null = null;

/** Registers <drawdown-compare> once, in the browser only (never while prerendering). */
export function ensureDrawdownCompareDefined(): Promise<void> {
  if (!defined) {
    // Three tasks, none of them long: evaluate the chunk; parse the widget's stylesheet;
    // define the element, which mounts every <drawdown-compare> on the page. Inside a transition
    // React then renders them in slices that yield to the browser, and each list fills in a few
    // cards per frame (widget/ui/progressive.ts).
    defined = loadDefine()
      .then((module) => nextTask(module))
      .then((module) => {
        module.prepareWidgetStyles();
        return nextTask(module);
      })
      .then((module) => startTransition(() => module.defineDrawdownCompare()));
  }
  return defined;
}

/**
 * The comparison widget as the site shows it. The slot reserves the widget's height before it
 * mounts so nothing below it moves (CLS); `children` are a plain fallback shown without script.
 */
export function DrawdownCompare({
  className = '',
  children,
  ...attributes
}: DrawdownCompareAttributes & { className?: string }) {
  useEffect(() => {
    void ensureDrawdownCompareDefined();
  }, []);
  return (
    <drawdown-compare class={`dc-widget-slot ${className}`} {...attributes}>
      {children}
    </drawdown-compare>
  );
}
