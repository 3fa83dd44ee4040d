import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupWhileTyping, MAX_POT, potPounds, readPot } from './pot-text.ts';

describe('readPot', () => {
  it.each([
    ['250000', 250_000],
    ['250,000', 250_000],
    ['£250,000', 250_000],
    [' £ 250 000 ', 250_000],
    ['250k', 250_000],
    ['250K', 250_000],
    ['250 k', 250_000],
    ['1.2m', 1_200_000],
    ['£1.5 million', 1_500_000],
    ['300 thousand', 300_000],
    ['250000 pounds', 250_000],
    ['1,234.56', 1234.56],
    ['0', 0],
  ])('reads "%s" as %d pounds', (raw, pounds) => {
    expect(readPot(raw)).toEqual({ kind: 'amount', pounds });
  });

  it('treats a blank field as empty, not as a mistake', () => {
    expect(readPot('')).toEqual({ kind: 'empty' });
    expect(readPot('   ')).toEqual({ kind: 'empty' });
  });

  it.each(['abc', '£', '12abc', '1e5', '1.2.3', 'k'])('explains in words what is wrong with "%s"', (raw) => {
    const reading = readPot(raw);
    expect(reading.kind).toBe('problem');
    if (reading.kind === 'problem') expect(reading.message).toMatch(/for example 250,000/);
  });

  it('says a pot cannot be negative', () => {
    expect(readPot('-5000')).toEqual({ kind: 'problem', message: 'A pension pot cannot be less than £0.' });
  });

  it('points at misplaced commas instead of guessing the number', () => {
    const reading = readPot('25,0000');
    expect(reading.kind).toBe('problem');
    if (reading.kind === 'problem') expect(reading.message).toMatch(/comma/);
  });

  it('names the largest pot it accepts', () => {
    expect(readPot('200m')).toEqual({ kind: 'problem', message: 'Enter a pot of up to £100,000,000.' });
    expect(readPot('100m')).toEqual({ kind: 'amount', pounds: MAX_POT });
  });

  it('reads back any whole pot written with or without separators and £', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_POT }), (pot) => {
        const grouped = pot.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        expect(potPounds(String(pot))).toBe(pot);
        expect(potPounds(`£${grouped}`)).toBe(pot);
      }),
    );
  });
});

describe('groupWhileTyping', () => {
  it('adds thousands separators to a plain amount', () => {
    expect(groupWhileTyping('250000', 6)).toEqual({ text: '250,000', caret: 7 });
    expect(groupWhileTyping('2500000', 7)).toEqual({ text: '2,500,000', caret: 9 });
    expect(groupWhileTyping('£250000', 7)).toEqual({ text: '250,000', caret: 7 });
  });

  it('keeps the caret after the same digit when typing in the middle', () => {
    // "25|0,000" with a 5 typed after the "25": "255|0,000" becomes "2,55|0,000".
    expect(groupWhileTyping('2550,000', 3)).toEqual({ text: '2,550,000', caret: 4 });
    // Deleting the digit before the comma in "250,|000" leaves "25,|000" → "25,000" with the caret after "25".
    expect(groupWhileTyping('25,000', 2)).toEqual({ text: '25,000', caret: 2 });
  });

  it('regroups after a deletion', () => {
    expect(groupWhileTyping('25,00', 5)).toEqual({ text: '2,500', caret: 5 });
  });

  it('leaves a "k", a word or a slip exactly as typed', () => {
    expect(groupWhileTyping('250k', 4)).toEqual({ text: '250k', caret: 4 });
    expect(groupWhileTyping('abc', 3)).toEqual({ text: 'abc', caret: 3 });
    expect(groupWhileTyping('', 0)).toEqual({ text: '', caret: 0 });
  });

  it('keeps pence the visitor types, and drops leading zeros', () => {
    expect(groupWhileTyping('1234.5', 6)).toEqual({ text: '1,234.5', caret: 7 });
    expect(groupWhileTyping('0250', 4)).toEqual({ text: '250', caret: 3 });
    expect(groupWhileTyping('0', 1)).toEqual({ text: '0', caret: 1 });
  });

  it('always produces text that reads as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_POT }), fc.nat(), (pot, at) => {
        const raw = String(pot);
        const typed = groupWhileTyping(raw, at % (raw.length + 1));
        expect(potPounds(typed.text)).toBe(pot);
        expect(typed.caret).toBeGreaterThanOrEqual(0);
        expect(typed.caret).toBeLessThanOrEqual(typed.text.length);
      }),
    );
  });
});
