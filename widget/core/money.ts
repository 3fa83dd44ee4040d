import { formatCurrency } from './format.ts';

/**
 * Pounds in en-GB format with no decimals (spec §9).
 *
 * @example formatGBP(1234.5) // "£1,235"
 */
export function formatGBP(pounds: number): string {
  return formatCurrency(pounds);
}

/**
 * The pot a visitor typed, as a number, or undefined when it is blank or not a number
 * (spec §5: "treated as absent on submit"). Commas, spaces and a leading £ are allowed.
 *
 * @example parsePot('£250,000') // 250000
 * @example parsePot('abc') // undefined
 */
export function parsePot(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  const cleaned = raw.trim().replace(/^£/, '').replace(/[,\s]/g, '');
  if (cleaned === '' || !/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The pot used in the calculation: a non-numeric value counts as 0 (spec §5).
 *
 * @example potForCalculation('') // 0
 */
export function potForCalculation(raw: string | number | null | undefined): number {
  return parsePot(raw) ?? 0;
}

/** The largest pot the calculator accepts; beyond it figures stop being meaningful. */
export const MAX_POT = 100_000_000;
