import * as z from 'zod/mini';
import { TOAST, type ToastText } from './texts.ts';

/**
 * The "simple pattern" of spec §5: something@something.something with no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest name and e-mail we accept (RFC 5321 caps an address at 254). */
export const LIMITS = { name: 100, email: 254, partner: 64, pagePath: 300 } as const;

/**
 * The lead contract shared by the widget and the server (spec §7 payload, plus the partner
 * attribution and the page the visitor was on).
 */
export const LeadSchema = z.object({
  name: z
    .string('Enter your name.')
    .check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(LIMITS.name, 'Use a shorter name.')),
  email: z
    .string('Enter your e-mail address.')
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(LIMITS.email, 'Use a shorter e-mail address.'),
      z.regex(EMAIL_PATTERN, 'Enter a valid e-mail address.'),
    ),
  potSize: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(1_000_000_000)))),
  honeypot: z.optional(z.string().check(z.maxLength(1000))),
  partner: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, 'Use letters, digits, dots, dashes or underscores.')),
  ),
  source: z.optional(z.string().check(z.maxLength(LIMITS.pagePath))),
  consent: z.literal(true, 'Consent is required.'),
});

export type LeadInput = z.input<typeof LeadSchema>;
export type Lead = z.output<typeof LeadSchema>;

export interface UnlockFormValues {
  name: string;
  email: string;
  consent: boolean;
}

/**
 * The unlock-form check of spec §5, in its order: the first failure as a toast text, or null.
 *
 * @example validateUnlockForm({ name: '', email: 'a@b.co', consent: true }) // TOAST.missingInformation
 */
export function validateUnlockForm(values: UnlockFormValues): ToastText | null {
  if (values.name.trim() === '' || values.email.trim() === '') return TOAST.missingInformation;
  if (!EMAIL_PATTERN.test(values.email.trim())) return TOAST.invalidEmail;
  if (!values.consent) return TOAST.consentRequired;
  return null;
}
