import type { CSSProperties } from 'react';
import { PartnerSignUpSchema } from '../../../widget/core/partner-sign-up.ts';
import { TOAST } from '../../../widget/core/texts.ts';
import type { PostedForm } from '../../app/posted-form.ts';
import {
  accentTooFaint,
  cleanOptions,
  cspLines,
  type EmbedOptions,
  embedAttributes,
  embedSnippet,
  textOnAccent,
} from './snippet.ts';

/**
 * The /partners page's state and rules, without React (page = model + view): what the configurator
 * shows for a set of options, and the publisher's sign-up form (its fields, checks, and what an
 * answer from the server means for it).
 */

// ---------------------------------------------------------------------------------------------
// The configurator

/** Each layout's preview at the width it is made for, said in words beside it. */
export const PREVIEW_SIZE: Record<EmbedOptions['layout'], { width: string | undefined; text: string }> = {
  full: { width: undefined, text: 'as wide as this column (it fits any width from 280 px).' },
  compact: { width: '320px', text: 'at 320 px wide, a phone or a sidebar (five providers fit in 900 px).' },
  mini: { width: '300px', text: 'at 300 px wide (about 200 px tall).' },
};

export const LAYOUT_CHOICES = [
  { value: 'full', label: 'Full cards' },
  { value: 'compact', label: 'Compact (one line each)' },
  { value: 'mini', label: 'Mini (pot box and one button)' },
] as const satisfies readonly { value: EmbedOptions['layout']; label: string }[];

export const THEME_CHOICES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: "Follow the reader's setting" },
] as const satisfies readonly { value: EmbedOptions['theme']; label: string }[];

export type CopyState = 'idle' | 'done' | 'failed';

/** What the copy button's status line says. */
export function copyMessage(copied: CopyState): string {
  if (copied === 'done') return 'Copied.';
  if (copied === 'failed')
    return 'Your browser did not allow copying: select the snippet and copy it yourself.';
  return '';
}

/** The warning under the colour picker when the accent is too faint on a theme, or null. */
export function faintAccentMessage(accent: string, theme: EmbedOptions['theme']): string | null {
  const faint = accentTooFaint(accent, theme);
  if (faint.length === 0) return null;
  const against = faint
    .map((found) => `${found.theme} background (${found.ratio.toFixed(1)}:1)`)
    .join(' and ');
  const fix = faint.some((found) => found.theme === 'light')
    ? 'Choose a darker colour.'
    : 'Choose a lighter colour.';
  return `This colour is hard to see against the widget’s ${against}: outlines such as “See all” and the focused field need 3:1. ${fix}`;
}

/** Everything the configurator shows for the options as typed. */
export function configuratorView(options: EmbedOptions) {
  const clean = cleanOptions(options);
  const onAccent = textOnAccent(clean.accent);
  return {
    clean,
    snippet: embedSnippet(options),
    csp: cspLines(options).join('\n'),
    attributes: Object.fromEntries(embedAttributes(options)),
    accentText: `Text on it: ${onAccent.colour === '#ffffff' ? 'white' : 'black'} (${onAccent.ratio.toFixed(1)}:1). The widget picks black or white, whichever is easier to read.`,
    faint: faintAccentMessage(clean.accent, clean.theme),
    preview: PREVIEW_SIZE[clean.layout],
    previewStyle: { '--dc-accent': clean.accent } as CSSProperties,
  };
}

// ---------------------------------------------------------------------------------------------
// The sign-up form

export type SignUpField = 'name' | 'site' | 'email';
export type SignUpValues = Record<SignUpField, string>;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** The inputs' ids, in the form's order (the error summary lists problems in this order). */
export const SIGN_UP_FIELD_IDS: Record<SignUpField, string> = {
  name: 'partner-sign-up-name',
  site: 'partner-sign-up-site',
  email: 'partner-sign-up-email',
};

export const EMPTY_SIGN_UP: SignUpValues = { name: '', site: '', email: '' };

export interface SignUpState {
  values: SignUpValues;
  errors: SignUpErrors;
  /** A problem that is not about one field (too many tries, a failure). */
  message: string | null;
  status: 'idle' | 'sending' | 'sent';
  /** The site as we stored it (its origin), for the thank-you. */
  sentSite: string | null;
}

export const INITIAL_SIGN_UP: SignUpState = {
  values: EMPTY_SIGN_UP,
  errors: {},
  message: null,
  status: 'idle',
  sentSite: null,
};

/**
 * The form's problems as typed, one per field, by the rules the server applies (the same schema).
 *
 * @example signUpErrors({ name: 'A', site: 'http://a.example', email: 'a@a.example' }).site
 * // 'Enter an address that starts https://, like https://www.example.co.uk.'
 */
export function signUpErrors(values: SignUpValues): SignUpErrors {
  const parsed = PartnerSignUpSchema.safeParse(values);
  if (parsed.success) return {};
  return pickFields(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
}

/** The site and the e-mail address as the server will store them (trimmed, an origin, lower case). */
export function signUpBody(values: SignUpValues, honeypot: string) {
  const parsed = PartnerSignUpSchema.safeParse(values);
  return parsed.success
    ? { name: parsed.data.name, site: parsed.data.site, email: parsed.data.email, honeypot }
    : { ...values, honeypot };
}

/** Only our three fields, first message each (an API may name others). */
function pickFields(fields: Record<string, string | undefined>): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const key of Object.keys(SIGN_UP_FIELD_IDS) as SignUpField[]) {
    const message = fields[key];
    if (message && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** The error summary's list: each field's problem linked to it, or the one message. */
export function signUpProblems(state: Pick<SignUpState, 'errors' | 'message'>) {
  const problems = (Object.keys(SIGN_UP_FIELD_IDS) as SignUpField[])
    .filter((key) => state.errors[key])
    .map((key) => ({ fieldId: SIGN_UP_FIELD_IDS[key], message: state.errors[key] as string }));
  return problems.length > 0 || !state.message ? problems : [{ message: state.message }];
}

/**
 * The form after the server refused it: its field problems (400, or a site already signed up,
 * 409), a wait (429), or a plain failure.
 */
export function signUpRefused(
  state: SignUpState,
  status: number | null,
  body: { error?: { message?: string; fields?: Record<string, string> } } | null,
): SignUpState {
  const errors = pickFields(body?.error?.fields ?? {});
  let message: string | null = null;
  if (status === 429)
    message =
      body?.error?.message ??
      'You have sent several requests in a short time. Please wait a few minutes and try again.';
  else if (Object.keys(errors).length === 0)
    message =
      status === null ? TOAST.unexpected.message : 'We could not send this just now. Please try again.';
  return { ...state, status: 'idle', errors: status === 429 ? {} : errors, message };
}

/** The form's first state: empty, or as the server rendered the answer to a form sent without script. */
export function initialSignUp(posted: PostedForm | null): SignUpState {
  if (!posted) return INITIAL_SIGN_UP;
  const values = {
    name: posted.values.name ?? '',
    site: posted.values.site ?? '',
    email: posted.values.email ?? '',
  };
  if (posted.done)
    return { ...INITIAL_SIGN_UP, values, status: 'sent', sentSite: signUpBody(values, '').site };
  const errors = pickFields(posted.fields ?? {});
  return {
    ...INITIAL_SIGN_UP,
    values,
    errors,
    message: Object.keys(errors).length > 0 ? null : (posted.message ?? null),
  };
}
