import type { ComponentType, ReactNode } from 'react';

/**
 * When an island's script runs (docs/decisions/021-static-pages-with-islands.md):
 * - `visible`: when it comes within a screen of the viewport (the widget, a table below the fold);
 * - `interaction`: on the first pointer, key or focus inside it (a form on focus, sorting on first use);
 * - `idle`: once the browser is idle after load (things that watch scrolling).
 * Until then the island is plain prerendered HTML: links, native forms and `<details>` work.
 */
export type IslandTrigger = 'visible' | 'interaction' | 'idle';

/** The marked element each island is rendered into; `display: contents`, so it changes no layout. */
export const ISLAND_TAG = 'dc-island';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'dc-island': {
        'data-island'?: string;
        'data-when'?: IslandTrigger;
        'data-props'?: string;
        children?: ReactNode;
        suppressHydrationWarning?: boolean;
      };
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: islands take any JSON-serialisable props
type AnyComponent = ComponentType<any>;

/**
 * Island modules by component, filled in by the prerender from every `*.island.tsx` (their default
 * export). The browser never needs it: there the island is found by the key written into the HTML.
 */
const keys = new Map<AnyComponent, string>();

export function registerIslandModules(modules: Record<string, { default: AnyComponent }>): void {
  for (const [path, module] of Object.entries(modules)) keys.set(module.default, islandKey(path));
}

/** `./pages/fees/fee-table.island.tsx` → `pages/fees/fee-table`: the same key on both sides. */
export function islandKey(path: string): string {
  return path.replace(/^(\.\.?\/)+/, '').replace(/\.island\.tsx$/, '');
}

/**
 * Marks a part of a page that needs script. `of` is the default export of a `*.island.tsx` file;
 * `props` must survive JSON (they are written into the HTML and read back in the browser).
 *
 *     <Island of={FeeTable} props={{ pot }} when="interaction" />
 *
 * In the browser (inside a page hydrated whole, or the admin area) it renders the same element
 * without the attributes, which hydration leaves as they are, and the runtime skips nested islands.
 */
export function Island<P extends object>({
  of: Component,
  props,
  when = 'visible',
}: {
  of: ComponentType<P>;
  props: P;
  when?: IslandTrigger;
}) {
  if (typeof window !== 'undefined')
    return (
      <dc-island suppressHydrationWarning>
        <Component {...props} />
      </dc-island>
    );
  const key = keys.get(Component as AnyComponent);
  if (!key)
    throw new Error(
      `${Component.displayName ?? Component.name} is not the default export of a *.island.tsx file.`,
    );
  return (
    <dc-island data-island={key} data-when={when} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </dc-island>
  );
}

/**
 * A whole page as one island (routes.tsx `island`): for pages that are one interactive tool (the
 * finder, the calculator, a form page), where splitting would only move state between roots.
 */
export function PageIsland({ when, children }: { when: IslandTrigger; children: ReactNode }) {
  if (typeof window !== 'undefined') return children;
  return (
    <dc-island data-island="page" data-when={when}>
      {children}
    </dc-island>
  );
}
