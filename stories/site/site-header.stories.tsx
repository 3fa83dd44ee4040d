import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, waitFor, within } from 'storybook/test';
import { SiteHeader } from '../../site/app/site-header.tsx';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/** The sticky header: full navigation on large screens; phone, Compare Now and Menu on small ones. */
const meta = {
  title: 'Site/Header',
  component: SiteHeader,
  decorators: [withSite],
  beforeEach: beforeEachSite,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

/** The Resources menu open: a native popover, opened by a click or from the keyboard. */
export const ResourcesOpen: Story = {
  name: 'Resources open',
  parameters: {
    site: { route: '/income-drawdown' },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <div style={{ minHeight: 560 }}>
      <SiteHeader />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    await userEvent.click(trigger);
    await expect(canvasElement.querySelector('#resources-menu')?.matches(':popover-open')).toBe(true);
    // It fades in (opacity 0 at first, which toBeVisible counts as hidden).
    await waitFor(() => expect(canvas.getByRole('link', { name: /Calculator/ })).toBeVisible());
    // The same button closes it (popovertarget toggles); Escape and a click outside are native light
    // dismiss, which needs real input events: site-shell.spec.ts presses Escape in a real browser.
    await userEvent.click(trigger);
    await expect(canvasElement.querySelector('#resources-menu')?.matches(':popover-open')).toBe(false);
    await expect(canvas.queryByRole('link', { name: /Calculator/ })).toBeNull();
    // Open again for the picture and the axe check of the open menu (it fades in).
    await userEvent.click(trigger);
    await expect(canvasElement.querySelector('#resources-menu')?.matches(':popover-open')).toBe(true);
    await waitFor(() => expect(canvas.getByRole('link', { name: /Calculator/ })).toBeVisible());
  },
};

/** On the blog: "Blog" is marked as the current page. */
export const OnBlog: Story = {
  name: 'Current page: Blog',
  parameters: { site: { route: '/blog' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Phone: Story = { tags: ['phone'], globals: PHONE };
