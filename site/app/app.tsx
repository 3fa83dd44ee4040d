import { Route, Routes } from 'react-router-dom';
import { ROUTES, RoutePage } from '../routes.tsx';
import { SiteLayout } from './site-layout.tsx';

/** The whole site inside a router (BrowserRouter on the client, StaticRouter when prerendering). */
export function App() {
  return (
    <SiteLayout>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage file={route.file} />} />
        ))}
      </Routes>
    </SiteLayout>
  );
}
