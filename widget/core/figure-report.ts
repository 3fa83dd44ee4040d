// The "Spotted a wrong figure?" report (docs/decisions/018), checked the same way by the
// site's form and the server, with no zod: the form is on every provider page and the fees page,
// and a schema library would be code those pages load for one small form.
import { EMAIL_PATTERN, LIMITS } from './lead.ts';

/** The fields of a report, in the order the form shows them (and the error summary lists them). */
export const FIGURE_REPORT_FIELDS = ['provider', 'figure', 'correction', 'sourceUrl', 'email'] as const;
export type FigureReportField = (typeof FIGURE_REPORT_FIELDS)[number];

export const FIGURE_REPORT_LIMITS = { figure: 200, correction: 1000, sourceUrl: 500 } as const;

/** What the visitor typed, as text (a plain HTML form sends nothing else). */
export type FigureReportValues = Record<FigureReportField, string>;

export const EMPTY_FIGURE_REPORT: FigureReportValues = {
  provider: '',
  figure: '',
  correction: '',
  sourceUrl: '',
  email: '',
};

/** A checked report: trimmed, the e-mail address in lower case, empty optional fields as null. */
export interface FigureReport {
  provider: string;
  figure: string;
  correction: string;
  sourceUrl: string | null;
  email: string | null;
}

/** Where staff have got to with a report, in the words the staff area shows. */
export const FIGURE_REPORT_STATUSES = {
  new: 'New',
  checked: 'Checked',
  fixed: 'Fixed',
  'not-a-mistake': 'Not a mistake',
} as const;
export type FigureReportStatus = keyof typeof FIGURE_REPORT_STATUSES;

export function isFigureReportStatus(value: unknown): value is FigureReportStatus {
  return typeof value === 'string' && Object.hasOwn(FIGURE_REPORT_STATUSES, value);
}

/** The page the form posts to without JavaScript; it also shows the form on its own. */
export const FIGURE_REPORT_PATH = '/report-a-wrong-figure';
/** The JSON API the form uses with JavaScript. */
export const FIGURE_REPORT_API = '/api/figure-reports';

/** Any of these characters cannot be stored (U+0000) or has no place in one line of text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : null;
}

/** A web address we can show staff as a link: http or https, with a host, no spaces. */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Checks a report. `providers` are the slugs a report may name. Every message says what to do,
 * in the words of the form (GOV.UK style); the first problem of each field only.
 *
 * @example checkFigureReport({ provider: 'aj-bell', figure: 'Drawdown fee', correction: '£0' },
 *   new Set(['aj-bell'])).ok // true
 */
export function checkFigureReport(
  input: Partial<Record<string, unknown>>,
  providers: ReadonlySet<string>,
): { ok: true; report: FigureReport } | { ok: false; errors: Partial<Record<FigureReportField, string>> } {
  const errors: Partial<Record<FigureReportField, string>> = {};
  const values = {} as Record<FigureReportField, string>;
  for (const field of FIGURE_REPORT_FIELDS) {
    const value = text(input[field]);
    if (value === null) errors[field] = 'Send this field as text.';
    else if (value.includes('\u0000'))
      errors[field] = 'Remove the hidden character (U+0000) from this field.';
    values[field] = (value ?? '').trim();
  }
  if (!errors.provider) {
    if (values.provider === '') errors.provider = 'Choose the provider the figure is about.';
    else if (!providers.has(values.provider)) errors.provider = 'Choose one of the providers in the list.';
  }
  if (!errors.figure) {
    if (values.figure === '') errors.figure = 'Say which figure is wrong.';
    else if (values.figure.length > FIGURE_REPORT_LIMITS.figure)
      errors.figure = `Keep this under ${FIGURE_REPORT_LIMITS.figure} characters.`;
    else if (CONTROL.test(values.figure)) errors.figure = 'Write the figure on one line, as plain text.';
  }
  if (!errors.correction) {
    if (values.correction === '') errors.correction = 'Say what you think the figure should be.';
    else if (values.correction.length > FIGURE_REPORT_LIMITS.correction)
      errors.correction = `Keep this under ${FIGURE_REPORT_LIMITS.correction} characters.`;
  }
  if (!errors.sourceUrl && values.sourceUrl !== '') {
    if (values.sourceUrl.length > FIGURE_REPORT_LIMITS.sourceUrl)
      errors.sourceUrl = `Use a link shorter than ${FIGURE_REPORT_LIMITS.sourceUrl} characters.`;
    else if (!isWebAddress(values.sourceUrl))
      errors.sourceUrl = 'Enter a web address starting with https://, or leave this empty.';
  }
  if (!errors.email && values.email !== '') {
    if (values.email.length > LIMITS.email) errors.email = 'Use a shorter e-mail address.';
    else if (!EMAIL_PATTERN.test(values.email))
      errors.email = 'Enter a valid e-mail address, like name@example.com, or leave this empty.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    report: {
      provider: values.provider,
      figure: values.figure,
      correction: values.correction,
      sourceUrl: values.sourceUrl || null,
      email: values.email ? values.email.toLowerCase() : null,
    },
  };
}

/**
 * What the form shows when the server renders it: after a plain form POST with problems (the
 * values as typed, each problem), after one that was stored (`sent`: the provider's slug), or
 * opened from a link naming the provider. Written into the page as the island's props.
 */
export interface FigureReportFormState {
  values: FigureReportValues;
  errors: Partial<Record<FigureReportField, string>>;
  /** A problem that is not about one field (too many reports, the database down). */
  problem?: string;
  /** The page the report is about (a path on this site), sent back with the form. */
  page: string | null;
  /** Set once stored: the slug of the provider the report was about. */
  sent?: string;
}
