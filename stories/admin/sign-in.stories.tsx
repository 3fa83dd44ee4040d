import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, fn, within } from 'storybook/test';
import { SignInForm } from '../../site/pages/auth/sign-in-form.tsx';
import { jsonResponse, mockFetch } from '../support/mock-fetch.ts';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/** Staff sign-in: empty, with field errors, wrong details and throttled (mocked answers). */
const meta = {
  title: 'Admin/Sign-in form',
  component: SignInForm,
  decorators: [withSite],
  beforeEach: beforeEachSite,
  args: { onSignedIn: fn() },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <SignInForm {...args} />
    </div>
  ),
} satisfies Meta<typeof SignInForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const signInButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Sign in' });

export const Empty: Story = {};

export const MissingFields: Story = {
  name: 'Errors: nothing filled in',
  play: async ({ canvasElement }) => {
    await userEvent.click(signInButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const WrongDetails: Story = {
  name: 'Error: wrong e-mail or password',
  beforeEach: () =>
    mockFetch(() => jsonResponse(401, { error: { code: 'invalid_credentials', message: 'Wrong details.' } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/i), 'staff@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/i), 'not-the-password');
    await userEvent.click(signInButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Throttled: Story = {
  name: 'Error: too many attempts',
  tags: ['phone'],
  globals: PHONE,
  beforeEach: () =>
    mockFetch(() => jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many attempts.' } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/i), 'staff@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/i), 'guess-number-six');
    await userEvent.click(signInButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
