import { formatCurrency, formatNumber } from './format.ts';
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
 * Pounds with pence only where there are any: "£155.88", "£1,125"; whole millions as "£1m" (as
 * tariffs write their bands). For a figure quoted from a tariff.
 *
 * @example formatPounds(155.88) // "£155.88"
 */
export function formatPounds(pounds: number): string {
  if (pounds >= 1_000_000 && pounds % 100_000 === 0)
    return `£${formatNumber(pounds / 1_000_000, { maximumFractionDigits: 1 })}m`;
  return Number.isInteger(pounds)
    ? formatCurrency(pounds)
    : formatCurrency(pounds, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Pounds to the penny, as a receipt line shows them: "£1,234.50"; a cap or a reduction with a
 * minus sign ("−£250.00"), so the lines visibly add up to the total.
 *
 * @example formatPence(-250) // "−£250.00"
 */
export function formatPence(pounds: number): string {
  const text = formatCurrency(Math.abs(pounds), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return pounds < 0 && text !== '£0.00' ? `−${text}` : text;
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
