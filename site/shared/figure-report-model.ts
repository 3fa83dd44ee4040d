import {
  FIGURE_REPORT_FIELDS,
  FIGURE_REPORT_PATH,
  type FigureReportField,
} from '../../widget/core/figure-report.ts';
import { PROVIDERS } from '../../widget/core/providers.ts';
import type { FormProblem } from '../app/form-parts.tsx';
import type { Refusal } from './form-problems.ts';

/**
 * The wrong-figure form's model, without React (ADR 018): the field ids, its problems, and what it
 * says when sending fails. The checks themselves are widget/core/figure-report.ts (shared with the
 * server); figure-report-form.tsx holds the state and its sections show it.
 */

export const SLUGS: ReadonlySet<string> = new Set(PROVIDERS.map((provider) => provider.slug));
export const PROVIDER_OPTIONS = Object.fromEntries(
  PROVIDERS.map((provider) => [provider.slug, provider.name]),
);

/**
 * The id of each field, also the target of its link in the error summary. Fixed, not useId: the
 * island hydrates as its own root, where useId would not give the ids the prerender wrote (one
 * form per page).
 */
export const PREFIX = 'figure-report';
export const fieldId = (field: FigureReportField) => `${PREFIX}-${field}`;
export const HEADING_ID = `${PREFIX}-heading`;

export type FieldErrors = Partial<Record<FigureReportField, string>>;

/** The problems: the one not about a field first, then each field's in the form's order. */
export function problemsOf(errors: FieldErrors, problem?: string): FormProblem[] {
  const list: FormProblem[] = FIGURE_REPORT_FIELDS.filter((field) => errors[field]).map((field) => ({
    fieldId: fieldId(field),
    message: errors[field] as string,
  }));
  return problem ? [{ message: problem }, ...list] : list;
}

/**
 * What the form shows when sending failed: the server's field errors, else a message for too many
 * reports, a refusal, or no answer at all (refusal null). Each says what was typed is kept.
 */
export function failureOf(refusal: Refusal | null): { fields: FieldErrors; problem?: string } {
  if (!refusal)
    return {
      fields: {},
      problem:
        'We could not reach our server. Check your connection and try again: what you typed is still in the form.',
    };
  const fields = Object.fromEntries(
    Object.entries(refusal.fields).filter(([key]) =>
      (FIGURE_REPORT_FIELDS as readonly string[]).includes(key),
    ),
  ) as FieldErrors;
  if (Object.keys(fields).length > 0) return { fields };
  if (refusal.status === 429)
    return {
      fields: {},
      problem:
        'You have sent several reports in a short time. Please wait an hour and send this one again: what you typed is still in the form.',
    };
  return {
    fields: {},
    problem:
      'We could not save your report just now. Please try again in a few minutes: what you typed is still in the form.',
  };
}

/** The "Report another figure" link: the form again, for the same provider and page. */
export function anotherReportHref(provider: string, page: string | null): string {
  return `${FIGURE_REPORT_PATH}?provider=${encodeURIComponent(provider)}${page ? `&page=${encodeURIComponent(page)}` : ''}`;
}

/** Reads a refusal from a fetch response that was not ok. */
export async function refusalOf(response: Response): Promise<Refusal> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  return { status: response.status, message: body?.error?.message, fields: body?.error?.fields ?? {} };
}
