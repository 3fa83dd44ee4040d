/**
 * Hydrates one island (ADR 021): the component of a `*.island.tsx` file with the props the prerender
 * wrote, or a whole page (`data-island="page"`). Each island is its own React root. Loaded by
 * entry-client.tsx on the island's trigger, so a page that never needs script never loads React.
 */
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, type Navigator, Route, Router, Routes, type To } from 'react-router-dom';
import { replayEarlyInput } from './app/early-input.ts';
import { islandKey } from './app/island.tsx';
import { loadPage, routeForPath } from './routes.tsx';

// biome-ignore lint/suspicious/noExplicitAny: islands take any JSON-serialisable props
const ISLANDS = import.meta.glob<{ default: ComponentType<any> }>('./**/*.island.tsx');
const BY_KEY = new Map(Object.entries(ISLANDS).map(([path, load]) => [islandKey(path), load]));

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
/**
 * Links inside an island (react-router's <Link>) go to another static page: a full page load, as a
 * plain link would, not a client-side route change the island could not render.
 */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => {
    // The calculator keeps its inputs in the address: a same-page replace only rewrites the URL.
    const target = new URL(href(to), window.location.href);
    if (target.pathname === window.location.pathname)
      window.history.replaceState(window.history.state, '', target);
    else window.location.replace(target);
  },
};

function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, []);
  return children;
}

/** Resolves once the island has hydrated (its effects have run). */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const key = element.dataset.island ?? '';
  let content: ReactNode;
  if (key === 'page') {
    const route = routeForPath(window.location.pathname);
    const Page = await loadPage(route.file);
    content = (
      <Routes>
        <Route path={route.path} element={<Page />} />
      </Routes>
    );
  } else {
    const load = BY_KEY.get(key);
    if (!load) throw new Error(`No island module for "${key}".`);
    const { default: Component } = await load();
    content = <Component {...JSON.parse(element.dataset.props ?? '{}')} />;
  }
  await new Promise<void>((resolve) => {
    const { pathname, search, hash } = window.location;
    const root = (
      <StrictMode>
        <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
          <Hydrated
            onDone={() => {
              // What was typed before this island hydrated reaches its components (early-input.ts).
              replayEarlyInput(element);
              resolve();
            }}
          >
            {content}
          </Hydrated>
        </Router>
      </StrictMode>
    );
    // A transition: React hydrates in slices and yields to input between them.
    startTransition(() => {
      hydrateRoot(element, root);
    });
  });
}
