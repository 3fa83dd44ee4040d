import './styles/site.css';
import { StrictMode } from 'react';
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
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
