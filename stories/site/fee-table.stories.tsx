import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { FeeTable } from '../../site/pages/fees/fee-table.tsx';
import { type SortDirection, type SortKey, sortProviders } from '../../site/pages/fees/fee-table-model.ts';
import { DEFAULT_SORT, sortAfterPress } from '../../site/pages/fees/fees-model.ts';
import { SAMPLE_PROVIDERS } from '../support/sample-providers.ts';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

interface TableStory {
  /** The column sorted first. */
  sortKey: SortKey;
  direction: SortDirection;
  /** The visitor's own pot (adds the "Your pot" column's figures), or null. */
  yourPot: number | null;
  /** Sorted for the visitor's pot and not unlocked: names follow the gate. */
  namesHidden: boolean;
}

/**
 * The fee table of /fees-and-charges on its own: a table on large screens, a card per provider
 * below `lg`. Ranked from a fixed sample of eight providers, so its compared picture does not change
 * when a provider is added to the data. The header's buttons sort, as on the page.
 */
function SortableFeeTable({
  sortKey: firstKey,
  direction: firstDirection,
  yourPot,
  namesHidden,
}: TableStory) {
  const [{ sortKey, direction }, setSort] = useState({ sortKey: firstKey, direction: firstDirection });
  return (
    <div className="dc-container py-8">
      <FeeTable
        sorted={sortProviders(SAMPLE_PROVIDERS, sortKey, direction, yourPot)}
        sortKey={sortKey}
        direction={direction}
        yourPot={yourPot}
        plan={null}
        namesHidden={namesHidden && sortKey === 'yourPot'}
        onSort={(key) => setSort(sortAfterPress({ sortKey, direction }, key))}
      />
    </div>
  );
}

const meta = {
  title: 'Site/Fee table',
  component: SortableFeeTable,
  decorators: [withSite],
  beforeEach: beforeEachSite,
  parameters: { site: { route: '/fees-and-charges' } },
  args: { sortKey: DEFAULT_SORT, direction: 'ascending', yourPot: null, namesHidden: false },
} satisfies Meta<typeof SortableFeeTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As the page opens: cheapest at £250k first, those not priced last. */
export const ByCostAt250k: Story = {
  name: 'Sorted by cost at £250k',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByTestId('fee-table');
    const rows = within(table).getAllByRole('row');
    // The header row, then one row per provider of the sample.
    await expect(rows).toHaveLength(SAMPLE_PROVIDERS.length + 1);
    await expect(within(table).getByRole('columnheader', { name: /£250k/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Dearest first: the unpriced still last. */
export const Descending: Story = {
  name: 'Sorted by cost at £250k, dearest first',
  args: { direction: 'descending' },
};

/** The visitor typed £400,000 and sorted by it; names are shown (public table or unlocked). */
export const YourPot: Story = {
  name: 'Your pot (£400k), sorted by it',
  args: { sortKey: 'yourPot', yourPot: 400_000 },
};

/** Sorted for the visitor's own pot before unlocking: a ranking made for them, names blurred. */
export const YourPotNamesHidden: Story = {
  name: 'Your pot, names hidden',
  args: { sortKey: 'yourPot', yourPot: 400_000, namesHidden: true },
};

/** Below `lg` each provider is a card with the column labels beside its figures. */
export const Phone: Story = { name: 'Phone (cards)', tags: ['phone'], globals: PHONE };
