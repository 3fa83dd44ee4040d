import {
  annuityRateEnd2025,
  emergencyTax,
  FACTS_CHECKED_ON,
  highWithdrawals,
  incomeTaxBands,
  lumpSumAllowance,
  moneyPurchaseAnnualAllowance,
  PENSION_WISE_URL,
  type PensionFact,
  pensionWise,
  personalAllowance,
  scamWarnings,
  statePensionWeekly,
  sustainableWithdrawalRates,
  taxFreeCashShare,
} from '../../content/pension-facts.ts';
import { BRAND } from '../../widget/core/brand.ts';
import { formatLongDate } from '../../widget/core/format.ts';

/** One e-mail of the series: plain-English guidance, never a personal recommendation. */
export interface SeriesEmail {
  step: number;
  subject: string;
  /** Paragraphs before the facts. */
  intro: string[];
  facts: PensionFact<unknown>[];
  /** Paragraphs after the facts. */
  outro: string[];
  /** A call to action: label and site path. */
  action: { label: string; path: string };
  /** Carries the visitor's own comparison: the three cheapest providers for their pot. */
  comparison?: true;
  /** Paragraphs after the comparison and before the facts (only with `comparison`). */
  afterComparison?: string[];
}

const consultation = `If you would like to talk it through, book a free ${BRAND.consultation.minutes}-minute consultation with no obligation. We respond within ${BRAND.consultation.responseWithinHours} hours during our phone hours (${BRAND.phoneHours}).`;

/** The five e-mails, in order. Day numbers come from the configured schedule (default 0, 3, 7, 10, 14). */
export const SERIES: readonly SeriesEmail[] = [
  {
    step: 1,
    subject: 'Your drawdown comparison, and what the costs mean',
    comparison: true,
    intro: [
      'Thank you for using Drawdown Compare. You can now see every provider’s name beside its yearly cost.',
      'Drawdown lets you leave your pension invested and take money out when you need it. The fees come out of your pot every year, so a lower charge leaves more of your money working for you. We rank providers by what they would charge for your pot, cheapest first. No provider pays for its place.',
    ],
    // After the visitor's comparison (render.server.ts puts it between intro and these).
    afterComparison: [
      'Over the next two weeks we will send you four more short e-mails about the rules that matter most when you take money from a pension. Here are the two that most people ask about first:',
    ],
    facts: [taxFreeCashShare, lumpSumAllowance],
    outro: [
      'Costs are not everything: check the investments, the service and the withdrawal options too.',
      consultation,
    ],
    action: { label: 'Compare providers again', path: '/#calculator' },
  },
  {
    step: 2,
    subject: 'How tax works when you take money from your pension',
    intro: [
      'Apart from your tax-free cash, money you take out of a pension counts as income for that tax year. It is added to any other income, such as the State Pension or wages, and taxed in the usual way.',
    ],
    facts: [personalAllowance, incomeTaxBands, emergencyTax],
    outro: [
      'Taking a large amount in one tax year can push part of it into a higher tax band. Spreading withdrawals over several tax years can mean paying less tax overall.',
      consultation,
    ],
    action: { label: 'Read how income drawdown works', path: '/income-drawdown' },
  },
  {
    step: 3,
    subject: 'Still paying into a pension? Read this before you draw',
    intro: [
      'If you are still working, or may pay into a pension again, the first taxable withdrawal can change how much you can save with tax relief in future.',
    ],
    facts: [moneyPurchaseAnnualAllowance],
    outro: [
      'Taking only your tax-free cash and leaving the rest invested does not trigger this limit, so the order in which you take money can matter.',
      consultation,
    ],
    action: { label: 'See how it works', path: '/how-it-works' },
  },
  {
    step: 4,
    subject: 'How much can you take each year?',
    intro: [
      'The hardest question in drawdown is how much to take without running out. Your pot has to last for a retirement that may be 30 years or more, and investments can fall as well as rise.',
    ],
    facts: [sustainableWithdrawalRates, highWithdrawals, statePensionWeekly],
    outro: [
      'Our calculator shows how long your pot might last at different withdrawal rates, with the assumptions stated beside the result.',
      consultation,
    ],
    action: { label: 'Try the drawdown calculator', path: '/pension-drawdown-calculator' },
  },
  {
    step: 5,
    subject: 'Drawdown or an annuity? And where to get free guidance',
    intro: [
      'An annuity swaps some or all of your pot for a guaranteed income for life. Drawdown keeps your money invested and flexible, but nothing is guaranteed. Many people combine the two.',
    ],
    facts: [annuityRateEnd2025, pensionWise, scamWarnings],
    outro: [
      `Pension Wise is free and impartial: ${PENSION_WISE_URL}`,
      'This is the last e-mail in this series. Thank you for reading.',
      consultation,
    ],
    action: { label: 'Compare drawdown and annuities', path: '/annuities' },
  },
];

export const FACTS_NOTE = `Figures checked on ${formatLongDate(FACTS_CHECKED_ON)}. Tax rules can change and depend on your circumstances.`;
