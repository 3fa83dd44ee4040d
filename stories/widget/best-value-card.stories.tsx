import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BestValueCard } from '../../widget/ui/best-value-card.tsx';
import { beforeEachWidget, withWidget } from '../support/widget-frame.tsx';

const meta = {
  title: 'Widget/Best value card',
  component: BestValueCard,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  args: { onUnlock: fn() },
  parameters: { widget: { pot: '250000' } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <BestValueCard {...args} />
    </div>
  ),
} satisfies Meta<typeof BestValueCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No pot yet: "Enter a pension pot size to see results". */
export const Empty: Story = { parameters: { widget: { pot: '' } } };
export const Locked: Story = {};
export const Unlocked: Story = { parameters: { widget: { pot: '250000', unlocked: true } } };
export const SmallPot: Story = { name: 'Small pot (£30,000)', parameters: { widget: { pot: '30000' } } };
/** Filters that no provider matches all at once. */
export const NoMatch: Story = {
  name: 'No provider matches the filters',
  parameters: {
    widget: {
      pot: '250000',
      filters: {
        type: 'robo',
        minRating: 4.5,
        minInvestments: 10000,
        features: ['shares-trading', 'flat-fee', 'no-withdrawal'],
      },
    },
  },
};
export const Phone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
