import * as z from 'zod/mini';
import { EMAIL_PATTERN, LIMITS } from './lead.ts';

/** When the visitor would like the call back, in the firm's phone hours (Monday to Friday 8:00AM to 6:00PM). */
export const PREFERRED_TIMES = {
  asap: 'As soon as possible',
  morning: 'Morning (8am to 12 noon)',
  afternoon: 'Afternoon (12 noon to 4pm)',
  lateAfternoon: 'Late afternoon (4pm to 6pm)',
} as const;
export type PreferredTime = keyof typeof PREFERRED_TIMES;

/** What the visitor wants to talk about. */
export const CONSULTATION_TOPICS = {
  choosingProvider: 'Choosing a drawdown provider',
  fees: 'Understanding fees and charges',
  drawdownVsAnnuity: 'Drawdown or an annuity',
  taxFreeCash: 'Tax-free cash and tax on withdrawals',
  transfer: 'Transferring or combining pensions',
  other: 'Something else',
} as const;
export type ConsultationTopic = keyof typeof CONSULTATION_TOPICS;

export const CONSULTATION_LIMITS = { phone: 30, message: 2000 } as const;

/** UK phone numbers: digits, spaces, brackets, dashes and an optional leading +, 10 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9 ()-]{10,30}$/;

function keysOf<T extends Record<string, string>>(record: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];
}

/**
 * The consultation request (contact page and API), shared by the site's form and the server.
 * Each message names the field in plain English, so the server can return them as `fields`.
 *
 * @example ConsultationSchema.safeParse({ name: 'Ann', email: 'ann@example.com', phone: '020 7946 0123',
 *   preferredTime: 'morning', topic: 'fees', message: '', consent: true }).success // true
 */
export const ConsultationSchema = z.object({
  name: z
    .string('Enter your name.')
    .check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(LIMITS.name, 'Use a shorter name.')),
  email: z.string('Enter your e-mail address.').check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Enter your e-mail address.'),
    // abort: an over-long address is answered at once, without running the pattern on it.
    z.maxLength(LIMITS.email, { error: 'Use a shorter e-mail address.', abort: true }),
    z.regex(EMAIL_PATTERN, 'Enter a valid e-mail address, like name@example.com.'),
  ),
  phone: z.string('Enter your phone number.').check(
    z.trim(),
    z.minLength(1, 'Enter your phone number.'),
    z.maxLength(CONSULTATION_LIMITS.phone, {
      error: 'Enter a phone number of 10 to 15 digits, like 020 7946 0123.',
      abort: true,
    }),
    z.regex(PHONE_PATTERN, 'Enter a phone number of 10 to 15 digits, like 020 7946 0123.'),
    z.refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    }, 'Enter a phone number of 10 to 15 digits, like 020 7946 0123.'),
  ),
  preferredTime: z.enum(keysOf(PREFERRED_TIMES), 'Choose when you would like us to call.'),
  topic: z.enum(keysOf(CONSULTATION_TOPICS), 'Choose what you would like to talk about.'),
  message: z._default(
    z
      .string('Write your message as text.')
      .check(
        z.trim(),
        z.maxLength(
          CONSULTATION_LIMITS.message,
          `Keep your message under ${CONSULTATION_LIMITS.message} characters.`,
        ),
      ),
    '',
  ),
  consent: z.literal(true, 'Tick the box to agree that we may contact you about your consultation.'),
  /** Hidden field; a filled one marks a bot. */
  honeypot: z.optional(z.string().check(z.maxLength(1000))),
  /** The page the visitor was on. */
  source: z.optional(z.string().check(z.maxLength(LIMITS.pagePath))),
});

export type ConsultationInput = z.input<typeof ConsultationSchema>;
export type Consultation = z.output<typeof ConsultationSchema>;

/** The consent shown beside the consultation form's checkbox, stored with the request. */
export const CONSULTATION_CONSENT =
  'I agree that Drawdown Compare may contact me by phone and e-mail about this consultation request.';

/**
 * Field-level messages for a failed parse, keyed by field name (first message per field).
 *
 * @example consultationFieldErrors({ name: '' }).name // 'Enter your name.'
 */
export function consultationFieldErrors(input: unknown): Partial<Record<keyof Consultation, string>> {
  const result = ConsultationSchema.safeParse(input);
  if (result.success) return {};
  const fields: Partial<Record<keyof Consultation, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof Consultation;
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Where staff have got to with a request, in the words the dashboard shows (docs/decisions/027). */
export const CONSULTATION_STATUSES = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  done: 'Done',
  'no-answer': 'No answer',
} as const;
export type ConsultationStatus = keyof typeof CONSULTATION_STATUSES;

/** The longest note staff can add to a request. */
export const NOTE_LIMIT = 2000;
