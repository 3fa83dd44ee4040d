import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '../../site/app/site-footer.tsx';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/** The footer: three columns on larger screens, an accordion (one section at a time) on phones. */
const meta = {
  title: 'Site/Footer',
  component: SiteFooter,
  decorators: [withSite],
  beforeEach: beforeEachSite,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const PhoneClosed: Story = { name: 'Phone, accordion closed', tags: ['phone'], globals: PHONE };

export const PhoneOpen: Story = {
  name: 'Phone, Quick Links open',
  tags: ['phone'],
  globals: PHONE,
  play: async ({ canvasElement }) => {
    // Native <details name>: one section open at a time, no script.
    const summary = [...canvasElement.querySelectorAll('summary')].find(
      (el) => el.textContent === 'Quick Links',
    );
    if (!summary) throw new Error('No Quick Links section');
    await userEvent.click(summary);
    await expect(summary.parentElement).toHaveAttribute('open');
    await expect(within(canvasElement).getByRole('link', { name: 'Compare Providers' })).toBeVisible();
  },
};
