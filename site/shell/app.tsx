import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout, isAdminPath } from '../app/admin-layout.tsx';
import { SiteLayout } from '../app/site-layout.tsx';
import { ROUTES, RoutePage } from '../routes.tsx';

/** The public pages get the site's header and footer; the admin and staff areas their own frame. */
function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return isAdminPath(pathname) ? <AdminLayout>{children}</AdminLayout> : <SiteLayout>{children}</SiteLayout>;
}

/** The whole site inside a router (BrowserRouter on the client, StaticRouter when prerendering). */
export function App() {
  return (
    <Layout>
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RoutePage file={route.file} island={route.island} />}
          />
        ))}
      </Routes>
    </Layout>
  );
}
