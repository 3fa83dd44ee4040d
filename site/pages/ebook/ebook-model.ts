import { GUIDE_TITLES } from '../../../content/guidance/guide-titles.ts';
import { CURRENT_TAX_YEAR } from '../../../content/pension-facts.ts';
import { EMAIL_PATTERN } from '../../../widget/core/lead.ts';
import { TOAST } from '../../../widget/core/texts.ts';
import type { FormProblem } from '../../app/form-parts.tsx';
import type { PostedForm } from '../../app/posted-form.ts';
import { knownFields, problemsFor, type Refusal } from '../../shared/form-problems.ts';

/**
 * The ebook page's model, without React: the form's fields and checks, its starting state (empty,
 * or what a form sent without script came back with, ADR 022), and what it says when sending
 * fails. ebook-page.tsx holds the state; the view sections show it.
 */

export const PATH = '/download-ebook';
export const EBOOK_URL = '/downloads/drawdown-guide.pdf';
export const CRUMBS = [{ label: 'Free drawdown guide', to: PATH }];

export const CHAPTERS = [
  'Before you start: guidance, not advice',
  GUIDE_TITLES.incomeDrawdown,
  GUIDE_TITLES.annuities,
  GUIDE_TITLES.howItWorks,
  `Key figures for ${CURRENT_TAX_YEAR}, each with its source`,
  'Staying safe: pension scams and checking a firm',
  'Sources, and how to reach us',
];

export type Field = 'name' | 'email';
export type FieldErrors = Partial<Record<Field, string>>;
export const FIELD_IDS: Record<Field, string> = {
  name: 'ebook-name',
  email: 'ebook-email',
};
export const SERIES_ID = 'ebook-series';

/**
 * One message per field, each saying what to fix in that field, so the error summary never lists
 * the same sentence twice.
 */
export function ebookFormErrors(values: { name: string; email: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name.trim() === '') errors.name = 'Enter your name.';
  if (values.email.trim() === '') errors.email = 'Enter your e-mail address.';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = TOAST.invalidEmail.message;
  return errors;
}

/** The form's problems: one per field in order, else the one message (when there is one). */
export const problemsOf = (fields: FieldErrors, message?: string): FormProblem[] =>
  problemsFor(fields, FIELD_IDS, message);

/** The form's starting state: empty, or what a submission without script came back with. */
export function initialState(posted: PostedForm | null) {
  const errors = knownFields(posted?.fields, FIELD_IDS);
  return {
    name: posted?.values.name ?? '',
    email: posted?.values.email ?? '',
    series: posted?.values.seriesConsent === 'yes',
    joinedSeries: posted?.done === true && posted.values.seriesConsent === 'yes',
    errors,
    problems: problemsOf(errors, posted?.message),
    status: (posted?.done ? 'done' : 'idle') as Status,
  };
}

export type Status = 'idle' | 'sending' | 'done';

/** What is sent to /api/ebook-requests. */
export function payloadOf(values: { name: string; email: string; series: boolean; honeypot: string }) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    seriesConsent: values.series,
    honeypot: values.honeypot,
    source: PATH,
  };
}

/**
 * What the form shows when sending failed: too many tries, the server's field errors, a refusal,
 * or no answer at all (refusal null).
 */
export function failureOf(refusal: Refusal | null): { fields: FieldErrors; message: string } {
  if (!refusal) return { fields: {}, message: TOAST.unexpected.message };
  if (refusal.status === 429)
    return {
      fields: {},
      message: refusal.message ?? 'Too many tries. Please wait a few minutes and try again.',
    };
  const fields = knownFields(refusal.fields, FIELD_IDS);
  if (Object.keys(fields).length > 0) return { fields, message: refusal.message ?? '' };
  return { fields: {}, message: TOAST.leadFailed.message };
}
