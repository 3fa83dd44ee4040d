// What the widget needs to check a lead in the browser, with no zod: the site and the partner bundle
// import this file, and zod's module code plus a schema built at import time cost main-thread time on
// every page that shows the widget (decision 012). The server's zod schema is in lead-schema.ts.
import { TOAST, type ToastText } from './texts.ts';

/**
 * The "simple pattern" of spec §5: something@something.something with no spaces. Written so
 * that every character has one way to match (the domain's first character, then non-dots up to
 * its first later dot, then the rest), so a failing match costs time in proportion to the input.
 * The obvious `[^\s@]+\.[^\s@]+` tries every dot as the split and is quadratic: 330 ms for one
 * 16 KB `a@....@`. Same language as that pattern.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

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

/** Which unlock-form fields have a problem, each with the message shown beside it. */
export interface UnlockFormProblems {
  name?: string;
  email?: string;
  consent?: string;
}

/** Messages beside the fields, in the GOV.UK pattern: say what to do, in the visitor's words. */
export const FIELD_PROBLEM = {
  nameBlank: 'Enter your name',
  emailBlank: 'Enter your e-mail address',
  emailInvalid: 'Enter an e-mail address in the correct format, like name@example.com',
  consent: 'Tick the box to agree to the e-mails, so we can unlock the names',
} as const;

/**
 * Every field with a problem, in the order of the form (name, e-mail, consent), so each can be
 * marked at once. The toast still reports only the first failure of spec §5 (validateUnlockForm).
 *
 * @example Object.keys(unlockFormProblems({ name: '', email: 'x', consent: false })) // ['name', 'email', 'consent']
 */
export function unlockFormProblems(values: UnlockFormValues): UnlockFormProblems {
  const problems: UnlockFormProblems = {};
  if (values.name.trim() === '') problems.name = FIELD_PROBLEM.nameBlank;
  if (values.email.trim() === '') problems.email = FIELD_PROBLEM.emailBlank;
  else if (!EMAIL_PATTERN.test(values.email.trim())) problems.email = FIELD_PROBLEM.emailInvalid;
  if (!values.consent) problems.consent = FIELD_PROBLEM.consent;
  return problems;
}
