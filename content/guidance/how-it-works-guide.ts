import { BRAND } from '../../widget/core/brand.ts';
import { countProviders, providerCountText } from '../../widget/core/provider-count.ts';
import { PROVIDERS, providerBySlug } from '../../widget/core/providers.ts';
import { providerCost, rankProviders } from '../../widget/core/rank.ts';
import { baselineScenario } from '../../widget/core/scenario.ts';
import { CURRENT_TAX_YEAR, FACTS_CHECKED_ON, gbp } from '../pension-facts.ts';
import { GUIDE_TITLES } from './guide-titles.ts';
import type { Guide } from './guide-types.ts';

const EXAMPLE_POT = 250_000;
/** One provider of each way of charging: capped percentage, bands, fixed fee, percentage plus drawdown fee. */
const EXAMPLE_SLUGS = ['vanguard', 'aj-bell', 'interactive-investor', 'standard-life'] as const;

/** "£375" from the cost engine for the standard plan, or a plain statement when it cannot be worked out. */
function exampleCost(slug: string, pot: number): string {
  const provider = providerBySlug(slug);
  const cost = provider ? providerCost(provider, baselineScenario(pot)) : null;
  return cost === null ? 'not in our data' : gbp(cost);
}

/** The one provider count (widget/core/provider-count.ts), for the standard plan at the example pot. */
const count = countProviders(rankProviders(PROVIDERS, EXAMPLE_POT));

/** The /how-it-works guide: how the comparison is worked out, what it leaves out, how the site is funded. */
export const howItWorksGuide: Guide = {
  path: '/how-it-works',
  title: GUIDE_TITLES.howItWorks,
  shortTitle: 'How the comparison works',
  description:
    'How Drawdown Compare works out each provider\u2019s yearly cost for your pot, what the figure includes and leaves out, where the data comes from, and how the site is paid for.',
  intro:
    'We rank pension drawdown providers by one thing: what each would charge you in a year, in pounds, for the pot you enter. Here is exactly how that figure is worked out, what it leaves out, and how we are paid.',
  updated: FACTS_CHECKED_ON,
  taxYear: CURRENT_TAX_YEAR,
  sections: [
    {
      id: 'three-steps',
      heading: 'Using the comparison in three steps',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Enter your pension pot.** Type the value of the pension you would move into drawdown on the [comparison](/).',
            `**See every provider ranked by yearly cost.** All ${PROVIDERS.length} providers are listed, cheapest first, with the cost in pounds and how much more each costs than the cheapest. The three cheapest are marked Top 1, Top 2 and Top 3. Filters let you narrow the list by type, rating, investment choice and features.`,
            `**Unlock the names, if you wish.** Names and logos are hidden until you give your name and e-mail address and agree to receive ${BRAND.emailSeries.count} e-mails over 2 weeks with pension guidance. You can unsubscribe at any time. You can also [book a free consultation](/contact) at any point.`,
          ],
        },
      ],
    },
    {
      id: 'the-calculation',
      heading: 'How the yearly cost is worked out',
      blocks: [
        { kind: 'p', text: 'For each provider, and for the pot you enter, we work out one figure:' },
        {
          kind: 'list',
          ordered: true,
          items: [
            '**A fixed fee:** if the provider charges a fixed yearly fee, that fee is the charge.',
            '**Otherwise, percentage bands:** the pot is charged band by band. For example, a provider might charge 0.25% on the first £250,000 and 0.10% on the part between £250,000 and £500,000. A few providers charge one rate on the whole pot, chosen by its size; we apply those as the provider describes.',
            '**Minimum and cap:** if the provider has a minimum yearly charge, a smaller result is raised to it; if it has a cap, a larger one is brought down to it.',
            '**Drawdown fee:** any separate yearly drawdown fee is then added.',
          ],
        },
        {
          kind: 'table',
          caption: `Worked examples for a ${gbp(EXAMPLE_POT)} pot`,
          head: ['Provider', 'How it charges', 'Yearly cost'],
          rows: EXAMPLE_SLUGS.map((slug) => {
            const provider = providerBySlug(slug);
            return [
              provider?.name ?? slug,
              provider?.feeStructure ?? 'not published',
              exampleCost(slug, EXAMPLE_POT),
            ];
          }),
        },
        {
          kind: 'p',
          text: `For Vanguard, 0.15% of ${gbp(EXAMPLE_POT)} is £375, which is also the cap, so the cost is £375. The same sums run for every provider each time you change the pot.`,
        },
      ],
    },
    {
      id: 'what-it-leaves-out',
      heading: 'What the figure leaves out',
      blocks: [
        {
          kind: 'p',
          text: 'The yearly cost is the provider\u2019s own yearly account charge, plus any yearly drawdown fee. To keep the comparison like for like, it does **not** include:',
        },
        {
          kind: 'list',
          items: [
            '**Fund charges** (the ongoing charge of each fund you hold), which vary with what you choose to invest in.',
            '**Dealing charges** for buying and selling shares, exchange-traded funds (ETFs) or investment trusts.',
            '**One-off set-up fees**, which some providers charge when you start drawdown. They are shown on provider pages, not added to the yearly cost.',
            '**Caps that apply only to some investments**, such as a lower maximum charge for shares. We assume a pot held in funds.',
            '**Advice fees** for providers that are normally used through a financial adviser.',
            '**Service, investment performance and how easy a provider is to deal with**, which matter too. We show ratings and features to help, but they do not change the ranking.',
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'When a provider does not publish its charges',
          text: `${providerCountText(count, 'the standard plan')}. For those, we could not find a list of charges to rely on. We do not guess: they are listed after the others with "check with the provider" instead of a figure.`,
        },
      ],
    },
    {
      id: 'where-data-comes-from',
      heading: 'Where the data comes from',
      blocks: [
        {
          kind: 'p',
          text: 'Every charge comes from the provider\u2019s own published charges page or key documents, and each provider page lists its sources and the date we last checked them. Charges change: always confirm the current charges with the provider before you decide. If you spot a figure that is out of date, please [tell us](/report-a-wrong-figure).',
        },
      ],
    },
    {
      id: 'how-we-are-funded',
      heading: 'How the site is funded',
      blocks: [
        {
          kind: 'p',
          text: `${BRAND.tradingStyleStatement} The comparison is free to use. The firm pays for the site because some visitors go on to ask it for help: the first consultation is free, lasts 15 minutes and carries no obligation. If you later choose to become a client for regulated financial advice, the firm will tell you its fee in writing before any work starts.`,
        },
        {
          kind: 'list',
          items: [
            '**No provider pays to be listed**, and none can pay to move up the ranking. The order is set by the calculated yearly cost alone.',
            'Unlocking names asks for your e-mail so we can send the 5-part e-mail guide; we never sell your details. See our [privacy policy](/privacy-policy).',
          ],
        },
      ],
    },
    {
      id: 'guidance-not-advice',
      heading: 'Guidance, not advice',
      blocks: [
        {
          kind: 'p',
          text: `${BRAND.guidanceOnly} A cheaper provider is not automatically the right one for you. The value of investments can go down as well as up, and you may get back less than you put in.`,
          print:
            'The information in this guide is guidance only and not financial advice. A cheaper provider is not automatically the right one for you. The value of investments can go down as well as up, and you may get back less than you put in.',
        },
        {
          kind: 'note',
          tone: 'help',
          title: 'Pension Wise from MoneyHelper',
          text: 'Before you take money from your pension, Pension Wise offers free, impartial government guidance on your options. Book at [moneyhelper.org.uk/pensionwise](https://www.moneyhelper.org.uk/en/pensions-and-retirement/pension-wise).',
        },
      ],
    },
  ],
  factKeys: ['pensionWise', 'fcaRegister'],
};
