import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';

/** The site as the browser runs it: the app inside the browser's router. */
export function ClientApp() {
  return (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
}
