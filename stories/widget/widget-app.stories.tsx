import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetApp } from '../../widget/ui/widget-app.tsx';
import { beforeEachWidget, withWidget } from '../support/widget-frame.tsx';

/**
 * The whole widget as one element shows it: `view="all"` on a partner page; `calculator` and
 * `results` are the two halves the home page places apart.
 */
const meta = {
  title: 'Widget/Whole widget',
  component: WidgetApp,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  parameters: { widget: { pot: '250000', view: 'all', bare: true } },
} satisfies Meta<typeof WidgetApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What a partner page shows: calculator, count, filters, the unlock form, locked cards. */
export const PartnerDefault: Story = { name: 'All, locked' };
export const Unlocked: Story = {
  name: 'All, unlocked',
  parameters: { widget: { pot: '250000', view: 'all', bare: true, unlocked: true } },
};
/** Before a pot is entered. */
export const EmptyPot: Story = {
  name: 'All, no pot yet',
  parameters: { widget: { pot: '', view: 'all', bare: true } },
};
export const CalculatorOnly: Story = {
  name: 'Calculator view',
  parameters: { widget: { pot: '250000', view: 'calculator', bare: true } },
};
export const ResultsOnly: Story = {
  name: 'Results view',
  parameters: { widget: { pot: '250000', view: 'results', bare: true } },
};
export const Phone: Story = {
  name: 'All, phone',
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
