import {
  type CSSProperties,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
} from 'react';
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
  layout?: 'full' | 'compact' | 'mini';
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
 * Renders an element's first view for the page being rendered, from its attributes (decision 051):
 * the shadow root's HTML, stylesheet included. Provided by the server's render only (entry-server);
 * the browser has none, and the element mounts over what the server wrote.
 */
export type FirstViewRenderer = (attributes: Record<string, string>) => string;
export const FirstViewContext = createContext<FirstViewRenderer | null>(null);

/** The attributes as the HTML carries them: `true` is present and empty, `false` and unset are absent. */
function attributeValues(attributes: DrawdownCompareAttributes): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false || typeof value === 'object') continue;
    values[name] = value === true ? '' : String(value);
  }
  return values;
}

/**
 * The comparison widget as the site shows it. On the server its first view is written into a
 * declarative shadow root, at the height it will keep, so nothing below moves and a visitor
 * without script sees it (decision 051); `children` are a plain fallback the element shows again
 * (through a slot) if its script fails.
 */
export function DrawdownCompare({
  className = '',
  children,
  ...attributes
}: DrawdownCompareAttributes & { className?: string }) {
  const renderFirstView = useContext(FirstViewContext);
  useEffect(() => {
    void ensureDrawdownCompareDefined();
  }, []);
  const shadow = renderFirstView ? renderFirstView(attributeValues(attributes)) : null;
  // React has no property for a declarative shadow root: the attribute is written as it is.
  const declarative = { shadowrootmode: 'open' } as Record<string, string>;
  return (
    <drawdown-compare class={`dc-widget-slot ${className}`} {...attributes}>
      {shadow === null ? null : <template {...declarative} dangerouslySetInnerHTML={{ __html: shadow }} />}
      {children}
    </drawdown-compare>
  );
}
