import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, within } from 'storybook/test';
import { MobileMenu } from '../../site/app/mobile-menu.tsx';
import { SiteHeader } from '../../site/app/site-header.tsx';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/** The phone menu: a right-hand panel titled Menu (focus kept inside, Escape closes it). */
const meta = {
  title: 'Site/Mobile menu',
  component: MobileMenu,
  decorators: [withSite],
  beforeEach: beforeEachSite,
  tags: ['phone'],
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
  render: () => <SiteHeader />,
} satisfies Meta<typeof MobileMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: /Calculator/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};
