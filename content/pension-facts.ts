/**
 * The UK pension facts the site, the e-mail series and the ebook quote, in ONE place.
 *
 * Every figure comes from /work/shared/research/uk-pension-rules.md and carries the tax year (or
 * date) it applies to and the source(s) that fact sheet gives for it, with the date the source
 * shows. Where the research marks something "not confirmed", the fact says so in `caveat` and the
 * pages repeat it rather than present it as settled. Nothing here is advice.
 */

import { formatCurrency } from '../widget/core/format.ts';

export interface FactSource {
  url: string;
  title: string;
  /** The date or tax year the source itself shows; "undated" when it shows none. */
  dated: string;
}

export interface PensionFact<V = number> {
  /** Short name, e.g. "Money purchase annual allowance". */
  label: string;
  value: V;
  /** The figure as a reader sees it, e.g. "£10,000 a year". */
  display: string;
  /** The tax year or date the figure applies to, e.g. "2026/27" or "from 6 April 2028". */
  appliesTo: string;
  /** One or two plain-English sentences a page can quote as they stand. */
  summary: string;
  /** Anything the research could not confirm, said openly. */
  caveat?: string;
  sources: readonly FactSource[];
}

/** The date these facts were last checked against the research fact sheet. */
export const FACTS_CHECKED_ON = '2026-11-22';
/** The tax year the current figures apply to (6 April 2026 to 5 April 2027). */
export const CURRENT_TAX_YEAR = '2026/27';

/** "£268,275" */
export const gbp = (value: number) => formatCurrency(value);
/** "£241.30" */
export const gbpPence = (value: number) =>
  formatCurrency(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Sources, named once so several facts can cite the same page. */
export const SOURCES = {
  commonsLibraryNmpa: {
    url: 'https://commonslibrary.parliament.uk/research-briefings/cdp-2023-0164/',
    title: 'House of Commons Library: debate briefing on the normal minimum pension age',
    dated: '12 July 2023',
  },
  royalLondonNmpa: {
    url: 'https://adviser.royallondon.com/technical-central/pensions/benefit-options/increase-in-normal-minimum-pension-age-in-2028/',
    title: 'Royal London: increase in normal minimum pension age in 2028',
    dated: '26 June 2023',
  },
  towersWatsonLta: {
    url: 'https://epa.towerswatson.com/accounts/NW1/public/natwest-gpf-news-lifetime-allowance-abolished/',
    title: 'NatWest Group Pension Fund (WTW): Lifetime Allowance abolished',
    dated: '6 April 2024',
  },
  fidelityLta: {
    url: 'https://adviserservices.fidelity.co.uk/news-insights/financial-advisor-insights/insights-and-opinions/the-lta-replacement-regime-explained',
    title: 'Fidelity Adviser Solutions: the LTA replacement regime explained',
    dated: '2024/25',
  },
  budgetNov2025Allowances: {
    url: 'http://thomasandwoolven.co.uk/index.php/news?command=viewitem&id=30560',
    title: 'Thomas & Woolven: Budget November 2025, pension allowances unchanged',
    dated: '27 November 2025',
  },
  charlesStanleyUfpls: {
    url: 'https://www.charles-stanley.co.uk/insights/commentary/ufpls-explained',
    title: 'Charles Stanley: UFPLS explained',
    dated: 'undated',
  },
  drewberryDrawdownTax: {
    url: 'https://www.drewberryinsurance.co.uk/knowledge/pensions/pension-drawdown-tax',
    title: 'Drewberry: pension drawdown tax',
    dated: 'undated',
  },
  drewberryUfpls: {
    url: 'https://www.drewberryinsurance.co.uk/knowledge/pensions/what-is-an-uncrystallised-fund-pension-lump-sum-ufpls',
    title: 'Drewberry: what is an uncrystallised funds pension lump sum (UFPLS)?',
    dated: 'undated',
  },
  sterlingPhased: {
    url: 'https://sterlingandlaw-hampshire.co.uk/phased-drawdown/',
    title: 'Sterling & Law: phased drawdown',
    dated: 'undated',
  },
  peoplesPensionPcls: {
    url: 'https://thepeoplespension.co.uk/help/knowledgebase/pcls-take-more-than-25-of-pot-tax-free-cash-flexible-lump-sum',
    title: "The People's Pension: taking more than 25% of your pot as tax-free cash",
    dated: 'undated',
  },
  ukCalculatorBands: {
    url: 'https://ukcalculator.com/uk-tax-rates-bands-2025.html',
    title: 'UK income tax rates and bands 2025/26 (citing HMRC on GOV.UK)',
    dated: '2025/26',
  },
  icaewFreeze: {
    url: 'https://www.icaew.com/insights/tax-news/2025/nov-2025/budget-freeze-on-personal-allowance-extended',
    title: 'ICAEW: Budget extends the freeze on the personal allowance',
    dated: 'November 2025',
  },
  budgetSummary2026: {
    url: 'https://online.flippingbook.com/view/704252240/3',
    title: 'Budget summary: tax rates for 2025/26 and 2026/27',
    dated: 'undated',
  },
  icaewScotland: {
    url: 'https://www.icaew.com/insights/tax-news/2026/jan-2026/scottish-budget-makes-changes-to-income-tax-thresholds',
    title: 'ICAEW: Scottish Budget makes changes to income tax thresholds',
    dated: '14 January 2026',
  },
  kpmgScotland: {
    url: 'https://kpmg.com/uk/en/insights/tax/tmd-scottish-budget-2026-27-measures-for-individuals.html',
    title: 'KPMG: Scottish Budget 2026/27, measures for individuals',
    dated: 'undated',
  },
  pensionBibleEmergencyTax: {
    url: 'https://www.pensionbible.co.uk/guides/emergency-tax-pension-withdrawal',
    title: 'Pension Bible: emergency tax on a pension withdrawal',
    dated: 'last reviewed 9 April 2026',
  },
  govUkP53z: {
    url: 'https://gov.uk/guidance/claim-a-tax-refund-when-youve-flexibly-accessed-all-of-your-pension-p53z',
    title: "GOV.UK: claim a tax refund when you've flexibly accessed all of your pension (P53Z)",
    dated: 'undated',
  },
  govUkAnnualAllowance: {
    url: 'https://www.gov.uk/tax-on-your-private-pension/annual-allowance',
    title: 'GOV.UK: tax on your private pension, annual allowance',
    dated: 'undated',
  },
  litrgTaper: {
    url: 'https://www.litrg.org.uk/pensions/paying-pensions/tax-relief-pension-contributions/pension-contributions-tax-relief-limits',
    title: 'LITRG: pension contributions, tax relief limits',
    dated: 'updated 6 April 2023',
  },
  aegonMpaa: {
    url: 'https://chelseafs.aegon.co.uk/content/snippets/faqs/what-is-the-money-purchase-annual-allowance.html',
    title: 'Aegon: what is the money purchase annual allowance?',
    dated: 'undated ("current tax year")',
  },
  ussMpaa: {
    url: 'https://uss.co.uk/for-members/pension-tax/annual-allowance',
    title: 'USS: annual allowance',
    dated: 'undated',
  },
  paraplanaiMpaa: {
    url: 'https://www.paraplanai.co.uk/learn/does-ufpls-trigger-mpaa',
    title: 'Paraplanai: does UFPLS trigger the MPAA?',
    dated: '2025/26 example',
  },
  hmrcPtmMpaa: {
    url: 'https://gov.uk/hmrc-internal-manuals/pensions-tax-manual/ptm056520',
    title: 'HMRC Pensions Tax Manual PTM056520: money purchase annual allowance triggers',
    dated: 'undated',
  },
  updayStatePension: {
    url: 'https://www.upday.com/uk/cost-of-living/dwp-confirms-new-benefit-rates-24m-get-rise-from-april-uc-state-pension-pip-amounts/jqrpvdc',
    title: 'DWP confirms new benefit rates from April 2026',
    dated: '2026/27',
  },
  mcfaddenStatement: {
    url: 'https://parallelparliament.co.uk/mp/pat-mcfadden/debate/Commons/2025-11-26/debates/25112623000010/StatutoryReviewOfStatePensionAndBenefitRates2026-27',
    title: 'Written ministerial statement: statutory review of State Pension and benefit rates 2026/27',
    dated: '26 November 2025',
  },
  euventureStatePension: {
    url: 'https://euventure.capital/dwp-new-state-pension-weekly-and-monthly-payment-rates-from-april',
    title: 'New State Pension weekly and monthly rates from April 2025 (quoting the minister)',
    dated: '2025/26',
  },
  royalLondonSpa: {
    url: 'https://www.royallondon.com/guides-tools/pension-guides/pension-basics/state-pension-age-increase-what-you-need-to-know',
    title: 'Royal London: State Pension age increase, what you need to know',
    dated: 'undated (2025)',
  },
  govUkIhtPolicy: {
    url: 'https://www.gov.uk/government/publications/inheritance-tax-unused-pension-funds-and-death-benefits',
    title: 'GOV.UK policy paper: inheritance tax on unused pension funds and death benefits',
    dated: '26 November 2025',
  },
  govUkIhtDraft: {
    url: 'https://www.gov.uk/government/publications/reforming-inheritance-tax-unused-pension-funds-and-death-benefits/inheritance-tax-on-unused-pension-funds-and-death-benefits',
    title: 'GOV.UK: reforming inheritance tax on unused pension funds and death benefits',
    dated: '21 July 2025',
  },
  paraplannerIht: {
    url: 'https://professionalparaplanner.co.uk/technicalzone/interaction-of-income-tax-and-iht-on-pensions-post-april-2027/',
    title: 'Professional Paraplanner: income tax and IHT on pensions after April 2027',
    dated: '8 May 2026',
  },
  gateleyIht: {
    url: 'https://gateleyplc.com/insight/article/finance-no2-bill-and-the-iht-pension-death-benefit-provisions-cdc-schemes-tax-adviser-registration',
    title: 'Gateley: Finance (No. 2) Bill and the IHT pension death benefit provisions',
    dated: 'December 2025',
  },
  govUkDeathBenefits: {
    url: 'https://gov.uk/tax-on-pension-death-benefits',
    title: 'GOV.UK: tax on pension death benefits',
    dated: 'undated',
  },
  pensionWisePrivacy: {
    url: 'https://www.pensionwise.gov.uk/en/privacy',
    title: 'Pension Wise (MoneyHelper): privacy notice, describing the service',
    dated: 'undated',
  },
  addleshawNudge: {
    url: 'https://addleshawgoddard.com/en/insights/insights-briefings/2022/pensions/sipp-and-ssas-update-february-2022/FCA-and-DWP-publish-final-rules-for-stronger-nudge-to-pensions-guidance',
    title: 'Addleshaw Goddard: FCA and DWP final rules for the stronger nudge to pensions guidance',
    dated: 'February 2022',
  },
  fscsPensions: {
    url: 'https://www.fscs.org.uk/what-we-cover/pensions/',
    title: 'FSCS: what we cover, pensions',
    dated: 'undated',
  },
  fcaRegister: {
    url: 'https://www.fca.org.uk/consumers/using-financial-services-register',
    title: 'FCA: using the Financial Services Register',
    dated: 'last updated 23 April 2025',
  },
  yourMoneyColdCalls: {
    url: 'https://yourmoney.com/retirement/pension-cold-calls-banned-but-savers-should-remain-alert',
    title: 'YourMoney: pension cold calls banned',
    dated: '9 January 2019',
  },
  crimestoppersFraud: {
    url: 'https://crimestoppers-uk.org/news-campaigns/news/2024/nov/3-tips-to-protect-yourself-from-pension-fraud',
    title: 'Crimestoppers: 3 tips to protect yourself from pension fraud',
    dated: 'November 2024',
  },
  fcaScamSmart: {
    url: 'https://www.fca.org.uk/scamsmart/how-avoid-pension-scams',
    title: 'FCA ScamSmart: how to avoid pension scams',
    dated: 'undated',
  },
  gbNewsAnnuities: {
    url: 'https://www.gbnews.com/money/pension-retirement-planning-income',
    title: 'GB News: annuity rates rose during 2025 (Standard Life tracker)',
    dated: 'undated (early 2026)',
  },
  canadaLifeAnnuities: {
    url: 'https://www.canadalife.co.uk/news/where-next-for-annuity-rates/',
    title: 'Canada Life: where next for annuity rates?',
    dated: 'undated (early 2024)',
  },
  corporateAdviserAbi: {
    url: 'https://corporate-adviser.com/record-year-for-individual-annuity-premiums-abi',
    title: 'Corporate Adviser: record year for individual annuity premiums (ABI)',
    dated: '2026',
  },
  moneyWeekAnnuities: {
    url: 'https://moneyweek.com/personal-finance/pensions/605406/buy-an-annuity',
    title: 'MoneyWeek: should you buy an annuity?',
    dated: '2024',
  },
  abiEnhanced: {
    url: 'https://www.abi.org.uk/data-and-resources/tools-and-resources/glossary/enhanced-annuity/',
    title: 'ABI glossary: enhanced annuity',
    dated: 'undated',
  },
  pensionPigAnnuity: {
    url: 'https://pensionpig.co.uk/buying-an-annuity',
    title: 'PensionPig: buying an annuity',
    dated: 'undated',
  },
  monevatorSwr: {
    url: 'https://monevator.com/what-is-a-sustainable-withdrawal-rate-for-a-world-portfolio/print/',
    title: 'Monevator: sustainable withdrawal rate for a world portfolio (Wade Pfau)',
    dated: 'undated',
  },
  ifoaSwr: {
    url: 'https://ifoa-prod.azurewebsites.net/thought-leadership/policy/100-year-life/pensions/defined-contribution-pensions',
    title:
      'Institute and Faculty of Actuaries: can we help consumers avoid running out of money in retirement?',
    dated: 'report date not confirmed',
  },
  pyrfordSwr: {
    url: 'https://pyrfordfp.com/post/is-the-4-safe-withdrawal-rate-still-valid-for-uk-retirees-part-2',
    title: 'Pyrford Financial Planning: is the 4% safe withdrawal rate still valid for UK retirees? (part 2)',
    dated: 'undated',
  },
  whichWithdrawals: {
    url: 'https://www.which.co.uk/news/article/record-number-of-savers-drawing-down-at-rates-above-safe-limit-are-you-taking-too-much-aOC4w8E1ZEXD',
    title: 'Which?: record number of savers drawing down at rates above the safe limit',
    dated: 'undated (2024/25 data)',
  },
} as const satisfies Record<string, FactSource>;

// ---------------------------------------------------------------------------------------------
// Ages
// ---------------------------------------------------------------------------------------------

export const minimumPensionAge: PensionFact = {
  label: 'Normal minimum pension age',
  value: 55,
  display: '55',
  appliesTo: 'until 5 April 2028',
  summary:
    'The earliest age most people can take money from a personal or workplace pension is 55. It has been 55 since April 2010.',
  sources: [SOURCES.commonsLibraryNmpa, SOURCES.royalLondonNmpa],
};

export const minimumPensionAgeFrom2028: PensionFact = {
  label: 'Normal minimum pension age from 6 April 2028',
  value: 57,
  display: '57',
  appliesTo: 'from 6 April 2028',
  summary:
    'The normal minimum pension age rises to 57 on 6 April 2028 (Finance Act 2022). Some people keep a lower "protected pension age", and members of the armed forces, police and firefighter schemes keep their current ages. Taking benefits early because of ill health is unchanged.',
  caveat: 'Some firms\u2019 pages say "57 from 2027": the date in law is 6 April 2028.',
  sources: [SOURCES.royalLondonNmpa, SOURCES.commonsLibraryNmpa],
};

// ---------------------------------------------------------------------------------------------
// Tax-free cash
// ---------------------------------------------------------------------------------------------

export const taxFreeCashShare: PensionFact = {
  label: 'Tax-free cash',
  value: 0.25,
  display: '25%',
  appliesTo: CURRENT_TAX_YEAR,
  summary:
    'You can normally take 25% of the money you move into drawdown (or of each lump sum you take straight from a pension you have not yet drawn from, called UFPLS) tax-free, up to the lump sum allowance. The rest is taxed as income when you take it out.',
  sources: [SOURCES.charlesStanleyUfpls, SOURCES.drewberryDrawdownTax],
};

export const lumpSumAllowance: PensionFact = {
  label: 'Lump sum allowance (LSA)',
  value: 268_275,
  display: gbp(268_275),
  appliesTo: `since 6 April 2024; unchanged for ${CURRENT_TAX_YEAR}`,
  summary: `The most tax-free cash most people can take in their lifetime is ${gbp(268_275)}, a quarter of the old £1,073,100 lifetime allowance. The lifetime allowance itself was abolished on 6 April 2024. People with an older protection may have a higher limit.`,
  sources: [SOURCES.towersWatsonLta, SOURCES.fidelityLta, SOURCES.budgetNov2025Allowances],
};

export const lumpSumAndDeathBenefitAllowance: PensionFact = {
  label: 'Lump sum and death benefit allowance (LSDBA)',
  value: 1_073_100,
  display: gbp(1_073_100),
  appliesTo: `since 6 April 2024; unchanged for ${CURRENT_TAX_YEAR}`,
  summary: `The limit on tax-free lump sums paid in life and on death (including most lump sum death benefits) is ${gbp(1_073_100)}.`,
  sources: [SOURCES.towersWatsonLta, SOURCES.budgetNov2025Allowances],
};

// ---------------------------------------------------------------------------------------------
// Income tax
// ---------------------------------------------------------------------------------------------

export interface TaxBand {
  name: string;
  /** Rate in percent. */
  rate: number;
  /** Lower edge in pounds of taxable income (inclusive). */
  from: number;
  /** Upper edge in pounds (inclusive), or null for "and above". */
  to: number | null;
}

export const personalAllowance: PensionFact = {
  label: 'Personal allowance',
  value: 12_570,
  display: gbp(12_570),
  appliesTo: CURRENT_TAX_YEAR,
  summary: `Most people can have ${gbp(12_570)} of income a year before paying income tax. It falls by £1 for every £2 of income over £100,000 and is gone at £125,140. It is frozen until April 2031.`,
  sources: [SOURCES.ukCalculatorBands, SOURCES.icaewFreeze],
};

/** England, Wales and Northern Ireland, 2026/27 (the same as 2025/26: thresholds frozen until April 2031). */
export const incomeTaxBands: PensionFact<readonly TaxBand[]> = {
  label: 'Income tax bands in England, Wales and Northern Ireland',
  value: [
    { name: 'Personal allowance', rate: 0, from: 0, to: 12_570 },
    { name: 'Basic rate', rate: 20, from: 12_571, to: 50_270 },
    { name: 'Higher rate', rate: 40, from: 50_271, to: 125_140 },
    { name: 'Additional rate', rate: 45, from: 125_141, to: null },
  ],
  display: '20% / 40% / 45%',
  appliesTo: CURRENT_TAX_YEAR,
  summary:
    'Pension income above the personal allowance is taxed at 20% up to £50,270, 40% up to £125,140 and 45% above that. Welsh taxpayers pay the same rates. The thresholds are frozen until April 2031.',
  sources: [SOURCES.ukCalculatorBands, SOURCES.budgetSummary2026, SOURCES.icaewFreeze],
};

/** Scotland, 2026/27: applies to pensions (non-savings, non-dividend income). */
export const scottishIncomeTaxBands: PensionFact<readonly TaxBand[]> = {
  label: 'Scottish income tax bands',
  value: [
    { name: 'Personal allowance', rate: 0, from: 0, to: 12_570 },
    { name: 'Starter rate', rate: 19, from: 12_571, to: 16_537 },
    { name: 'Basic rate', rate: 20, from: 16_538, to: 29_526 },
    { name: 'Intermediate rate', rate: 21, from: 29_527, to: 43_662 },
    { name: 'Higher rate', rate: 42, from: 43_663, to: 75_000 },
    { name: 'Advanced rate', rate: 45, from: 75_001, to: 125_140 },
    { name: 'Top rate', rate: 48, from: 125_141, to: null },
  ],
  display: '19% to 48%',
  appliesTo: CURRENT_TAX_YEAR,
  summary:
    'If you live in Scotland, your pension income is taxed at Scottish rates: six bands from 19% to 48%. Savings and dividends are still taxed at UK rates.',
  caveat:
    'These 2026/27 Scottish rates were announced in the Scottish Budget of 13 January 2026; we could not confirm their final approval by the Scottish Parliament.',
  sources: [SOURCES.icaewScotland, SOURCES.kpmgScotland],
};

export const emergencyTax: PensionFact<string> = {
  label: 'Emergency tax on a first withdrawal',
  value: 'Month 1',
  display: 'emergency "Month 1" tax code',
  appliesTo: CURRENT_TAX_YEAR,
  summary:
    'Your first taxable withdrawal is often taxed on an emergency "Month 1" code (ending in M1), as if you would take the same amount every month, so too much tax is taken. You can claim it back from HMRC with form P55 (you took part of your pot), P53Z (you emptied your pot and have other income) or P50Z (you emptied your pot and have stopped working). Otherwise HMRC usually corrects it after the tax year ends.',
  sources: [SOURCES.pensionBibleEmergencyTax, SOURCES.govUkP53z],
};

// ---------------------------------------------------------------------------------------------
// Paying in: annual allowance and the MPAA
// ---------------------------------------------------------------------------------------------

export const annualAllowance: PensionFact = {
  label: 'Annual allowance',
  value: 60_000,
  display: `${gbp(60_000)} a year`,
  appliesTo: `since April 2023; unchanged for ${CURRENT_TAX_YEAR}`,
  summary: `Up to ${gbp(60_000)} a year can be paid into your pensions (by you and your employer) before a tax charge. Unused allowance can be carried forward from the previous three tax years. It tapers down to £10,000 for people with adjusted income over £260,000 (and threshold income over £200,000).`,
  sources: [SOURCES.govUkAnnualAllowance, SOURCES.litrgTaper, SOURCES.budgetNov2025Allowances],
};

export const moneyPurchaseAnnualAllowance: PensionFact = {
  label: 'Money purchase annual allowance (MPAA)',
  value: 10_000,
  display: `${gbp(10_000)} a year`,
  appliesTo: CURRENT_TAX_YEAR,
  summary: `Once you take taxable money flexibly from a pension (a lump sum straight from a pension you have not yet drawn from, called UFPLS, or your first income payment from drawdown), you can pay in only ${gbp(10_000)} a year to defined contribution pensions with tax relief, and you cannot carry forward unused allowance. Taking only your tax-free cash, a small-pot lump sum or a lifetime annuity does not trigger it.`,
  caveat: 'Older pages still quote £4,000; that figure is out of date.',
  sources: [SOURCES.aegonMpaa, SOURCES.ussMpaa, SOURCES.paraplanaiMpaa, SOURCES.hmrcPtmMpaa],
};

// ---------------------------------------------------------------------------------------------
// State Pension
// ---------------------------------------------------------------------------------------------

export const statePensionWeekly: PensionFact = {
  label: 'Full new State Pension',
  value: 241.3,
  display: `${gbpPence(241.3)} a week`,
  appliesTo: CURRENT_TAX_YEAR,
  summary: `The full new State Pension is ${gbpPence(241.3)} a week (about ${gbpPence(12_547.6)} a year) from April 2026, up 4.8% under the triple lock. That is just below the ${gbp(12_570)} personal allowance. You need at least 10 qualifying National Insurance years for any State Pension and usually 35 for the full amount.`,
  sources: [SOURCES.updayStatePension, SOURCES.mcfaddenStatement, SOURCES.euventureStatePension],
};

export const statePensionYearly: PensionFact = {
  label: 'Full new State Pension, a year',
  value: 12_547.6,
  display: `${gbpPence(12_547.6)} a year`,
  appliesTo: CURRENT_TAX_YEAR,
  summary: `About ${gbpPence(12_547.6)} a year (52 weeks at ${gbpPence(241.3)}).`,
  sources: [SOURCES.updayStatePension],
};

export const tripleLock: PensionFact<string> = {
  label: 'Triple lock',
  value: 'highest of CPI inflation, earnings growth or 2.5%',
  display: 'the highest of inflation, earnings growth or 2.5%',
  appliesTo: 'each April',
  summary:
    'The State Pension rises each year by the highest of CPI inflation, average earnings growth or 2.5%.',
  sources: [SOURCES.mcfaddenStatement],
};

export const statePensionAge: PensionFact = {
  label: 'State Pension age',
  value: 66,
  display: '66, rising to 67',
  appliesTo: 'rising in phases from 6 April 2026; 67 from 6 April 2028',
  summary:
    'State Pension age is 66 and rises to 67 in phases from 6 April 2026. People born between 6 April 1960 and 5 March 1961 reach it between 66 and 67; those born on or after 6 March 1961 reach it at 67. Current law then moves it to 68 between 2044 and 2046, and a review is under way.',
  sources: [SOURCES.royalLondonSpa],
};

// ---------------------------------------------------------------------------------------------
// Inheritance tax and death benefits
// ---------------------------------------------------------------------------------------------

export const inheritanceTaxOnPensions: PensionFact<string> = {
  label: 'Inheritance tax on unused pensions',
  value: '2027-04-06',
  display: 'from 6 April 2027',
  appliesTo: 'deaths on or after 6 April 2027',
  summary:
    'For deaths on or after 6 April 2027, most unused pension funds and death benefits count as part of your estate for inheritance tax (Finance Act 2026, Royal Assent 18 March 2026). Death-in-service benefits and dependants\u2019 scheme pensions are excluded, and the usual spouse, civil partner and charity exemptions still apply. Your executors report and pay any tax due.',
  caveat:
    'When someone dies at 75 or over, income tax may also be due on what beneficiaries draw. How the relief against paying both works in the final Act is not yet confirmed.',
  sources: [SOURCES.govUkIhtPolicy, SOURCES.govUkIhtDraft, SOURCES.paraplannerIht],
};

export const inheritanceTaxThresholds: PensionFact = {
  label: 'Inheritance tax nil-rate band',
  value: 325_000,
  display: gbp(325_000),
  appliesTo: 'frozen until 2030',
  summary: `Inheritance tax is 40% on the part of an estate above the ${gbp(325_000)} tax-free threshold (the nil-rate band). A further ${gbp(175_000)} (the residence nil-rate band) is tax-free when a home passes to children or grandchildren. Both are frozen until 2030.`,
  sources: [SOURCES.gateleyIht],
};

export const incomeTaxOnDeathBenefits: PensionFact<string> = {
  label: 'Income tax on inherited pensions',
  value: 'age 75',
  display: 'depends on whether death is before or after 75',
  appliesTo: CURRENT_TAX_YEAR,
  summary:
    'If you die before 75, most lump sums and drawdown money passed on are free of income tax (within the lump sum and death benefit allowance, and if paid within 2 years). If you die at 75 or over, beneficiaries pay income tax on what they take.',
  sources: [SOURCES.govUkDeathBenefits],
};

// ---------------------------------------------------------------------------------------------
// Help, protection and scams
// ---------------------------------------------------------------------------------------------

export const pensionWise: PensionFact<string> = {
  label: 'Pension Wise',
  value: 'free government guidance',
  display: 'free, impartial government guidance from MoneyHelper',
  appliesTo: 'ongoing',
  summary:
    'Pension Wise is a free and impartial government service that helps you understand your defined contribution pension options. It is run by the Money and Pensions Service, which also runs MoneyHelper. Since June 2022 providers must offer to book you a Pension Wise appointment before you take or transfer your pension.',
  caveat:
    'Eligibility is described as for people aged 50 or over; we could not confirm the official wording.',
  sources: [SOURCES.pensionWisePrivacy, SOURCES.addleshawNudge],
};

/** The address to send people to for Pension Wise. */
export const PENSION_WISE_URL = 'https://www.moneyhelper.org.uk/en/pensions-and-retirement/pension-wise';

export const fscsInvestmentLimit: PensionFact = {
  label: 'FSCS investment protection',
  value: 85_000,
  display: `up to ${gbp(85_000)} per person per firm`,
  appliesTo: 'since 1 April 2019',
  summary: `If an authorised investment firm or SIPP operator fails, the Financial Services Compensation Scheme can pay up to ${gbp(85_000)} per person per firm. Annuities are protected in full, with no upper limit.`,
  caveat:
    'The FSCS deposit limit rose to £120,000 on 1 December 2025; reports say the investment limit stays at £85,000 but we could not confirm that from the FCA or FSCS.',
  sources: [SOURCES.fscsPensions],
};

export const fcaRegister: PensionFact<string> = {
  label: 'Check the FCA register',
  value: '0800 111 6768',
  display: 'FCA consumer helpline 0800 111 6768',
  appliesTo: 'ongoing',
  summary:
    'Before dealing with a firm, search the FCA Financial Services Register, check it has permission for what you want, and use only the contact details shown there. If a firm is not authorised you cannot go to the Financial Ombudsman Service. The FCA helpline is 0800 111 6768.',
  sources: [SOURCES.fcaRegister],
};

export const scamWarnings: PensionFact<readonly string[]> = {
  label: 'Pension scam warning signs',
  value: [
    'a free pension review offered out of the blue',
    'promises of guaranteed higher returns',
    'help to release cash from your pension before the minimum age',
    'pressure to act fast, such as "time-limited offers" or a courier waiting while you sign',
    'unusual, unregulated investments such as overseas hotels, forestry or green energy',
  ],
  display: 'five warning signs',
  appliesTo: 'ongoing',
  summary:
    'Pension cold calling has been banned since 9 January 2019. Reject unexpected offers, check the FCA register, do not be rushed, and report suspected fraud to Action Fraud on 0300 123 2040 (in Scotland, Police Scotland on 101).',
  sources: [SOURCES.fcaScamSmart, SOURCES.yourMoneyColdCalls, SOURCES.crimestoppersFraud],
};

// ---------------------------------------------------------------------------------------------
// Annuities and withdrawal rates
// ---------------------------------------------------------------------------------------------

export const annuityRateEnd2025: PensionFact = {
  label: 'Average annuity income on £100,000 at 65',
  value: 7_510,
  display: `${gbp(7_510)} a year (7.51%)`,
  appliesTo: 'end of 2025',
  summary: `At the end of 2025 a healthy 65-year-old could buy a level, single-life annuity paying on average about ${gbp(7_510)} a year for £100,000, up from about £4,540 at the start of 2022. Rates follow gilt yields.`,
  sources: [SOURCES.gbNewsAnnuities, SOURCES.canadaLifeAnnuities],
};

export const annuitySales2025: PensionFact = {
  label: 'Annuity sales in 2025',
  value: 7.4,
  display: '£7.4bn',
  appliesTo: '2025',
  summary:
    'Annuity sales reached £7.4bn in 2025 (87,600 annuities), the highest value since pension freedoms began in 2015. In 2023 they were £5.2bn, then the highest since 2014.',
  sources: [SOURCES.corporateAdviserAbi, SOURCES.moneyWeekAnnuities],
};

export const sustainableWithdrawalRates: PensionFact<string> = {
  label: 'Sustainable withdrawal rates',
  value: '3% to 4%',
  display: 'about 3% to 4% a year',
  appliesTo: 'research over historical returns',
  summary:
    'Research on past returns suggests that taking roughly 3% to 3.5% of the starting pot a year, rising with inflation, has lasted 30 years for UK investors in most periods; the US "4% rule" is more generous. Starting earlier and paying higher fees both lower the safe rate.',
  sources: [SOURCES.monevatorSwr, SOURCES.ifoaSwr, SOURCES.pyrfordSwr],
};

export const highWithdrawals: PensionFact<string> = {
  label: 'How much people actually take',
  value: 'almost half at 8% or more',
  display: 'almost half of regular withdrawals at 8% or more',
  appliesTo: '2024/25',
  summary:
    'Financial Conduct Authority (FCA) figures for 2024/25 show almost half of regular drawdown withdrawals were at 8% or more of the pot a year, the highest share recorded.',
  sources: [SOURCES.whichWithdrawals],
};

/** Every fact, keyed, for pages that list them and for the ebook's sources chapter. */
export const PENSION_FACTS = {
  minimumPensionAge,
  minimumPensionAgeFrom2028,
  taxFreeCashShare,
  lumpSumAllowance,
  lumpSumAndDeathBenefitAllowance,
  personalAllowance,
  incomeTaxBands,
  scottishIncomeTaxBands,
  emergencyTax,
  annualAllowance,
  moneyPurchaseAnnualAllowance,
  statePensionWeekly,
  statePensionYearly,
  tripleLock,
  statePensionAge,
  inheritanceTaxOnPensions,
  inheritanceTaxThresholds,
  incomeTaxOnDeathBenefits,
  pensionWise,
  fscsInvestmentLimit,
  fcaRegister,
  scamWarnings,
  annuityRateEnd2025,
  annuitySales2025,
  sustainableWithdrawalRates,
  highWithdrawals,
} as const;

export type PensionFactKey = keyof typeof PENSION_FACTS;

/**
 * The distinct sources behind the given facts, in first-cited order, for a page's source list.
 *
 * @example sourcesFor('moneyPurchaseAnnualAllowance').length // 4
 */
export function sourcesFor(...keys: PensionFactKey[]): FactSource[] {
  const seen = new Map<string, FactSource>();
  for (const key of keys) {
    for (const source of PENSION_FACTS[key].sources) if (!seen.has(source.url)) seen.set(source.url, source);
  }
  return [...seen.values()];
}

/** The band a yearly taxable income falls in, e.g. 20% for £30,000 in England. */
export function bandFor(bands: readonly TaxBand[], income: number): TaxBand | undefined {
  return bands.find((band) => income >= band.from && (band.to === null || income <= band.to));
}
