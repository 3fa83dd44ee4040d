import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetApp } from '../../widget/ui/widget-app.tsx';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

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
/** Filters that no provider matches all at once: the list says so and how to get out of it. */
export const NothingMatches: Story = {
  name: 'All, no provider matches the filters',
  parameters: {
    widget: {
      pot: '250000',
      view: 'all',
      bare: true,
      filtersOpen: true,
      filters: {
        type: 'robo',
        minRating: 4.5,
        minInvestments: 10000,
        features: ['no-withdrawal', 'shares-trading', 'flat-fee', 'research-tools'],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      widgetCanvas(canvasElement).getByText(/No provider is known to match all the filters/),
    ).toBeVisible();
  },
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
