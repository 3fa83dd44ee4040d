import type {
  CostAssetType,
  CostChargeLimit,
  CostFigure,
  CostPercentageCharge,
  CostTariff,
  CostTariffCharges,
} from './cost-tariff.ts';
import { compareNames } from './format.ts';
import { isBaseline, PROJECTION_YEARS, SCENARIO_DEFAULTS, type Scenario } from './scenario.ts';

/**
 * The drawdown cost engine: what each provider costs for the way a visitor holds and takes their
 * money, as an itemised receipt for year one and as a month-by-month projection for the years
 * ahead. Every cost the site shows comes from here (the plain ranking is the §9 scenario).
 *
 * Money is counted in whole pence (integers), so a receipt's lines add up exactly to its total.
 *
 * How a year is worked out (the receipt is year one):
 * - charges are worked out on the pot at the start of the year (after any tax-free cash), as
 *   spec §9 does, and taken in twelve monthly parts;
 * - each platform charge's tiers are worked out on the value the provider charges them on
 *   (`chargedOn`): the value of all holdings together, the result shared between the holdings in
 *   proportion (Quilter, Aegon, and spec §9's whole pot), or the value held in some kinds only
 *   (Hargreaves Lansdown's and AJ Bell's bands on funds); a cap or minimum that applies to some
 *   holdings only is applied to their part, then the overall ones (minimum, then cap, as §9
 *   says), each only where its condition holds (Fidelity's £90 minimum under £25,000);
 * - a figure that is not known, or that only the spec's example supports, is never counted: its
 *   line says so. When the platform charge on any part of the holdings is not known, the quote
 *   has no total and is not ranked (`notRanked` says what is missing), as an unpriced provider;
 * - the fund charge (OCF) is on the part in funds; dealing is the trades a year shared between the
 *   holdings in proportion;
 * - the yearly drawdown fee is added every year (spec §9) unless the provider charges it only from
 *   an event the plan does not meet (`startsOn`: Aegon's £75 from the first income payment); a
 *   drawdown set-up fee and a tax-free-cash fee are one-off, in year one, when the scenario moves
 *   money into drawdown.
 * The projection: withdrawals at the start of each period, growth monthly, then the month's part
 * of the charges; the income rises with inflation every year.
 */

/** Tax-free cash is 25% of the pot, up to the Lump Sum Allowance (research: uk-pension-rules.md §2). */
export const TAX_FREE_SHARE = 0.25;
export const LUMP_SUM_ALLOWANCE = 268_275;
const VAT = 1.2;

export type LineKey =
  | 'platform-funds'
  | 'platform-shares'
  | 'platform-trusts'
  | 'minimum'
  | 'cap'
  | 'fixed'
  | 'fund-charges'
  | 'dealing-funds'
  | 'dealing-shares'
  | 'dealing-trusts'
  | 'drawdown-yearly'
  | 'drawdown-setup'
  | 'regular-income'
  | 'lump-sums'
  | 'ufpls'
  | 'tax-free-cash'
  | 'platform';

/** What a receipt line is, for the API and for grouping (caps and minimums are platform lines). */
export type ReceiptKind =
  | 'platform'
  | 'dealing'
  | 'drawdown-setup'
  | 'drawdown-yearly'
  | 'income-payment'
  | 'lump-sum-payment'
  | 'tax-free-cash'
  | 'fund-charge'
  | 'other';

/**
 * Where a line's amount comes from: the provider's own page, a third party, the visitor's plan,
 * or one of the plan's stated assumptions. Null when the amount is not known.
 */
export type LineStatus = 'provider-page' | 'secondary' | 'visitor' | 'assumption';

/**
 * How the amount was read: `stated` (as the source states it, or worked out from the plan),
 * `none-listed` (£0 because the provider's full list of charges names no such fee), or
 * `not-known` (no figure we can count: not in our data, or only the spec's example gives one).
 */
export type LineEvidence = 'stated' | 'none-listed' | 'not-known';

const KIND_OF: Record<LineKey, ReceiptKind> = {
  'platform-funds': 'platform',
  'platform-shares': 'platform',
  'platform-trusts': 'platform',
  minimum: 'platform',
  cap: 'platform',
  fixed: 'platform',
  platform: 'platform',
  'fund-charges': 'fund-charge',
  'dealing-funds': 'dealing',
  'dealing-shares': 'dealing',
  'dealing-trusts': 'dealing',
  'drawdown-yearly': 'drawdown-yearly',
  'drawdown-setup': 'drawdown-setup',
  'regular-income': 'income-payment',
  'lump-sums': 'lump-sum-payment',
  ufpls: 'lump-sum-payment',
  'tax-free-cash': 'tax-free-cash',
};

/** One line of a receipt. `amount` is null when the charge is not known: the line says so. */
export interface ReceiptLine {
  key: LineKey;
  kind: ReceiptKind;
  /** Where the amount comes from; null when the amount is not known. */
  status: LineStatus | null;
  evidence: LineEvidence;
  /** The date the source itself bears; null when undated (or no source). */
  sourceDated: string | null;
  label: string;
  /** The working, with its figures ("0.45% of £250,000 + 0.25% of £150,000"). */
  formula: string;
  /** Pounds (to the penny), or null when not known. */
  amount: number | null;
  /** Whole pence, or null when not known. */
  pence: number | null;
  /** Where the figure comes from: a URL, the spec's example data or "your scenario". */
  source: string | null;
  sourceTitle?: string;
  checkedOn: string | null;
  /** A caveat shown with the line (secondary source, what was looked for). */
  note?: string;
}

export interface Receipt {
  /**
   * Pounds: the sum of the known lines, exactly; null when the provider's tariff is not known, or
   * when the platform charge on part of the holdings is not known (nothing to rank on).
   */
  total: number | null;
  pence: number | null;
  lines: ReceiptLine[];
  /**
   * Labels of the charges this scenario meets that are not known (not in the total). When the
   * total is null, the first entry is the sentence saying why (what is missing).
   */
  notKnown: string[];
}

/** A charge the plan meets that is not known, by kind (so a card can say "+ 2 charges not published"). */
export interface UnknownCharge {
  kind: ReceiptKind;
  label: string;
}

export interface Milestone {
  years: number;
  /** The pot left at that point, pounds. */
  pot: number;
  /** Charges paid up to that point, pounds. */
  charges: number;
}

export interface Quote {
  slug: string;
  name: string;
  eligible: boolean;
  /** Why the provider cannot do what the scenario asks. */
  reason?: string;
  /**
   * Set when the quote has no total, so the provider is not ranked for this plan: what is missing
   * ("The platform charge on shares and ETFs is not in our data."), or why it is unpriced.
   */
  notRanked?: string;
  /** The other charges the plan meets that are not known: never counted as £0, named here. */
  unknownCharges: UnknownCharge[];
  yearOne: Receipt;
  /** Charges paid over the scenario's years, pounds; null when not known. */
  horizon: { years: number; total: number | null };
  /** Years until the money runs out, to a tenth; null when it lasts beyond the projection. */
  moneyLastsYears: number | null;
  /** The pot and the charges paid at 10 and 20 years. */
  milestones: Milestone[];
}

export interface RankedQuote extends Quote {
  rank: number;
  /** How much less the pot is than at the cheapest provider, at 10 and 20 years; null on the cheapest or when unknown. */
  behindCheapest: { years10: number; years20: number } | null;
  /** Horizon charges above the cheapest, pounds; null on the cheapest or when unknown. */
  moreThanCheapest: number | null;
}

export interface QuoteRanking {
  scenario: Scenario;
  /** Providers that can do the scenario, cheapest over the horizon first; unknown costs last. */
  ranked: RankedQuote[];
  /** Providers that cannot, with their reasons, in name order. */
  ineligible: Quote[];
}

const MILESTONE_YEARS = [10, 20] as const;

/* ── text helpers (no Intl: this runs in the widget) ─────────────────────────────────────── */

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** Pence as "£1,234.56", or "£1,234" for whole pounds. */
export function penceText(pence: number): string {
  const sign = pence < 0 ? '−' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}£${group(String(pounds))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
/** Pounds as "£1,234.56" or "£1,234". */
function poundsText(pounds: number): string {
  return penceText(Math.round(pounds * 100));
}
function percentText(p: number): string {
  return `${Number(p.toFixed(4))}%`;
}

/* ── the year's charges ──────────────────────────────────────────────────────────────────── */

interface YearContext {
  charges: CostTariffCharges;
  scenario: Scenario;
  /** The pot at the start of the year, pounds. */
  pot: number;
  /** 0 for year one (one-off fees), then 1, 2… */
  year: number;
  /** Whether to write labels and formulas (the receipt) or only count pence (the projection). */
  text: boolean;
}

const ASSETS = [
  { key: 'funds', holding: 'funds', label: 'funds', platform: 'platform-funds', dealing: 'dealing-funds' },
  {
    key: 'etfsAndShares',
    holding: 'shares',
    label: 'shares and ETFs',
    platform: 'platform-shares',
    dealing: 'dealing-shares',
  },
  {
    key: 'investmentTrusts',
    holding: 'trusts',
    label: 'investment trusts',
    platform: 'platform-trusts',
    dealing: 'dealing-trusts',
  },
] as const;

type LineFrom = Pick<
  ReceiptLine,
  'source' | 'sourceTitle' | 'checkedOn' | 'sourceDated' | 'note' | 'status' | 'evidence'
>;

/**
 * Whether a figure can be counted: known, and from a source rather than only the spec's example
 * (a figure only the spec's example supports is never counted in a cost).
 */
export function countable<T>(figure: CostFigure<T>): figure is CostFigure<T> & { value: T } {
  return figure.value !== null && figure.status !== 'not-known' && figure.status !== 'spec-example';
}

function fromFigure(figure: CostFigure<unknown>): LineFrom {
  const counted = countable(figure);
  return {
    source: figure.source ?? null,
    sourceTitle: figure.sourceTitle,
    checkedOn: figure.checkedOn ?? null,
    sourceDated: figure.sourceDated ?? null,
    note:
      figure.status === 'secondary'
        ? (figure.note ?? 'From a third-party source, not the provider’s own page.')
        : figure.note,
    status: !counted ? null : figure.status === 'secondary' ? 'secondary' : 'provider-page',
    evidence: !counted ? 'not-known' : figure.noneListed ? 'none-listed' : 'stated',
  };
}

function scenarioSource(assumed: boolean): LineFrom {
  return {
    source: 'your scenario',
    checkedOn: null,
    sourceDated: null,
    status: assumed ? 'assumption' : 'visitor',
    evidence: 'stated',
  };
}

function line(
  key: LineKey,
  label: string,
  formula: string,
  pence: number | null,
  from: LineFrom,
): ReceiptLine {
  return {
    key,
    kind: KIND_OF[key],
    label,
    formula,
    pence,
    amount: pence === null ? null : pence / 100,
    ...from,
    ...(pence === null ? { status: null, evidence: 'not-known' as const } : {}),
  };
}

const SPEC_EXAMPLE_WORDS =
  'Not counted: only the product specification’s example gives this figure; no source from the provider was found.';

function notKnownLine(
  key: LineKey,
  label: string,
  figure: CostFigure<unknown>,
  ctx: YearContext,
): ReceiptLine {
  return line(
    key,
    label,
    ctx.text
      ? figure.status === 'spec-example' && figure.value !== null
        ? SPEC_EXAMPLE_WORDS
        : 'Not known: not in our data for this provider.'
      : '',
    null,
    fromFigure(figure),
  );
}

/** Whether the plan meets the event a fee starts on (always, for a fee with none). */
function meets(event: CostFigure<unknown>['startsOn'], s: Scenario): boolean {
  if (event === undefined) return true;
  const route = withdrawalRoute(s);
  if (event === 'moving-into-drawdown') return route.drawdown;
  // A drawdown pension payment: regular income, or one-off payments from drawdown (not UFPLS).
  if (event === 'first-income-payment') return route.regular || route.adHoc;
  return (s.income > 0 && s.lumpSums > 0) || s.taxFreeCash === 'start';
}
const EVENT_WORDS = {
  'moving-into-drawdown': 'from moving into drawdown',
  'first-income-payment': 'from the first income payment',
  'first-lump-sum': 'from the first lump sum',
} as const;

/** The tier charge on a value, in pence, with its working: §9 bands (each slice rounded to the penny) or one whole-pot rate. */
function tierCharge(
  charge: CostPercentageCharge,
  value: number,
  text: boolean,
): { pence: number; parts: string[] } {
  const parts: string[] = [];
  if (charge.basis === 'whole-pot') {
    const tier = charge.tiers.find((t) => t.upTo === null || value < t.upTo) ?? charge.tiers.at(-1);
    if (!tier) return { pence: 0, parts };
    if (text)
      parts.push(`${percentText(tier.percentage)} of ${poundsText(value)} (one rate on the whole pot)`);
    return { pence: Math.round(((value * tier.percentage) / 100) * 100), parts };
  }
  let pence = 0;
  let lower = 0;
  for (const tier of charge.tiers) {
    const upper = tier.upTo ?? Number.POSITIVE_INFINITY;
    if (value > lower) {
      const slice = Math.min(value, upper) - lower;
      pence += Math.round(((slice * tier.percentage) / 100) * 100);
      if (text && tier.percentage > 0)
        parts.push(
          `${percentText(tier.percentage)} of ${poundsText(slice)}${lower > 0 ? ` (from ${poundsText(lower)})` : ''}`,
        );
    }
    if (upper === Number.POSITIVE_INFINITY) break;
    lower = upper;
  }
  return { pence, parts };
}

function vat(amount: number, figure: CostFigure<unknown>): number {
  return figure.plusVat ? amount * VAT : amount;
}
function vatText(amount: number, figure: CostFigure<unknown>): string {
  return figure.plusVat ? `(${poundsText(amount)} + 20% VAT)` : poundsText(amount);
}

function inScope(limit: CostChargeLimit, asset: CostAssetType): boolean {
  return limit.appliesTo === 'overall' || limit.appliesTo.includes(asset);
}

/** Shares `count` whole items between weights in proportion (largest remainder), so they add up. */
function shareOut(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || count <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (count * w) / total);
  const out = exact.map(Math.floor);
  let left = count - out.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left -= 1;
  }
  return out;
}

/**
 * Whether the standard comparison (spec §9's scenario) leaves a fixed fee out: §9 counts a flat fee
 * whatever the pot, never one that applies only below or from a pot size (Charles Stanley's £100
 * under £30,000), so its figure stays exactly §9's (decision 020). Any refined plan counts it.
 */
function standardLeavesOut(fee: { appliesBelow?: number; appliesFrom?: number }, s: Scenario): boolean {
  return (fee.appliesBelow !== undefined || fee.appliesFrom !== undefined) && isBaseline(s);
}

/** How the scenario takes its money, which decides the drawdown charges and who can do it. */
export function withdrawalRoute(s: Scenario): {
  drawdown: boolean;
  regular: boolean;
  ufpls: boolean;
  adHoc: boolean;
  paymentsPerYear: number;
} {
  const regular = s.income > 0 && s.lumpSums === 0;
  const lumps = s.income > 0 && s.lumpSums > 0;
  const ufpls = lumps && s.taxFreeCash === 'none';
  const adHoc = lumps && s.taxFreeCash === 'start';
  const paymentsPerYear = regular
    ? s.incomeFrequency === 'monthly'
      ? 12
      : s.incomeFrequency === 'quarterly'
        ? 4
        : 1
    : lumps
      ? s.lumpSums
      : 0;
  return { drawdown: regular || adHoc || s.taxFreeCash === 'start', regular, ufpls, adHoc, paymentsPerYear };
}

/** Tax-free cash taken at the start, pounds. */
export function taxFreeCash(s: Scenario): number {
  return s.taxFreeCash === 'start' ? Math.min(s.pot * TAX_FREE_SHARE, LUMP_SUM_ALLOWANCE) : 0;
}

/** A year's charges as receipt lines. Platform first, then fund, dealing and drawdown charges. */
function yearLines(ctx: YearContext): ReceiptLine[] {
  const { charges, scenario: s, pot, text } = ctx;
  const lines: ReceiptLine[] = [];
  const platform = charges.platform;
  const fractions = [s.holdings.funds / 100, s.holdings.shares / 100, s.holdings.trusts / 100];

  // Platform charge, per kind of holding: the tiers on the value the provider charges them on.
  const percents = [s.holdings.funds, s.holdings.shares, s.holdings.trusts];
  const assetPence: (number | null)[] = [];
  ASSETS.forEach((asset, i) => {
    const fraction = fractions[i] ?? 0;
    const figure = platform[asset.key];
    if (fraction <= 0) {
      assetPence.push(0);
      return;
    }
    if (!countable(figure)) {
      assetPence.push(null);
      lines.push(notKnownLine(asset.platform, `Platform charge on ${asset.label}`, figure, ctx));
      return;
    }
    const on = figure.value.chargedOn ?? 'all';
    // Whole percentages, so the value charged on is exact (0.1 + 0.2 is not 0.3 in floating point).
    const onPercent =
      on === 'all'
        ? 100
        : ASSETS.reduce((sum, a, j) => sum + (on.includes(a.key) ? (percents[j] ?? 0) : 0), 0);
    const base = on === 'all' ? pot : (pot * onPercent) / 100;
    const whole = tierCharge(figure.value, base, text);
    const part = percents[i] ?? 0;
    const pence = part === onPercent ? whole.pence : Math.round((whole.pence * part) / onPercent);
    assetPence.push(pence);
    if (figure.value.tiers.length === 0 || (pence === 0 && whole.parts.length === 0)) return;
    const working = whole.parts.length > 1 ? `(${whole.parts.join(' + ')})` : (whole.parts[0] ?? '0%');
    let share = '';
    if (on === 'all')
      share = fraction === 1 ? '' : ` × ${percentText(fraction * 100)} held in ${asset.label}`;
    else {
      const kinds = ASSETS.filter((a, j) => on.includes(a.key) && (percents[j] ?? 0) > 0).map((a) => a.label);
      const held = kinds.join(' and ');
      const ofIt =
        part === onPercent ? '' : ` × ${percentText((part / onPercent) * 100)} of it in ${asset.label}`;
      // One rate already names the value ("0.45% of £240,000"); bands name their slices.
      share =
        whole.parts.length > 1
          ? ` on the ${poundsText(base)} held in ${held}${ofIt}`
          : ` held in ${held}${ofIt}`;
    }
    lines.push(
      line(
        asset.platform,
        `Platform charge on ${asset.label}`,
        text ? `${working}${share}` : '',
        pence,
        fromFigure(figure),
      ),
    );
  });

  // Minimums and caps: those on some holdings first, then the overall ones (§9: minimum, then cap).
  const limitLines = (
    kind: 'minimum' | 'cap',
    figure: CostFigure<readonly CostChargeLimit[]>,
    overall: boolean,
  ) => {
    if (!countable(figure)) {
      // Not known (or only the spec's example): the platform charge cannot be finished.
      if (overall)
        lines.push(
          notKnownLine(kind, kind === 'minimum' ? 'Minimum charge' : 'Cap on the charge', figure, ctx),
        );
      return;
    }
    for (const limit of figure.value) {
      if ((limit.appliesTo === 'overall') !== overall) continue;
      // A limit with a condition applies only while the value meets it (Fidelity's £90 under £25,000).
      if (limit.appliesBelow !== undefined && pot >= limit.appliesBelow) continue;
      if (limit.appliesFrom !== undefined && pot < limit.appliesFrom) continue;
      let scoped = 0;
      let held = false;
      ASSETS.forEach((asset, i) => {
        if (inScope(limit, asset.key) && (fractions[i] ?? 0) > 0) {
          held = true;
          scoped += assetPence[i] ?? 0;
        }
      });
      if (overall) scoped = lines.reduce((sum, l) => sum + (l.pence ?? 0), 0);
      if (!held) continue;
      const limitPence = Math.round(limit.perYear * 100);
      const scopeText = overall
        ? 'the platform charge'
        : `the charge on ${ASSETS.filter((a) => inScope(limit, a.key))
            .map((a) => a.label)
            .join(' and ')}`;
      const condition =
        limit.appliesBelow !== undefined
          ? `, which applies under ${poundsText(limit.appliesBelow)}`
          : limit.appliesFrom !== undefined
            ? `, which applies from ${poundsText(limit.appliesFrom)}`
            : '';
      if (kind === 'minimum' && scoped < limitPence) {
        lines.push(
          line(
            'minimum',
            'Minimum charge',
            text
              ? `${scopeText} raised from ${penceText(scoped)} to the ${penceText(limitPence)} minimum${condition}${limit.stated ? ` (${limit.stated})` : ''}`
              : '',
            limitPence - scoped,
            fromFigure(figure),
          ),
        );
      }
      if (kind === 'cap' && scoped > limitPence) {
        lines.push(
          line(
            'cap',
            'Cap on the charge',
            text
              ? `${scopeText} capped at ${penceText(limitPence)} a year, down from ${penceText(scoped)}${condition}${limit.stated ? ` (${limit.stated})` : ''}`
              : '',
            limitPence - scoped,
            fromFigure(figure),
          ),
        );
        if (!overall)
          ASSETS.forEach((asset, i) => {
            // Later limits see the capped part, not the uncapped one.
            if (inScope(limit, asset.key) && scoped > 0)
              assetPence[i] = Math.round(((assetPence[i] ?? 0) * limitPence) / scoped);
          });
      }
    }
  };
  limitLines('minimum', platform.minimums, false);
  limitLines('cap', platform.caps, false);
  limitLines('minimum', platform.minimums, true);
  limitLines('cap', platform.caps, true);

  if (!countable(platform.fixedFees))
    lines.push(notKnownLine('fixed', 'Fixed account fees', platform.fixedFees, ctx));
  else
    for (const fee of platform.fixedFees.value) {
      if (fee.appliesBelow !== undefined && pot >= fee.appliesBelow) continue;
      if (fee.appliesFrom !== undefined && pot < fee.appliesFrom) continue;
      if (standardLeavesOut(fee, s)) {
        // Spec §9 has no fee that depends on the pot's size: the standard comparison shows it, at £0.
        lines.push(
          line(
            'fixed',
            fee.label,
            text
              ? `${vatText(fee.perYear, platform.fixedFees)} a year at this pot size: not counted in the standard comparison, which counts the platform charge and the drawdown fee only. Add your plan to count it.`
              : '',
            0,
            fromFigure(platform.fixedFees),
          ),
        );
        continue;
      }
      const pence = Math.round(vat(fee.perYear, platform.fixedFees) * 100);
      lines.push(
        line(
          'fixed',
          fee.label,
          text
            ? `${vatText(fee.perYear, platform.fixedFees)} a year${fee.stated ? ` (${fee.stated})` : ''}`
            : '',
          pence,
          fromFigure(platform.fixedFees),
        ),
      );
    }

  // Fund charges are the visitor's fund choice, the same at every provider.
  const fundValue = pot * (fractions[0] ?? 0);
  if (s.ocf > 0 && fundValue > 0)
    lines.push(
      line(
        'fund-charges',
        'Fund charges (OCF)',
        text ? `${percentText(s.ocf)} of ${poundsText(fundValue)} in funds` : '',
        Math.round(((fundValue * s.ocf) / 100) * 100),
        scenarioSource(s.ocf === SCENARIO_DEFAULTS.ocf),
      ),
    );

  // Dealing.
  if (s.tradesPerYear > 0) {
    const trades = shareOut(s.tradesPerYear, fractions);
    ASSETS.forEach((asset, i) => {
      const n = trades[i] ?? 0;
      if (n === 0) return;
      const figure = charges.dealing[asset.key];
      const label = `Dealing in ${asset.label}`;
      if (!countable(figure)) {
        lines.push(notKnownLine(asset.dealing, label, figure, ctx));
        return;
      }
      if (figure.value.kind === 'per-trade') {
        const each = vat(figure.value.amount, figure);
        lines.push(
          line(
            asset.dealing,
            label,
            text ? `${n} trade${n === 1 ? '' : 's'} × ${vatText(figure.value.amount, figure)}` : '',
            Math.round(each * 100) * n,
            fromFigure(figure),
          ),
        );
      } else {
        // A percentage of each trade: the trade size is not part of the scenario, so it is not guessed.
        lines.push(
          line(
            asset.dealing,
            label,
            text
              ? `Not known: ${percentText(figure.value.percentage)} of each trade, and the trade size is not part of your scenario.`
              : '',
            null,
            fromFigure(figure),
          ),
        );
      }
    });
  }

  // Drawdown.
  const d = charges.drawdown;
  const route = withdrawalRoute(s);
  const fee = (key: LineKey, label: string, figure: CostFigure<number>, times: number, what: string) => {
    if (!countable(figure)) {
      lines.push(notKnownLine(key, label, figure, ctx));
      return;
    }
    if (figure.value === 0) {
      // £0 read from a full list of charges that names no such fee: shown, with that reading.
      if (figure.noneListed)
        lines.push(
          line(
            key,
            label,
            text ? 'No such fee in the provider’s list of charges' : '',
            0,
            fromFigure(figure),
          ),
        );
      return;
    }
    const each = Math.round(vat(figure.value, figure) * 100);
    lines.push(
      line(
        key,
        label,
        text
          ? `${times === 1 ? '' : `${times} × `}${vatText(figure.value, figure)} ${what}${figure.startsOn ? ` (charged ${EVENT_WORDS[figure.startsOn]})` : ''}`
          : '',
        each * times,
        fromFigure(figure),
      ),
    );
  };
  // The yearly fee is §9's, every year, unless the provider charges it only from an event this plan does not meet.
  if (meets(d.yearlyFee.startsOn, s)) fee('drawdown-yearly', 'Yearly drawdown fee', d.yearlyFee, 1, 'a year');
  if (ctx.year === 0 && route.drawdown)
    fee('drawdown-setup', 'Drawdown set-up fee', d.setupFee, 1, 'once, to start drawdown');
  if (ctx.year === 0 && s.taxFreeCash === 'start')
    fee('tax-free-cash', 'Tax-free cash payment', d.taxFreeCashFee, 1, 'once');
  if (route.regular) {
    const figure = d.regularIncomeFee;
    if (!countable(figure))
      lines.push(notKnownLine('regular-income', 'Regular income payments', figure, ctx));
    else if (figure.value.amount === 0 && figure.noneListed)
      lines.push(
        line(
          'regular-income',
          'Regular income payments',
          text ? 'No such fee in the provider’s list of charges' : '',
          0,
          fromFigure(figure),
        ),
      );
    else if (figure.value.amount > 0) {
      const times = figure.value.per === 'payment' ? route.paymentsPerYear : 1;
      const each = Math.round(vat(figure.value.amount, figure) * 100);
      lines.push(
        line(
          'regular-income',
          'Regular income payments',
          text
            ? figure.value.per === 'payment'
              ? `${times} payments × ${vatText(figure.value.amount, figure)}`
              : `${vatText(figure.value.amount, figure)} a year for paying a regular income`
            : '',
          each * times,
          fromFigure(figure),
        ),
      );
    }
  }
  if (route.ufpls) fee('ufpls', 'Lump sums (UFPLS)', d.ufplsFee, route.paymentsPerYear, 'per lump sum');
  if (route.adHoc)
    fee('lump-sums', 'One-off drawdown payments', d.adHocPaymentFee, route.paymentsPerYear, 'per payment');
  return lines;
}

function receiptOf(lines: ReceiptLine[]): Receipt {
  let pence = 0;
  const notKnown: string[] = [];
  let platformKnown = true;
  for (const l of lines) {
    if (l.pence === null) {
      notKnown.push(l.label);
      if (l.kind === 'platform') platformKnown = false;
    } else pence += l.pence;
  }
  // Without the whole platform charge there is no total to rank on.
  if (!platformKnown) return { total: null, pence: null, lines, notKnown };
  return { total: pence / 100, pence, lines, notKnown };
}

/** What is missing when a receipt's platform charge is not known for part of the holdings. */
function missingPlatform(receipt: Receipt): string | undefined {
  const missing = receipt.lines.filter((l) => l.kind === 'platform' && l.pence === null);
  if (missing.length === 0) return undefined;
  const names = missing.map((l) => `the ${l.label.charAt(0).toLowerCase()}${l.label.slice(1)}`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Not ranked for this plan: ${list} ${names.length === 1 ? 'is' : 'are'} not in our data for this provider.`;
}

/** Why a provider cannot do what the scenario asks, or undefined when it can. */
export function ineligibleReason(charges: CostTariffCharges, s: Scenario): string | undefined {
  const route = withdrawalRoute(s);
  const d = charges.drawdown;
  if (route.drawdown && d.offered.value === false) return 'Does not offer drawdown on this pension.';
  if (route.drawdown && d.minimumPot.value !== null && s.pot < d.minimumPot.value)
    return `Needs a pot of at least ${poundsText(d.minimumPot.value)} for drawdown.`;
  if (route.ufpls && d.ufplsOffered.value === false)
    return 'Does not pay lump sums straight from the pension (UFPLS).';
  // Income rises with inflation, so year one's lump sums are the smallest the plan takes.
  if (route.ufpls && d.ufplsMinimum.value !== null && s.income / s.lumpSums < d.ufplsMinimum.value)
    return `Pays lump sums (UFPLS) of at least ${poundsText(d.ufplsMinimum.value)}; your plan takes ${poundsText(Math.round((s.income / s.lumpSums) * 100) / 100)} each.`;
  return undefined;
}

export interface QuoteOptions {
  /**
   * Project only the scenario's years: enough for the horizon cost, without "how long it lasts"
   * or the 10- and 20-year figures (for the plain ranking, on every keystroke of the pot).
   */
  horizonOnly?: boolean;
}

/**
 * One provider's cost for a scenario: the year-one receipt, the horizon total, how long the money
 * lasts and the pot at 10 and 20 years.
 *
 * @example quote(tariffOf(vanguard), baselineScenario(100_000)).yearOne.total // 150
 */
export function quote(tariff: CostTariff, s: Scenario, options: QuoteOptions = {}): Quote {
  const charges = tariff.charges;
  const reason = ineligibleReason(charges, s);
  const startPot = Math.max(0, (Number.isFinite(s.pot) ? s.pot : 0) - taxFreeCash(s));
  if (charges.unpricedReason !== undefined) {
    return {
      slug: tariff.slug,
      name: tariff.name,
      eligible: reason === undefined,
      ...(reason ? { reason } : {}),
      notRanked: charges.unpricedReason,
      unknownCharges: [],
      yearOne: { total: null, pence: null, lines: [], notKnown: [charges.unpricedReason] },
      horizon: { years: s.years, total: null },
      moneyLastsYears: null,
      milestones: [],
    };
  }
  const yearOne = receiptOf(yearLines({ charges, scenario: s, pot: startPot, year: 0, text: true }));
  const unknownCharges = yearOne.lines
    .filter((l) => l.pence === null && l.kind !== 'platform')
    .map((l) => ({ kind: l.kind, label: l.label }));
  const notRanked = missingPlatform(yearOne);
  if (notRanked !== undefined)
    return {
      slug: tariff.slug,
      name: tariff.name,
      eligible: reason === undefined,
      ...(reason ? { reason } : {}),
      notRanked,
      unknownCharges,
      // As for an unpriced provider, the first entry says why there is no total.
      yearOne: { ...yearOne, notKnown: [notRanked, ...yearOne.notKnown] },
      horizon: { years: s.years, total: null },
      moneyLastsYears: null,
      milestones: [],
    };
  const projection = project(
    charges,
    s,
    startPot,
    yearOne.pence ?? 0,
    options.horizonOnly ? s.years : PROJECTION_YEARS,
  );
  return {
    slug: tariff.slug,
    name: tariff.name,
    eligible: reason === undefined,
    ...(reason ? { reason } : {}),
    unknownCharges,
    yearOne,
    horizon: { years: s.years, total: projection.horizonPence / 100 },
    moneyLastsYears:
      projection.lastsMonths === null ? null : Math.round((projection.lastsMonths / 12) * 10) / 10,
    milestones: projection.milestones,
  };
}

/**
 * One year's charges in pence for a pot at the start of that year, as the receipt works them out
 * (year 0 is year one, with its one-off fees); charges that are not known count as nothing. For a
 * year-by-year projection of the site's own (the drawdown calculator), so it charges exactly what
 * the receipt and the comparison charge.
 *
 * @example yearChargePence(tariffOf(vanguard), plan, 250_000, 0) // 37500
 */
export function yearChargePence(tariff: CostTariff, s: Scenario, pot: number, year: number): number {
  if (tariff.charges.unpricedReason !== undefined) return 0;
  let pence = 0;
  for (const l of yearLines({
    charges: tariff.charges,
    scenario: s,
    pot: Math.max(0, pot),
    year,
    text: false,
  }))
    pence += l.pence ?? 0;
  return pence;
}

/** Lines whose amount depends on the pot; every other line of a year is the same each year. */
const POT_KEYS: ReadonlySet<LineKey> = new Set<LineKey>([
  'platform-funds',
  'platform-shares',
  'platform-trusts',
  'minimum',
  'cap',
  'fixed',
  'fund-charges',
]);

/** A year's pot-dependent charges for a plan: what the projection prices each year on the pot at its start. */
export interface PotPlan {
  charges: CostTariffCharges;
  scenario: Scenario;
}

export function potPlan(charges: CostTariffCharges, s: Scenario): PotPlan {
  return { charges, scenario: s };
}

/**
 * The pot-dependent part of a year's charges, in pence (platform, its limits, fixed fees and fund
 * charges): the receipt's own working, without the words, so the projection and the receipt
 * cannot differ (one way to work out a charge). Charges that are not known count as nothing.
 */
export function potPence(plan: PotPlan, pot: number): number {
  let pence = 0;
  for (const l of yearLines({ charges: plan.charges, scenario: plan.scenario, pot, year: 1, text: false }))
    if (POT_KEYS.has(l.key)) pence += l.pence ?? 0;
  return pence;
}

/** The charges of a later year (no one-off fees) that do not depend on the pot, in pence. */
function steadyPence(charges: CostTariffCharges, s: Scenario, pot: number): number {
  let pence = 0;
  for (const l of yearLines({ charges, scenario: s, pot, year: 1, text: false }))
    if (!POT_KEYS.has(l.key)) pence += l.pence ?? 0;
  return pence;
}

/** The month-by-month projection over 40 years. */
function project(
  charges: CostTariffCharges,
  s: Scenario,
  startPot: number,
  yearOnePence: number,
  years: number,
): { horizonPence: number; lastsMonths: number | null; milestones: Milestone[] } {
  const growth = (1 + s.growth / 100) ** (1 / 12);
  const inflation = 1 + s.inflation / 100;
  const route = withdrawalRoute(s);
  const periods = route.paymentsPerYear;
  let pot = startPot;
  let paidPence = 0;
  let horizonPence = 0;
  let lastsMonths: number | null = null;
  const milestones: Milestone[] = [];
  let income = s.income;
  const steady = steadyPence(charges, s, startPot);
  const plan = potPlan(charges, s);
  // Payments spread evenly through the year: month 0, then every 12/periods months.
  const due: boolean[] = [];
  for (let month = 0; month < 12; month++)
    due.push(periods > 0 && Math.floor((month * periods) / 12) !== Math.floor(((month - 1) * periods) / 12));
  for (let year = 0; year < years && lastsMonths === null; year++) {
    const chargePence = year === 0 ? yearOnePence : steady + potPence(plan, pot);
    const base = Math.floor(chargePence / 12);
    const extra = chargePence - base * 12;
    const payment = periods > 0 ? income / periods : 0;
    for (let month = 0; month < 12; month++) {
      if (due[month]) {
        if (pot < payment) {
          lastsMonths = year * 12 + month;
          pot = 0;
          break;
        }
        pot -= payment;
      }
      pot *= growth;
      const part = base + (month < extra ? 1 : 0);
      pot -= part / 100;
      paidPence += part;
      if (year < s.years) horizonPence += part;
      if (pot <= 0) {
        pot = 0;
        // Charges alone never "run out" the money: only a payment that cannot be made does.
        if (periods > 0) {
          lastsMonths = year * 12 + month + 1;
          break;
        }
      }
    }
    income *= inflation;
    for (const at of MILESTONE_YEARS)
      if (year + 1 === at)
        milestones.push({ years: at, pot: Math.round(pot * 100) / 100, charges: paidPence / 100 });
  }
  if (years < PROJECTION_YEARS) return { horizonPence, lastsMonths, milestones: [] };
  // The money ran out first: the pot at the later milestones is nothing, and no more is charged.
  for (const at of MILESTONE_YEARS)
    if (!milestones.some((m) => m.years === at))
      milestones.push({ years: at, pot: 0, charges: paidPence / 100 });
  return { horizonPence, lastsMonths, milestones };
}

/**
 * Every provider's quote for a scenario: those that can do it ranked by their cost over the
 * horizon (ties by name; unknown costs last), and those that cannot listed apart with reasons.
 *
 * @example rankQuotes(tariffs, suggestedScenario(250_000)).ranked[0].rank // 1
 */
export function rankQuotes(tariffs: readonly CostTariff[], s: Scenario): QuoteRanking {
  const quotes = tariffs.map((t) => quote(t, s));
  const eligible = quotes.filter((q) => q.eligible);
  eligible.sort((a, b) => {
    const x = a.horizon.total;
    const y = b.horizon.total;
    if (x === null || y === null) return x === y ? compareNames(a.name, b.name) : x === null ? 1 : -1;
    return x - y || compareNames(a.name, b.name);
  });
  const cheapest = eligible[0]?.horizon.total ?? null;
  // The pot to compare against: the largest pot among the priced at each milestone.
  const bestPot = (years: number) =>
    Math.max(
      0,
      ...eligible
        .filter((q) => q.horizon.total !== null)
        .map((q) => q.milestones.find((m) => m.years === years)?.pot ?? 0),
    );
  const best10 = bestPot(10);
  const best20 = bestPot(20);
  const ranked = eligible.map((q, i): RankedQuote => {
    const priced = q.horizon.total !== null && cheapest !== null;
    const at = (years: number) => q.milestones.find((m) => m.years === years)?.pot ?? 0;
    return {
      ...q,
      rank: i + 1,
      moreThanCheapest:
        i === 0 || !priced
          ? null
          : Math.round(((q.horizon.total as number) - (cheapest as number)) * 100) / 100,
      behindCheapest: !priced
        ? null
        : {
            years10: Math.round((best10 - at(10)) * 100) / 100,
            years20: Math.round((best20 - at(20)) * 100) / 100,
          },
    };
  });
  const ineligible = quotes.filter((q) => !q.eligible).sort((a, b) => compareNames(a.name, b.name));
  return { scenario: s, ranked, ineligible };
}
