import {
  annuityRateEnd2025,
  annuitySales2025,
  CURRENT_TAX_YEAR,
  FACTS_CHECKED_ON,
  gbp,
  lumpSumAllowance,
  personalAllowance,
  SOURCES,
} from '../pension-facts.ts';
import { GUIDE_TITLES } from './guide-titles.ts';
import type { Guide } from './guide-types.ts';

/** The /annuities guide. */
export const annuitiesGuide: Guide = {
  path: '/annuities',
  title: GUIDE_TITLES.annuities,
  shortTitle: 'Annuities',
  description: `What a pension annuity is, the main types (level, rising, joint life, enhanced), what rates look like, how they are taxed in ${CURRENT_TAX_YEAR}, and how they compare with drawdown.`,
  intro:
    'An annuity turns some or all of your pension pot into a guaranteed income for the rest of your life. This guide explains the types, what affects the income you get, and how an annuity compares with drawdown.',
  updated: FACTS_CHECKED_ON,
  taxYear: CURRENT_TAX_YEAR,
  sections: [
    {
      id: 'what-is-an-annuity',
      heading: 'What an annuity is',
      blocks: [
        {
          kind: 'p',
          text: 'An annuity is a contract with an insurance company. You pay it a lump sum from your pension and it pays you an income for life, however long you live. The income is guaranteed: it does not depend on how markets do.',
        },
        {
          kind: 'p',
          text: `Before buying, you can usually take up to **25% of your pot as tax-free cash** (up to the lump sum allowance of ${lumpSumAllowance.display}). The income itself is taxed like a salary, after your personal allowance of ${personalAllowance.display} in ${CURRENT_TAX_YEAR}.`,
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Usually a once-and-for-all decision',
          text: 'Once you have bought an annuity you normally cannot cancel it, change it or get your money back. Take your time and shop around.',
        },
      ],
    },
    {
      id: 'types',
      heading: 'Types of annuity',
      blocks: [
        {
          kind: 'table',
          caption: 'The main choices when you buy an annuity',
          head: ['Type', 'What it does', 'The trade-off'],
          rows: [
            [
              'Level',
              'Pays the same amount every year for life.',
              'Starts higher, but buys less each year as prices rise.',
            ],
            [
              'Escalating or inflation-linked',
              'Rises each year by a fixed rate or with inflation (the Retail Prices Index, RPI).',
              'Starts lower; can take many years to catch up with a level income.',
            ],
            [
              'Joint life',
              'Keeps paying your spouse or partner after you die, in full or at a set percentage.',
              'Starts lower than a single-life income.',
            ],
            [
              'Guarantee period or value protection',
              'Pays out for a set number of years, or returns part of the money, if you die early.',
              'Slightly lower income.',
            ],
            [
              'Enhanced (impaired life)',
              'Pays more if your health or lifestyle (for example smoking) is likely to shorten your life.',
              'Needs a medical questionnaire; not everyone qualifies.',
            ],
          ],
        },
      ],
    },
    {
      id: 'rates',
      heading: 'What annuities pay',
      blocks: [
        {
          kind: 'p',
          text: `Annuity rates follow the yields on UK government bonds (gilts), so they rose sharply from 2022 as interest rates went up. ${annuityRateEnd2025.summary}`,
        },
        {
          kind: 'table',
          caption: 'Yearly income from £100,000 for a healthy 65-year-old, single life, level',
          head: ['When', 'Income a year', 'Measure'],
          rows: [
            ['Start of 2022', 'about £4,540', 'Benchmark before rates rose (Canada Life)'],
            ['January 2024', gbp(6_810), 'Market average (Standard Life tracker)'],
            ['January 2025', gbp(7_360), 'Market average (Standard Life tracker)'],
            ['End of 2025', gbp(7_510), 'Market average (Standard Life tracker)'],
          ],
        },
        {
          kind: 'p',
          text: 'Your own rate depends on your age, your health, the options you choose and the rate on the day you buy. The best rate on offer is often well above the average, so shopping around on the open market matters.',
        },
        {
          kind: 'p',
          text: `${annuitySales2025.summary} Read [why annuities are regaining popularity](/blog/why-annuities-are-regaining-popularity).`,
          print: annuitySales2025.summary,
        },
      ],
    },
    {
      id: 'drawdown-or-annuity',
      heading: 'Annuity or drawdown?',
      blocks: [
        {
          kind: 'table',
          caption: 'How an annuity and drawdown compare',
          head: ['', 'Annuity', 'Drawdown'],
          rows: [
            ['Income', 'Guaranteed for life', 'Flexible, not guaranteed'],
            ['Investment risk', "The insurer's", 'Yours'],
            ['Can it run out?', 'No', 'Yes'],
            ['Change your mind later?', 'Normally no', 'Yes, you can buy an annuity later'],
            [
              'Passing money on',
              'Only through a guarantee, value protection or joint life',
              'What is left can be passed on',
            ],
            [
              'Protection if the firm fails (Financial Services Compensation Scheme, FSCS)',
              '100%, no upper limit',
              'Investment claims up to £85,000 per person per firm',
            ],
          ],
        },
        {
          kind: 'p',
          text: 'You can combine the two: many people use part of their pot to buy an annuity that covers essential bills, alongside the State Pension, and keep the rest in drawdown. Annuity rates are usually higher the older you are, so some people start in drawdown and buy an annuity later. Read [pension drawdown vs annuity](/blog/pension-drawdown-vs-annuity) and our [income drawdown guide](/income-drawdown).',
          print:
            'You can combine the two: many people use part of their pot to buy an annuity that covers essential bills, alongside the State Pension, and keep the rest in drawdown. Annuity rates are usually higher the older you are, so some people start in drawdown and buy an annuity later. The chapter \u2018Income drawdown explained\u2019 covers drawdown.',
        },
      ],
    },
    {
      id: 'inheritance-tax',
      heading: 'Annuities and the April 2027 inheritance tax change',
      blocks: [
        {
          kind: 'p',
          text: 'From 6 April 2027 most unused pension money counts towards your estate for inheritance tax. Annuity payments that carry on to a dependant after you die are outside the new rule that lets schemes hold back money to pay the tax, and some joint annuities are left out of the change. Industry bodies have said the change makes a guaranteed income relatively more attractive for some people. Whether it matters for you depends on your estate; see [inheritance tax on pensions from April 2027](/blog/inheritance-tax-on-pensions-from-april-2027).',
          print:
            'From 6 April 2027 most unused pension money counts towards your estate for inheritance tax. Annuity payments that carry on to a dependant after you die are outside the new rule that lets schemes hold back money to pay the tax, and some joint annuities are left out of the change. Industry bodies have said the change makes a guaranteed income relatively more attractive for some people. Whether it matters for you depends on your estate.',
        },
      ],
    },
    {
      id: 'buying',
      heading: 'Buying an annuity: a checklist',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Book a free Pension Wise appointment to understand your options.',
            'Decide what you need: level or rising, single or joint life, any guarantee.',
            'Answer health and lifestyle questions honestly: you may qualify for an enhanced rate.',
            'Compare quotes from several insurers on the open market, not only your own pension provider.',
            'Check the insurer on the Financial Conduct Authority (FCA) register before you sign.',
          ],
        },
        {
          kind: 'note',
          tone: 'help',
          title: 'Pension Wise from MoneyHelper',
          text: 'Pension Wise is a free and impartial government service that helps you understand your options for a defined contribution pension, including annuities. Book at [moneyhelper.org.uk/pensionwise](https://www.moneyhelper.org.uk/en/pensions-and-retirement/pension-wise).',
        },
      ],
    },
  ],
  factKeys: [
    'taxFreeCashShare',
    'lumpSumAllowance',
    'personalAllowance',
    'annuityRateEnd2025',
    'annuitySales2025',
    'fscsInvestmentLimit',
    'inheritanceTaxOnPensions',
    'pensionWise',
    'fcaRegister',
  ],
  extraSources: [SOURCES.pensionPigAnnuity, SOURCES.abiEnhanced, SOURCES.canadaLifeAnnuities],
};
