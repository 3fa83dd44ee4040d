import '../../site/styles/site.css';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AdminLayout } from '../../site/app/admin-layout.tsx';
import { resetSessionForTests } from '../../site/app/session.ts';

/** Admin story settings (`parameters.admin`). */
export interface AdminStoryState {
  /** The path the router starts on (the admin menu marks it). Default /admin. */
  route?: string;
}

/**
 * Admin and staff components inside the real admin layout (skip link, main landmark, no public
 * header or footer) and a memory router, as on /admin and /staff, so axe checks them where they
 * are used. A panel gets the page's container; a whole page (tag `page`) draws its own.
 */
export const withAdmin: Decorator = (Story, context) => {
  const state = (context.parameters.admin ?? {}) as AdminStoryState;
  const wholePage = context.tags.includes('page');
  return (
    <MemoryRouter initialEntries={[state.route ?? '/admin']}>
      <AdminLayout>
        {wholePage ? (
          <Story />
        ) : (
          <div className="dc-container space-y-10 py-6 sm:py-8">
            <Story />
          </div>
        )}
      </AdminLayout>
    </MemoryRouter>
  );
};

/**
 * Before each admin story: the session store starts from "loading" again, so the signed-in user of
 * the previous story (admin or staff) does not show in this one.
 */
export function beforeEachAdmin(): void {
  resetSessionForTests();
}
