import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import { TEXT, TOAST } from '../../widget/core/texts.ts';
import { Toaster } from '../../widget/ui/toaster.tsx';
import { UnlockForm } from '../../widget/ui/unlock-form.tsx';
import { jsonResponse, mockFetch, pendingResponse } from '../support/mock-fetch.ts';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

type Canvas = ReturnType<typeof widgetCanvas>;

async function fill(widget: Canvas, values: { name?: string; email?: string; consent?: boolean }) {
  if (values.name) await userEvent.type(widget.getByLabelText('Your name'), values.name);
  if (values.email) await userEvent.type(widget.getByLabelText('Your e-mail address'), values.email);
  if (values.consent) await userEvent.click(widget.getByRole('checkbox', { name: TEXT.consent }));
  await userEvent.click(widget.getByRole('button', { name: 'Unlock provider names' }));
}

const meta = {
  title: 'Widget/Unlock form',
  component: UnlockForm,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  args: { onUnlocked: fn() },
  parameters: { widget: { pot: '250000' } },
  render: (args) => (
    <>
      <UnlockForm {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof UnlockForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty form; consent never pre-ticked. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(widgetCanvas(canvasElement).getByRole('checkbox', { name: TEXT.consent })).not.toBeChecked();
  },
};

/** Submitted empty: "Missing Information". */
export const MissingInformation: Story = {
  name: 'Toast: Missing Information',
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await fill(widget, { name: 'Margaret' });
    await expect(await widget.findByRole('alert')).toHaveTextContent(TOAST.missingInformation.message);
  },
};

/** A name and an address without a domain: "Invalid Email". */
export const InvalidEmail: Story = {
  name: 'Toast: Invalid Email',
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await fill(widget, { name: 'Margaret', email: 'margaret@example' });
    await expect(await widget.findByRole('alert')).toHaveTextContent(TOAST.invalidEmail.message);
  },
};

/** Name and e-mail but the box not ticked: "Consent Required". */
export const ConsentRequired: Story = {
  name: 'Toast: Consent Required',
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await fill(widget, { name: 'Margaret', email: 'margaret@example.co.uk' });
    await expect(await widget.findByRole('alert')).toHaveTextContent(TOAST.consentRequired.message);
  },
};

/** The server accepts the lead (mocked 201): the success toast, names unlock everywhere. */
export const Success: Story = {
  name: 'Toast: Access Granted',
  beforeEach: () => mockFetch(() => jsonResponse(201, { ok: true })),
  play: async ({ canvasElement, args }) => {
    const widget = widgetCanvas(canvasElement);
    await fill(widget, { name: 'Margaret', email: 'margaret@example.co.uk', consent: true });
    await waitFor(() => expect(widget.getByRole('status')).toHaveTextContent(TOAST.success.title));
    await expect(args.onUnlocked).toHaveBeenCalled();
  },
};

/** The server answers with an error (mocked 503): "Failed to process your request". */
export const ServerError: Story = {
  name: 'Toast: Error from the server',
  beforeEach: () =>
    mockFetch(() => jsonResponse(503, { error: { code: 'unavailable', message: 'Try again shortly.' } })),
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await fill(widget, { name: 'Margaret', email: 'margaret@example.co.uk', consent: true });
    await expect(await widget.findByRole('alert')).toHaveTextContent(TOAST.leadFailed.message);
  },
};

/** The request never gets through (network down): "Something went wrong". */
export const NetworkError: Story = {
  name: 'Toast: Network error',
  beforeEach: () =>
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    }),
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await fill(widget, { name: 'Margaret', email: 'margaret@example.co.uk', consent: true });
    await expect(await widget.findByRole('alert')).toHaveTextContent(TOAST.unexpected.message);
  },
};

/** While the request is on its way the button says "Unlocking…" and cannot be pressed again. */
export const Sending: Story = {
  beforeEach: () => mockFetch(() => pendingResponse()),
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await fill(widget, { name: 'Margaret', email: 'margaret@example.co.uk', consent: true });
    await expect(widget.getByRole('button', { name: 'Unlocking…' })).toBeDisabled();
  },
};

export const Phone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
