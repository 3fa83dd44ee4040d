import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from '@testing-library/user-event';
import { expect, within } from 'storybook/test';
import { blogPosts } from '../../content/blog/posts.ts';
import { App } from '../../site/shell/app.tsx';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { beforeEachSite, PHONE, withSite } from '../support/site-frame.tsx';
import { beforeEachWidget } from '../support/widget-frame.tsx';

/**
 * Whole pages as a visitor sees them: header, page, footer, routed by the real route table. Each
 * waits for its page (routes load on demand) and is checked against every axe rule, page-level
 * ones included (tag `page`).
 */
const meta = {
  title: 'Pages/Site',
  component: App,
  decorators: [withSite],
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    beforeEachSite(context);
    beforeEachWidget(context);
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15_000 });
  },
} satisfies Meta<typeof App>;
export default meta;

type Story = StoryObj<typeof meta>;

const at = (route: string): Story['parameters'] => ({ site: { route } });

export const Home: Story = { parameters: at('/') };
export const HomePhone: Story = { name: 'Home, phone', parameters: at('/'), tags: ['phone'], globals: PHONE };
export const Provider: Story = { name: 'Provider detail', parameters: at(`/provider/${PROVIDERS[0]!.slug}`) };
/** The plan the widget keeps in the URL: its itemised, sourced receipt (the server renders it too). */
const PLAN = 'pot=250000&funds=60&shares=40&trusts=0&income=12000&taxFreeCash=start';
export const ProviderPlan: Story = {
  name: 'Provider detail, your plan',
  parameters: at(`/provider/aj-bell?${PLAN}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { name: 'How we worked out your cost at AJ Bell' },
      { timeout: 15_000 },
    );
    await expect(canvas.getByText('Year one total')).toBeVisible();
  },
};
export const ProviderPlanPhone: Story = {
  name: 'Provider detail, your plan, phone',
  parameters: at(`/provider/aj-bell?${PLAN}`),
  tags: ['phone'],
  globals: PHONE,
};
/** ii pays lump sums of at least £1,000: a plan of £750 lump sums cannot be done there. */
export const ProviderPlanNotPossible: Story = {
  name: 'Provider detail, a plan it cannot do',
  parameters: at('/provider/interactive-investor?pot=100000&income=1500&lumpSums=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /cannot do this plan: Pays lump sums \(UFPLS\) of at least £1,000/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};
/** A wrong query is named parameter by parameter; the standard comparison stays. */
export const ProviderPlanErrors: Story = {
  name: 'Provider detail, a plan with a mistake',
  parameters: at('/provider/aj-bell?pot=250000&shares=150'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'shares must be a percentage from 0 to 100.',
    );
  },
};
export const Review: Story = {
  name: 'Provider review',
  parameters: at(`/provider/${PROVIDERS[1]!.slug}/review`),
};
export const Fees: Story = { name: 'Fees & Charges', parameters: at('/fees-and-charges') };
/**
 * The fees table priced for the plan in the URL, each provider's receipt below it: a ranking made
 * for the visitor, so shown as to someone who has unlocked the names (decision 043).
 */
export const FeesPlan: Story = {
  name: 'Fees & Charges, your plan',
  parameters: { ...at(`/fees-and-charges?${PLAN}`), widget: { unlocked: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { name: 'Your plan at each provider, line by line' },
      { timeout: 15_000 },
    );
    await expect(canvas.getAllByText(/in year one/).length).toBeGreaterThan(0);
  },
};
export const FeesPlanPhone: Story = {
  name: 'Fees & Charges, your plan, phone',
  parameters: at(`/fees-and-charges?${PLAN}`),
  tags: ['phone'],
  globals: PHONE,
};
export const IncomeDrawdown: Story = { name: 'Income Drawdown', parameters: at('/income-drawdown') };
export const Annuities: Story = { parameters: at('/annuities') };
export const HowItWorks: Story = { name: 'How It Works', parameters: at('/how-it-works') };
export const Blog: Story = { parameters: at('/blog') };
export const BlogPost: Story = { name: 'Blog post', parameters: at(`/blog/${blogPosts[0]!.slug}`) };
export const Contact: Story = { parameters: at('/contact') };
/** The consultation form sent empty: the problems are listed and each field says what to do. */
export const ContactErrors: Story = {
  name: 'Contact, form errors',
  parameters: at('/contact'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Book Free Consultation' }, { timeout: 15_000 });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
export const Ebook: Story = { name: 'Free ebook', parameters: at('/download-ebook') };
export const Privacy: Story = { name: 'Privacy Policy', parameters: at('/privacy-policy') };
export const Terms: Story = { name: 'Terms & Conditions', parameters: at('/terms-conditions') };
export const NotFound: Story = { name: 'Not found', parameters: at('/no-such-page') };

/** The calculator with its chart and year-by-year table, from a shareable link. */
export const Calculator: Story = {
  name: 'Calculator with chart',
  parameters: at('/pension-drawdown-calculator?pot=300000&income=18000&growth=4&inflation=2.5&years=30'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await expect(canvasElement.querySelector('svg[role="img"], figure svg')).not.toBeNull();
  },
};
/**
 * The chosen provider's charges come from the engine: Fidelity needs £50,000 for drawdown, so for
 * £40,000 it says it cannot do the plan, and names the charges its data does not hold.
 */
export const CalculatorProviderCannot: Story = {
  name: 'Calculator, a provider that cannot do the plan',
  parameters: at(
    '/pension-drawdown-calculator?pot=40000&income=2000&growth=4&inflation=2.5&years=20&provider=fidelity',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /Fidelity cannot do this plan: Needs a pot of at least £50,000/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};
export const CalculatorPhone: Story = {
  name: 'Calculator with chart, phone',
  parameters: at('/pension-drawdown-calculator?pot=150000&income=12000&growth=3&inflation=2&years=25'),
  tags: ['phone'],
  globals: PHONE,
};

/** The questionnaire at a step: its state is its address, as on the site (finder-model.ts). */
const ANSWERED = 'pot=250000&style=diy&priority=low-cost&priority=app';

export const FinderStep1: Story = {
  name: 'Find Provider, step 1 (pot)',
  parameters: at('/find-provider'),
};
/** Next pressed with no pot: the message says what to write. */
export const FinderStep1Error: Story = {
  name: 'Find Provider, step 1 error',
  parameters: at('/find-provider'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Questionnaire' }, { timeout: 15_000 });
    await userEvent.click(within(form).getByRole('button', { name: /Next/ }));
    await expect(await within(form).findByText(/Enter the size of your pension pot/)).toBeVisible();
  },
};
export const FinderStep2: Story = {
  name: 'Find Provider, step 2 (managed)',
  parameters: at('/find-provider?pot=250000&step=2'),
};
export const FinderStep3: Story = {
  name: 'Find Provider, step 3 (priorities)',
  parameters: at('/find-provider?pot=250000&style=diy&step=3'),
};
export const FinderResults: Story = {
  name: 'Find Provider, shortlist',
  parameters: at(`/find-provider?${ANSWERED}&step=shortlist`),
};
/**
 * The shortlist for the plan in the URL (as the widget keeps it), names unlocked: ii cannot pay
 * £750 lump sums.
 */
export const FinderResultsPlan: Story = {
  name: 'Find Provider, shortlist for your plan',
  parameters: {
    ...at('/find-provider?pot=100000&income=1500&lumpSums=2&style=unsure&priority=low-cost&step=shortlist'),
    widget: { unlocked: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /Interactive Investor is left out: it cannot do your plan/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};
export const FinderPhone: Story = {
  name: 'Find Provider, step 2, phone',
  parameters: at('/find-provider?pot=250000&step=2'),
  tags: ['phone'],
  globals: PHONE,
};

/** The page shell with the cookie notice, as a first visit shows it. */
export const FirstVisit: Story = {
  name: 'Home, first visit (cookie notice)',
  parameters: { site: { route: '/', cookieChoice: null } },
  tags: ['phone'],
  globals: PHONE,
};
