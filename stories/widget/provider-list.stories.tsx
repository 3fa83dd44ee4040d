import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { filterAnswers } from '../../widget/core/filters.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { suggestedScenario } from '../../widget/core/scenario.ts';
import { ProviderList } from '../../widget/ui/provider-list.tsx';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

/**
 * The ranked cards. The first cards come with the rest of the widget and the others follow a few
 * per frame (widget/ui/progressive.ts), so mounting never blocks the page for long; the list is
 * `aria-busy` until every card is there.
 */
const meta = {
  title: 'Widget/Ranked list',
  component: ProviderList,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  parameters: { widget: { pot: '250000' } },
} satisfies Meta<typeof ProviderList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What the list ends as: a card for every provider, cheapest first, not busy. */
export const Complete: Story = {
  name: 'Complete',
  play: async ({ canvasElement }) => {
    const list = widgetCanvas(canvasElement).getByRole('list', { name: 'Providers, cheapest first' });
    // Eleven slices, each after a painted frame: on a busy machine that is more than waitFor's
    // default second, so wait for the state itself, however long the frames take.
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), { timeout: 15_000 });
    await expect(widgetCanvas(canvasElement).getAllByRole('article')).toHaveLength(PROVIDERS.length);
  },
};

/** The state for a frame or two after mounting: the first slice shown, the list busy. */
export const FillingIn: Story = {
  name: 'Filling in (first slice, busy)',
  args: { first: 3, next: 0 },
  play: async ({ canvasElement }) => {
    const list = widgetCanvas(canvasElement).getByRole('list', { name: 'Providers, cheapest first' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(widgetCanvas(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

export const Unlocked: Story = {
  name: 'Complete, unlocked',
  parameters: { widget: { pot: '250000', unlocked: true } },
};

/** "Flat fee" only: the providers the data cannot answer for, named below the list once unlocked. */
const FLAT_FEE = { type: 'all', minRating: null, minInvestments: null, features: ['flat-fee'] } as const;
const notKnownFor = (filters: typeof FLAT_FEE) =>
  PROVIDERS.filter(
    (provider) =>
      filterAnswers(provider, { ...filters, features: [...filters.features] }).answer === 'not-known',
  );

/**
 * A filter whose field is not known for some providers: they are not silently dropped;
 * one sentence under the list says how many and which field is not known, and that they may match.
 * Names stay hidden until the visitor unlocks them.
 */
export const NotKnownSentence: Story = {
  name: 'Not known sentence under the list',
  parameters: { widget: { pot: '250000', filters: { ...FLAT_FEE, features: [...FLAT_FEE.features] } } },
  play: async ({ canvasElement }) => {
    const missing = notKnownFor(FLAT_FEE);
    await expect(missing.length).toBeGreaterThan(0);
    const note = widgetCanvas(canvasElement).getByTestId('not-known');
    await expect(note).toHaveTextContent(
      `${missing.length === 1 ? 'One more provider is' : `${missing.length} more providers are`} not in the list because we do not know: flat fee. They may match.`,
    );
    for (const provider of missing) await expect(note).not.toHaveTextContent(provider.name);
  },
};

/** The same once unlocked: the sentence names the providers. */
export const NotKnownSentenceUnlocked: Story = {
  name: 'Not known sentence, unlocked (names)',
  parameters: {
    widget: { pot: '250000', unlocked: true, filters: { ...FLAT_FEE, features: [...FLAT_FEE.features] } },
  },
  play: async ({ canvasElement }) => {
    const note = widgetCanvas(canvasElement).getByTestId('not-known');
    for (const provider of notKnownFor(FLAT_FEE)) await expect(note).toHaveTextContent(provider.name);
  },
};

const { pot: _pot, ...lumpSums } = { ...suggestedScenario(100_000), income: 1_500, lumpSums: 2 };

/**
 * A plan one provider cannot do (ii pays lump sums of at least £1,000; this plan takes £750 each):
 * it is listed apart with the reason, not ranked.
 */
export const PlanNotPossible: Story = {
  name: 'A plan a provider cannot do',
  parameters: { widget: { pot: '100000', unlocked: true, refinement: lumpSums } },
  play: async ({ canvasElement }) => {
    const widget = widgetCanvas(canvasElement);
    await expect(await widget.findByText('Can’t do what you asked')).toBeVisible();
    await expect(widget.getByText(/at least £1,000; your plan takes £750 each/)).toBeVisible();
  },
};
