import type { Provider } from './provider-schema.ts';

/**
 * The charges the drawdown cost engine reads, one figure per charge with where it came from.
 *
 * The shapes follow the structured provider tariffs (`data/providers/`, `tariff-schema.ts`) field
 * for field, as a read-only subset, so a tariff file's charges can be handed to the engine as they
 * are. A figure whose `value` is `null` is not known: the engine shows the line as "not known" and
 * never puts a figure in its place.
 */
export interface CostFigure<T> {
  status: string;
  value: T | null;
  /** A URL, or the spec's example data. */
  source?: string;
  sourceTitle?: string;
  checkedOn: string;
  note?: string;
  /** The amount excludes VAT, which is added at 20%. */
  plusVat?: boolean;
}

export interface CostBand {
  upTo: number | null;
  percentage: number;
}
export interface CostPercentageCharge {
  basis: 'marginal' | 'whole-pot';
  tiers: readonly CostBand[];
}
export type CostAssetType = 'funds' | 'etfsAndShares' | 'investmentTrusts' | 'cash';
export interface CostChargeLimit {
  appliesTo: 'overall' | readonly CostAssetType[];
  perYear: number;
  stated?: string;
}
export interface CostFixedFee {
  label: string;
  perYear: number;
  stated?: string;
  appliesBelow?: number;
  appliesFrom?: number;
}
export type CostDealingCharge =
  | { kind: 'per-trade'; amount: number }
  | { kind: 'percentage'; percentage: number; minimum?: number; maximum?: number };

export interface CostTariffCharges {
  platform: {
    funds: CostFigure<CostPercentageCharge>;
    etfsAndShares: CostFigure<CostPercentageCharge>;
    investmentTrusts: CostFigure<CostPercentageCharge>;
    minimums: CostFigure<readonly CostChargeLimit[]>;
    caps: CostFigure<readonly CostChargeLimit[]>;
    fixedFees: CostFigure<readonly CostFixedFee[]>;
  };
  dealing: {
    funds: CostFigure<CostDealingCharge>;
    etfsAndShares: CostFigure<CostDealingCharge>;
    investmentTrusts: CostFigure<CostDealingCharge>;
  };
  drawdown: {
    offered: CostFigure<boolean>;
    minimumPot: CostFigure<number>;
    setupFee: CostFigure<number>;
    yearlyFee: CostFigure<number>;
    regularIncomeFee: CostFigure<{ amount: number; per: 'payment' | 'year' }>;
    adHocPaymentFee: CostFigure<number>;
    ufplsOffered: CostFigure<boolean>;
    ufplsFee: CostFigure<number>;
    /** The smallest lump sum (UFPLS) paid, pounds; 0 means none. */
    ufplsMinimum: CostFigure<number>;
    taxFreeCashFee: CostFigure<number>;
  };
  /** Set when no tariff could be found at all: the reason, and no cost is worked out. */
  unpricedReason?: string;
}

/** A provider as the engine sees it. */
export interface CostTariff {
  slug: string;
  name: string;
  charges: CostTariffCharges;
}

const NOT_IN_DATA = 'Not in our data for this provider yet; ask the provider.';

/**
 * A provider's engine tariff from the ranking's fee fields (spec §9): the platform tiers, flat fee,
 * minimum and cap, the share cap and the drawdown fees. Charges those fields do not hold (dealing,
 * per-payment, UFPLS and tax-free-cash fees, drawdown minimums) are "not known".
 *
 * @example tariffFromProvider(vanguard).charges.caps.value // [{ appliesTo: 'overall', perYear: 375 }]
 */
export function tariffFromProvider(provider: Provider): CostTariff {
  const fee = provider.feeDetails;
  const main = provider.sources[0];
  const checkedOn = provider.checkedOn;
  const known = <T>(value: T): CostFigure<T> => ({
    status: main ? 'provider-page' : 'spec-example',
    value,
    source: main?.url ?? 'product-spec §9 example data',
    sourceTitle: main?.title,
    checkedOn,
  });
  const unknown = <T>(): CostFigure<T> => ({
    status: 'not-known',
    value: null,
    checkedOn,
    note: NOT_IN_DATA,
  });

  const unpriced = fee.chargeBasis === 'unpublished';
  // §9: a flat fee replaces the percentage tiers.
  const tiers = fee.flatFee !== null || unpriced ? [] : fee.tiers;
  const percentage: CostFigure<CostPercentageCharge> = unpriced
    ? unknown()
    : known({ basis: fee.chargeBasis === 'whole-pot' ? 'whole-pot' : 'marginal', tiers });
  const caps: CostChargeLimit[] = [];
  if (fee.holdingsCap) {
    const scope: CostAssetType[] = /trust/i.test(fee.holdingsCap.appliesTo)
      ? ['etfsAndShares', 'investmentTrusts']
      : ['etfsAndShares'];
    caps.push({ appliesTo: scope, perYear: fee.holdingsCap.amount, stated: fee.holdingsCap.appliesTo });
  }
  if (fee.capAmount !== null && fee.flatFee === null)
    caps.push({ appliesTo: 'overall', perYear: fee.capAmount });
  const minimums: CostChargeLimit[] =
    fee.minimumFee !== null && fee.flatFee === null
      ? [{ appliesTo: 'overall', perYear: fee.minimumFee }]
      : [];
  const fixedFees: CostFixedFee[] =
    fee.flatFee !== null ? [{ label: 'Flat platform fee', perYear: fee.flatFee }] : [];
  const { setupFee, annualFee } = provider.drawdownFees;

  return {
    slug: provider.slug,
    name: provider.name,
    charges: {
      platform: {
        funds: percentage,
        // The ranking's tiers are on the whole account; a share cap, where there is one, limits the
        // part charged on shares, ETFs and trusts.
        etfsAndShares: percentage,
        investmentTrusts: percentage,
        minimums: unpriced ? unknown() : known(minimums),
        caps: unpriced ? unknown() : known(caps),
        fixedFees: unpriced ? unknown() : known(fixedFees),
      },
      dealing: { funds: unknown(), etfsAndShares: unknown(), investmentTrusts: unknown() },
      drawdown: {
        offered: known(true),
        minimumPot: unknown(),
        setupFee: setupFee === null ? unknown() : known(setupFee),
        yearlyFee: known(annualFee),
        regularIncomeFee: unknown(),
        adHocPaymentFee: unknown(),
        ufplsOffered: unknown(),
        ufplsFee: unknown(),
        ufplsMinimum: unknown(),
        taxFreeCashFee: unknown(),
      },
      unpricedReason: unpriced
        ? 'This provider publishes no tariff we could source; check with the provider.'
        : undefined,
    },
  };
}

/**
 * A provider's charges from its data file (data/providers/<slug>.yaml) as the engine sees them:
 * the tariff is already in the engine's shape, figure for figure. When the platform charge on
 * funds is not known, nothing can be priced (as spec §9's "unpublished"): the reason says so,
 * rather than a total that leaves out the main charge.
 *
 * @example tariffFromFile(provider).charges.drawdown.ufplsMinimum.value // 1000 for ii
 */
export function tariffFromFile(file: { slug: string; name: string; tariff: CostTariffCharges }): CostTariff {
  const charges = file.tariff;
  if (charges.unpricedReason !== undefined || charges.platform.funds.value !== null)
    return { slug: file.slug, name: file.name, charges };
  return {
    slug: file.slug,
    name: file.name,
    charges: {
      ...charges,
      unpricedReason: `The platform charge is not known. ${charges.platform.funds.note ?? NOT_IN_DATA}`,
    },
  };
}
