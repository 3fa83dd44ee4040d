import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { suggestedScenario } from '../../widget/core/scenario.ts';
import { RefineStep } from '../../widget/ui/refine-step.tsx';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

const { pot: _pot, ...plan } = {
  ...suggestedScenario(250_000),
  holdings: { funds: 60, shares: 40, trusts: 0 },
  income: 12_000,
  taxFreeCash: 'start' as const,
};

const meta = {
  title: 'Widget/Refine step',
  component: RefineStep,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  parameters: { widget: { pot: '250000' } },
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <RefineStep />
    </div>
  ),
} satisfies Meta<typeof RefineStep>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: the standard comparison, with the step offered as optional. */
export const Closed: Story = {};

/** Opened by the visitor: starts from the stated defaults; trades left empty follow the pot. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /How you’ll take your money/ }));
    await expect(canvas.getByLabelText('Trades a year')).toHaveValue('');
  },
};

/** A plan already set (from the URL or the element's attributes): open, with "Back to the standard comparison". */
export const WithAPlan: Story = { parameters: { widget: { pot: '250000', refinement: plan } } };

/** A mistake is named beside its field and the figures keep the last good plan. */
export const Invalid: Story = {
  parameters: { widget: { pot: '250000', refinement: plan } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const shares = canvas.getByLabelText('Shares and ETFs');
    // In the story's shadow frame (a portal from the light-DOM story root) user-event's typing
    // changes the field without React seeing it (as 'Widget/Pot input › Typing' records), so the
    // value is set the way a browser's own input does: the native setter, then an input event.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(shares, '70');
    shares.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(shares).toHaveValue('70');
    await expect((await canvas.findAllByText('The three parts must add up to 100%.')).length).toBeGreaterThan(
      0,
    );
  },
};

export const Phone: Story = {
  tags: ['phone'],
  parameters: { widget: { pot: '250000', refinement: plan } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
