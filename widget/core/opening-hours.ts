import { MONTHS } from './format.ts';

/**
 * "Reply due by" for a consultation request: the time it was received plus a number of hours
 * counted only while the firm's phone line is open (Monday to Friday, 8:00 to 18:00 UK time,
 * closed on the bank holidays passed in). Pure: UK time is worked out from the rules of British
 * Summer Time (last Sunday of March to last Sunday of October, changing at 01:00 UTC), so no
 * time-zone database or `Intl` is needed in the browser or the server.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface OpeningHours {
  /** Opening and closing hour, UK wall clock. */
  open: number;
  close: number;
  /** ISO dates (YYYY-MM-DD, UK calendar) on which the line is closed. */
  closedDates: ReadonlySet<string> | readonly string[];
}

/** Monday to Friday, 8:00 to 18:00 (BRAND.phoneHours). */
export const FIRM_HOURS = { open: 8, close: 18 } as const;

/** The last Sunday of a month at 01:00 UTC (BST starts and ends then). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const back = lastDay.getUTCDay();
  return Date.UTC(year, month, lastDay.getUTCDate() - back, 1);
}

/** Whether an instant falls in British Summer Time. */
export function isBritishSummerTime(instant: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
}

/** The UK wall clock of an instant, as milliseconds whose UTC fields read as UK time. */
export function toUkWallClock(instant: number): number {
  return instant + (isBritishSummerTime(instant) ? HOUR : 0);
}

/**
 * The instant of a UK wall-clock time. Only used for opening hours, which never fall in the hour
 * that is skipped or repeated at 01:00-02:00 on the change-over Sundays.
 */
export function fromUkWallClock(wall: number): number {
  const summer = wall - HOUR;
  return isBritishSummerTime(summer) ? summer : wall;
}

function isoDate(wall: number): string {
  return new Date(wall).toISOString().slice(0, 10);
}

/**
 * When a reply is due: `hours` of opening time after `received`.
 *
 * @example replyDueBy(new Date('2026-11-27T17:30:00Z'), 2, hours) // Monday 2026-11-30 09:30 UK
 */
export function replyDueBy(received: Date, hours: number, opening: OpeningHours): Date {
  const closed = opening.closedDates instanceof Set ? opening.closedDates : new Set(opening.closedDates);
  let remaining = Math.max(0, hours) * HOUR;
  let wall = toUkWallClock(received.getTime());
  // A year of closed days would be a configuration error; stop rather than loop for ever.
  for (let guard = 0; guard < 800; guard++) {
    const midnight = wall - (((wall % DAY) + DAY) % DAY);
    const weekday = new Date(midnight).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closed.has(isoDate(midnight))) {
      const opens = midnight + opening.open * HOUR;
      const closes = midnight + opening.close * HOUR;
      const start = Math.max(wall, opens);
      if (start < closes) {
        if (remaining <= closes - start) return new Date(fromUkWallClock(start + remaining));
        remaining -= closes - start;
      }
    }
    wall = midnight + DAY;
  }
  throw new Error('No opening hours found within two years');
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function ukParts(instant: Date) {
  const wall = new Date(toUkWallClock(instant.getTime()));
  return {
    time: `${wall.getUTCHours()}:${String(wall.getUTCMinutes()).padStart(2, '0')}`,
    weekday: WEEKDAYS[wall.getUTCDay()] as string,
    date: `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]}`,
    day: Math.floor(wall.getTime() / DAY),
  };
}

/**
 * By when we will respond, said the way a person would, seen from `now` (UK time): "by 11:30
 * today", "by 9:27 tomorrow, Thursday", or "by 9:30 on Monday 30 November".
 *
 * @example replyDueInWords(new Date('2026-11-26T09:27:00Z'), new Date('2026-11-25T17:27:00Z')) // 'by 9:27 tomorrow, Thursday'
 */
export function replyDueInWords(due: Date, now: Date): string {
  const at = ukParts(due);
  const days = at.day - ukParts(now).day;
  if (days === 0) return `by ${at.time} today`;
  if (days === 1) return `by ${at.time} tomorrow, ${at.weekday}`;
  return `by ${at.time} on ${at.weekday} ${at.date}`;
}

/**
 * By when we will respond, with its date, for text read later (an e-mail): "by 9:27 on Thursday
 * 26 November".
 */
export function replyDueOnDate(due: Date): string {
  const at = ukParts(due);
  return `by ${at.time} on ${at.weekday} ${at.date}`;
}

/**
 * An instant as UK local time with its offset from UTC, for exports read in a spreadsheet:
 * "2026-11-25 17:27 +00:00" in winter, "2026-07-01 17:27 +01:00" in summer.
 */
export function ukDateTimeWithOffset(instant: Date): string {
  const summer = isBritishSummerTime(instant.getTime());
  const wall = new Date(toUkWallClock(instant.getTime())).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)} ${summer ? '+01:00' : '+00:00'}`;
}
