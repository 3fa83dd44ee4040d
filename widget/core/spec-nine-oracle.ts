import { countable } from './cost-engine.ts';
import type {
  CostBand,
  CostChargeLimit,
  CostFigure,
  CostFixedFee,
  CostPercentageCharge,
  CostTariff,
} from './cost-tariff.ts';
import { platformFacts } from './platform-facts.ts';
import type { ComparedProvider } from './provider-schema.ts';
import { tariffOf } from './rank.ts';

/*
 * Spec §9's annual-cost formula, word for word, kept ONLY as a test oracle: the plain
 * ranking's figures must equal it, and the spec's example figures are its fixtures. No page, e-mail,
 * guide or API reads it; every cost a visitor sees comes from the drawdown cost engine
 * (cost-engine.ts). spec-nine-oracle.test.ts fails if anything but a test imports this file.
 */

/**
 * The fee fields §9's formula reads (the spec's `feeDetails` and annual drawdown fee). Its
 * fixtures are the spec's example figures; a provider's are read from its engine tariff.
 */
export interface SpecNineFees {
  chargeBasis: 'bands' | 'whole-pot' | 'unpublished';
  tiers: readonly CostBand[];
  flatFee: number | null;
  minimumFee: number | null;
  /**
   * A provider's condition on its minimum, beyond §9: it applies only to pots below this
   * (Fidelity's £90 under £25,000). Absent in the spec's examples.
   */
  minimumBelow?: number;
  capAmount: number | null;
  /** The yearly drawdown fee; §9's plan takes nothing, so a fee charged from an event is 0 here. */
  annualDrawdownFee: number;
}

/** §9's fee fields of an engine tariff. */
export function specNineFees(tariff: CostTariff): SpecNineFees {
  const facts = platformFacts(tariff);
  // Beyond §9 the oracle knows one condition, a minimum for small pots; any other would make it
  // silently wrong, so it stops.
  if (
    facts.cap?.appliesBelow !== undefined ||
    facts.cap?.appliesFrom !== undefined ||
    facts.minimum?.appliesFrom !== undefined
  )
    throw new Error(
      `${tariff.slug}: a condition on a cap, or a minimum from a pot size, is not in §9's formula`,
    );
  const yearly = tariff.charges.drawdown.yearlyFee;
  return {
    chargeBasis: !facts.priced ? 'unpublished' : facts.basis === 'whole-pot' ? 'whole-pot' : 'bands',
    tiers: facts.tiers,
    flatFee: facts.flatFee,
    minimumFee: facts.minimum?.perYear ?? null,
    ...(facts.minimum?.appliesBelow !== undefined ? { minimumBelow: facts.minimum.appliesBelow } : {}),
    capAmount: facts.cap?.perYear ?? null,
    annualDrawdownFee: countable(yearly) && yearly.startsOn === undefined ? yearly.value : 0,
  };
}

/**
 * An engine tariff holding exactly §9's fee fields, each from `source` (a fixture's): what the
 * engine must price as §9's formula does. Every charge §9 has no field for is not known.
 *
 * @example tariffFromSpecNine('vanguard', vanguardExample).charges.platform.caps.value // [{ appliesTo: 'overall', perYear: 375 }]
 */
export function tariffFromSpecNine(
  slug: string,
  fees: SpecNineFees,
  source = 'https://example.test/spec-9-example-data',
): CostTariff {
  const known = <T>(value: T): CostFigure<T> => ({ status: 'provider-page', value, source });
  const unknown = <T>(): CostFigure<T> => ({ status: 'not-known', value: null });
  const unpriced = fees.chargeBasis === 'unpublished';
  const flat = fees.flatFee !== null;
  // §9: a flat fee replaces the percentage tiers, minimum and cap.
  const percentage: CostFigure<CostPercentageCharge> = unpriced
    ? unknown()
    : known({
        basis: fees.chargeBasis === 'whole-pot' ? 'whole-pot' : 'marginal',
        tiers: flat ? [] : fees.tiers,
      });
  const limit = (perYear: number | null): CostChargeLimit[] =>
    perYear === null || flat ? [] : [{ appliesTo: 'overall', perYear }];
  const fixedFees: CostFixedFee[] = flat ? [{ label: 'Flat platform fee', perYear: fees.flatFee ?? 0 }] : [];
  return {
    slug,
    name: slug,
    charges: {
      platform: {
        funds: percentage,
        etfsAndShares: percentage,
        investmentTrusts: percentage,
        minimums: unpriced ? unknown() : known(limit(fees.minimumFee)),
        caps: unpriced ? unknown() : known(limit(fees.capAmount)),
        fixedFees: unpriced ? unknown() : known(fixedFees),
      },
      dealing: { funds: unknown(), etfsAndShares: unknown(), investmentTrusts: unknown() },
      drawdown: {
        offered: known(true),
        minimumPot: unknown(),
        setupFee: unknown(),
        yearlyFee: known(fees.annualDrawdownFee),
        regularIncomeFee: unknown(),
        adHocPaymentFee: unknown(),
        ufplsOffered: unknown(),
        ufplsFee: unknown(),
        ufplsMinimum: unknown(),
        taxFreeCashFee: unknown(),
      },
      ...(unpriced ? { unpricedReason: 'No tariff in this fixture.' } : {}),
    },
  };
}

/** A provider (priced from its tariff) or §9's fee fields as they stand. */
export type SpecNineSubject = ComparedProvider | SpecNineFees;

const feesOf = (subject: SpecNineSubject): SpecNineFees =>
  'chargeBasis' in subject ? subject : specNineFees(tariffOf(subject));

/** One line of the working behind an annual cost, for showing the visitor how it was reached. */
export interface CostLine {
  kind: 'band' | 'whole-pot' | 'flat' | 'minimum' | 'cap' | 'drawdown';
  /** The slice of the pot this line charges (bands and whole-pot only). */
  from?: number;
  to?: number | null;
  percentage?: number;
  amount: number;
}

export interface CostBreakdown {
  /** The annual cost in pounds, or null when the provider publishes no tariff we could source. */
  total: number | null;
  lines: CostLine[];
}

/** Rounds to whole pence so that sums of bands do not drift. */
const toPence = (pounds: number) => Math.round(pounds * 100) / 100;

function bandLines(fee: SpecNineFees, pot: number): CostLine[] {
  const lines: CostLine[] = [];
  let lower = 0;
  for (const tier of fee.tiers) {
    const upper = tier.upTo ?? Number.POSITIVE_INFINITY;
    if (pot > lower) {
      const slice = Math.min(pot, upper) - lower;
      lines.push({
        kind: 'band',
        from: lower,
        to: tier.upTo,
        percentage: tier.percentage,
        amount: toPence((slice * tier.percentage) / 100),
      });
    }
    if (upper === Number.POSITIVE_INFINITY) break;
    lower = upper;
  }
  return lines;
}

function wholePotLine(fee: SpecNineFees, pot: number): CostLine[] {
  // The tier the pot falls in: the first whose upper limit the pot is below (limits are exclusive,
  // as in "£25,000 to under £250,000").
  const tier = fee.tiers.find((t) => t.upTo === null || pot < t.upTo) ?? fee.tiers.at(-1);
  if (!tier) return [];
  return [
    {
      kind: 'whole-pot',
      from: 0,
      to: null,
      percentage: tier.percentage,
      amount: toPence((pot * tier.percentage) / 100),
    },
  ];
}

/**
 * The annual cost of a provider for a pot, with its working (spec §9):
 * 1. a flat fee, plus the annual drawdown fee; otherwise
 * 2. the pot charged band by band (or at one whole-pot rate where the tariff says so),
 * 3. raised to the minimum fee and capped at the cap amount,
 * 4. plus the annual drawdown fee.
 * The one-off set-up fee is never part of the annual cost.
 *
 * @example costBreakdown(vanguard, 100_000).total // 150
 */
export function costBreakdown(subject: SpecNineSubject, pot: number): CostBreakdown {
  const fee = feesOf(subject);
  const drawdownFee = fee.annualDrawdownFee;
  const safePot = Number.isFinite(pot) && pot > 0 ? pot : 0;
  if (fee.chargeBasis === 'unpublished') return { total: null, lines: [] };

  const lines: CostLine[] = [];
  let charge: number;
  if (fee.flatFee !== null) {
    lines.push({ kind: 'flat', amount: fee.flatFee });
    charge = fee.flatFee;
  } else {
    lines.push(...(fee.chargeBasis === 'whole-pot' ? wholePotLine(fee, safePot) : bandLines(fee, safePot)));
    charge = toPence(lines.reduce((sum, line) => sum + line.amount, 0));
    const minimumApplies = fee.minimumBelow === undefined || safePot < fee.minimumBelow;
    if (fee.minimumFee !== null && minimumApplies && charge < fee.minimumFee) {
      lines.push({ kind: 'minimum', amount: toPence(fee.minimumFee - charge) });
      charge = fee.minimumFee;
    }
    if (fee.capAmount !== null && charge > fee.capAmount) {
      lines.push({ kind: 'cap', amount: toPence(fee.capAmount - charge) });
      charge = fee.capAmount;
    }
  }
  if (drawdownFee > 0) lines.push({ kind: 'drawdown', amount: drawdownFee });
  return { total: toPence(charge + drawdownFee), lines };
}

/**
 * The annual cost in pounds of a provider for a pot, or null when its tariff is unpublished.
 *
 * @example annualCost(interactiveInvestor, 400_000) // 155.88
 */
export function annualCost(subject: SpecNineSubject, pot: number): number | null {
  return costBreakdown(subject, pot).total;
}
