import { describe, expect, it } from 'vitest';
import { FIRM_HOURS, replyDueBy, replyDueInWords, replyDueOnDate } from './opening-hours.ts';

const hours = { ...FIRM_HOURS, closedDates: ['2026-12-25', '2026-12-28'] };
const promise = (received: string) => {
  const at = new Date(received);
  return replyDueInWords(replyDueBy(at, 2, hours), at);
};

describe('by when we will respond, in words', () => {
  it('says the issue’s example: 17:27 on a Wednesday is due by 9:27 tomorrow, Thursday', () => {
    expect(promise('2026-11-25T17:27:00Z')).toBe('by 9:27 tomorrow, Thursday');
  });

  it('reads the time on the UK clock in summer', () => {
    // 17:27 BST on Wednesday 1 July is 16:27 UTC; due 9:27 BST on Thursday.
    expect(promise('2026-07-01T16:27:00Z')).toBe('by 9:27 tomorrow, Thursday');
  });

  it('says today within the day, and the date past tomorrow', () => {
    expect(promise('2026-11-25T10:00:00Z')).toBe('by 12:00 today');
    expect(promise('2026-11-27T17:30:00Z')).toBe('by 9:30 on Monday 30 November');
    // Christmas Eve evening: Christmas Day and the substitute Boxing Day are closed.
    expect(promise('2026-12-24T17:00:00Z')).toBe('by 9:00 on Tuesday 29 December');
  });

  it('gives the date for text read later', () => {
    expect(replyDueOnDate(new Date('2026-11-26T09:27:00Z'))).toBe('by 9:27 on Thursday 26 November');
  });
});

describe('times in exports', () => {
  it('are UK local time with the offset from UTC, in winter and in summer', async () => {
    const { ukDateTimeWithOffset } = await import('./opening-hours.ts');
    expect(ukDateTimeWithOffset(new Date('2026-11-25T17:27:00Z'))).toBe('2026-11-25 17:27 +00:00');
    expect(ukDateTimeWithOffset(new Date('2026-07-01T16:27:00Z'))).toBe('2026-07-01 17:27 +01:00');
    // Just after midnight in summer is the next UK day.
    expect(ukDateTimeWithOffset(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02 00:30 +01:00');
  });
});
