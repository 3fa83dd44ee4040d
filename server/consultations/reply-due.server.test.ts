import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromUkWallClock,
  isBritishSummerTime,
  replyDueBy,
  toUkWallClock,
} from '../../widget/core/opening-hours.ts';
import { bankHolidaysCover, consultationReplyDue, FIRM_OPENING } from './reply-due.server.ts';

const due = (iso: string) => consultationReplyDue(new Date(iso)).toISOString();
const NO_HOLIDAYS = { open: 8, close: 18, closedDates: [] };

describe('consultationReplyDue (2 opening hours, Mon-Fri 8:00-18:00 UK, E&W bank holidays)', () => {
  it('adds two hours inside opening hours (GMT, winter)', () => {
    // Tuesday 24 November 2026, 10:15 GMT
    expect(due('2026-11-24T10:15:00Z')).toBe('2026-11-24T12:15:00.000Z');
  });

  it('adds two hours inside opening hours (BST, summer: UK is UTC+1)', () => {
    // Wednesday 17 June 2026, 10:15 BST = 09:15 UTC
    expect(due('2026-06-17T09:15:00Z')).toBe('2026-06-17T11:15:00.000Z');
  });

  it('a request at 17:30 on a Friday is due at 9:30 on Monday (spec example)', () => {
    // Friday 27 November 2026 17:30 GMT -> Monday 30 November 9:30 GMT
    expect(due('2026-11-27T17:30:00Z')).toBe('2026-11-30T09:30:00.000Z');
    // the same in summer: Friday 19 June 2026 17:30 BST -> Monday 22 June 9:30 BST
    expect(due('2026-06-19T16:30:00Z')).toBe('2026-06-22T08:30:00.000Z');
  });

  it('a request exactly two hours before closing is due at closing', () => {
    expect(due('2026-11-24T16:00:00Z')).toBe('2026-11-24T18:00:00.000Z');
  });

  it('a request at 18:00 counts from the next morning', () => {
    expect(due('2026-11-24T18:00:00Z')).toBe('2026-11-25T10:00:00.000Z');
  });

  it('before opening counts from 8:00 the same day', () => {
    expect(due('2026-11-24T06:59:00Z')).toBe('2026-11-24T10:00:00.000Z');
    // 07:30 BST (06:30 UTC) on a summer morning -> 10:00 BST
    expect(due('2026-06-17T06:30:00Z')).toBe('2026-06-17T09:00:00.000Z');
  });

  it('at the weekend counts from Monday 8:00', () => {
    expect(due('2026-11-28T12:00:00Z')).toBe('2026-11-30T10:00:00.000Z');
    expect(due('2026-11-29T23:59:00Z')).toBe('2026-11-30T10:00:00.000Z');
  });

  it('skips bank holidays, including substitute days', () => {
    // Thursday 24 Dec 2026 17:00 -> 1 h that day; Fri 25 Dec closed; weekend; Mon 28 Dec substitute closed
    expect(due('2026-12-24T17:00:00Z')).toBe('2026-12-29T09:00:00.000Z');
    // Maundy Thursday 2 April 2026 17:30 BST; Good Friday and Easter Monday closed -> Tue 7 April 9:30 BST
    expect(due('2026-04-02T16:30:00Z')).toBe('2026-04-07T08:30:00.000Z');
    // Friday 28 August 2026 17:00 BST; Monday 31 August closed -> Tuesday 1 September 9:00 BST
    expect(due('2026-08-28T16:00:00Z')).toBe('2026-09-01T08:00:00.000Z');
  });

  it('crosses the spring change to BST over the weekend (last Sunday of March)', () => {
    // Friday 27 March 2026 17:30 GMT -> Monday 30 March 9:30 BST = 08:30 UTC
    expect(due('2026-03-27T17:30:00Z')).toBe('2026-03-30T08:30:00.000Z');
  });

  it('crosses the autumn change back to GMT over the weekend (last Sunday of October)', () => {
    // Friday 23 October 2026 17:30 BST (16:30 UTC) -> Monday 26 October 9:30 GMT
    expect(due('2026-10-23T16:30:00Z')).toBe('2026-10-26T09:30:00.000Z');
  });

  it('a request during the skipped or repeated hour on the change-over Sunday waits for Monday', () => {
    expect(due('2026-03-29T01:30:00Z')).toBe('2026-03-30T09:00:00.000Z'); // 10:00 BST
    expect(due('2026-10-25T01:30:00Z')).toBe('2026-10-26T10:00:00.000Z'); // 10:00 GMT
  });

  it('keeps the spec example on a day that is not a holiday even with an empty holiday list', () => {
    expect(replyDueBy(new Date('2026-11-27T17:30:00Z'), 2, NO_HOLIDAYS).toISOString()).toBe(
      '2026-11-30T09:30:00.000Z',
    );
    // Christmas Day counts as a working day when no holidays are given
    expect(replyDueBy(new Date('2026-12-25T09:00:00Z'), 2, NO_HOLIDAYS).toISOString()).toBe(
      '2026-12-25T11:00:00.000Z',
    );
  });

  it('is always inside opening hours, after the request, and never more than 2 opening hours on', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 11, 20);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), (ms) => {
        const received = new Date(ms);
        const result = consultationReplyDue(received);
        expect(result.getTime()).toBeGreaterThan(received.getTime());
        const wall = new Date(toUkWallClock(result.getTime()));
        const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
        expect(minutes).toBeGreaterThanOrEqual(8 * 60);
        expect(minutes).toBeLessThanOrEqual(18 * 60);
        expect([0, 6]).not.toContain(wall.getUTCDay());
        const closed = FIRM_OPENING.closedDates as Set<string>;
        expect(closed.has(wall.toISOString().slice(0, 10))).toBe(false);
        // inside opening hours on an open day it is exactly two hours later
        const rWall = new Date(toUkWallClock(ms));
        const rMs = rWall.getTime() % 86_400_000;
        const openDay = ![0, 6].includes(rWall.getUTCDay()) && !closed.has(rWall.toISOString().slice(0, 10));
        if (openDay && rMs >= 8 * 3_600_000 && rMs <= 16 * 3_600_000)
          expect(result.getTime() - ms).toBe(2 * 3_600_000);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('UK clock', () => {
  it('knows BST starts and ends at 01:00 UTC on the last Sundays of March and October', () => {
    expect(isBritishSummerTime(Date.parse('2026-03-29T00:59:59Z'))).toBe(false);
    expect(isBritishSummerTime(Date.parse('2026-03-29T01:00:00Z'))).toBe(true);
    expect(isBritishSummerTime(Date.parse('2026-10-25T00:59:59Z'))).toBe(true);
    expect(isBritishSummerTime(Date.parse('2026-10-25T01:00:00Z'))).toBe(false);
    expect(isBritishSummerTime(Date.parse('2027-03-28T01:00:00Z'))).toBe(true);
    expect(isBritishSummerTime(Date.parse('2027-10-31T00:30:00Z'))).toBe(true);
  });

  it('round-trips opening-hours wall-clock times', () => {
    for (const iso of ['2026-01-05T09:00:00Z', '2026-07-06T09:00:00Z', '2026-03-30T08:00:00Z']) {
      const ms = Date.parse(iso);
      expect(fromUkWallClock(toUkWallClock(ms))).toBe(ms);
    }
  });

  it('has bank holidays listed to the end of 2028', () => {
    expect(bankHolidaysCover(new Date('2028-12-31T12:00:00Z'))).toBe(true);
    expect(bankHolidaysCover(new Date('2029-01-01T12:00:00Z'))).toBe(false);
  });
});
