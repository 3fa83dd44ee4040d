import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureProvenance, PLATFORM_NOT_KNOWN } from '../../site/shared/figure-provenance.tsx';
import { formatLongDate } from '../../widget/core/format.ts';
import type { Provider } from '../../widget/core/provider-schema.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/**
 * Where a provider's cost figures come from: the kind of source, the date they were
 * checked, "and may be out of date" once that is 6 months ago or more, the latest change with a
 * link to all changes, or why no cost is shown. Providers are picked from the data by what they
 * show, so the stories follow the data files.
 */
const meta = {
  title: 'Site/Figure provenance',
  component: FigureProvenance,
  decorators: [withSite],
  beforeEach: beforeEachSite,
} satisfies Meta<typeof FigureProvenance>;
export default meta;

type Story = StoryObj<typeof meta>;

function pick(test: (provider: Provider) => boolean, what: string): Provider {
  const found = PROVIDERS.find(test);
  if (!found) throw new Error(`No provider in the data ${what}.`);
  return found;
}

const OWN_PAGE = pick(
  (p) => p.costStatus === 'provider-page' && p.lastChange !== null,
  'priced from its own pages with a change',
);
const SECONDARY = pick((p) => p.costStatus === 'secondary', 'priced from a secondary source');
const UNPRICED = pick((p) => Boolean(p.unpricedReason), 'without a price');
const PLATFORM_UNKNOWN = pick(
  (p) => p.costStatus === null && !p.unpricedReason,
  'whose platform charge is not known',
);
/** No provider's cost rests on an example figure any more; the words stay for the day one does. */
const EXAMPLE: Provider = { ...OWN_PAGE, costStatus: 'spec-example', lastChange: null };

/** The day the figures were checked, plus `months`: the age at which a page is looked at. */
function monthsAfter(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

const checked = (provider: Provider) => `checked on ${formatLongDate(provider.checkedOn)}`;

/** From the provider's own pages, checked recently, with its latest change. */
export const FromTheProvidersPages: Story = {
  name: "From the provider's own pages, recent",
  args: { provider: OWN_PAGE, now: monthsAfter(OWN_PAGE.checkedOn, 1) },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByTestId('figure-provenance');
    await expect(block).toHaveTextContent(`From the provider's own pages, ${checked(OWN_PAGE)}.`);
    await expect(block).not.toHaveTextContent('may be out of date');
    await expect(block).toHaveTextContent('Last change,');
    await expect(within(block).getByRole('link', { name: 'All changes' })).toHaveAttribute(
      'href',
      '/changes',
    );
  },
};

/** Checked 6 months ago or more: the same sentence says the figures may be out of date. */
export const MayBeOutOfDate: Story = {
  name: 'Checked 6 months ago: may be out of date',
  args: { provider: OWN_PAGE, now: monthsAfter(OWN_PAGE.checkedOn, 7) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('figure-provenance')).toHaveTextContent(
      `${checked(OWN_PAGE)} and may be out of date.`,
    );
  },
};

/** From a third-party source, labelled as such. */
export const FromASecondarySource: Story = {
  name: 'From a third-party source',
  args: { provider: SECONDARY, now: monthsAfter(SECONDARY.checkedOn, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('figure-provenance')).toHaveTextContent(
      `From a third-party source, not the provider’s own pages, ${checked(SECONDARY)}.`,
    );
  },
};

/** No cost shown: the reason instead of a figure, never a guess. */
export const Unpriced: Story = {
  name: 'No cost shown, with the reason',
  args: { provider: UNPRICED, now: monthsAfter(UNPRICED.checkedOn, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('figure-provenance')).toHaveTextContent(
      UNPRICED.unpricedReason ?? '',
    );
  },
};

/** A platform charge no current source gives: not ranked, and said so with the date checked. */
export const PlatformNotKnown: Story = {
  name: 'Platform charge not known',
  args: { provider: PLATFORM_UNKNOWN, now: monthsAfter(PLATFORM_UNKNOWN.checkedOn, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('figure-provenance')).toHaveTextContent(
      `${PLATFORM_NOT_KNOWN}, ${checked(PLATFORM_UNKNOWN)}.`,
    );
  },
};

/** An example figure no source confirms or contradicts, said so plainly. */
export const ExampleFigure: Story = {
  name: 'Example figure we could not confirm',
  args: { provider: EXAMPLE, now: monthsAfter(EXAMPLE.checkedOn, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('figure-provenance')).toHaveTextContent(
      'An example figure we could not confirm with any source',
    );
  },
};

/** At phone width, out of date: the sentences wrap, nothing scrolls sideways. */
export const OnPhone: Story = {
  name: 'May be out of date, phone',
  tags: ['phone'],
  globals: PHONE,
  args: { provider: SECONDARY, now: monthsAfter(SECONDARY.checkedOn, 8) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('figure-provenance')).toHaveTextContent(
      'may be out of date',
    );
  },
};
