import {
  BANK_HOLIDAYS_KNOWN_UNTIL,
  ENGLAND_AND_WALES_BANK_HOLIDAYS,
} from '../../content/calendar/bank-holidays.ts';
import { BRAND } from '../../widget/core/brand.ts';
import { FIRM_HOURS, type OpeningHours, replyDueBy } from '../../widget/core/opening-hours.ts';

/** The firm's phone line: Monday to Friday 8:00-18:00 UK time, closed on England and Wales bank holidays. */
export const FIRM_OPENING: OpeningHours = {
  ...FIRM_HOURS,
  closedDates: new Set(ENGLAND_AND_WALES_BANK_HOLIDAYS),
};

/** When the promised reply to a consultation request received at `received` is due. */
export function consultationReplyDue(received: Date): Date {
  return replyDueBy(received, BRAND.consultation.responseWithinHours, FIRM_OPENING);
}

/** Whether the bank-holiday list still covers this date (the server warns when it does not). */
export function bankHolidaysCover(date: Date): boolean {
  return date.toISOString().slice(0, 10) <= BANK_HOLIDAYS_KNOWN_UNTIL;
}
