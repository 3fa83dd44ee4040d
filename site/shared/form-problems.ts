import { HTTPError } from 'ky';
import type { FormProblem } from '../app/form-parts.tsx';

/**
 * The form kit's model half, without React: a form's problems (GOV.UK error summary) from its
 * field errors, and an API's refusal read into field errors and a message. The view half is
 * site/app/form-parts.tsx (ErrorSummary, FieldError) and site/shared/form-fields.tsx (the fields).
 */

/**
 * The problems of a form, in the order of its fields, each linked to its field's id; with no field
 * problem, the one message not about a field (if any).
 */
export function problemsFor<F extends string>(
  fields: Partial<Record<F, string>>,
  ids: Record<F, string>,
  message?: string,
): FormProblem[] {
  const list = (Object.keys(ids) as F[])
    .filter((key) => fields[key])
    .map((key) => ({ fieldId: ids[key], message: fields[key] as string }));
  return list.length > 0 ? list : message ? [{ message }] : [];
}

/** Only the errors of fields this form has (an API may name others). */
export function knownFields<F extends string>(
  fields: Record<string, string | undefined> | undefined,
  ids: Record<F, string>,
): Partial<Record<F, string>> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).filter(([key, value]) => Object.hasOwn(ids, key) && value),
  ) as Partial<Record<F, string>>;
}

/** What an API said when it refused a request: its status, message and field errors. */
export interface Refusal {
  status: number;
  message?: string | undefined;
  fields: Record<string, string>;
}

/**
 * Reads an API's JSON error (`{ error: { message, fields } }`) from a failed request; null when the
 * request never got an answer (no connection, a time-out).
 */
export async function readRefusal(error: unknown): Promise<Refusal | null> {
  if (!(error instanceof HTTPError)) return null;
  const body = (await error.response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  return { status: error.response.status, message: body?.error?.message, fields: body?.error?.fields ?? {} };
}
