import './styles/site.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadPage } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to hydrate.');

// Load this page's module first, so hydration finds the same tree the prerender wrote.
await preloadPage(window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// Hydrate as a transition: React then hydrates in slices and yields to the browser between them
// (clicks and typing stay responsive), instead of one long task for the whole page. The HTML is
// already on screen, so nothing waits for it.
if (container.hasChildNodes())
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
