import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'storybook/test';
import { FILTER_TEXT, TEXT } from '../../widget/core/texts.ts';
import { FiltersPanel } from '../../widget/ui/filters-panel.tsx';
import { ResultsHeader } from '../../widget/ui/results-header.tsx';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

/** Three active filters that some providers match (direct, with a mobile app and ETFs). */
const ACTIVE = {
  type: 'direct',
  minRating: null,
  minInvestments: null,
  features: ['mobile-app', 'etfs'],
} as const;

const meta = {
  title: 'Widget/Filters',
  component: ResultsHeader,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  parameters: { widget: { pot: '250000' } },
} satisfies Meta<typeof ResultsHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "Showing N of N providers…" (all of them), Filters closed, no badge. */
export const Closed: Story = {};

/** Filters open with three active filters: the badge on the toggle counts them, the count line follows. */
export const OpenWithActiveFilters: Story = {
  name: 'Open, with active filters',
  parameters: {
    widget: { pot: '250000', filtersOpen: true, filters: { ...ACTIVE, features: [...ACTIVE.features] } },
  },
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    const toggle = widget.getByRole('button', { name: /Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('3 active');
  },
};

/** Opening the panel from the toggle, then Clear All. */
export const OpenAndClear: Story = {
  name: 'Open and Clear All',
  parameters: { widget: { pot: '250000', filters: { ...ACTIVE, features: [...ACTIVE.features] } } },
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await userEvent.click(widget.getByRole('button', { name: /Filters/ }));
    await expect(widget.getByRole('group', { name: 'Provider type' })).toBeVisible();
    await userEvent.click(widget.getByRole('button', { name: TEXT.clearAll }));
    await expect(widget.getByRole('radio', { name: 'All types' })).toBeChecked();
  },
};

/** The panel on its own, at phone width: one column. */
export const PanelOnPhone: Story = {
  name: 'Panel, phone',
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { widget: { pot: '250000', filters: { ...ACTIVE, features: [...ACTIVE.features] } } },
  render: () => <FiltersPanel id="filters-story" />,
};

/**
 * The rating filter while no provider has a sourced rating: the whole fieldset is
 * disabled and a plain sentence says why, linked to it with aria-describedby. It is never an
 * option that returns nothing.
 */
export const RatingFilterDisabled: Story = {
  name: 'Rating filter disabled, with why',
  render: () => <FiltersPanel id="filters-rating" />,
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    const rating = widget.getByRole('group', { name: 'Minimum Trustpilot rating' });
    await expect(rating).toBeDisabled();
    await expect(rating).toHaveAccessibleDescription(FILTER_TEXT.ratingUnavailable);
    await expect(widget.getByTestId('rating-off')).toHaveTextContent(FILTER_TEXT.ratingUnavailable);
    for (const radio of widget.getAllByRole('radio', { name: /rating|out of 5/ }))
      await expect(radio).toBeDisabled();
  },
};

/** The same at phone width: the sentence wraps inside the card, nothing scrolls sideways. */
export const RatingFilterDisabledOnPhone: Story = {
  name: 'Rating filter disabled, phone',
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <FiltersPanel id="filters-rating-phone" />,
  play: async ({ canvasElement }) => {
    await expect(widgetCanvas(canvasElement).getByTestId('rating-off')).toBeVisible();
  },
};
