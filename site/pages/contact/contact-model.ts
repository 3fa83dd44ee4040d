import { BRAND } from '../../../widget/core/brand.ts';
import { consultationFieldErrors } from '../../../widget/core/consultation.ts';
import { TOAST } from '../../../widget/core/texts.ts';
import type { FormProblem } from '../../app/form-parts.tsx';
import type { PostedForm } from '../../app/posted-form.ts';
import { knownFields, problemsFor, type Refusal } from '../../shared/form-problems.ts';

/**
 * The contact page's model, without React: the booking form's fields, its starting state (empty,
 * or what a form sent without script came back with, ADR 022), what is sent, and what the page
 * says when the server refuses it. contact-page.tsx holds the state; the view sections show it.
 */

export const PATH = '/contact';
export const CRUMBS = [{ label: 'Contact', to: PATH }];

export type Field = 'name' | 'email' | 'phone' | 'preferredTime' | 'topic' | 'message' | 'consent';
export const FIELD_IDS: Record<Field, string> = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  preferredTime: 'contact-time',
  topic: 'contact-topic',
  message: 'contact-message',
  consent: 'contact-consent',
};
export type FieldErrors = Partial<Record<Field, string>>;

export interface FormValues {
  name: string;
  email: string;
  phone: string;
  preferredTime: string;
  topic: string;
  message: string;
  consent: boolean;
}

export const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  preferredTime: '',
  topic: '',
  message: '',
  consent: false,
};

/** The thank-you's facts: who asked, where the confirmation goes, and by when we respond (ISO). */
export interface Done {
  name: string;
  email: string;
  replyDueAt?: string | undefined;
}

/** The problems of a form, in the order of its fields (or the one message not about a field). */
export const problemsOf = (fields: FieldErrors, message?: string): FormProblem[] =>
  problemsFor(fields, FIELD_IDS, message);

/** The form's starting state: empty, or what a submission without script came back with. */
export function initialState(posted: PostedForm | null): {
  values: FormValues;
  errors: FieldErrors;
  problems: FormProblem[];
  done: Done | null;
} {
  const fields = knownFields(posted?.fields, FIELD_IDS);
  const value = (key: Field) => posted?.values[key] ?? '';
  const values: FormValues = posted
    ? {
        name: value('name'),
        email: value('email'),
        phone: value('phone'),
        preferredTime: value('preferredTime'),
        topic: value('topic'),
        message: value('message'),
        consent: value('consent') === 'yes',
      }
    : EMPTY;
  return {
    values: posted?.done ? EMPTY : values,
    errors: fields,
    problems: posted && !posted.done ? problemsOf(fields, posted.message) : [],
    done: posted?.done
      ? { name: values.name.trim(), email: values.email.trim(), replyDueAt: posted.replyDueAt }
      : null,
  };
}

/** What is sent to /api/consultations (the consent only when ticked). */
export function payloadOf(values: FormValues, honeypot: string) {
  return { ...values, honeypot, source: PATH, consent: values.consent ? true : undefined };
}

/** The form's own checks, the same as the API's: a message per field. */
export const checkPayload = (payload: ReturnType<typeof payloadOf>): FieldErrors =>
  consultationFieldErrors(payload) as FieldErrors;

/**
 * What the form shows when sending failed: the server's field errors, else a message for too many
 * tries, a refusal, or no answer at all (refusal null).
 */
export function failureOf(refusal: Refusal | null): { fields: FieldErrors; message: string } {
  if (!refusal)
    return {
      fields: {},
      message: 'We could not reach our server. Check your connection and try again, or call us.',
    };
  const fields = knownFields(refusal.fields, FIELD_IDS);
  if (Object.keys(fields).length > 0) return { fields, message: TOAST.unexpected.message };
  if (refusal.status === 429)
    return {
      fields: {},
      message:
        refusal.message ??
        'You have sent several requests in a short time. Please wait a few minutes, or call us.',
    };
  return { fields: {}, message: 'We could not send your request just now. Please try again, or call us.' };
}

export const PROMISE_TEXTS = {
  consultation: `Free ${BRAND.consultation.minutes}-minute consultation`,
  noObligation: 'No obligation, and no hard sell',
  reply: `We reply within ${BRAND.consultation.responseWithinHours} hours, in our phone hours`,
};
