import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, within } from 'storybook/test';
import { PartnerSignUpForm } from '../../site/pages/partners/partner-sign-up.tsx';
import { INITIAL_SIGN_UP } from '../../site/pages/partners/partners-model.ts';
import { PARTNER_SIGN_UP_TEXT } from '../../widget/core/partner-sign-up.ts';
import { jsonResponse, mockFetch } from '../support/mock-fetch.ts';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/**
 * A publisher's sign-up on /partners (decision 047): empty, with problems found in the browser or
 * by the server (the site is taken), and the thanks. Sending is mocked: nothing leaves the story.
 */
const meta = {
  title: 'Site/Partner sign-up',
  component: PartnerSignUpForm,
  decorators: [
    withSite,
    (Story) => (
      <div className="dc-container py-6">
        <section aria-labelledby="partner-sign-up-title" className="dc-card max-w-xl p-5 md:p-6">
          <h2 id="partner-sign-up-title" className="mb-4 text-2xl">
            Sign up as a partner
          </h2>
          <Story />
        </section>
      </div>
    ),
  ],
  beforeEach: beforeEachSite,
  parameters: { layout: 'fullscreen' },
  args: { initial: INITIAL_SIGN_UP },
} satisfies Meta<typeof PartnerSignUpForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, site: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Name of your site/ }), 'Pension Pages');
  await userEvent.type(canvas.getByRole('textbox', { name: /Your site’s address/ }), site);
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Your e-mail address/ }),
    'editor@pension-pages.example',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
};

/** Empty: a plain form that posts to /partners without script. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Sign up as a partner' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/partners');
  },
};

export const EmptyPhone: Story = { name: 'Empty, phone', tags: ['phone'], globals: PHONE };

/** Sent with nothing filled in: the error summary first, each problem linked to its field. */
export const Errors: Story = {
  name: 'Errors (checked in the browser)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Your site’s address/ }),
      'http://pension-pages.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(
      within(summary).getByRole('link', { name: PARTNER_SIGN_UP_TEXT.nameMissing }),
    ).toHaveAttribute('href', '#partner-sign-up-name');
    await expect(canvas.getByRole('textbox', { name: /Your site’s address/ })).toHaveAccessibleDescription(
      new RegExp(PARTNER_SIGN_UP_TEXT.siteInvalid.replace(/[.+?]/g, '\\$&')),
    );
  },
};

/** The server says the site is signed up already: the problem is shown at the site field. */
export const SiteTaken: Story = {
  name: 'Site already signed up (from the server)',
  beforeEach: () =>
    mockFetch(() =>
      jsonResponse(409, {
        error: {
          code: 'site_taken',
          message: PARTNER_SIGN_UP_TEXT.siteTaken,
          fields: { site: PARTNER_SIGN_UP_TEXT.siteTaken },
        },
      }),
    ),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'www.pension-pages.example');
    const summary = await within(canvasElement).findByRole('alert');
    await expect(within(summary).getByRole('link', { name: PARTNER_SIGN_UP_TEXT.siteTaken })).toBeVisible();
  },
};

/** Sent: the thanks says what happens next. */
export const Sent: Story = {
  beforeEach: () => mockFetch(() => jsonResponse(201, { ok: true })),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'www.pension-pages.example/retirement');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you for signing up' })).toHaveFocus();
    await expect(canvas.getByText('https://www.pension-pages.example')).toBeVisible();
  },
};

/** The thanks as the server renders it for the form sent without script. */
export const SentWithoutScript: Story = {
  name: 'Sent (without script)',
  args: {
    initial: { ...INITIAL_SIGN_UP, status: 'sent', sentSite: 'https://www.pension-pages.example' },
    answered: true,
  },
};
