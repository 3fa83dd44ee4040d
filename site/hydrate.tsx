/**
 * The admin area and the sign-in page: one client-routed React app behind the admin guard (ADR 006).
 * Public pages never load this; they are static HTML with islands (ADR 021).
 */
import { hydrateRoot } from 'react-dom/client';
import { preloadPage } from './routes.tsx';
import { ClientApp } from './shell/client-app.tsx';

export async function hydrateSite(container: HTMLElement): Promise<void> {
  // The page's module first, so hydration finds the same tree the prerender wrote.
  await preloadPage(window.location.pathname);
  hydrateRoot(container, <ClientApp />);
}
