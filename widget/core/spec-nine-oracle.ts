import type { FeeDetails, Provider } from './provider-schema.ts';

/*
 * Spec §9's annual-cost formula, word for word, kept ONLY as a test oracle: the plain
 * ranking's figures must equal it, and the spec's example figures are its fixtures. No page, e-mail,
 * guide or API reads it; every cost a visitor sees comes from the drawdown cost engine
 * (cost-engine.ts). spec-nine-oracle.test.ts fails if anything but a test imports this file.
 */

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

function bandLines(fee: FeeDetails, pot: number): CostLine[] {
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

function wholePotLine(fee: FeeDetails, pot: number): CostLine[] {
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
export function costBreakdown(
  provider: Pick<Provider, 'feeDetails' | 'drawdownFees'>,
  pot: number,
): CostBreakdown {
  const fee = provider.feeDetails;
  const drawdownFee = provider.drawdownFees.annualFee;
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
    if (fee.minimumFee !== null && charge < fee.minimumFee) {
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
export function annualCost(
  provider: Pick<Provider, 'feeDetails' | 'drawdownFees'>,
  pot: number,
): number | null {
  return costBreakdown(provider, pot).total;
}
