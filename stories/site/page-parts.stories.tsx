import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoLink } from '../../site/app/logo-mark.tsx';
import { NewFlag } from '../../site/app/new-flag.tsx';
import { PageHeader, Prose, SourceList } from '../../site/app/page-layout.tsx';
import { Spinner } from '../../site/app/spinner.tsx';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';

/** The building blocks of inner pages. */
const meta = {
  title: 'Site/Page parts',
  decorators: [withSite],
  beforeEach: beforeEachSite,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const header = (
  <PageHeader
    title="Income drawdown explained"
    breadcrumbs={[
      { label: 'Guides', to: '/how-it-works' },
      { label: 'Income Drawdown', to: '/income-drawdown' },
    ]}
    intro="How drawdown works, what it costs and what to watch, in plain English."
  />
);

export const PageHeaderWithBreadcrumbs: Story = {
  name: 'Page header with breadcrumbs',
  parameters: { layout: 'fullscreen' },
  render: () => header,
};
export const PageHeaderPhone: Story = {
  name: 'Page header, phone',
  parameters: { layout: 'fullscreen' },
  tags: ['phone'],
  globals: PHONE,
  render: () => header,
};

export const LongText: Story = {
  name: 'Prose',
  render: () => (
    <Prose>
      <h2>Taking an income</h2>
      <p>
        With drawdown your pension stays invested and you take money from it when you choose. Usually the
        first quarter can be taken tax-free; the rest is taxed as income.
      </p>
      <ul>
        <li>Your pot can go down as well as up.</li>
        <li>Taking too much too soon can make it run out.</li>
      </ul>
      <blockquote>Guidance only, not financial advice.</blockquote>
    </Prose>
  ),
};

export const Sources: Story = {
  name: 'Sources, with dates',
  render: () => (
    <SourceList
      checkedOn="2026-11-20"
      sources={[
        {
          url: 'https://www.gov.uk/tax-on-pension',
          title: 'Tax when you get a pension (GOV.UK)',
          dated: null,
        },
        {
          url: 'https://www.moneyhelper.org.uk/en/pensions-and-retirement/pension-wise',
          title: 'Pension Wise (MoneyHelper)',
          dated: '2026-04-06',
        },
      ]}
    />
  ),
};
export const NoSources: Story = {
  name: 'Sources, none published',
  render: () => <SourceList sources={[]} />,
};

export const Loading: Story = { name: 'Spinner', render: () => <Spinner label="Loading the page…" /> };

export const Logo: Story = {
  name: 'Logo and New flag',
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
      <LogoLink />
      <div style={{ background: '#0b2545', padding: 12, borderRadius: 8 }}>
        <LogoLink inverted />
      </div>
      <span>
        Calculator
        <NewFlag />
      </span>
    </div>
  ),
};
