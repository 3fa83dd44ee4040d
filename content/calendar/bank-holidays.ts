/**
 * Bank holidays in England and Wales, the days the firm's phone line is closed although they
 * fall on a weekday. Source: GOV.UK, "UK bank holidays" (https://www.gov.uk/bank-holidays, the
 * england-and-wales division of https://www.gov.uk/bank-holidays.json), checked 2026-11-24.
 * Substitute days are listed as the weekday on which the holiday is taken. Dates after the last
 * year here count as ordinary working days until the list is extended (docs/decisions/028).
 */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly string[] = [
  // 2025
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  // 2026
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  // 2027
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  // 2028
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
];

/** The last date the list above covers; the server warns at start when the calendar passes it. */
export const BANK_HOLIDAYS_KNOWN_UNTIL = '2028-12-31';
