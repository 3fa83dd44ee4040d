import { z } from 'zod';

/**
 * The tariff of one provider as data: every charge by what it is charged on and when, and every
 * figure with where it came from, when it was checked and how sure we are of it.
 *
 * This module is for build time and tests (it pulls in zod); browser code imports only its types.
 *
 * Money is in pounds; rates are yearly percentages (0.25 means 0.25% a year).
 */

/** A calendar date, YYYY-MM-DD. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

/**
 * How sure we are of a figure:
 * - `provider-page`: the provider's own page or document (or its regulatory announcement);
 * - `secondary`: a third party (news, adviser firm, dataset); shown labelled as such;
 * - `spec-example`: the product specification's example data, not confirmed by any source found;
 * - `not-known`: no figure was found. The value is then `null`: a figure is never guessed.
 */
export const FigureStatusSchema = z.enum(['provider-page', 'secondary', 'spec-example', 'not-known']);

/** Where the spec's example data is cited as a figure's source. */
export const SPEC_EXAMPLE_SOURCE = 'product-spec §9 example data';

const sourcedBase = {
  /** The date we last checked this figure against its source. */
  checkedOn: IsoDateSchema,
  /** The source's title, for the link text. */
  sourceTitle: z.string().min(1).optional(),
  /** The date the source itself states, if any. */
  sourceDated: IsoDateSchema.optional(),
  /** A plain-English caveat shown beside the figure. */
  note: z.string().min(1).optional(),
  /** For money: the amount excludes VAT, which is added at 20%. */
  plusVat: z.boolean().optional(),
  /**
   * For a fee: the event from which it is charged, as the provider states it (Aegon's £75 a year
   * "when their first drawdown pension payment is made"). Absent: charged whenever the plan meets
   * the charge (the yearly drawdown fee: every year, as spec §9 adds it).
   */
  startsOn: z.enum(['moving-into-drawdown', 'first-income-payment', 'first-lump-sum']).optional(),
  /**
   * For a £0: the provider's full list of charges names no such fee (rather than saying in words
   * that there is none). Shown with that reading, distinct from a fee stated as free or not known.
   */
  noneListed: z.boolean().optional(),
};

/** An event a fee starts on (see `startsOn`). */
export type ChargeEvent = 'moving-into-drawdown' | 'first-income-payment' | 'first-lump-sum';

/**
 * One figure with its provenance. A known figure has a value and a source (a URL, or for the
 * spec's example data, `SPEC_EXAMPLE_SOURCE`); an unknown one has `value: null` and a note
 * saying what was looked for, and optionally where.
 */
export function figure<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('status', [
    z.object({
      status: z.enum(['provider-page', 'secondary']),
      value,
      source: z.url(),
      ...sourcedBase,
    }),
    z.object({
      status: z.literal('spec-example'),
      value,
      source: z.literal(SPEC_EXAMPLE_SOURCE),
      ...sourcedBase,
    }),
    z.object({
      status: z.literal('not-known'),
      value: z.null(),
      /** Where we looked, if anywhere in particular. */
      source: z.url().optional(),
      ...sourcedBase,
      note: z.string().min(1),
    }),
  ]);
}

/** A figure of unknown value type, for code that walks every figure (freshness, sources). */
export type KnownFigure<T> = {
  status: 'provider-page' | 'secondary';
  value: T;
  source: string;
  checkedOn: string;
  sourceTitle?: string;
  sourceDated?: string;
  note?: string;
  plusVat?: boolean;
  startsOn?: ChargeEvent;
  noneListed?: boolean;
};
export type SpecExampleFigure<T> = Omit<KnownFigure<T>, 'status' | 'source'> & {
  status: 'spec-example';
  source: typeof SPEC_EXAMPLE_SOURCE;
};
export type UnknownFigure = {
  status: 'not-known';
  value: null;
  source?: string;
  checkedOn: string;
  sourceTitle?: string;
  sourceDated?: string;
  note: string;
  plusVat?: boolean;
  startsOn?: ChargeEvent;
  noneListed?: boolean;
};
export type Figure<T> = KnownFigure<T> | SpecExampleFigure<T> | UnknownFigure;
export type FigureStatus = z.infer<typeof FigureStatusSchema>;

const money = z.number().min(0);

/** One tier: `upTo` is its upper limit in pounds (`null` means "and above"). */
export const BandSchema = z.object({
  upTo: z.number().positive().nullable(),
  percentage: z.number().min(0).max(5),
});

/** The kinds of holding a platform charge is set for. */
export const AssetTypeSchema = z.enum(['funds', 'etfsAndShares', 'investmentTrusts', 'cash']);

/**
 * The value a percentage charge's tiers are worked out on, as the provider states it:
 * - `all`: the value of all holdings together (Quilter: "based on the value of all products
 *   held"; Aegon: "Total holdings on ARC"), the charge then shared between holdings in proportion;
 * - a list of kinds: the value held in those kinds only (Hargreaves Lansdown and AJ Bell: the
 *   bands are on the value of funds, `[funds]`; their shares are a flat rate on the shares).
 */
export const ChargedOnSchema = z.union([z.literal('all'), z.array(AssetTypeSchema).min(1)]);

/**
 * A percentage charge on one kind of holding.
 * - `marginal`: each slice of the value is charged at its own tier's rate (spec §9 bands);
 * - `whole-pot`: one rate on the whole value, chosen by the tier the value falls in.
 * No tiers, or one 0% tier, means no percentage charge on that holding.
 * `chargedOn`: the value the tiers are worked out on (absent: all holdings together, as spec §9
 * charges the whole pot); a platform charge in a data file always states it (checked at build).
 */
export const PercentageChargeSchema = z.object({
  basis: z.enum(['marginal', 'whole-pot']),
  tiers: z.array(BandSchema),
  chargedOn: ChargedOnSchema.optional(),
});

/** What a minimum or a cap applies to: the whole charge, or the charge on some kinds of holding. */
export const ChargeScopeSchema = z.union([z.literal('overall'), z.array(AssetTypeSchema).min(1)]);

/**
 * A yearly minimum or cap on the platform charge, with its condition where the provider states
 * one (Fidelity's £90 minimum applies only to accounts under £25,000: `appliesBelow: 25000`).
 * The condition is on the value of all holdings at the start of the year.
 */
export const ChargeLimitSchema = z.object({
  appliesTo: ChargeScopeSchema,
  /** The limit in pounds a year. */
  perYear: money,
  /** How the provider states it, when not yearly ("£3.50 a month"). */
  stated: z.string().min(1).optional(),
  /** Applies only while the value is below this (pounds). */
  appliesBelow: z.number().positive().optional(),
  /** Applies only while the value is at least this (pounds). */
  appliesFrom: z.number().positive().optional(),
});

/**
 * A fixed yearly fee on the account (a flat platform fee, a SIPP administration fee), which may
 * apply only below or from a value of the pot (e.g. waived from £30,000).
 */
export const FixedFeeSchema = z.object({
  label: z.string().min(1),
  perYear: money,
  stated: z.string().min(1).optional(),
  /** Charged only while the value is below this (pounds). */
  appliesBelow: z.number().positive().optional(),
  /** Charged only while the value is at least this (pounds). */
  appliesFrom: z.number().positive().optional(),
});

/** A dealing charge per trade: a fixed amount, or a percentage with an optional floor and ceiling. */
export const DealingChargeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per-trade'), amount: money }),
  z.object({
    kind: z.literal('percentage'),
    percentage: z.number().min(0).max(5),
    minimum: money.optional(),
    maximum: money.optional(),
  }),
]);

/** A fee for each income payment, or a yearly fee for running regular income. */
export const IncomePaymentFeeSchema = z.object({
  amount: money,
  per: z.enum(['payment', 'year']),
});

/** A charge that fits none of the other fields, with when it is charged. */
export const OtherFeeSchema = z.object({
  label: z.string().min(1),
  /** When it is charged, in plain English ("full withdrawal within the first year"). */
  when: z.string().min(1),
  amount: figure(money),
  /** Charged when money is taken out (so "No withdrawal fees" does not hold where it costs something). */
  onWithdrawal: z.boolean().optional(),
});

export const PlatformChargesSchema = z.object({
  /** Percentage charge on each kind of holding. */
  funds: figure(PercentageChargeSchema),
  etfsAndShares: figure(PercentageChargeSchema),
  investmentTrusts: figure(PercentageChargeSchema),
  cash: figure(PercentageChargeSchema),
  /** Yearly minimums; an empty list means none. */
  minimums: figure(z.array(ChargeLimitSchema)),
  /** Yearly caps; an empty list means none. */
  caps: figure(z.array(ChargeLimitSchema)),
  /** Fixed yearly fees; an empty list means none. */
  fixedFees: figure(z.array(FixedFeeSchema)),
  /**
   * Whether tiers are worked out on everything a person holds with the provider (all their
   * accounts together) or on each account alone.
   */
  chargedPer: figure(z.enum(['person', 'account'])),
});

export const DealingChargesSchema = z.object({
  funds: figure(DealingChargeSchema),
  etfsAndShares: figure(DealingChargeSchema),
  investmentTrusts: figure(DealingChargeSchema),
});

export const DrawdownChargesSchema = z.object({
  /** Whether drawdown is offered on this product at all. */
  offered: figure(z.boolean()),
  /** The smallest pot accepted for drawdown, in pounds (0 means no minimum). */
  minimumPot: figure(money),
  /** One-off fee to start drawdown. */
  setupFee: figure(money),
  /** Yearly drawdown or income fee, charged while in drawdown. */
  yearlyFee: figure(money),
  /** Fee for regular income: per payment, or a yearly fee for running it. */
  regularIncomeFee: figure(IncomePaymentFeeSchema),
  /** Fee for each ad-hoc lump sum taken from drawdown. */
  adHocPaymentFee: figure(money),
  /** Whether lump sums can be taken without entering drawdown (UFPLS). */
  ufplsOffered: figure(z.boolean()),
  /** Fee for each UFPLS payment; `null` value with `not-known` when unknown. */
  ufplsFee: figure(money),
  /**
   * The smallest UFPLS lump sum the provider pays, in pounds (ii: £1,000); 0 means no minimum. A
   * plan whose lump sums are smaller cannot be done there.
   */
  ufplsMinimum: figure(money),
  /** Fee for taking the tax-free cash. */
  taxFreeCashFee: figure(money),
});

export const TransferOutChargesSchema = z.object({
  /** Fee for each holding transferred out (re-registration). */
  perHolding: figure(money),
  /** Fee for the whole account transferred out. */
  perAccount: figure(money),
});

export const TariffSchema = z.object({
  /** The product the tariff belongs to ("Aviva Pension (SIPP)"). */
  product: z.string().min(1),
  platform: PlatformChargesSchema,
  dealing: DealingChargesSchema,
  drawdown: DrawdownChargesSchema,
  transferOut: TransferOutChargesSchema,
  /** Charges that fit none of the fields above; an empty list means none found. */
  otherFees: z.array(OtherFeeSchema),
  /**
   * Set when no tariff could be found at all: the reason, shown to the visitor. Every charge
   * above is then `not-known` and no cost is worked out.
   */
  unpricedReason: z.string().min(1).optional(),
  /** Advice charges, for providers whose pension comes with advice (a yearly percentage). */
  ongoingAdviceCharge: figure(PercentageChargeSchema).optional(),
  /** A one-off advice charge on money invested, by tier. */
  initialAdviceCharge: figure(PercentageChargeSchema).optional(),
});

export type Band = z.infer<typeof BandSchema>;
export type ChargedOn = z.infer<typeof ChargedOnSchema>;
export type PercentageCharge = z.infer<typeof PercentageChargeSchema>;
export type AssetType = z.infer<typeof AssetTypeSchema>;
export type ChargeScope = z.infer<typeof ChargeScopeSchema>;
export type ChargeLimit = z.infer<typeof ChargeLimitSchema>;
export type FixedFee = z.infer<typeof FixedFeeSchema>;
export type DealingCharge = z.infer<typeof DealingChargeSchema>;
export type IncomePaymentFee = z.infer<typeof IncomePaymentFeeSchema>;
export type OtherFee = z.infer<typeof OtherFeeSchema>;
export type PlatformCharges = z.infer<typeof PlatformChargesSchema>;
export type DealingCharges = z.infer<typeof DealingChargesSchema>;
export type DrawdownCharges = z.infer<typeof DrawdownChargesSchema>;
export type TransferOutCharges = z.infer<typeof TransferOutChargesSchema>;
export type Tariff = z.infer<typeof TariffSchema>;
