import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGBP, formatPence, formatPounds, MAX_POT, parsePot, potForCalculation } from './money.ts';

describe('formatGBP', () => {
  it.each([
    [0, '£0'],
    [150, '£150'],
    [155.88, '£156'],
    [1234.5, '£1,235'],
    [1_000_000, '£1,000,000'],
  ])('shows %d as %s: pounds, en-GB, no decimals', (pounds, text) => {
    expect(formatGBP(pounds)).toBe(text);
  });

  it('never shows a minus sign on an amount that rounds to nothing', () => {
    expect(formatGBP(-0)).toBe('£0');
    expect(formatGBP(-0.4)).toBe('£0');
  });

  it('never shows decimals for any amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (pounds) => {
        expect(formatGBP(pounds)).toMatch(/^£\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('formatPounds and formatPence', () => {
  it('shows pence only where there are any, and whole millions as tariffs write them', () => {
    expect(formatPounds(155.88)).toBe('£155.88');
    expect(formatPounds(1125)).toBe('£1,125');
    expect(formatPounds(1.5)).toBe('£1.50');
    expect(formatPounds(1_000_000)).toBe('£1m');
    expect(formatPounds(1_500_000)).toBe('£1.5m');
  });

  it('shows a receipt amount to the penny, with a minus sign on a cap', () => {
    expect(formatPence(1234.5)).toBe('£1,234.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(-250)).toBe('−£250.00');
    expect(formatPence(-0.001)).toBe('£0.00');
  });
});

describe('parsePot', () => {
  it.each([
    ['250000', 250_000],
    ['£250,000', 250_000],
    [' £ 250 000 ', 250_000],
    ['030', 30],
    ['0', 0],
    ['1234.56', 1234.56],
    ['250k', 250_000],
    ['1.2m', 1_200_000],
  ])('reads "%s" as %d', (raw, pot) => {
    expect(parsePot(raw)).toBe(pot);
  });

  it.each(['', '   ', 'abc', '£', '12abc', '1e5', '-5000', '25,0000', '1.2.3'])(
    'treats "%s" as absent',
    (raw) => {
      expect(parsePot(raw)).toBeUndefined();
    },
  );

  it('accepts numbers as they are, except negative or non-finite ones', () => {
    expect(parsePot(42_000)).toBe(42_000);
    expect(parsePot(-1)).toBeUndefined();
    expect(parsePot(Number.NaN)).toBeUndefined();
    expect(parsePot(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parsePot(null)).toBeUndefined();
    expect(parsePot(undefined)).toBeUndefined();
  });

  it('reads back any whole number of pounds written with thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_POT }), (pot) => {
        expect(parsePot(`£${pot.toLocaleString('en-GB')}`)).toBe(pot);
      }),
    );
  });
});

describe('potForCalculation', () => {
  it('counts a blank or non-numeric pot as 0 (spec §5)', () => {
    expect(potForCalculation('')).toBe(0);
    expect(potForCalculation('abc')).toBe(0);
    expect(potForCalculation(undefined)).toBe(0);
  });

  it('uses the number typed, leading zeros and all', () => {
    expect(potForCalculation('030')).toBe(30);
    expect(potForCalculation('£250,000')).toBe(250_000);
  });
});
