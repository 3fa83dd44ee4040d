import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { COST_COVERS, EMBED_TEXT } from '../../widget/core/texts.ts';
import { Disclosures } from '../../widget/ui/disclosures.tsx';
import { ProviderList } from '../../widget/ui/provider-list.tsx';
import { SAMPLE_PROVIDERS } from '../support/sample-providers.ts';
import { beforeEachWidget, widgetCanvas, withWidget } from '../support/widget-frame.tsx';

/**
 * What partners see around and instead of the full cards: the disclosures every embed carries,
 * the compact one-line layout, and a list cut to the cheapest N with a link to the rest.
 */
const meta = {
  title: 'Widget/Embed parts',
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  parameters: { widget: { pot: '250000' } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The full disclosures (views all and results, and a lone calculator). */
export const DisclosuresFull: Story = {
  name: 'Disclosures',
  parameters: { widget: { pot: '250000', partner: 'retirement-weekly' } },
  render: () => <Disclosures />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(canvas.getByText(COST_COVERS, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: EMBED_TEXT.consultation })).toHaveAttribute(
      'href',
      'https://drawdowncompare.co.uk/contact?partner=retirement-weekly',
    );
  },
};

/** The short form under a calculator whose results element (same group) has the full text. */
export const DisclosuresBrief: Story = {
  name: 'Disclosures, brief (grouped calculator)',
  render: () => <Disclosures brief />,
};

/** layout="compact": one line per provider, for narrow columns. */
export const Compact: Story = {
  name: 'Compact list',
  parameters: { widget: { pot: '250000', layout: 'compact' } },
  render: () => <ProviderList />,
  play: async ({ canvasElement }) => {
    const list = widgetCanvas(canvasElement).getByRole('list', { name: 'Providers, cheapest first' });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    await expect(widgetCanvas(canvasElement).getAllByRole('article')).toHaveLength(PROVIDERS.length);
  },
};

export const CompactUnlocked: Story = {
  name: 'Compact list, unlocked',
  parameters: { widget: { pot: '250000', layout: 'compact', unlocked: true } },
  render: () => <ProviderList />,
};

/**
 * limit="5": the cheapest five, then "See all N providers" with the same pot. Ranked from a fixed
 * sample of eight providers (its picture is compared), so the link counts eight.
 */
export const Limited: Story = {
  name: 'Limited to 5, with See all',
  parameters: { widget: { pot: '250000', limit: 5, providers: SAMPLE_PROVIDERS } },
  render: () => <ProviderList />,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    await expect(
      canvas.getByRole('link', { name: EMBED_TEXT.seeAll(SAMPLE_PROVIDERS.length) }),
    ).toHaveAttribute('href', 'https://drawdowncompare.co.uk/?pot=250000#compare');
  },
};

export const LimitedCompact: Story = {
  name: 'Compact, limited to 3',
  parameters: { widget: { pot: '250000', limit: 3, layout: 'compact' } },
  render: () => <ProviderList />,
};
