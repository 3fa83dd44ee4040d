import type { CostFigure, CostTariff } from './cost-tariff.ts';

/**
 * Fully sourced tariffs for the engine's golden tables, property tests, benchmark and stories:
 * every figure is from the provider's own page as stored in the research notes
 * (research/provider-fees.md, provider-data-2026-11.md), so a test's expected figure can be
 * worked out by hand from the page. They are fixed here on purpose: the live provider data may
 * move on, and a golden table must not move with it.
 */
const CHECKED = '2026-11-01';

function page<T>(value: T, source: string, extra: Partial<CostFigure<T>> = {}): CostFigure<T> {
  return { status: 'provider-page', value, source, checkedOn: CHECKED, ...extra };
}
function notKnown<T>(note: string): CostFigure<T> {
  return { status: 'not-known', value: null, checkedOn: CHECKED, note };
}

const HL_SIPP = 'https://www.hl.co.uk/pensions/sipp/charges-and-interest-rates';
const HL_DRAWDOWN = 'http://www.hl.co.uk/pensions/income-drawdown/charges-and-interest-rates';
const HL_DEALING = 'https://hl.co.uk/charges';
const HL_SHARES = ['etfsAndShares', 'investmentTrusts'] as const;

/** Hargreaves Lansdown SIPP: funds 0.45 / 0.25 / 0.10 / 0 at £250k, £1m, £2m; shares capped at £200; drawdown free. */
export const HARGREAVES_LANSDOWN: CostTariff = {
  slug: 'hargreaves-lansdown',
  name: 'Hargreaves Lansdown',
  charges: {
    platform: {
      funds: page(
        {
          basis: 'marginal',
          tiers: [
            { upTo: 250_000, percentage: 0.45 },
            { upTo: 1_000_000, percentage: 0.25 },
            { upTo: 2_000_000, percentage: 0.1 },
            { upTo: null, percentage: 0 },
          ],
          // "Value of funds": the bands are on the funds alone.
          chargedOn: ['funds'],
        },
        HL_SIPP,
      ),
      etfsAndShares: page(
        { basis: 'marginal', tiers: [{ upTo: null, percentage: 0.45 }], chargedOn: HL_SHARES },
        HL_SIPP,
      ),
      investmentTrusts: page(
        { basis: 'marginal', tiers: [{ upTo: null, percentage: 0.45 }], chargedOn: HL_SHARES },
        HL_SIPP,
      ),
      minimums: page([], HL_SIPP),
      caps: page([{ appliesTo: ['etfsAndShares', 'investmentTrusts'], perYear: 200 }], HL_SIPP),
      fixedFees: page([], HL_SIPP),
    },
    dealing: {
      funds: page({ kind: 'per-trade', amount: 0 }, HL_DEALING),
      etfsAndShares: page({ kind: 'per-trade', amount: 11.95 }, HL_DEALING, {
        note: 'The price for 0–9 deals in the previous month.',
      }),
      investmentTrusts: page({ kind: 'per-trade', amount: 11.95 }, HL_DEALING),
    },
    drawdown: {
      offered: page(true, HL_DRAWDOWN),
      minimumPot: page(0, HL_DRAWDOWN),
      setupFee: page(0, HL_DRAWDOWN),
      yearlyFee: page(0, HL_DRAWDOWN),
      regularIncomeFee: page({ amount: 0, per: 'year' }, HL_DRAWDOWN),
      adHocPaymentFee: page(0, HL_DRAWDOWN),
      ufplsOffered: notKnown('Not stated on the stored HL pages.'),
      ufplsFee: notKnown('Not stated on the stored HL pages.'),
      ufplsMinimum: notKnown('No smallest lump sum stated on the stored pages.'),
      taxFreeCashFee: page(0, HL_DRAWDOWN),
    },
  },
};

const FIDELITY_FEES = 'https://fidelity.co.uk/investing/fees';
const FIDELITY_DRAWDOWN = 'https://www.fidelity.co.uk/pension-drawdown/';

/** Fidelity: one rate on the whole pot (0.35% under £250k, 0.20% from £250k, £2,000 at most); £90 minimum; shares capped at £90; £50k for drawdown. */
export const FIDELITY: CostTariff = {
  slug: 'fidelity',
  name: 'Fidelity',
  charges: {
    platform: {
      funds: page(
        {
          basis: 'whole-pot',
          tiers: [
            { upTo: 250_000, percentage: 0.35 },
            { upTo: null, percentage: 0.2 },
          ],
        },
        FIDELITY_FEES,
      ),
      etfsAndShares: page(
        {
          basis: 'whole-pot',
          tiers: [
            { upTo: 250_000, percentage: 0.35 },
            { upTo: null, percentage: 0.2 },
          ],
        },
        FIDELITY_FEES,
      ),
      investmentTrusts: page(
        {
          basis: 'whole-pot',
          tiers: [
            { upTo: 250_000, percentage: 0.35 },
            { upTo: null, percentage: 0.2 },
          ],
        },
        FIDELITY_FEES,
      ),
      minimums: page(
        [{ appliesTo: 'overall', perYear: 90, stated: 'for accounts under £25,000', appliesBelow: 25_000 }],
        FIDELITY_FEES,
      ),
      caps: page(
        [
          { appliesTo: ['etfsAndShares', 'investmentTrusts'], perYear: 90, stated: '£7.50 a month' },
          { appliesTo: 'overall', perYear: 2000 },
        ],
        FIDELITY_FEES,
      ),
      fixedFees: page([], FIDELITY_FEES),
    },
    dealing: {
      funds: page({ kind: 'per-trade', amount: 0 }, FIDELITY_FEES),
      etfsAndShares: notKnown('The share dealing price was not found.'),
      investmentTrusts: notKnown('The share dealing price was not found.'),
    },
    drawdown: {
      offered: page(true, FIDELITY_DRAWDOWN),
      minimumPot: page(50_000, FIDELITY_DRAWDOWN, { note: 'Stated on a 2021 page; it may have changed.' }),
      setupFee: page(0, FIDELITY_DRAWDOWN),
      yearlyFee: page(0, FIDELITY_DRAWDOWN),
      regularIncomeFee: page({ amount: 0, per: 'year' }, FIDELITY_DRAWDOWN),
      adHocPaymentFee: page(0, FIDELITY_DRAWDOWN),
      ufplsOffered: notKnown('Not stated on the stored Fidelity pages.'),
      ufplsFee: page(0, FIDELITY_DRAWDOWN),
      ufplsMinimum: notKnown('No smallest lump sum stated on the stored pages.'),
      taxFreeCashFee: page(0, FIDELITY_DRAWDOWN),
    },
  },
};

const AJB_SIPP = 'https://www.youinvest.co.uk/sipp/charges-and-rates';
const AJB_DEALING = 'https://www.ajbell.co.uk/dealing-account/charges';

/** AJ Bell SIPP (stored adult SIPP page): funds 0.25 / 0.10 / 0.05 / 0; shares capped at £25 a quarter; £100 + VAT a year for regular income; £25 + VAT per one-off payment. */
const AJB_SHARES = ['etfsAndShares', 'investmentTrusts'] as const;

export const AJ_BELL: CostTariff = {
  slug: 'aj-bell',
  name: 'AJ Bell',
  charges: {
    platform: {
      funds: page(
        {
          basis: 'marginal',
          tiers: [
            { upTo: 250_000, percentage: 0.25 },
            { upTo: 1_000_000, percentage: 0.1 },
            { upTo: 2_000_000, percentage: 0.05 },
            { upTo: null, percentage: 0 },
          ],
          // "0.25% on the first £250,000 of funds": the bands are on the funds alone.
          chargedOn: ['funds'],
        },
        AJB_SIPP,
      ),
      // "0.25% of the value of the shares in your account, maximum £25 per quarter".
      etfsAndShares: page(
        { basis: 'marginal', tiers: [{ upTo: null, percentage: 0.25 }], chargedOn: AJB_SHARES },
        AJB_SIPP,
      ),
      investmentTrusts: page(
        { basis: 'marginal', tiers: [{ upTo: null, percentage: 0.25 }], chargedOn: AJB_SHARES },
        AJB_SIPP,
      ),
      minimums: page([], AJB_SIPP),
      caps: page(
        [{ appliesTo: ['etfsAndShares', 'investmentTrusts'], perYear: 100, stated: '£25 a quarter' }],
        AJB_SIPP,
      ),
      fixedFees: page([], AJB_SIPP),
    },
    dealing: {
      funds: page({ kind: 'per-trade', amount: 1.5 }, AJB_DEALING),
      etfsAndShares: page({ kind: 'per-trade', amount: 5 }, AJB_DEALING),
      investmentTrusts: page({ kind: 'per-trade', amount: 5 }, AJB_DEALING),
    },
    drawdown: {
      offered: page(true, AJB_SIPP),
      minimumPot: page(0, AJB_SIPP),
      setupFee: notKnown('The stored SIPP page states no set-up fee either way.'),
      yearlyFee: page(0, AJB_SIPP, { note: 'No charge on crystallised funds where no income is paid.' }),
      regularIncomeFee: page({ amount: 100, per: 'year' }, AJB_SIPP, { plusVat: true }),
      adHocPaymentFee: page(25, AJB_SIPP, { plusVat: true }),
      ufplsOffered: page(true, AJB_SIPP),
      ufplsFee: page(25, AJB_SIPP, { plusVat: true }),
      ufplsMinimum: notKnown('No smallest lump sum stated on the stored pages.'),
      taxFreeCashFee: page(25, AJB_SIPP, { plusVat: true }),
    },
  },
};

const VANGUARD_FEES = 'https://www.vanguardinvestor.co.uk/what-we-offer/fees-explained';

/** Vanguard: 0.15% a year capped at £375; £4 a month (£48 a year) below £32,000, which is the same as a £48 minimum. */
export const VANGUARD: CostTariff = {
  slug: 'vanguard',
  name: 'Vanguard',
  charges: {
    platform: {
      funds: page({ basis: 'marginal', tiers: [{ upTo: null, percentage: 0.15 }] }, VANGUARD_FEES),
      etfsAndShares: page({ basis: 'marginal', tiers: [{ upTo: null, percentage: 0.15 }] }, VANGUARD_FEES),
      investmentTrusts: notKnown('Vanguard holds only its own funds and ETFs.'),
      minimums: page(
        [{ appliesTo: 'overall', perYear: 48, stated: '£4 a month below £32,000' }],
        VANGUARD_FEES,
      ),
      caps: page([{ appliesTo: 'overall', perYear: 375 }], VANGUARD_FEES),
      fixedFees: page([], VANGUARD_FEES),
    },
    dealing: {
      funds: notKnown('No dealing charge is stated for funds.'),
      etfsAndShares: notKnown('No dealing charge is stated for ETFs.'),
      investmentTrusts: notKnown('Vanguard holds only its own funds and ETFs.'),
    },
    drawdown: {
      offered: page(true, VANGUARD_FEES),
      minimumPot: notKnown('Not found.'),
      setupFee: notKnown('Neither a fee nor "no fee" was found.'),
      yearlyFee: notKnown('Neither a fee nor "no fee" was found.'),
      regularIncomeFee: notKnown('Not found.'),
      adHocPaymentFee: notKnown('Not found.'),
      ufplsOffered: notKnown('Not found.'),
      ufplsFee: notKnown('Not found.'),
      ufplsMinimum: notKnown('No smallest lump sum stated on the stored pages.'),
      taxFreeCashFee: notKnown('Not found.'),
    },
  },
};

const AEGON_ARC = 'https://aegon.co.uk/advisers/arc/charges.html';

/** Aegon Retirement Choices: 0.60 / 0.55 / 0.50 / 0.45 / 0 bands; £75 a year once drawdown income is paid. */
export const AEGON: CostTariff = {
  slug: 'aegon',
  name: 'Aegon',
  charges: {
    platform: {
      funds: page(
        {
          basis: 'marginal',
          tiers: [
            { upTo: 29_999.99, percentage: 0.6 },
            { upTo: 49_999.99, percentage: 0.55 },
            { upTo: 99_999.99, percentage: 0.5 },
            { upTo: 249_999.99, percentage: 0.45 },
            { upTo: null, percentage: 0 },
          ],
        },
        AEGON_ARC,
      ),
      etfsAndShares: notKnown('Not stated on the stored ARC page.'),
      investmentTrusts: notKnown('Not stated on the stored ARC page.'),
      minimums: page([], AEGON_ARC),
      caps: page([], AEGON_ARC),
      fixedFees: page([], AEGON_ARC),
    },
    dealing: {
      funds: notKnown('Not stated on the stored ARC page.'),
      etfsAndShares: notKnown('Not stated on the stored ARC page.'),
      investmentTrusts: notKnown('Not stated on the stored ARC page.'),
    },
    drawdown: {
      offered: page(true, AEGON_ARC),
      minimumPot: notKnown('Not stated on the stored ARC page.'),
      setupFee: notKnown('The £100 set-up fee in the spec was not found on Aegon’s pages.'),
      yearlyFee: page(75, AEGON_ARC),
      regularIncomeFee: notKnown('Not stated on the stored ARC page.'),
      adHocPaymentFee: notKnown('Not stated on the stored ARC page.'),
      ufplsOffered: notKnown('Not stated on the stored ARC page.'),
      ufplsFee: notKnown('Not stated on the stored ARC page.'),
      ufplsMinimum: notKnown('No smallest lump sum stated on the stored pages.'),
      taxFreeCashFee: notKnown('Not stated on the stored ARC page.'),
    },
  },
};

export const SOURCED_TARIFFS: readonly CostTariff[] = [
  HARGREAVES_LANSDOWN,
  FIDELITY,
  AJ_BELL,
  VANGUARD,
  AEGON,
];
