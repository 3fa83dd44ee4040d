import type { Meta, StoryObj } from '@storybook/react-vite';
import { quote } from '../../widget/core/cost-engine.ts';
import { AJ_BELL, FIDELITY, HARGREAVES_LANSDOWN } from '../../widget/core/cost-fixtures.ts';
import { providerBySlug } from '../../widget/core/providers.ts';
import { baselineScenario, type Scenario, suggestedScenario } from '../../widget/core/scenario.ts';
import { sourcedTariffOf } from '../../widget/core/sourced-tariffs.ts';
import { CostReceipt } from '../../widget/ui/cost-receipt.tsx';
import { beforeEachWidget, withWidget } from '../support/widget-frame.tsx';

const plan: Scenario = {
  ...suggestedScenario(500_000),
  holdings: { funds: 0, shares: 100, trusts: 0 },
  taxFreeCash: 'start',
  income: 20_000,
  lumpSums: 2,
};
const withIncome: Scenario = {
  ...suggestedScenario(400_000),
  holdings: { funds: 60, shares: 40, trusts: 0 },
  income: 16_000,
};

const meta = {
  title: 'Widget/Cost receipt',
  component: CostReceipt,
  decorators: [withWidget],
  beforeEach: beforeEachWidget,
  args: { quote: quote(AJ_BELL, plan), scenario: plan },
  render: (args) => (
    <div style={{ maxWidth: 720 }} className="rounded-card border border-line bg-surface p-4">
      <CostReceipt {...args} />
    </div>
  ),
} satisfies Meta<typeof CostReceipt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Shares with a cap, tax-free cash, lump sums and dealing; the set-up fee is not known. */
export const SharesAndLumpSums: Story = {};
/** HL's £200 share cap with a regular income and a fund charge. */
export const ShareCapAndIncome: Story = {
  args: { quote: quote(HARGREAVES_LANSDOWN, withIncome), scenario: withIncome },
};
/** The standard comparison (spec §9): one line, the same figure as the list. */
export const StandardComparison: Story = {
  args: {
    quote: quote(sourcedTariffOf(providerBySlug('vanguard')!), baselineScenario(100_000)),
    scenario: baselineScenario(100_000),
  },
};
/** A provider that cannot do the plan: the reason comes first. */
export const CannotDoIt: Story = {
  args: {
    quote: quote(FIDELITY, { ...suggestedScenario(40_000), income: 2_000 }),
    scenario: { ...suggestedScenario(40_000), income: 2_000 },
  },
};
/**
 * As the widget shows it, from the shipped data (figures without their sources, decision 020):
 * ii cannot pay £750 lump sums, and a link leads to the sourced receipt on its page.
 */
const smallLumps: Scenario = { ...suggestedScenario(100_000), income: 1_500, lumpSums: 2 };
export const InWidgetWithSourcesLink: Story = {
  name: 'In the widget, with the link to its sources',
  args: {
    quote: quote(sourcedTariffOf(providerBySlug('interactive-investor')!), smallLumps),
    scenario: smallLumps,
    name: 'Interactive Investor',
    sourcesHref:
      'https://drawdowncompare.co.uk/provider/interactive-investor?pot=100000&income=1500&lumpSums=2',
  },
};
/** While names are locked, sources (which would name the provider) are held back. */
export const Locked: Story = { args: { locked: true } };
/** No tariff could be sourced. */
export const Unpriced: Story = {
  args: {
    quote: quote(sourcedTariffOf(providerBySlug('true-potential')!), baselineScenario(100_000)),
    scenario: baselineScenario(100_000),
  },
};
export const Phone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
