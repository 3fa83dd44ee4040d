import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { CookieNotice } from '../../site/app/cookie-notice.tsx';
import { STICKY_BAR_THRESHOLD_PX, StickyBar } from '../../site/app/sticky-bar.tsx';
import { watchStickyBar } from '../../site/app/sticky-bar-behaviour.ts';
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

/**
 * The bar as a page has it: the server-rendered HTML plus the small script entry-client.tsx starts
 * on every public page (ADR 024).
 */
function WatchedStickyBar() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current?.querySelector<HTMLDetailsElement>('details.dc-sticky');
    return bar ? watchStickyBar(bar) : undefined;
  }, []);
  return (
    <div ref={ref}>
      <StickyBar />
    </div>
  );
}

/** Scrolls the story's page and lets the bar's script see it. */
function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
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
      <WatchedStickyBar />
    </>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLDetailsElement>('details.dc-sticky');
    await expect(bar).not.toBeNull();
    scrollTo(0);
    await waitFor(() => expect(bar).not.toBeVisible());
    scrollTo(STICKY_BAR_THRESHOLD_PX + 300);
    await waitFor(() => expect(bar).toHaveAttribute('data-shown', 'true'));
    const aside = within(canvasElement).getByRole('complementary', { name: 'Free consultation' });
    await expect(aside).toBeVisible();
  },
};

/**
 * Closing the bar hides it for the rest of this page view. The close is the `<summary>` of the
 * bar's `<details open>` (a native toggle that works before and without script), labelled "Close".
 */
export const StickyBarClosed: Story = {
  name: 'Sticky bar, closed',
  tags: ['phone'],
  globals: PHONE,
  render: () => (
    <>
      <TallPage />
      <WatchedStickyBar />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    scrollTo(STICKY_BAR_THRESHOLD_PX + 300);
    const bar = canvasElement.querySelector<HTMLDetailsElement>('details.dc-sticky');
    await waitFor(() => expect(bar).toHaveAttribute('data-shown', 'true'));
    const close = canvas.getByLabelText('Close');
    await expect(close.tagName).toBe('SUMMARY');
    await userEvent.click(close);
    await waitFor(() => expect(bar).not.toHaveAttribute('open'));
    await expect(bar).not.toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Free consultation' })).toBeNull();
    // Closed stays closed: scrolling further does not bring it back.
    scrollTo(STICKY_BAR_THRESHOLD_PX + 600);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(bar).not.toBeVisible();
  },
};
