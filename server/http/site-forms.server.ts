import { createConsultation } from '../api/consultations.server.ts';
import { createEbookRequest } from '../api/ebook-request.server.ts';
import { createPartnerSignUp } from '../api/partner-sign-ups.server.ts';
import type { AppContext } from '../app-context.server.ts';
import { readFormBody } from './body.server.ts';
import { type AppRequest, type AppResponse, HttpError } from './http-types.server.ts';
import { type PostedForm, postedFormPage } from './site-pages.server.ts';

/**
 * The contact, ebook and partner sign-up forms without script (ADR 022). Each form POSTs (form-encoded) to its own
 * page; the server sends it through the same handler as the JSON API (same checks, limits and
 * records) and answers with the page rendered for the result: the thank-you, or the form again with
 * what was typed and a GOV.UK error summary. Nothing typed ever goes into an address.
 */

export const CONTACT_PATH = '/contact';
export const EBOOK_PATH = '/download-ebook';
export const PARTNERS_PATH = '/partners';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'preferredTime', 'topic', 'message', 'consent'] as const;
const EBOOK_FIELDS = ['name', 'email', 'seriesConsent'] as const;
const PARTNER_FIELDS = ['name', 'site', 'email'] as const;

/** The sent values the page shows again (never the honeypot). */
function valuesOf(form: URLSearchParams, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, form.get(name) ?? '']));
}

/** Calls a JSON API handler with the form's values as its JSON body. */
function asJson(req: AppRequest, body: Record<string, unknown>): AppRequest {
  return {
    ...req,
    headers: { ...req.headers, 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  };
}

/**
 * Runs the API handler and turns its outcome into the page's state and status: 200 sent; 400 with
 * field problems; 429 too many tries; other failures with one plain message.
 */
async function answer(
  req: AppRequest,
  ctx: AppContext,
  path: string,
  posted: PostedForm,
  send: () => Promise<AppResponse>,
): Promise<AppResponse> {
  try {
    const sent = await send();
    // The consultation's reply-due time, for the thank-you's "by 9:27 tomorrow, Thursday".
    const replyDueAt = typeof sent.body === 'string' ? JSON.parse(sent.body).replyDueAt : undefined;
    return postedFormPage(
      req,
      ctx,
      path,
      { ...posted, done: true, ...(typeof replyDueAt === 'string' ? { replyDueAt } : {}) },
      200,
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 400 && error.fields && Object.keys(error.fields).length > 0)
      return postedFormPage(req, ctx, path, { ...posted, fields: error.fields }, 400);
    if (error.status === 429)
      return postedFormPage(
        req,
        ctx,
        path,
        {
          ...posted,
          message: 'You have sent several requests in a short time. Please wait a few minutes and try again.',
        },
        429,
      );
    if (error.status >= 500) throw error;
    // A refusal about one field that is not a validation problem (a site already signed up).
    if (error.fields && Object.keys(error.fields).length > 0)
      return postedFormPage(req, ctx, path, { ...posted, fields: error.fields }, error.status);
    return postedFormPage(
      req,
      ctx,
      path,
      { ...posted, message: 'We could not send this just now. Please try again.' },
      error.status,
    );
  }
}

/** POST /contact: the booking form without script. */
export async function contactFormPost(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const form = readFormBody(req);
  const values = valuesOf(form, CONTACT_FIELDS);
  return answer(req, ctx, CONTACT_PATH, { form: 'contact', values }, () =>
    createConsultation(
      asJson(req, {
        name: values.name,
        email: values.email,
        phone: values.phone,
        preferredTime: values.preferredTime,
        topic: values.topic,
        message: values.message,
        consent: values.consent === 'yes' ? true : undefined,
        honeypot: form.get('website') ?? '',
        source: CONTACT_PATH,
      }),
      ctx,
    ),
  );
}

/** POST /download-ebook: the guide's form without script. */
export async function ebookFormPost(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const form = readFormBody(req);
  const values = valuesOf(form, EBOOK_FIELDS);
  return answer(req, ctx, EBOOK_PATH, { form: 'ebook', values }, () =>
    createEbookRequest(
      asJson(req, {
        name: values.name,
        email: values.email,
        seriesConsent: values.seriesConsent === 'yes',
        honeypot: form.get('website') ?? '',
        source: EBOOK_PATH,
      }),
      ctx,
    ),
  );
}

/** POST /partners: a publisher's sign-up without script. */
export async function partnerSignUpFormPost(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const form = readFormBody(req);
  const values = valuesOf(form, PARTNER_FIELDS);
  return answer(req, ctx, PARTNERS_PATH, { form: 'partner-sign-up', values }, () =>
    createPartnerSignUp(
      asJson(req, {
        name: values.name,
        site: values.site,
        email: values.email,
        honeypot: form.get('website') ?? '',
      }),
      ctx,
    ),
  );
}
