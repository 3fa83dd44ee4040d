import { quote } from './cost-engine.ts';
import { type CostFigure, type CostTariffCharges, packTariff, tariffFromFile } from './cost-tariff.ts';
import { formatPercent } from './format.ts';
import { formatPounds } from './money.ts';
import { limitText, type PlatformFacts, platformFacts } from './platform-facts.ts';
import type { Change, ProviderFile } from './provider-file-schema.ts';
import type { Provider } from './provider-schema.ts';
import { baselineScenario } from './scenario.ts';
import type { Figure, FigureStatus, PercentageCharge, Tariff } from './tariff-schema.ts';

/**
 * Everything the product says about a provider's charges, derived from its data file: the fee
 * summary, Fixed or Percentage, the feature flags the filters and badges read, and the engine
 * tariff every cost is worked out from. No words about a figure are typed by hand anywhere else.
 *
 * Pure: the build script runs it over the data files and the tests run it over edited copies.
 */

const isKnown = <T>(figure: Figure<T>): figure is Figure<T> & { value: T } => figure.status !== 'not-known';

/** The value at a dotted path ("tariff.platform.funds.value.tiers.0.upTo"), or undefined. */
function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A profile text with its `{path}` tokens replaced by the figures they point at: a rate where the
 * path ends in `percentage`, pounds otherwise. Throws on a token that points at no number, so a
 * text can never state a figure the data does not hold.
 *
 * @example resolveWords('Capped at {tariff.platform.caps.value.0.perYear}', file) // "Capped at £375"
 */
export function resolveWords(text: string, file: unknown): string {
  return text.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, path: string) => {
    const value = valueAt(file, path);
    if (typeof value !== 'number') throw new Error(`"${text}": {${path}} is not a figure in the data`);
    return path.endsWith('percentage') ? formatPercent(value) : formatPounds(value);
  });
}

/** "0.25% to £250,000, 0.10% to £500,000, then 0%" (marginal) or "0.35% under £250,000, 0.20% from £250,000" (whole pot). */
export function describeCharge(charge: PercentageCharge): string {
  const { tiers } = charge;
  if (tiers.length === 0) return 'no percentage charge';
  if (tiers.length === 1 && tiers[0]?.upTo === null) return `${formatPercent(tiers[0].percentage)} a year`;
  return tiers
    .map((tier, index) => {
      const previous = tiers[index - 1]?.upTo ?? null;
      if (charge.basis === 'whole-pot') {
        return tier.upTo === null
          ? `${formatPercent(tier.percentage)} from ${formatPounds(previous ?? 0)}`
          : `${formatPercent(tier.percentage)} under ${formatPounds(tier.upTo)}`;
      }
      return tier.upTo === null
        ? `then ${formatPercent(tier.percentage)}`
        : `${formatPercent(tier.percentage)} to ${formatPounds(tier.upTo)}`;
    })
    .join(', ');
}

/**
 * The platform charge as the pages list it: the same reading (platformFacts) of this file's figures
 * as the engine sees them, so a card's fee type and summary cannot disagree with the fee table.
 */
function platformOf(tariff: Tariff): PlatformFacts {
  return platformFacts({ slug: '', name: '', charges: engineCharges(tariff) });
}

/** 'Fixed', 'Percentage', or null when the charge is not known (spec §2: Fee Type on the hover card). */
export function feeType(tariff: Tariff): 'Fixed' | 'Percentage' | null {
  const platform = platformOf(tariff);
  if (!platform.priced) return null;
  return platform.flatFee !== null ? 'Fixed' : 'Percentage';
}

/** The one-line fee summary on cards and tables, from the tariff. */
export function feeSummary(tariff: Tariff): string {
  if (tariff.unpricedReason !== undefined) return 'Charges not known: none found in public sources';
  const platform = platformOf(tariff);
  const funds = tariff.platform.funds;
  if (!platform.priced || !isKnown(funds)) return 'Platform charge not known';
  const parts: string[] = [];
  if (platform.flatFee !== null) {
    const fees = tariff.platform.fixedFees;
    const stated = isKnown(fees) ? fees.value.find((fee) => fee.stated)?.stated : undefined;
    parts.push(
      `Fixed fee: ${formatPounds(platform.flatFee)} a year${stated ? ` (${stated})` : ''}, whatever the pot size`,
    );
  } else {
    const label =
      funds.value.basis === 'whole-pot' ? 'Percentage on the whole pot' : 'Percentage bands on funds';
    parts.push(`${label}: ${describeCharge(funds.value)}`);
    if (platform.minimum !== null) parts.push(`minimum ${limitText(platform.minimum, formatPounds)}`);
    if (platform.cap !== null) parts.push(`capped at ${limitText(platform.cap, formatPounds)}`);
  }
  const yearly = tariff.drawdown.yearlyFee;
  if (isKnown(yearly) && yearly.value > 0)
    parts.push(`plus ${formatPounds(yearly.value)} a year in drawdown`);
  return parts.join(', ');
}

/** The feature filters' keys, each read from one structured field. */
export type FeatureFlag =
  | 'mobileApp'
  | 'researchTools'
  | 'managedPortfolios'
  | 'shares'
  | 'etfs'
  | 'flatFee'
  | 'noWithdrawalFees';

/** true, false, or null for "not known". */
export type FeatureFlags = Record<FeatureFlag, boolean | null>;

/**
 * No withdrawal fees: the yearly drawdown fee, the regular-income fee and the ad-hoc payment fee
 * are all known to be nothing, and no other fee is charged on taking money out. Any of them known
 * to cost something makes it false; otherwise it is not known.
 */
export function noWithdrawalFees(tariff: Tariff): boolean | null {
  const { yearlyFee, regularIncomeFee, adHocPaymentFee } = tariff.drawdown;
  const amounts = [
    isKnown(yearlyFee) ? yearlyFee.value : null,
    isKnown(regularIncomeFee) ? regularIncomeFee.value.amount : null,
    isKnown(adHocPaymentFee) ? adHocPaymentFee.value : null,
    ...tariff.otherFees
      .filter((fee) => fee.onWithdrawal)
      .map((fee) => (isKnown(fee.amount) ? fee.amount.value : null)),
  ];
  if (amounts.some((amount) => amount !== null && amount > 0)) return false;
  return amounts.every((amount) => amount === 0) ? true : null;
}

export function featureFlags(file: Pick<ProviderFile, 'features' | 'tariff'>): FeatureFlags {
  const flag = (figure: Figure<boolean>) => (isKnown(figure) ? figure.value : null);
  const type = feeType(file.tariff);
  return {
    mobileApp: flag(file.features.mobileApp),
    researchTools: flag(file.features.researchTools),
    managedPortfolios: flag(file.features.managedPortfolios),
    shares: flag(file.features.shares),
    etfs: flag(file.features.etfs),
    flatFee: type === null ? null : type === 'Fixed',
    noWithdrawalFees: noWithdrawalFees(file.tariff),
  };
}

/** The badge words for each feature a provider is known to have. */
export const FEATURE_BADGES: Record<FeatureFlag, string> = {
  noWithdrawalFees: 'No withdrawal fees',
  managedPortfolios: 'Managed portfolios',
  mobileApp: 'Mobile app',
  researchTools: 'Research tools',
  shares: 'Shares trading',
  etfs: 'ETFs',
  flatFee: 'Flat fee',
};

export function featureBadges(flags: FeatureFlags): string[] {
  return (Object.keys(FEATURE_BADGES) as FeatureFlag[])
    .filter((key) => flags[key] === true)
    .map((key) => FEATURE_BADGES[key]);
}

/** Dealing charges in a sentence, or null when none is known. */
export function dealingSummary(tariff: Tariff): string | null {
  const parts: string[] = [];
  const words = {
    funds: 'Funds',
    etfsAndShares: 'Shares and ETFs',
    investmentTrusts: 'Investment trusts',
  } as const;
  for (const key of ['funds', 'etfsAndShares', 'investmentTrusts'] as const) {
    const figure = tariff.dealing[key];
    if (!isKnown(figure)) continue;
    const charge = figure.value;
    const text =
      charge.kind === 'per-trade'
        ? charge.amount === 0
          ? 'free to buy and sell'
          : `${formatPounds(charge.amount)} a deal`
        : `${formatPercent(charge.percentage)} a deal`;
    parts.push(`${words[key]} ${text}${figure.note ? ` (${figure.note.replace(/\.$/, '')})` : ''}`);
  }
  return parts.length ? `${parts.join('; ')}.` : null;
}

/** Every figure in a file with its path, for freshness checks and the sources list. */
export function figuresOf(file: ProviderFile): { path: string; figure: Figure<unknown> }[] {
  const found: { path: string; figure: Figure<unknown> }[] = [];
  const walk = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${path}.${index}`);
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.status === 'string' && typeof record.checkedOn === 'string' && 'value' in record) {
      found.push({ path, figure: record as unknown as Figure<unknown> });
      return;
    }
    for (const [key, value] of Object.entries(record)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(
    { tariff: file.tariff, features: file.features, investments: file.investments, ratings: file.ratings },
    '',
  );
  return found;
}

/** The figures the annual cost is worked out from. */
export function costFigures(tariff: Tariff): Figure<unknown>[] {
  const p = tariff.platform;
  return [p.funds, p.minimums, p.caps, p.fixedFees, tariff.drawdown.yearlyFee] as Figure<unknown>[];
}

const STATUS_RANK: Record<FigureStatus, number> = {
  'provider-page': 0,
  secondary: 1,
  'spec-example': 2,
  'not-known': 3,
};

/** The least certain status among the known figures the cost uses: what the cost is labelled. */
export function costStatus(tariff: Tariff): Exclude<FigureStatus, 'not-known'> | null {
  if (!platformOf(tariff).priced) return null;
  const known = costFigures(tariff).filter((figure) => figure.status !== 'not-known');
  let worst: Exclude<FigureStatus, 'not-known'> = 'provider-page';
  for (const figure of known) {
    if (STATUS_RANK[figure.status] > STATUS_RANK[worst]) worst = figure.status as typeof worst;
  }
  return worst;
}

/** The oldest date among the figures the cost uses: the date the cost was last checked. */
export function costCheckedOn(tariff: Tariff): string {
  // ISO dates sort as text.
  return costFigures(tariff)
    .map((figure) => figure.checkedOn)
    .sort()[0] as string;
}

/** The latest dated change, or null. */
export function lastChange(changes: readonly Change[]): Change | null {
  return changes.reduce<Change | null>(
    (latest, change) => (latest === null || change.date >= latest.date ? change : latest),
    null,
  );
}

/** Whole months from one date to another (both YYYY-MM-DD); a part month does not count. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** A figure is stale once it was checked more than this many months ago; the build fails at twice it. */
export const STALE_AFTER_MONTHS = 6;
export const EXPIRED_AFTER_MONTHS = 12;

/**
 * The date a figure's freshness counts from: the older of the date its source bears and the date
 * we checked it (decision 033). A figure checked last week from a 2017 page is as old as the page.
 */
export function figureAgeFrom(checkedOn: string, sourceDated?: string | null): string {
  return sourceDated && sourceDated < checkedOn ? sourceDated : checkedOn;
}

/** Whether a figure may be out of date: 6 months or more from the older of its two dates. */
export function isStale(checkedOn: string, today: string, sourceDated?: string | null): boolean {
  return monthsBetween(figureAgeFrom(checkedOn, sourceDated), today) >= STALE_AFTER_MONTHS;
}

/** Whether a figure is past the 12-month rule, counted from the older of its two dates. */
export function isExpired(checkedOn: string, today: string, sourceDated?: string | null): boolean {
  return monthsBetween(figureAgeFrom(checkedOn, sourceDated), today) >= EXPIRED_AFTER_MONTHS;
}

/**
 * Whether the date a figure's source bears is more than a year before today: pages then say
 * "source dated …" beside the figure. False for an undated source (null).
 *
 * @example sourceOverAYearOld('2017-10-01', '2026-11-25') // true
 */
export function sourceOverAYearOld(sourceDated: string | null | undefined, today: string): boolean {
  return sourceDated !== null && sourceDated !== undefined && monthsBetween(sourceDated, today) >= 12;
}

/** A figure as the engine reads it: the data file's figure, source date included (receipts show it). */
function engineFigure<T>(figure: Figure<T>): CostFigure<T> {
  return figure as CostFigure<T>;
}

/**
 * The charges the drawdown cost engine reads, straight from the data file (decision 020): the
 * platform charge on each kind of holding with its minimums, caps and fixed fees, dealing, and
 * every drawdown charge, each with its source and checked-on date. Nothing is re-derived, so the
 * widget, the pages and the API price from the very figures in data/providers/.
 */
export function engineCharges(tariff: Tariff): CostTariffCharges {
  const { platform: p, dealing: d, drawdown: w } = tariff;
  return {
    platform: {
      funds: engineFigure(p.funds),
      etfsAndShares: engineFigure(p.etfsAndShares),
      investmentTrusts: engineFigure(p.investmentTrusts),
      minimums: engineFigure(p.minimums),
      caps: engineFigure(p.caps),
      fixedFees: engineFigure(p.fixedFees),
    },
    dealing: {
      funds: engineFigure(d.funds),
      etfsAndShares: engineFigure(d.etfsAndShares),
      investmentTrusts: engineFigure(d.investmentTrusts),
    },
    drawdown: {
      offered: engineFigure(w.offered),
      minimumPot: engineFigure(w.minimumPot),
      setupFee: engineFigure(w.setupFee),
      yearlyFee: engineFigure(w.yearlyFee),
      regularIncomeFee: engineFigure(w.regularIncomeFee),
      adHocPaymentFee: engineFigure(w.adHocPaymentFee),
      ufplsOffered: engineFigure(w.ufplsOffered),
      ufplsFee: engineFigure(w.ufplsFee),
      ufplsMinimum: engineFigure(w.ufplsMinimum),
      taxFreeCashFee: engineFigure(w.taxFreeCashFee),
    },
    ...(tariff.unpricedReason !== undefined ? { unpricedReason: tariff.unpricedReason } : {}),
  };
}

/**
 * The record the comparison, cards and pages read, derived from one data file. Its `costs` are
 * worked out with the cost model, never typed.
 */
export function toProvider(file: ProviderFile): Provider {
  const { tariff, profile } = file;
  // The illustrative costs are the drawdown cost engine's, for the standard plan (spec §9): the
  // same figures the ranking, the fee page and the API give for those pots.
  const engineTariff = tariffFromFile({ slug: file.slug, name: file.name, tariff: engineCharges(tariff) });
  const standardCost = (pot: number) =>
    quote(engineTariff, baselineScenario(pot), { horizonOnly: true }).horizon.total;
  const count = (figure: Figure<number>) => (isKnown(figure) ? figure.value : null);
  const { funds, etfs, shares, trusts } = file.investments;
  const counts = [count(funds), count(etfs), count(shares), count(trusts)];
  const rating = file.ratings.trustpilot;
  const which = file.ratings.which;
  const flags = featureFlags(file);
  const latest = lastChange(file.changes);
  return {
    id: file.id,
    name: file.name,
    slug: file.slug,
    logo: file.logo,
    category: file.category,
    feeStructure: feeSummary(tariff),
    costs: {
      pot100k: standardCost(100_000),
      pot250k: standardCost(250_000),
      pot500k: standardCost(500_000),
    },
    investments: {
      count: counts.every((value) => value !== null) ? counts.reduce((a, b) => (a ?? 0) + (b ?? 0), 0) : null,
      details: file.investments.details,
      funds: counts[0] ?? null,
      etfs: counts[1] ?? null,
      shares: counts[2] ?? null,
      trusts: counts[3] ?? null,
    },
    features: featureBadges(flags),
    tradingFees: dealingSummary(tariff) ?? '',
    ...(isKnown(rating) ? { trustpilotRating: rating.value.score } : {}),
    trustpilotReviews: isKnown(rating) ? rating.value.reviews : null,
    ...(isKnown(which) ? { whichRating: which.value } : {}),
    description: profile.description,
    pros: profile.pros,
    cons: profile.cons,
    companyInfo: profile.companyInfo,
    statistics: profile.statistics,
    marketPosition: profile.marketPosition,
    screenshots: profile.screenshots,
    keyMilestones: profile.keyMilestones,
    awards: profile.awards,
    regulatoryInfo: profile.regulatoryInfo,
    sources: file.sources,
    checkedOn: costCheckedOn(tariff),
    feeNotes: file.notes,
    feeType: feeType(tariff),
    featureFlags: flags,
    costStatus: costStatus(tariff),
    unpricedReason: tariff.unpricedReason ?? null,
    // The figures the engine counts with, compact; their sources are in provider-sources.generated.ts.
    tariff: packTariff(engineCharges(tariff)),
    lastChange: latest
      ? { date: latest.date, what: latest.what, oldValue: latest.oldValue, newValue: latest.newValue }
      : null,
  };
}
