import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatCurrency,
  formatLongDate,
  formatNumber,
  listInWords,
  possessive,
} from './format.ts';

// The functions replace Intl on the client; here, in Node, Intl is the reference they must match.
const intlNumber = (min: number, max: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max });
const intlPounds = (min: number, max: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  });
const FRACTIONS: [number, number][] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [2, 2],
];
const amounts = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }),
  // Exact halves and two-decimal values, where rounding rules show.
  fc.integer({ min: -2e7, max: 2e7 }).map((n) => n / 100),
  fc.integer({ min: -2e5, max: 2e5 }).map((n) => n + 0.5),
);

describe('formatNumber', () => {
  it.each([
    [0, {}, '0'],
    [999, {}, '999'],
    [1000, {}, '1,000'],
    [1234.5, {}, '1,235'],
    [-1234.5, {}, '-1,235'],
    [1234.5, { maximumFractionDigits: 2 }, '1,234.5'],
    [1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '1,234.50'],
    [100_000_000, {}, '100,000,000'],
  ])('writes %d with %o as %s', (value, options, text) => {
    expect(formatNumber(value, options)).toBe(text);
  });

  it('gives the same text as Intl.NumberFormat for any amount and decimals', () => {
    for (const [min, max] of FRACTIONS) {
      const intl = intlNumber(min, max);
      fc.assert(
        fc.property(amounts, (value) => {
          // Intl writes "-0" for negative values that round to zero; the site never wants that.
          const expected = intl.format(value).replace(/^-(0(\.0+)?)$/, '$1');
          expect(formatNumber(value, { minimumFractionDigits: min, maximumFractionDigits: max })).toBe(
            expected,
          );
        }),
        { numRuns: 2000 },
      );
    }
  });
});

describe('formatCurrency', () => {
  it.each([
    [0, '£0'],
    [155.88, '£156'],
    [-20, '-£20'],
    [-0.4, '£0'],
    [268_275, '£268,275'],
  ])('writes %d as %s', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it('gives the same text as Intl currency formatting in pounds', () => {
    for (const [min, max] of FRACTIONS) {
      const intl = intlPounds(min, max);
      fc.assert(
        fc.property(amounts, (value) => {
          const expected = intl.format(value).replace(/^-(£0(\.0+)?)$/, '$1');
          expect(formatCurrency(value, { minimumFractionDigits: min, maximumFractionDigits: max })).toBe(
            expected,
          );
        }),
        { numRuns: 2000 },
      );
    }
  });
});

describe('formatLongDate', () => {
  it('writes a date in full, like Intl.DateTimeFormat en-GB', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
        },
      ),
    );
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
  });

  it('returns anything that is not a real date unchanged', () => {
    for (const text of ['', 'soon', '2026-02-30', '2026-13-01', '22/11/2026'])
      expect(formatLongDate(text)).toBe(text);
  });
});

describe('compareNames', () => {
  const NAMES = [
    'AJ Bell',
    'Aviva',
    'abrdn',
    'Bestinvest',
    'Charles Stanley Direct',
    'Fidelity',
    'Hargreaves Lansdown',
    'interactive investor',
    'Interactive Investor',
    'iWeb',
    'Zürich',
    'Zurich',
    'Vanguard',
    'PensionBee',
  ];

  it('orders names as the en-GB collator does', () => {
    const collator = new Intl.Collator('en-GB');
    expect([...NAMES].sort(compareNames)).toEqual([...NAMES].sort(collator.compare));
  });

  it('is a total order: antisymmetric, and 0 only for the same text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareNames(a, b))).toBe(-Math.sign(compareNames(b, a)) || 0);
        if (compareNames(a, b) === 0) expect(a).toBe(b);
      }),
    );
  });
});

describe('possessive', () => {
  it('adds ’s, or the apostrophe alone after a final s', () => {
    expect(possessive('Vanguard')).toBe('Vanguard’s');
    expect(possessive('Scottish Widows')).toBe('Scottish Widows’');
    expect(possessive('AJ Bell')).toBe('AJ Bell’s');
  });
});

describe('listInWords', () => {
  it('joins with commas and a final "and"', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['ETFs'])).toBe('ETFs');
    expect(listInWords(['shares trading', 'ETFs'])).toBe('shares trading and ETFs');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
