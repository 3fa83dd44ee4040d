/**
 * en-GB number, money and date formatting without `Intl`.
 *
 * The first `Intl.NumberFormat`, `Intl.Collator` or `Intl.DateTimeFormat` a page creates makes the
 * browser load ICU locale data in one uninterruptible task (tens of milliseconds for a number
 * format; figures in decision 011). That landed in the middle of hydration on every page. The site only ever needs en-GB, pounds and whole dates, so
 * these small functions give the same text as `Intl` (the tests compare them) at no start-up cost.
 */

/** "1234567" → "1,234,567" (digits only). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `value` (≥ 0) rounded to `digits` decimals, half away from zero, as digits: like Intl, the
 * rounding works on the shortest decimal that reads back as the same number ("13903.55"), not on
 * its exact binary value (13903.549999…), which is what `toFixed` would round.
 */
function roundHalfExpand(value: number, digits: number): string {
  const shortest = String(value);
  // Exponent forms (below 1e-6 or from 1e21): far outside any amount the site shows.
  if (/e/i.test(shortest)) return value.toFixed(digits);
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0')}`;
  let scaled = BigInt(whole + fraction.slice(0, digits));
  if (fraction.charAt(digits) >= '5') scaled += 1n;
  if (digits === 0) return scaled.toString();
  const text = scaled.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export interface NumberOptions {
  /** Decimals always shown (default 0). */
  minimumFractionDigits?: number;
  /** Decimals shown at most (default 0); trailing zeros beyond the minimum are dropped. */
  maximumFractionDigits?: number;
}

/**
 * A number as en-GB writes it, like `Intl.NumberFormat('en-GB', options)`: thousands commas,
 * rounding half away from zero, "-" for negatives, and no sign on a value that rounds to zero.
 *
 * @example formatNumber(1234.5) // "1,235"
 * @example formatNumber(1234.5, { maximumFractionDigits: 2 }) // "1,234.5"
 */
export function formatNumber(value: number, options: NumberOptions = {}): string {
  const max = options.maximumFractionDigits ?? 0;
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole = '0', rounded = ''] = roundHalfExpand(Math.abs(value), max).split('.');
  // Trailing zeros beyond the minimum go, as Intl drops them.
  let fraction = rounded;
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const text = fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
  const isZero = !/[1-9]/.test(whole + fraction);
  return value < 0 && !isZero ? `-${text}` : text;
}

/**
 * Pounds, like `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', ... })`: "£1,235",
 * "-£20", "£241.30". Never "-£0".
 */
export function formatCurrency(value: number, options: NumberOptions = {}): string {
  const number = formatNumber(value, options);
  return number.startsWith('-') ? `-£${number.slice(1)}` : `£${number}`;
}

/**
 * A yearly rate as people write it, the one wording for rates on every page and in the data's
 * texts: 0.45 → "0.45%", 0.1 → "0.10%", 0.175 → "0.175%", 1.5 → "1.5%", 0 → "0%".
 */
export function formatPercent(percentage: number): string {
  if (percentage === 0) return '0%';
  let text = percentage.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
  if (percentage < 1) {
    const decimals = text.split('.')[1]?.length ?? 0;
    if (decimals < 2) text = percentage.toFixed(2);
  }
  return `${text}%`;
}

/** The months' names in English, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar date "YYYY-MM-DD" as en-GB writes it in full: "2026-11-22" → "22 November 2026".
 * Anything that is not such a date comes back unchanged.
 */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return iso;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${Number(year)}`;
}

/**
 * Orders names for people, as `localeCompare(…, 'en-GB')` does for them: case and accents count
 * only when nothing else differs. Written out because `localeCompare` with a locale builds an ICU
 * collator on first use (see the top of this file). Returns <0, 0 or >0 like `localeCompare`.
 */
export function compareNames(a: string, b: string): number {
  const left = foldForSorting(a);
  const right = foldForSorting(b);
  if (left !== right) return left < right ? -1 : 1;
  if (a === b) return 0;
  // Same letters: lower case first (as the collator), then the exact text, so the order is total.
  const aLower = a.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const bLower = b.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (aLower !== bLower) return aLower > bLower ? -1 : 1;
  return a < b ? -1 : 1;
}

/** Lower case, accents removed: "Zürich" → "zurich". */
function foldForSorting(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The possessive of a name as British style writes it: "Vanguard’s", but "Scottish Widows’" and
 * "St James’s Place’s" (a name ending in "s" takes the apostrophe alone).
 *
 * @example possessive('Scottish Widows') // "Scottish Widows’"
 * @example possessive('Vanguard') // "Vanguard’s"
 */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

/**
 * Items joined as a sentence does: "a", "a and b", "a, b and c".
 *
 * @example listInWords(['shares trading', 'ETFs']) // "shares trading and ETFs"
 */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
