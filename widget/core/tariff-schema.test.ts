import { describe, expect, it } from 'vitest';
import {
  type Figure,
  figure,
  type PercentageCharge,
  SPEC_EXAMPLE_SOURCE,
  type Tariff,
  TariffSchema,
} from './tariff-schema.ts';

const checkedOn = '2026-11-24';
const source = 'https://example.org/charges';
const zero = { status: 'provider-page', value: 0, source, checkedOn } as const;
const unknown = {
  status: 'not-known',
  value: null,
  checkedOn,
  note: 'Not stated on any page found.',
} as const;
const noCharge: Figure<PercentageCharge> = {
  status: 'provider-page',
  value: { basis: 'marginal', tiers: [{ upTo: null, percentage: 0 }] },
  source,
  checkedOn,
};

const tariff: Tariff = {
  product: 'Example SIPP',
  platform: {
    funds: {
      status: 'provider-page',
      value: {
        basis: 'marginal',
        tiers: [
          { upTo: 250_000, percentage: 0.25 },
          { upTo: null, percentage: 0 },
        ],
      },
      source,
      checkedOn,
    },
    etfsAndShares: noCharge,
    investmentTrusts: noCharge,
    cash: noCharge,
    minimums: { status: 'provider-page', value: [], source, checkedOn },
    caps: {
      status: 'secondary',
      value: [{ appliesTo: ['etfsAndShares'], perYear: 120, stated: '£10 a month' }],
      source,
      checkedOn,
    },
    fixedFees: { status: 'provider-page', value: [], source, checkedOn },
    chargedPer: { status: 'provider-page', value: 'person', source, checkedOn },
  },
  dealing: { funds: unknown, etfsAndShares: unknown, investmentTrusts: unknown },
  drawdown: {
    offered: { status: 'provider-page', value: true, source, checkedOn },
    minimumPot: unknown,
    setupFee: { status: 'spec-example', value: 100, source: SPEC_EXAMPLE_SOURCE, checkedOn },
    yearlyFee: { ...zero, plusVat: true },
    regularIncomeFee: unknown,
    adHocPaymentFee: unknown,
    ufplsOffered: unknown,
    ufplsFee: unknown,
    ufplsMinimum: unknown,
    taxFreeCashFee: zero,
  },
  transferOut: { perHolding: unknown, perAccount: zero },
  otherFees: [{ label: 'Early exit fee', when: 'full withdrawal within a year', amount: zero }],
};

describe('TariffSchema', () => {
  it('accepts a tariff with known, secondary, spec-example and unknown figures', () => {
    expect(TariffSchema.parse(tariff)).toEqual(tariff);
  });

  it('refuses a "not known" figure that carries a value: unknown is never guessed', () => {
    const guessed = { ...tariff, drawdown: { ...tariff.drawdown, minimumPot: { ...unknown, value: 5000 } } };
    expect(TariffSchema.safeParse(guessed).success).toBe(false);
  });

  it('refuses a "not known" figure without a note saying what was looked for', () => {
    const schema = figure(TariffSchema.shape.drawdown.shape.minimumPot);
    expect(schema.safeParse({ status: 'not-known', value: null, checkedOn }).success).toBe(false);
  });

  it('refuses a known figure without a URL source, or a spec example citing anything but the spec', () => {
    const noUrl = { ...tariff, drawdown: { ...tariff.drawdown, yearlyFee: { ...zero, source: 'HL' } } };
    expect(TariffSchema.safeParse(noUrl).success).toBe(false);
    const specUrl = {
      ...tariff,
      drawdown: { ...tariff.drawdown, setupFee: { ...tariff.drawdown.setupFee, source } },
    };
    expect(TariffSchema.safeParse(specUrl).success).toBe(false);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    const badDate = {
      ...tariff,
      drawdown: { ...tariff.drawdown, taxFreeCashFee: { ...zero, checkedOn: '24/11/2026' } },
    };
    expect(TariffSchema.safeParse(badDate).success).toBe(false);
  });

  it('infers the same shape as the exported Figure type', () => {
    const fig: Figure<number> = tariff.drawdown.yearlyFee;
    expect(fig.status).toBe('provider-page');
  });
});
