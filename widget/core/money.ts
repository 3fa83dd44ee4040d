import { formatCurrency } from './format.ts';
import { MAX_POT, potPounds } from './pot-text.ts';

export { MAX_POT };

/**
 * Pounds in en-GB format with no decimals (spec §9).
 *
 * @example formatGBP(1234.5) // "£1,235"
 */
export function formatGBP(pounds: number): string {
  return formatCurrency(pounds);
}

/**
 * The pot a visitor typed, as a number, or undefined when it is blank or not an amount
 * (spec §5: "treated as absent on submit"). Read as people write money: commas, spaces, a
 * leading £, "250k", "1.2m" (see `readPot`).
 *
 * @example parsePot('£250,000') // 250000
 * @example parsePot('abc') // undefined
 */
export function parsePot(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  return potPounds(raw);
}

/**
 * The pot used in the calculation: a non-numeric value counts as 0 (spec §5).
 *
 * @example potForCalculation('') // 0
 */
export function potForCalculation(raw: string | number | null | undefined): number {
  return parsePot(raw) ?? 0;
}
