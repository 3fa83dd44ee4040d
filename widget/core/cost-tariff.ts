import type { ChargeEvent } from './tariff-schema.ts';

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
  /** Absent in the compact records the ranking reads; the sourced tariffs (decision 020) hold it. */
  checkedOn?: string;
  /** The date the source itself bears (absent when undated). */
  sourceDated?: string;
  note?: string;
  /** The amount excludes VAT, which is added at 20%. */
  plusVat?: boolean;
  /** For a fee: the event it is charged from (tariff-schema.ts `startsOn`). */
  startsOn?: ChargeEvent;
  /** For a £0: the provider's full list of charges names no such fee. */
  noneListed?: boolean;
}

/** Where a figure comes from: what a receipt line shows beside its amount. */
export interface FigureSource {
  source?: string;
  sourceTitle?: string;
  checkedOn?: string;
  sourceDated?: string;
  note?: string;
}
/** A tariff's sources by figure ("platform.funds", "drawdown.ufplsMinimum"). */
export type TariffSources = Readonly<Record<string, FigureSource>>;

const GROUPS = ['platform', 'dealing', 'drawdown'] as const;

function mapFigures(
  charges: CostTariffCharges,
  map: (figure: CostFigure<unknown>, path: string) => CostFigure<unknown>,
): CostTariffCharges {
  const out: Record<string, unknown> = { ...charges };
  for (const group of GROUPS) {
    const figures: Record<string, CostFigure<unknown>> = {};
    for (const [name, figure] of Object.entries(charges[group] as Record<string, CostFigure<unknown>>))
      figures[name] = map(figure, `${group}.${name}`);
    out[group] = figures;
  }
  return out as unknown as CostTariffCharges;
}

/**
 * A tariff split in two (decision 020): the figures the engine counts with (status, value, VAT),
 * which every ranking reads, and where each came from, which only a receipt shows. The widget
 * loads the second part when a receipt is first opened.
 */
export function splitSources(charges: CostTariffCharges): {
  values: CostTariffCharges;
  sources: TariffSources;
} {
  const sources: Record<string, FigureSource> = {};
  const values = mapFigures(charges, (figure, path) => {
    const {
      source,
      sourceTitle,
      checkedOn,
      sourceDated,
      note,
      status,
      value,
      plusVat,
      startsOn,
      noneListed,
    } = figure;
    sources[path] = {
      ...(source !== undefined ? { source } : {}),
      ...(sourceTitle !== undefined ? { sourceTitle } : {}),
      ...(checkedOn !== undefined ? { checkedOn } : {}),
      ...(sourceDated !== undefined ? { sourceDated } : {}),
      ...(note !== undefined ? { note } : {}),
    };
    return {
      status,
      value,
      ...(plusVat ? { plusVat } : {}),
      ...(startsOn ? { startsOn } : {}),
      ...(noneListed ? { noneListed } : {}),
    };
  });
  return { values, sources };
}

/** The tariff with each figure's source put back: what receipts are written from. */
export function withSources(tariff: CostTariff, sources: TariffSources | undefined): CostTariff {
  if (!sources) return tariff;
  return {
    ...tariff,
    charges: mapFigures(tariff.charges, (figure, path) => ({ ...figure, ...sources[path] })),
  };
}

export interface CostBand {
  upTo: number | null;
  percentage: number;
}
export type CostAssetType = 'funds' | 'etfsAndShares' | 'investmentTrusts' | 'cash';
export interface CostPercentageCharge {
  basis: 'marginal' | 'whole-pot';
  tiers: readonly CostBand[];
  /** The value the tiers are on: all holdings together (absent: the same), or these kinds only. */
  chargedOn?: 'all' | readonly CostAssetType[];
}
export interface CostChargeLimit {
  appliesTo: 'overall' | readonly CostAssetType[];
  perYear: number;
  stated?: string;
  /** Applies only while the value of all holdings is below this, or at least this (pounds). */
  appliesBelow?: number;
  appliesFrom?: number;
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
 * A provider's charges from its data file (data/providers/<slug>.yaml) as the engine sees them:
 * the tariff is already in the engine's shape, figure for figure. When the platform charge on
 * funds is not known, nothing can be priced (as spec §9's "unpublished"): the reason says so,
 * rather than a total that leaves out the main charge.
 *
 * @example tariffFromFile(provider).charges.drawdown.ufplsMinimum.value // 1000 for ii
 */
export function tariffFromFile(file: { slug: string; name: string; tariff: CostTariffCharges }): CostTariff {
  const charges = file.tariff;
  const funds = charges.platform.funds;
  if (charges.unpricedReason !== undefined || (funds.value !== null && funds.status !== 'spec-example'))
    return { slug: file.slug, name: file.name, charges };
  return {
    slug: file.slug,
    name: file.name,
    charges: {
      ...charges,
      unpricedReason:
        funds.status === 'spec-example'
          ? 'Only our specification’s example gives a charge for this provider, and no source from the provider confirms it, so no cost is shown; ask the provider.'
          : `The platform charge is not known. ${funds.note ?? NOT_IN_DATA}`,
    },
  };
}

/* ── the compact form the records carry ─────────────────────────────────────────────────── */

/**
 * One figure as the compact records carry it (decision 020): `null` when not known, else
 * `[value]` from the provider's own page, or `[value, flags]` with `s` secondary source,
 * `e` the spec's example data, `v` plus VAT, `n` none listed, and the event a fee starts on:
 * `D` moving into drawdown, `I` the first income payment, `L` the first lump sum. Sources are in
 * provider-sources.generated.ts.
 */
export type PackedFigure = null | readonly [unknown] | readonly [unknown, string];
/** A tariff's figures in a fixed order (PACKED_ORDER), and why it is unpriced, if it is. */
export interface PackedTariff {
  p: readonly PackedFigure[];
  d: readonly PackedFigure[];
  w: readonly PackedFigure[];
  u?: string;
}
const PACKED_ORDER = {
  p: ['funds', 'etfsAndShares', 'investmentTrusts', 'minimums', 'caps', 'fixedFees'],
  d: ['funds', 'etfsAndShares', 'investmentTrusts'],
  w: [
    'offered',
    'minimumPot',
    'setupFee',
    'yearlyFee',
    'regularIncomeFee',
    'adHocPaymentFee',
    'ufplsOffered',
    'ufplsFee',
    'ufplsMinimum',
    'taxFreeCashFee',
  ],
} as const;
const PACKED_GROUP = { p: 'platform', d: 'dealing', w: 'drawdown' } as const;

const EVENT_FLAGS: Record<ChargeEvent, string> = {
  'moving-into-drawdown': 'D',
  'first-income-payment': 'I',
  'first-lump-sum': 'L',
};
function packFigure(figure: CostFigure<unknown>): PackedFigure {
  if (figure.status === 'not-known' || figure.value === null) return null;
  const flags = `${figure.status === 'secondary' ? 's' : figure.status === 'spec-example' ? 'e' : ''}${figure.plusVat ? 'v' : ''}${figure.noneListed ? 'n' : ''}${figure.startsOn ? EVENT_FLAGS[figure.startsOn] : ''}`;
  return flags ? [figure.value, flags] : [figure.value];
}
function unpackFigure(packed: PackedFigure): CostFigure<unknown> {
  if (packed === null) return { status: 'not-known', value: null };
  const flags = packed[1] ?? '';
  const startsOn = (Object.keys(EVENT_FLAGS) as ChargeEvent[]).find((event) =>
    flags.includes(EVENT_FLAGS[event]),
  );
  return {
    status: flags.includes('s') ? 'secondary' : flags.includes('e') ? 'spec-example' : 'provider-page',
    value: packed[0],
    ...(flags.includes('v') ? { plusVat: true } : {}),
    ...(flags.includes('n') ? { noneListed: true } : {}),
    ...(startsOn ? { startsOn } : {}),
  };
}

/** The engine's figures of a tariff, without their sources, in the records' compact form. */
export function packTariff(charges: CostTariffCharges): PackedTariff {
  const out: Record<string, unknown> = {};
  for (const key of ['p', 'd', 'w'] as const) {
    const group = charges[PACKED_GROUP[key]] as unknown as Record<string, CostFigure<unknown>>;
    out[key] = PACKED_ORDER[key].map((name) => packFigure(group[name] as CostFigure<unknown>));
  }
  if (charges.unpricedReason !== undefined) out.u = charges.unpricedReason;
  return out as unknown as PackedTariff;
}

/** The records' compact tariff as the engine reads it (statuses, values and VAT; no sources). */
export function unpackTariff(packed: PackedTariff): CostTariffCharges {
  const out: Record<string, unknown> = {};
  for (const key of ['p', 'd', 'w'] as const) {
    const group: Record<string, CostFigure<unknown>> = {};
    PACKED_ORDER[key].forEach((name, i) => {
      group[name] = unpackFigure(packed[key][i] ?? null);
    });
    out[PACKED_GROUP[key]] = group;
  }
  if (packed.u !== undefined) out.unpricedReason = packed.u;
  return out as unknown as CostTariffCharges;
}
