import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, within } from 'storybook/test';
import SetPasswordPage from '../../site/pages/admin/set-password-page.tsx';
import StaffPage from '../../site/pages/admin/staff-page.tsx';
import { beforeEachAdmin, withAdmin } from '../support/admin-frame.tsx';
import { PHONE } from '../support/site-frame.tsx';
import { mockAdminApi } from './admin-fixtures.ts';

/**
 * Whole staff pages in the admin layout: /staff for a signed-in member of staff, and the page an
 * invitation link opens to choose a password (valid, incomplete and expired links, errors, done).
 */
const meta = {
  title: 'Admin/Staff pages',
  tags: ['page'],
  decorators: [withAdmin],
  beforeEach: beforeEachAdmin,
  parameters: { layout: 'fullscreen', admin: { route: '/staff' } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Staff: Story = {
  name: 'Staff page, with data',
  beforeEach: () => mockAdminApi({ data: 'full', role: 'staff' }),
  render: () => <StaffPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Margaret Ellis', {}, { timeout: 15_000 });
    await canvas.findByText('1 overdue request');
    await expect(canvas.getByText(/Drawdown Compare staff/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Erase/ })).toBeNull();
  },
};

export const StaffPhone: Story = {
  name: 'Staff page, phone',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () => mockAdminApi({ data: 'full', role: 'staff' }),
  render: () => <StaffPage />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Olive Overdue', {}, { timeout: 15_000 });
  },
};

/** Signing out failed: the member of staff is told they are still signed in. */
export const SignOutFailed: Story = {
  name: 'Staff page, sign-out failed',
  beforeEach: () => mockAdminApi({ data: 'full', role: 'staff', signOut: 'failing' }),
  render: () => <StaffPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }, { timeout: 15_000 }));
    await expect(await canvas.findByText('You are still signed in')).toBeVisible();
  },
};

/** A made-up token of the right shape (the mocked API accepts it, or says it expired). */
const TOKEN = 'k3Yq9dV0sXb7WmT2pL8rN4cF6hJ1aZ5e';

/** Puts `#token=…` in the address, as the invitation link does; the cleanup takes it away again. */
function linkWithToken(token: string | null) {
  const { pathname, search } = window.location;
  history.replaceState(history.state, '', `${pathname}${search}${token ? `#token=${token}` : ''}`);
  return () => history.replaceState(history.state, '', `${pathname}${search}`);
}

async function choose(canvasElement: HTMLElement, password: string, again: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText('New password', {}, { timeout: 15_000 });
  if (password) await userEvent.type(field, password);
  if (again) await userEvent.type(canvas.getByLabelText('The same password again'), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Set my password' }));
}

const setPasswordRoute = { admin: { route: '/staff/set-password' } };

export const SetPasswordForm: Story = {
  name: 'Set password: valid link',
  parameters: setPasswordRoute,
  beforeEach: () => {
    const undoMock = mockAdminApi('full');
    const undoLink = linkWithToken(TOKEN);
    return () => {
      undoLink();
      undoMock();
    };
  },
  render: () => <SetPasswordPage />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('New password', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const SetPasswordIncomplete: Story = {
  name: 'Set password: link not complete',
  parameters: setPasswordRoute,
  beforeEach: () => {
    const undoMock = mockAdminApi('full');
    const undoLink = linkWithToken(null);
    return () => {
      undoLink();
      undoMock();
    };
  },
  render: () => <SetPasswordPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This link is not complete/)).toBeVisible();
  },
};

export const SetPasswordTooShort: Story = {
  name: 'Set password: too short',
  parameters: setPasswordRoute,
  beforeEach: () => {
    const undoMock = mockAdminApi('full');
    const undoLink = linkWithToken(TOKEN);
    return () => {
      undoLink();
      undoMock();
    };
  },
  render: () => <SetPasswordPage />,
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'short', '');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('New password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const SetPasswordMismatch: Story = {
  name: 'Set password: not the same twice',
  tags: ['phone'],
  globals: PHONE,
  parameters: setPasswordRoute,
  beforeEach: () => {
    const undoMock = mockAdminApi('full');
    const undoLink = linkWithToken(TOKEN);
    return () => {
      undoLink();
      undoMock();
    };
  },
  render: () => <SetPasswordPage />,
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'three unrelated words', 'three unrelated word');
    await expect(
      (await within(canvasElement).findAllByText('The two passwords are not the same.'))[0],
    ).toBeVisible();
  },
};

export const SetPasswordExpired: Story = {
  name: 'Set password: link expired',
  parameters: setPasswordRoute,
  beforeEach: () => {
    const undoMock = mockAdminApi({ data: 'full', setPassword: 'expired' });
    const undoLink = linkWithToken(TOKEN);
    return () => {
      undoLink();
      undoMock();
    };
  },
  render: () => <SetPasswordPage />,
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'three unrelated words', 'three unrelated words');
    await expect(await within(canvasElement).findByText(/This link has expired/)).toBeVisible();
  },
};

export const SetPasswordDone: Story = {
  name: 'Set password: done',
  parameters: setPasswordRoute,
  beforeEach: () => {
    const undoMock = mockAdminApi('full');
    const undoLink = linkWithToken(TOKEN);
    return () => {
      undoLink();
      undoMock();
    };
  },
  render: () => <SetPasswordPage />,
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'three unrelated words', 'three unrelated words');
    await expect(await within(canvasElement).findByText(/Your password is set for/)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};
