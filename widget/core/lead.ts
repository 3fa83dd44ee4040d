// What the widget needs to check a lead in the browser, with no zod: the site and the partner bundle
// import this file, and zod's module code plus a schema built at import time cost main-thread time on
// every page that shows the widget (issue #5). The server's zod schema is in lead-schema.ts.
import { TOAST, type ToastText } from './texts.ts';

/**
 * The "simple pattern" of spec §5: something@something.something with no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest name and e-mail we accept (RFC 5321 caps an address at 254). */
export const LIMITS = { name: 100, email: 254, partner: 64, pagePath: 300 } as const;

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
