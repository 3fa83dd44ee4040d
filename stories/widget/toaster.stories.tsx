import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOAST } from '../../widget/core/texts.ts';
import { Toaster } from '../../widget/ui/toaster.tsx';
import { beforeEachWidget, withWidget } from '../support/widget-frame.tsx';

/**
 * Every toast the widget shows, held on screen (in the product each closes after 9 seconds or
 * with its close button). Errors are announced through role=alert, the rest through role=status.
 */
const meta = {
  title: 'Widget/Toasts',
  component: Toaster,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ minHeight: 320 }}>
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MissingInformation: Story = {
  name: 'Missing Information',
  parameters: { widget: { toast: { text: TOAST.missingInformation, tone: 'destructive' } } },
};
export const InvalidEmail: Story = {
  name: 'Invalid Email',
  parameters: { widget: { toast: { text: TOAST.invalidEmail, tone: 'destructive' } } },
};
export const ConsentRequired: Story = {
  name: 'Consent Required',
  parameters: { widget: { toast: { text: TOAST.consentRequired, tone: 'destructive' } } },
};
export const LeadFailed: Story = {
  name: 'Error: request failed',
  parameters: { widget: { toast: { text: TOAST.leadFailed, tone: 'destructive' } } },
};
export const Unexpected: Story = {
  name: 'Error: something went wrong',
  parameters: { widget: { toast: { text: TOAST.unexpected, tone: 'destructive' } } },
};
export const Success: Story = {
  name: 'Access Granted',
  parameters: { widget: { toast: { text: TOAST.success, tone: 'success' } } },
};
export const SuccessOnPhone: Story = {
  name: 'Access Granted, phone',
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { widget: { toast: { text: TOAST.success, tone: 'success' } } },
};
export const ErrorAtTopOnPhone: Story = {
  name: 'Error at the top, phone',
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    widget: { toast: { text: TOAST.missingInformation, tone: 'destructive', edge: 'top' } },
  },
};
