import { countable } from './cost-engine.ts';
import type { CostAssetType, CostBand, CostTariff } from './cost-tariff.ts';

/**
 * What a page shows of a provider's platform charge, read from the engine's tariff (the figures
 * every cost is worked out with), so a fee table or fact list can never say something the receipt
 * beside it contradicts. A view, not a tariff: nothing is stored in this shape.
 */
export interface PlatformFacts {
  /**
   * Whether the platform charge is known from a source (the engine prices it). When false, every
   * field below is empty and pages say the charge is not known, never "none".
   */
  priced: boolean;
  /** Bands charged slice by slice (`marginal`), or one rate on the whole pot set by its size. */
  basis: 'marginal' | 'whole-pot';
  /** The percentage charge on funds; empty for a flat fee. */
  tiers: readonly CostBand[];
  /** The fixed yearly fees charged whatever the pot's value, together; null when there are none. */
  flatFee: number | null;
  /** The minimum and cap on the whole platform charge, with their conditions; null when there is none. */
  minimum: PlatformLimit | null;
  cap: PlatformLimit | null;
  /** A cap on the charge for some holdings only (Hargreaves Lansdown's £200 on shares). */
  holdingsCap: { amount: number; appliesTo: string } | null;
}

/** A minimum or cap on the platform charge, as the provider states it. */
export interface PlatformLimit {
  perYear: number;
  /** Applies only while the value of all holdings is below this, or at least this (pounds). */
  appliesBelow?: number;
  appliesFrom?: number;
  /** The provider's own words for it ("£4 a month, for balances under £32,000"). */
  stated?: string;
}

const ASSET_WORDS: Record<CostAssetType, string> = {
  funds: 'funds',
  etfsAndShares: 'shares and ETFs',
  investmentTrusts: 'investment trusts',
  cash: 'cash',
};

const NOT_PRICED: PlatformFacts = {
  priced: false,
  basis: 'marginal',
  tiers: [],
  flatFee: null,
  minimum: null,
  cap: null,
  holdingsCap: null,
};

/**
 * The platform charge as a page lists it.
 *
 * @example platformFacts(tariffOf(vanguard)).minimum // { perYear: 48, appliesBelow: 32000, stated: '£4 a month, …' }
 */
export function platformFacts(tariff: CostTariff): PlatformFacts {
  const { charges } = tariff;
  const { funds, minimums, caps, fixedFees } = charges.platform;
  if (
    charges.unpricedReason !== undefined ||
    !countable(funds) ||
    !countable(minimums) ||
    !countable(caps) ||
    !countable(fixedFees)
  )
    return NOT_PRICED;
  const always = fixedFees.value.filter(
    (fee) => fee.appliesBelow === undefined && fee.appliesFrom === undefined,
  );
  const flatFee = always.length === 0 ? null : always.reduce((sum, fee) => sum + fee.perYear, 0);
  const overall = (limits: typeof minimums.value): PlatformLimit | null => {
    const limit = limits.find((each) => each.appliesTo === 'overall');
    if (!limit) return null;
    const { perYear, appliesBelow, appliesFrom, stated } = limit;
    return {
      perYear,
      ...(appliesBelow !== undefined ? { appliesBelow } : {}),
      ...(appliesFrom !== undefined ? { appliesFrom } : {}),
      ...(stated !== undefined ? { stated } : {}),
    };
  };
  const scoped = caps.value.find((limit) => limit.appliesTo !== 'overall');
  const holdingsCap =
    scoped && scoped.appliesTo !== 'overall'
      ? {
          amount: scoped.perYear,
          appliesTo: `${scoped.appliesTo.map((asset) => ASSET_WORDS[asset]).join(', ')}${scoped.stated ? ` (${scoped.stated})` : ''}`,
        }
      : null;
  // A flat fee with no percentage on funds is the whole platform charge: no tiers, minimum or cap.
  if (flatFee !== null && funds.value.tiers.every((tier) => tier.percentage === 0))
    return { ...NOT_PRICED, priced: true, flatFee, holdingsCap };
  return {
    priced: true,
    basis: funds.value.basis,
    tiers: funds.value.tiers,
    flatFee: null,
    minimum: overall(minimums.value),
    cap: overall(caps.value),
    holdingsCap,
  };
}

/**
 * A minimum or cap in words: "£90 (for accounts under £25,000 without a regular savings plan)",
 * "£48 while the account is under £32,000", or just "£375".
 */
export function limitText(limit: PlatformLimit, pounds: (value: number) => string): string {
  const amount = pounds(limit.perYear);
  if (limit.stated) return `${amount} (${limit.stated})`;
  if (limit.appliesBelow !== undefined)
    return `${amount} while the account is under ${pounds(limit.appliesBelow)}`;
  if (limit.appliesFrom !== undefined)
    return `${amount} once the account is ${pounds(limit.appliesFrom)} or more`;
  return amount;
}
