import type { Meta, StoryObj } from '@storybook/react-vite';
import { type RankedProvider, rankProviders } from '../../widget/core/rank.ts';
import { ProviderCard } from '../../widget/ui/provider-card.tsx';
import { SAMPLE_PROVIDERS } from '../support/sample-providers.ts';
import { beforeEachWidget, withWidget } from '../support/widget-frame.tsx';

const SITE = 'https://drawdowncompare.co.uk';
// A fixed sample of the providers, so a provider added to the data does not change these cards.
const ranking = rankProviders(SAMPLE_PROVIDERS, 250_000);

function at(position: number): RankedProvider {
  const ranked = ranking.shown[position - 1];
  if (!ranked) throw new Error(`No provider at position ${position} for a £250,000 pot`);
  return ranked;
}

/** The first provider whose tariff is not published (cost unknown), if the data has one. */
const unpublished = ranking.shown.find((entry) => entry.cost === null);

const meta = {
  title: 'Widget/Provider card',
  component: ProviderCard,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  args: { ranked: at(1), unlocked: false, siteUrl: SITE },
  argTypes: { ranked: { control: false } },
  parameters: { widget: { pot: '250000', providers: SAMPLE_PROVIDERS } },
} satisfies Meta<typeof ProviderCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Locked: name and logo blurred, "Locked" instead of View Details. Cheapest: Top 1 in amber. */
export const LockedTop1: Story = { name: 'Locked, Top 1' };
export const LockedTop2: Story = { name: 'Locked, Top 2', args: { ranked: at(2) } };
export const LockedTop3: Story = { name: 'Locked, Top 3', args: { ranked: at(3) } };
/** Below the top three: no badge, the bar and "+£… more than best value". */
export const LockedRanked: Story = { name: 'Locked, 6th', args: { ranked: at(6) } };

export const UnlockedTop1: Story = {
  name: 'Unlocked, Top 1',
  args: { unlocked: true },
  parameters: { widget: { pot: '250000', unlocked: true, providers: SAMPLE_PROVIDERS } },
};
export const UnlockedRanked: Story = {
  name: 'Unlocked, 7th',
  args: { ranked: at(7), unlocked: true },
  parameters: { widget: { pot: '250000', unlocked: true, providers: SAMPLE_PROVIDERS } },
};

/** A provider that publishes no tariff: no figure, no badge, last in the list. */
export const CostNotPublished: Story = {
  name: 'Cost not in our data',
  args: { ranked: unpublished ?? at(ranking.shown.length), unlocked: true },
  parameters: { widget: { pot: '250000', unlocked: true, providers: SAMPLE_PROVIDERS } },
};

export const Phone: Story = {
  name: 'Phone, locked Top 2',
  args: { ranked: at(2) },
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
