import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieNotice } from '../../site/app/cookie-notice.tsx';
import { STICKY_BAR_THRESHOLD_PX, StickyBar } from '../../site/app/sticky-bar.tsx';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/**
 * What sits at the bottom of the screen: the cookie notice until a choice is made, then on phones
 * the consultation bar once the page is scrolled past 500 px.
 */
const meta = {
  title: 'Site/Bottom notices',
  decorators: [withSite],
  beforeEach: beforeEachSite,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Long enough to scroll past the sticky bar's threshold. */
function TallPage() {
  return (
    <div className="dc-container" style={{ minHeight: STICKY_BAR_THRESHOLD_PX * 4, paddingTop: 24 }}>
      <h1>A long page</h1>
      <p>Scroll down: on a phone the consultation bar appears after {STICKY_BAR_THRESHOLD_PX} px.</p>
    </div>
  );
}

export const CookieNoticeDesktop: Story = {
  name: 'Cookie notice',
  parameters: { site: { cookieChoice: null } },
  render: () => (
    <>
      <TallPage />
      <CookieNotice />
    </>
  ),
};

export const CookieNoticePhone: Story = {
  name: 'Cookie notice, phone',
  tags: ['phone'],
  globals: PHONE,
  parameters: { site: { cookieChoice: null } },
  render: () => (
    <>
      <TallPage />
      <CookieNotice />
    </>
  ),
};

/**
 * Reject is as easy as Accept: both send the notice's form, which the server answers by recording
 * the choice (the `cookie-consent` cookie) and sending the visitor back to the page without it.
 */
export const CookieForm: Story = {
  name: 'Cookie notice, its form',
  parameters: { site: { cookieChoice: null } },
  render: () => (
    <>
      <TallPage />
      <CookieNotice />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reject = canvas.getByRole('button', { name: 'Reject' });
    const accept = canvas.getByRole('button', { name: 'Accept' });
    const form = reject.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/cookie-consent');
    await expect(reject).toHaveAttribute('value', 'rejected');
    await expect(accept).toHaveAttribute('value', 'accepted');
    await expect(reject.className).toBe(accept.className);
  },
};

/** The phone-only consultation bar, after scrolling past the threshold. */
export const StickyBarPhone: Story = {
  name: 'Sticky bar, phone, scrolled',
  tags: ['phone'],
  globals: PHONE,
  render: () => (
    <>
      <TallPage />
      <StickyBar />
    </>
  ),
  play: async ({ canvasElement }) => {
    window.scrollTo(0, STICKY_BAR_THRESHOLD_PX + 300);
    window.dispatchEvent(new Event('scroll'));
    const bar = await within(canvasElement).findByRole('complementary', { name: 'Free consultation' });
    await expect(bar).toBeVisible();
  },
};

/** Closing the bar hides it for the rest of this page view. */
export const StickyBarClosed: Story = {
  name: 'Sticky bar, closed',
  tags: ['phone'],
  globals: PHONE,
  render: () => (
    <>
      <TallPage />
      <StickyBar />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo(0, STICKY_BAR_THRESHOLD_PX + 300);
    window.dispatchEvent(new Event('scroll'));
    const bar = await canvas.findByRole('complementary', { name: 'Free consultation' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(canvas.queryByRole('complementary', { name: 'Free consultation' })).toBeNull(),
    );
  },
};
