/**
 * How long each kind of record is kept (the operator's retention schedule, stated once). Its own
 * module: the wrong-figure form on every provider page states one of these, and must not bring
 * the whole privacy policy's text into the page's script.
 */
export const RETENTION = {
  leadMonths: 24,
  consultationMonths: 24,
  outboxMonths: 24,
  figureReportMonths: 12,
  /** The audit log of what staff do with personal data: the longest period above plus a year (decision 030). */
  auditMonths: 36,
  staffSessionDays: 7,
  rateLimitHours: 24,
  /** The hashed address that makes a widget load count once per visitor a day: kept to the next day. */
  partnerLoadDays: 1,
  /** The hashed address that makes an unlock count once per visitor: as long as the partner report shows. */
  partnerUnlockDays: 90,
} as const;
