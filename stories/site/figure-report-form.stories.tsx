import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, waitFor, within } from 'storybook/test';
import { FigureReportForm } from '../../site/shared/figure-report-form.tsx';
import { EMPTY_FIGURE_REPORT, type FigureReportFormState } from '../../widget/core/figure-report.ts';
import { providerBySlug } from '../../widget/core/providers.ts';
import { jsonResponse, mockFetch, pendingResponse } from '../support/mock-fetch.ts';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/**
 * "Spotted a wrong figure?" (ADR 018): on every provider page (the provider fixed), on
 * the fees page (choose the provider) and on its own page, where the server renders it after a
 * plain form POST with problems or the thank-you. Sending is mocked: nothing leaves the story.
 */
const meta = {
  title: 'Site/Wrong figure form',
  component: FigureReportForm,
  decorators: [
    withSite,
    (Story) => (
      <div className="dc-container py-6">
        <section aria-label="Report a wrong figure" className="dc-card max-w-3xl p-5 md:p-8">
          <Story />
        </section>
      </div>
    ),
  ],
  beforeEach: beforeEachSite,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FigureReportForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const EMPTY: FigureReportFormState = { values: EMPTY_FIGURE_REPORT, errors: {}, page: '/fees-and-charges' };
const AJ_BELL = providerBySlug('aj-bell')?.name ?? 'AJ Bell';

/** Empty, on the fees page: the visitor chooses the provider. */
export const Empty: Story = {
  name: 'Empty (fees page)',
  args: { initial: EMPTY },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Spotted a wrong figure?' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/report-a-wrong-figure');
    await expect(within(form).getByRole('combobox', { name: 'Which provider is it about?' })).toHaveValue('');
  },
};

/** Empty, on a provider's page: the report is about that provider, no choice to make. */
export const OnAProviderPage: Story = {
  name: 'Empty (provider page)',
  args: { initial: { ...EMPTY, page: '/provider/aj-bell' }, fixedProvider: 'aj-bell' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(new RegExp(`which figure about ${AJ_BELL} is wrong`))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Sent with nothing filled in: the error summary first, each problem linked to its field. */
export const Errors: Story = {
  name: 'Errors (checked in the browser)',
  args: { initial: EMPTY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The project's user-event (as the pot input's story): Storybook's bundled copy now and then
    // left the typed address out of React's state in the full run.
    const email = canvas.getByRole('textbox', { name: /Your e-mail address/ });
    await userEvent.type(email, 'not-an-address');
    await expect(email).toHaveValue('not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(
      within(summary).getByRole('link', { name: 'Choose the provider the figure is about.' }),
    ).toHaveAttribute('href', '#figure-report-provider');
    await expect(canvas.getByRole('textbox', { name: /Which figure is wrong/ })).toHaveAccessibleDescription(
      /Say which figure is wrong\./,
    );
    // What was typed is kept.
    await expect(canvas.getByRole('textbox', { name: /Your e-mail address/ })).toHaveValue('not-an-address');
  },
};

/**
 * As the server renders it after a plain form POST (JavaScript off) with problems: the values as
 * typed, the summary and the messages. Nothing takes focus until the visitor sends again.
 */
export const ServerErrors: Story = {
  name: 'Errors (from the server, JavaScript off)',
  args: {
    initial: {
      values: { ...EMPTY_FIGURE_REPORT, provider: 'aj-bell', correction: 'About £100', email: 'oops' },
      errors: {
        figure: 'Say which figure is wrong.',
        email: 'Enter a valid e-mail address, like name@example.com, or leave this empty.',
      },
      page: '/fees-and-charges',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).not.toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Which provider is it about?' })).toHaveValue(
      'aj-bell',
    );
    await expect(canvas.getByRole('textbox', { name: /What do you think it should be/ })).toHaveValue(
      'About £100',
    );
  },
};

/** Too many reports from one address in an hour: a message for the whole form, the text kept. */
export const TooMany: Story = {
  name: 'Errors (too many reports)',
  args: {
    initial: {
      values: { ...EMPTY_FIGURE_REPORT, provider: 'vanguard', figure: 'Minimum charge', correction: '£150' },
      errors: {},
      problem:
        'You have sent several reports in a short time. Please wait an hour and send this one again: what you typed is still in the form.',
      page: null,
    },
  },
};

/** Filled in and sent: the server answers 201 and the thank-you takes the form's place. */
export const Sent: Story = {
  name: 'Sent',
  args: { initial: EMPTY },
  beforeEach: () => mockFetch(() => jsonResponse(201, { ok: true, id: 14 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Which provider is it about?' }),
      'aj-bell',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Which figure is wrong/ }),
      'Yearly drawdown fee',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /What do you think it should be/ }),
      '£0 since November',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Your e-mail address/ }), 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const heading = await canvas.findByRole('heading', { name: 'Thank you: we have your report' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('reader@example.com')).toBeVisible();
  },
};

/** While the report is on its way: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  name: 'Sending',
  args: {
    initial: {
      ...EMPTY,
      values: { ...EMPTY_FIGURE_REPORT, provider: 'aj-bell', figure: 'Drawdown fee', correction: '£0' },
    },
  },
  beforeEach: () => mockFetch(() => pendingResponse()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The thank-you as the server renders it after a plain form POST (no address shown back). */
export const SentWithoutJavaScript: Story = {
  name: 'Sent (from the server, JavaScript off)',
  args: { initial: { ...EMPTY, page: '/provider/aj-bell', sent: 'aj-bell' }, layout: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you: we have your report' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute(
      'href',
      '/provider/aj-bell',
    );
  },
};

/** Errors at phone width: the summary and fields fit, nothing scrolls sideways. */
export const ErrorsOnPhone: Story = {
  name: 'Errors, phone',
  tags: ['phone'],
  globals: PHONE,
  args: ServerErrors.args,
};
