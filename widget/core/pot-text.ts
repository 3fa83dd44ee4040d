import { formatCurrency, formatNumber } from './format.ts';

/** The largest pot the calculator accepts; beyond it figures stop being meaningful. */
export const MAX_POT = 100_000_000;

/** What a visitor typed in a pot field, read as people write money. */
export type PotReading =
  | { kind: 'empty' }
  | { kind: 'amount'; pounds: number }
  /** Not an amount; `message` says what is wrong in words, to show beside the field. */
  | { kind: 'problem'; message: string };

const MULTIPLIER: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
};

/** The example every message uses, so people see the form we expect. */
export const POT_EXAMPLE = '250,000';

const NOT_A_NUMBER = `Enter your pension pot as an amount in pounds, for example ${POT_EXAMPLE}.`;

/**
 * Reads a pot as people type it: "250000", "250,000", "£250,000", "250 000", "250k", "1.2m",
 * "£1.5 million". Blank is empty; anything else is a problem with a message in words.
 *
 * @example readPot('£250,000') // { kind: 'amount', pounds: 250000 }
 * @example readPot('250k') // { kind: 'amount', pounds: 250000 }
 * @example readPot('abc').kind // 'problem'
 */
export function readPot(raw: string): PotReading {
  const text = raw.trim().toLowerCase();
  if (text === '') return { kind: 'empty' };
  if (text.startsWith('-')) return { kind: 'problem', message: 'A pension pot cannot be less than £0.' };
  const match = /^(?:£|gbp)?\s*([\d,\s]*\.?\d*)\s*(k|m|thousand|million|mn)?\s*(?:pounds?)?$/.exec(text);
  const digits = match?.[1]?.replace(/[,\s]/g, '') ?? '';
  if (!match || !/\d/.test(digits) || !/^\d*\.?\d*$/.test(digits)) {
    return { kind: 'problem', message: NOT_A_NUMBER };
  }
  if (!groupsAreWhole(match[1] ?? '')) {
    return {
      kind: 'problem',
      message: `Check the commas: a comma goes before each group of three digits, as in ${POT_EXAMPLE}.`,
    };
  }
  const unit = match[2] ?? '';
  const pounds = Math.round(Number(digits) * (MULTIPLIER[unit] ?? 1) * 100) / 100;
  if (!Number.isFinite(pounds)) return { kind: 'problem', message: NOT_A_NUMBER };
  if (pounds > MAX_POT) {
    return { kind: 'problem', message: `Enter a pot of up to ${formatCurrency(MAX_POT)}.` };
  }
  return { kind: 'amount', pounds };
}

/**
 * Commas, where used, must split the whole part into groups of three ("25,0000" is a slip the
 * visitor should see, not a number we guess at). Spaces may group digits any way.
 */
function groupsAreWhole(number: string): boolean {
  const whole = number.split('.')[0]?.replace(/\s/g, '') ?? '';
  if (!whole.includes(',')) return true;
  return /^\d{1,3}(,\d{3})*$/.test(whole);
}

/**
 * The pot as a number, or undefined when blank or not an amount (spec §5: "treated as absent on
 * submit").
 *
 * @example potPounds('1.2m') // 1200000
 */
export function potPounds(raw: string): number | undefined {
  const reading = readPot(raw);
  return reading.kind === 'amount' ? reading.pounds : undefined;
}

export interface TypedPot {
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

/**
 * The pot field as the visitor types: plain amounts get thousands separators ("250000" →
 * "250,000") and the caret stays after the same digit it was after. Anything else (a "k", a word,
 * a slip) is left exactly as typed, so nothing the visitor wrote is rewritten under their fingers.
 *
 * @example groupWhileTyping('2500000', 7) // { text: '2,500,000', caret: 9 }
 * @example groupWhileTyping('250k', 4) // { text: '250k', caret: 4 }
 */
export function groupWhileTyping(raw: string, caret: number): TypedPot {
  const match = /^\s*£?\s*([\d,\s]*)(\.\d{0,2})?\s*$/.exec(raw);
  const whole = match?.[1]?.replace(/[,\s]/g, '') ?? '';
  if (!match || !/^\d+$/.test(whole) || whole.length > 12) return { text: raw, caret };
  // Leading zeros are dropped ("0250" reads as 250) but a lone 0 stays.
  const trimmed = whole.replace(/^0+(?=\d)/, '');
  const text = `${formatNumber(Number(trimmed))}${match[2] ?? ''}`;
  // Count the significant characters (digits and the point) before the caret, then find the
  // position in the new text after the same count.
  const significant = (s: string) => s.replace(/[^\d.]/g, '').length;
  const before = significant(raw.slice(0, caret)) - (whole.length - trimmed.length);
  let seen = 0;
  let position = 0;
  while (position < text.length && seen < Math.max(0, before)) {
    if (/[\d.]/.test(text[position] ?? '')) seen++;
    position++;
  }
  return { text, caret: before <= 0 ? 0 : position };
}
