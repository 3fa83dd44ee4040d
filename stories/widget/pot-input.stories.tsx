import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { PotInput } from '../../widget/ui/pot-input.tsx';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

const meta = {
  title: 'Widget/Pot input',
  component: PotInput,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <PotInput />
    </div>
  ),
} satisfies Meta<typeof PotInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, showing the placeholder 250000. */
export const Empty: Story = { parameters: { widget: { pot: '' } } };
export const Filled: Story = { parameters: { widget: { pot: '250,000' } } };
/** "250k" is kept as typed and read back in pounds beside the field. */
export const Shorthand: Story = {
  parameters: { widget: { pot: '250k' } },
  play: async ({ canvasElement }) => {
    await expect(widgetCanvas(canvasElement).getByText('That is £250,000.')).toBeVisible();
  },
};
/** Misplaced commas: the message says where they go. */
export const BadCommas: Story = { name: 'Misplaced commas', parameters: { widget: { pot: '25,0000' } } };
/** Letters typed: the field is marked invalid and says how to write the amount. */
export const NotANumber: Story = {
  name: 'Not a number',
  parameters: { widget: { pot: 'about half a million' } },
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await expect(widget.getByRole('textbox', { name: 'Your pension pot' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      widget.getByText('Enter your pension pot as an amount in pounds, for example 250,000.'),
    ).toBeVisible();
  },
};
/**
 * Typing groups the thousands, re-ranks on every keystroke and sends dc:pot-change (see the Actions
 * panel). Typed with the project's user-event (14.6), not Storybook's bundled copy: that copy
 * prepares the focused element from the focus event's target, which a shadow root retargets to its
 * host, so it set the input's value through React's value tracker and React never saw a change
 * (the field stayed "125000" while real typing gives "125,000").
 */
export const Typing: Story = {
  parameters: { widget: { pot: '' } },
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    const input = widget.getByRole('textbox', { name: 'Your pension pot' });
    await userEvent.type(input, '125000');
    await expect(input).toHaveValue('125,000');
  },
};
