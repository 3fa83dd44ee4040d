import {
  annualAllowance,
  CURRENT_TAX_YEAR,
  emergencyTax,
  FACTS_CHECKED_ON,
  fscsInvestmentLimit,
  gbp,
  gbpPence,
  incomeTaxBands,
  inheritanceTaxOnPensions,
  lumpSumAllowance,
  minimumPensionAge,
  minimumPensionAgeFrom2028,
  moneyPurchaseAnnualAllowance,
  personalAllowance,
  scottishIncomeTaxBands,
  statePensionWeekly,
} from '../pension-facts.ts';
import { GUIDE_TITLES } from './guide-titles.ts';
import type { Guide, GuideBlock } from './guide-types.ts';

const band = (from: number, to: number | null) =>
  to === null ? `over ${gbp(from - 1)}` : `${gbp(from)} to ${gbp(to)}`;

const ukBandsTable: GuideBlock = {
  kind: 'table',
  caption: `Income tax on pension income in England, Wales and Northern Ireland, ${CURRENT_TAX_YEAR}`,
  head: ['Band', 'Taxable income a year', 'Rate'],
  rows: incomeTaxBands.value.map((b) => [b.name, band(b.from, b.to), `${b.rate}%`]),
};

const scottishBandsTable: GuideBlock = {
  kind: 'table',
  caption: `Scottish income tax on pension income, ${CURRENT_TAX_YEAR}`,
  head: ['Band', 'Taxable income a year', 'Rate'],
  rows: scottishIncomeTaxBands.value.map((b) => [b.name, band(b.from, b.to), `${b.rate}%`]),
};

/** The /income-drawdown guide. */
export const incomeDrawdownGuide: Guide = {
  path: '/income-drawdown',
  title: GUIDE_TITLES.incomeDrawdown,
  shortTitle: 'Income drawdown',
  description: `How pension drawdown works in the UK in ${CURRENT_TAX_YEAR}: tax-free cash, how withdrawals are taxed, the money purchase annual allowance, charges and risks, in plain English.`,
  intro:
    'Income drawdown lets you keep your pension invested and take money out as and when you need it. This guide explains how it works, how it is taxed and what to watch for, in plain English.',
  updated: FACTS_CHECKED_ON,
  taxYear: CURRENT_TAX_YEAR,
  sections: [
    {
      id: 'what-is-drawdown',
      heading: 'What income drawdown is',
      blocks: [
        {
          kind: 'p',
          text: 'Income drawdown (also called flexi-access drawdown) is a way of taking money from a defined contribution pension, the kind where you build up a pot of money, such as a personal pension, a SIPP (self-invested personal pension) or most workplace pensions. Your pot stays invested and you take out what you want, when you want it: a regular income, occasional lump sums, or both.',
        },
        {
          kind: 'p',
          text: `You can usually start from age **${minimumPensionAge.display}**. That rises to **${minimumPensionAgeFrom2028.display} on 6 April 2028**, although some people have a protected lower age and some public service schemes keep their current ages.`,
        },
        {
          kind: 'list',
          items: [
            'Your money can keep growing, but it can also fall in value.',
            'You decide how much to take and can change it at any time.',
            'Whatever is left when you die can go to the people you choose.',
            'Unlike an annuity, the income is not guaranteed: if you take too much, or markets fall, it can run out.',
          ],
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How it works, step by step',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'You choose a drawdown provider. It can be the one that holds your pension now, or another one you transfer to.',
            `You move some or all of your pot into drawdown. Usually you can take up to **25% of what you move as tax-free cash**.`,
            'The rest goes into your drawdown fund and stays invested in funds or shares you choose (or a ready-made portfolio).',
            'You take income from the drawdown fund when you like. Each payment is taxed as income.',
            'You review it regularly: how much you take, how it is invested and what it costs.',
          ],
        },
        {
          kind: 'p',
          text: 'You do not have to move your whole pot at once. Moving it a slice at a time is called phased drawdown: read [what is phased drawdown](/blog/what-is-phased-drawdown-unlocking-the-benefits-of-flexible-pension-income).',
          print:
            'You do not have to move your whole pot at once. Moving it a slice at a time is called phased drawdown.',
        },
      ],
    },
    {
      id: 'tax-free-cash',
      heading: 'Tax-free cash',
      blocks: [
        {
          kind: 'p',
          text: `When you move money into drawdown you can normally take up to a quarter of it tax-free. Across all your pensions, the most tax-free cash most people can take in their lifetime is the **lump sum allowance of ${lumpSumAllowance.display}** (it replaced the lifetime allowance, abolished on 6 April 2024). People with an older protection may have a higher limit.`,
        },
        {
          kind: 'p',
          text: 'You do not have to take your tax-free cash as one lump sum. Another way to take money is an uncrystallised funds pension lump sum (UFPLS): each payment is 25% tax-free and 75% taxed as income, taken straight from your pot without moving it into drawdown first.',
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Protected tax-free cash',
          text: 'If your scheme gives you a right to more than 25% tax-free cash, taking it in stages or by UFPLS can lose that right. Ask your provider before you take anything.',
        },
      ],
    },
    {
      id: 'tax-on-withdrawals',
      heading: 'How withdrawals are taxed',
      blocks: [
        {
          kind: 'p',
          text: `Anything you take beyond your tax-free cash is added to your other income for the year (such as the State Pension, a salary or rent) and taxed at your usual rates. Most people have a **personal allowance of ${personalAllowance.display}** a year before paying any income tax. The full new State Pension is ${statePensionWeekly.display} in ${CURRENT_TAX_YEAR} (about ${gbpPence(12_547.6)} a year), which uses up almost all of that allowance.`,
        },
        ukBandsTable,
        {
          kind: 'p',
          text: `If you live in **Scotland**, your pension income is taxed at Scottish rates. ${scottishIncomeTaxBands.caveat ?? ''}`,
        },
        scottishBandsTable,
        {
          kind: 'p',
          text: 'Because each withdrawal is added to your income for that tax year, taking a large sum in one year can push you into a higher band. Spreading withdrawals across tax years (which run from 6 April to 5 April) can mean less tax overall.',
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Emergency tax on your first withdrawal',
          text: emergencyTax.summary,
        },
      ],
    },
    {
      id: 'money-purchase-annual-allowance',
      heading: 'The money purchase annual allowance (MPAA)',
      blocks: [
        {
          kind: 'p',
          text: `Normally up to ${annualAllowance.display} can go into your pensions with tax relief. But once you take taxable money flexibly, for example your **first income payment from drawdown** or a UFPLS, the money purchase annual allowance applies: from then on only **${moneyPurchaseAnnualAllowance.display}** can go into defined contribution pensions with tax relief, and you cannot carry forward unused allowance from earlier years.`,
        },
        {
          kind: 'list',
          items: [
            '**Triggers it:** a UFPLS; the first taxable payment from flexi-access drawdown; a flexible annuity whose payments can go down.',
            '**Does not trigger it:** taking only your tax-free cash; a small-pot lump sum; a standard lifetime annuity; a final salary (defined benefit) pension.',
          ],
        },
        {
          kind: 'p',
          text: 'This matters most if you are still working and you or your employer still pay in. If that is you, you may want to take only tax-free cash for now.',
        },
      ],
    },
    {
      id: 'how-much-to-take',
      heading: 'How much can you take?',
      blocks: [
        {
          kind: 'p',
          text: 'As much as you like, but the more you take, the sooner the money may run out. Research on past UK returns suggests that taking about 3% to 3.5% of your starting pot a year, rising with inflation, has lasted 30 years in most periods. Starting younger and paying higher charges both lower that figure. Financial Conduct Authority (FCA) figures for 2024/25 show almost half of regular withdrawals were at 8% or more of the pot a year.',
        },
        {
          kind: 'p',
          text: 'Try your own figures in our [drawdown calculator](/pension-drawdown-calculator), and read [how much can I take from my pension each year](/blog/how-much-can-i-take-from-my-pension-each-year).',
          print:
            'You can try your own figures in the [drawdown calculator](/pension-drawdown-calculator) on our website.',
        },
      ],
    },
    {
      id: 'charges',
      heading: 'What drawdown costs',
      blocks: [
        {
          kind: 'p',
          text: 'Drawdown providers charge in different ways: a percentage of your pot (often lower on larger amounts), a fixed yearly fee, or a mix, sometimes with a separate yearly drawdown fee or a set-up fee. On top of that come the charges of the funds you invest in and any dealing charges.',
        },
        {
          kind: 'p',
          text: 'Because the charge is taken every year from what is left, small differences add up over a long retirement. Our [comparison](/) works out each provider\u2019s yearly charge in pounds for your pot, and [how the comparison works](/how-it-works) explains exactly what it includes.',
          print:
            'Because the charge is taken every year from what is left, small differences add up over a long retirement. Our comparison works out each provider\u2019s yearly charge in pounds for your pot; the chapter \u2018How our comparison works\u2019 explains exactly what it includes.',
        },
      ],
    },
    {
      id: 'risks',
      heading: 'Risks to weigh up',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Investment risk:** your pot can fall as well as rise. Falls early in retirement, while you are taking money out, do the most damage.',
            '**Running out:** you might live longer than your money lasts.',
            '**Inflation:** the same income buys less each year.',
            '**Decisions:** you, or someone you pay, must keep managing the investments and withdrawals for many years.',
            `**Protection:** if an authorised investment firm or SIPP provider fails, the Financial Services Compensation Scheme (FSCS) can pay ${fscsInvestmentLimit.display}. It does not cover losses from investments falling in value.`,
          ],
        },
      ],
    },
    {
      id: 'passing-it-on',
      heading: 'Passing your pension on',
      blocks: [
        {
          kind: 'p',
          text: `Money left in drawdown can be passed on when you die. If you die before 75, it is usually free of income tax for your beneficiaries; if you die at 75 or over, they pay income tax on what they take. ${inheritanceTaxOnPensions.summary}`,
        },
        {
          kind: 'p',
          text: 'Read more in [inheritance tax on pensions from April 2027](/blog/inheritance-tax-on-pensions-from-april-2027).',
          print: false,
        },
      ],
    },
    {
      id: 'free-guidance',
      heading: 'Free, impartial help: Pension Wise',
      blocks: [
        {
          kind: 'note',
          tone: 'help',
          title: 'Pension Wise from MoneyHelper',
          text: 'Pension Wise is a free and impartial government service that helps you understand your options for a defined contribution pension. When you ask to take or transfer your pension, your provider must offer to book you an appointment. Book at [moneyhelper.org.uk/pensionwise](https://www.moneyhelper.org.uk/en/pensions-and-retirement/pension-wise).',
        },
        {
          kind: 'p',
          text: 'Guidance helps you understand your choices; regulated financial advice recommends what you should do and is paid for. Our specialists offer a free 15-minute consultation with no obligation if you would like to talk things through.',
        },
      ],
    },
  ],
  factKeys: [
    'minimumPensionAge',
    'minimumPensionAgeFrom2028',
    'taxFreeCashShare',
    'lumpSumAllowance',
    'personalAllowance',
    'incomeTaxBands',
    'scottishIncomeTaxBands',
    'statePensionWeekly',
    'emergencyTax',
    'annualAllowance',
    'moneyPurchaseAnnualAllowance',
    'sustainableWithdrawalRates',
    'highWithdrawals',
    'fscsInvestmentLimit',
    'inheritanceTaxOnPensions',
    'incomeTaxOnDeathBenefits',
    'pensionWise',
  ],
};
