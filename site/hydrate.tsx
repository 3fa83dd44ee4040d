/**
 * Hydrates the prerendered page in stages, each in its own task, so no single task holds the main
 * thread for long (Total Blocking Time): React DOM is evaluated, then the router with the route
 * table, then the app shell, then this page's module; then React hydrates as a transition (in
 * slices, yielding between them). entry-client.tsx has already asked for every chunk in parallel,
 * so the stages wait on the CPU, not on the network. Between stages the browser runs a frame and
 * any input (`nextTask`).
 */
import { nextTask } from '../widget/core/tasks.ts';

export async function hydrateSite(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to hydrate.');

  const [React, ReactDOM] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  // The route table brings the router with it; the shell (header, footer, notices) comes next.
  const { preloadPage } = await import('./routes.tsx');
  await nextTask();
  const { ClientApp } = await import('./app/client-app.tsx');
  await nextTask();
  // This page's module first, so hydration finds the same tree the prerender wrote.
  await preloadPage(window.location.pathname);
  await nextTask();

  const app = <ClientApp />;
  // A transition: React hydrates in slices and yields to the browser between them (clicks and
  // typing stay responsive) instead of one long task for the whole page.
  if (container.hasChildNodes())
    React.startTransition(() => {
      ReactDOM.hydrateRoot(container, app);
    });
  else ReactDOM.createRoot(container).render(app);
}
