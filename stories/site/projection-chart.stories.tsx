import type { Meta, StoryObj } from '@storybook/react-vite';
import { projectDrawdown } from '../../site/pages/calculator/drawdown-projection.ts';
import { ProjectionChart } from '../../site/pages/calculator/projection-chart.tsx';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { providerCost } from '../../widget/core/rank.ts';
import { baselineScenario } from '../../widget/core/scenario.ts';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/** The calculator's chart of the pot year by year (with its table alternative). */
const meta = {
  title: 'Site/Calculator chart',
  component: ProjectionChart,
  decorators: [withSite],
  beforeEach: beforeEachSite,
} satisfies Meta<typeof ProjectionChart>;
export default meta;

type Story = StoryObj<typeof meta>;

function chartArgs(pot: number, income: number, years: number) {
  const projection = projectDrawdown({
    pot,
    income,
    growthPercent: 4,
    inflationPercent: 2.5,
    years,
    // The first provider's real tariff, from the cost engine (the standard plan's year).
    yearlyCharge: (value) => providerCost(PROVIDERS[0]!, baselineScenario(value)) ?? 0,
  });
  return { rows: projection.rows, startPot: pot, runsOutInYear: projection.runsOutInYear };
}

/** £300,000 paying £18,000 a year: the money runs out inside the plan. */
export const RunsOut: Story = { name: 'Runs out within the plan', args: chartArgs(300_000, 18_000, 30) };
/** £500,000 paying £15,000 a year: the pot lasts the whole plan. */
export const Lasts: Story = { name: 'Lasts the whole plan', args: chartArgs(500_000, 15_000, 25) };
/** On a 360 px phone: the labels keep their 15 px size (HTML beside the stretched drawing). */
export const Phone: Story = { args: chartArgs(150_000, 12_000, 20), tags: ['phone'], globals: PHONE };
/** On a phone, running out: the 'Runs out' label sits inside the plot without covering the axis. */
export const PhoneRunsOut: Story = {
  name: 'Phone, runs out',
  args: chartArgs(200_000, 16_000, 30),
  tags: ['phone'],
  globals: PHONE,
};
/** A 10-year plan: every year labelled on a wide screen, every other year on a phone. */
export const ShortPlan: Story = { name: 'Short plan (10 years)', args: chartArgs(120_000, 9_000, 10) };
export const ShortPlanPhone: Story = {
  name: 'Short plan on a phone',
  args: chartArgs(120_000, 9_000, 10),
  tags: ['phone'],
  globals: PHONE,
};
